package intrinsics

import (
	"reflect"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/host/gojaobj"
)

// When goja's layout is unknown (internal/host/gojaobj), viewSlots reads a view's
// slots by calling the built-ins views.js captured: the prototypes' own
// getters, called on the view itself, so that nothing a script changed later
// is reached. The kind comes from the slice type goja exports a typed array
// as ([]byte is Uint8Array's or Uint8ClampedArray's, told apart by a write:
// see IsClamped); what is not a typed array is taken for a DataView, whose
// captured getters throw a TypeError for anything else.

// typedArrayKinds maps the slice type goja exports a typed array as to its
// kind; []byte is Uint8Array's or Uint8ClampedArray's.
var typedArrayKinds = map[reflect.Type]gojaobj.Kind{
	reflect.TypeOf([]int8(nil)):    gojaobj.Int8Array,
	reflect.TypeOf([]int16(nil)):   gojaobj.Int16Array,
	reflect.TypeOf([]uint16(nil)):  gojaobj.Uint16Array,
	reflect.TypeOf([]int32(nil)):   gojaobj.Int32Array,
	reflect.TypeOf([]uint32(nil)):  gojaobj.Uint32Array,
	reflect.TypeOf([]float32(nil)): gojaobj.Float32Array,
	reflect.TypeOf([]float64(nil)): gojaobj.Float64Array,
	reflect.TypeOf([]int64(nil)):   gojaobj.BigInt64Array,
	reflect.TypeOf([]uint64(nil)):  gojaobj.BigUint64Array,
}

var bytesType = reflect.TypeOf([]byte(nil))

// capturedViews are views.js's built-ins.
type capturedViews struct {
	dataView    *goja.Object // %DataView%
	typedArrays *goja.Object // the typed array constructors by name
	// The getters: [[ViewedArrayBuffer]], [[ByteOffset]], [[ByteLength]]
	// of each, [[ArrayLength]] and @@toStringTag of typed arrays.
	dvBuffer, dvByteOffset, dvByteLength           goja.Callable
	taBuffer, taByteOffset, taByteLength, taLength goja.Callable
	taTag                                          goja.Callable
}

// capturedViewReader returns a reader of view slots that calls the captured
// built-ins. A built-in a script removed before the capture is missing: a
// view that needs it gets a TypeError.
func (s *Set) capturedViewReader(rt *goja.Runtime) func(*goja.Object) gojaobj.View {
	var c capturedViews
	c.dataView, _ = s.record.Get("DataView").(*goja.Object)
	c.typedArrays, _ = s.record.Get("typedArrays").(*goja.Object)
	for name, dst := range map[string]*goja.Callable{
		"dataViewBuffer": &c.dvBuffer, "dataViewByteOffset": &c.dvByteOffset, "dataViewByteLength": &c.dvByteLength,
		"typedArrayBuffer": &c.taBuffer, "typedArrayByteOffset": &c.taByteOffset, "typedArrayByteLength": &c.taByteLength,
		"typedArrayLength": &c.taLength,
	} {
		*dst, _ = goja.AssertFunction(s.record.Get(name))
	}
	call := func(f goja.Callable, o *goja.Object) goja.Value {
		if f == nil {
			panic(rt.NewTypeError("a built-in for ArrayBufferViews is missing"))
		}
		v, err := f(o)
		if err != nil {
			panic(err)
		}
		return v
	}
	return func(o *goja.Object) gojaobj.View {
		if o == nil {
			panic(rt.NewTypeError("not an ArrayBufferView"))
		}
		var v gojaobj.View
		bufferGetter, offsetGetter, lengthGetter := c.dvBuffer, c.dvByteOffset, c.dvByteLength
		v.Kind = kindOf(o)
		if v.Kind.IsTypedArray() {
			bufferGetter, offsetGetter, lengthGetter = c.taBuffer, c.taByteOffset, c.taByteLength
			if c.typedArrays != nil {
				v.Constructor, _ = c.typedArrays.Get(v.Kind.TypedArrayName()).(*goja.Object)
			}
		} else {
			v.Constructor = c.dataView
		}
		ab, ok := arrayBufferOf(call(bufferGetter, o))
		if !ok {
			panic(rt.NewTypeError("not an ArrayBufferView"))
		}
		v.Buffer = ab
		if !ab.Detached() {
			v.ByteOffset = int(call(offsetGetter, o).ToInteger())
			v.ByteLength = int(call(lengthGetter, o).ToInteger())
			v.Length = v.ByteLength
			if v.Kind.IsTypedArray() {
				v.Length = int(call(c.taLength, o).ToInteger())
			}
		}
		return v
	}
}

// kindOf returns o's typed array kind, or DataView for anything else.
func kindOf(o *goja.Object) gojaobj.Kind {
	t := o.ExportType()
	if k, ok := typedArrayKinds[t]; ok {
		return k
	}
	if t != bytesType {
		return gojaobj.DataView
	}
	if IsClamped(o) {
		return gojaobj.Uint8ClampedArray
	}
	return gojaobj.Uint8Array
}

// IsClamped tells a Uint8ClampedArray from a Uint8Array (or a Go []byte goja
// wraps) when goja's layout is unknown (gojaobj.Known is false), o being an
// object goja exports as []byte: storing 256 at index 0 stores 255 in the
// former and 0 in the latter (an integer-indexed [[Set]], which runs no
// script), and the element is then restored. An empty or detached array
// cannot be told and counts as a Uint8Array: byte streams refuse views with
// no bytes before they need the kind, and encodeInto writes nothing to it
// either way.
func IsClamped(o *goja.Object) bool {
	v := o.Get("0")
	if v == nil || goja.IsUndefined(v) {
		return false
	}
	if o.Set("0", 256) != nil {
		return false
	}
	clamped := o.Get("0").ToInteger() == 255
	o.Set("0", v)
	return clamped
}
