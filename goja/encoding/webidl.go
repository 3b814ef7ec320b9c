package encoding

import (
	"reflect"
	"runtime"
	"strconv"
	"unsafe"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec"
	"github.com/textcodec/textcodec/internal/host/intrinsics"
)

// Web IDL argument conversions ("JavaScript binding" in Web IDL) for the
// types TextDecoder and TextEncoder take, and the exceptions they throw.
// A conversion either returns a Go value or panics with the JavaScript
// exception; goja turns that panic into a throw. User code (a getter, a
// Proxy trap, a toString method) runs only where Web IDL runs it, and an
// exception it throws propagates unchanged.

// requireArgs implements the operation steps' check that at least n
// arguments were passed (the required ones), before any is converted.
func (b *binding) requireArgs(call goja.FunctionCall, n int, what string) {
	if len(call.Arguments) < n {
		b.throwTypeError(what + ": " + strconv.Itoa(n) + " arguments required, but only " + strconv.Itoa(len(call.Arguments)) + " present")
	}
}

// toDOMString converts v to a DOMString with ECMAScript's ToString: an
// object is converted with ToPrimitive (hint string, calling its
// @@toPrimitive, toString or valueOf); a Symbol is a TypeError. (goja's
// Value.ToString returns primitives unchanged, and a Symbol too.)
func (b *binding) toDOMString(v goja.Value) goja.String {
	if o, ok := v.(*goja.Object); ok {
		v = o.ToString()
	}
	switch p := v.(type) {
	case goja.String:
		return p
	case *goja.Symbol:
		b.throwTypeError("Cannot convert a Symbol value to a string")
	}
	// Numbers, booleans, null, undefined and BigInts print as ASCII, which
	// goja keeps as a byte string.
	return stringFromASCII(v.String())
}

// dictionary converts v to a dictionary's backing object: undefined and null
// give nil (every member takes its default); any other non-object is a
// TypeError.
func (b *binding) dictionary(v goja.Value, what string) *goja.Object {
	if v == nil || goja.IsUndefined(v) || goja.IsNull(v) {
		return nil
	}
	o, ok := v.(*goja.Object)
	if !ok {
		b.throwTypeError(what + ": the options argument is not an object")
	}
	return o
}

// boolMember reads a boolean dictionary member: Get once, then ToBoolean
// unless undefined (which means the default, false). Members must be read in
// lexicographic order of their names, as Web IDL converts them.
func boolMember(dict *goja.Object, name string) bool {
	if dict == nil {
		return false
	}
	v := dict.Get(name)
	return v != nil && !goja.IsUndefined(v) && v.ToBoolean()
}

// The ExportType of each kind of typed array, as goja reports it.
var (
	typeArrayBuffer = reflect.TypeOf(goja.ArrayBuffer{})
	typeBytes       = reflect.TypeOf([]byte(nil))
	typeOrdinary    = reflect.TypeOf(map[string]any(nil)) // ordinary objects and DataViews
	typedArrayTypes = [...]reflect.Type{
		typeBytes, // Uint8Array and Uint8ClampedArray
		reflect.TypeOf([]int8(nil)),
		reflect.TypeOf([]uint16(nil)),
		reflect.TypeOf([]int16(nil)),
		reflect.TypeOf([]uint32(nil)),
		reflect.TypeOf([]int32(nil)),
		reflect.TypeOf([]float32(nil)),
		reflect.TypeOf([]float64(nil)),
		reflect.TypeOf([]int64(nil)),
		reflect.TypeOf([]uint64(nil)),
	}
)

// bufferKind says which buffer source type a value converted to.
type bufferKind uint8

const (
	kindArrayBuffer bufferKind = iota + 1
	kindTypedArray
	kindDataView
)

// A bufferSource is a converted BufferSource (ArrayBuffer or
// ArrayBufferView): a reference to the JavaScript object, whose bytes are
// read only when the method steps get them, after all arguments are
// converted (a later argument's getter may detach the buffer).
type bufferSource struct {
	obj  *goja.Object
	kind bufferKind
	buf  goja.ArrayBuffer // an ArrayBuffer
}

// isTypedArray reports whether o, whose ExportType is t, is a typed array,
// and whether its elements are bytes (Uint8Array or Uint8ClampedArray). goja
// exports typed arrays as slices of their element type and gives them class
// "Object", where Go slices wrapped with ToValue have class "Array". (t is
// checked first: ClassName throws for a revoked Proxy.) This is the way when
// goja's slots are unknown (slots.go).
func isTypedArray(o *goja.Object, t reflect.Type) (ok, elemBytes bool) {
	for _, tt := range typedArrayTypes {
		if t == tt {
			return o.ClassName() == "Object", t == typeBytes
		}
	}
	return false, false
}

// viewKindOf returns what kind of ArrayBufferView o is, running no script:
// from goja's slots, or when they are unknown from what goja exports, the
// write test of intrinsics.IsClamped and the captured ArrayBuffer.isView.
func (b *binding) viewKindOf(o *goja.Object, t reflect.Type) viewKind {
	if k, ok := slotKind(o); ok {
		return k
	}
	if ok, elemBytes := isTypedArray(o, t); ok {
		if elemBytes && !intrinsics.IsClamped(o) {
			return viewUint8Array
		}
		return viewTypedArray
	}
	if t == typeOrdinary && b.builtins.isView != nil {
		if v, err := b.builtins.isView(nil, o); err == nil && v.ToBoolean() {
			return viewDataView
		}
	}
	return notView
}

// toBufferSource converts v to AllowSharedBufferSource: an ArrayBuffer, a
// typed array or a DataView (goja has no SharedArrayBuffer); anything else is
// a TypeError. They are recognised by their internal slots (slots.go) and by
// what goja exports for them, never by prototypes or properties a script
// controls, and no script runs.
func (b *binding) toBufferSource(v goja.Value, what string) bufferSource {
	if o, ok := v.(*goja.Object); ok {
		t := o.ExportType()
		if t == typeArrayBuffer {
			if ab, ok := o.Export().(goja.ArrayBuffer); ok {
				return bufferSource{obj: o, kind: kindArrayBuffer, buf: ab}
			}
		}
		switch b.viewKindOf(o, t) {
		case viewUint8Array, viewTypedArray:
			return bufferSource{obj: o, kind: kindTypedArray}
		case viewDataView:
			return bufferSource{obj: o, kind: kindDataView}
		}
	}
	b.throwTypeError(what + ": parameter 1 is not of type '(ArrayBuffer or ArrayBufferView)'")
	panic("unreachable")
}

// toUint8Array converts v to Uint8Array (with [AllowShared]): a typed array
// whose [[TypedArrayName]] is "Uint8Array"; anything else, Uint8ClampedArray
// included, is a TypeError.
func (b *binding) toUint8Array(v goja.Value, what string) bufferSource {
	if o, ok := v.(*goja.Object); ok && b.viewKindOf(o, o.ExportType()) == viewUint8Array {
		return bufferSource{obj: o, kind: kindTypedArray}
	}
	b.throwTypeError(what + ": parameter 2 is not of type 'Uint8Array'")
	panic("unreachable")
}

// bytes returns the bytes the buffer source holds now, without copying: a
// slice of the buffer's backing store, empty when the buffer is detached.
// The caller must not keep it past the current call, as JavaScript can change
// or detach the buffer afterwards.
func (s bufferSource) bytes(rt *goja.Runtime) []byte {
	switch s.kind {
	case kindArrayBuffer:
		if s.buf.Detached() {
			return nil
		}
		return s.buf.Bytes()
	case kindTypedArray:
		// Element 0 reads as undefined exactly when the array is empty or
		// its buffer detached (an integer-indexed [[Get]], which runs no
		// script). Export is only safe on an attached buffer.
		if v := s.obj.Get("0"); v == nil || goja.IsUndefined(v) {
			return nil
		}
		return viewBytes(s.obj.Export())
	case kindDataView:
		return dataViewBytes(rt, s.obj)
	}
	return nil
}

// dataViewBytes returns the bytes a DataView views, which goja exports as a
// slice of its buffer. When the buffer is detached, goja's slicing of the
// emptied buffer fails its bounds check, which is caught here and read as no
// bytes (a view of no bytes slices it without failing).
func dataViewBytes(rt *goja.Runtime, o *goja.Object) (p []byte) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(runtime.Error); !ok {
				panic(r) // a JavaScript exception or an interrupt: not ours
			}
			p = nil
		}
	}()
	if rt.ExportTo(o, &p) != nil {
		return nil
	}
	return p
}

// viewBytes returns the bytes of a typed array's exported element slice (a
// view of the buffer at the array's byteOffset and length).
func viewBytes(x any) []byte {
	switch a := x.(type) {
	case []byte:
		return a
	case []int8:
		return asBytes(a)
	case []uint16:
		return asBytes(a)
	case []int16:
		return asBytes(a)
	case []uint32:
		return asBytes(a)
	case []int32:
		return asBytes(a)
	case []float32:
		return asBytes(a)
	case []float64:
		return asBytes(a)
	case []int64:
		return asBytes(a)
	case []uint64:
		return asBytes(a)
	}
	return nil
}

func asBytes[E any](a []E) []byte {
	if len(a) == 0 {
		return nil
	}
	var e E
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(a))), len(a)*int(unsafe.Sizeof(e)))
}

// isString reports whether v is the string s.
func isString(v goja.Value, s string) bool {
	str, ok := v.(goja.String)
	return ok && str.Length() == len(s) && str.String() == s
}

// isASCII reports whether every byte of s is ASCII.
func isASCII(s string) bool { return textcodec.ASCIIPrefixLen(stringBytes(s)) == len(s) }
