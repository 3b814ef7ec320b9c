package charset

import (
	"strings"

	"github.com/textcodec/textcodec"
)

// Lookup returns the encoding a charset name selects, or nil. It first does
// the Encoding Standard's "get an encoding" (textcodec.Lookup: ASCII whitespace
// trimmed, ASCII case-insensitive), so every label of the standard means
// what it means in a browser: "iso-8859-1" and "us-ascii" are windows-1252,
// "gb2312" is GBK, "iso-2022-kr" is replacement.
//
// A name the standard does not list is then looked up, folded the same way,
// among the aliases of the IANA Character Sets registry (ianaAliases). The
// rule: an alias of a registered charset that has at least one name among
// the standard's labels selects that label's encoding, since the standard
// maps the charset there whichever of its names is used; IANA charsets with
// no label in the standard (UTF-7, UTF-32, ISO-2022-JP-2, the EBCDIC and
// DOS code pages but 866, ...) stay unknown. Names in no registry, such as
// "cp932" or "ms949", are not added.
func Lookup(name string) *textcodec.Encoding {
	if enc := textcodec.Lookup(name); enc != nil {
		return enc
	}
	return ianaAliases[asciiLower(strings.Trim(name, asciiWhitespace))]
}

// asciiWhitespace is the Infra standard's ASCII whitespace, which "get an
// encoding" trims.
const asciiWhitespace = "\t\n\f\r "

// asciiLower lowercases the ASCII letters of s and nothing else: a name
// spelt with a Kelvin sign or a dotted capital I must not match.
func asciiLower(s string) string {
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if 'A' <= b[j] && b[j] <= 'Z' {
					b[j] += 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}
