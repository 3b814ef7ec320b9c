package textcodec

import (
	"encoding/binary"
	"math/bits"

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
			put3(dst[j:j+3:j+3], c)
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
			putScalar(dst[j:j+size:j+size], r)
			i += n
			j += size
		}
	}
	return i, j
}

// utf8Block converts src[i:end] to UTF-8 at dst[j:], which has room for
// three bytes per code unit of it, and returns the new i and j. A surrogate
// pair that starts at end-1 is left for the caller (its second unit is not in
// the stretch), so the returned i may be end-1.
//
// ASCII and the three-byte units other than surrogates (CJK, Hangul) are
// converted in windows of up to 32 units, by one of two loops: utf8Common,
// with a branch per unit on its kind, which the processor predicts well on
// most text; or, when the window's first eight units mix ASCII and others
// (Hangul and spaces), utf8Mixed, with no such branch. (On Korean text that
// does not repeat, the branch is mispredicted about every third unit and
// utf8Mixed is about twice as fast; on the benchmark's Korean, 27 KB
// repeated, the branch is learnt and utf8Common is up to a third faster.)
// Both stop before a two-byte unit or a surrogate, from where utf8Rare
// takes ASCII, two-byte units and surrogates up to the next three-byte unit.
// Before each window, a run of ASCII or of three-byte units ahead is
// converted several units at a time (asciiRun, threeRun). (Measured slower:
// four units by a switch on their kinds, and counting the length of runs in
// utf8Common's loop.)
func utf8Block(dst []byte, src []uint16, i, j, end int) (int, int) {
	const window = 32
	src = src[:end]
	for len(src)-i > 4 {
		if len(src)-i >= 8 {
			s := src[i : i+4 : i+4]
			x := uint64(s[0]) | uint64(s[1])<<16 | uint64(s[2])<<32 | uint64(s[3])<<48
			if x&0xFF80FF80FF80FF80 == 0 {
				i, j = asciiRun(dst, src, i, j)
			} else if allThreeBytes(x) {
				i, j = threeRun(dst, src, i, j)
			}
		}
		// The window ends four units before the stretch, so that the
		// three units after its last are converted here too (see
		// utf8Mixed): only the last can be a high surrogate left for
		// the caller.
		n := min(len(src)-4-i, window)
		if n <= 0 {
			break // asciiRun or threeRun went to the end
		}
		var k, j2 int
		if n >= 8 && mixesASCII(src[i:i+8:i+8]) {
			k, j2 = utf8Mixed(dst, src[i:i+n], j)
		} else {
			k, j2 = utf8Common(dst, src[i:i+n], j)
		}
		i += k
		j = j2
		if k < n {
			// utf8Rare converts at least the unit the loop stopped at,
			// unless it is a high surrogate at the end.
			i, j = utf8Rare(dst, src, i, j)
			if i == len(src)-1 && src[i]&0xFC00 == 0xD800 {
				return i, j // the pair's second unit may be past the stretch
			}
		}
	}
	// The last units, with no byte stored past their output.
	for {
		i, j = utf8Rare(dst, src, i, j)
		if i == len(src) || src[i]&0xFC00 == 0xD800 {
			return i, j // the end, or a high surrogate at the end
		}
		put3(dst[j:j+3:j+3], src[i])
		i++
		j += 3
	}
}

// put3 writes the three-byte UTF-8 form of c (U+0800 or more, not a
// surrogate) to d.
func put3(d []byte, c uint16) {
	d[0] = 0xE0 | byte(c>>12)
	d[1] = 0x80 | byte(c>>6)&0x3F
	d[2] = 0x80 | byte(c)&0x3F
}

// mixesASCII reports whether s, eight code units, has from two to six ASCII
// units: text where a branch on each unit's kind is mispredicted.
func mixesASCII(s []uint16) bool {
	const (
		lanes = 0x0001000100010001 // 1 in each 16-bit lane
		top   = 0x8000800080008000 // each lane's top bit
	)
	s = s[:8:8]
	x := uint64(s[0]) | uint64(s[1])<<16 | uint64(s[2])<<32 | uint64(s[3])<<48
	y := uint64(s[4]) | uint64(s[5])<<16 | uint64(s[6])<<32 | uint64(s[7])<<48
	// A lane's top bit is set from U+0080: its low 15 bits plus 0x7F80
	// carry into it, or it was set.
	nx := (x | (x&(0x7FFF*lanes) + 0x7F80*lanes)) & top
	ny := (y | (y&(0x7FFF*lanes) + 0x7F80*lanes)) & top
	n := bits.OnesCount64(nx) + bits.OnesCount64(ny) // units from U+0080
	return n >= 2 && n <= 6
}

// utf8Common converts the ASCII and three-byte code units at the start of s,
// up to the first surrogate or two-byte unit, to UTF-8 at dst[j:], which has
// room for three bytes per unit and one more. It returns the units converted
// and the new j. It stores each three-byte form as four bytes (one store,
// not three, measured a few percent faster): the caller converts at least
// three units after the last one read, which overwrite the fourth.
func utf8Common(dst []byte, s []uint16, j int) (int, int) {
	for k, c := range s {
		if c < 0x80 {
			dst[j] = byte(c)
			j++
			continue
		}
		if c-0x800 >= 0xD800-0x800 && c < 0xE000 {
			return k, j // below U+0800, or a surrogate
		}
		// The three-byte form, first byte lowest, and c's low byte as
		// a fourth (any value would do: with a constant the compiler
		// splits the store).
		w := uint32(c)
		binary.LittleEndian.PutUint32(dst[j:j+4:j+4], 0x8080E0|w>>12|w<<2&0x3F00|w<<16&0x3F0000|w<<24)
		j += 3
	}
	return len(s), j
}

// utf8Mixed is utf8Common with no branch on each unit's kind, for text that
// mixes ASCII and three-byte units closely (Hangul and spaces), where the
// branch is mispredicted unless the text repeats. Each unit's bytes are
// stored as four: the caller converts at least three more units after the
// last one read, which overwrite the (up to three) bytes stored past its
// output.
func utf8Mixed(dst []byte, s []uint16, j int) (int, int) {
	k := 0
	// Four units at a time while none of them is a two-byte unit or a
	// surrogate, which a test on all four finds.
	for ; k+4 <= len(s); k += 4 {
		q := s[k : k+4 : k+4]
		x := uint64(q[0]) | uint64(q[1])<<16 | uint64(q[2])<<32 | uint64(q[3])<<48
		if twoByteOrSurrogate(x) {
			break
		}
		j = putMixed(dst, j, q[0])
		j = putMixed(dst, j, q[1])
		j = putMixed(dst, j, q[2])
		j = putMixed(dst, j, q[3])
	}
	for ; k < len(s); k++ {
		c := s[k]
		if c-0x80 < 0x800-0x80 || c&0xF800 == 0xD800 {
			return k, j // a two-byte unit, or a surrogate
		}
		j = putMixed(dst, j, c)
	}
	return len(s), j
}

// putMixed stores the UTF-8 form of c, ASCII or a three-byte unit, as four
// bytes at dst[j:] (the first byte lowest) and returns the index after its
// length.
func putMixed(dst []byte, j int, c uint16) int {
	// c's low byte as the fourth byte: any value would do, but with a
	// constant there the compiler splits the store in three.
	w := uint32(c)
	t, n := 0x8080E0|w>>12|w<<2&0x3F00|w<<16&0x3F0000|w<<24, 3
	if w < 0x80 {
		t, n = w, 1
	}
	binary.LittleEndian.PutUint32(dst[j:j+4:j+4], t)
	return j + n
}

// twoByteOrSurrogate reports whether one of the four code units in the
// 16-bit lanes of x is from U+0080 to U+07FF or a surrogate.
func twoByteOrSurrogate(x uint64) bool {
	const (
		lanes = 0x0001000100010001 // 1 in each 16-bit lane
		top   = 0x8000800080008000 // each lane's top bit
	)
	// A lane's top bit is set from U+0080 (from U+0800): its low 15 bits
	// plus 0x7F80 (0x7800) carry into it, or it was set.
	low := x & (0x7FFF * lanes)
	ge80 := (x | (low + 0x7F80*lanes)) & top
	ge800 := (x | (low + 0x7800*lanes)) & top
	// A surrogate's lane is 0 in z, which the has-zero test finds.
	z := x&(0xF800*lanes) ^ 0xD800*lanes
	return ge80&^ge800 != 0 || (z-lanes)&^z&top != 0
}

// utf8Rare converts the code units at src[i:] to UTF-8 at dst[j:], which has
// room for them, up to the next three-byte unit other than a surrogate or a
// high surrogate at the end of src, and returns the new i and j: it takes
// text of ASCII and two-byte units (Latin, Cyrillic, Greek) and surrogates.
func utf8Rare(dst []byte, src []uint16, i, j int) (int, int) {
	for i < len(src) {
		c := src[i]
		if c < 0x80 {
			dst[j] = byte(c)
			i++
			j++
			if i < len(src) && src[i] < 0x80 {
				i, j = asciiRun(dst, src, i, j)
			}
			continue
		}
		if c < 0x800 {
			d := dst[j : j+2 : j+2]
			d[0] = 0xC0 | byte(c>>6)
			d[1] = 0x80 | byte(c)&0x3F
			i++
			j += 2
			continue
		}
		if c < 0xD800 || c >= 0xE000 || i+1 == len(src) && c < 0xDC00 {
			break
		}
		// A surrogate pair, or a lone surrogate (U+FFFD).
		r, n := scalarAt(src, i)
		size := 4
		if n == 1 {
			size = 3
		}
		putScalar(dst[j:j+size:j+size], r)
		i += n
		j += size
	}
	return i, j
}

// threeRun converts the run of three-byte code units at src[i:] to dst[j:],
// which has room for three bytes per unit, and returns the new i and j. It
// takes four units at a time, converted in the lanes of two uint64s when all
// take three bytes, else by utf8Common (CJK text has ASCII here and there);
// it stops at the second four in a row that are not all three-byte, at a
// surrogate or two-byte unit, or when fewer than eight units are left.
func threeRun(dst []byte, src []uint16, i, j int) (int, int) {
	misses := 0
	for len(src)-i >= 8 {
		s := src[i : i+4 : i+4]
		x := uint64(s[0]) | uint64(s[1])<<16 | uint64(s[2])<<32 | uint64(s[3])<<48
		if !allThreeBytes(x) {
			if misses++; misses == 2 {
				break
			}
			// The bytes utf8Common stores past its output are
			// overwritten by the next units (four or more are left).
			k, j2 := utf8Common(dst, s, j)
			i += k
			j = j2
			if k < 4 {
				break
			}
			continue
		}
		misses = 0
		// The units in pairs, in the 32-bit lanes of a and b.
		a := x&0xFFFF | (x&0xFFFF0000)<<16
		b := (x>>32)&0xFFFF | (x>>16)&0xFFFF00000000
		wa, wb := threeBytes2(a), threeBytes2(b)
		d := dst[j : j+12 : j+12]
		binary.LittleEndian.PutUint64(d, wa&0xFFFFFF|(wa>>8)&0xFFFFFF000000|wb<<48)
		binary.LittleEndian.PutUint32(d[8:], uint32(wb>>16)&0xFF|uint32(wb>>24)&0xFFFFFF00)
		i += 4
		j += 12
	}
	return i, j
}

// allThreeBytes reports whether the four code units in the 16-bit lanes of x
// all take three bytes in UTF-8: none is below U+0800 (its top five bits
// 00000) or a surrogate (11011). The "has a zero lane" test finds a lane of
// t or u that is 0.
func allThreeBytes(x uint64) bool {
	const (
		lanes = 0x0001000100010001 // 1 in each 16-bit lane
		top   = 0x8000800080008000 // each lane's top bit
	)
	t := x & (0xF800 * lanes)
	u := t ^ 0xD800*lanes
	return ((t-lanes)&^t|(u-lanes)&^u)&top == 0
}

// threeBytes2 converts the two code units in the 32-bit lanes of q to their
// three-byte UTF-8 forms, the first byte lowest in each lane.
func threeBytes2(q uint64) uint64 {
	const l = 0x0000000100000001 // 1 in each 32-bit lane
	return 0x8080E0*l | (q>>12)&(0xF*l) | (q<<2)&(0x3F00*l) | (q<<16)&(0x3F0000*l)
}

// asciiRun converts the run of ASCII code units at src[i:], eight at a time
// and then one by one, to dst[j:], which has room for them.
func asciiRun(dst []byte, src []uint16, i, j int) (int, int) {
	for len(src)-i >= 8 {
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
	for i < len(src) && src[i] < 0x80 {
		dst[j] = byte(src[i])
		i++
		j++
	}
	return i, j
}

// narrow4 packs four code units below 0x80, held in the four 16-bit lanes of
// x (the first unit lowest), into the low four bytes, the first lowest.
func narrow4(x uint64) uint64 {
	x = (x | x>>8) & 0x0000FFFF0000FFFF
	return (x | x>>16) & 0xFFFFFFFF
}

// putScalar writes r, from U+E000 to U+FFFF (len(d) 3) or a supplementary
// scalar value (len(d) 4), as UTF-8.
func putScalar(d []byte, r rune) {
	if len(d) == 3 {
		d[0] = 0xE0 | byte(r>>12)
		d[1] = 0x80 | byte(r>>6)&0x3F
		d[2] = 0x80 | byte(r)&0x3F
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
