package gojaobj

import (
	"reflect"
	"unsafe"

	"github.com/dop251/goja"
)

// A View is an ArrayBufferView's internal slots, as ECMAScript's getters
// report them: when the buffer is detached, ByteOffset, ByteLength and
// Length are 0.
type View struct {
	Kind       Kind
	Buffer     goja.ArrayBuffer // [[ViewedArrayBuffer]]
	ByteOffset int              // [[ByteOffset]]
	ByteLength int              // [[ByteLength]] (a typed array's: length × element size)
	Length     int              // [[ArrayLength]]; a DataView's byte length
	// Constructor is the intrinsic constructor of the view's kind
	// (%Uint16Array%, ..., %DataView%), never what a script put in a
	// global or a "constructor" property.
	Constructor *goja.Object
}

// KindOf returns what o was made as. ok is false when goja's layout is
// unknown (Known).
func KindOf(o *goja.Object) (k Kind, ok bool) {
	l, known := theLayout()
	if !known {
		return NotView, false
	}
	return l.kindOf(o), true
}

// ViewOf returns the slots of o, a typed array or a DataView. ok is false
// when o is neither, or goja's layout is unknown (Known).
func ViewOf(o *goja.Object) (v View, ok bool) {
	l, known := theLayout()
	if !known {
		return View{}, false
	}
	return l.viewOf(o)
}

// impl returns o's implementation object (goja.Object's "self").
func (l *layout) impl(o *goja.Object) (reflect.Value, bool) {
	if o == nil {
		return reflect.Value{}, false
	}
	v := reflect.ValueOf(o).Elem().Field(l.self)
	if v.IsNil() {
		return reflect.Value{}, false
	}
	return v.Elem(), true
}

func (l *layout) kindOf(o *goja.Object) Kind {
	impl, ok := l.impl(o)
	if !ok {
		return NotView
	}
	switch impl.Type() {
	case l.typedArray:
		return l.elemKind(impl)
	case l.dataView:
		return DataView
	}
	return NotView
}

// elemKind returns a typed array's kind from the dynamic type of its
// elements (impl is a *typedArrayObject).
func (l *layout) elemKind(impl reflect.Value) Kind {
	e := impl.Elem().Field(l.taElems)
	if e.IsNil() {
		return NotView
	}
	t := e.Elem().Type()
	for k := Int8Array; k <= BigUint64Array; k++ {
		if l.elemTypes[k] == t {
			return k
		}
	}
	return NotView
}

func (l *layout) viewOf(o *goja.Object) (View, bool) {
	impl, ok := l.impl(o)
	if !ok {
		return View{}, false
	}
	var v View
	switch impl.Type() {
	case l.typedArray:
		p := impl.UnsafePointer()
		if v.Kind = l.elemKind(impl); v.Kind == NotView {
			return View{}, false
		}
		if v.Buffer, ok = bufferAt(p, l.taBuf); !ok {
			return View{}, false
		}
		v.Constructor = *(**goja.Object)(unsafe.Add(p, l.taCtor))
		if !v.Buffer.Detached() {
			size := v.Kind.ElementSize()
			v.Length = *(*int)(unsafe.Add(p, l.taLength))
			v.ByteOffset = *(*int)(unsafe.Add(p, l.taOffset)) * size
			v.ByteLength = v.Length * size
		}
	case l.dataView:
		p := impl.UnsafePointer()
		v.Kind = DataView
		if v.Buffer, ok = bufferAt(p, l.dvBuf); !ok {
			return View{}, false
		}
		// A DataView is made only by %DataView%, so its runtime has it.
		rt := *(**goja.Runtime)(unsafe.Add(unsafe.Pointer(o), l.runtime))
		if rt == nil {
			return View{}, false
		}
		v.Constructor = *(**goja.Object)(unsafe.Add(unsafe.Pointer(rt), l.rtDataView))
		if !v.Buffer.Detached() {
			v.ByteOffset = *(*int)(unsafe.Add(p, l.dvByteOffset))
			v.ByteLength = *(*int)(unsafe.Add(p, l.dvByteLen))
			v.Length = v.ByteLength
		}
	default:
		return View{}, false
	}
	return v, true
}

// bufferAt returns the goja.ArrayBuffer of the viewedArrayBuf pointer at
// offset off of the view p (goja.ArrayBuffer is that one pointer).
func bufferAt(p unsafe.Pointer, off uintptr) (goja.ArrayBuffer, bool) {
	buf := *(*unsafe.Pointer)(unsafe.Add(p, off))
	if buf == nil {
		return goja.ArrayBuffer{}, false
	}
	return *(*goja.ArrayBuffer)(unsafe.Pointer(&buf)), true
}
