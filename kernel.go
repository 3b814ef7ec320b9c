package textcodec

import (
	"encoding/binary"
	"unsafe"
)

// This file is the contract between the public Decoder and Encoder and the
// per-encoding state machines ("kernels"). A kernel implements one encoding's
// handler from the standard; the wrappers add error modes, BOM handling,
// stream offsets and buffer bookkeeping, so none of that is repeated per encoding.

// unit is an output code unit: byte for UTF-8 output, uint16 for UTF-16 output.
// Decoding kernels are written once, generically, and instantiated for both.
type unit interface{ ~uint8 | ~uint16 }

// is16 reports whether T is a UTF-16 code unit. The compiler instantiates a
// generic function separately for byte and uint16, and folds this to a constant.
func is16[T unit]() bool { return unsafe.Sizeof(T(0)) == 2 }

// stepRoom is the free space, in units of T, that a decoding kernel needs
// before it runs one step of its handler: the most output one step writes
// (a supplementary code point, or Big5's two code points) or the U+FFFD the
// wrapper writes after an error.
func stepRoom[T unit]() int {
	if is16[T]() {
		return 2
	}
	return 4
}

// status is what a kernel reports when it returns.
type status uint8

const (
	// done: all of src was consumed. With last set, end-of-queue was also
	// handled and returned "finished": the kernel is back in its initial state.
	done status = iota
	// full: dst has less than stepRoom free; call again with more room.
	full
	// errConsumed: the handler returned error and the byte that caused it was
	// consumed; it is src[nSrc-1] (or, with nSrc == 0, a byte the kernel
	// replayed from an earlier call).
	errConsumed
	// errRestored: the handler returned error and restored the byte that
	// caused it (or met end-of-queue); that byte is src[nSrc] and is read again
	// on the next call.
	errRestored
)

// decoderKernel is one encoding's decoder handler with its state.
//
// decodeUTF16 and decodeUTF8 run the handler over src, writing code points to
// dst, until src is used up, dst has less than stepRoom units free, or the
// handler returns error (the kernel's state is then exactly what the
// standard's handler leaves; the caller writes U+FFFD or stops). When src is
// used up and last is set, they process end-of-queue too, which may itself
// return error; the caller then calls again with an empty src until done.
// Bytes that the standard restores to the I/O queue from an earlier call are
// kept by the kernel and processed first on the next call.
type decoderKernel interface {
	decodeUTF16(dst []uint16, src []byte, last bool) (nDst, nSrc int, st status)
	decodeUTF8(dst []byte, src []byte, last bool) (nDst, nSrc int, st status)
	// pending is how many input bytes the kernel holds (a partial sequence,
	// or bytes waiting to be replayed).
	pending() int
	// reset returns the kernel to its initial state.
	reset()
}

// encodeRoom is the free space, in bytes, an encoder step may need: an escape
// sequence followed by the longest numeric character reference, "&#1114111;".
const encodeRoom = 16

// encoderKernel is one encoding's encoder handler with its state.
type encoderKernel interface {
	// encode runs the handler for scalar value r, writing to dst, which has
	// at least encodeRoom bytes. It returns the bytes written and -1, or, when
	// the handler returns error, the bytes written before the error (the
	// ISO-2022-JP escape) and the code point the error carries.
	encode(dst []byte, r rune) (n int, errCP rune)
	// finish handles end-of-queue and returns the bytes written.
	finish(dst []byte) int
	// reset returns the kernel to its initial state.
	reset()
}

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

// asciiPrefix returns the length of the leading run of ASCII bytes in src,
// reading 64 bytes at a time, then 32, then 8, then one.
func asciiPrefix(src []byte) int {
	const high = 0x8080808080808080
	le := binary.LittleEndian
	i := 0
	for ; i+64 <= len(src); i += 64 {
		s := src[i : i+64 : i+64]
		if (le.Uint64(s)|le.Uint64(s[8:])|le.Uint64(s[16:])|le.Uint64(s[24:])|
			le.Uint64(s[32:])|le.Uint64(s[40:])|le.Uint64(s[48:])|le.Uint64(s[56:]))&high != 0 {
			break
		}
	}
	for ; i+32 <= len(src); i += 32 {
		s := src[i : i+32 : i+32]
		if (le.Uint64(s)|le.Uint64(s[8:])|le.Uint64(s[16:])|le.Uint64(s[24:]))&high != 0 {
			break
		}
	}
	for ; i+8 <= len(src); i += 8 {
		if le.Uint64(src[i:])&high != 0 {
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
	return i+8 <= len(src) && binary.LittleEndian.Uint64(src[i:])&0x8080808080808080 == 0
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
