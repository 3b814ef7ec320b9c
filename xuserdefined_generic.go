//go:build !amd64 || purego

package textcodec

// xUserDefinedUnits decodes the longest prefix of src that fits dst, in
// blocks of eight bytes, and returns its length (see xUserDefinedWords).
func xUserDefinedUnits(dst []uint16, src []byte) int {
	return xUserDefinedWords(dst, src)
}
