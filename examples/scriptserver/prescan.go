package main

import (
	"fmt"
	"unicode/utf8"
)

// Why a pre-scan: goja's parser and compiler are recursive descent, and Go
// cannot recover from a goroutine that outgrows its maximum stack (the
// runtime aborts the whole process). A 1 MiB script of nested brackets
// ("[[[[...") needs more than the default 1 GB of stack; 100,000 levels
// already take 480 MB and 3 s. Long chains of operators need no brackets to
// cost the same ("- - - 1", "x=>x=>1", "a?b:c?d:..." recurse), and goja's
// compiler takes time quadratic in the length of a chain ("a+a+...+a" of
// 20,000 terms compiles in about 3 s), which no interrupt can stop. So before
// a script reaches goja, prescan reads it once, token by token, and refuses
// it when brackets nest deeper than maxDepth or one expression has more than
// maxChain operators.
//
// prescan is a tokenizer, not a parser: it knows strings, comments, template
// literals and regular expression literals, so that brackets inside them are
// not counted, and it errs towards refusing. Where it could not tell what
// goja will see (a "/" after "}", "++", "--", "of", "yield" or "await" may
// start a regular expression or divide), or where a literal is not closed,
// it refuses the script rather than guess, because a wrong guess could hide
// the rest of a line from the count.

// A scanLimits bounds what prescan accepts.
type scanLimits struct {
	maxDepth int // brackets, braces, parentheses and template substitutions open at once
	maxChain int // operators, calls and member accesses in one expression
}

// A scanError says why prescan refused a script, and where.
type scanError struct {
	line, col int
	reason    string
}

func (e *scanError) Error() string {
	return fmt.Sprintf("script refused before parsing (line %d, column %d): %s", e.line, e.col, e.reason)
}

// A scanFrame is one open bracket: its kind ('(', '[', '{', '`' for a
// template literal, '$' for a "${" substitution), the operators counted in
// the expression being read inside it, and, for '(', whether it follows
// if/while/for/with (after its ')' a '/' starts a regular expression).
type scanFrame struct {
	kind    byte
	chain   int
	control bool
}

// What the token before a '/' says about it.
const (
	slashRegexp    = iota // an operator, '(' or keyword came before: a regular expression
	slashDivide           // an operand came before: division
	slashAmbiguous        // '}', '++', '--', of/yield/await came before: prescan cannot tell
)

// A scanner holds prescan's state.
type scanner struct {
	src    string
	pos    int
	lim    scanLimits
	stack  []scanFrame // stack[0] is the script's top level
	slash  int         // what a '/' would be here
	prevOp bool        // the last token was an operator (an expression continues)
	nl     bool        // a line terminator came since the last token
	lastWd string      // the last token, when it was a word
	dot    bool        // the last token was a '.': a word here is a property name
}

// prescan returns nil when src is within lim, and a *scanError otherwise.
func prescan(src string, lim scanLimits) error {
	s := &scanner{src: src, lim: lim, stack: []scanFrame{{kind: 0}}, slash: slashRegexp, prevOp: true}
	return s.run()
}

func (s *scanner) fail(at int, format string, args ...any) error {
	line, col := 1, 1
	for i := 0; i < at && i < len(s.src); i++ {
		if s.src[i] == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return &scanError{line: line, col: col, reason: fmt.Sprintf(format, args...)}
}

func (s *scanner) top() *scanFrame { return &s.stack[len(s.stack)-1] }

// token notes a token that continues (op) or ends (!op) an expression:
// across a line break, a token that cannot continue the expression before
// it starts a new one (automatic semicolon insertion), so the count starts
// again.
func (s *scanner) token(at int, op, continues bool) error {
	t := s.top()
	if s.nl && !s.prevOp && !continues {
		t.chain = 0
	}
	s.nl = false
	s.dot = false
	s.prevOp = op
	if op {
		t.chain++
		if t.chain > s.lim.maxChain {
			return s.fail(at, "more than %d operators, calls and member accesses in one expression (limit -max-chain)", s.lim.maxChain)
		}
	}
	return nil
}

func (s *scanner) push(at int, kind byte, control bool) error {
	if len(s.stack) > s.lim.maxDepth {
		return s.fail(at, "brackets nested deeper than %d (limit -max-depth)", s.lim.maxDepth)
	}
	s.stack = append(s.stack, scanFrame{kind: kind, control: control})
	return nil
}

// pop closes the innermost frame with closer and returns it.
func (s *scanner) pop(at int, closer byte) (scanFrame, error) {
	want := map[byte]byte{')': '(', ']': '[', '}': '{'}[closer]
	t := *s.top()
	if len(s.stack) == 1 || (t.kind != want && !(closer == '}' && t.kind == '$')) {
		return t, s.fail(at, "unbalanced %q", closer)
	}
	s.stack = s.stack[:len(s.stack)-1]
	return t, nil
}

// Words after which a '/' starts a regular expression, and the contextual
// ones after which it may do either.
var (
	regexpAfter = map[string]bool{"return": true, "typeof": true, "instanceof": true, "in": true, "new": true,
		"delete": true, "void": true, "throw": true, "case": true, "do": true, "else": true, "extends": true}
	ambiguousAfter = map[string]bool{"of": true, "yield": true, "await": true}
	// operatorWords count as operators in a chain.
	operatorWords = map[string]bool{"typeof": true, "instanceof": true, "in": true, "new": true, "delete": true,
		"void": true, "await": true, "yield": true, "of": true}
)

func (s *scanner) run() error {
	src := s.src
	if len(src) >= 2 && src[:2] == "#!" { // goja skips a hashbang line
		s.lineComment()
	}
	for s.pos < len(src) {
		at := s.pos
		c := src[at]
		switch {
		case c == '\n' || c == '\r':
			s.nl = true
			s.pos++
		case c == ' ' || c == '\t' || c == '\v' || c == '\f':
			s.pos++
		case c >= utf8.RuneSelf:
			r, n := utf8.DecodeRuneInString(src[at:])
			s.pos += n
			switch r {
			case '\u2028', '\u2029':
				s.nl = true
			case '\u00a0', '\ufeff':
			default:
				if err := s.word(at); err != nil {
					return err
				}
			}
		case isWordByte(c) || c == '#': // '#': a private name
			if err := s.word(at); err != nil {
				return err
			}
		case c == '"' || c == '\'':
			if err := s.quoted(at, c); err != nil {
				return err
			}
			if err := s.token(at, false, false); err != nil {
				return err
			}
			s.slash = slashDivide
		case c == '`':
			if err := s.token(at, true, true); err != nil {
				return err
			}
			if err := s.push(at, '`', false); err != nil {
				return err
			}
			s.pos++
			if err := s.template(); err != nil {
				return err
			}
		case c == '/' && at+1 < len(src) && src[at+1] == '/':
			s.lineComment()
		case c == '/' && at+1 < len(src) && src[at+1] == '*':
			end := indexFrom(src, at+2, "*/")
			if end < 0 {
				return s.fail(at, "comment not closed")
			}
			if hasLineTerminator(src[at:end]) {
				s.nl = true
			}
			s.pos = end + 2
		case c == '/' && s.slash == slashAmbiguous:
			return s.fail(at, "cannot tell whether this '/' divides or starts a regular expression; add parentheses")
		case c == '/' && s.slash == slashRegexp:
			if err := s.regexp(at); err != nil {
				return err
			}
			if err := s.token(at, false, false); err != nil {
				return err
			}
			s.slash = slashDivide
		default:
			if err := s.punctuator(at); err != nil {
				return err
			}
		}
	}
	return nil
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '$' || c == '\\'
}

// word reads an identifier, keyword or number (with its escapes and
// non-ASCII letters).
func (s *scanner) word(at int) error {
	src := s.src
	start := at
	if src[at] == '#' {
		start++
	}
	end := wordEnd(src, start)
	if end > at && isDecimal(src[at:end]) && end < len(src) && src[end] == '.' {
		end = wordEnd(src, end+1) // a number's fraction: "1.", "1.5e3"
	}
	if end == at { // a lone non-ASCII rune already consumed by the caller
		end = s.pos
	}
	w := src[at:end]
	s.pos = end
	if s.dot { // a property name ("x.return / y"), never a keyword
		if err := s.token(at, false, false); err != nil {
			return err
		}
		s.lastWd = ""
		s.slash = slashDivide
		return nil
	}
	op := operatorWords[w]
	if err := s.token(at, op, w == "in" || w == "instanceof" || w == "of"); err != nil {
		return err
	}
	s.lastWd = w
	switch {
	case regexpAfter[w]:
		s.slash = slashRegexp
	case ambiguousAfter[w]:
		s.slash = slashAmbiguous
	default:
		s.slash = slashDivide
	}
	return nil
}

func isDecimal(w string) bool {
	for i := 0; i < len(w); i++ {
		if (w[i] < '0' || w[i] > '9') && w[i] != '_' {
			return false
		}
	}
	return true
}

// wordEnd returns where the word from end ends.
func wordEnd(src string, end int) int {
	for end < len(src) {
		c := src[end]
		if isWordByte(c) {
			end++
			if c == '\\' && end < len(src) && src[end] != '\n' && src[end] != '\r' {
				end++
			}
			continue
		}
		if c < utf8.RuneSelf {
			break
		}
		r, n := utf8.DecodeRuneInString(src[end:])
		if r == '\u2028' || r == '\u2029' || r == '\u00a0' || r == '\ufeff' {
			break
		}
		end += n
	}
	return end
}

// quoted skips a string literal opened by quote at at.
func (s *scanner) quoted(at int, quote byte) error {
	src := s.src
	for i := at + 1; i < len(src); i++ {
		switch src[i] {
		case quote:
			s.pos = i + 1
			return nil
		case '\\':
			i++
			if i+1 < len(src) && src[i] == '\r' && src[i+1] == '\n' {
				i++
			}
		case '\n', '\r':
			return s.fail(at, "string not closed on its line")
		}
	}
	return s.fail(at, "string not closed")
}

// template reads a template literal's text from s.pos up to its closing
// backquote (popping its frame) or up to a "${" (pushing a substitution).
func (s *scanner) template() error {
	src := s.src
	for i := s.pos; i < len(src); i++ {
		switch src[i] {
		case '\\':
			i++
		case '`':
			s.stack = s.stack[:len(s.stack)-1]
			s.pos = i + 1
			s.slash = slashDivide
			s.prevOp = false
			return nil
		case '$':
			if i+1 < len(src) && src[i+1] == '{' {
				if err := s.token(i, true, true); err != nil {
					return err
				}
				if err := s.push(i, '$', false); err != nil {
					return err
				}
				s.pos = i + 2
				s.slash = slashRegexp
				s.prevOp = true
				return nil
			}
		}
	}
	return s.fail(s.pos, "template literal not closed")
}

// regexp skips a regular expression literal opened at at, as goja's
// scanner reads one: a '/' inside a class ([...]) does not close it, and
// it may not span lines.
func (s *scanner) regexp(at int) error {
	src := s.src
	inClass := false
	for i := at + 1; i < len(src); i++ {
		c := src[i]
		switch {
		case c == '\\':
			i++
			if i < len(src) && (src[i] == '\n' || src[i] == '\r') {
				return s.fail(at, "regular expression not closed on its line")
			}
		case c == '\n' || c == '\r':
			return s.fail(at, "regular expression not closed on its line")
		case c >= utf8.RuneSelf:
			if r, _ := utf8.DecodeRuneInString(src[i:]); r == '\u2028' || r == '\u2029' {
				return s.fail(at, "regular expression not closed on its line")
			}
		case c == '[':
			inClass = true
		case c == ']':
			inClass = false
		case c == '/' && !inClass:
			s.pos = i + 1
			for s.pos < len(src) && isWordByte(src[s.pos]) { // flags
				s.pos++
			}
			return nil
		}
	}
	return s.fail(at, "regular expression not closed")
}

func (s *scanner) lineComment() {
	src := s.src
	i := s.pos + 2
	for i < len(src) {
		c := src[i]
		if c == '\n' || c == '\r' {
			break
		}
		if c >= utf8.RuneSelf {
			if r, _ := utf8.DecodeRuneInString(src[i:]); r == '\u2028' || r == '\u2029' {
				break
			}
		}
		i++
	}
	s.pos = i
}

// punctuator reads one punctuator character (operators of several
// characters count once per character, which only over-counts).
func (s *scanner) punctuator(at int) error {
	c := s.src[at]
	s.pos++
	switch c {
	case ';', ',':
		if err := s.token(at, false, c == ','); err != nil {
			return err
		}
		s.top().chain = 0
		s.prevOp = true
		s.slash = slashRegexp
		return nil
	case '(', '[', '{':
		if err := s.token(at, true, c != '{'); err != nil {
			return err
		}
		control := c == '(' && (s.lastWd == "if" || s.lastWd == "while" || s.lastWd == "for" || s.lastWd == "with")
		s.lastWd = ""
		s.slash = slashRegexp
		return s.push(at, c, control)
	case ')', ']', '}':
		s.lastWd = ""
		f, err := s.pop(at, c)
		if err != nil {
			return err
		}
		if f.kind == '$' {
			s.prevOp = true
			return s.template()
		}
		if err := s.token(at, false, false); err != nil {
			return err
		}
		switch {
		case c == '}':
			s.slash = slashAmbiguous
		case f.control:
			s.slash = slashRegexp
			s.prevOp = true // a statement follows; no chain to end
		default:
			s.slash = slashDivide
		}
		return nil
	}
	s.lastWd = ""
	// "++" and "--": after them a '/' may divide (a++ / b) or start a
	// regular expression (++/re/.lastIndex).
	if (c == '+' || c == '-') && at+1 < len(s.src) && s.src[at+1] == c {
		s.pos++
		if err := s.token(at, true, false); err != nil {
			return err
		}
		s.slash = slashAmbiguous
		return nil
	}
	spread := c == '.' && at+2 < len(s.src) && s.src[at+1:at+3] == ".."
	if spread {
		s.pos += 2
	}
	if err := s.token(at, true, true); err != nil {
		return err
	}
	s.dot = c == '.' && !spread
	s.slash = slashRegexp
	return nil
}

func indexFrom(s string, from int, sub string) int {
	for i := from; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return i
		}
	}
	return -1
}

func hasLineTerminator(s string) bool {
	for _, r := range s {
		if r == '\n' || r == '\r' || r == '\u2028' || r == '\u2029' {
			return true
		}
	}
	return false
}
