package streams

import (
	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/dom"
	"github.com/textcodec/textcodec/internal/host"
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
		host.Throw(b.rt, err)
	}
	if ops == nil {
		return goja.Undefined()
	}
	return ops
}
