package encoding

import (
	"github.com/dop251/goja"

	"github.com/textcodec/textcodec"
)

// This file implements the standard's interface mixin TextEncoderCommon and
// interface TextEncoder (section "API").

// textEncoderMembers defines TextEncoder's attributes and operations. A
// TextEncoder has no state: the registry only records which objects the
// constructor made.
func (b *binding) textEncoderMembers(p *goja.Object) {
	b.attribute(p, "encoding", "get encoding", func(call goja.FunctionCall) goja.Value {
		b.thisEncoder(call, "encoding")
		return lowerNames()[textcodec.UTF8]
	})
	b.operation(p, "encode", 0, b.encode)
	b.operation(p, "encodeInto", 2, b.encodeInto)
}

// thisEncoder implements the "this" check of a TextEncoder attribute or
// operation.
func (b *binding) thisEncoder(call goja.FunctionCall, member string) {
	if _, ok := b.encoders.get(call.This); !ok {
		b.throwTypeError("TextEncoder." + member + ": 'this' is not a TextEncoder")
	}
}

// constructEncoder implements new TextEncoder(), whose steps are to do
// nothing.
func (b *binding) constructEncoder(newTarget *goja.Object) *goja.Object {
	this := b.create(newTarget, b.encCtor, b.encProto)
	b.encoders.add(this, struct{}{})
	return this
}

// encode implements TextEncoder's encode(input): the input (a USVString,
// default "") encoded as UTF-8 in a new Uint8Array. Lone surrogates become
// U+FFFD, as the USVString conversion makes them.
func (b *binding) encode(call goja.FunctionCall) goja.Value {
	b.thisEncoder(call, "encode")
	var out []byte
	if v := call.Argument(0); !goja.IsUndefined(v) {
		out = b.utf8Of(b.toDOMString(v), "TextEncoder.encode")
	}
	if out == nil {
		out = []byte{}
	}
	return b.newUint8Array(out)
}

// newUint8Array implements "create a Uint8Array object": p becomes the
// backing store of a new ArrayBuffer, viewed by a new Uint8Array of the realm
// (the constructor Enable captured, whatever the global now holds).
func (b *binding) newUint8Array(p []byte) *goja.Object {
	ctor := b.builtins.uint8Array
	if ctor == nil {
		b.throwTypeError("TextEncoder.encode: the runtime has no Uint8Array")
	}
	u, err := ctor(nil, b.rt.ToValue(b.rt.NewArrayBuffer(p)))
	if err != nil {
		panic(err)
	}
	return u
}

// encodeInto implements TextEncoder's encodeInto(source, destination): it
// writes the UTF-8 of source's scalar values into destination, stopping
// before the first one whose bytes do not all fit, and returns
// {read, written}: UTF-16 code units of source consumed and bytes written.
func (b *binding) encodeInto(call goja.FunctionCall) goja.Value {
	b.thisEncoder(call, "encodeInto")
	b.requireArgs(call, 2, "TextEncoder.encodeInto")
	src := b.toDOMString(call.Argument(0))
	dest := b.toUint8Array(call.Argument(1), "TextEncoder.encodeInto")
	dst := dest.bytes(b.rt)
	read, written := b.utf8Into(dst, src, "TextEncoder.encodeInto")
	// The TextEncoderEncodeIntoResult dictionary, converted to an object:
	// its members in lexicographic order, as data properties.
	res := b.rt.NewObject()
	b.must(res.DefineDataProperty("read", b.rt.ToValue(read), goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_TRUE))
	b.must(res.DefineDataProperty("written", b.rt.ToValue(written), goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_TRUE))
	return res
}
