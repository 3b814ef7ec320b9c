package textcodec

import (
	"encoding/binary"
	"math/bits"
	"unsafe"
)

// x-user-defined ("x-user-defined decoder" and "x-user-defined encoder"):
// bytes 0x80 to 0xFF map to U+F780 to U+F7FF.

type xUserDefinedDecoder struct{}

func (d *xUserDefinedDecoder) reset()       {}
func (d *xUserDefinedDecoder) pending() int { return 0 }

func (d *xUserDefinedDecoder) decodeUTF16(dst []uint16, src []byte, last bool) (int, int, status) {
	n := xUserDefinedUnits(dst, src)
	j, i, st := decodeXUserDefined(dst[n:], src[n:])
	return n + j, n + i, st
}

// xUserDefinedWords decodes src to dst in blocks of eight bytes, as long as
// both have eight left, and returns how many bytes (and units) it did. Each
// block is widened as a word, and U+F780 - 0x80 = 0xF700 is added to the
// lanes whose byte is 0x80 or above, with no branch. It is
// xUserDefinedUnits where there is no vector version.
func xUserDefinedWords(dst []uint16, src []byte) int {
	const ones = 0x0001000100010001
	n := 0
	for n+8 <= len(src) && n+8 <= len(dst) {
		w := binary.LittleEndian.Uint64(src[n : n+8])
		lo, hi := spread4(w&0xFFFFFFFF), spread4(w>>32)
		lo += lo >> 7 & ones * 0xF700
		hi += hi >> 7 & ones * 0xF700
		o := dst[n : n+8 : n+8]
		o[0], o[1], o[2], o[3] = uint16(lo), uint16(lo>>16), uint16(lo>>32), uint16(lo>>48)
		o[4], o[5], o[6], o[7] = uint16(hi), uint16(hi>>16), uint16(hi>>32), uint16(hi>>48)
		n += 8
	}
	return n
}

// decodeUTF8 takes blocks of eight bytes while there is room for their
// longest forms, as the single-byte decoders do (see singlebyte.go), with
// each byte's form computed rather than looked up.
func (d *xUserDefinedDecoder) decodeUTF8(dst []byte, src []byte, last bool) (int, int, status) {
	i, j := 0, 0
	for i+8 <= len(src) && len(dst)-j >= 32 {
		s := (*[8]byte)(src[i : i+8])
		w := binary.LittleEndian.Uint64(s[:])
		high := w & highBits
		o := unsafe.Pointer(&dst[j])
		switch {
		case high == 0:
			putWord(o, 0, w)
			i, j = i+8, j+8
		case high&(high-1) == 0:
			// One byte outside ASCII: the ASCII bytes around it are
			// stored eight at a time.
			p := uint(bits.TrailingZeros64(high) >> 3)
			putWord(o, 0, w)
			k := putForm(o, uintptr(p), xUserDefinedForm(s[p&7]))
			putWord(o, k, w>>(8*p)>>8)
			i, j = i+8, j+int(k)+7-int(p)
		default:
			k := putForm(o, 0, xUserDefinedForm(s[0]))
			k = putForm(o, k, xUserDefinedForm(s[1]))
			k = putForm(o, k, xUserDefinedForm(s[2]))
			k = putForm(o, k, xUserDefinedForm(s[3]))
			k = putForm(o, k, xUserDefinedForm(s[4]))
			k = putForm(o, k, xUserDefinedForm(s[5]))
			k = putForm(o, k, xUserDefinedForm(s[6]))
			k = putForm(o, k, xUserDefinedForm(s[7]))
			i, j = i+8, j+int(k)
		}
	}
	n, m, st := decodeXUserDefined(dst[j:], src[i:])
	return j + n, i + m, st
}

// xUserDefinedForm is the UTF-8 form of byte b's code point, as
// tables.SingleByte.DecodeUTF8 holds them: b itself below 0x80, else the
// three bytes of U+F780 + b - 0x80, which are EF, 9E or 9F, and 0x80 | b's
// low six bits.
func xUserDefinedForm(b byte) uint32 {
	f := 3<<30 | uint32(0x80|b&0x3F)<<16 | uint32(0x9E+b>>6&1)<<8 | 0xEF
	if b < 0x80 {
		f = 1<<30 | uint32(b)
	}
	return f
}

func decodeXUserDefined[T unit](dst []T, src []byte) (j, i int, st status) {
	for i < len(src) {
		if len(dst)-j < stepRoom[T]() {
			return j, i, full
		}
		b := src[i]
		if b < 0x80 {
			n := copyASCII(dst[j:], src[i:])
			i, j = i+n, j+n
			continue
		}
		j = putRune(dst, j, 0xF780+rune(b)-0x80)
		i++
	}
	return j, i, done
}

type xUserDefinedEncoder struct{ stateless }

func (xUserDefinedEncoder) encode(dst []byte, cp rune) (int, rune) {
	switch {
	case cp < 0x80:
		dst[0] = byte(cp)
		return 1, -1
	case cp >= 0xF780 && cp <= 0xF7FF:
		dst[0] = byte(cp - 0xF780 + 0x80)
		return 1, -1
	}
	return 0, cp
}

// encodeRunUTF8 and encodeRunUTF16 are the x-user-defined encoder's run loop
// (see runEncoder): ASCII, and U+F780 to U+F7FF as 0x80 to 0xFF.
func (xUserDefinedEncoder) encodeRunUTF8(dst, src []byte) (int, int) {
	return xUserDefinedRun(dst, src)
}

func (xUserDefinedEncoder) encodeRunUTF16(dst []byte, src []uint16) (int, int) {
	return xUserDefinedRun(dst, src)
}

func xUserDefinedRun[S unit](dst []byte, src []S) (j, i int) {
	for i < len(src) && j < len(dst) {
		c := uint(src[i])
		if c < 0x80 {
			if !is16[S]() && i+8 <= len(src) && j+8 <= len(dst) {
				// The ASCII bytes among the next eight, as in
				// singleByteRun.
				w := binary.LittleEndian.Uint64(unsafe.Slice((*byte)(unsafe.Pointer(&src[i])), 8))
				n := 8
				if w&highBits != 0 {
					n = bits.TrailingZeros64(w&highBits) >> 3
				}
				binary.LittleEndian.PutUint64(dst[j:j+8], w)
				i, j = i+n, j+n
				continue
			}
			dst[j] = byte(c)
			i, j = i+1, j+1
			continue
		}
		size := 1
		if !is16[S]() {
			// U+F780 to U+F7FF are 0xEF 0x9E 0x80 to 0xEF 0x9F 0xBF.
			if c != 0xEF || i+2 >= len(src) || src[i+1]&^1 != 0x9E || src[i+2]&0xC0 != 0x80 {
				break
			}
			c, size = 0xF000|uint(src[i+1]&0x3F)<<6|uint(src[i+2]&0x3F), 3
		}
		if c-0xF780 > 0xF7FF-0xF780 {
			break
		}
		dst[j] = byte(c - 0xF780 + 0x80)
		i, j = i+size, j+1
	}
	return j, i
}
