package dom

import (
	"errors"
	"math"
	"time"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/host"
	"github.com/textcodec/textcodec/internal/host/intrinsics"
)

// Enable installs DOMException, Event, CustomEvent, EventTarget,
// AbortController and AbortSignal as properties of rt's global object.
// AbortSignal.timeout uses the timer given with Timer, or found by Enable
// (see Timer).
//
// Enable keeps the contract of every binding's Enable, stated in package
// encoding's documentation ("Enable"): call it before scripts run; the
// first call (or Interfaces, or Operations) makes rt's binding, and every
// later one installs the same objects again, per its options. A Timer or
// ReportException given to a later call replaces the earlier one; one not
// given leaves it.
func Enable(rt *goja.Runtime, opts ...Option) error {
	o := host.ApplyOptions[options](opts)
	b, err := bindingFor(rt)
	if err != nil {
		return err
	}
	if o.after != nil {
		after := o.after
		b.after = func(d time.Duration, fire func() error) error {
			after(d, fire)
			return nil
		}
	} else if b.after == nil {
		b.after = setTimeoutTimer(rt)
	}
	if o.report != nil {
		b.report = o.report
	}
	return b.globals.Install(rt, o.keepExisting)
}

// Operations returns the DOM Standard's operations for other specifications
// in rt, for bindings whose JavaScript programs use abort signals (package
// streams passes them to its program when a script first needs a signal): a
// null-prototype object whose functions take and return this package's
// AbortSignal objects:
//
//	newSignal()                  a new AbortSignal, not aborted (an AbortController's)
//	isAbortSignal(v)             whether v is one of this package's AbortSignals
//	aborted(signal), reason(signal)
//	signalAbort(signal, reason)  "signal abort" (reason undefined: a new "AbortError" DOMException)
//	add(signal, algorithm)       "add" an abort algorithm (a function of no arguments)
//	remove(signal, algorithm)    "remove" it
//	newDOMException(message, name)
//	domExceptionData(v)          a DOMException's {name, message}, or undefined for anything else
//
// Each throws a TypeError for a signal argument that is not an AbortSignal.
// The object must not be given to scripts. Operations does not install the
// globals (Enable does); it fails only as Enable does. It may be called
// while a script runs (from a Go function the script called): the
// implementation, if it has not run in rt yet, runs then with the built-ins
// the runtime's first binding captured, so that the runtime must have had a
// binding (encoding.Enable, streams.Enable or this package's Enable) before
// scripts ran. An AbortSignal.timeout of a runtime on which Enable was never
// called throws a "NotSupportedError" DOMException (it has no timer).
func Operations(rt *goja.Runtime) (*goja.Object, error) {
	b, err := bindingFor(rt)
	if err != nil {
		return nil, err
	}
	return b.ops()
}

// ExistingOperations returns rt's operations (see Operations) if the
// implementation has run in rt (Enable or Operations was called), and nil
// if not, when rt has no AbortSignal of this package: another binding
// checks a script's argument with it without making anything (pipeTo's
// signal option). Call it from the runtime's goroutine.
func ExistingOperations(rt *goja.Runtime) (*goja.Object, error) {
	b := bindings.Get(rt)
	if b == nil {
		return nil, nil
	}
	return b.ops()
}

// A binding is a runtime's instance of the implementation. It belongs to the
// runtime's goroutine.
type binding struct {
	rt      *goja.Runtime
	globals host.Interfaces // the interface objects, in the order Enable installs them

	// operations is Operations' object, made by makeOperations on first
	// use (only other bindings use it).
	operations     *goja.Object
	makeOperations goja.Callable

	// builtins are the runtime's captured built-ins; holding them keeps
	// the capture alive for later bindings of the runtime.
	builtins *intrinsics.Set

	// origin is the time origin of Event.timeStamp: when the binding was
	// made.
	origin time.Time
	// after runs fire after d on the runtime's goroutine; nil when the
	// host gave no timer.
	after func(d time.Duration, fire func() error) error
	// report receives exceptions listeners threw; nil drops them.
	report func(goja.Value)
}

// globalNames are the names of the interface objects, in the order Enable
// installs them; the program returns each under its name (js/hooks.js).
var globalNames = []string{"DOMException", "Event", "CustomEvent", "EventTarget", "AbortController", "AbortSignal"}

// bindings maps each runtime to its binding without keeping either alive
// (as package streams' does).
var bindings host.PerRuntime[binding]

// bindingFor returns rt's binding, making it on first use (Enable's,
// Interfaces' or Operations').
func bindingFor(rt *goja.Runtime) (*binding, error) {
	return bindings.GetOrMake(rt, func() (*binding, error) { return newBinding(rt) })
}

// registrySize returns the number of runtimes in bindings (for tests).
func registrySize() int { return bindings.Len() }

// errNotRun is returned when the implementation's program did not give what
// it always gives; only an interrupted or broken runtime gets here.
var errNotRun = errors.New("dom: the implementation did not initialise")

// newBinding runs the implementation's program in rt, with the built-ins
// captured by the runtime's first binding (or now, if this is the first).
func newBinding(rt *goja.Runtime) (*binding, error) {
	set, err := intrinsics.Capture(rt)
	if err != nil {
		return nil, err
	}
	v, err := rt.RunProgram(program())
	if err != nil {
		return nil, err
	}
	mk, ok := goja.AssertFunction(v)
	if !ok {
		return nil, errNotRun
	}
	b := &binding{rt: rt, builtins: set, origin: time.Now()}
	hv, err := mk(nil, rt.ToValue(b), set.WithObjectMaps(rt), goja.SymIterator, goja.SymToStringTag,
		rt.ToValue(b.now), rt.ToValue(b.schedule), rt.ToValue(b.reportException), rt.ToValue(iteratesByIndex))
	if err != nil {
		return nil, err
	}
	hooks, ok := hv.(*goja.Object)
	if !ok {
		return nil, errNotRun
	}
	if b.makeOperations, ok = goja.AssertFunction(hooks.Get("makeOperations")); !ok {
		return nil, errNotRun
	}
	for _, name := range globalNames {
		v, ok := hooks.Get(name).(*goja.Object)
		if !ok {
			return nil, errNotRun
		}
		b.globals = append(b.globals, host.Interface{Name: name, Object: v})
	}
	return b, nil
}

// ops returns the operations object, making it on first use.
func (b *binding) ops() (*goja.Object, error) {
	if b.operations != nil {
		return b.operations, nil
	}
	v, err := b.makeOperations(nil)
	if err != nil {
		return nil, err
	}
	o, ok := v.(*goja.Object)
	if !ok {
		return nil, errNotRun
	}
	b.operations = o
	return o, nil
}

// now is Event.timeStamp's clock: the milliseconds since the time origin,
// coarsened to 100 µs as High Resolution Time coarsens for a global that is
// not cross-origin isolated.
func (b *binding) now() float64 {
	const step = 100 * time.Microsecond
	d := time.Since(b.origin).Truncate(step)
	return float64(d) / float64(time.Millisecond)
}

// schedule is AbortSignal.timeout's "run steps after a timeout": it arranges
// for fn to be called after ms milliseconds and returns true, or returns
// false when the runtime has no timer.
func (b *binding) schedule(ms float64, fn goja.Value) bool {
	call, ok := goja.AssertFunction(fn)
	if !ok || b.after == nil {
		return false
	}
	d := time.Duration(math.MaxInt64)
	if ms < float64(math.MaxInt64/int64(time.Millisecond)) {
		d = time.Duration(ms) * time.Millisecond
	}
	fire := func() error {
		_, err := call(goja.Undefined())
		return err
	}
	if err := b.after(d, fire); err != nil {
		host.Throw(b.rt, err)
	}
	return true
}

func (b *binding) reportException(v goja.Value) {
	if b.report != nil {
		b.report(v)
	}
}

// maxTimeout is the longest delay HTML's setTimeout waits for; a longer one
// is taken as 0.
const maxTimeout = time.Duration(math.MaxInt32) * time.Millisecond

// setTimeoutTimer returns a timer that calls the global object's setTimeout
// as it is now, or nil when it is not a function. A delay longer than
// maxTimeout is waited for in several timeouts.
func setTimeoutTimer(rt *goja.Runtime) func(time.Duration, func() error) error {
	global := rt.GlobalObject()
	var v goja.Value
	if err := rt.Try(func() { v = global.Get("setTimeout") }); err != nil {
		return nil
	}
	setTimeout, ok := goja.AssertFunction(v)
	if !ok {
		return nil
	}
	var after func(d time.Duration, fire func() error) error
	after = func(d time.Duration, fire func() error) error {
		step := min(d, maxTimeout)
		rest := d - step
		cb := rt.ToValue(func(goja.FunctionCall) goja.Value {
			var err error
			if rest > 0 {
				err = after(rest, fire)
			} else {
				err = fire()
			}
			if err != nil {
				host.Throw(rt, err)
			}
			return goja.Undefined()
		})
		_, err := setTimeout(global, cb, rt.ToValue(int64(step/time.Millisecond)))
		return err
	}
	return after
}
