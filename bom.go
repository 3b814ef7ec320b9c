package textcodec

// DecodedBOMLen implements the BOM step of TextDecoder's "serialize I/O
// queue" on out, the first code units a stream of e decoded to: it returns
// how many of them the step drops, 1 when e is UTF-8, UTF-16BE or UTF-16LE and
// out begins with U+FEFF, else 0. The step applies once per stream, to its
// first code point: a U+FEFF after it is a character.
//
// A Decoder in BOMRemove mode runs this step itself. DecodedBOMLen is for a
// caller that decodes in BOMKeep mode and serializes the output itself: a
// JavaScript TextDecoder, whose decode discards a call's output when it
// throws, and skips the mark in place instead of moving the output.
func (e *Encoding) DecodedBOMLen(out []uint16) int {
	switch e.family {
	case fUTF8, fUTF16BE, fUTF16LE:
		if len(out) > 0 && out[0] == 0xFEFF {
			return 1
		}
	}
	return 0
}
