package host

import (
	"errors"

	"github.com/dop251/goja"
)

// PollStep is how much work, in bytes or code units, a native loop does
// between two polls. At the slowest rate of any loop in this module (about
// 100 MB/s) a step takes under 3 ms; a poll costs under 0.1 µs.
const PollStep = 256 << 10

// A Poller lets a native function of a binding stop when the host
// interrupts the runtime with goja.Runtime.Interrupt. The zero Poller never
// reports an interrupt.
//
// goja checks its interrupt flag only between JavaScript instructions, so a
// long native call (a decode of 256 MiB, a copy into a stream) would run to
// its end before the host's interrupt took effect, and goja offers no query
// for the flag. Calling a JavaScript function, even an empty one, makes goja
// run its loop, which checks the flag before the first instruction: when an
// interrupt is pending the call returns the host's *goja.InterruptedError.
// A Poller makes that call, and a native loop calls Poll between pieces of
// its work (every PollStep bytes or code units), so the host's interrupt
// stops it within one piece. Each binding makes its Poller from an empty
// function of its own program.
type Poller struct {
	probe goja.Callable
}

// NewPoller returns a Poller that calls probe, an empty JavaScript function
// of the runtime (not a Go function: calling one of those runs no JavaScript
// instruction, and so checks nothing).
func NewPoller(probe goja.Callable) Poller {
	return Poller{probe: probe}
}

// Poll panics with the runtime's *goja.InterruptedError when an interrupt is
// pending, which goja passes on as it passes on an interrupt of JavaScript
// code: try/catch in the script does not see it, and the host's Run* call
// returns it. It must be called on the runtime's goroutine, from a native
// function that goja called (or while no script runs). Any other failure of
// the call (a stack overflow, when the script is at its maximum call depth)
// is not an interrupt and is ignored: the loop goes on.
func (p Poller) Poll() {
	if p.probe == nil {
		return
	}
	if _, err := p.probe(nil); err != nil {
		var ie *goja.InterruptedError
		if errors.As(err, &ie) {
			panic(ie)
		}
	}
}
