package textcodec

import "encoding/binary"

// putRune writes code point r at dst[j:] as UTF-8 or UTF-16 and returns the
// new index. The caller guarantees room (stepRoom).
func putRune[T unit](dst []T, j int, r rune) int {
	if is16[T]() {
		if r < 0x10000 {
			dst[j] = T(r)
			return j + 1
		}
		r -= 0x10000
		dst[j] = T(0xD800 + r>>10)
		dst[j+1] = T(0xDC00 + r&0x3FF)
		return j + 2
	}
	switch {
	case r < 0x80:
		dst[j] = T(r)
		return j + 1
	case r < 0x800:
		_ = dst[j+1]
		dst[j] = T(0xC0 | r>>6)
		dst[j+1] = T(0x80 | r&0x3F)
		return j + 2
	case r < 0x10000:
		_ = dst[j+2]
		dst[j] = T(0xE0 | r>>12)
		dst[j+1] = T(0x80 | (r>>6)&0x3F)
		dst[j+2] = T(0x80 | r&0x3F)
		return j + 3
	}
	_ = dst[j+3]
	dst[j] = T(0xF0 | r>>18)
	dst[j+1] = T(0x80 | (r>>12)&0x3F)
	dst[j+2] = T(0x80 | (r>>6)&0x3F)
	dst[j+3] = T(0x80 | r&0x3F)
	return j + 4
}

// put2or3 writes a code point from U+0080 to U+FFFF as UTF-8 at dst[j:].
// Small enough to inline, it is what the decoding loops use for index
// entries (never ASCII) when T is byte:
//
//	if is16[T]() {
//		dst[j] = T(cp)
//		j++
//	} else {
//		j = put2or3(dst, j, cp)
//	}
func put2or3[T unit](dst []T, j int, cp uint16) int {
	if cp < 0x800 {
		dst[j+1] = T(0x80 | cp&0x3F)
		dst[j] = T(0xC0 | cp>>6)
		return j + 2
	}
	dst[j+2] = T(0x80 | cp&0x3F)
	dst[j+1] = T(0x80 | (cp>>6)&0x3F)
	dst[j] = T(0xE0 | cp>>12)
	return j + 3
}

// putUTF8Wide writes cp, a code point in U+0080..U+FFFF (as all the CJK
// indexes' code points are), as UTF-8 at the start of dst, which has four
// bytes, with one store, and returns its length. The byte after a
// three-byte sequence is overwritten. The decoders' fast paths use it.
func putUTF8Wide(dst []byte, cp uint16) int {
	c := uint32(cp)
	if c < 0x800 {
		binary.LittleEndian.PutUint16(dst, uint16(0x80C0|c>>6|(c&0x3F)<<8))
		return 2
	}
	binary.LittleEndian.PutUint32(dst, 0x8080E0|c>>12|(c>>6&0x3F)<<8|(c&0x3F)<<16)
	return 3
}

// putReplacement writes U+FFFD at dst[j:] and returns the new index.
func putReplacement[T unit](dst []T, j int) int { return putRune(dst, j, 0xFFFD) }
