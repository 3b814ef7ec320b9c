package textcodec

import (
	"encoding/binary"

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
//
// While dst has room for three bytes per code unit left in a stretch of src
// (no code unit takes more: a surrogate pair, two units, takes four), the
// stretch is converted by utf8Block with no room checks; the rest, unit by
// unit, checking the room before each scalar value.
func utf8FromUTF16(dst []byte, src []uint16) (read, written int) {
	i, j := 0, 0
	for {
		k := min(len(src)-i, (len(dst)-j)/3)
		if k < 16 {
			break
		}
		i, j = utf8Block(dst, src, i, j, i+k)
	}
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
			size := 4
			if n == 1 { // a lone surrogate: U+FFFD
				size = 3
			}
			if len(dst)-j < size {
				return i, j
			}
			putSurrogates(dst[j:j+size:j+size], r)
			i += n
			j += size
		}
	}
	return i, j
}

// utf8Block converts src[i:end] to UTF-8 at dst[j:], which has room for
// three bytes per code unit of it, and returns the new i and j. A surrogate
// pair that starts at end-1 is left for the caller (its second unit is not in
// the stretch), so the returned i may be end-1. (Converting runs of
// three-byte units four at a time, or mixed text two units at a time without
// branches, measured no faster on CJK, and slower on Korean and Latin text.)
func utf8Block(dst []byte, src []uint16, i, j, end int) (int, int) {
	for i < end {
		c := src[i]
		switch {
		case c < 0x80:
			// A run of ASCII, eight code units at a time.
			for end-i >= 8 {
				s := src[i : i+8 : i+8]
				lo := uint64(s[0]) | uint64(s[1])<<16 | uint64(s[2])<<32 | uint64(s[3])<<48
				hi := uint64(s[4]) | uint64(s[5])<<16 | uint64(s[6])<<32 | uint64(s[7])<<48
				if (lo|hi)&0xFF80FF80FF80FF80 != 0 {
					break
				}
				binary.LittleEndian.PutUint64(dst[j:j+8:j+8], narrow4(lo)|narrow4(hi)<<32)
				i += 8
				j += 8
			}
			for i < end && src[i] < 0x80 {
				dst[j] = byte(src[i])
				i++
				j++
			}
		case c < 0x800:
			d := dst[j : j+2 : j+2]
			d[0] = 0xC0 | byte(c>>6)
			d[1] = 0x80 | byte(c)&0x3F
			i++
			j += 2
		case c < 0xD800 || c > 0xDFFF:
			d := dst[j : j+3 : j+3]
			d[0] = 0xE0 | byte(c>>12)
			d[1] = 0x80 | byte(c>>6)&0x3F
			d[2] = 0x80 | byte(c)&0x3F
			i++
			j += 3
		default:
			r, n := scalarAt(src, i)
			if n == 1 {
				putSurrogates(dst[j:j+3:j+3], r)
				i++
				j += 3
				continue
			}
			if i+1 >= end {
				return i, j // the pair's second unit is past the stretch
			}
			putSurrogates(dst[j:j+4:j+4], r)
			i += 2
			j += 4
		}
	}
	return i, j
}

// narrow4 packs four code units below 0x80, held in the four 16-bit lanes of
// x (the first unit lowest), into the low four bytes, the first lowest.
func narrow4(x uint64) uint64 {
	x = (x | x>>8) & 0x0000FFFF0000FFFF
	return (x | x>>16) & 0xFFFFFFFF
}

// putSurrogates writes r, U+FFFD (len(d) 3) or a supplementary scalar value
// (len(d) 4), as UTF-8.
func putSurrogates(d []byte, r rune) {
	if len(d) == 3 {
		d[0], d[1], d[2] = 0xEF, 0xBF, 0xBD
		return
	}
	d[0] = 0xF0 | byte(r>>18)
	d[1] = 0x80 | byte(r>>12)&0x3F
	d[2] = 0x80 | byte(r>>6)&0x3F
	d[3] = 0x80 | byte(r)&0x3F
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

// utf8Len returns the length of the UTF-8 that utf8FromUTF16 makes of src:
// one byte per code unit, one more for each from U+0080 and another from
// U+0800 (a lone surrogate takes three, as U+FFFD), less two for each
// surrogate pair (four bytes, not six). Four code units are counted at once
// in the 16-bit lanes of a uint64, unless one is a surrogate.
func utf8Len(src []uint16) int {
	const (
		lanes    = 0x0001000100010001 // 1 in each lane
		top      = 0x8000800080008000 // each lane's top bit
		nonASCII = 0xFF80FF80FF80FF80 // the bits set from U+0080
	)
	n := len(src)
	i := 0
	for ; len(src)-i >= 4; i += 4 {
		s := src[i : i+4 : i+4]
		x := uint64(s[0]) | uint64(s[1])<<16 | uint64(s[2])<<32 | uint64(s[3])<<48
		if x&nonASCII == 0 {
			continue
		}
		// A lane is a surrogate when its top five bits are 11011: z's
		// lane is then 0, which the "has a zero lane" test finds.
		if z := x&(0xF800*lanes) ^ 0xD800*lanes; (z-lanes)&^z&top != 0 {
			for k, c := range s {
				n += extraUTF8(c)
				if c&0xFC00 == 0xD800 && isLowSurrogateAt(src, i+k+1) {
					n -= 2
				}
			}
			continue
		}
		// A lane's top bit is set from U+0080 (from U+0800): the low 15
		// bits plus 0x7F80 (0x7800) carry into it, or it was set. No sum
		// carries out of its lane.
		low := x & (0x7FFF * lanes)
		ge80 := (x | (low + 0x7F80*lanes)) & top
		ge800 := (x | (low + 0x7800*lanes)) & top
		// Each lane of t is 0, 1 or 2; the multiplication adds them up
		// in the top lane.
		t := ge80>>15 + ge800>>15
		n += int(t * lanes >> 48)
	}
	for ; i < len(src); i++ {
		c := src[i]
		n += extraUTF8(c)
		if c&0xFC00 == 0xD800 && isLowSurrogateAt(src, i+1) {
			n -= 2
		}
	}
	return n
}

// extraUTF8 is the number of UTF-8 bytes past the first that a code unit
// takes on its own: 0 below U+0080, 1 below U+0800, else 2.
func extraUTF8(c uint16) int {
	return int((uint32(c)+0xFF80)>>16 + (uint32(c)+0xF800)>>16)
}

// isLowSurrogateAt reports whether src[i] exists and is a low surrogate.
func isLowSurrogateAt(src []uint16, i int) bool {
	return i < len(src) && src[i]&0xFC00 == 0xDC00
}
