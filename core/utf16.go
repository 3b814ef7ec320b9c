package core

import "encoding/binary"

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
				if d.bigEndian {
					nd, ns = utf16Run[T, bigEndian](dst[j:], src[i:])
				} else {
					nd, ns = utf16Run[T, littleEndian](dst[j:], src[i:])
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

// byteOrder reads a UTF-16 code unit; its two implementations let utf16Run
// be compiled once per byte order, with no test in the loop.
type byteOrder interface {
	littleEndian | bigEndian
	unit(b []byte) uint16
	word(w uint64) uint64 // w with the bytes of each code unit in little-endian order
}

type littleEndian struct{}
type bigEndian struct{}

func (littleEndian) unit(b []byte) uint16 { return uint16(b[1])<<8 | uint16(b[0]) }
func (bigEndian) unit(b []byte) uint16    { return uint16(b[0])<<8 | uint16(b[1]) }
func (littleEndian) word(w uint64) uint64 { return w }
func (bigEndian) word(w uint64) uint64 {
	return (w&0x00FF00FF00FF00FF)<<8 | (w>>8)&0x00FF00FF00FF00FF
}

// hasSurrogate reports whether one of the four code units in w is a
// surrogate (0xD800..0xDFFF): a lane of w&0xF800 equal to 0xD800 makes a zero
// lane after the XOR, which the has-zero test finds.
func hasSurrogate(w uint64) bool {
	x := w&0xF800F800F800F800 ^ 0xD800D800D800D800
	return (x-0x0001000100010001)&^x&0x8000800080008000 != 0
}

// utf16Run decodes the well-formed UTF-16 at the start of src (code units
// that are not surrogates, and surrogate pairs) while dst has room, and
// returns how much it wrote and read. It stops before anything else, which
// the handler then takes one step at a time.
func utf16Run[T unit, O byteOrder](dst []T, src []byte) (j, i int) {
	var o O
	for i+1 < len(src) && len(dst)-j >= stepRoom[T]() {
		if i+8 <= len(src) && len(dst)-j >= 4 {
			// Four code units at once: below U+0080 for UTF-8 output, not
			// surrogates for UTF-16 output.
			w := o.word(binary.LittleEndian.Uint64(src[i:]))
			if w&0xFF80FF80FF80FF80 == 0 || is16[T]() && !hasSurrogate(w) {
				d := dst[j : j+4 : j+4]
				d[0], d[1], d[2], d[3] = T(w), T(w>>16), T(w>>32), T(w>>48)
				i, j = i+8, j+4
				continue
			}
		}
		cu := o.unit(src[i:])
		switch {
		case cu < 0x80:
			dst[j] = T(cu)
			j++
		case cu < 0xD800 || cu > 0xDFFF:
			if is16[T]() {
				dst[j] = T(cu)
				j++
			} else {
				j = put2or3(dst, j, cu)
			}
		case cu <= 0xDBFF && i+3 < len(src):
			cu2 := o.unit(src[i+2:])
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
