package textcodec

import (
	"unsafe"
)

// UTF-8, as the standard's "UTF-8 decoder" and "UTF-8 encoder" define them.
// The decoder's fast path takes whole well-formed sequences at once (see
// utf16FromUTF8 and validUTF8Run); any
// other byte goes through the handler one byte at a time, which gives
// exactly one U+FFFD per maximal ill-formed subpart. In replacement mode
// the decoder writes that U+FFFD itself and goes on (see replace), so that
// text with many errors does not return to the Decoder for each.

// utf8CheckBlock is how many bytes of UTF-8 the decoder checks before it
// copies them to UTF-8 output: small enough to stay in the first-level cache.
const utf8CheckBlock = 8 << 10

// utf8Decoder is the UTF-8 decoder with its state: UTF-8 code point, bytes
// seen, bytes needed, lower boundary and upper boundary.
type utf8Decoder struct {
	codePoint    rune
	seen, needed uint8
	lower, upper byte
	// replace is set when the Decoder's error mode is "replacement" (see
	// runKernel): then the handler's error is U+FFFD written here, as
	// "process an item" would, instead of a return with errConsumed or
	// errRestored.
	replace bool
}

func (d *utf8Decoder) reset() { *d = utf8Decoder{replace: d.replace} }

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
			if is16[T]() {
				// UTF-8 to UTF-16: check and convert the well-formed run
				// that fits, in one pass.
				dst16 := *(*[]uint16)(unsafe.Pointer(&dst))
				if nd, ns := utf16FromUTF8(dst16[j:], src[i:min(len(src), i+len(dst)-j)]); ns > 0 {
					i, j = i+ns, j+nd
					continue
				}
			}
			if !is16[T]() && d.replace {
				// UTF-8 to UTF-8 in replacement mode: runs and the U+FFFD
				// between them in one loop.
				if nd, ns := replaceRunsFor(dst[j:], src[i:]); ns > 0 {
					i, j = i+ns, j+nd
					continue
				}
			}
			if !is16[T]() {
				// UTF-8 to UTF-8: copy the well-formed run that fits, ASCII
				// included, a block at a time, so that the copy reads bytes
				// the check has just brought into the cache.
				if n := validUTF8Run(src[i:min(len(src), i+len(dst)-j, i+utf8CheckBlock)]); n > 0 {
					copy(unsafe.Slice((*byte)(unsafe.Pointer(&dst[j])), n), src[i:i+n])
					i, j = i+n, j+n
					continue
				}
			}
			if src[i] < 0x80 {
				n := copyASCII(dst[j:], src[i:])
				i, j = i+n, j+n
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
				if d.replace {
					// The kernel's loop left stepRoom free.
					j = putReplacement(dst, j)
					i++
					continue
				}
				return j, i + 1, errConsumed
			}
			i++
			continue
		}
		if b < d.lower || b > d.upper {
			d.reset()
			if d.replace {
				j = putReplacement(dst, j)
				continue // the byte is read again
			}
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
		if d.replace {
			if len(dst)-j < stepRoom[T]() {
				return j, i, full // the sequence is kept for the next call
			}
			d.reset()
			return putReplacement(dst, j), i, done
		}
		d.reset()
		return j, i, errRestored
	}
	return j, i, done
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
	return UTF16ToUTF8(dst, src[:heldSurrogateCut(src)])
}

// heldSurrogateCut returns len(src), less one when src ends with a leading
// surrogate. The UTF-8 encoder's run loop from UTF-16 is UTF16ToUTF8, which
// reads a lone surrogate as U+FFFD just as the encoder's handler does (the
// scalar values of a USVString), and U+FFFD is in UTF-8: it may take them.
// Only a leading surrogate at the end of src is left to the handler: its
// trailing surrogate may be in the next chunk.
func heldSurrogateCut(src []uint16) int {
	n := len(src)
	if n > 0 && src[n-1]-0xD800 < 0x400 {
		n--
	}
	return n
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
