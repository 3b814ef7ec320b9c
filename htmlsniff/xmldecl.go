package htmlsniff

import (
	"bytes"

	"github.com/textcodec/textcodec"
)

// xmlEncoding implements the HTML Standard's "get an XML encoding"
// (https://html.spec.whatwg.org/multipage/parsing.html#concept-get-xml-encoding-when-sniffing)
// on b. It returns nil for failure.
//
// Where it runs: "prescan a byte stream to determine its encoding" returns
// "the result [of] get an XML encoding applied to the same bytes that the
// prescan ... was applied to" when it runs out of bytes or reaches its end
// condition, which is the only way its loop ends without a <meta>; the
// prescan's "Prescan for UTF-16 XML declarations" step comes first. So the
// XML declaration ranks below any <meta> the loop finds and above the
// parent document's encoding, and it is not read when the prescan is
// skipped (NoPrescan).
//
// Which bytes: those the prescan scanned, b, the first PrescanLimit bytes,
// and nothing past them, as the review of the change that added the step
// settled ("the ASCII XML declaration scan should run exactly on the same
// bytes that the meta prescan ran over", whatwg/html#1752). Within them,
// step 4 looks for `encoding` "at or after the current encodingPosition and
// before xmlDeclarationEnd" (whatwg/html#6939), so b is cut at
// xmlDeclarationEnd: the later steps stop at that '>' anyway (it is above
// 0x20 and neither '=' nor a quote, and no label has a '>' in it), so they
// fail on the cut bytes exactly when they fail on the whole stream.
func xmlEncoding(b []byte) *textcodec.Encoding {
	// 1-2. The stream must start with `<?xml`.
	if !bytes.HasPrefix(b, xmlDeclarationOpen) {
		return nil
	}
	// 3. xmlDeclarationEnd is the first '>'; no '>', failure.
	end := bytes.IndexByte(b, '>')
	if end < 0 {
		return nil
	}
	decl := b[:end]
	// 4-5. Find `encoding` (case-sensitive) at or after the start and
	// before xmlDeclarationEnd, and advance past its 'g'.
	pos := bytes.Index(decl, xmlEncodingName)
	if pos < 0 {
		return nil
	}
	pos += len(xmlEncodingName)
	// 6. Skip bytes up to 0x20.
	for pos < len(decl) && decl[pos] <= 0x20 {
		pos++
	}
	// 7-8. A '=' must follow.
	if pos >= len(decl) || decl[pos] != '=' {
		return nil
	}
	pos++
	// 9. Skip bytes up to 0x20.
	for pos < len(decl) && decl[pos] <= 0x20 {
		pos++
	}
	// 10-12. A quote mark must follow.
	if pos >= len(decl) || decl[pos] != '"' && decl[pos] != '\'' {
		return nil
	}
	quote := decl[pos]
	pos++
	// 13-14. The potential encoding runs to the next quote mark.
	n := bytes.IndexByte(decl[pos:], quote)
	if n < 0 {
		return nil
	}
	potential := decl[pos : pos+n]
	// 15. No byte up to 0x20 may be in it.
	for _, c := range potential {
		if c <= 0x20 {
			return nil
		}
	}
	// 16. Get an encoding given potentialEncoding isomorphic decoded (bytes
	// of 0x80 and up, as U+0080 to U+00FF, match no label).
	enc := lookup(potential)
	// 17. "If the encoding is UTF-16BE/LE, then change it to UTF-8." Only
	// that: x-user-defined stays (unlike the <meta> rule of the prescan's
	// step 15), and so does replacement.
	if enc == textcodec.UTF16BE || enc == textcodec.UTF16LE {
		enc = textcodec.UTF8
	}
	return enc
}

var (
	xmlDeclarationOpen = []byte("<?xml")
	xmlEncodingName    = []byte("encoding")
)
