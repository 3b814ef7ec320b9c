package intrinsics

import (
	"reflect"

	"github.com/dop251/goja"
)

// ECMAScript's ArrayBuffer abstract operations that goja does not offer
// scripts (it has no ArrayBuffer.prototype.transfer and no "detached"
// getter), made from goja's Go API and put in the record with the captured
// built-ins:
//
//	transferArrayBuffer(O)        the Streams Standard's TransferArrayBuffer:
//	                              O is detached, and a new ArrayBuffer of the
//	                              same data block (no copy) is returned
//	isDetachedBuffer(O)           IsDetachedBuffer
//	copyDataBlockBytes(to, toIndex, from, fromIndex, count)
//	                              CopyDataBlockBytes on the buffers' blocks
//	cloneArrayBuffer(O, offset, length)
//	                              CloneArrayBuffer(O, offset, length, %ArrayBuffer%)
//	typedArrayName(O)             O.[[TypedArrayName]] (undefined for a DataView),
//	                              from the kind goja made O as: the name a
//	                              script can give the constructor does not
//	                              count, but for telling Uint8Array from
//	                              Uint8ClampedArray (both hold bytes in Go),
//	                              where the captured @@toStringTag getter
//	                              decides
//
// Each throws a TypeError for an argument that is not an ArrayBuffer, or a
// detached one where the operation needs its data, or a range outside a
// buffer (the standards call them only with ranges inside); none panics the
// host.

var arrayBufferType = reflect.TypeOf(goja.ArrayBuffer{})

// typedArrayNames maps the slice type goja exports a typed array as to its
// [[TypedArrayName]]; []byte is Uint8Array's or Uint8ClampedArray's.
var typedArrayNames = map[reflect.Type]string{
	reflect.TypeOf([]int8(nil)):    "Int8Array",
	reflect.TypeOf([]int16(nil)):   "Int16Array",
	reflect.TypeOf([]uint16(nil)):  "Uint16Array",
	reflect.TypeOf([]int32(nil)):   "Int32Array",
	reflect.TypeOf([]uint32(nil)):  "Uint32Array",
	reflect.TypeOf([]float32(nil)): "Float32Array",
	reflect.TypeOf([]float64(nil)): "Float64Array",
	reflect.TypeOf([]int64(nil)):   "BigInt64Array",
	reflect.TypeOf([]uint64(nil)):  "BigUint64Array",
}

var bytesType = reflect.TypeOf([]byte(nil))

// arrayBufferOf returns v's ArrayBuffer, if it is one. It asks goja for the
// export type first, so that no other object is exported (exporting an
// ordinary object would read its properties).
func arrayBufferOf(v goja.Value) (goja.ArrayBuffer, bool) {
	o, ok := v.(*goja.Object)
	if !ok || o.ExportType() != arrayBufferType {
		return goja.ArrayBuffer{}, false
	}
	ab, ok := o.Export().(goja.ArrayBuffer)
	return ab, ok
}

// arrayBufferOps adds the operations to record.
func arrayBufferOps(rt *goja.Runtime, record *goja.Object) error {
	buffer := func(v goja.Value, live bool) goja.ArrayBuffer {
		ab, ok := arrayBufferOf(v)
		if !ok {
			panic(rt.NewTypeError("not an ArrayBuffer"))
		}
		if live && ab.Detached() {
			panic(rt.NewTypeError("the ArrayBuffer is detached"))
		}
		return ab
	}
	// index returns v as an index within [0, limit].
	index := func(v goja.Value, limit int) int {
		f := v.ToFloat()
		if !(f >= 0 && f <= float64(limit)) || f != float64(int(f)) {
			panic(rt.NewTypeError("offset or length out of the ArrayBuffer's range"))
		}
		return int(f)
	}
	tag, _ := goja.AssertFunction(record.Get("typedArrayTag"))
	ops := []struct {
		name string
		f    func(goja.FunctionCall) goja.Value
	}{
		{"transferArrayBuffer", func(c goja.FunctionCall) goja.Value {
			ab := buffer(c.Argument(0), true)
			data := ab.Bytes()
			if data == nil {
				data = []byte{}
			}
			ab.Detach()
			return rt.ToValue(rt.NewArrayBuffer(data))
		}},
		{"isDetachedBuffer", func(c goja.FunctionCall) goja.Value {
			return rt.ToValue(buffer(c.Argument(0), false).Detached())
		}},
		{"copyDataBlockBytes", func(c goja.FunctionCall) goja.Value {
			to := buffer(c.Argument(0), true).Bytes()
			from := buffer(c.Argument(2), true).Bytes()
			toIndex := index(c.Argument(1), len(to))
			fromIndex := index(c.Argument(3), len(from))
			count := index(c.Argument(4), min(len(to)-toIndex, len(from)-fromIndex))
			copy(to[toIndex:toIndex+count], from[fromIndex:fromIndex+count])
			return goja.Undefined()
		}},
		{"cloneArrayBuffer", func(c goja.FunctionCall) goja.Value {
			from := buffer(c.Argument(0), true).Bytes()
			offset := index(c.Argument(1), len(from))
			length := index(c.Argument(2), len(from)-offset)
			data := make([]byte, length)
			copy(data, from[offset:offset+length])
			return rt.ToValue(rt.NewArrayBuffer(data))
		}},
		{"typedArrayName", func(c goja.FunctionCall) goja.Value {
			o, ok := c.Argument(0).(*goja.Object)
			if !ok {
				return goja.Undefined()
			}
			t := o.ExportType()
			if name, ok := typedArrayNames[t]; ok {
				return rt.ToValue(name)
			}
			if t != bytesType || tag == nil {
				return goja.Undefined()
			}
			if v, err := tag(o); err == nil && v.String() == "Uint8ClampedArray" {
				return v
			}
			return rt.ToValue("Uint8Array")
		}},
	}
	for _, op := range ops {
		if err := record.Set(op.name, op.f); err != nil {
			return err
		}
	}
	return nil
}
