package host

import (
	"errors"
	"time"
	"unsafe"

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

// Copy copies src to dst as the built-in copy does, and returns the number
// of bytes copied, polling between blocks of PollStep bytes: a copy of any
// size stops within one block of the host's interrupt (Poll's panic), with
// the blocks before it copied.
func (p Poller) Copy(dst, src []byte) int {
	n := min(len(dst), len(src))
	dst, src = dst[:n], src[:n]
	if n > PollStep && startsInside(dst, src) {
		// dst overlaps the end of src: blocks from the end, so that
		// none is overwritten before it is copied.
		for len(src) > PollStep {
			k := len(src) - PollStep
			copy(dst[k:], src[k:])
			dst, src = dst[:k], src[:k]
			p.Poll()
		}
		copy(dst, src)
		return n
	}
	for len(src) > PollStep {
		copy(dst, src[:PollStep])
		dst, src = dst[PollStep:], src[PollStep:]
		p.Poll()
	}
	copy(dst, src)
	return n
}

// startsInside reports whether dst begins inside src after its first byte.
func startsInside(dst, src []byte) bool {
	d, s := uintptr(unsafe.Pointer(unsafe.SliceData(dst))), uintptr(unsafe.Pointer(unsafe.SliceData(src)))
	return d > s && d < s+uintptr(len(src))
}

// bigAlloc is the size from which MakeBytes zeroes on another goroutine:
// Go zeroes a large allocation it reuses in one go (about 10 ms per 100
// MiB), which no poll can stop.
const bigAlloc = 4 * PollStep

// MakeBytes returns make([]byte, n), or false when Go cannot make n bytes
// (n negative or too large). A large slice is made on another goroutine
// while this one polls every millisecond, so that the host's interrupt stops
// the wait (Poll's panic; the slice is then dropped when made).
func (p Poller) MakeBytes(n int) ([]byte, bool) {
	if n <= bigAlloc || p.probe == nil {
		return makeBytes(n)
	}
	type made struct {
		b  []byte
		ok bool
	}
	done := make(chan made, 1)
	go func() {
		b, ok := makeBytes(n)
		done <- made{b, ok}
	}()
	tick := time.NewTicker(time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case m := <-done:
			return m.b, m.ok
		case <-tick.C:
			p.Poll()
		}
	}
}

// makeBytes is make([]byte, n), false when make panics.
func makeBytes(n int) (b []byte, ok bool) {
	if n < 0 {
		return nil, false
	}
	defer func() {
		if recover() != nil {
			b, ok = nil, false
		}
	}()
	return make([]byte, n), true
}
