package core

import (
	"encoding/binary"
	"unsafe"
)

// UTF-8, as the standard's "UTF-8 decoder" and "UTF-8 encoder" define them.
// The decoder's fast path takes whole well-formed sequences at once; any
// other byte goes through the handler one byte at a time, which gives
// exactly one U+FFFD per maximal ill-formed subpart.

// utf8Decoder is the UTF-8 decoder with its state: UTF-8 code point, bytes
// seen, bytes needed, lower boundary and upper boundary.
type utf8Decoder struct {
	codePoint    rune
	seen, needed uint8
	lower, upper byte
}

func (d *utf8Decoder) reset() { *d = utf8Decoder{} }

func (d *utf8Decoder) pending() int { return int(d.seen) + btoi(d.needed != 0) }

func (d *utf8Decoder) decodeUTF16(dst []uint16, src []byte, last bool) (int, int, status) {
	return decodeUTF8Bytes(d, dst, src, last)
}

func (d *utf8Decoder) decodeUTF8(dst []byte, src []byte, last bool) (int, int, status) {
	return decodeUTF8Bytes(d, dst, src, last)
}

// decodeUTF8Bytes runs the UTF-8 decoder's handler over src (see decoderKernel).
func decodeUTF8Bytes[T unit](d *utf8Decoder, dst []T, src []byte, last bool) (j, i int, st status) {
	for i < len(src) {
		if len(dst)-j < stepRoom[T]() {
			return j, i, full
		}
		if d.needed == 0 {
			if src[i] < 0x80 {
				n := copyASCII(dst[j:], src[i:])
				i, j = i+n, j+n
				continue
			}
			if !is16[T]() {
				// UTF-8 to UTF-8: copy the well-formed run that fits.
				if n := validUTF8Run(src[i:min(len(src), i+len(dst)-j)]); n > 0 {
					copy(unsafe.Slice((*byte)(unsafe.Pointer(&dst[j])), n), src[i:i+n])
					i, j = i+n, j+n
					continue
				}
			} else if n := validUTF8Run(src[i:min(len(src), i+len(dst)-j)]); n > 0 {
				// UTF-8 to UTF-16: find the well-formed run, then convert
				// it with no checks (no sequence takes more code units
				// than bytes, so it fits).
				j += utf16FromValidUTF8(*(*[]uint16)(unsafe.Pointer(&dst)), j, src[i:i+n])
				i += n
				continue
			}
		}
		// One byte through the handler.
		b := src[i]
		if d.needed == 0 {
			d.lower, d.upper = 0x80, 0xBF
			switch {
			case b >= 0xC2 && b <= 0xDF:
				d.needed, d.codePoint = 1, rune(b&0x1F)
			case b >= 0xE0 && b <= 0xEF:
				if b == 0xE0 {
					d.lower = 0xA0
				} else if b == 0xED {
					d.upper = 0x9F
				}
				d.needed, d.codePoint = 2, rune(b&0xF)
			case b >= 0xF0 && b <= 0xF4:
				if b == 0xF0 {
					d.lower = 0x90
				} else if b == 0xF4 {
					d.upper = 0x8F
				}
				d.needed, d.codePoint = 3, rune(b&0x7)
			default:
				return j, i + 1, errConsumed
			}
			i++
			continue
		}
		if b < d.lower || b > d.upper {
			d.reset()
			return j, i, errRestored // the byte is read again
		}
		d.lower, d.upper = 0x80, 0xBF
		d.codePoint = d.codePoint<<6 | rune(b&0x3F)
		d.seen++
		i++
		if d.seen == d.needed {
			cp := d.codePoint
			d.reset()
			j = putRune(dst, j, cp)
		}
	}
	if last && d.needed != 0 { // end-of-queue in the middle of a sequence
		d.reset()
		return j, i, errRestored
	}
	return j, i, done
}

// utf16FromValidUTF8 converts src, well-formed UTF-8, to UTF-16 at dst[j:],
// which has room for len(src) code units, and returns the number written.
func utf16FromValidUTF8(dst []uint16, j int, src []byte) int {
	start := j
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c < 0x80:
			// ASCII, eight bytes at a time while they are.
			for i+8 <= len(src) {
				s, d := src[i:i+8:i+8], dst[j:j+8:j+8]
				if binary.LittleEndian.Uint64(s)&highBits != 0 {
					break
				}
				d[0], d[1], d[2], d[3] = uint16(s[0]), uint16(s[1]), uint16(s[2]), uint16(s[3])
				d[4], d[5], d[6], d[7] = uint16(s[4]), uint16(s[5]), uint16(s[6]), uint16(s[7])
				i, j = i+8, j+8
			}
			for i < len(src) && src[i] < 0x80 {
				dst[j] = uint16(src[i])
				i, j = i+1, j+1
			}
		case c < 0xE0:
			s := src[i : i+2 : i+2]
			dst[j] = uint16(s[0]&0x1F)<<6 | uint16(s[1]&0x3F)
			i, j = i+2, j+1
		case c < 0xF0:
			// A run of three-byte sequences (most of CJK) stays here.
			for {
				s := src[i : i+3 : i+3]
				dst[j] = uint16(s[0]&0xF)<<12 | uint16(s[1]&0x3F)<<6 | uint16(s[2]&0x3F)
				i, j = i+3, j+1
				if i >= len(src) || src[i]&0xF0 != 0xE0 {
					break
				}
			}
		default:
			s, d := src[i:i+4:i+4], dst[j:j+2:j+2]
			cp := rune(s[0]&0x7)<<18 | rune(s[1]&0x3F)<<12 | rune(s[2]&0x3F)<<6 | rune(s[3]&0x3F)
			d[0], d[1] = uint16(0xD7C0+cp>>10), uint16(0xDC00|cp&0x3FF)
			i, j = i+4, j+2
		}
	}
	return j - start
}

// utf8Encoder is the UTF-8 encoder.
type utf8Encoder struct{ stateless }

func (utf8Encoder) encode(dst []byte, cp rune) (int, rune) { return putRune(dst, 0, cp), -1 }

// encodeRunUTF8 and encodeRunUTF16 are the encoder's run loop (see
// runEncoder): well-formed UTF-8 is copied as it is.
func (utf8Encoder) encodeRunUTF8(dst, src []byte) (int, int) {
	n := validUTF8Run(src[:min(len(src), len(dst))])
	copy(dst, src[:n])
	return n, n
}

func (utf8Encoder) encodeRunUTF16(dst []byte, src []uint16) (int, int) {
	return utf8RunUTF16(dst, src)
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
