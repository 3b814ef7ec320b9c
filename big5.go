package textcodec

import (
	"encoding/binary"
	"unsafe"

	"github.com/textcodec/textcodec/internal/tables"
)

// Big5, as the standard's "Big5 decoder" and "Big5 encoder" define it, over
// index Big5 (tables.Big5Decode; "index Big5 pointer" is tables.Big5Encode
// and tables.Big5EncodeAstral).

// big5Decoder is the Big5 decoder; its state is Big5 leading.
type big5Decoder struct{ leading byte }

func (d *big5Decoder) reset() { d.leading = 0 }

func (d *big5Decoder) pending() int {
	if d.leading != 0 {
		return 1
	}
	return 0
}

func (d *big5Decoder) decodeUTF16(dst []uint16, src []byte, last bool) (int, int, status) {
	return decodeBig5(d, dst, src, last)
}

func (d *big5Decoder) decodeUTF8(dst []byte, src []byte, last bool) (int, int, status) {
	return decodeBig5(d, dst, src, last)
}

// big5Pointer is the pointer for lead (0x81..0xFE) and trail, or -1 (null)
// when trail is not in 0x40..0x7E or 0xA1..0xFE.
func big5Pointer(lead, trail byte) int {
	switch {
	case trail >= 0x40 && trail <= 0x7E:
		return (int(lead)-0x81)*157 + int(trail) - 0x40
	case trail >= 0xA1 && trail <= 0xFE:
		return (int(lead)-0x81)*157 + int(trail) - 0x62
	}
	return -1
}

// putBig5 writes what index Big5 gives pointer (not null) at dst[j:]: one code
// point, or two for pointers 1133, 1135, 1164 and 1166. It returns the new
// index and false when the index has no entry for pointer.
func putBig5[T unit](dst []T, j int, pointer int) (int, bool) {
	if pointer >= 1133 && pointer <= 1166 {
		var base, mark rune
		switch pointer {
		case 1133:
			base, mark = 0xCA, 0x304 // Ê̄
		case 1135:
			base, mark = 0xCA, 0x30C // Ê̌
		case 1164:
			base, mark = 0xEA, 0x304 // ê̄
		case 1166:
			base, mark = 0xEA, 0x30C // ê̌
		}
		if base != 0 {
			j = putRune(dst, j, base)
			return putRune(dst, j, mark), true
		}
	}
	if uint(pointer) >= uint(len(tables.Big5Decode)) {
		return j, false
	}
	cp := tables.Big5Decode[pointer]
	if cp == 0 {
		return j, false
	}
	return putRune(dst, j, rune(cp)), true
}

// big5Trail is a bit set of the trail bytes that give a pointer: 0x40 to
// 0x7E and 0xA1 to 0xFE.
var big5Trail = [4]uint64{0, 1<<63 - 1, 1<<64 - 1<<33, 1<<63 - 1}

// decodeBig5Run decodes the leading run of src made of ASCII bytes and of
// two-byte sequences that index Big5 maps, as far as dst has room, and
// returns the units written and the bytes read. It is the decoder's fast
// path, for when no byte is pending. Index Big5 has no code points for
// pointers 1133, 1135, 1164 and 1166, so the run stops there and leaves them
// to putBig5.
func decodeBig5Run[T unit](dst []T, src []byte) (j, i int) {
	if is16[T]() {
		return decodeBig5RunUTF16(*(*[]uint16)(unsafe.Pointer(&dst)), src)
	}
	for i+1 < len(src) && len(dst)-j >= 4 {
		lead, trail := uint(src[i])-0x81, uint(src[i+1])
		if lead >= 0x7E || big5Trail[trail>>6]>>(trail&63)&1 == 0 {
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
		// Without a branch, which would be hard to predict: the offset is
		// 0x40 for trail bytes below 0x80, else 0x62.
		pointer := lead*157 + trail - 0x40 - 0x22*(trail>>7)
		if !is16[T]() && pointer < uint(len(tables.Big5DecodeUTF8)) {
			// The UTF-8 form, stored as four bytes of which the output
			// keeps its length; 0 also for code points above U+FFFF,
			// which take the switch below.
			if f := tables.Big5DecodeUTF8[pointer]; f != 0 {
				binary.LittleEndian.PutUint32(unsafe.Slice((*byte)(unsafe.Pointer(&dst[j])), 4), f)
				i, j = i+2, j+int(f>>30)
				continue
			}
		}
		cp := tables.Big5Decode[pointer]
		switch {
		case cp == 0:
			return j, i
		case cp >= 0x10000:
			j = putRune(dst, j, rune(cp))
		case is16[T]():
			dst[j] = T(cp)
			j++
		default:
			j += putUTF8Wide(unsafe.Slice((*byte)(unsafe.Pointer(&dst[j])), 4), uint16(cp))
		}
		i += 2
	}
	return j, i
}

// decodeBig5RunUTF16 is decodeBig5Run for UTF-16 output, as a plain
// function (the generic shape ran out of registers). The pointer is the sum
// of a part per byte (tables.Big5LeadPointers and Big5TrailOffsets), beyond
// tables.Big5Decode when either byte does not give one.
func decodeBig5RunUTF16(dst []uint16, src []byte) (j, i int) {
	for i+1 < len(src) && len(dst)-j >= 2 {
		s := src[i : i+2 : i+2]
		pointer := uint(tables.Big5LeadPointers[s[0]]) + uint(tables.Big5TrailOffsets[s[1]])
		if pointer < uint(len(tables.Big5Decode)) {
			cp := tables.Big5Decode[pointer]
			if cp-1 < 0xFFFF { // neither 0 (no entry) nor above U+FFFF
				dst[j] = uint16(cp)
				i, j = i+2, j+1
				continue
			}
			if cp == 0 {
				break
			}
			o := dst[j : j+2 : j+2]
			o[0], o[1] = uint16(0xD7C0+cp>>10), uint16(0xDC00|cp&0x3FF)
			i, j = i+2, j+2
			continue
		}
		if s[0] >= 0x80 {
			break
		}
		if asciiWord(src, i) && len(dst)-j >= 8 {
			n := copyASCII(dst[j:], src[i:]) // a run of ASCII
			i, j = i+n, j+n
			continue
		}
		dst[j] = uint16(s[0])
		i, j = i+1, j+1
	}
	return j, i
}

// decodeBig5 runs the Big5 decoder's handler over src (see decoderKernel).
func decodeBig5[T unit](d *big5Decoder, dst []T, src []byte, last bool) (j, i int, st status) {
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
			n, m := decodeBig5Run(dst[j:], src[i:])
			if m > 0 {
				j, i = j+n, i+m
				continue
			}
			if b == 0x80 || b == 0xFF {
				return j, i + 1, errConsumed
			}
			if i+1 < len(src) { // a whole pair in src is decoded in one step
				if p := big5Pointer(b, src[i+1]); p >= 0 {
					var ok bool
					if j, ok = putBig5(dst, j, p); ok {
						i += 2
						continue
					}
				}
			}
			d.leading = b
			i++
			continue
		}
		leading := d.leading
		d.leading = 0
		if p := big5Pointer(leading, b); p >= 0 {
			var ok bool
			if j, ok = putBig5(dst, j, p); ok {
				i++
				continue
			}
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

// big5Encoder is the Big5 encoder.
type big5Encoder struct{ stateless }

func (big5Encoder) encode(dst []byte, cp rune) (int, rune) {
	if cp < 0x80 {
		dst[0] = byte(cp)
		return 1, -1
	}
	// The index Big5 pointer's two bytes, pointer / 157 + 0x81 and
	// pointer % 157 + 0x40 or 0x62, as the tables hold them.
	b := big5EncodeBytes(cp)
	if b == 0 {
		return 0, cp
	}
	dst[0], dst[1] = byte(b>>8), byte(b)
	return 2, -1
}

// encodeRunUTF8 and encodeRunUTF16 are the encoder's run loop (see
// runEncoder): ASCII and the BMP code points with an index Big5 pointer.
func (big5Encoder) encodeRunUTF8(dst, src []byte) (nDst, nSrc int) {
	return tableRunUTF8(&tables.Big5Encode, 0, dst, src)
}

func (big5Encoder) encodeRunUTF16(dst []byte, src []uint16) (nDst, nSrc int) {
	return tableRunUTF16(&tables.Big5Encode, 0, dst, src)
}

// big5EncodeBytes is the two bytes of "index Big5 pointer" for cp, packed
// lead<<8 | trail, or 0 when the pointer is null.
func big5EncodeBytes(cp rune) uint16 {
	if cp < 0x10000 {
		return tables.Big5Encode.Bytes(cp)
	}
	a := &tables.Big5EncodeAstral
	lo, hi := 0, len(a)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if rune(a[m].CodePoint) < cp {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < len(a) && rune(a[lo].CodePoint) == cp {
		return a[lo].Bytes
	}
	return 0
}
