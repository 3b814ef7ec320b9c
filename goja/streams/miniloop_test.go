package streams

import (
	"testing"
	"time"

	"github.com/dop251/goja"
)

// miniLoop is the smallest event loop a host could have: it runs the
// functions handed back to it, in order, and ends when no callback it
// registered is still to come back. It is the package documentation's
// example, run by the bridge's tests.
type miniLoop struct {
	jobs    chan func()
	pending int // callbacks registered and not yet back
}

func (l *miniLoop) RegisterCallback() func(func()) {
	l.pending++
	return func(fn func()) { l.jobs <- fn }
}

func (l *miniLoop) run() {
	for l.pending > 0 {
		fn := <-l.jobs
		l.pending--
		fn()
	}
}

// runMiniLoop is runLoop on a miniLoop.
func runMiniLoop(t *testing.T, fn func(rt *goja.Runtime, loop Loop)) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		defer close(done)
		rt := goja.New()
		if err := Enable(rt); err != nil {
			t.Error(err)
			return
		}
		loop := &miniLoop{jobs: make(chan func())}
		fn(rt, loop)
		loop.run()
	}()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("the minimal loop did not finish")
	}
}

// A loopRunner runs fn on a new loop of its kind, with streams enabled, and
// waits until the loop has no more work.
type loopRunner func(t *testing.T, fn func(rt *goja.Runtime, loop Loop))

// onEachLoop runs test on goja_nodejs's event loop and on a miniLoop.
func onEachLoop(t *testing.T, test func(t *testing.T, runLoop loopRunner)) {
	t.Run("eventloop", func(t *testing.T) { test(t, runLoop) })
	t.Run("miniloop", func(t *testing.T) { test(t, runMiniLoop) })
}
