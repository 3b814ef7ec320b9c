package dom

import (
	"reflect"
	"runtime"
	"strings"

	"github.com/dop251/goja"
)

// Web IDL converts an iterable to a sequence with the iterator protocol
// (https://webidl.spec.whatwg.org/#create-sequence-from-iterable): a call of
// next and a result object per element, which costs more than everything
// else AbortSignal.any does with 10^5 signals. For an array whose
// @@iterator is %Array.prototype.values% and whose iterator's next is
// %ArrayIteratorPrototype%.next, each step of the protocol reads the
// array's length and then its element at the next index
// (https://tc39.es/ecma262/#sec-%arrayiteratorprototype%.next), so the
// program reads those itself: the same reads in the same order.
//
// goja gives a script no way to make a function that is a built-in, and
// exports each built-in as the Go method that implements it; so a function
// is %Array.prototype.values% when its Go implementation is goja's
// arrayproto_values. When goja renames it, nothing matches and every
// sequence takes the iterator protocol (TestIteratesByIndex fails, so that
// an upgrade cannot go unnoticed).

// The Go names' endings of goja's %Array.prototype.values% and
// %ArrayIteratorPrototype%.next (method values, hence "-fm").
const (
	arrayValuesName       = ".(*Runtime).arrayproto_values-fm"
	arrayIteratorNextName = ".(*Runtime).arrayIterProto_next-fm"
)

// iteratesByIndex reports whether v is an Array (not a Proxy), method is
// %Array.prototype.values% and next is %ArrayIteratorPrototype%.next.
func iteratesByIndex(v, method, next goja.Value) bool {
	o, ok := v.(*goja.Object)
	if !ok || o.ClassName() != "Array" {
		return false
	}
	return isBuiltin(method, arrayValuesName) && isBuiltin(next, arrayIteratorNextName)
}

// isBuiltin reports whether v is the built-in function whose Go
// implementation's name ends with name.
func isBuiltin(v goja.Value, name string) bool {
	o, ok := v.(*goja.Object)
	if !ok {
		return false
	}
	// Only a function is exported (exporting an object copies its
	// properties).
	if _, ok := goja.AssertFunction(o); !ok {
		return false
	}
	f, ok := o.Export().(func(goja.FunctionCall) goja.Value)
	if !ok {
		return false
	}
	impl := runtime.FuncForPC(reflect.ValueOf(f).Pointer())
	return impl != nil && strings.HasSuffix(impl.Name(), name)
}
