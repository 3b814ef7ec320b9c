package textcodec

import (
	"encoding/binary"
	"unsafe"

	"github.com/textcodec/textcodec/internal/tables"
)

// Shift_JIS, as the standard's "Shift_JIS decoder" and "Shift_JIS encoder"
// define it, over index jis0208 (tables.JIS0208Decode, and
// tables.ShiftJISEncode for "index Shift_JIS pointer").

// shiftJISDecoder is the Shift_JIS decoder; its state is Shift_JIS leading.
type shiftJISDecoder struct{ leading byte }

func (d *shiftJISDecoder) reset() { d.leading = 0 }

func (d *shiftJISDecoder) pending() int {
	if d.leading != 0 {
		return 1
	}
	return 0
}

func (d *shiftJISDecoder) decodeUTF16(dst []uint16, src []byte, last bool) (int, int, status) {
	return decodeShiftJIS(d, dst, src, last)
}

func (d *shiftJISDecoder) decodeUTF8(dst []byte, src []byte, last bool) (int, int, status) {
	return decodeShiftJIS(d, dst, src, last)
}

// isShiftJISLead reports whether b is a Shift_JIS leading byte (0x81..0x9F,
// 0xE0..0xFC).
func isShiftJISLead(b byte) bool { return b-0x81 <= 0x9F-0x81 || b-0xE0 <= 0xFC-0xE0 }

// shiftJISPair is the code point for leading byte leading followed by byte
// b, or 0 when the handler returns error for them: steps 3.3 to 3.9 of the
// Shift_JIS decoder.
func shiftJISPair(leading, b byte) rune {
	if b < 0x40 || b == 0x7F || b > 0xFC {
		return 0 // pointer is null
	}
	offset := 0x40
	if b >= 0x7F {
		offset = 0x41
	}
	leadingOffset := 0x81
	if leading >= 0xA0 {
		leadingOffset = 0xC1
	}
	pointer := (int(leading)-leadingOffset)*188 + int(b) - offset
	if uint(pointer-8836) <= 10715-8836 { // EUDC: the Private Use Area
		return rune(0xE000 - 8836 + pointer)
	}
	if pointer < len(tables.JIS0208Decode) {
		return rune(tables.JIS0208Decode[pointer])
	}
	return 0
}

// shiftJISRun decodes the leading run of src made of ASCII bytes and of
// pairs of a leading and a trailing byte that decode to a code point of
// index jis0208 (so not EUDC), while dst has room. It returns the units
// written and the bytes read. The pair's pointer is the sum of a part per
// byte (tables.ShiftJISLeadPointers and ShiftJISTrailOffsets), beyond
// tables.JIS0208Decode when either byte is not for this path. ASCII
// between pairs is taken here too: a lone byte, a short run as one word, a
// longer one through copyASCII (copyASCIIRunUTF16, copyASCIIRunUTF8).
func shiftJISRun[T unit](dst []T, src []byte) (j, i int) {
	if !is16[T]() {
		return shiftJISRunUTF8(*(*[]byte)(unsafe.Pointer(&dst)), src)
	}
	d := *(*[]uint16)(unsafe.Pointer(&dst))
	for i+1 < len(src) && j < len(d) {
		leading, b := src[i], src[i+1]
		if leading < 0x80 {
			if b >= 0x80 {
				d[j] = uint16(leading) // a lone ASCII byte
				i, j = i+1, j+1
				continue
			}
			n := copyASCIIRunUTF16(d, src, i, j)
			i, j = i+n, j+n
			continue
		}
		pointer := uint(tables.ShiftJISLeadPointers[leading]) + uint(tables.ShiftJISTrailOffsets[b])
		if pointer >= uint(len(tables.JIS0208Decode)) {
			break
		}
		cp := tables.JIS0208Decode[pointer]
		if cp == 0 {
			break
		}
		d[j] = cp
		i, j = i+2, j+1
	}
	return j, i
}

// shiftJISRunUTF8 is shiftJISRun for UTF-8 output (the same loop: a helper
// for the pair would not be inlined).
func shiftJISRunUTF8(dst []byte, src []byte) (j, i int) {
	forms := &tables.JIS0208DecodeUTF8
	for i+1 < len(src) && j+4 <= len(dst) {
		leading, b := src[i], src[i+1]
		if leading < 0x80 {
			if b >= 0x80 {
				dst[j] = leading // a lone ASCII byte
				i, j = i+1, j+1
				continue
			}
			n := copyASCIIRunUTF8(dst, src, i, j)
			i, j = i+n, j+n
			continue
		}
		o := dst[j : j+4 : j+4]
		pointer := uint(tables.ShiftJISLeadPointers[leading]) + uint(tables.ShiftJISTrailOffsets[b])
		if pointer < uint(len(forms)) {
			// The UTF-8 form, stored as four bytes of which the output
			// keeps its length.
			f := forms[pointer]
			if f == 0 {
				break
			}
			binary.LittleEndian.PutUint32(o, f)
			i, j = i+2, j+int(f>>30)
			continue
		}
		if pointer >= uint(len(tables.JIS0208Decode)) {
			break
		}
		cp := tables.JIS0208Decode[pointer]
		if cp == 0 {
			break
		}
		j += putUTF8Wide(o, cp)
		i += 2
	}
	return j, i
}

// decodeShiftJIS runs the Shift_JIS decoder's handler over src (see
// decoderKernel).
func decodeShiftJIS[T unit](d *shiftJISDecoder, dst []T, src []byte, last bool) (j, i int, st status) {
	for i < len(src) {
		if len(dst)-j < stepRoom[T]() {
			return j, i, full
		}
		b := src[i]
		if d.leading == 0 {
			if b < 0x80 { // an ASCII byte: a run of them is copied at once
				n := copyASCII(dst[j:], src[i:])
				i, j = i+n, j+n
				continue
			}
			// Fast path: pairs of a leading and a trailing byte, both in
			// src, that decode to a code point of index jis0208 are handled
			// in a tight loop; anything else goes through the handler a
			// byte at a time.
			if n, m := shiftJISRun(dst[j:], src[i:]); m > 0 {
				i, j = i+m, j+n
				continue
			}
			if i+1 < len(src) && isShiftJISLead(b) { // EUDC and the rest
				if cp := shiftJISPair(b, src[i+1]); cp != 0 {
					j = putRune(dst, j, cp)
					i += 2
					continue
				}
			}
			i++
			switch {
			case b == 0x80:
				j = putRune(dst, j, rune(b))
			case b >= 0xA1 && b <= 0xDF: // half-width katakana
				j = putRune(dst, j, rune(0xFF61-0xA1+int(b)))
			case isShiftJISLead(b):
				d.leading = b
			default:
				return j, i, errConsumed
			}
			continue
		}
		leading := d.leading
		d.leading = 0
		if cp := shiftJISPair(leading, b); cp != 0 {
			j = putRune(dst, j, cp)
			i++
			continue
		}
		if b < 0x80 {
			return j, i, errRestored // the ASCII byte is read again
		}
		return j, i + 1, errConsumed
	}
	if last && d.leading != 0 { // end-of-queue with a pending leading byte
		d.leading = 0
		return j, i, errRestored
	}
	return j, i, done
}

// shiftJISEncoder is the Shift_JIS encoder.
type shiftJISEncoder struct{ stateless }

func (shiftJISEncoder) encode(dst []byte, cp rune) (int, rune) {
	switch {
	case cp <= 0x80:
		dst[0] = byte(cp)
		return 1, -1
	case cp == 0xA5:
		dst[0] = 0x5C
		return 1, -1
	case cp == 0x203E:
		dst[0] = 0x7E
		return 1, -1
	case cp >= 0xFF61 && cp <= 0xFF9F:
		dst[0] = byte(cp - 0xFF61 + 0xA1)
		return 1, -1
	case cp == 0x2212:
		cp = 0xFF0D
	case cp >= 0x10000:
		return 0, cp
	}
	// The index Shift_JIS pointer's two bytes, leading + leadingOffset and
	// trailing + offset, as the table holds them.
	b := tables.ShiftJISEncode.Bytes(cp)
	if b == 0 {
		return 0, cp
	}
	dst[0], dst[1] = byte(b>>8), byte(b)
	return 2, -1
}

// encodeRunUTF8 and encodeRunUTF16 are the encoder's run loop (see
// runEncoder). tables.ShiftJISEncode holds the handler's result for every
// BMP code point but ASCII, U+0080 to U+2212 included.
func (shiftJISEncoder) encodeRunUTF8(dst, src []byte) (nDst, nSrc int) {
	return tableRunUTF8(&tables.ShiftJISEncode, 0, dst, src)
}

func (shiftJISEncoder) encodeRunUTF16(dst []byte, src []uint16) (nDst, nSrc int) {
	return tableRunUTF16(&tables.ShiftJISEncode, 0, dst, src)
}
