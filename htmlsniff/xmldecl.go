package htmlsniff

import (
	"bytes"

	"github.com/textcodec/textcodec"
)

// xmlEncoding implements the HTML Standard's "get an XML encoding"
// (https://html.spec.whatwg.org/multipage/parsing.html#concept-get-xml-encoding-when-sniffing),
// the prescan's last resort, on b. It returns nil for failure.
func xmlEncoding(b []byte) *textcodec.Encoding {
	// 1-2. The stream must start with `<?xml`.
	if !bytes.HasPrefix(b, xmlDeclarationOpen) {
		return nil
	}
	// 3. The declaration ends at the first '>'; nothing after it counts.
	end := bytes.IndexByte(b, '>')
	if end < 0 {
		return nil
	}
	decl := b[:end]
	// 4-5. Find `encoding` and advance past its 'g'.
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
	// 16. Get an encoding (bytes of 0x80 and up, isomorphic decoded, match
	// no label).
	enc := lookup(potential)
	// 17. A UTF-16 encoding becomes UTF-8 (x-user-defined stays).
	if enc == textcodec.UTF16BE || enc == textcodec.UTF16LE {
		enc = textcodec.UTF8
	}
	return enc
}

var (
	xmlDeclarationOpen = []byte("<?xml")
	xmlEncodingName    = []byte("encoding")
)
