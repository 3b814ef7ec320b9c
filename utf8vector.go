package textcodec

import "github.com/textcodec/textcodec/internal/utf8valid"

// UTF-8 checked with the vector unit (package utf8valid), for long runs:
// validUTF8Run, and with it the UTF-8 decoder's copy of well-formed runs to
// UTF-8 output, Decoder.Bytes and Decoder.String on UTF-8, and the UTF-8
// encoder's run, starts from the prefix the vector code found well-formed.

// vectorMinLen is the shortest input validUTF8Run hands to the vector code:
// below two blocks the scalar code is as fast.
const vectorMinLen = 2 * utf8valid.BlockSize

// useVectorUTF8 is whether validUTF8Run uses the vector code (tests turn it
// off to compare the two).
var useVectorUTF8 = utf8valid.Enabled

// vectorUTF8Prefix returns the length of a prefix of s made of whole,
// well-formed sequences that the vector code found, from which the scalar
// code goes on: 0 for short input or without a vector unit.
func vectorUTF8Prefix(s []byte) int {
	if !useVectorUTF8 || len(s) < vectorMinLen {
		return 0
	}
	return utf8valid.Prefix(s)
}
