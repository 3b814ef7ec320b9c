package weburl

import (
	"bytes"
	"unicode/utf8"

	"github.com/textcodec/textcodec"
)

// A Pair is a name-value tuple of an application/x-www-form-urlencoded
// list (and of URLSearchParams' list).
type Pair struct {
	Name, Value string
}

// ParseForm implements the application/x-www-form-urlencoded parser
// (https://url.spec.whatwg.org/#concept-urlencoded-parser): input split on
// "&", each non-empty piece split at its first "=", "+" read as a space,
// percent-decoded and UTF-8 decoded without BOM (a malformed sequence is
// U+FFFD). Its one option is WithPoll.
func ParseForm(input []byte, opts ...Option) []Pair {
	t := ticker{poll: applyOptions(opts).poll}
	var out []Pair
	// 1. Let sequences be the result of splitting input on 0x26 (&).
	for len(input) > 0 {
		var piece []byte
		if i := bytes.IndexByte(input, '&'); i >= 0 {
			piece, input = input[:i], input[i+1:]
		} else {
			piece, input = input, nil
		}
		// 3.1. If bytes is the empty byte sequence, then continue.
		if len(piece) == 0 {
			continue
		}
		t.add(len(piece) + 1)
		// 3.2-3.3. name and value, split at the first "=".
		name, value := piece, []byte(nil)
		if i := bytes.IndexByte(piece, '='); i >= 0 {
			name, value = piece[:i], piece[i+1:]
		}
		// 3.4-3.6. "+" as space, percent-decoded, UTF-8 decoded.
		out = append(out, Pair{Name: formDecode(name), Value: formDecode(value)})
	}
	return out
}

// formDecode replaces "+" with a space, percent-decodes and UTF-8 decodes
// without BOM.
func formDecode(b []byte) string {
	if bytes.IndexByte(b, '+') < 0 && bytes.IndexByte(b, '%') < 0 && utf8.Valid(b) {
		return string(b)
	}
	decoded := make([]byte, 0, len(b))
	for i := 0; i < len(b); i++ {
		c := b[i]
		switch {
		case c == '+':
			decoded = append(decoded, ' ')
		case c == '%' && i+2 < len(b) && isHexDigit(b[i+1]) && isHexDigit(b[i+2]):
			decoded = append(decoded, hexValue(b[i+1])<<4|hexValue(b[i+2]))
			i += 2
		default:
			decoded = append(decoded, c)
		}
	}
	if utf8.Valid(decoded) {
		return string(decoded)
	}
	return string(textcodec.UTF8DecodeWithoutBOM(decoded))
}

// SerializeForm implements the application/x-www-form-urlencoded
// serializer (https://url.spec.whatwg.org/#concept-urlencoded-serializer)
// with an encoding override (nil is UTF-8): each name and value
// "percent-encoded after encoding" with the
// application/x-www-form-urlencoded percent-encode set and spaces as "+",
// joined with "=" and "&". Its one option is WithPoll.
func SerializeForm(list []Pair, enc *textcodec.Encoding, opts ...Option) string {
	return string(AppendForm(nil, list, enc, opts...))
}

// AppendForm is SerializeForm appending to dst.
func AppendForm(dst []byte, list []Pair, enc *textcodec.Encoding, opts ...Option) []byte {
	t := &ticker{poll: applyOptions(opts).poll}
	for i, pair := range list {
		if i > 0 {
			dst = append(dst, '&')
		}
		dst = appendPercentEncodedAfterEncoding(dst, enc, pair.Name, formSet, true, t)
		dst = append(dst, '=')
		dst = appendPercentEncodedAfterEncoding(dst, enc, pair.Value, formSet, true, t)
	}
	return dst
}
