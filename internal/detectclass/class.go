// Package detectclass holds the character classes that package detect's
// single-byte models score pairs of, shared by detect and by its table
// generator (internal/cmd/gendetect), which must agree on them.
package detectclass

// Classes of ASCII characters: letters, case folded, are 0-25; then digits,
// white space and other ASCII. A model's non-ASCII classes start at
// FirstNonASCII.
const (
	Digit         = 26
	Space         = 27
	OtherASCII    = 28
	FirstNonASCII = 29
)

// OfASCII returns the class of an ASCII character.
func OfASCII(r rune) int {
	switch {
	case r >= 'a' && r <= 'z':
		return int(r - 'a')
	case r >= 'A' && r <= 'Z':
		return int(r - 'A')
	case r >= '0' && r <= '9':
		return Digit
	case r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\f':
		return Space
	}
	return OtherASCII
}
