package textcodec

import (
	"encoding/binary"
	"math/bits"
	"unsafe"
)

// The ASCII runs that decoders and encoders copy as they are: finding
// them a word at a time, and copying them to UTF-8 or UTF-16 output.

// highBits is the high bit of each byte of a word: a word of bytes with
// none of them set is eight ASCII bytes.
const highBits = 0x8080808080808080

// asciiPrefix returns the length of the leading run of ASCII bytes in src,
// reading 64 bytes at a time, then 32, then 8, then one.
func asciiPrefix(src []byte) int {
	le := binary.LittleEndian
	i := 0
	for ; i+64 <= len(src); i += 64 {
		s := src[i : i+64 : i+64]
		if (le.Uint64(s)|le.Uint64(s[8:])|le.Uint64(s[16:])|le.Uint64(s[24:])|
			le.Uint64(s[32:])|le.Uint64(s[40:])|le.Uint64(s[48:])|le.Uint64(s[56:]))&highBits != 0 {
			break
		}
	}
	for ; i+32 <= len(src); i += 32 {
		s := src[i : i+32 : i+32]
		if (le.Uint64(s)|le.Uint64(s[8:])|le.Uint64(s[16:])|le.Uint64(s[24:]))&highBits != 0 {
			break
		}
	}
	for ; i+8 <= len(src); i += 8 {
		if le.Uint64(src[i:])&highBits != 0 {
			break
		}
	}
	for i < len(src) && src[i] < 0x80 {
		i++
	}
	return i
}

// asciiWord reports whether src[i:i+8] exists and is all ASCII: the
// decoders' fast paths use it to tell a run of ASCII, worth copyASCII, from a
// lone ASCII byte between other characters.
func asciiWord(src []byte, i int) bool {
	return i+8 <= len(src) && binary.LittleEndian.Uint64(src[i:])&highBits == 0
}

// shortASCIIRun returns how many ASCII bytes the word w (eight bytes,
// little-endian: the first byte lowest) starts with when fewer than eight
// do, and 0 when all eight are ASCII (a run for copyASCII). The decoders'
// pair loops use it for the ASCII between their characters: they store the
// whole word, the bytes past the run to be written over next.
func shortASCIIRun(w uint64) int {
	h := w & highBits
	if h == 0 {
		return 0
	}
	return bits.TrailingZeros64(h) >> 3
}

// copyASCIIRunUTF16 is copyASCIIRunUTF8 for UTF-16 output: a short run's
// word is widened to eight units.
//
//go:noinline
func copyASCIIRunUTF16(dst []uint16, src []byte, i, j int) int {
	if i+8 > len(src) || j+8 > len(dst) {
		dst[j] = uint16(src[i])
		return 1
	}
	w := binary.LittleEndian.Uint64(src[i:])
	n := shortASCIIRun(w)
	if n == 0 {
		return copyASCII(dst[j:], src[i:])
	}
	widenASCII8(dst[j:j+8], w)
	return n
}

// copyASCIIRunUTF8 copies the run of ASCII bytes at src[i:] (src[i] is
// ASCII, dst[j] exists) to dst[j:] and returns its length, for the pair
// loops of the decoders to UTF-8, which meet ASCII between their
// characters: a run shorter than eight bytes (a field, a tag, a space) is
// stored as one word, a longer one goes to copyASCII; near the end of src
// or dst one byte is copied. It is kept out of line: inlined, it makes the
// pair loops around it slower.
//
//go:noinline
func copyASCIIRunUTF8(dst, src []byte, i, j int) int {
	if i+8 > len(src) || j+8 > len(dst) {
		dst[j] = src[i]
		return 1
	}
	w := binary.LittleEndian.Uint64(src[i:])
	n := shortASCIIRun(w)
	if n == 0 {
		return copyASCII(dst[j:], src[i:])
	}
	binary.LittleEndian.PutUint64(dst[j:], w)
	return n
}

// copyASCII copies the leading run of ASCII bytes of src into dst, widening
// to UTF-16 when T is uint16, and returns its length.
func copyASCII[T unit](dst []T, src []byte) int {
	if len(src) > len(dst) {
		src = src[:len(dst)]
	}
	if is16[T]() && len(src) >= 16 {
		// Whole blocks first, where the machine has a vector version.
		if m := widenASCIIBlocks(*(*[]uint16)(unsafe.Pointer(&dst)), src); m > 0 {
			if m == len(src) || src[m] >= 0x80 {
				return m
			}
			return m + copyASCII(dst[m:], src[m:]) // the last few bytes
		}
	}
	n := asciiPrefix(src)
	if n == 0 {
		return 0
	}
	if is16[T]() {
		d, s := dst[:n:n], src[:n:n]
		k := 0
		for ; k+8 <= n; k += 8 {
			d8, s8 := d[k:k+8:k+8], s[k:k+8:k+8]
			d8[0], d8[1], d8[2], d8[3] = T(s8[0]), T(s8[1]), T(s8[2]), T(s8[3])
			d8[4], d8[5], d8[6], d8[7] = T(s8[4]), T(s8[5]), T(s8[6]), T(s8[7])
		}
		for ; k < n; k++ {
			d[k] = T(s[k])
		}
	} else {
		copy(unsafe.Slice((*byte)(unsafe.Pointer(&dst[0])), n), src[:n])
	}
	return n
}
