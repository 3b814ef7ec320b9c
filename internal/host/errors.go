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
	error      goja.Constructor // %Error%, or nil when the runtime lacked it
	rangeError goja.Constructor // %RangeError%, or nil likewise
}

// NewErrors returns rt's Errors, with errorCtor and rangeErrorCtor as
// %Error% and %RangeError%. A value that is not a constructor (a global a
// script deleted before the capture) makes that kind of error a TypeError.
func NewErrors(rt *goja.Runtime, errorCtor, rangeErrorCtor goja.Value) Errors {
	e := Errors{rt: rt}
	e.error, _ = goja.AssertConstructor(errorCtor)
	e.rangeError, _ = goja.AssertConstructor(rangeErrorCtor)
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

// make calls ctor with msg, or makes a TypeError when there is no ctor (or,
// which the built-in constructors never do, it fails).
func (e Errors) make(ctor goja.Constructor, msg string) *goja.Object {
	if ctor != nil {
		if o, err := ctor(nil, e.rt.ToValue(msg)); err == nil {
			return o
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
