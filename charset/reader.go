package charset

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/textcodec/textcodec"
)

// ErrUnsupported is wrapped by the error CharsetReader returns for a
// charset name that names no encoding. Errors of this package begin with
// "charset: ".
var ErrUnsupported = errors.New("charset: unsupported charset")

// CharsetReader returns a reader of r's text decoded to UTF-8 from the
// encoding label names (Lookup: the standard's labels, then IANA's names),
// or an error wrapping ErrUnsupported when no encoding has that name. Its signature is what
// encoding/xml's Decoder.CharsetReader and mime's WordDecoder.CharsetReader
// take:
//
//	d := xml.NewDecoder(r)
//	d.CharsetReader = charset.CharsetReader
//
//	dec := &mime.WordDecoder{CharsetReader: charset.CharsetReader}
//
// It decodes as the standard's "decode" does: in replacement mode (malformed
// bytes become U+FFFD), with a byte order mark overriding the label. A label
// of the replacement encoding ("iso-2022-kr", "hz-gb-2312", ...) gives one
// U+FFFD for non-empty input, as in a browser.
//
// A *bytes.Reader, *bytes.Buffer or *strings.Reader (mime passes each
// encoded word as a *bytes.Reader) with at most 4 KiB left is decoded at
// once, without the buffers of a streaming reader. Other readers stream,
// even with a Len method: theirs need not count all that is left.
func CharsetReader(label string, r io.Reader) (io.Reader, error) {
	enc := Lookup(label)
	if enc == nil {
		return nil, fmt.Errorf("%w %q", ErrUnsupported, label)
	}
	if n := remaining(r); n >= 0 && n <= smallInput {
		src := make([]byte, n)
		n, err := io.ReadFull(r, src)
		if err != nil && err != io.ErrUnexpectedEOF {
			return nil, err
		}
		out, _ := textcodec.Decode(src[:n], enc)
		return bytes.NewReader(out), nil
	}
	return textcodec.NewReader(r, enc), nil
}

// remaining returns how many bytes are left in r when r is one of the
// standard library's in-memory readers, whose Len is exactly that, or -1.
func remaining(r io.Reader) int {
	switch r := r.(type) {
	case *bytes.Reader:
		return r.Len()
	case *bytes.Buffer:
		return r.Len()
	case *strings.Reader:
		return r.Len()
	}
	return -1
}

// smallInput is the most input CharsetReader decodes at once.
const smallInput = 4 << 10

// NewReader returns a reader of an HTTP response body (or any resource with
// a Content-Type) decoded to UTF-8. It picks the encoding as the steps of
// the HTML Standard's "encoding sniffing algorithm" it covers do, in order:
//
//  1. a byte order mark (UTF-8, UTF-16BE, UTF-16LE), which is dropped
//     ("BOM sniff");
//  2. the charset parameter of contentType, when it is one of the standard's
//     labels (ContentTypeEncoding: the transport layer's encoding);
//  3. fallback, the caller's choice: what it knows from elsewhere, a
//     locale's default, or nil for windows-1252 (the HTML Standard's
//     suggested default for most locales).
//
// Not covered: the prescan for a <meta charset> in the first 1024 bytes,
// the XML declaration, and frequency analysis, which the HTML Standard runs
// between steps 2 and 3. Decoding is in replacement mode; the returned
// Reader's Encoding method tells, after the first Read, which encoding was
// used.
func NewReader(r io.Reader, contentType string, fallback *textcodec.Encoding) *textcodec.Reader {
	enc := ContentTypeEncoding(contentType)
	if enc == nil {
		enc = fallback
	}
	if enc == nil {
		enc = textcodec.Windows1252
	}
	return textcodec.NewReader(r, enc)
}
