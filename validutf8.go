package textcodec

import (
	"encoding/binary"

	"github.com/textcodec/textcodec/internal/utf8valid"
)

// UTF-8 validation: well-formed means as the standard's UTF-8 decoder
// accepts it (section "UTF-8 decoder"), with no overlong forms, surrogates or
// code points above U+10FFFF: the set unicode/utf8.Valid accepts. Long input
// is checked 32 bytes at a time with the vector unit where there is one
// (package utf8valid), the rest by validUTF8Run's word-at-a-time scalar code.

// ValidUTF8 reports whether b is entirely well-formed UTF-8: whether the
// UTF-8 decoder decodes it without error. The empty slice is valid.
func ValidUTF8(b []byte) bool { return validUTF8Run(b) == len(b) }

// UTF8ValidUpTo returns the length of the longest prefix of b made of whole,
// well-formed UTF-8 sequences: len(b) when b is valid, else the offset of the
// first byte that begins no well-formed sequence in b (an ill-formed
// sequence, or one cut short by the end of b). Its cost is proportional to
// the prefix, so a caller may call it again after each ill-formed byte.
func UTF8ValidUpTo(b []byte) int { return validUTF8Run(b) }

// UTF8ValidUpToUTF16 is UTF8ValidUpTo that also returns the number of UTF-16
// code units its prefix decodes to (one per sequence, two for a four-byte
// one): a JavaScript string's length, counted in the same pass as the check
// where the vector unit is used.
func UTF8ValidUpToUTF16(b []byte) (n, utf16Len int) {
	if useVectorUTF8 && len(b) >= vectorMinLen {
		// The vector code checks and counts 32 bytes at a time and stops a
		// few bytes before the first error, or before the end: the scalar
		// code finishes.
		i, u := utf8valid.PrefixUnits(b)
		n = i + validUTF8Run(b[i:])
		return n, u + utf16LenValid(b[i:n])
	}
	n = validUTF8Run(b)
	return n, utf16LenValid(b[:n])
}

// utf16LenValid returns the number of UTF-16 code units of p, well-formed
// UTF-8: one for each byte that is not a continuation byte (10xxxxxx), and
// another for each four-byte lead (11110xxx). Bytes are classified eight at
// a time in the top bits of a uint64's bytes, and four words' counts are
// added up per byte before one multiplication sums a block's bytes.
func utf16LenValid(p []byte) int {
	const bytes = 0x0101010101010101
	le := binary.LittleEndian
	// perByte returns, in each byte, the units of the byte of x there
	// (0, 1 or 2).
	perByte := func(x uint64) uint64 {
		notCont := (^x | x<<1) & highBits
		lead4 := x & (x << 1) & (x << 2) & (x << 3) &^ (x << 4) & highBits
		return notCont>>7 + lead4>>7
	}
	n := 0
	i := 0
	for ; len(p)-i >= 32; i += 32 {
		q := p[i : i+32 : i+32]
		x0, x1, x2, x3 := le.Uint64(q), le.Uint64(q[8:]), le.Uint64(q[16:]), le.Uint64(q[24:])
		if (x0|x1|x2|x3)&highBits == 0 {
			n += 32
			continue
		}
		// Each byte of the sum is at most 8: the product's top byte is
		// the sum of all of them, at most 64.
		n += int((perByte(x0) + perByte(x1) + perByte(x2) + perByte(x3)) * bytes >> 56)
	}
	for ; i < len(p); i++ {
		if c := p[i]; c&0xC0 != 0x80 {
			n++
			if c&0xF8 == 0xF0 {
				n++
			}
		}
	}
	return n
}
