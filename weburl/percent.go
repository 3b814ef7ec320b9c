package weburl

import (
	"strconv"
	"unicode/utf8"

	"github.com/textcodec/textcodec"
)

// A percentEncodeSet is one of the URL Standard's percent-encode sets
// (https://url.spec.whatwg.org/#percent-encoded-bytes): the ASCII code
// points it holds are true; every set also holds every code point above
// U+007E, which the functions here test without the table.
type percentEncodeSet *[0x80]bool

// newSet returns the set that holds the C0 controls, U+007F and the given
// ASCII code points (the C0 control percent-encode set and its supersets).
func newSet(extra string, base percentEncodeSet) percentEncodeSet {
	var s [0x80]bool
	if base != nil {
		s = *base
	} else {
		for c := 0; c < 0x20; c++ {
			s[c] = true
		}
		s[0x7f] = true
	}
	for i := 0; i < len(extra); i++ {
		s[extra[i]] = true
	}
	return &s
}

// The percent-encode sets, each the one before it plus a few code points.
var (
	c0ControlSet    = newSet("", nil)
	fragmentSet     = newSet(" \"<>`", c0ControlSet)
	querySet        = newSet(" \"#<>", c0ControlSet)
	specialQuerySet = newSet("'", querySet)
	pathSet         = newSet("?`{}", querySet)
	userinfoSet     = newSet("/:;=@[\\]^|", pathSet)
	componentSet    = newSet("$%&+,", userinfoSet)
	formSet         = newSet("!'()~", componentSet)
)

// inSet reports whether c is in set.
func inSet(c rune, set percentEncodeSet) bool {
	return c >= 0x80 || set[c]
}

const upperHex = "0123456789ABCDEF"

// appendPercentByte appends "%XX", b's percent-encoding.
func appendPercentByte(dst []byte, b byte) []byte {
	return append(dst, '%', upperHex[b>>4], upperHex[b&15])
}

// appendUTF8PercentEncoded appends c "UTF-8 percent-encoded" using set: c
// itself when it is not in set, else each byte of its UTF-8 encoding
// percent-encoded.
func appendUTF8PercentEncoded(dst []byte, c rune, set percentEncodeSet) []byte {
	if !inSet(c, set) {
		return append(dst, byte(c))
	}
	var b [utf8.UTFMax]byte
	n := utf8.EncodeRune(b[:], c)
	for i := 0; i < n; i++ {
		dst = appendPercentByte(dst, b[i])
	}
	return dst
}

// appendUTF8PercentEncodedString appends s, each code point UTF-8
// percent-encoded using set (invalid UTF-8 is taken as U+FFFD, as a
// USVString holds it), ticking t (which may be nil) for every byte.
func appendUTF8PercentEncodedString(dst []byte, s string, set percentEncodeSet, t *ticker) []byte {
	for i, c := range s {
		t.step(i)
		dst = appendUTF8PercentEncoded(dst, c, set)
	}
	return dst
}

// utf8PercentEncodeString is "UTF-8 percent-encode" of a whole string,
// ticking t (which may be nil) for every byte.
func utf8PercentEncodeString(s string, set percentEncodeSet, t *ticker) string {
	for i := 0; i < len(s); i++ {
		t.step(i)
		if s[i] >= 0x80 || set[s[i]] {
			return string(appendUTF8PercentEncodedString(append(make([]byte, 0, len(s)+16), s[:i]...), s[i:], set, t))
		}
	}
	return s
}

func isHexDigit(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func hexValue(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c <= 'F':
		return c - 'A' + 10
	}
	return c - 'a' + 10
}

// PercentDecode implements "percent-decode" of a byte sequence
// (https://url.spec.whatwg.org/#percent-decode): each "%XX" with two hex
// digits becomes the byte 0xXX; every other byte, a lone "%" included, is
// kept.
func PercentDecode(input []byte) []byte {
	return percentDecodeAppend(nil, input, nil)
}

// percentDecodeAppend is PercentDecode appending to out, ticking t (which
// may be nil) for every byte.
func percentDecodeAppend(out []byte, input []byte, t *ticker) []byte {
	for i := 0; i < len(input); i++ {
		t.step(i)
		b := input[i]
		if b == '%' && i+2 < len(input) && isHexDigit(input[i+1]) && isHexDigit(input[i+2]) {
			out = append(out, hexValue(input[i+1])<<4|hexValue(input[i+2]))
			i += 2
			continue
		}
		out = append(out, b)
	}
	return out
}

// percentDecodeString is "percent-decode" of a string's UTF-8 encoding,
// ticking t (which may be nil) for every byte.
func percentDecodeString(s string, t *ticker) []byte {
	return percentDecodeAppend(make([]byte, 0, len(s)), []byte(s), t)
}

// A PercentEncodeSet names one of the URL Standard's percent-encode sets,
// for PercentEncodeAfterEncoding.
type PercentEncodeSet uint8

// The percent-encode sets (https://url.spec.whatwg.org/#percent-encoded-bytes).
const (
	C0ControlSet PercentEncodeSet = iota
	FragmentSet
	QuerySet
	SpecialQuerySet
	PathSet
	UserinfoSet
	ComponentSet
	FormURLEncodedSet // the application/x-www-form-urlencoded percent-encode set
)

func (s PercentEncodeSet) table() percentEncodeSet {
	switch s {
	case FragmentSet:
		return fragmentSet
	case QuerySet:
		return querySet
	case SpecialQuerySet:
		return specialQuerySet
	case PathSet:
		return pathSet
	case UserinfoSet:
		return userinfoSet
	case ComponentSet:
		return componentSet
	case FormURLEncodedSet:
		return formSet
	}
	return c0ControlSet
}

// PercentEncodeAfterEncoding implements "percent-encode after encoding"
// (https://url.spec.whatwg.org/#string-percent-encode-after-encoding): input
// is encoded with enc's output encoding (nil is UTF-8) and each byte in set
// is percent-encoded; a code point the encoding lacks becomes "%26%23",
// its decimal value and "%3B" (an HTML numeric character reference,
// percent-encoded). With spaceAsPlus a space byte becomes "+".
func PercentEncodeAfterEncoding(enc *textcodec.Encoding, input string, set PercentEncodeSet, spaceAsPlus bool) string {
	return string(appendPercentEncodedAfterEncoding(nil, enc, input, set.table(), spaceAsPlus, nil))
}

// appendPercentEncodedAfterEncoding appends "percent-encode after encoding"
// of input to dst.
func appendPercentEncodedAfterEncoding(dst []byte, enc *textcodec.Encoding, input string, set percentEncodeSet, spaceAsPlus bool, t *ticker) []byte {
	if enc != nil {
		enc = enc.OutputEncoding()
	}
	if enc == nil || enc == textcodec.UTF8 {
		for _, c := range input {
			if t != nil {
				t.tick()
			}
			if spaceAsPlus && c == ' ' {
				dst = append(dst, '+')
				continue
			}
			dst = appendUTF8PercentEncoded(dst, c, set)
		}
		return dst
	}
	// 1. Let encoder be the result of getting an encoder from encoding.
	encoder, err := enc.NewEncoder(textcodec.Fatal)
	if err != nil {
		// Only the output encodings without an encoder get here, and
		// OutputEncoding maps them all to UTF-8.
		return appendPercentEncodedAfterEncoding(dst, nil, input, set, spaceAsPlus, t)
	}
	appendBytes := func(dst, encoded []byte) []byte {
		for _, b := range encoded {
			if t != nil {
				t.tick()
			}
			if spaceAsPlus && b == ' ' {
				dst = append(dst, '+')
			} else if b < 0x80 && !set[b] {
				dst = append(dst, b)
			} else {
				dst = appendPercentByte(dst, b)
			}
		}
		return dst
	}
	// 5. While potentialError is non-null: run the encoder in fatal mode,
	// write its output percent-encoded, and an unmappable code point as
	// "%26%23" NNN "%3B".
	src := []byte(input)
	var scratch []byte
	for {
		out, consumed, err := textcodec.EncodeOrFail(encoder, scratch[:0], src)
		dst = appendBytes(dst, out)
		scratch = out
		src = src[consumed:]
		ee, ok := err.(*textcodec.EncodeError)
		if !ok {
			break
		}
		dst = append(dst, "%26%23"...)
		dst = strconv.AppendInt(dst, int64(ee.CodePoint), 10)
		dst = append(dst, "%3B"...)
	}
	tail, _ := encoder.Append(scratch[:0], nil, true)
	return appendBytes(dst, tail)
}
