package core

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
	if d.bigEndian {
		return uint16(src[i])<<8 | uint16(src[i+1])
	}
	return uint16(src[i+1])<<8 | uint16(src[i])
}

// decodeUTF16Bytes runs the shared UTF-16 decoder's handler over src (see
// decoderKernel).
func decodeUTF16Bytes[T unit](d *utf16Decoder, dst []T, src []byte, last bool) (j, i int, st status) {
	for {
		if len(dst)-j < stepRoom[T]() {
			if i < len(src) || d.hasReplay || last {
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
			cu = d.unitAt(src, i)
			i += 2
			if d.leadingSurrogate == 0 && (cu < 0xD800 || cu > 0xDFFF) {
				// Fast path: a run of code units that are not surrogates.
				j = putRune(dst, j, rune(cu))
				for i+1 < len(src) && len(dst)-j >= stepRoom[T]() {
					cu = d.unitAt(src, i)
					if cu >= 0xD800 && cu <= 0xDFFF {
						break
					}
					j = putRune(dst, j, rune(cu))
					i += 2
				}
				continue
			}
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
