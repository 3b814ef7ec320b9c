package fileapi

import (
	"reflect"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/host/gojaobj"
)

var arrayBufferType = reflect.TypeOf(goja.ArrayBuffer{})

// A buffer source (ArrayBuffer, typed array or DataView; goja has no
// SharedArrayBuffer) is recognised by its internal slots, read from goja's
// objects by package gojaobj, which runs no script; when goja's layout is
// unknown, by the captured ArrayBuffer.isView and viewSlots of package
// intrinsics' buffer operations.

// isBufferSourceCall is isBufferSource(v).
func (b *binding) isBufferSourceCall(call goja.FunctionCall) goja.Value {
	o, ok := call.Argument(0).(*goja.Object)
	return b.rt.ToValue(ok && b.isBufferSource(o))
}

func (b *binding) isBufferSource(o *goja.Object) bool {
	if o.ExportType() == arrayBufferType {
		return true
	}
	if k, known := gojaobj.KindOf(o); known {
		return k != gojaobj.NotView
	}
	v, err := b.bufferOp("isView")(nil, o)
	return err == nil && v.ToBoolean()
}

// bufferBytes returns the bytes buffer source o holds now, without copying
// (none when its buffer is detached, as Web IDL's "get a copy of the bytes
// held by the buffer source" gives).
func (b *binding) bufferBytes(o *goja.Object) []byte {
	if o.ExportType() == arrayBufferType {
		ab, _ := o.Export().(goja.ArrayBuffer)
		if ab.Detached() {
			return nil
		}
		return ab.Bytes()
	}
	var buf goja.ArrayBuffer
	var offset, length int
	if v, ok := gojaobj.ViewOf(o); ok {
		buf, offset, length = v.Buffer, v.ByteOffset, v.ByteLength
	} else {
		record := b.rt.CreateObject(nil)
		if _, err := b.bufferOp("viewSlots")(nil, o, record); err != nil {
			return nil
		}
		buf, _ = record.Get("buffer").Export().(goja.ArrayBuffer)
		offset, length = int(record.Get("byteOffset").ToInteger()), int(record.Get("byteLength").ToInteger())
	}
	if buf.Detached() {
		return nil
	}
	p := buf.Bytes()
	if offset < 0 || length < 0 || offset+length > len(p) {
		return nil
	}
	return p[offset : offset+length]
}

// bufferOp returns one of the buffer operations package intrinsics adds to
// the captured built-ins (made on first use, only when goja's layout is
// unknown).
func (b *binding) bufferOp(name string) goja.Callable {
	record, err := b.builtins.WithBufferOps(b.rt)
	if err != nil {
		panic(err)
	}
	f, ok := goja.AssertFunction(record.Get(name))
	if !ok {
		b.errors.ThrowTypeError("fileapi: the built-ins for ArrayBufferViews are missing")
	}
	return f
}
