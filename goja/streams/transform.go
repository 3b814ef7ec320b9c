package streams

import (
	"github.com/dop251/goja"
)

// Transformer holds the algorithms of a TransformStream that Go code sets up,
// as another specification does with the Streams Standard's "set up" a
// TransformStream (section "Other specifications"): a writable side with a
// high water mark of 1 chunk and a readable side with a high water mark of 0,
// so that a chunk is transformed only when the readable side is read from.
//
// Each algorithm runs on the runtime's goroutine, called from JavaScript. It
// fails by panicking with a JavaScript value, as a goja native function
// throws (panic(rt.NewTypeError(...)), or panic(err) with an error from
// Transform.Enqueue); the failure errors both sides of the stream. Any nil
// algorithm does nothing.
//
// Transform and Flush return the chunk to enqueue on the readable side, or
// nil for none: the stream's JavaScript enqueues it when the call returns, so
// a chunk crosses from JavaScript to Go and back once. An algorithm with more
// than one result enqueues the others first, with Transform.Enqueue.
type Transformer struct {
	// Transform is the transform algorithm, given each chunk written to
	// the writable side.
	Transform func(chunk goja.Value) goja.Value
	// Flush is the flush algorithm, run when the writable side closes.
	Flush func() goja.Value
	// Cancel is the cancel algorithm, run when the readable side is
	// cancelled or the writable side aborted.
	Cancel func(reason goja.Value)
}

// A Transform is a TransformStream set up from Go.
type Transform struct {
	b        *binding
	record   goja.Value // the stream's internal record in the implementation (js/)
	object   *goja.Object
	readable *goja.Object
	writable *goja.Object
}

// NewTransform creates a TransformStream in rt whose algorithms are t's. The
// streams implementation is created in rt if it is not yet (without
// installing the global interface objects; see Enable). Call it on the
// runtime's goroutine. It fails only for an interrupted runtime.
func NewTransform(rt *goja.Runtime, t Transformer) (*Transform, error) {
	b, err := bindingFor(rt)
	if err != nil {
		return nil, err
	}
	var transform, flush, cancel goja.Value = goja.Undefined(), goja.Undefined(), goja.Undefined()
	if f := t.Transform; f != nil {
		transform = rt.ToValue(func(call goja.FunctionCall) goja.Value {
			return orUndefined(f(call.Argument(0)))
		})
	}
	if f := t.Flush; f != nil {
		flush = rt.ToValue(func(goja.FunctionCall) goja.Value {
			return orUndefined(f())
		})
	}
	if f := t.Cancel; f != nil {
		cancel = rt.ToValue(func(call goja.FunctionCall) goja.Value {
			f(call.Argument(0))
			return goja.Undefined()
		})
	}
	v, err := b.newTransform(nil, transform, flush, cancel)
	if err != nil {
		return nil, err
	}
	parts, ok := v.(*goja.Object)
	if !ok {
		return nil, errNotRun
	}
	tr := &Transform{b: b, record: parts.Get("0")}
	tr.readable, _ = parts.Get("1").(*goja.Object)
	tr.writable, _ = parts.Get("2").(*goja.Object)
	tr.object, _ = parts.Get("3").(*goja.Object)
	if tr.readable == nil || tr.writable == nil || tr.object == nil {
		return nil, errNotRun
	}
	return tr, nil
}

// orUndefined returns v, or undefined for nil: the chunk an algorithm
// returns, as setUpTransformStream (js/gohooks.js) reads it.
func orUndefined(v goja.Value) goja.Value {
	if v == nil {
		return goja.Undefined()
	}
	return v
}

// Readable returns the stream's readable side, a ReadableStream.
func (t *Transform) Readable() *goja.Object { return t.readable }

// Writable returns the stream's writable side, a WritableStream.
func (t *Transform) Writable() *goja.Object { return t.writable }

// Object returns the TransformStream object itself.
func (t *Transform) Object() *goja.Object { return t.object }

// Enqueue enqueues chunk on the readable side ("enqueue" a chunk into a
// TransformStream). It fails, with the JavaScript exception as a
// *goja.Exception, when the readable side can no longer take chunks (it was
// cancelled or errored). Call it on the runtime's goroutine, typically from
// the transform or flush algorithm, which can rethrow the error with
// panic(err).
func (t *Transform) Enqueue(chunk goja.Value) error {
	_, err := t.b.transformEnqueue(nil, t.record, chunk)
	return err
}
