//go:build !purego

package textcodec

// widenASCIIBlocks widens the leading ASCII bytes of src to dst sixteen at
// a time with SSE2 (part of every amd64 processor), while both have sixteen
// left, and returns how many it did: up to the first byte that is not
// ASCII, or short of the last few, which copyASCII does. dst past the count
// may be written, within the sixteen units of the last block.
func widenASCIIBlocks(dst []uint16, src []byte) int {
	n := min(len(dst), len(src))
	if n < 16 {
		return 0
	}
	return widenASCIISSE2(&dst[0], &src[0], n)
}

// widenASCIISSE2 widens the bytes at src to the code units at dst, sixteen
// at a time while n allows, and returns how many leading ASCII bytes it
// did (see widenASCIIBlocks).
//
//go:noescape
func widenASCIISSE2(dst *uint16, src *byte, n int) int
