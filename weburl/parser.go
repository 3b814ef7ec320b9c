package weburl

import (
	"errors"
	"strings"
	"unicode/utf8"

	"github.com/textcodec/textcodec"
)

// A state is a state of the basic URL parser.
type state uint8

// The basic URL parser's states (https://url.spec.whatwg.org/#url-parsing);
// noOverride stands for "no state override".
const (
	noOverride state = iota
	schemeStartState
	schemeState
	noSchemeState
	specialRelativeOrAuthorityState
	pathOrAuthorityState
	relativeState
	relativeSlashState
	specialAuthoritySlashesState
	specialAuthorityIgnoreSlashesState
	authorityState
	hostState
	hostnameState
	portState
	fileState
	fileSlashState
	fileHostState
	pathStartState
	pathState
	opaquePathState
	queryState
	fragmentState
)

// ErrInvalid is the error Parse returns for input the URL parser fails on.
var ErrInvalid = errors.New("weburl: invalid URL")

// eof stands for the EOF code point.
const eof = -1

// Parse implements the "URL parser" (https://url.spec.whatwg.org/#concept-url-parser):
// it parses input against base (nil for none) and returns the URL, or
// ErrInvalid. input is taken as a USVString: invalid UTF-8 stands for
// U+FFFD. The options give an encoding for the query (WithEncoding) and an
// interrupt check (WithPoll).
func Parse(input string, base *URL, opts ...Option) (*URL, error) {
	o := applyOptions(opts)
	u, ok := basicParse(input, base, nil, noOverride, &o)
	if !ok {
		return nil, ErrInvalid
	}
	return u, nil
}

// CanParse reports whether Parse succeeds on input and base.
func CanParse(input string, base *URL, opts ...Option) bool {
	o := applyOptions(opts)
	_, ok := basicParse(input, base, nil, noOverride, &o)
	return ok
}

// isC0ControlOrSpace reports whether c is a C0 control or space.
func isC0ControlOrSpace(c byte) bool { return c <= 0x20 }

// trimControlAndSpace removes leading and trailing C0 control or space,
// ticking t for every byte removed.
func trimControlAndSpace(s string, t *ticker) string {
	i, j := 0, len(s)
	for i < j && isC0ControlOrSpace(s[i]) {
		t.step(i)
		i++
	}
	for j > i && isC0ControlOrSpace(s[j-1]) {
		t.step(len(s) - j)
		j--
	}
	return s[i:j]
}

// removeTabAndNewline removes every ASCII tab or newline, ticking t
// (which may be nil) for every byte.
func removeTabAndNewline(s string, t *ticker) string {
	i := 0
	for i < len(s) && s[i] != '\t' && s[i] != '\n' && s[i] != '\r' {
		t.step(i)
		i++
	}
	if i == len(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	b.WriteString(s[:i])
	for ; i < len(s); i++ {
		t.step(i)
		if c := s[i]; c != '\t' && c != '\n' && c != '\r' {
			b.WriteByte(c)
		}
	}
	return b.String()
}

// toRunes returns the code points of s (invalid UTF-8 as U+FFFD), ticking
// t (which may be nil) for every one.
func toRunes(s string, t *ticker) []rune {
	runes := make([]rune, 0, utf8.RuneCountInString(s))
	for _, c := range s {
		t.step(len(runes))
		runes = append(runes, c)
	}
	return runes
}

// A parser is one run of the basic URL parser.
type parser struct {
	input    []rune
	pointer  int
	base     *URL
	url      *URL
	override state
	encoding *textcodec.Encoding
	ticker   ticker

	buffer                                        []byte // UTF-8
	bufferRunes                                   int    // how many code points buffer holds
	atSignSeen, insideBrackets, passwordTokenSeen bool
}

// at returns the code point at i, or eof.
func (p *parser) at(i int) rune {
	if i >= 0 && i < len(p.input) {
		return p.input[i]
	}
	return eof
}

// remainingStartsWith reports whether the code points after the pointer
// start with s (ASCII).
func (p *parser) remainingStartsWith(s string) bool {
	for k := 0; k < len(s); k++ {
		if p.at(p.pointer+1+k) != rune(s[k]) {
			return false
		}
	}
	return true
}

func (p *parser) appendBuffer(c rune) {
	if c < 0x80 {
		p.buffer = append(p.buffer, byte(c))
	} else {
		p.buffer = append(p.buffer, string(c)...)
	}
	p.bufferRunes++
}

// enterQuery sets url's query to the empty string, for the query state.
func (p *parser) enterQuery() state {
	p.url.query, p.url.hasQuery = "", true
	return queryState
}

// enterFragment sets url's fragment to the empty string, for the fragment
// state.
func (p *parser) enterFragment() state {
	p.url.fragment, p.url.hasFragment = "", true
	return fragmentState
}

func (p *parser) resetBuffer() {
	p.buffer = p.buffer[:0]
	p.bufferRunes = 0
}

// basicParse implements the "basic URL parser"
// (https://url.spec.whatwg.org/#concept-basic-url-parser). With url nil it
// makes a new URL; with a state override it changes url in place, as the
// URL API's setters do. ok is false for "failure"; a "return" under a state
// override is ok.
func basicParse(input string, base *URL, url *URL, override state, o *options) (_ *URL, ok bool) {
	t := ticker{poll: o.poll}
	// 1. If url is not given: a new URL, and leading and trailing C0
	// control or space removed from input.
	if url == nil {
		url = &URL{port: -1}
		input = trimControlAndSpace(input, &t)
	}
	// 2. Remove all ASCII tab or newline from input.
	input = removeTabAndNewline(input, &t)
	p := parser{input: toRunes(input, &t), base: base, url: url, override: override, encoding: o.encoding, ticker: t}
	// 3. Let state be state override if given, or scheme start state.
	st := override
	if st == noOverride {
		st = schemeStartState
	}
	// 7. Keep running the state machine by switching on state; after each
	// step the pointer is increased by 1, up to and including the EOF code
	// point.
	for ; ; p.pointer++ {
		p.ticker.tick()
		c := p.at(p.pointer)
		var next state
		var result stepResult
		next, result = p.step(st, c)
		switch result {
		case stepFailure:
			return url, false
		case stepReturn:
			return url, true
		}
		st = next
		if c == eof && p.pointer >= len(p.input) {
			return url, true
		}
	}
}

// A stepResult says how a step of the state machine ends.
type stepResult uint8

const (
	stepContinue stepResult = iota // go on with the next code point
	stepFailure                    // "return failure"
	stepReturn                     // "return" (under a state override)
)

// step runs state st on code point c and returns the next state.
func (p *parser) step(st state, c rune) (state, stepResult) {
	url := p.url
	switch st {
	case schemeStartState:
		// 1. ASCII alpha: lowercased into buffer; scheme state.
		if isASCIIAlpha(c) {
			p.appendBuffer(c | 0x20)
			return schemeState, stepContinue
		}
		// 2. Otherwise, if state override is not given: no scheme state,
		// pointer decreased by 1.
		if p.override == noOverride {
			p.pointer--
			return noSchemeState, stepContinue
		}
		// 3. Otherwise, return failure.
		return st, stepFailure

	case schemeState:
		// 1. ASCII alphanumeric, "+", "-" or ".": lowercased into buffer.
		if isASCIIAlpha(c) || isASCIIDigitRune(c) || c == '+' || c == '-' || c == '.' {
			if isASCIIAlpha(c) {
				c |= 0x20
			}
			p.appendBuffer(c)
			return st, stepContinue
		}
		// 2. ":".
		if c == ':' {
			buffer := string(p.buffer)
			if p.override != noOverride {
				// 2.1. A setter may not switch between special and not
				// special, give credentials or a port to file, or make an
				// empty-host URL file.
				if url.IsSpecial() != isSpecialScheme(buffer) {
					return st, stepReturn
				}
				if (url.includesCredentials() || url.port >= 0) && buffer == "file" {
					return st, stepReturn
				}
				if url.scheme == "file" && url.hasHost && url.host == "" {
					return st, stepReturn
				}
			}
			// 2.2. Set url's scheme to buffer.
			url.scheme = buffer
			// 2.3. Under a state override: the default port becomes null;
			// return.
			if p.override != noOverride {
				if dp, _ := defaultPort(url.scheme); url.port == dp {
					url.port = -1
				}
				return st, stepReturn
			}
			// 2.4. Set buffer to the empty string.
			p.resetBuffer()
			switch {
			case url.scheme == "file":
				// 2.5.
				return fileState, stepContinue
			case url.IsSpecial() && p.base != nil && p.base.scheme == url.scheme:
				// 2.6.
				return specialRelativeOrAuthorityState, stepContinue
			case url.IsSpecial():
				// 2.7.
				return specialAuthoritySlashesState, stepContinue
			case p.remainingStartsWith("/"):
				// 2.8.
				p.pointer++
				return pathOrAuthorityState, stepContinue
			}
			// 2.9. An opaque path.
			url.hasOpaquePath = true
			url.opaque = ""
			return opaquePathState, stepContinue
		}
		// 3. Otherwise, if state override is not given: start over in no
		// scheme state.
		if p.override == noOverride {
			p.resetBuffer()
			p.pointer = -1
			return noSchemeState, stepContinue
		}
		// 4. Otherwise, return failure.
		return st, stepFailure

	case noSchemeState:
		base := p.base
		// 1. No base, or a base with an opaque path and c is not "#".
		if base == nil || (base.hasOpaquePath && c != '#') {
			return st, stepFailure
		}
		// 2. A base with an opaque path and c is "#".
		if base.hasOpaquePath && c == '#' {
			url.scheme = base.scheme
			url.hasOpaquePath = true
			url.opaque = base.opaque
			url.query, url.hasQuery = base.query, base.hasQuery
			return p.enterFragment(), stepContinue
		}
		p.pointer--
		// 3. A base that is not "file": relative state.
		if base.scheme != "file" {
			return relativeState, stepContinue
		}
		// 4. Otherwise: file state.
		return fileState, stepContinue

	case specialRelativeOrAuthorityState:
		if c == '/' && p.remainingStartsWith("/") {
			p.pointer++
			return specialAuthorityIgnoreSlashesState, stepContinue
		}
		p.pointer--
		return relativeState, stepContinue

	case pathOrAuthorityState:
		if c == '/' {
			return authorityState, stepContinue
		}
		p.pointer--
		return pathState, stepContinue

	case relativeState:
		base := p.base
		// 2. Set url's scheme to base's scheme.
		url.scheme = base.scheme
		// 3-4. "/" (or "\" in a special URL): relative slash state.
		if c == '/' || (url.IsSpecial() && c == '\\') {
			return relativeSlashState, stepContinue
		}
		// 5. Otherwise: base's credentials, host, port, path and query.
		url.username, url.password = base.username, base.password
		url.host, url.hasHost, url.port = base.host, base.hasHost, base.port
		url.path = append([]string(nil), base.path...)
		url.query, url.hasQuery = base.query, base.hasQuery
		switch {
		case c == '?':
			return p.enterQuery(), stepContinue
		case c == '#':
			return p.enterFragment(), stepContinue
		case c != eof:
			url.query, url.hasQuery = "", false
			url.shortenPath()
			p.pointer--
			return pathState, stepContinue
		}
		return st, stepContinue

	case relativeSlashState:
		if url.IsSpecial() && (c == '/' || c == '\\') {
			return specialAuthorityIgnoreSlashesState, stepContinue
		}
		if c == '/' {
			return authorityState, stepContinue
		}
		base := p.base
		url.username, url.password = base.username, base.password
		url.host, url.hasHost, url.port = base.host, base.hasHost, base.port
		p.pointer--
		return pathState, stepContinue

	case specialAuthoritySlashesState:
		if c == '/' && p.remainingStartsWith("/") {
			p.pointer++
		} else {
			p.pointer--
		}
		return specialAuthorityIgnoreSlashesState, stepContinue

	case specialAuthorityIgnoreSlashesState:
		if c != '/' && c != '\\' {
			p.pointer--
			return authorityState, stepContinue
		}
		return st, stepContinue

	case authorityState:
		return p.authority(c)

	case hostState, hostnameState:
		return p.host(st, c)

	case portState:
		return p.port(c)

	case fileState:
		return p.file(c)

	case fileSlashState:
		// 1. "/" or "\": file host state.
		if c == '/' || c == '\\' {
			return fileHostState, stepContinue
		}
		// 2. Otherwise: base's host, and its drive letter.
		if base := p.base; base != nil && base.scheme == "file" {
			url.host, url.hasHost = base.host, base.hasHost
			if !startsWithWindowsDriveLetter(p.input, p.pointer) && len(base.path) > 0 &&
				isNormalizedWindowsDriveLetter(base.path[0]) {
				url.path = append(url.path, base.path[0])
			}
		}
		p.pointer--
		return pathState, stepContinue

	case fileHostState:
		return p.fileHost(c)

	case pathStartState:
		switch {
		case url.IsSpecial():
			// 1. A special URL: path state, this code point included
			// unless it is "/" or "\".
			if c != '/' && c != '\\' {
				p.pointer--
			}
			return pathState, stepContinue
		case p.override == noOverride && c == '?':
			return p.enterQuery(), stepContinue
		case p.override == noOverride && c == '#':
			return p.enterFragment(), stepContinue
		case c != eof:
			if c != '/' {
				p.pointer--
			}
			return pathState, stepContinue
		case p.override != noOverride && !url.hasHost:
			// 5. Under a state override, a URL without a host gets an
			// empty path segment.
			url.path = append(url.path, "")
		}
		return st, stepContinue

	case pathState:
		return p.pathSegment(c)

	case opaquePathState:
		// 3-4. Up to "?", "#" or EOF (the whole run at once): a U+0020
		// SPACE is appended as "%20" when remaining starts with "?" or
		// "#" (so that an opaque path never ends in a space before a
		// query or fragment) and as itself otherwise; every other code
		// point that is not the EOF code point is UTF-8 percent-encoded
		// using the C0 control percent-encode set and appended.
		if c != '?' && c != '#' && c != eof {
			b := []byte(url.opaque)
			for ; c != '?' && c != '#' && c != eof; c = p.at(p.pointer) {
				if next := p.at(p.pointer + 1); c == ' ' && (next == '?' || next == '#') {
					b = append(b, "%20"...)
				} else {
					b = appendUTF8PercentEncoded(b, c, c0ControlSet)
				}
				p.pointer++
				p.ticker.tick()
			}
			url.opaque = string(b)
		}
		switch {
		case c == '?':
			return p.enterQuery(), stepContinue
		case c == '#':
			return p.enterFragment(), stepContinue
		}
		return st, stepContinue

	case queryState:
		// 1. The encoding is UTF-8 for a URL that is not special, or ws:
		// or wss:.
		if p.encoding != nil && (!url.IsSpecial() || url.scheme == "ws" || url.scheme == "wss") {
			p.encoding = nil
		}
		// 2. "#" (without a state override) or EOF: buffer percent-encoded
		// after encoding into the query.
		if (p.override == noOverride && c == '#') || c == eof {
			set := querySet
			if url.IsSpecial() {
				set = specialQuerySet
			}
			url.query = string(appendPercentEncodedAfterEncoding([]byte(url.query), p.encoding, string(p.buffer), set, false, &p.ticker))
			p.resetBuffer()
			if c == '#' {
				return p.enterFragment(), stepContinue
			}
			return st, stepContinue
		}
		// 3. Otherwise, c into buffer; and so every code point after it up
		// to "#" (without a state override) or EOF.
		buf := p.buffer
		for {
			if c < 0x80 {
				buf = append(buf, byte(c))
			} else {
				buf = utf8.AppendRune(buf, c)
			}
			p.bufferRunes++
			next := p.at(p.pointer + 1)
			if next == eof || (p.override == noOverride && next == '#') {
				break
			}
			p.pointer++
			p.ticker.tick()
			c = next
		}
		p.buffer = buf
		return st, stepContinue

	case fragmentState:
		// Every code point to EOF, UTF-8 percent-encoded using the
		// fragment percent-encode set (the whole run at once).
		if c != eof {
			b := []byte(url.fragment)
			for ; c != eof; c = p.at(p.pointer) {
				b = appendUTF8PercentEncoded(b, c, fragmentSet)
				p.pointer++
				p.ticker.tick()
			}
			url.fragment = string(b)
		}
		return st, stepContinue
	}
	return st, stepFailure
}
