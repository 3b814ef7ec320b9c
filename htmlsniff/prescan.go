package htmlsniff

import (
	"bytes"

	"github.com/textcodec/textcodec"
)

// This file is the HTML Standard's "prescan a byte stream to determine its
// encoding" (https://html.spec.whatwg.org/multipage/parsing.html#prescan-a-byte-stream-to-determine-its-encoding)
// with its helpers "get an attribute" and "extracting a character encoding
// from a meta element". The scan reads the bytes it is given and nothing
// past them: the caller cuts the input at the end condition (the prescan
// limit), and running out of bytes anywhere ends the scan, as the standard
// says, after which only "get an XML encoding" can still answer.
//
// Attribute names and values are spans of the input, not lowercased copies:
// the standard lowercases A-Z as it collects them, and every comparison
// below is ASCII case-insensitive instead, which gives the same answers
// without allocating.

// prescan implements "prescan a byte stream to determine its encoding" on
// b, already cut at the end condition. It returns the encoding and the step
// that found it, or nil.
func prescan(b []byte) (*textcodec.Encoding, Step) {
	// 1-2. Position at the first byte; prescan for UTF-16 XML declarations.
	switch {
	case bytes.HasPrefix(b, utf16LEXMLSignature):
		return textcodec.UTF16LE, StepPrescanUTF16XML
	case bytes.HasPrefix(b, utf16BEXMLSignature):
		return textcodec.UTF16BE, StepPrescanUTF16XML
	}
	if enc := prescanLoop(b); enc != nil {
		return enc, StepPrescanMeta
	}
	// The loop ran out of bytes (or reached the end condition): abort and
	// return the result of "get an XML encoding" on the same bytes.
	if enc := xmlEncoding(b); enc != nil {
		return enc, StepXMLDeclaration
	}
	return nil, StepNone
}

// The case-sensitive '<?x' in UTF-16LE and UTF-16BE.
var (
	utf16LEXMLSignature = []byte{0x3C, 0x00, 0x3F, 0x00, 0x78, 0x00}
	utf16BEXMLSignature = []byte{0x00, 0x3C, 0x00, 0x3F, 0x00, 0x78}
)

// prescanLoop runs the prescan's steps 3 ("Loop") and 4 ("Next byte"):
// it returns the encoding of the first <meta> that declares one, or nil
// when it runs out of bytes first.
func prescanLoop(b []byte) *textcodec.Encoding {
	// pos is the standard's position; each turn ends at "Next byte".
	for pos := 0; pos < len(b); pos++ {
		// Any other byte than '<': do nothing with that byte.
		skip := bytes.IndexByte(b[pos:], '<')
		if skip < 0 {
			return nil
		}
		pos += skip
		rest := b[pos:]
		var next byte // the byte after the '<', or 0
		if len(rest) > 1 {
			next = rest[1]
		}
		switch {
		case next == '!' && len(rest) >= 4 && rest[2] == '-' && rest[3] == '-':
			// `<!--`: advance to the first '>' preceded by two '-' that comes
			// after the '<' (the dashes may be those of `<!--`).
			end := bytes.Index(rest[2:], commentClose)
			if end < 0 {
				return nil
			}
			pos += 2 + end + 2
		case isMetaStart(rest):
			// `<meta` followed by a space or slash.
			enc, next, ok := metaElement(b, pos+len("<meta"))
			if !ok {
				return nil // ran out of bytes
			}
			if enc != nil {
				return enc
			}
			pos = next
		case isASCIIAlpha(next), next == '/' && len(rest) >= 3 && isASCIIAlpha(rest[2]):
			// A '<', optionally a '/', and an ASCII letter: a tag.
			// Advance to the next space or '>' ...
			i := indexTagNameEnd(b, pos+1)
			if i < 0 {
				return nil
			}
			// ... then get attributes until there are none.
			for {
				next, found, ok := getAttribute(b, i)
				if !ok {
					return nil
				}
				i = next.pos
				if !found {
					break
				}
			}
			pos = i
		case next == '!', next == '/', next == '?':
			// `<!`, `</` and `<?`: advance to the first '>' after the '<'.
			end := bytes.IndexByte(rest[1:], '>')
			if end < 0 {
				return nil
			}
			pos += 1 + end
		}
	}
	return nil
}

var commentClose = []byte("-->")

// isMetaStart reports whether b starts with an ASCII case-insensitive
// `<meta` followed by 0x09, 0x0A, 0x0C, 0x0D, 0x20 or 0x2F.
func isMetaStart(b []byte) bool {
	return len(b) >= 6 && b[0] == '<' &&
		b[1]|0x20 == 'm' && b[2]|0x20 == 'e' && b[3]|0x20 == 't' && b[4]|0x20 == 'a' &&
		(isSpace(b[5]) || b[5] == '/')
}

// indexTagNameEnd returns the position of the first 0x09, 0x0A, 0x0C, 0x0D,
// 0x20 or '>' at or after i, or -1.
func indexTagNameEnd(b []byte, i int) int {
	for ; i < len(b); i++ {
		if isSpace(b[i]) || b[i] == '>' {
			return i
		}
	}
	return -1
}

// metaElement runs the steps of the prescan's `<meta` case from the space
// or slash after `<meta` at b[pos]. It returns the encoding the element
// declares, or nil and the position at which "Next byte" continues; ok is
// false when the bytes ran out.
func metaElement(b []byte, pos int) (enc *textcodec.Encoding, next int, ok bool) {
	// 2-5. Attribute list (only the names the steps below read matter: a
	// later attribute of the same name is skipped), got pragma, need pragma
	// (null, true or false) and charset (null, failure or an encoding).
	var seenHTTPEquiv, seenContent, seenCharset bool
	gotPragma := false
	needPragma, needPragmaSet := false, false
	var charset *textcodec.Encoding
	charsetSet := false // charset is not null; with charset == nil, it is failure

	for {
		// 6. Attributes: get an attribute and its value.
		attr, found, ok := getAttribute(b, pos)
		if !ok {
			return nil, 0, false
		}
		pos = attr.pos
		if !found {
			break // jump to Processing
		}
		name, value := b[attr.nameStart:attr.nameEnd], b[attr.valueStart:attr.valueEnd]
		// 7-9. Skip a name already in the list, else run its step.
		switch {
		case equalFold(name, "http-equiv"):
			if seenHTTPEquiv {
				continue
			}
			seenHTTPEquiv = true
			if equalFold(value, "content-type") {
				gotPragma = true
			}
		case equalFold(name, "content"):
			if seenContent {
				continue
			}
			seenContent = true
			if enc := extractFromMeta(value); enc != nil && !charsetSet {
				charset, charsetSet = enc, true
				needPragma, needPragmaSet = true, true
			}
		case equalFold(name, "charset"):
			if seenCharset {
				continue
			}
			seenCharset = true
			charset, charsetSet = lookup(value), true
			needPragma, needPragmaSet = false, true
		}
	}
	// 11-13. Processing: the element declares nothing (next byte) unless
	// need pragma is set, the pragma is there when needed, and charset is
	// not failure.
	if !needPragmaSet || needPragma && !gotPragma || !charsetSet || charset == nil {
		return nil, pos, true
	}
	// 14-16.
	return metaCharsetFixup(charset), pos, true
}

// metaCharsetFixup applies the rules for an encoding a <meta> declares: a
// UTF-16 encoding becomes UTF-8, and x-user-defined windows-1252.
func metaCharsetFixup(enc *textcodec.Encoding) *textcodec.Encoding {
	switch enc {
	case textcodec.UTF16BE, textcodec.UTF16LE:
		return textcodec.UTF8
	case textcodec.XUserDefined:
		return textcodec.Windows1252
	}
	return enc
}

// attribute is the result of "get an attribute": its name and value as
// spans of the input, and the position after it.
type attribute struct {
	nameStart, nameEnd   int
	valueStart, valueEnd int
	pos                  int
}

// getAttribute implements "get an attribute" from b[pos]. found is false
// when there is no attribute (the position is then at the '>'); ok is false
// when the bytes ran out.
func getAttribute(b []byte, pos int) (attr attribute, found, ok bool) {
	// 1. Skip 0x09, 0x0A, 0x0C, 0x0D, 0x20 and 0x2F.
	for pos < len(b) && (isSpace(b[pos]) || b[pos] == '/') {
		pos++
	}
	if pos >= len(b) {
		return attr, false, false
	}
	// 2. A '>': there is no attribute.
	if b[pos] == '>' {
		attr.pos = pos
		return attr, false, true
	}
	// 3. The attribute name starts here; name and value are empty.
	attr.nameStart = pos
	// 4-5. The name runs until a '=' (not its first byte), a space, '/' or '>'.
	for ; ; pos++ {
		if pos >= len(b) {
			return attr, false, false
		}
		c := b[pos]
		if c == '=' && pos > attr.nameStart {
			attr.nameEnd = pos
			pos++
			goto value
		}
		if isSpace(c) {
			attr.nameEnd = pos
			break // Spaces
		}
		if c == '/' || c == '>' {
			// The value is the empty string.
			attr.nameEnd, attr.valueStart, attr.valueEnd, attr.pos = pos, pos, pos, pos
			return attr, true, true
		}
	}
	// 6. Spaces: skip spaces.
	for pos < len(b) && isSpace(b[pos]) {
		pos++
	}
	if pos >= len(b) {
		return attr, false, false
	}
	// 7. Not a '=': the value is the empty string.
	if b[pos] != '=' {
		attr.valueStart, attr.valueEnd, attr.pos = pos, pos, pos
		return attr, true, true
	}
	// 8. Advance past the '='.
	pos++
value:
	// 9. Value: skip spaces.
	for pos < len(b) && isSpace(b[pos]) {
		pos++
	}
	if pos >= len(b) {
		return attr, false, false
	}
	// 10. A quote: the value runs to the matching quote.
	switch c := b[pos]; c {
	case '"', '\'':
		end := bytes.IndexByte(b[pos+1:], c)
		if end < 0 {
			return attr, false, false
		}
		attr.valueStart, attr.valueEnd = pos+1, pos+1+end
		attr.pos = pos + 1 + end + 1
		return attr, true, true
	case '>':
		// The value is the empty string.
		attr.valueStart, attr.valueEnd, attr.pos = pos, pos, pos
		return attr, true, true
	}
	// 10-12. Unquoted: the value runs to a space or '>'.
	attr.valueStart = pos
	for pos++; pos < len(b); pos++ {
		if isSpace(b[pos]) || b[pos] == '>' {
			attr.valueEnd, attr.pos = pos, pos
			return attr, true, true
		}
	}
	return attr, false, false
}

// extractFromMeta implements "the algorithm for extracting a character
// encoding from a meta element" on the value of a content attribute. It
// returns nil for "nothing" and for a label that names no encoding.
func extractFromMeta(s []byte) *textcodec.Encoding {
	pos := 0
	for {
		// Loop: find "charset" after position, ASCII case-insensitively.
		i := indexFold(s[pos:], "charset")
		if i < 0 {
			return nil
		}
		pos += i + len("charset")
		// Skip ASCII whitespace.
		for pos < len(s) && isSpace(s[pos]) {
			pos++
		}
		// Not a '=': search again from that character.
		if pos < len(s) && s[pos] == '=' {
			pos++
			break
		}
	}
	// Skip ASCII whitespace after the '='.
	for pos < len(s) && isSpace(s[pos]) {
		pos++
	}
	if pos >= len(s) {
		return nil // no next character
	}
	switch c := s[pos]; c {
	case '"', '\'':
		// Matched: the label is between the quotes; unmatched: nothing.
		end := bytes.IndexByte(s[pos+1:], c)
		if end < 0 {
			return nil
		}
		return lookup(s[pos+1 : pos+1+end])
	}
	// Otherwise the label runs to ASCII whitespace, ';' or the end.
	end := pos
	for end < len(s) && !isSpace(s[end]) && s[end] != ';' {
		end++
	}
	return lookup(s[pos:end])
}

// lookup is "get an encoding" on a label given as bytes, without
// allocating: a label longer than any of the standard's, after trimming
// ASCII whitespace, names nothing.
func lookup(label []byte) *textcodec.Encoding {
	label = bytes.Trim(label, asciiWhitespace)
	if len(label) == 0 || len(label) > maxLabelLen {
		return nil
	}
	return textcodec.Lookup(string(label))
}

// maxLabelLen bounds the length of the standard's labels (the longest,
// "cseucpkdfmtjapanese", has 19 bytes; a test checks the bound). A string
// conversion this short stays on the stack.
const maxLabelLen = 24

// asciiWhitespace is the Infra Standard's ASCII whitespace: the bytes the
// prescan calls spaces, 0x09, 0x0A, 0x0C, 0x0D and 0x20.
const asciiWhitespace = "\t\n\f\r "

func isSpace(c byte) bool { return spaces[c] }

// spaces marks the prescan's spaces, the bytes of asciiWhitespace.
var spaces = [256]bool{'\t': true, '\n': true, '\f': true, '\r': true, ' ': true}

func isASCIIAlpha(c byte) bool {
	c |= 0x20
	return 'a' <= c && c <= 'z'
}

// equalFold reports whether b is an ASCII case-insensitive match for the
// lowercase string s.
func equalFold[T string | []byte](b T, s string) bool {
	if len(b) != len(s) {
		return false
	}
	for i := 0; i < len(b); i++ {
		if toLower(b[i]) != s[i] {
			return false
		}
	}
	return true
}

// indexFold returns the index of the first ASCII case-insensitive match
// for the lowercase string s in b, or -1.
func indexFold[T string | []byte](b T, s string) int {
	for i := 0; i+len(s) <= len(b); i++ {
		if equalFold(b[i:i+len(s)], s) {
			return i
		}
	}
	return -1
}

func toLower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}
