package core

import (
	"encoding/binary"
	"math/bits"
	"unsafe"

	"github.com/textcodec/textcodec/internal/utf8valid"
)

// useVectorUTF16 is whether utf16FromUTF8 converts runs of three-byte
// sequences with the vector unit (utf16FromThreeByteBlocks): where package
// utf8valid found AVX2. Tests turn it off to compare with the scalar code.
var useVectorUTF16 = utf8valid.Enabled

// utf16FromUTF8 converts the longest prefix of src made of whole
// well-formed UTF-8 sequences (in the sense of the standard's UTF-8
// decoder: no overlong forms, surrogates or code points above U+10FFFF) to
// UTF-16 in dst, which has room for len(src) code units (no sequence
// takes more code units than bytes). It returns the code units written
// and the bytes read; it stops early, before the last three bytes of src,
// where a sequence could be cut, so the caller's handler takes those and
// any ill-formed byte. Checking and converting are one pass: each
// sequence is checked by its decoded value, by the scalar code
// (utf16FromUTF8Words) or, for long runs of three-byte sequences, by the
// vector code (utf16FromThreeByteBlocks), which the scalar code stops for.
func utf16FromUTF8(dst []uint16, src []byte) (j, i int) {
	if len(dst) < len(src) {
		return 0, 0 // the caller guarantees the room
	}
	from := 0
	for {
		nd, ns, run := utf16FromUTF8Words(dst[j:], src[i:], from)
		i, j = i+ns, j+nd
		if !run {
			return j, i
		}
		nd, ns = utf16FromThreeByteBlocks(dst[j:], src[i:])
		i, j = i+ns, j+nd
		from = btoi(ns == 0) // the scalar code takes the first sequence
	}
}

// utf16FromUTF8Words is utf16FromUTF8 without the vector code, reading a
// word at a time. It also stops, with run set, before what looks like a
// run of three-byte sequences long enough for utf16FromThreeByteBlocks,
// when there is a vector unit and the run starts at from or after.
func utf16FromUTF8Words(dst []uint16, src []byte, from int) (j, i int, run bool) {
	n := len(src)
	if len(dst) < n {
		return 0, 0, false // the caller guarantees the room
	}
	dp := unsafe.Pointer(unsafe.SliceData(dst))
	sp := unsafe.Pointer(unsafe.SliceData(src))
	le := binary.LittleEndian
	for i+4 <= n {
		w := le.Uint32(unsafe.Slice((*byte)(unsafe.Add(sp, i)), 4))
		switch {
		case w&0x80 == 0:
			// ASCII: a few bytes before the next sequence are widened as
			// a word, of which only the ASCII bytes count (dst has the
			// room); a longer run goes to copyASCII.
			if i+8 <= n {
				w := le.Uint64(unsafe.Slice((*byte)(unsafe.Add(sp, i)), 8))
				if h := w & highBits; h != 0 {
					widenASCII8(unsafe.Slice((*uint16)(unsafe.Add(dp, 2*j)), 8), w)
					k := bits.TrailingZeros64(h) >> 3
					i, j = i+k, j+k
					continue
				}
			}
			k := copyASCII(dst[j:], src[i:])
			i, j = i+k, j+k
		case w&0xC0E0 == 0x80C0:
			// Two-byte sequences (Latin, Cyrillic, Greek, ...), as long
			// as they come, with the ASCII byte that often follows one.
			for {
				cp := uint16(w&0x1F)<<6 | uint16(w>>8&0x3F)
				if cp < 0x80 {
					return j, i, false // C0 or C1: overlong
				}
				*(*uint16)(unsafe.Add(dp, 2*j)) = cp
				i, j = i+2, j+1
				if w&0x800000 == 0 { // the next byte is ASCII
					*(*uint16)(unsafe.Add(dp, 2*j)) = uint16(w >> 16 & 0x7F)
					i, j = i+1, j+1
				}
				if i+4 > n {
					break
				}
				w = le.Uint32(unsafe.Slice((*byte)(unsafe.Add(sp, i)), 4))
				if w&0xC0E0 != 0x80C0 {
					break
				}
			}
		case w&0xC0C0F0 == 0x8080E0:
			// Three-byte sequences (most of CJK), as long as they come:
			// a run that looks long, by the lead bytes of its second and
			// eighth sequences, goes to the vector code.
			if useVectorUTF16 && w>>28 == 0xE && i >= from && i+24 <= n && *(*byte)(unsafe.Add(sp, i+21))>>4 == 0xE {
				return j, i, true
			}
			for {
				cp := uint16(w&0xF)<<12 | uint16(w>>8&0x3F)<<6 | uint16(w>>16&0x3F)
				if cp < 0x800 || cp-0xD800 < 0x800 {
					return j, i, false // overlong, or a surrogate
				}
				*(*uint16)(unsafe.Add(dp, 2*j)) = cp
				i, j = i+3, j+1
				if i+4 > n {
					break
				}
				w = le.Uint32(unsafe.Slice((*byte)(unsafe.Add(sp, i)), 4))
				if w&0xC0C0F0 != 0x8080E0 {
					break
				}
			}
		case w&0xC0C0C0F8 == 0x808080F0:
			cp := (w&0x7)<<18 | (w>>8&0x3F)<<12 | (w>>16&0x3F)<<6 | w>>24&0x3F
			if cp-0x10000 > 0x10FFFF-0x10000 {
				return j, i, false // overlong, or above U+10FFFF
			}
			*(*uint16)(unsafe.Add(dp, 2*j)) = uint16(0xD7C0 + cp>>10)
			*(*uint16)(unsafe.Add(dp, 2*j+2)) = uint16(0xDC00 | cp&0x3FF)
			i, j = i+4, j+2
		default:
			return j, i, false
		}
	}
	return j, i, false
}
