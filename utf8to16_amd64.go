//go:build !purego

package textcodec

// utf16FromThreeByteBlocks converts the leading three-byte sequences of src
// (U+0800 to U+FFFF but for the surrogates: the standard's UTF-8 decoder's
// byte ranges for a lead byte E0 to EF) to UTF-16 in dst, which has room
// for len(src) code units, eight or sixteen at a time while src has 24
// bytes left, and a lone ASCII byte between two such runs. It returns the
// code units written and the bytes read: up to the first other sequence or
// ill-formed byte, or short of the last few, which the scalar code does.
// dst past the count may be written, within the sixteen units of the last
// group.
func utf16FromThreeByteBlocks(dst []uint16, src []byte) (units, bytes int) {
	if !useVectorUTF16 || len(src) < 24 || len(dst) < len(src) {
		return 0, 0
	}
	return utf16From3ByteAVX2(&dst[0], &src[0], len(src))
}

// utf16From3ByteAVX2 converts the three-byte sequences at src to the code
// units at dst, sixteen or eight at a time while n allows (see
// utf16FromThreeByteBlocks).
//
//go:noescape
func utf16From3ByteAVX2(dst *uint16, src *byte, n int) (units, bytes int)
