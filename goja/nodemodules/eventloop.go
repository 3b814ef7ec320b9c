package nodemodules

import (
	"github.com/dop251/goja_nodejs/eventloop"

	"github.com/textcodec/textcodec/goja/streams"
	"github.com/textcodec/textcodec/internal/host/nodeloop"
)

// FromEventLoop returns loop, goja_nodejs's event loop, as the Loop that
// package streams's bridge takes (streams.NewReadableFromReader,
// streams.WriteToWriter).
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
func FromEventLoop(loop *eventloop.EventLoop) streams.Loop { return nodeloop.New(loop) }
