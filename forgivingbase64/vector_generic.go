//go:build !amd64 || purego

package forgivingbase64

// vectorEnabled reports whether vector kernels run: none here.
const vectorEnabled = false

// decodeBlocks is where a vector kernel decodes whole blocks; without one
// it does nothing and encoding/base64 decodes all.
func decodeBlocks(dst, src []byte) (nSrc, nDst int) { return 0, 0 }

// encodeBlocks is where a vector kernel encodes whole blocks; without one
// it does nothing and encoding/base64 encodes all.
func encodeBlocks(dst, src []byte) (nSrc, nDst int) { return 0, 0 }

// decodeUnitsBlocks is decodeBlocks writing code units.
func decodeUnitsBlocks(dst []uint16, src []byte) (nSrc, nDst int) { return 0, 0 }

// encodeUnitsBlocks is encodeBlocks reading code units.
func encodeUnitsBlocks(dst []byte, src []uint16) (nSrc, nDst int) { return 0, 0 }
