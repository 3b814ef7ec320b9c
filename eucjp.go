package textcodec

import (
	"encoding/binary"
	"unsafe"

	"github.com/textcodec/textcodec/internal/tables"
)

// EUC-JP, as the standard's "EUC-JP decoder" and "EUC-JP encoder" define it,
// over index jis0208 (tables.JIS0208Decode, tables.EUCJPEncode) and, for
// decoding only, index jis0212 (tables.JIS0212Decode).

// eucJPDecoder is the EUC-JP decoder; its state is EUC-JP leading and the
// EUC-JP jis0212 flag (set after 0x8F when leading holds the second byte of
// a three-byte sequence).
type eucJPDecoder struct {
	leading byte
	jis0212 bool
}

func (d *eucJPDecoder) reset() { *d = eucJPDecoder{} }

func (d *eucJPDecoder) pending() int {
	switch {
	case d.jis0212:
		return 2 // 0x8F and the byte in leading
	case d.leading != 0:
		return 1
	}
	return 0
}

func (d *eucJPDecoder) decodeUTF16(dst []uint16, src []byte, last bool) (int, int, status) {
	return decodeEUCJP(d, dst, src, last)
}

func (d *eucJPDecoder) decodeUTF8(dst []byte, src []byte, last bool) (int, int, status) {
	return decodeEUCJP(d, dst, src, last)
}

// isEUCJPByte reports whether b is in the range 0xA1 to 0xFE.
func isEUCJPByte(b byte) bool { return b-0xA1 <= 0xFE-0xA1 }

// eucJPPair is the index code point for the two bytes leading and b, both in
// 0xA1..0xFE, in index jis0208 (or jis0212 when jis0212 is set), or 0 (null).
func eucJPPair(leading, b byte, jis0212 bool) rune {
	pointer := (int(leading)-0xA1)*94 + int(b) - 0xA1
	if jis0212 {
		if pointer < len(tables.JIS0212Decode) {
			return rune(tables.JIS0212Decode[pointer])
		}
		return 0
	}
	if pointer < len(tables.JIS0208Decode) {
		return rune(tables.JIS0208Decode[pointer])
	}
	return 0
}

// eucJPRun decodes the leading run of src made of two-byte sequences that
// decode to a code point (jis0208, or half-width katakana after 0x8E) and of
// the ASCII between them, while dst has room. It returns the units
// written and the bytes read.
func eucJPRun[T unit](dst []T, src []byte) (j, i int) {
	if !is16[T]() {
		return eucJPRunUTF8(*(*[]byte)(unsafe.Pointer(&dst)), src)
	}
	return eucJPRunUTF16(*(*[]uint16)(unsafe.Pointer(&dst)), src)
}

// eucJPRunUTF16 is eucJPRun for UTF-16 output.
func eucJPRunUTF16(dst []uint16, src []byte) (j, i int) {
	jis0208 := (*[94 * 94]uint16)(tables.JIS0208Decode[:94*94])
	for i+1 < len(src) && j < len(dst) {
		s := src[i : i+2 : i+2]
		leading, b := s[0], s[1]
		if l, t := uint(leading-0xA1), uint(b-0xA1); l < 94 && t < 94 {
			cp := jis0208[l*94+t]
			if cp == 0 {
				break
			}
			dst[j] = cp
			i, j = i+2, j+1
			continue
		}
		if leading < 0x80 {
			if b >= 0x80 {
				dst[j] = uint16(leading) // a lone ASCII byte
				i, j = i+1, j+1
				continue
			}
			n := copyASCIIRunUTF16(dst, src, i, j)
			i, j = i+n, j+n
			continue
		}
		cp := eucJPTwoBytes(leading, b)
		if cp == 0 {
			break
		}
		dst[j] = cp
		i, j = i+2, j+1
	}
	return j, i
}

// eucJPRunUTF8 is eucJPRun for UTF-8 output: a jis0208 pair's UTF-8 form
// comes from tables.JIS0208DecodeUTF8, stored as four bytes of which the
// output keeps its length. It also copies the ASCII between two-byte
// sequences.
func eucJPRunUTF8(dst []byte, src []byte) (j, i int) {
	forms := &tables.JIS0208DecodeUTF8
	for i+1 < len(src) && j+4 <= len(dst) {
		// Fixed-length views: the compiler drops the bounds checks.
		s, o := src[i:i+2:i+2], dst[j:j+4:j+4]
		leading, b := s[0], s[1]
		if l, t := uint(leading-0xA1), uint(b-0xA1); l < 94 && t < 94 {
			f := forms[l*94+t]
			if f == 0 {
				break
			}
			binary.LittleEndian.PutUint32(o, f)
			i, j = i+2, j+int(f>>30)
			continue
		}
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
		cp := eucJPTwoBytes(leading, b)
		if cp == 0 {
			break
		}
		j += putUTF8Wide(o, cp)
		i += 2
	}
	return j, i
}

// eucJPTwoBytes is the code point for the two bytes leading and b when they
// are a jis0208 or half-width katakana sequence that decodes, else 0.
func eucJPTwoBytes(leading, b byte) uint16 {
	if l, t := uint(leading-0xA1), uint(b-0xA1); l < 94 && t < 94 {
		// Pointers below 94×94 are all a pair can reach: with that fixed
		// length the index needs no bounds check.
		return (*[94 * 94]uint16)(tables.JIS0208Decode[:94*94])[l*94+t]
	}
	if leading == 0x8E && b-0xA1 <= 0xDF-0xA1 {
		return uint16(0xFF61 - 0xA1 + int(b))
	}
	return 0
}

// decodeEUCJP runs the EUC-JP decoder's handler over src (see decoderKernel).
func decodeEUCJP[T unit](d *eucJPDecoder, dst []T, src []byte, last bool) (j, i int, st status) {
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
			// Fast path: pairs of bytes in 0xA1..0xFE, both in src, that
			// decode to a code point of index jis0208 are handled in a tight
			// loop, and so is half-width katakana; anything else goes
			// through the handler a byte at a time.
			if n, m := eucJPRun(dst[j:], src[i:]); m > 0 {
				i, j = i+m, j+n
				continue
			}
			i++
			if b == 0x8E || b == 0x8F || isEUCJPByte(b) {
				d.leading = b
				continue
			}
			return j, i, errConsumed
		}
		if d.leading == 0x8E && b >= 0xA1 && b <= 0xDF { // half-width katakana
			d.leading = 0
			j = putRune(dst, j, rune(0xFF61-0xA1+int(b)))
			i++
			continue
		}
		if d.leading == 0x8F && isEUCJPByte(b) { // JIS X 0212 follows
			d.jis0212 = true
			d.leading = b
			i++
			continue
		}
		leading := d.leading
		d.leading = 0
		var cp rune
		if isEUCJPByte(leading) && isEUCJPByte(b) {
			cp = eucJPPair(leading, b, d.jis0212)
		}
		d.jis0212 = false
		if cp != 0 {
			j = putRune(dst, j, cp)
			i++
			continue
		}
		if b < 0x80 {
			return j, i, errRestored // the ASCII byte is read again
		}
		return j, i + 1, errConsumed
	}
	if last && d.leading != 0 { // end-of-queue with a pending sequence
		d.leading = 0
		d.jis0212 = false
		return j, i, errRestored
	}
	return j, i, done
}

// eucJPEncoder is the EUC-JP encoder.
type eucJPEncoder struct{ stateless }

func (eucJPEncoder) encode(dst []byte, cp rune) (int, rune) {
	switch {
	case cp < 0x80:
		dst[0] = byte(cp)
		return 1, -1
	case cp == 0xA5:
		dst[0] = 0x5C
		return 1, -1
	case cp == 0x203E:
		dst[0] = 0x7E
		return 1, -1
	case cp >= 0xFF61 && cp <= 0xFF9F:
		dst[0] = 0x8E
		dst[1] = byte(cp - 0xFF61 + 0xA1)
		return 2, -1
	case cp == 0x2212:
		cp = 0xFF0D
	case cp >= 0x10000:
		return 0, cp
	}
	// The index jis0208 pointer's two bytes, pointer / 94 + 0xA1 and
	// pointer % 94 + 0xA1, as the table holds them.
	b := tables.EUCJPEncode.Bytes(cp)
	if b == 0 {
		return 0, cp
	}
	dst[0], dst[1] = byte(b>>8), byte(b)
	return 2, -1
}

// encodeRunUTF8 and encodeRunUTF16 are the encoder's run loop (see
// runEncoder). tables.EUCJPEncode holds the handler's result for every BMP
// code point but ASCII, U+00A5 to U+2212 included.
func (eucJPEncoder) encodeRunUTF8(dst, src []byte) (nDst, nSrc int) {
	return tableRunUTF8(&tables.EUCJPEncode, 0, dst, src)
}

func (eucJPEncoder) encodeRunUTF16(dst []byte, src []uint16) (nDst, nSrc int) {
	return tableRunUTF16(&tables.EUCJPEncode, 0, dst, src)
}
