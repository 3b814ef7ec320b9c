package textcodec

import (
	"reflect"
	"strconv"
	"sync"

	"github.com/dop251/goja"
)

// Web IDL tells a BufferSource's kind from internal slots: a typed array has
// [[TypedArrayName]], a DataView [[DataView]]. goja exposes neither to Go,
// and the built-ins that read them are either script-replaceable or read
// properties a script controls (%TypedArray%.prototype[@@toStringTag]
// returns the constructor's "name", which is configurable; DataView's
// getters word their TypeError with the receiver's @@toStringTag). So the
// kinds are read here from the dynamic types of goja's own implementation of
// the object: goja.Object keeps it in its field "self", a *typedArrayObject
// (whose field "typedArray" is a *uint8Array, a *uint8ClampedArray, ...) or a
// *dataViewObject. Only types are read: no value leaves goja (no Interface),
// and no script runs.
//
// gojaSlots checks that layout once, on objects of a scratch runtime. If goja
// ever changes it, slotsKnown is false and the binding falls back to ways
// that need no layout: ArrayBuffer.isView, captured by Enable, for DataViews,
// and a write test for Uint8ClampedArray (see isClamped). TestSlotLayout fails
// then, so that a goja upgrade cannot go unnoticed.

// A viewKind is what kind of ArrayBufferView an object is, if any.
type viewKind uint8

const (
	notView        viewKind = iota
	viewUint8Array          // [[TypedArrayName]] "Uint8Array"
	viewTypedArray          // any other typed array, Uint8ClampedArray included
	viewDataView
)

// slotTypes holds the dynamic types that mark each kind.
type slotTypes struct {
	self       int          // index of goja.Object's field "self"
	typedArray reflect.Type // *goja.typedArrayObject
	elems      int          // index of its field "typedArray"
	uint8      reflect.Type // *goja.uint8Array
	dataView   reflect.Type // *goja.dataViewObject
}

// gojaSlots returns the layout, and false when goja's objects are not laid
// out as described above.
var gojaSlots = sync.OnceValues(func() (slotTypes, bool) {
	var st slotTypes
	f, ok := reflect.TypeFor[goja.Object]().FieldByName("self")
	if !ok || f.Type.Kind() != reflect.Interface {
		return st, false
	}
	st.self = f.Index[0]
	rt := goja.New()
	v, err := rt.RunString(`[new Uint8Array(1), new Uint8ClampedArray(1), new Int8Array(1), new DataView(new ArrayBuffer(1)), {}, new ArrayBuffer(1)]`)
	if err != nil {
		return st, false
	}
	arr, _ := v.(*goja.Object)
	if arr == nil {
		return st, false
	}
	impl := make([]reflect.Value, 6)
	for i := range impl {
		o, _ := arr.Get(strconv.Itoa(i)).(*goja.Object)
		if o == nil {
			return st, false
		}
		impl[i] = reflect.ValueOf(o).Elem().Field(st.self).Elem()
		if impl[i].Kind() != reflect.Pointer || impl[i].Elem().Kind() != reflect.Struct {
			return st, false
		}
	}
	st.typedArray, st.dataView = impl[0].Type(), impl[3].Type()
	ef, ok := st.typedArray.Elem().FieldByName("typedArray")
	if !ok || ef.Type.Kind() != reflect.Interface || st.typedArray.Elem().Name() != "typedArrayObject" ||
		st.dataView.Elem().Name() != "dataViewObject" {
		return st, false
	}
	st.elems = ef.Index[0]
	elems := func(i int) reflect.Type { return impl[i].Elem().Field(st.elems).Elem().Type() }
	st.uint8 = elems(0)
	if impl[1].Type() != st.typedArray || impl[2].Type() != st.typedArray ||
		st.uint8.Kind() != reflect.Pointer || st.uint8.Elem().Name() != "uint8Array" ||
		elems(1) == st.uint8 || elems(2) == st.uint8 ||
		impl[4].Type() == st.typedArray || impl[4].Type() == st.dataView ||
		impl[5].Type() == st.typedArray || impl[5].Type() == st.dataView {
		return st, false
	}
	return st, true
})

// slotKind returns o's kind read from goja's slots; ok is false when the
// layout is unknown.
func slotKind(o *goja.Object) (k viewKind, ok bool) {
	st, known := gojaSlots()
	if !known {
		return notView, false
	}
	impl := reflect.ValueOf(o).Elem().Field(st.self)
	if impl.IsNil() {
		return notView, true
	}
	switch impl.Elem().Type() {
	case st.typedArray:
		e := impl.Elem().Elem().Field(st.elems)
		if !e.IsNil() && e.Elem().Type() == st.uint8 {
			return viewUint8Array, true
		}
		return viewTypedArray, true
	case st.dataView:
		return viewDataView, true
	}
	return notView, true
}

// isClamped tells a Uint8ClampedArray from a Uint8Array when goja's slots
// cannot be read: storing 256 at index 0 stores 255 in the former and 0 in
// the latter (an integer-indexed [[Set]], which runs no script), and the
// element is then restored. An empty or detached array cannot be told and
// counts as a Uint8Array: encodeInto writes nothing to it either way.
func isClamped(o *goja.Object) bool {
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
