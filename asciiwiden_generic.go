//go:build !amd64 || purego

package textcodec

// widenASCIIBlocks is where a vector version widens leading ASCII bytes in
// blocks; without one it does nothing, and copyASCII does it all.
func widenASCIIBlocks(dst []uint16, src []byte) int { return 0 }
