//go:build !purego

package forgivingbase64

import (
	"unsafe"

	"github.com/textcodec/textcodec/internal/utf8valid"
)

// vectorEnabled reports whether the AVX2 kernels run: where the processor
// and the operating system support AVX2 (the check package utf8valid makes
// for its own kernel).
var vectorEnabled = utf8valid.Enabled

// decodeBlocks decodes the leading 32-byte blocks of src whose bytes are
// all in the alphabet, each to 24 bytes of dst, while dst has room, and
// returns how many bytes of src it read and of dst it wrote. It stops at
// the first block holding any other byte ('=' and whitespace included):
// the caller decodes from there.
func decodeBlocks(dst, src []byte) (nSrc, nDst int) {
	// The kernel stores 32 bytes per block (the last 8 zero).
	blocks := min(len(src)/32, (len(dst)-8)/24)
	if !vectorEnabled || blocks <= 0 {
		return 0, 0
	}
	done := decodeAVX2(unsafe.Pointer(&dst[0]), &src[0], blocks, decodeTables, false)
	return 32 * done, 24 * done
}

// encodeBlocks encodes the leading 24-byte blocks of src, each to 32 bytes
// of dst, while dst has room, and returns how many bytes of src it read
// and of dst it wrote.
func encodeBlocks(dst, src []byte) (nSrc, nDst int) {
	// The kernel reads 28 bytes per block.
	blocks := min((len(src)-4)/24, len(dst)/32)
	if !vectorEnabled || blocks <= 0 {
		return 0, 0
	}
	encodeAVX2(&dst[0], &src[0], blocks, encodeTables)
	return 24 * blocks, 32 * blocks
}

// decodeUnitsBlocks is decodeBlocks with each decoded byte written as a
// UTF-16 code unit.
func decodeUnitsBlocks(dst []uint16, src []byte) (nSrc, nDst int) {
	blocks := min(len(src)/32, len(dst)/24)
	if !vectorEnabled || blocks <= 0 {
		return 0, 0
	}
	done := decodeAVX2(unsafe.Pointer(&dst[0]), &src[0], blocks, decodeTables, true)
	return 32 * done, 24 * done
}

// encodeUnitsBlocks encodes the leading 24-unit blocks of src, code units
// taken as bytes, each to 32 bytes of dst, while dst has room, and returns
// how many units it read and bytes it wrote. It stops short of a unit
// above 0xFF, up to 31 units before it.
func encodeUnitsBlocks(dst []byte, src []uint16) (nSrc, nDst int) {
	// The kernel reads 32 units per block.
	blocks := min((len(src)-8)/24, len(dst)/32)
	if !vectorEnabled || blocks <= 0 {
		return 0, 0
	}
	done := encodeUnitsAVX2(&dst[0], &src[0], blocks, encodeTables)
	return 24 * done, 32 * done
}

// decodeAVX2 decodes up to blocks 32-byte blocks from src to dst, bytes or
// (when units is set) code units, and returns how many it did (see
// decodeBlocks).
//
//go:noescape
func decodeAVX2(dst unsafe.Pointer, src *byte, blocks int, c *decodeConsts, units bool) int

// encodeAVX2 encodes blocks 24-byte blocks from src to dst (see
// encodeBlocks).
//
//go:noescape
func encodeAVX2(dst, src *byte, blocks int, c *encodeConsts)

// encodeUnitsAVX2 encodes up to blocks 24-unit blocks from src to dst and
// returns how many it did (see encodeUnitsBlocks).
//
//go:noescape
func encodeUnitsAVX2(dst *byte, src *uint16, blocks int, c *encodeConsts) int
