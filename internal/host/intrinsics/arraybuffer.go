package intrinsics

import (
	"reflect"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/host"
	"github.com/textcodec/textcodec/internal/host/gojaobj"
)

// The operations on ArrayBuffers and views that byte streams need and goja
// does not offer scripts (it has no ArrayBuffer.prototype.transfer and no
// "detached" getter), or offers only through built-ins a script can replace,
// made in Go and added to the record by WithBufferOps:
//
//	transferArrayBuffer(O)        the Streams Standard's TransferArrayBuffer:
//	                              O is detached, and a new ArrayBuffer of the
//	                              same data block (no copy) is returned
//	isDetachedBuffer(O)           IsDetachedBuffer
//	copyDataBlockBytes(to, toIndex, from, fromIndex, count)
//	                              CopyDataBlockBytes on the buffers' blocks
//	cloneArrayBuffer(O, offset, length)
//	                              CloneArrayBuffer(O, offset, length, %ArrayBuffer%)
//	isView(v)                     ArrayBuffer.isView: whether v has
//	                              [[ViewedArrayBuffer]] (the captured one when
//	                              goja's layout is unknown)
//	allocateArrayBuffer(n)        Construct(%ArrayBuffer%, « n »): n zero bytes
//	                              (a RangeError when Go cannot allocate them)
//	arrayBufferByteLength(O)      ArrayBufferByteLength (0 when detached)
//	viewSlots(O, s)               writes view O's slots to the record s:
//	                              buffer ([[ViewedArrayBuffer]]), byteOffset,
//	                              byteLength, length ([[ArrayLength]], a
//	                              DataView's byte length), name
//	                              ([[TypedArrayName]], undefined for a
//	                              DataView), elementSize (the typed array
//	                              table's Element Size, 1 for a DataView) and
//	                              ctor (the intrinsic constructor of O's kind);
//	                              offsets and lengths are 0 when the buffer is
//	                              detached, as the getters report them
//
// viewSlots reads goja's objects (internal/host/gojaobj): no script-visible
// property is read and nothing a script can replace is called. When goja's
// layout is unknown it calls the built-ins Capture captured (views.js)
// instead (capturedviews.go).
//
// The copies (copyDataBlockBytes, cloneArrayBuffer) poll the host's
// interrupt every host.PollStep bytes (host.Poller, with the record's
// probe), so a copy of any size stops within a block of rt.Interrupt.
//
// Each operation throws a TypeError for an argument that is not what it
// takes, or a detached buffer where it needs the data, or a range outside a
// buffer (the standards call them only with ranges inside); none panics the
// host.

// WithBufferOps returns the record with the buffer operations added (made on
// the first call). Call it on the goroutine of rt, the Set's runtime.
func (s *Set) WithBufferOps(rt *goja.Runtime) (*goja.Object, error) {
	if _, done := goja.AssertFunction(s.record.Get("viewSlots")); done {
		return s.record, nil
	}
	if err := s.addBufferOps(rt); err != nil {
		return nil, err
	}
	return s.record, nil
}

var arrayBufferType = reflect.TypeOf(goja.ArrayBuffer{})

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

// viewRecordKeys are the properties viewSlots writes.
var viewRecordKeys = [...]string{"buffer", "byteOffset", "byteLength", "length", "name", "elementSize", "ctor"}

func (s *Set) addBufferOps(rt *goja.Runtime) error {
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
	readView := func(o *goja.Object) gojaobj.View {
		v, ok := gojaobj.ViewOf(o)
		if !ok || v.Constructor == nil {
			panic(rt.NewTypeError("not an ArrayBufferView"))
		}
		return v
	}
	_, captured := s.record.Get("typedArrays").(*goja.Object) // views.js ran
	if captured {
		readView = s.capturedViewReader(rt)
	}
	probe, _ := goja.AssertFunction(s.record.Get("probe"))
	poll := host.NewPoller(probe)
	// names holds each kind's name as a value, made on first use.
	var names [gojaobj.DataView + 1]goja.Value
	rangeError := s.record.Get("RangeError")
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
			poll.Copy(to[toIndex:toIndex+count], from[fromIndex:fromIndex+count])
			return goja.Undefined()
		}},
		{"cloneArrayBuffer", func(c goja.FunctionCall) goja.Value {
			from := buffer(c.Argument(0), true).Bytes()
			offset := index(c.Argument(1), len(from))
			length := index(c.Argument(2), len(from)-offset)
			data, ok := poll.MakeBytes(length)
			if !ok {
				panic(newError(rt, rangeError, "the ArrayBuffer's size is too large"))
			}
			poll.Copy(data, from[offset:offset+length])
			return rt.ToValue(rt.NewArrayBuffer(data))
		}},
		{"allocateArrayBuffer", func(c goja.FunctionCall) goja.Value {
			return rt.ToValue(rt.NewArrayBuffer(allocate(rt, poll, rangeError, c.Argument(0))))
		}},
		{"arrayBufferByteLength", func(c goja.FunctionCall) goja.Value {
			return rt.ToValue(len(buffer(c.Argument(0), false).Bytes()))
		}},
		{"viewSlots", func(c goja.FunctionCall) goja.Value {
			o, _ := c.Argument(0).(*goja.Object)
			record, _ := c.Argument(1).(*goja.Object)
			v := readView(o)
			if record == nil {
				panic(rt.NewTypeError("viewSlots: no record"))
			}
			name := goja.Undefined()
			if v.Kind.IsTypedArray() {
				if names[v.Kind] == nil {
					names[v.Kind] = rt.ToValue(v.Kind.TypedArrayName())
				}
				name = names[v.Kind]
			}
			var ctor goja.Value = goja.Undefined()
			if v.Constructor != nil {
				ctor = v.Constructor
			}
			values := [len(viewRecordKeys)]goja.Value{
				rt.ToValue(v.Buffer), rt.ToValue(v.ByteOffset), rt.ToValue(v.ByteLength), rt.ToValue(v.Length),
				name, rt.ToValue(v.Kind.ElementSize()), ctor,
			}
			for i, k := range viewRecordKeys {
				if err := record.Set(k, values[i]); err != nil {
					panic(err)
				}
			}
			return goja.Undefined()
		}},
	}
	if !captured {
		ops = append(ops, struct {
			name string
			f    func(goja.FunctionCall) goja.Value
		}{"isView", func(c goja.FunctionCall) goja.Value {
			o, _ := c.Argument(0).(*goja.Object)
			k, _ := gojaobj.KindOf(o)
			return rt.ToValue(k != gojaobj.NotView)
		}})
	}
	for _, op := range ops {
		if err := s.record.Set(op.name, op.f); err != nil {
			return err
		}
	}
	return nil
}

// allocate returns n zero bytes for allocateArrayBuffer; n is an integer
// the caller has checked (autoAllocateChunkSize). A size Go cannot make is
// a RangeError, as %ArrayBuffer% makes it.
func allocate(rt *goja.Runtime, poll host.Poller, rangeError goja.Value, n goja.Value) []byte {
	f := n.ToFloat()
	if !(f >= 0 && f <= float64(maxAlloc)) || f != float64(int(f)) {
		panic(newError(rt, rangeError, "the ArrayBuffer's size is too large"))
	}
	b, ok := poll.MakeBytes(int(f))
	if !ok {
		panic(newError(rt, rangeError, "the ArrayBuffer's size is too large"))
	}
	return b
}

// maxAlloc is the largest byte count allocate tries to make (2^53-1, the
// largest integer %ArrayBuffer% takes, or the largest int).
const maxAlloc = int(min(1<<53-1, int64(^uint(0)>>1)))

// newError makes an error with ctor (a captured error constructor), or a
// TypeError if it cannot.
func newError(rt *goja.Runtime, ctor goja.Value, msg string) goja.Value {
	if o, err := rt.New(ctor, rt.ToValue(msg)); err == nil {
		return o
	}
	return rt.NewTypeError(msg)
}
