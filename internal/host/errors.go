package host

import (
	"errors"

	"github.com/dop251/goja"
)

// Errors makes the errors a binding's native functions throw, or reject
// and error streams with: the realm's own, as Web IDL and the standards ask
// ("throw a TypeError" is the realm's %TypeError%), whatever a script has
// done to the global object since the binding was enabled. %TypeError% is
// goja's own (Runtime.NewTypeError); goja gives Go no handle on %Error% and
// %RangeError%, so those are the constructors package intrinsics captured
// before scripts ran (its Set.Errors). The zero Errors must not be used.
type Errors struct {
	rt         *goja.Runtime
	error      *goja.Object // %Error%, or nil when the runtime lacked it
	rangeError *goja.Object // %RangeError%, or nil likewise
}

// NewErrors returns rt's Errors, with errorCtor and rangeErrorCtor as
// %Error% and %RangeError%. A value that is not a constructor (a global a
// script deleted before the capture) makes that kind of error a TypeError.
func NewErrors(rt *goja.Runtime, errorCtor, rangeErrorCtor goja.Value) Errors {
	e := Errors{rt: rt}
	e.error, _ = errorCtor.(*goja.Object)
	e.rangeError, _ = rangeErrorCtor.(*goja.Object)
	return e
}

// TypeError returns a new TypeError with message msg (taken as it is, not as
// a format).
func (e Errors) TypeError(msg string) *goja.Object {
	return e.rt.NewTypeError("%s", msg)
}

// RangeError returns a new RangeError with message msg.
func (e Errors) RangeError(msg string) *goja.Object {
	return e.make(e.rangeError, msg)
}

// Error returns a new Error with message msg.
func (e Errors) Error(msg string) *goja.Object {
	return e.make(e.error, msg)
}

// make constructs ctor with msg, or makes a TypeError when ctor is not a
// constructor (or, which the built-in constructors never do, it fails). The
// Go handle on ctor is made here, on the way to a throw, not for every
// runtime.
func (e Errors) make(ctor *goja.Object, msg string) *goja.Object {
	if ctor != nil {
		if construct, ok := goja.AssertConstructor(ctor); ok {
			if o, err := construct(nil, e.rt.ToValue(msg)); err == nil {
				return o
			}
		}
	}
	return e.TypeError(msg)
}

// ThrowTypeError throws a new TypeError into the script that called the
// native function: it panics, and goja turns the panic into a throw. Call
// it only from a native function goja called.
func (e Errors) ThrowTypeError(msg string) {
	panic(e.TypeError(msg))
}

// ThrowRangeError throws a new RangeError, as ThrowTypeError does.
func (e Errors) ThrowRangeError(msg string) {
	panic(e.RangeError(msg))
}

// Throw throws err, which a goja call returned, into the script that called
// the native function that made the call: a JavaScript exception as itself,
// an interrupt as an interrupt (the script's try/catch does not see it, and
// the host's Run* call returns it), anything else as a GoError. Call it only
// from a native function goja called.
func Throw(rt *goja.Runtime, err error) {
	var ex *goja.Exception
	if errors.As(err, &ex) {
		panic(ex)
	}
	var ie *goja.InterruptedError
	if errors.As(err, &ie) {
		panic(ie)
	}
	panic(rt.NewGoError(err))
}
