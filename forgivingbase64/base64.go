package forgivingbase64

import (
	"encoding/base64"
	"errors"
	"slices"
	"unsafe"
)

// ErrInvalid is the error Decode returns for input that forgiving-base64
// decode fails on (HTML's atob throws an "InvalidCharacterError"
// DOMException for it).
var ErrInvalid = errors.New("forgivingbase64: not valid forgiving-base64")

// Encode returns the forgiving-base64 encode of data: the base64 of RFC 4648
// section 4, with "=" padding.
func Encode(data []byte) string {
	return base64.StdEncoding.EncodeToString(data)
}

// AppendEncode appends the forgiving-base64 encode of data to dst and
// returns the extended slice.
func AppendEncode(dst, data []byte) []byte {
	return base64.StdEncoding.AppendEncode(dst, data)
}

// EncodedLen returns the length of the forgiving-base64 encode of n bytes.
func EncodedLen(n int) int { return base64.StdEncoding.EncodedLen(n) }

// DecodeString returns the bytes of the forgiving-base64 decode of s, or
// ErrInvalid when it fails.
func DecodeString(s string) ([]byte, error) {
	return AppendDecode(nil, s)
}

// Decode is DecodeString for input held as bytes.
func Decode(data []byte) ([]byte, error) {
	return AppendDecode(nil, string(data))
}

// AppendDecode appends the forgiving-base64 decode of s to dst and returns
// the extended slice, or dst unchanged and ErrInvalid when the decode fails.
func AppendDecode(dst []byte, s string) ([]byte, error) {
	// 1. Remove all ASCII whitespace from data.
	s = removeASCIIWhitespace(s)
	// 2. If data's code point length divides by 4 leaving no remainder,
	// then: if data ends with one or two U+003D (=) code points, then
	// remove them from data.
	if len(s)%4 == 0 && len(s) > 0 && s[len(s)-1] == '=' {
		s = s[:len(s)-1]
		if s != "" && s[len(s)-1] == '=' {
			s = s[:len(s)-1]
		}
	}
	// 3. If data's code point length divides by 4 leaving a remainder of
	// 1, return failure.
	if len(s)%4 == 1 {
		return dst, ErrInvalid
	}
	// 4. If data contains a code point that is not U+002B (+), U+002F (/)
	// or ASCII alphanumeric, return failure. 5-9: the decode proper, whose
	// leftover bits (12 or 18 bits when the length is 2 or 3 mod 4) are
	// discarded. encoding/base64's unpadded decoder, not strict, does both:
	// it rejects every other byte ("=" included; whitespace, which it
	// would skip, is gone) and ignores leftover bits.
	n := len(dst)
	out := slices.Grow(dst, base64.RawStdEncoding.DecodedLen(len(s)))
	out = out[:cap(out)]
	m, err := base64.RawStdEncoding.Decode(out[n:], unsafe.Slice(unsafe.StringData(s), len(s)))
	if err != nil {
		return dst, ErrInvalid
	}
	return out[:n+m], nil
}

// isASCIIWhitespace tells the Infra Standard's ASCII whitespace: U+0009 TAB,
// U+000A LF, U+000C FF, U+000D CR and U+0020 SPACE.
func isASCIIWhitespace(c byte) bool {
	return c == '\t' || c == '\n' || c == '\f' || c == '\r' || c == ' '
}

// removeASCIIWhitespace returns s without its ASCII whitespace, s itself
// when it has none.
func removeASCIIWhitespace(s string) string {
	i := 0
	for i < len(s) && !isASCIIWhitespace(s[i]) {
		i++
	}
	if i == len(s) {
		return s
	}
	b := make([]byte, i, len(s))
	copy(b, s[:i])
	for ; i < len(s); i++ {
		if c := s[i]; !isASCIIWhitespace(c) {
			b = append(b, c)
		}
	}
	return string(b)
}
