package dom

import (
	"time"

	"github.com/dop251/goja"
)

// An Option configures Enable.
type Option func(*options)

// options is what the Options given to one Enable call set.
type options struct {
	// keepExisting leaves the global object's existing properties alone.
	keepExisting bool
	// after is the host's timer (Timer); nil when not given.
	after func(d time.Duration, fire func() error)
	// report receives exceptions listeners throw (ReportException).
	report func(goja.Value)
}

// KeepExistingGlobals makes Enable leave alone every name the global object
// already has as an own property, whatever its value or attributes (a
// host's own AbortController, a polyfill, a property a script made
// non-configurable), and install only the missing ones. The default is to
// install every interface object, replacing what was there.
//
// An AbortSignal of the host's own kept this way is not one of this
// package's: pipeTo's signal option rejects it, as the Streams Standard
// says for anything that is not an AbortSignal.
func KeepExistingGlobals() Option {
	return func(o *options) { o.keepExisting = true }
}

// Timer gives AbortSignal.timeout its timer, the DOM Standard's "run steps
// after a timeout": after(d, fire) must call fire once, on the runtime's
// goroutine while no script runs (as an event loop runs a task), about d
// after the call. fire signals abort; it returns goja's error when the
// runtime was interrupted meanwhile (listeners' exceptions are reported, not
// returned), for the host to handle as it handles its own callbacks'. With
// goja_nodejs's event loop:
//
//	dom.Timer(func(d time.Duration, fire func() error) {
//		loop.SetTimeout(func(*goja.Runtime) {
//			if err := fire(); err != nil {
//				loop.StopNoWait()
//			}
//		}, d)
//	})
//
// Without this option, Enable takes the global object's setTimeout as it is
// at that call, if it is a function (goja_nodejs's event loop installs one,
// and so do most hosts), and calls it as HTML's setTimeout: delays above
// 2^31-1 ms are waited for in several timeouts, and an interrupt reaches
// the host as an error of the setTimeout callback. A runtime with neither
// (no Timer, no setTimeout when Enable ran, or streams run without
// dom.Enable) has an AbortSignal.timeout that throws a "NotSupportedError"
// DOMException.
func Timer(after func(d time.Duration, fire func() error)) Option {
	return func(o *options) { o.after = after }
}

// ReportException receives, on the runtime's goroutine, every exception an
// event listener (or the onabort handler) throws while an event is
// dispatched: the DOM Standard has it "reported", which goja cannot do by
// itself. The default is to drop it, and go on with the next listener.
func ReportException(report func(exception goja.Value)) Option {
	return func(o *options) { o.report = report }
}
