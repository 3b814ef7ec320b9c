package textcodec

import "unsafe"

// The contract between the public Decoder and Encoder and the
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
