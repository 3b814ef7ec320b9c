package weburl

import (
	"strings"
	"unicode/utf8"

	"github.com/textcodec/textcodec"
)

// isForbiddenHostCodePoint reports whether c is a "forbidden host code
// point".
func isForbiddenHostCodePoint(c rune) bool {
	switch c {
	case 0, '\t', '\n', '\r', ' ', '#', '/', ':', '<', '>', '?', '@', '[', '\\', ']', '^', '|':
		return true
	}
	return false
}

// isForbiddenDomainCodePoint reports whether c is a "forbidden domain code
// point": a forbidden host code point, a C0 control, "%" or U+007F.
func isForbiddenDomainCodePoint(c rune) bool {
	return isForbiddenHostCodePoint(c) || c <= 0x1f || c == '%' || c == 0x7f
}

// parseHost implements the "host parser"
// (https://url.spec.whatwg.org/#concept-host-parser), returning the host
// serialized (https://url.spec.whatwg.org/#concept-host-serializer). t
// (which may be nil) is polled through a long domain's conversion.
func parseHost(input string, isOpaque bool, t *ticker) (string, bool) {
	// 1. "[": an IPv6 address, which must end in "]".
	if strings.HasPrefix(input, "[") {
		if !strings.HasSuffix(input, "]") || len(input) < 2 {
			return "", false
		}
		address, ok := parseIPv6(toRunes(input[1:len(input)-1], t))
		if !ok {
			return "", false
		}
		return serializeIPv6(address), true
	}
	// 2. If isOpaque is true, return the result of opaque-host parsing.
	if isOpaque {
		return parseOpaqueHost(input, t)
	}
	// 4. Let domain be the result of running UTF-8 decode without BOM on
	// the percent-decoding of input.
	var domain string
	if strings.IndexByte(input, '%') >= 0 {
		decoded := percentDecodeString(input, t)
		if utf8.Valid(decoded) {
			domain = string(decoded)
		} else {
			domain = string(textcodec.UTF8DecodeWithoutBOM(decoded))
		}
	} else {
		domain = input
	}
	// 5-6. Let asciiDomain be the result of running domain to ASCII.
	asciiDomain, ok := domainToASCII(domain, t)
	if !ok {
		return "", false
	}
	// 7. If asciiDomain ends in a number, return the result of IPv4
	// parsing asciiDomain.
	if endsInANumber(asciiDomain, t) {
		address, ok := parseIPv4(asciiDomain, t)
		if !ok {
			return "", false
		}
		return serializeIPv4(address), true
	}
	// 8. Return asciiDomain.
	return asciiDomain, true
}

// parseOpaqueHost implements the "opaque-host parser"
// (https://url.spec.whatwg.org/#concept-opaque-host-parser), ticking t
// (which may be nil) for every byte.
func parseOpaqueHost(input string, t *ticker) (string, bool) {
	// 1. A forbidden host code point is a failure.
	for i, c := range input {
		t.step(i)
		if isForbiddenHostCodePoint(c) {
			return "", false
		}
	}
	// 4. Return the result of running UTF-8 percent-encode on input using
	// the C0 control percent-encode set.
	return utf8PercentEncodeString(input, c0ControlSet, t), true
}
