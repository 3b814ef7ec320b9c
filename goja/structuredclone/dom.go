package structuredclone

import (
	"errors"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/dom"
)

// Package dom's DOMException is serializable (Web IDL, "DOMException": its
// serialization steps keep name and message), told by dom's own brand
// check, asked only in a runtime where dom's implementation has run. dom's
// other platform objects are not serializable (notserializable.go).
func init() {
	Register(PlatformObject{Interface: "DOMException", Is: isDOMException, Serialize: serializeDOMException, Deserialize: deserializeDOMException})
}

// domOperation returns dom's operation name in rt, or nil when dom's
// implementation has not run in rt (it then has no object of dom's).
func domOperation(rt *goja.Runtime, name string) goja.Callable {
	ops, err := dom.ExistingOperations(rt)
	if err != nil || ops == nil {
		return nil
	}
	f, _ := goja.AssertFunction(ops.Get(name))
	return f
}

// classOf returns o's class as kindOf reads it, "" for a Proxy (whose
// ClassName panics when it is revoked).
func classOf(o *goja.Object) string {
	if o.ExportType() == typeProxy {
		return ""
	}
	return o.ClassName()
}

// domExceptionData returns o's name and message if it is a DOMException of
// package dom: an object of the "Error" class (as a DOMException is), then
// dom's brand check.
func domExceptionData(rt *goja.Runtime, o *goja.Object) (name, message string, ok bool) {
	if classOf(o) != "Error" {
		return "", "", false
	}
	f := domOperation(rt, "domExceptionData")
	if f == nil {
		return "", "", false
	}
	v, err := f(nil, o)
	d, isObject := v.(*goja.Object)
	if err != nil || !isObject {
		return "", "", false
	}
	return d.Get("name").String(), d.Get("message").String(), true
}

func isDOMException(rt *goja.Runtime, o *goja.Object) bool {
	_, _, ok := domExceptionData(rt, o)
	return ok
}

// serializedDOMException is a DOMException's serialization: its name and
// message.
type serializedDOMException struct{ name, message string }

// serializeDOMException is DOMException's serialization steps: 1. set
// serialized.[[Name]] to value's name, 2. set serialized.[[Message]] to
// value's message.
func serializeDOMException(rt *goja.Runtime, o *goja.Object) (any, error) {
	name, message, ok := domExceptionData(rt, o)
	if !ok {
		return nil, errNotDOMException
	}
	return serializedDOMException{name, message}, nil
}

// deserializeDOMException is DOMException's deserialization steps: a new
// DOMException of rt whose name and message are serialized's, made by
// package dom without reading rt's globals.
func deserializeDOMException(rt *goja.Runtime, data any) (*goja.Object, error) {
	d, ok := data.(serializedDOMException)
	if !ok {
		return nil, errNotDOMException
	}
	ops, err := dom.Operations(rt)
	if err != nil {
		return nil, err
	}
	f, _ := goja.AssertFunction(ops.Get("newDOMException"))
	if f == nil {
		return nil, errNotDOMException
	}
	v, err := f(nil, rt.ToValue(d.message), rt.ToValue(d.name))
	if err != nil {
		return nil, err
	}
	o, ok := v.(*goja.Object)
	if !ok {
		return nil, errNotDOMException
	}
	return o, nil
}

var errNotDOMException = errors.New("not a DOMException")
