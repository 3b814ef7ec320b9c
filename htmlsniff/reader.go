package htmlsniff

import (
	"bytes"
	"io"

	"github.com/textcodec/textcodec"
)

// A Reader decodes a document to UTF-8 with the encoding the encoding
// sniffing algorithm chose for it.
type Reader struct {
	dec    *textcodec.Reader
	result Result
}

// NewReader returns a Reader of r's bytes decoded to UTF-8, with the
// encoding Sniff chooses from their first bytes, contentType (an HTTP
// Content-Type value, or "") and opts (nil for none). It is what
// golang.org/x/net/html/charset.NewReader(r, contentType) does, with the
// HTML Standard's answers (see the package documentation for where they
// differ).
//
// NewReader reads the first bytes at once, as the algorithm's step 3 waits
// for them: up to the prescan limit (1024 bytes; at least 3, for the byte
// order mark) or the end of r. An error reading them other than io.EOF is
// returned. Decoding is the Encoding Standard's "decode": malformed bytes
// become U+FFFD and a byte order mark is dropped.
func NewReader(r io.Reader, contentType string, opts *Options) (*Reader, error) {
	var o Options
	if opts != nil {
		o = *opts
	}
	n := o.prescanLimit()
	if n < 0 {
		n = DefaultPrescanLimit // no prescan, but a BOM and a detector to feed
	}
	head := make([]byte, max(n, 3))
	n, err := io.ReadFull(r, head)
	head = head[:n]
	var src io.Reader
	switch err {
	case nil:
		o.Partial = true
		src = io.MultiReader(bytes.NewReader(head), r)
	case io.EOF, io.ErrUnexpectedEOF:
		src = bytes.NewReader(head)
	default:
		return nil, err
	}
	res := Sniff(head, contentType, &o)
	return &Reader{dec: textcodec.NewReader(src, res.Encoding), result: res}, nil
}

// Read reads UTF-8 text.
func (r *Reader) Read(p []byte) (int, error) { return r.dec.Read(p) }

// WriteTo writes the rest of the text to w.
func (r *Reader) WriteTo(w io.Writer) (int64, error) { return r.dec.WriteTo(w) }

// Result returns the encoding sniffing algorithm's answer: the encoding
// the Reader decodes with, its confidence and the step that decided.
func (r *Reader) Result() Result { return r.result }

// Encoding returns the encoding the Reader decodes with.
func (r *Reader) Encoding() *textcodec.Encoding { return r.result.Encoding }
