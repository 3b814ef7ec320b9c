package streams

import (
	"errors"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/dom"
)

// domOperations is the program's $domOperations(create) (js/signal.js):
// package dom's operations in the runtime, for abort signals. With create
// true it runs dom's implementation if it has not run in the runtime yet (a
// script has asked for a WritableStreamDefaultController's signal); with
// create false it runs nothing and gives undefined when dom's implementation
// has not run, when the runtime has no AbortSignal for pipeTo to accept.
// streams.Enable thus costs nothing for dom, and a runtime pays for dom only
// when a script uses a signal.
//
// dom's implementation, run late from here, uses the built-ins the
// runtime's first binding captured (the binding holds them: b.builtins), so
// a script that replaced globals meanwhile changes nothing.
func (b *binding) domOperations(call goja.FunctionCall) goja.Value {
	var ops *goja.Object
	var err error
	if call.Argument(0).ToBoolean() {
		ops, err = dom.Operations(b.rt)
	} else {
		ops, err = dom.ExistingOperations(b.rt)
	}
	if err != nil {
		throwError(b.rt, err)
	}
	if ops == nil {
		return goja.Undefined()
	}
	return ops
}

// throwError throws err into the script that called a Go function: a
// JavaScript exception as itself, an interrupt as an interrupt.
func throwError(rt *goja.Runtime, err error) {
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
