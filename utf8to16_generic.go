//go:build !amd64 || purego

package textcodec

// utf16FromThreeByteBlocks is where a vector version converts leading
// three-byte sequences in blocks; without one it does nothing, and the
// scalar code of utf16FromUTF8 does it all.
func utf16FromThreeByteBlocks(dst []uint16, src []byte) (units, bytes int) { return 0, 0 }
