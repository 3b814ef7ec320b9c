package charset

import (
	"strings"

	"github.com/textcodec/textcodec"
)

// ContentTypeEncoding implements the Fetch Standard's "legacy extract an
// encoding" for a Content-Type header value, with no fallback: it returns
// the encoding the charset parameter names ("get an encoding"), or nil when
// there is no MIME type, no charset parameter, or no encoding by that label.
//
// The value is read as Fetch's "extract a MIME type" reads the header: split
// at commas outside quoted strings (several Content-Type headers, joined
// with ", " as http.Header.Values and a proxy would join them), each part
// parsed by the MIME Sniffing Standard's "parse a MIME type", parts that fail
// or are "*/*" skipped, and the last MIME type wins, keeping the charset of
// an earlier one of the same essence when it has none of its own. Only the
// standard's labels count here, not IANA's extra names: this is what a
// browser does with an HTTP response.
func ContentTypeEncoding(contentType string) *textcodec.Encoding {
	charset, ok := extractCharset(contentType)
	if !ok {
		return nil
	}
	return textcodec.Lookup(charset)
}

// extractCharset is Fetch's "extract a MIME type" reduced to what "legacy
// extract an encoding" reads: the charset parameter of the result.
func extractCharset(value string) (charset string, ok bool) {
	// essence and carried are the variables the standard calls essence and
	// charset: the charset of the first MIME type of a run of one essence.
	var essence, carried string
	var hasCarried bool
	for _, v := range splitHeaderValue(value) {
		typ, cs, hasCS, parsed := parseMIMEType(v)
		if !parsed || typ == "*/*" {
			continue
		}
		if typ != essence {
			essence, carried, hasCarried = typ, cs, hasCS
		}
		charset, ok = cs, hasCS
		if !hasCS {
			charset, ok = carried, hasCarried
		}
	}
	return charset, ok
}

// splitHeaderValue implements the splitting of Fetch's "get, decode, and
// split": commas separate values except inside quoted strings, and HTTP tab
// or space is trimmed from each value.
func splitHeaderValue(value string) []string {
	var values []string
	start, i := 0, 0
	for {
		for i < len(value) && value[i] != '"' && value[i] != ',' {
			i++
		}
		if i < len(value) && value[i] == '"' {
			i = skipQuotedString(value, i)
			if i < len(value) {
				continue
			}
		}
		values = append(values, strings.Trim(value[start:i], "\t "))
		if i >= len(value) {
			return values
		}
		i++ // the comma
		start = i
	}
}

// skipQuotedString returns the position after the HTTP quoted string that
// starts at s[i] (Fetch's "collect an HTTP quoted string"), or len(s).
func skipQuotedString(s string, i int) int {
	for i++; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '"':
			return i + 1
		}
	}
	return len(s)
}

// parseMIMEType implements the MIME Sniffing Standard's "parse a MIME type"
// (section 4.4), keeping only the essence and the charset parameter.
// Bytes stand for code points U+0000 to U+00FF, as Fetch's isomorphic
// decode makes them.
func parseMIMEType(s string) (essence, charset string, hasCharset, ok bool) {
	s = strings.Trim(s, httpWhitespace)
	slash := strings.IndexByte(s, '/')
	if slash <= 0 || !isToken(s[:slash]) {
		return "", "", false, false
	}
	rest := s[slash+1:]
	semi := strings.IndexByte(rest, ';')
	if semi < 0 {
		semi = len(rest)
	}
	subtype := strings.TrimRight(rest[:semi], httpWhitespace)
	if subtype == "" || !isToken(subtype) {
		return "", "", false, false
	}
	essence = asciiLower(s[:slash] + "/" + subtype)
	params := rest[semi:]
	for i := 0; i < len(params); {
		i++ // the ';'
		for i < len(params) && strings.IndexByte(httpWhitespace, params[i]) >= 0 {
			i++
		}
		nameStart := i
		for i < len(params) && params[i] != ';' && params[i] != '=' {
			i++
		}
		name := asciiLower(params[nameStart:i])
		if i < len(params) && params[i] == ';' {
			continue
		}
		i++ // the '='
		if i >= len(params) {
			break
		}
		var value string
		if params[i] == '"' {
			value, i = quotedStringValue(params, i)
			for i < len(params) && params[i] != ';' {
				i++
			}
		} else {
			valueStart := i
			for i < len(params) && params[i] != ';' {
				i++
			}
			value = strings.TrimRight(params[valueStart:i], httpWhitespace)
			if value == "" {
				continue
			}
		}
		// The first valid charset parameter is the one kept.
		if name == "charset" && !hasCharset && isQuotedStringTokens(value) {
			charset, hasCharset = value, true
		}
	}
	return essence, charset, hasCharset, true
}

// quotedStringValue implements "collect an HTTP quoted string" with the
// extract-value flag set, from s[i] == '"'. It returns the value and the
// position after the string.
func quotedStringValue(s string, i int) (string, int) {
	var b strings.Builder
	for i++; i < len(s); i++ {
		switch c := s[i]; c {
		case '\\':
			if i+1 == len(s) {
				b.WriteByte('\\')
				return b.String(), len(s)
			}
			i++
			b.WriteByte(s[i])
		case '"':
			return b.String(), i + 1
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), len(s)
}

// httpWhitespace is the Fetch Standard's HTTP whitespace.
const httpWhitespace = "\n\r\t "

// isToken reports whether s is made only of HTTP token code points.
func isToken(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' {
			continue
		}
		if strings.IndexByte("!#$%&'*+-.^_`|~", c) < 0 {
			return false
		}
	}
	return true
}

// isQuotedStringTokens reports whether s is made only of HTTP quoted-string
// token code points: tab, U+0020 to U+007E and U+0080 to U+00FF.
func isQuotedStringTokens(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c != '\t' && (c < 0x20 || c == 0x7F) {
			return false
		}
	}
	return true
}
