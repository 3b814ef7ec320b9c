package textcodec

import (
	"encoding/binary"
	"unsafe"
)

// UTF-16BE and UTF-16LE, as the "shared UTF-16 decoder" defines them. There
// is no encoder: "get an output encoding" maps both to UTF-8.

// utf16Decoder is the shared UTF-16 decoder with its state: UTF-16 leading
// byte, UTF-16 leading surrogate and is UTF-16BE decoder. When a leading
// surrogate is followed by a code unit that is not a trailing surrogate, the
// standard restores that unit's two bytes to the queue; they would form the
// same code unit again, so the decoder keeps the unit itself (replay) and
// processes it first on the next step.
type utf16Decoder struct {
	bigEndian        bool
	hasLeadingByte   bool
	hasReplay        bool
	leadingByte      byte
	leadingSurrogate uint16 // 0 is null
	replay           uint16
}

func (d *utf16Decoder) reset() { *d = utf16Decoder{bigEndian: d.bigEndian} }

func (d *utf16Decoder) pending() int {
	return btoi(d.hasLeadingByte) + 2*btoi(d.leadingSurrogate != 0) + 2*btoi(d.hasReplay)
}

func (d *utf16Decoder) decodeUTF16(dst []uint16, src []byte, last bool) (int, int, status) {
	return decodeUTF16Bytes(d, dst, src, last)
}

func (d *utf16Decoder) decodeUTF8(dst []byte, src []byte, last bool) (int, int, status) {
	return decodeUTF16Bytes(d, dst, src, last)
}

// unitAt reads the code unit at src[i:i+2] in the decoder's byte order.
func (d *utf16Decoder) unitAt(src []byte, i int) uint16 {
	return unitAt16(src[i:], d.bigEndian)
}

// decodeUTF16Bytes runs the shared UTF-16 decoder's handler over src (see
// decoderKernel).
func decodeUTF16Bytes[T unit](d *utf16Decoder, dst []T, src []byte, last bool) (j, i int, st status) {
	for {
		if len(dst)-j < stepRoom[T]() {
			if i < len(src) || d.hasReplay || (last && (d.hasLeadingByte || d.leadingSurrogate != 0)) {
				return j, i, full
			}
			return j, i, done
		}
		var cu uint16
		switch {
		case d.hasReplay:
			cu, d.hasReplay = d.replay, false
		case i == len(src):
			if last && (d.hasLeadingByte || d.leadingSurrogate != 0) {
				d.hasLeadingByte, d.leadingSurrogate = false, 0
				return j, i, errRestored // end-of-queue
			}
			return j, i, done
		case d.hasLeadingByte:
			if d.bigEndian {
				cu = uint16(d.leadingByte)<<8 | uint16(src[i])
			} else {
				cu = uint16(src[i])<<8 | uint16(d.leadingByte)
			}
			d.hasLeadingByte = false
			i++
		case i+1 == len(src):
			d.leadingByte, d.hasLeadingByte = src[i], true
			i++
			continue
		default:
			if d.leadingSurrogate == 0 {
				// Fast path: well-formed UTF-16 in the input.
				var nd, ns int
				if is16[T]() {
					rest := dst[j:]
					nd, ns = utf16Units(*(*[]uint16)(unsafe.Pointer(&rest)), src[i:], d.bigEndian)
				} else {
					rest := dst[j:]
					nd, ns = utf16Run(*(*[]byte)(unsafe.Pointer(&rest)), src[i:], d.bigEndian)
				}
				if ns > 0 {
					i, j = i+ns, j+nd
					continue
				}
			}
			cu = d.unitAt(src, i)
			i += 2
		}
		if lead := d.leadingSurrogate; lead != 0 {
			d.leadingSurrogate = 0
			if cu >= 0xDC00 && cu <= 0xDFFF {
				j = putRune(dst, j, 0x10000+(rune(lead)-0xD800)<<10+(rune(cu)-0xDC00))
				continue
			}
			// Restore the code unit's bytes: kept as the unit itself.
			d.replay, d.hasReplay = cu, true
			return j, i, errConsumed
		}
		switch {
		case cu >= 0xD800 && cu <= 0xDBFF:
			d.leadingSurrogate = cu
		case cu >= 0xDC00 && cu <= 0xDFFF:
			return j, i, errConsumed
		default:
			j = putRune(dst, j, rune(cu))
		}
	}
}

// unitAt16 reads the code unit at b[0:2], big-endian or little-endian.
func unitAt16(b []byte, big bool) uint16 {
	if big {
		return uint16(b[0])<<8 | uint16(b[1])
	}
	return uint16(b[1])<<8 | uint16(b[0])
}

// swapUnits swaps the two bytes of each 16-bit lane of w: four big-endian
// code units read as a little-endian word become the units themselves.
func swapUnits(w uint64) uint64 {
	return (w&0x00FF00FF00FF00FF)<<8 | (w>>8)&0x00FF00FF00FF00FF
}

// hasSurrogate reports whether one of the four code units in w is a
// surrogate (0xD800..0xDFFF): a lane of w&0xF800 equal to 0xD800 makes a zero
// lane after the XOR, which the has-zero test finds.
func hasSurrogate(w uint64) bool {
	x := w&0xF800F800F800F800 ^ 0xD800D800D800D800
	return (x-0x0001000100010001)&^x&0x8000800080008000 != 0
}

// utf16Units decodes the well-formed UTF-16 at the start of src (code units
// that are not surrogates, and surrogate pairs) to UTF-16 while dst has room,
// and returns the code units written and the bytes read: it stops before a
// lone surrogate, which the handler then takes one step at a time, and
// before a high surrogate in the last code unit of src or dst (its pair may
// follow). Well-formed input decodes to its own code units, so each piece
// is checked and then copied: with a plain copy when the input is in the
// machine's byte order.
func utf16Units(dst []uint16, src []byte, big bool) (j, i int) {
	const piece = 2048 // code units checked, then copied
	n := min(len(dst), len(src)/2)
	for j < n {
		m := min(n-j, piece)
		k := wellFormedUnits(src[2*j:2*(j+m)], big)
		copyUnits(dst[j:j+k], src[2*j:2*(j+k)], big)
		j += k
		// Short of the piece by one unit: a high surrogate whose pair
		// may be in the next piece, which starts with it.
		if k < m-1 || k == 0 {
			break // a lone surrogate, or a high one at the end
		}
	}
	return j, 2 * j
}

// wellFormedUnits returns the number of code units at the start of src (an
// even number of bytes) that are well-formed UTF-16: up to the first lone
// surrogate, and short of a high surrogate that is the last unit.
func wellFormedUnits(src []byte, big bool) int {
	// A surrogate's high byte is 0xD8 to 0xDF; where that byte sits in
	// each 16-bit lane depends on the byte order.
	mask, want := uint64(0xF800F800F800F800), uint64(0xD800D800D800D800)
	if big {
		mask, want = 0x00F800F800F800F8, 0x00D800D800D800D8
	}
	n := len(src) / 2
	k := 0
	for k < n {
		// Eight units at a time while none is a surrogate (a zero lane
		// of x or y).
		for ; n-k >= 8; k += 8 {
			q := src[2*k : 2*k+16 : 2*k+16]
			x := binary.LittleEndian.Uint64(q)&mask ^ want
			y := binary.LittleEndian.Uint64(q[8:])&mask ^ want
			if ((x-0x0001000100010001)&^x|(y-0x0001000100010001)&^y)&0x8000800080008000 != 0 {
				break
			}
		}
		// Then unit by unit, through the first surrogate pair.
		for end := min(n, k+8); k < end; k++ {
			c := unitAt16(src[2*k:], big)
			if c&0xF800 != 0xD800 {
				continue
			}
			if c >= 0xDC00 || k+1 == n {
				return k // a low surrogate first, or a high one last
			}
			if c2 := unitAt16(src[2*k+2:], big); c2&0xFC00 != 0xDC00 {
				return k // a high surrogate alone
			}
			k++ // the pair
		}
	}
	return k
}

// copyUnits sets dst to the code units in src, as many bytes as dst has
// units.
func copyUnits(dst []uint16, src []byte, big bool) {
	if !big && nativeLittleEndian {
		copy(unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(dst))), 2*len(dst)), src)
		return
	}
	k := 0
	if big {
		for ; len(dst)-k >= 4; k += 4 {
			w := swapUnits(binary.LittleEndian.Uint64(src[2*k:]))
			d := dst[k : k+4 : k+4]
			d[0], d[1], d[2], d[3] = uint16(w), uint16(w>>16), uint16(w>>32), uint16(w>>48)
		}
	}
	for ; k < len(dst); k++ {
		dst[k] = unitAt16(src[2*k:], big)
	}
}

// nativeLittleEndian reports whether the machine stores a uint16 low byte
// first, as UTF-16LE does.
var nativeLittleEndian = binary.NativeEndian.Uint16([]byte{1, 0}) == 1

// utf16Run decodes the well-formed UTF-16 at the start of src (code units
// that are not surrogates, and surrogate pairs) to UTF-8 while dst has room,
// and returns how much it wrote and read. It stops before anything else,
// which the handler then takes one step at a time. (utf16Units is its
// counterpart for UTF-16 output.)
//
// The byte order is a parameter, not a type parameter: both byte orders would
// share one instantiation, whose calls to their methods are indirect. The
// test of big is the same on every iteration, which the processor predicts.
func utf16Run(dst []byte, src []byte, big bool) (j, i int) {
	// The bits of four code units read as a little-endian word that are
	// zero when all four are ASCII, and the shift that brings each
	// unit's low byte to the low half of its lane.
	notASCII, shift := uint64(0xFF80FF80FF80FF80), uint(0)
	if big {
		notASCII, shift = 0x80FF80FF80FF80FF, 8
	}
	for i+1 < len(src) && len(dst)-j >= 4 {
		cu := unitAt16(src[i:], big)
		switch {
		case cu < 0x80:
			// Eight or four ASCII code units at once, tested and
			// narrowed in either byte order without swapping: the
			// ASCII byte of each lane is moved to its low half first.
			for i+16 <= len(src) && len(dst)-j >= 8 {
				q := src[i : i+16 : i+16]
				w, x := binary.LittleEndian.Uint64(q), binary.LittleEndian.Uint64(q[8:])
				if (w|x)&notASCII != 0 {
					break
				}
				binary.LittleEndian.PutUint64(dst[j:j+8:j+8], uint64(narrow4(w>>shift))|uint64(narrow4(x>>shift))<<32)
				i, j = i+16, j+8
			}
			if i+8 <= len(src) && len(dst)-j >= 4 {
				if w := binary.LittleEndian.Uint64(src[i:]); w&notASCII == 0 {
					binary.LittleEndian.PutUint32(dst[j:j+4:j+4], narrow4(w>>shift))
					i, j = i+8, j+4
					continue
				}
			}
			if i+1 < len(src) && len(dst)-j >= 4 {
				if cu = unitAt16(src[i:], big); cu < 0x80 {
					dst[j] = byte(cu)
					i, j = i+2, j+1
				}
			}
			continue
		case cu < 0x800:
			d := dst[j : j+2 : j+2]
			d[0], d[1] = byte(0xC0|cu>>6), byte(0x80|cu&0x3F)
			j += 2
		case cu&0xF800 != 0xD800:
			if i+3 < len(src) && unitAt16(src[i+2:], big) < 0x800 {
				put3(dst[j:j+3], cu) // a lone unit of three bytes, then ASCII or two-byte
				i, j = i+2, j+3
				continue
			}
			// Three bytes, and those of the units of this kind that
			// follow.
			nd, ns := threeByteRun(dst[j:], src[i:], big)
			i, j = i+ns, j+nd
			continue
		case cu <= 0xDBFF && i+3 < len(src):
			cu2 := unitAt16(src[i+2:], big)
			if cu2 < 0xDC00 || cu2 > 0xDFFF {
				return j, i
			}
			j = putRune(dst, j, 0x10000+(rune(cu)-0xD800)<<10+(rune(cu2)-0xDC00))
			i += 2
		default:
			return j, i
		}
		i += 2
	}
	return j, i
}

// threeByteRun converts the run of code units at the start of src that take
// three bytes in UTF-8 (U+0800 to U+FFFF but the surrogates; utf16Run has
// checked the first) while dst has room for four bytes, and returns the bytes
// written and read. Four units at a time, while dst has room to store each
// one's three bytes as four (the fourth byte is overwritten by the next store
// or lies past the output); the rest one at a time. It is out of line:
// inside utf16Run, it slowed that function's loops for ASCII.
func threeByteRun(dst []byte, src []byte, big bool) (j, i int) {
	for {
		for i+8 <= len(src) && len(dst)-j >= 13 {
			w := binary.LittleEndian.Uint64(src[i:])
			if big {
				w = swapUnits(w)
			}
			if !allThreeBytes(w) {
				break
			}
			d := dst[j : j+13 : j+13]
			a, b, c, e := uint32(w)&0xFFFF, uint32(w>>16)&0xFFFF, uint32(w>>32)&0xFFFF, uint32(w>>48)
			binary.LittleEndian.PutUint32(d, threeByteHeads[a>>6&0x3FF]|(a&0x3F)<<16)
			binary.LittleEndian.PutUint32(d[3:], threeByteHeads[b>>6&0x3FF]|(b&0x3F)<<16)
			binary.LittleEndian.PutUint32(d[6:], threeByteHeads[c>>6&0x3FF]|(c&0x3F)<<16)
			binary.LittleEndian.PutUint32(d[9:], threeByteHeads[e>>6&0x3FF]|(e&0x3F)<<16)
			i, j = i+8, j+12
		}
		if i+1 >= len(src) || len(dst)-j < 4 {
			return j, i
		}
		cu := unitAt16(src[i:], big)
		if cu < 0x800 || cu&0xF800 == 0xD800 {
			return j, i
		}
		binary.LittleEndian.PutUint32(dst[j:j+4:j+4], threeBytes(uint32(cu)))
		i, j = i+2, j+3
	}
}

// threeBytes is the UTF-8 form of c, a code point from U+0800 to U+FFFF that
// is not a surrogate, in the low three bytes (the first lowest).
func threeBytes(c uint32) uint32 {
	return 0xE0 | c>>12 | (0x80|c>>6&0x3F)<<8 | (0x80|c&0x3F)<<16
}

// allThreeBytes reports whether each of the four code units in w takes
// three bytes in UTF-8: none is below U+0800 (a lane of w&0xF800 is zero) or
// a surrogate (a lane of w&0xF800 is 0xD800). The has-zero test finds a zero
// lane in m and in m^0xD800.
func allThreeBytes(w uint64) bool {
	m := w & 0xF800F800F800F800
	x := m ^ 0xD800D800D800D800
	return ((m-0x0001000100010001)&^m|(x-0x0001000100010001)&^x)&0x8000800080008000 == 0
}

// narrow4 packs the low bytes of the four 16-bit lanes of w, whose high
// bytes are zero (but for the top lane's), into a uint32, in order.
func narrow4(w uint64) uint32 {
	w = (w | w>>8) & 0x0000FFFF0000FFFF
	return uint32(w | w>>16)
}
