package structuredclone

import (
	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/encoding"
	"github.com/textcodec/textcodec/goja/streams"
	"github.com/textcodec/textcodec/goja/url"
	"github.com/textcodec/textcodec/internal/host"
)

// The platform objects of this module's other bindings are not
// serializable: StructuredSerializeInternal's step "Otherwise, if value is
// a platform object, then throw a DataCloneError" (HTML Standard), for what
// would otherwise be cloned as an ordinary object without its internal
// slots. Each binding tells its own by its brand checks, which
// run no script and make nothing; an object that only inherits from an
// interface's prototype is not one, and clones as the ordinary object it
// is. A Proxy of one is an exotic object, and a DataCloneError for that
// reason (kindOf).
//
// ReadableStream, WritableStream and TransformStream are transferable in
// browsers, not serializable: structuredClone transfers only ArrayBuffers,
// so a stream in the value is a DataCloneError, and a stream in the
// transfer list too (transfer.js).
//
// Each package is registered once, under its import path as the
// registration's Interface; messages name the object's own interface.
func init() {
	registerNotSerializable("goja/dom", domPlatformInterface)
	registerNotSerializable("goja/streams", streams.PlatformInterface)
	registerNotSerializable("goja/url", url.PlatformInterface)
	registerNotSerializable("goja/encoding", encoding.PlatformInterface)
}

// registerNotSerializable registers the platform objects that interfaceOf
// tells as not serializable. interfaceOf is asked only of objects that
// can be one: of the "Object" class, exported by goja as its ordinary
// objects are.
func registerNotSerializable(pkg string, interfaceOf func(*goja.Runtime, goja.Value) (string, bool)) {
	Register(PlatformObject{
		Interface: pkg,
		Is: func(rt *goja.Runtime, o *goja.Object) bool {
			if o.ExportType() != typeOrdinary || o.ClassName() != "Object" {
				return false
			}
			_, ok := interfaceOf(rt, o)
			return ok
		},
		interfaceOf: interfaceOf,
	})
}

// domPlatformInterface is package dom's brand checks (its operation
// platformInterface), asked only in a runtime where dom's implementation
// has run. A DOMException, serializable, answers before (dom.go).
func domPlatformInterface(rt *goja.Runtime, v goja.Value) (string, bool) {
	return host.PlatformInterface(domOperation(rt, "platformInterface"), v)
}
