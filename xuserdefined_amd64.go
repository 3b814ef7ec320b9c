//go:build !purego

package textcodec

// xUserDefinedUnits decodes src to dst in blocks of sixteen bytes with SSE2
// (part of every amd64 processor), then of eight with xUserDefinedWords,
// and returns how many bytes (and units) it did.
func xUserDefinedUnits(dst []uint16, src []byte) int {
	n := min(len(dst), len(src)) &^ 15
	if n > 0 {
		xUserDefinedSSE2(&dst[0], &src[0], n)
	}
	return n + xUserDefinedWords(dst[n:], src[n:])
}

// xUserDefinedSSE2 decodes the n bytes at src (n a positive multiple of 16)
// to the n units at dst: each byte is widened to 16 bits, and 0xF700 is
// added to the lanes of bytes 0x80 and above (x-user-defined decoder).
//
//go:noescape
func xUserDefinedSSE2(dst *uint16, src *byte, n int)
