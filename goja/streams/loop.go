package streams

// A Loop is the event loop a runtime runs on, as the bridge
// (NewReadableFromReader, WriteToWriter) needs it: a way to bring the result
// of work done on another goroutine (a Read, a Write) back to the runtime's
// goroutine, and to keep the loop from ending while that work is under way.
//
// Any host's loop fits in a few lines. goja_nodejs's event loop is the
// ready-made case: nodemodules.FromEventLoop(loop) (in package
// goja/nodemodules, so that only hosts that use goja_nodejs import it). k6
// modules have the same method under the same name (modules.VU's
// RegisterCallback, whose callback returns an error). A minimal loop runs the functions it is handed, in order, and
// ends when no callback it registered is still to come back:
//
//	type miniLoop struct {
//		jobs    chan func()
//		pending int // callbacks registered and not yet back
//	}
//
//	func (l *miniLoop) RegisterCallback() func(func()) {
//		l.pending++
//		return func(fn func()) { l.jobs <- fn }
//	}
//
//	func (l *miniLoop) run() {
//		for l.pending > 0 {
//			fn := <-l.jobs
//			l.pending--
//			fn()
//		}
//	}
type Loop interface {
	// RegisterCallback is called on the loop's goroutine when the bridge
	// starts work on another goroutine. It returns enqueue, which that
	// goroutine calls exactly once, with a function the loop must then
	// run on its own goroutine (after what it is running now, never
	// inside enqueue). Until that function has run, the loop counts it as
	// pending work and does not end. enqueue may block until the loop
	// takes the function; it must not be called on the loop's goroutine.
	RegisterCallback() (enqueue func(fn func()))
}
