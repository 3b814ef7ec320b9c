package htmlsniff

import (
	"bytes"
	"strings"
	"testing"

	"github.com/textcodec/textcodec"
)

// This file is an oracle: the HTML Standard's "prescan a byte stream to
// determine its encoding", "get an attribute", "extracting a character
// encoding from a meta element" and "get an XML encoding", transliterated
// step by step from the text of html.spec.whatwg.org (parsing.html as
// stored on 2026-10-03, urls-and-fetching.html of 16 March 2026), with a
// position pointer, lowercased strings, an attribute list and no
// shortcuts. FuzzPrescanSpec checks that Prescan agrees with it.

// specOutOfBytes is raised when the position pointer goes beyond the end
// of the bytes: the prescan then aborts.
type specOutOfBytes struct{}

type specScan struct {
	b   []byte
	pos int
}

// byteAt returns the byte at i, running out of bytes past the end.
func (s *specScan) byteAt(i int) byte {
	if i >= len(s.b) {
		panic(specOutOfBytes{})
	}
	return s.b[i]
}

func (s *specScan) cur() byte { return s.byteAt(s.pos) }

// startsWith reports whether position points to a sequence of bytes
// starting with p.
func (s *specScan) startsWith(p string) bool {
	return bytes.HasPrefix(s.b[s.pos:], []byte(p))
}

func specIsSpace(c byte) bool { return c == 0x09 || c == 0x0A || c == 0x0C || c == 0x0D || c == 0x20 }

func specIsAlpha(c byte) bool { return 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' }

// specLower is "append the code point b+0x20" for A-Z, else b.
func specLower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 0x20
	}
	return c
}

// specPrescan is "prescan a byte stream to determine its encoding" on b
// (b ends at the end condition).
func specPrescan(b []byte) (enc *textcodec.Encoding, step Step) {
	enc, step, ranOut := specPrescanSteps(b)
	if ranOut {
		// Abort and return the result of get an XML encoding applied to
		// the same bytes.
		if enc := specXMLEncoding(b); enc != nil {
			return enc, StepXMLDeclaration
		}
		return nil, StepNone
	}
	return enc, step
}

func specPrescanSteps(b []byte) (enc *textcodec.Encoding, step Step, ranOut bool) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(specOutOfBytes); !ok {
				panic(r)
			}
			enc, step, ranOut = nil, StepNone, true
		}
	}()
	// 1. Let position be a pointer to the first byte.
	s := &specScan{b: b}
	// 2. Prescan for UTF-16 XML declarations.
	if s.startsWith("<\x00?\x00x\x00") {
		return textcodec.UTF16LE, StepPrescanUTF16XML, false
	}
	if s.startsWith("\x00<\x00?\x00x") {
		return textcodec.UTF16BE, StepPrescanUTF16XML, false
	}
	for {
		// 3. Loop: If position points to:
		s.cur()
		switch {
		case s.startsWith("<!--"):
			// The first '>' preceded by two '-' after the '<'.
			i := s.pos + 4
			for !(s.byteAt(i) == '>' && s.b[i-1] == '-' && s.b[i-2] == '-') {
				i++
			}
			s.pos = i
		case len(s.b)-s.pos >= 6 && isASCIIString(string(s.b[s.pos:s.pos+5])) &&
			strings.EqualFold(string(s.b[s.pos:s.pos+5]), "<meta") &&
			(specIsSpace(s.b[s.pos+5]) || s.b[s.pos+5] == '/'):
			if enc := s.meta(); enc != nil {
				return enc, StepPrescanMeta, false
			}
		case s.startsWith("<") && len(s.b)-s.pos >= 2 && specIsAlpha(s.b[s.pos+1]),
			s.startsWith("</") && len(s.b)-s.pos >= 3 && specIsAlpha(s.b[s.pos+2]):
			// 1. Advance to the next space or '>'.
			for c := s.cur(); !specIsSpace(c) && c != '>'; c = s.cur() {
				s.pos++
			}
			// 2. Repeatedly get an attribute until there is none.
			for {
				if _, _, ok := s.getAttribute(); !ok {
					break
				}
			}
		case s.startsWith("<!"), s.startsWith("</"), s.startsWith("<?"):
			// The first '>' after the '<'.
			i := s.pos + 1
			for s.byteAt(i) != '>' {
				i++
			}
			s.pos = i
		default:
			// Any other byte: do nothing with that byte.
		}
		// 4. Next byte.
		s.pos++
	}
}

// meta runs the `<meta` case's steps; nil is "jump to next byte".
func (s *specScan) meta() *textcodec.Encoding {
	// 1. Advance to the space or slash after `<meta`.
	s.pos += len("<meta")
	// 2-5.
	var attributeList []string
	gotPragma := false
	var needPragma *bool
	charsetNull, charsetFailure := true, false
	var charset *textcodec.Encoding
	for {
		// 6. Attributes: get an attribute and its value.
		name, value, ok := s.getAttribute()
		if !ok {
			break
		}
		// 7-8.
		seen := false
		for _, n := range attributeList {
			seen = seen || n == name
		}
		if seen {
			continue
		}
		attributeList = append(attributeList, name)
		// 9.
		switch name {
		case "http-equiv":
			if value == "content-type" {
				gotPragma = true
			}
		case "content":
			if enc := specExtractFromMeta(value); enc != nil && charsetNull {
				charset, charsetNull, charsetFailure = enc, false, false
				t := true
				needPragma = &t
			}
		case "charset":
			charset = textcodec.Lookup(value)
			charsetNull, charsetFailure = false, charset == nil
			f := false
			needPragma = &f
		}
	}
	// 11-16. Processing.
	if needPragma == nil || *needPragma && !gotPragma || charsetFailure {
		return nil
	}
	switch charset {
	case textcodec.UTF16BE, textcodec.UTF16LE:
		return textcodec.UTF8
	case textcodec.XUserDefined:
		return textcodec.Windows1252
	}
	return charset
}

// getAttribute is "get an attribute": ok is false when there is none.
func (s *specScan) getAttribute() (name, value string, ok bool) {
	var attrName []byte
	// 1.
	for c := s.cur(); specIsSpace(c) || c == '/'; c = s.cur() {
		s.pos++
	}
	// 2.
	if s.cur() == '>' {
		return "", "", false
	}
	// 3-5.
	for {
		c := s.cur()
		if c == '=' && len(attrName) > 0 {
			s.pos++
			return s.attributeValue(attrName)
		}
		if specIsSpace(c) {
			break
		}
		if c == '/' || c == '>' {
			return string(attrName), "", true
		}
		attrName = append(attrName, specLower(c))
		s.pos++
	}
	// 6. Spaces.
	for specIsSpace(s.cur()) {
		s.pos++
	}
	// 7.
	if s.cur() != '=' {
		return string(attrName), "", true
	}
	// 8.
	s.pos++
	return s.attributeValue(attrName)
}

// attributeValue runs "get an attribute" from the step labeled value.
func (s *specScan) attributeValue(attrName []byte) (name, value string, ok bool) {
	var attrValue []byte
	// 9. Value.
	for specIsSpace(s.cur()) {
		s.pos++
	}
	// 10.
	switch b := s.cur(); {
	case b == '"' || b == '\'':
		for {
			s.pos++
			c := s.cur()
			if c == b {
				s.pos++
				return string(attrName), string(attrValue), true
			}
			attrValue = append(attrValue, specLower(c))
		}
	case b == '>':
		return string(attrName), "", true
	default:
		attrValue = append(attrValue, specLower(b))
		s.pos++
	}
	// 11-12.
	for {
		c := s.cur()
		if specIsSpace(c) || c == '>' {
			return string(attrName), string(attrValue), true
		}
		attrValue = append(attrValue, specLower(c))
		s.pos++
	}
}

// specExtractFromMeta is "the algorithm for extracting a character
// encoding from a meta element" on s.
func specExtractFromMeta(s string) *textcodec.Encoding {
	// 1.
	position := 0
	for {
		// 2. Loop: the first "charset" after position, ASCII
		// case-insensitively.
		i := -1
		for j := position; j+7 <= len(s); j++ {
			if strings.EqualFold(s[j:j+7], "charset") && isASCIIString(s[j:j+7]) {
				i = j
				break
			}
		}
		if i < 0 {
			return nil
		}
		position = i + 7
		// 3.
		for position < len(s) && specIsSpace(s[position]) {
			position++
		}
		// 4.
		if position < len(s) && s[position] == '=' {
			position++
			break
		}
	}
	// 5.
	for position < len(s) && specIsSpace(s[position]) {
		position++
	}
	// 6.
	if position >= len(s) {
		return nil
	}
	if c := s[position]; c == '"' || c == '\'' {
		end := strings.IndexByte(s[position+1:], c)
		if end < 0 {
			return nil
		}
		return textcodec.Lookup(s[position+1 : position+1+end])
	}
	end := position
	for end < len(s) && !specIsSpace(s[end]) && s[end] != ';' {
		end++
	}
	return textcodec.Lookup(s[position:end])
}

func isASCIIString(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// specXMLEncoding is "get an XML encoding" on b, with the later steps
// reading the whole of b (only step 4 is bounded by xmlDeclarationEnd).
func specXMLEncoding(b []byte) *textcodec.Encoding {
	// 1-2.
	if !bytes.HasPrefix(b, []byte("<?xml")) {
		return nil
	}
	// 3.
	xmlDeclarationEnd := bytes.IndexByte(b, '>')
	if xmlDeclarationEnd < 0 {
		return nil
	}
	// 4-5.
	p := bytes.Index(b[:xmlDeclarationEnd], []byte("encoding"))
	if p < 0 {
		return nil
	}
	p += len("encoding")
	// 6-9.
	for p < len(b) && b[p] <= 0x20 {
		p++
	}
	if p >= len(b) || b[p] != '=' {
		return nil
	}
	p++
	for p < len(b) && b[p] <= 0x20 {
		p++
	}
	// 10-12.
	if p >= len(b) || b[p] != '"' && b[p] != '\'' {
		return nil
	}
	quoteMark := b[p]
	p++
	// 13-14.
	n := bytes.IndexByte(b[p:], quoteMark)
	if n < 0 {
		return nil
	}
	potentialEncoding := b[p : p+n]
	// 15.
	for _, c := range potentialEncoding {
		if c <= 0x20 {
			return nil
		}
	}
	// 16. Getting an encoding given potentialEncoding isomorphic decoded.
	runes := make([]rune, len(potentialEncoding))
	for i, c := range potentialEncoding {
		runes[i] = rune(c)
	}
	enc := textcodec.Lookup(string(runes))
	// 17-18.
	if enc == textcodec.UTF16BE || enc == textcodec.UTF16LE {
		enc = textcodec.UTF8
	}
	return enc
}

// TestSpecOracle: the oracle gives the answers of testdata/prescan.txt.
func TestSpecOracle(t *testing.T) {
	for _, c := range loadPrescanCases(t) {
		enc, step := specPrescan([]byte(c.in))
		if name(enc) != c.want || step != c.step {
			t.Errorf("%s: specPrescan(%q) = %s, %v; want %s, %v", c.name, c.in, name(enc), step, orNone(c.want), c.step)
		}
	}
}

// FuzzPrescanSpec: Prescan agrees with the step-by-step transliteration of
// the standard on any bytes.
func FuzzPrescanSpec(f *testing.F) {
	for _, c := range loadPrescanCases(f) {
		f.Add([]byte(c.in))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		enc, step := Prescan(b)
		wantEnc, wantStep := specPrescan(b)
		if enc != wantEnc || step != wantStep {
			t.Fatalf("Prescan(%q) = %v, %v; the standard's steps give %v, %v", b, enc, step, wantEnc, wantStep)
		}
	})
}
