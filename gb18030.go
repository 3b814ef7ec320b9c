package textcodec

import (
	"encoding/binary"
	"unsafe"

	"github.com/textcodec/textcodec/internal/tables"
)

// gb18030 and GBK, as the standard's "gb18030 decoder" and "gb18030 encoder"
// define them (GBK's decoder is gb18030's decoder; GBK's encoder is gb18030's
// encoder with "is GBK" set), over index gb18030 (tables.GB18030Decode,
// tables.GB18030Encode) and index gb18030 ranges (tables.GB18030Ranges).

// gb18030Decoder is the gb18030 decoder: its state is gb18030 first, second
// and third, plus one byte restored to the I/O queue from an earlier call.
//
// The standard restores « gb18030 second, gb18030 third, byte » and
// « gb18030 second, byte » after an error. The current byte is restored by not
// consuming it. Of the others, gb18030 second is always an ASCII digit, which
// decodes to itself, and gb18030 third is always in 0x81..0xFE, which only
// becomes gb18030 first again; so, as the standard's "Implementation
// considerations" suggest, second goes to replay (output before anything
// else on the next call) and third becomes first.
type gb18030Decoder struct {
	first, second, third byte
	replay               byte // an ASCII digit restored to the queue, or 0
}

func (d *gb18030Decoder) reset() { *d = gb18030Decoder{} }

func (d *gb18030Decoder) pending() int {
	n := 0
	for _, b := range [...]byte{d.first, d.second, d.third, d.replay} {
		if b != 0 {
			n++
		}
	}
	return n
}

func (d *gb18030Decoder) decodeUTF16(dst []uint16, src []byte, last bool) (int, int, status) {
	return decodeGB18030(d, dst, src, last)
}

func (d *gb18030Decoder) decodeUTF8(dst []byte, src []byte, last bool) (int, int, status) {
	return decodeGB18030(d, dst, src, last)
}

// gb18030FourByte is the pointer of the four-byte sequence b1 b2 b3 b4, each
// in its range (0x81..0xFE, 0x30..0x39, 0x81..0xFE, 0x30..0x39).
func gb18030FourByte(b1, b2, b3, b4 byte) int {
	return (int(b1)-0x81)*(10*126*10) + (int(b2)-0x30)*(10*126) + (int(b3)-0x81)*10 + int(b4) - 0x30
}

// gb18030RangesCodePoint is "index gb18030 ranges code point": the code
// point for pointer, or -1 for null.
func gb18030RangesCodePoint(pointer int) rune {
	if pointer > 39419 && pointer < 189000 || pointer > 1237575 {
		return -1
	}
	if pointer == 7457 {
		return 0xE7C7
	}
	// The last range whose pointer is <= pointer (the first range's is 0).
	lo, hi := 0, len(tables.GB18030Ranges)
	for hi-lo > 1 {
		m := int(uint(lo+hi) >> 1)
		if int(tables.GB18030Ranges[m].Pointer) <= pointer {
			lo = m
		} else {
			hi = m
		}
	}
	r := &tables.GB18030Ranges[lo]
	return rune(int(r.CodePoint) + pointer - int(r.Pointer))
}

// gb18030TwoByte is the code point index gb18030 gives the two-byte
// sequence lead trail (lead in 0x81..0xFE), or 0 when there is none.
func gb18030TwoByte(lead, trail byte) rune {
	if trail < 0x40 || trail == 0x7F || trail == 0xFF {
		return 0
	}
	offset := 0x40
	if trail > 0x7F {
		offset = 0x41
	}
	pointer := (int(lead)-0x81)*190 + int(trail) - offset
	if uint(pointer) < uint(len(tables.GB18030Decode)) {
		return rune(tables.GB18030Decode[pointer])
	}
	return 0
}

// decodeGB18030Run decodes the leading run of src made of ASCII bytes and
// of two-byte sequences that index gb18030 maps, as far as dst has room, and
// returns the units written and the bytes read. It is the decoder's fast
// path, for when no state is pending.
func decodeGB18030Run[T unit](dst []T, src []byte) (j, i int) {
	if !is16[T]() {
		return decodeGB18030RunUTF8(*(*[]byte)(unsafe.Pointer(&dst)), src)
	}
	for i+1 < len(src) && j < len(dst) {
		lead, trail := uint(src[i])-0x81, src[i+1]
		if lead >= 0x7E || trail-0x40 >= 0xBF || trail == 0x7F {
			if src[i] < 0x80 {
				if asciiWord(src, i) && len(dst)-j >= 8 {
					n := copyASCII(dst[j:], src[i:]) // a run of ASCII
					i, j = i+n, j+n
					continue
				}
				dst[j] = T(src[i])
				i, j = i+1, j+1
				continue
			}
			break
		}
		// The offset is 0x41 for trail bytes from 0x80 on.
		cp := tables.GB18030Decode[lead*190+uint(trail)-0x40-uint(trail>>7)]
		if cp == 0 {
			break
		}
		dst[j] = T(cp)
		i, j = i+2, j+1
	}
	return j, i
}

// decodeGB18030RunUTF8 is decodeGB18030Run for UTF-8 output.
func decodeGB18030RunUTF8(dst []byte, src []byte) (j, i int) {
	for i+1 < len(src) && j+4 <= len(dst) {
		lead, trail := uint(src[i])-0x81, src[i+1]
		if lead >= 0x7E || trail-0x40 >= 0xBF || trail == 0x7F {
			if src[i] < 0x80 {
				if asciiWord(src, i) && len(dst)-j >= 8 {
					n := copyASCII(dst[j:], src[i:]) // a run of ASCII
					i, j = i+n, j+n
					continue
				}
				dst[j] = src[i]
				i, j = i+1, j+1
				continue
			}
			break
		}
		// The UTF-8 form, stored as four bytes of which the output keeps
		// its length.
		f := tables.GB18030DecodeUTF8[lead*190+uint(trail)-0x40-uint(trail>>7)]
		if f == 0 {
			break
		}
		binary.LittleEndian.PutUint32(dst[j:j+4:j+4], f)
		i, j = i+2, j+int(f>>30)
	}
	return j, i
}

// decodeGB18030 runs the gb18030 decoder's handler over src (see
// decoderKernel).
func decodeGB18030[T unit](d *gb18030Decoder, dst []T, src []byte, last bool) (j, i int, st status) {
	if d.replay != 0 { // a byte restored in an earlier call comes first
		if len(dst) < stepRoom[T]() {
			return 0, 0, full
		}
		dst[0] = T(d.replay)
		d.replay = 0
		j = 1
	}
	for i < len(src) {
		if len(dst)-j < stepRoom[T]() {
			return j, i, full
		}
		b := src[i]
		if d.first == 0 {
			// No state is pending: a run of ASCII bytes is copied at once,
			// a run of two-byte sequences decoded at once, and a four-byte
			// sequence wholly in src decoded in one step.
			if b < 0x80 {
				n := copyASCII(dst[j:], src[i:])
				i, j = i+n, j+n
				continue
			}
			n, m := decodeGB18030Run(dst[j:], src[i:])
			j, i = j+n, i+m
			if i == len(src) || len(dst)-j < stepRoom[T]() {
				continue
			}
			// The run stopped before something else than a two-byte
			// sequence with a code point.
			b = src[i]
			if b < 0x80 {
				continue
			}
			if b == 0x80 {
				j = putRune(dst, j, 0x20AC)
				i++
				continue
			}
			if b == 0xFF {
				return j, i + 1, errConsumed
			}
			if i+1 < len(src) {
				b2 := src[i+1]
				if b2-0x30 < 10 && i+3 < len(src) {
					b3, b4 := src[i+2], src[i+3]
					if b3-0x81 < 0x7E && b4-0x30 < 10 {
						i += 4
						cp := gb18030RangesCodePoint(gb18030FourByte(b, b2, b3, b4))
						if cp < 0 {
							return j, i, errConsumed
						}
						j = putRune(dst, j, cp)
						continue
					}
				}
			}
			d.first = b // the byte-at-a-time steps below take it from here
			i++
			continue
		}
		if d.third != 0 {
			if b-0x30 >= 10 {
				// Restore « second, third, byte »: second is replayed, third
				// is gb18030 first again, byte is not consumed.
				d.replay, d.first, d.second, d.third = d.second, d.third, 0, 0
				return j, i, errRestored
			}
			cp := gb18030RangesCodePoint(gb18030FourByte(d.first, d.second, d.third, b))
			d.first, d.second, d.third = 0, 0, 0
			i++
			if cp < 0 {
				return j, i, errConsumed
			}
			j = putRune(dst, j, cp)
			continue
		}
		if d.second != 0 {
			if b-0x81 < 0x7E {
				d.third = b
				i++
				continue
			}
			// Restore « second, byte ».
			d.replay, d.first, d.second = d.second, 0, 0
			return j, i, errRestored
		}
		if b-0x30 < 10 {
			d.second = b
			i++
			continue
		}
		lead := d.first
		d.first = 0
		if cp := gb18030TwoByte(lead, b); cp != 0 {
			j = putRune(dst, j, cp)
			i++
			continue
		}
		if b < 0x80 {
			return j, i, errRestored // the ASCII byte is read again
		}
		return j, i + 1, errConsumed
	}
	if last && d.first != 0 { // end-of-queue with a partial sequence
		d.first, d.second, d.third = 0, 0, 0
		return j, i, errRestored
	}
	return j, i, done
}

// gb18030Encoder is the gb18030 encoder, or with isGBK the GBK encoder.
type gb18030Encoder struct {
	stateless
	isGBK bool
}

// gb18030EncodeOnly is the gb18030 encoder's table of Private Use code points
// that encode as two bytes (for compatibility with GB18030-2005) although
// index gb18030 does not decode those bytes to them.
var gb18030EncodeOnly = [...]struct {
	cp          uint16
	lead, trail byte
}{
	{0xE78D, 0xA6, 0xD9}, {0xE78E, 0xA6, 0xDA}, {0xE78F, 0xA6, 0xDB},
	{0xE790, 0xA6, 0xDC}, {0xE791, 0xA6, 0xDD}, {0xE792, 0xA6, 0xDE},
	{0xE793, 0xA6, 0xDF}, {0xE794, 0xA6, 0xEC}, {0xE795, 0xA6, 0xED},
	{0xE796, 0xA6, 0xF3}, {0xE81E, 0xFE, 0x59}, {0xE826, 0xFE, 0x61},
	{0xE82B, 0xFE, 0x66}, {0xE82C, 0xFE, 0x67}, {0xE832, 0xFE, 0x6D},
	{0xE843, 0xFE, 0x7E}, {0xE854, 0xFE, 0x90}, {0xE864, 0xFE, 0xA0},
}

func (e gb18030Encoder) encode(dst []byte, cp rune) (int, rune) {
	if cp < 0x80 {
		dst[0] = byte(cp)
		return 1, -1
	}
	if cp < 0x10000 {
		switch {
		case cp == 0xE5E5:
			return 0, cp
		case cp == 0x20AC && e.isGBK:
			dst[0] = 0x80
			return 1, -1
		case cp >= 0xE78D && cp <= 0xE864:
			for _, m := range &gb18030EncodeOnly {
				if rune(m.cp) == cp {
					dst[0], dst[1] = m.lead, m.trail
					return 2, -1
				}
			}
		}
		// The index pointer's two bytes, pointer / 190 + 0x81 and
		// pointer % 190 + 0x40 or 0x41, as the table holds them.
		if b := tables.GB18030Encode.Bytes(cp); b != 0 {
			dst[0], dst[1] = byte(b>>8), byte(b)
			return 2, -1
		}
	}
	if e.isGBK {
		return 0, cp
	}
	pointer := gb18030RangesPointer(cp)
	dst[3] = byte(pointer%10 + 0x30)
	pointer /= 10
	dst[2] = byte(pointer%126 + 0x81)
	pointer /= 126
	dst[1] = byte(pointer%10 + 0x30)
	dst[0] = byte(pointer/10 + 0x81)
	return 4, -1
}

// encodeRunUTF8 and encodeRunUTF16 are the encoder's run loop (see
// runEncoder).
func (e gb18030Encoder) encodeRunUTF8(dst, src []byte) (nDst, nSrc int) {
	return gb18030Run(e, dst, src)
}

func (e gb18030Encoder) encodeRunUTF16(dst []byte, src []uint16) (nDst, nSrc int) {
	return gb18030Run(e, dst, src)
}

// gb18030Run takes ASCII and the code points index gb18030 has a pointer
// for with the table run loop, which needs no check for the steps before
// "index pointer": U+E5E5 and the 18 code points of gb18030EncodeOnly have
// no pointer, and it stops at GBK's U+20AC. The BMP code points it stops at
// (four bytes, and GBK's U+20AC) go through the handler here rather than one
// by one through the Encoder: text in scripts outside GBK is mostly those.
// It stops where the handler returns error (the Encoder then runs it again
// and reports the error), at ill-formed input, above U+FFFF
// (TestGB18030EncodeRun expects the run loop not to take those), and when
// dst has less than encodeRoom bytes free.
func gb18030Run[S unit](e gb18030Encoder, dst []byte, src []S) (j, i int) {
	stop := e.runStop()
	for back := false; ; back = true {
		var n, m int
		if s := src[i:]; is16[S]() {
			n, m = tableRunUTF16(&tables.GB18030Encode, stop, dst[j:], *(*[]uint16)(unsafe.Pointer(&s)))
		} else {
			n, m = tableRunUTF8(&tables.GB18030Encode, stop, dst[j:], *(*[]byte)(unsafe.Pointer(&s)))
		}
		j, i = j+n, i+m
		if back && m == 0 {
			return j, i // (cannot happen: the table run takes what it is sent back for)
		}
		for {
			if i == len(src) || len(dst)-j < encodeRoom {
				return j, i
			}
			cp, size := wellFormedScalar(src[i:])
			if size == 0 || cp > 0xFFFF {
				return j, i
			}
			if cp < 0x80 || tables.GB18030Encode.Bytes(cp) != 0 && !(e.isGBK && cp == 0x20AC) {
				break // back to the table run loop
			}
			n, errCP := e.encode(dst[j:], cp)
			if errCP >= 0 {
				return j, i // (nothing was written)
			}
			j, i = j+n, i+size
		}
	}
}

// runStop is the table entry the run loop stops at: U+20AC's for GBK,
// which writes 0x80 for it.
func (e gb18030Encoder) runStop() uint16 {
	if e.isGBK {
		return tables.GB18030Encode.Bytes(0x20AC)
	}
	return 0
}

// gb18030RangesPointer is "index gb18030 ranges pointer" for cp.
func gb18030RangesPointer(cp rune) int {
	if cp == 0xE7C7 {
		return 7457
	}
	// The last range whose code point is <= cp (the first range's is U+0080).
	lo, hi := 0, len(tables.GB18030Ranges)
	for hi-lo > 1 {
		m := int(uint(lo+hi) >> 1)
		if rune(tables.GB18030Ranges[m].CodePoint) <= cp {
			lo = m
		} else {
			hi = m
		}
	}
	r := &tables.GB18030Ranges[lo]
	return int(r.Pointer) + int(cp) - int(r.CodePoint)
}

// wellFormedScalar reads the scalar value at the start of src, which is not
// empty, when it is a well-formed UTF-8 sequence or UTF-16 code unit or
// surrogate pair; it returns size 0 for anything else.
func wellFormedScalar[S unit](src []S) (rune, int) {
	c := rune(src[0])
	if is16[S]() {
		switch {
		case uint32(c)-0xD800 >= 0x800:
			return c, 1
		case c < 0xDC00 && len(src) > 1 && uint32(src[1])-0xDC00 < 0x400:
			return 0x10000 + (c-0xD800)<<10 + rune(src[1]) - 0xDC00, 2
		}
		return 0, 0
	}
	if c < 0x80 {
		return c, 1
	}
	n := 0
	switch {
	case c >= 0xC2 && c <= 0xDF:
		n, c = 2, c&0x1F
	case c >= 0xE0 && c <= 0xEF:
		n, c = 3, c&0xF
	case c >= 0xF0 && c <= 0xF4:
		n, c = 4, c&0x7
	default:
		return 0, 0
	}
	if len(src) < n {
		return 0, 0
	}
	for _, b := range src[1:n] {
		if b&0xC0 != 0x80 {
			return 0, 0
		}
		c = c<<6 | rune(b&0x3F)
	}
	// Overlong forms, surrogates and values above U+10FFFF.
	if n == 3 && (c < 0x800 || uint32(c)-0xD800 < 0x800) || n == 4 && (c < 0x10000 || c > 0x10FFFF) {
		return 0, 0
	}
	return c, n
}
