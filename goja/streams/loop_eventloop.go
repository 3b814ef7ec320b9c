package streams

import (
	"time"

	"github.com/dop251/goja"
	"github.com/dop251/goja_nodejs/eventloop"
)

// FromEventLoop returns loop, goja_nodejs's event loop, as the bridge's Loop.
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
func FromEventLoop(loop *eventloop.EventLoop) Loop { return eventLoop{loop} }

// eventLoop is goja_nodejs's event loop as a Loop.
type eventLoop struct{ loop *eventloop.EventLoop }

// holdDuration is the delay of the timer that keeps the loop alive; it
// never fires.
const holdDuration = 100 * 365 * 24 * time.Hour

func (l eventLoop) RegisterCallback() func(func()) {
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
