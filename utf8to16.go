package textcodec

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

// utf16FromUTF8 converts a prefix of src made of whole well-formed UTF-8
// sequences (in the sense of the standard's UTF-8 decoder: no overlong
// forms, surrogates or code points above U+10FFFF) to UTF-16 in dst, which
// has room for len(src) code units (no sequence takes more code units than
// bytes). It returns the code units written and the bytes read. It stops
// before the first ill-formed byte, or early, before the last three bytes
// of src, where a sequence could be cut, so the caller's handler takes
// those; or after a run of three-byte sequences the vector code converted
// (utf16FromThreeByteRun), and the caller calls it again for the rest.
// Checking and converting are one pass: each sequence is checked by its
// decoded value, or by the vector code as it converts.
func utf16FromUTF8(dst []uint16, src []byte) (j, i int) {
	n := len(src)
	if len(dst) < n {
		return 0, 0 // the caller guarantees the room
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
					return j, i // C0 or C1: overlong
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
			if useVectorUTF16 && w>>28 == 0xE && i+24 <= n && *(*byte)(unsafe.Add(sp, i+21))>>4 == 0xE {
				return utf16FromThreeByteRun(dst, src, j, i)
			}
			for {
				cp := uint16(w&0xF)<<12 | uint16(w>>8&0x3F)<<6 | uint16(w>>16&0x3F)
				if cp < 0x800 || cp-0xD800 < 0x800 {
					return j, i // overlong, or a surrogate
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
				return j, i // overlong, or above U+10FFFF
			}
			*(*uint16)(unsafe.Add(dp, 2*j)) = uint16(0xD7C0 + cp>>10)
			*(*uint16)(unsafe.Add(dp, 2*j+2)) = uint16(0xDC00 | cp&0x3FF)
			i, j = i+4, j+2
		default:
			return j, i
		}
	}
	return j, i
}

// utf16FromThreeByteRun is where utf16FromUTF8 stops for a run of three-byte
// sequences at src[i:]: the vector code converts it to dst[j:], and
// utf16FromUTF8 returns the units and bytes done in all. When the vector
// code takes nothing (the run's first sequence is ill-formed), the caller's
// handler takes the byte.
func utf16FromThreeByteRun(dst []uint16, src []byte, j, i int) (int, int) {
	nd, ns := utf16FromThreeByteBlocks(dst[j:], src[i:])
	return j + nd, i + ns
}
