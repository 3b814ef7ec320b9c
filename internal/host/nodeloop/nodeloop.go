// Package nodeloop adapts goja_nodejs's event loop to the Loop that package
// goja/streams's bridge takes (NewReadableFromReader, WriteToWriter). Users
// reach it as nodemodules.FromEventLoop, so that only programs that use
// goja_nodejs import goja_nodejs; package streams's own tests use it here.
package nodeloop

import (
	"time"

	"github.com/dop251/goja"
	"github.com/dop251/goja_nodejs/eventloop"
)

// A Loop is goja_nodejs's event loop as a streams.Loop (it has the method
// streams.Loop asks for).
//
// goja_nodejs's Run returns when no timer is pending, and work on other
// goroutines does not count. Each callback therefore holds a timer (one that
// never fires) from RegisterCallback until its function has run on the loop.
// A timer registered from inside the loop only counts from the loop's next
// turn, though: an operation that starts in the very last timer callback of
// a Run (a script that waits with setTimeout and then reads) can let Run
// return before it completes. Hosts that run long-lived scripts are best
// served by Start (or StartInForeground) and Stop, waiting for the script's
// own completion, as examples/streamlines does.
type Loop struct{ loop *eventloop.EventLoop }

// New returns loop as a Loop.
func New(loop *eventloop.EventLoop) Loop { return Loop{loop} }

// holdDuration is the delay of the timer that keeps the loop alive; it
// never fires.
const holdDuration = 100 * 365 * 24 * time.Hour

// RegisterCallback is streams.Loop's method: it holds a timer until the
// function handed to enqueue has run on the loop.
func (l Loop) RegisterCallback() (enqueue func(fn func())) {
	hold := l.loop.SetTimeout(func(*goja.Runtime) {}, holdDuration) // nil once the loop is terminated
	return func(fn func()) {
		l.loop.RunOnLoop(func(*goja.Runtime) {
			if hold != nil {
				defer l.loop.ClearTimeout(hold)
			}
			fn()
		})
	}
}
