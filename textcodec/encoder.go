package textcodec

import (
	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/core"
)

// This file implements the standard's interface mixin TextEncoderCommon and
// interface TextEncoder (section "API").

// textEncoderMembers defines TextEncoder's attributes and operations. A
// TextEncoder has no state: the registry only records which objects the
// constructor made.
func (b *binding) textEncoderMembers(p *goja.Object) {
	b.attribute(p, "encoding", "get encoding", func(call goja.FunctionCall) goja.Value {
		b.thisEncoder(call, "encoding")
		return lowerNames()[core.UTF8]
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
		ascii, units := codeUnits(b.toDOMString(v))
		if units == nil {
			out = make([]byte, len(ascii))
			copy(out, ascii)
		} else {
			out = make([]byte, utf8Len(units))
			utf8FromUTF16(out, units)
		}
	}
	if out == nil {
		out = []byte{}
	}
	return b.newUint8Array(out)
}

// newUint8Array implements "create a Uint8Array object": p becomes the
// backing store of a new ArrayBuffer, viewed by a new Uint8Array.
func (b *binding) newUint8Array(p []byte) *goja.Object {
	ctor := b.uint8ArrayCtor()
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
	var read, written int
	if ascii, units := codeUnits(src); units == nil {
		read = copy(dst, ascii)
		written = read
	} else {
		read, written = utf8FromUTF16(dst, units)
	}
	// The TextEncoderEncodeIntoResult dictionary, converted to an object:
	// its members in lexicographic order, as data properties.
	res := b.rt.NewObject()
	b.must(res.DefineDataProperty("read", b.rt.ToValue(read), goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_TRUE))
	b.must(res.DefineDataProperty("written", b.rt.ToValue(written), goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_TRUE))
	return res
}

// utf8FromUTF16 is the loop of encodeInto's steps: it runs the UTF-8 encoder
// on the scalar values of src (a lone surrogate is U+FFFD) and writes each
// one's bytes to dst while they all fit; it stops before the first that does
// not. It returns the code units of src read (2 for a supplementary scalar
// value, else 1) and the bytes written. With len(dst) >= utf8Len(src) it
// converts all of src.
func utf8FromUTF16(dst []byte, src []uint16) (read, written int) {
	i, j := 0, 0
	for i < len(src) {
		c := src[i]
		switch {
		case c < 0x80:
			if j == len(dst) {
				return i, j
			}
			dst[j] = byte(c)
			i++
			j++
		case c < 0x800:
			if len(dst)-j < 2 {
				return i, j
			}
			d := dst[j : j+2 : j+2]
			d[0] = 0xC0 | byte(c>>6)
			d[1] = 0x80 | byte(c)&0x3F
			i++
			j += 2
		case c < 0xD800 || c > 0xDFFF:
			if len(dst)-j < 3 {
				return i, j
			}
			d := dst[j : j+3 : j+3]
			d[0] = 0xE0 | byte(c>>12)
			d[1] = 0x80 | byte(c>>6)&0x3F
			d[2] = 0x80 | byte(c)&0x3F
			i++
			j += 3
		default:
			r, n := scalarAt(src, i)
			if r == 0xFFFD {
				if len(dst)-j < 3 {
					return i, j
				}
				d := dst[j : j+3 : j+3]
				d[0], d[1], d[2] = 0xEF, 0xBF, 0xBD
				i++
				j += 3
				continue
			}
			if len(dst)-j < 4 {
				return i, j
			}
			d := dst[j : j+4 : j+4]
			d[0] = 0xF0 | byte(r>>18)
			d[1] = 0x80 | byte(r>>12)&0x3F
			d[2] = 0x80 | byte(r>>6)&0x3F
			d[3] = 0x80 | byte(r)&0x3F
			i += n
			j += 4
		}
	}
	return i, j
}

// scalarAt reads the scalar value that starts at src[i], a code unit of
// U+0080 or more: a surrogate pair gives a supplementary scalar value and
// size 2, a lone surrogate U+FFFD and size 1.
func scalarAt(src []uint16, i int) (r rune, size int) {
	c := src[i]
	if c < 0xD800 || c > 0xDFFF {
		return rune(c), 1
	}
	if c < 0xDC00 && i+1 < len(src) {
		if c2 := src[i+1]; c2 >= 0xDC00 && c2 <= 0xDFFF {
			return 0x10000 + (rune(c)-0xD800)<<10 + (rune(c2) - 0xDC00), 2
		}
	}
	return 0xFFFD, 1
}

// utf8Len returns the length of the UTF-8 that utf8FromUTF16 makes of src.
func utf8Len(src []uint16) int {
	n := 0
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c < 0x80:
			n++
			i++
			continue
		case c < 0x800:
			n += 2
			i++
			continue
		}
		_, size := scalarAt(src, i)
		if size == 2 {
			n += 4
		} else {
			n += 3
		}
		i += size
	}
	return n
}
