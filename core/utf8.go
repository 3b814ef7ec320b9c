package core

import "unsafe"

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
			} else if n := wellFormedLen(src[i:]); n > 0 {
				j = putSequence(dst, j, src[i:i+n])
				i += n
				// Stay here for a run of three-byte sequences (most of CJK).
				for i+2 < len(src) && j < len(dst) {
					b0, b1, b2 := src[i], src[i+1], src[i+2]
					if b0 < 0xE1 || b0 > 0xEC || b1&0xC0 != 0x80 || b2&0xC0 != 0x80 {
						break
					}
					dst[j] = T(rune(b0&0xF)<<12 | rune(b1&0x3F)<<6 | rune(b2&0x3F))
					i, j = i+3, j+1
				}
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

// wellFormedLen returns the length of the well-formed multi-byte UTF-8
// sequence at the start of s, or 0 if s does not start with one (ill-formed,
// or cut short by the end of s).
func wellFormedLen(s []byte) int {
	b := s[0]
	switch {
	case b >= 0xC2 && b <= 0xDF:
		if len(s) >= 2 && s[1]&0xC0 == 0x80 {
			return 2
		}
	case b >= 0xE0 && b <= 0xEF:
		if len(s) >= 3 && inRange(s[1], firstTrail(b)) && s[2]&0xC0 == 0x80 {
			return 3
		}
	case b >= 0xF0 && b <= 0xF4:
		if len(s) >= 4 && inRange(s[1], firstTrail(b)) && s[2]&0xC0 == 0x80 && s[3]&0xC0 == 0x80 {
			return 4
		}
	}
	return 0
}

// firstTrail gives the bounds of the byte after lead byte b, packed as
// lower<<8 | upper: the UTF-8 decoder's lower and upper boundary.
func firstTrail(b byte) uint16 {
	switch b {
	case 0xE0:
		return 0xA0BF
	case 0xED:
		return 0x809F
	case 0xF0:
		return 0x90BF
	case 0xF4:
		return 0x808F
	}
	return 0x80BF
}

func inRange(c byte, bounds uint16) bool { return c >= byte(bounds>>8) && c <= byte(bounds) }

// putSequence writes the well-formed sequence seq at dst[j:]: copied as it is
// for UTF-8 output, converted for UTF-16 output.
func putSequence[T unit](dst []T, j int, seq []byte) int {
	if !is16[T]() {
		for k, c := range seq {
			dst[j+k] = T(c)
		}
		return j + len(seq)
	}
	var cp rune
	switch len(seq) {
	case 2:
		cp = rune(seq[0]&0x1F)<<6 | rune(seq[1]&0x3F)
	case 3:
		cp = rune(seq[0]&0xF)<<12 | rune(seq[1]&0x3F)<<6 | rune(seq[2]&0x3F)
	default:
		cp = rune(seq[0]&0x7)<<18 | rune(seq[1]&0x3F)<<12 | rune(seq[2]&0x3F)<<6 | rune(seq[3]&0x3F)
	}
	return putRune(dst, j, cp)
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
