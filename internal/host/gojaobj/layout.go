package gojaobj

import (
	"reflect"
	"strconv"
	"sync"
	"unsafe"

	"github.com/dop251/goja"
)

// A layout is where goja keeps what this package reads: field indexes for
// the fields read through reflect (interfaces, whose dynamic types matter),
// byte offsets for the plain fields read directly.
type layout struct {
	self    int     // goja.Object's field "self" (objectImpl)
	runtime uintptr // goja.Object's field "runtime", *goja.Runtime

	typedArray reflect.Type // *typedArrayObject
	taBuf      uintptr      // viewedArrayBuf, *arrayBufferObject
	taCtor     uintptr      // defaultCtor, *goja.Object
	taOffset   uintptr      // offset, int, in elements
	taLength   uintptr      // length, int, in elements
	taElems    int          // typedArray (an interface: *uint8Array, ...)
	elemTypes  [DataView]reflect.Type

	dataView     reflect.Type // *dataViewObject
	dvBuf        uintptr      // viewedArrayBuf
	dvByteOffset uintptr      // byteOffset, int
	dvByteLen    uintptr      // byteLen, int

	rtDataView uintptr // goja.Runtime's global.DataView, *goja.Object
}

// Known reports whether goja's objects are laid out as this package reads
// them. It is decided once per process, on first use; when it is false, the
// other functions report nothing.
func Known() bool {
	_, ok := theLayout()
	return ok
}

// theLayout checks goja's layout once.
var theLayout = sync.OnceValues(func() (*layout, bool) {
	l, ok := findLayout()
	if !ok || !l.verify() {
		return nil, false
	}
	return l, true
})

var (
	typeInt    = reflect.TypeFor[int]()
	typeObject = reflect.TypeFor[*goja.Object]()
)

// directField returns the offset of t's own field name if it has type want.
func directField(t reflect.Type, name string, want reflect.Type) (uintptr, bool) {
	f, ok := t.FieldByName(name)
	if !ok || len(f.Index) != 1 || f.Type != want {
		return 0, false
	}
	return f.Offset, true
}

// scratchSource makes the objects findLayout and verify look at, in a fresh
// runtime: one of each typed array kind (in Kind order), a DataView, and
// objects that are neither.
const scratchSource = `(() => {
	const b = new ArrayBuffer(16);
	return [b, new Uint16Array(b, 2, 3), new DataView(b, 3, 5), Uint16Array, DataView, {}, [1],
		new Int8Array(1), new Uint8Array(1), new Uint8ClampedArray(1), new Int16Array(1), new Uint16Array(1), new Int32Array(1),
		new Uint32Array(1), new Float32Array(1), new Float64Array(1), new BigInt64Array(1), new BigUint64Array(1),
		Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array,
		Uint32Array, Float32Array, Float64Array, BigInt64Array, BigUint64Array];
})()`

// Indexes into the scratch array.
const (
	scratchBuffer    = 0
	scratchView      = 1 // Uint16Array(b, 2, 3)
	scratchDataView  = 2 // DataView(b, 3, 5)
	scratchU16Ctor   = 3
	scratchDVCtor    = 4
	scratchOrdinary  = 5
	scratchArray     = 6
	scratchKinds     = 7  // the eleven kinds, Int8Array first
	scratchKindCtors = 18 // their constructors
	scratchLen       = 29
)

// scratch runs scratchSource in a fresh runtime.
func scratch() (*goja.Runtime, []*goja.Object, bool) {
	rt := goja.New()
	v, err := rt.RunString(scratchSource)
	if err != nil {
		return nil, nil, false
	}
	arr, _ := v.(*goja.Object)
	if arr == nil {
		return nil, nil, false
	}
	objs := make([]*goja.Object, scratchLen)
	for i := range objs {
		if objs[i], _ = arr.Get(strconv.Itoa(i)).(*goja.Object); objs[i] == nil {
			return nil, nil, false
		}
	}
	return rt, objs, true
}

// findLayout reads the layout from goja's types: field names, and types
// where they are goja's or Go's own.
func findLayout() (*layout, bool) {
	l := &layout{}
	f, ok := reflect.TypeFor[goja.Object]().FieldByName("self")
	if !ok || len(f.Index) != 1 || f.Type.Kind() != reflect.Interface {
		return nil, false
	}
	l.self = f.Index[0]
	if l.runtime, ok = directField(reflect.TypeFor[goja.Object](), "runtime", reflect.TypeFor[*goja.Runtime]()); !ok {
		return nil, false
	}
	_, objs, ok := scratch()
	if !ok {
		return nil, false
	}
	impl := func(i int) reflect.Type {
		v := reflect.ValueOf(objs[i]).Elem().Field(l.self)
		if v.IsNil() || v.Elem().Kind() != reflect.Pointer || v.Elem().Elem().Kind() != reflect.Struct {
			return nil
		}
		return v.Elem().Type()
	}
	l.typedArray, l.dataView = impl(scratchView), impl(scratchDataView)
	if l.typedArray == nil || l.dataView == nil ||
		l.typedArray.Elem().Name() != "typedArrayObject" || l.dataView.Elem().Name() != "dataViewObject" {
		return nil, false
	}

	// goja.ArrayBuffer is one pointer to the buffer's object, the type of
	// the views' viewedArrayBuf.
	ab := reflect.TypeFor[goja.ArrayBuffer]()
	if ab.NumField() != 1 || ab.Size() != unsafe.Sizeof(uintptr(0)) || ab.Field(0).Type.Kind() != reflect.Pointer {
		return nil, false
	}
	bufType := ab.Field(0).Type

	ta, dv := l.typedArray.Elem(), l.dataView.Elem()
	var oks [8]bool
	l.taBuf, oks[0] = directField(ta, "viewedArrayBuf", bufType)
	l.taCtor, oks[1] = directField(ta, "defaultCtor", typeObject)
	l.taOffset, oks[2] = directField(ta, "offset", typeInt)
	l.taLength, oks[3] = directField(ta, "length", typeInt)
	l.dvBuf, oks[4] = directField(dv, "viewedArrayBuf", bufType)
	l.dvByteOffset, oks[5] = directField(dv, "byteOffset", typeInt)
	l.dvByteLen, oks[6] = directField(dv, "byteLen", typeInt)
	elems, ok := ta.FieldByName("typedArray")
	oks[7] = ok && len(elems.Index) == 1 && elems.Type.Kind() == reflect.Interface
	for _, ok := range oks {
		if !ok {
			return nil, false
		}
	}
	l.taElems = elems.Index[0]
	for k := Int8Array; k <= BigUint64Array; k++ {
		o := objs[scratchKinds+int(k-Int8Array)]
		if impl(scratchKinds+int(k-Int8Array)) != l.typedArray {
			return nil, false
		}
		e := reflect.ValueOf(o).Elem().Field(l.self).Elem().Elem().Field(l.taElems)
		if e.IsNil() {
			return nil, false
		}
		l.elemTypes[k] = e.Elem().Type()
		for j := Int8Array; j < k; j++ {
			if l.elemTypes[j] == l.elemTypes[k] {
				return nil, false
			}
		}
	}

	rtg, ok := reflect.TypeFor[goja.Runtime]().FieldByName("global")
	if !ok || len(rtg.Index) != 1 || rtg.Type.Kind() != reflect.Struct {
		return nil, false
	}
	off, ok := directField(rtg.Type, "DataView", typeObject)
	if !ok {
		return nil, false
	}
	l.rtDataView = rtg.Offset + off
	return l, true
}

// verify checks, on a fresh scratch runtime, that what the layout reads is
// what the built-ins give.
func (l *layout) verify() bool {
	rt, objs, ok := scratch()
	if !ok {
		return false
	}
	buf := objs[scratchBuffer]
	want := []struct {
		obj  int
		view View
	}{
		{scratchView, View{Kind: Uint16Array, ByteOffset: 2, ByteLength: 6, Length: 3, Constructor: objs[scratchU16Ctor]}},
		{scratchDataView, View{Kind: DataView, ByteOffset: 3, ByteLength: 5, Length: 5, Constructor: objs[scratchDVCtor]}},
	}
	for k := Int8Array; k <= BigUint64Array; k++ {
		want = append(want, struct {
			obj  int
			view View
		}{scratchKinds + int(k-Int8Array), View{Kind: k, ByteLength: k.ElementSize(), Length: 1, Constructor: objs[scratchKindCtors+int(k-Int8Array)]}})
	}
	for i, w := range want {
		v, ok := l.viewOf(objs[w.obj])
		if !ok || v.Kind != w.view.Kind || v.ByteOffset != w.view.ByteOffset || v.ByteLength != w.view.ByteLength ||
			v.Length != w.view.Length || v.Constructor != w.view.Constructor {
			return false
		}
		if i < 2 && rt.ToValue(v.Buffer) != buf {
			return false
		}
	}
	for _, i := range []int{scratchBuffer, scratchU16Ctor, scratchOrdinary, scratchArray} {
		if k := l.kindOf(objs[i]); k != NotView {
			return false
		}
	}
	// A detached buffer's views have no bytes.
	ab, ok := buf.Export().(goja.ArrayBuffer)
	if !ok || !ab.Detach() {
		return false
	}
	for _, i := range []int{scratchView, scratchDataView} {
		v, ok := l.viewOf(objs[i])
		if !ok || !v.Buffer.Detached() || v.ByteOffset != 0 || v.ByteLength != 0 || v.Length != 0 {
			return false
		}
	}
	return true
}
