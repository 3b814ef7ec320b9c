package textcodec

import (
	"errors"
	"io"
)

// Go-native streaming: a Reader that decodes any encoding to UTF-8 and a
// Writer that encodes UTF-8 to any encoding. Both use fixed buffers, so
// memory stays flat however long the stream.

const streamBufSize = 32 << 10

// A Reader decodes the bytes of an underlying io.Reader and returns UTF-8.
type Reader struct {
	r      io.Reader
	d      *Decoder
	in     []byte
	lo, hi int   // in[lo:hi] is read but not yet decoded
	atEOF  bool  // the underlying reader is exhausted
	err    error // sticky: a read or decode error, or io.EOF once flushed
	small  [8]byte
	slo    int // small[slo:shi] is output that did not fit a tiny p
	shi    int
}

// NewReader returns a Reader that decodes r with enc as the standard's
// "decode" does: in replacement mode, with a byte order mark overriding enc.
// Options change that, e.g. NewReader(r, enc, Fatal, BOMKeep).
func NewReader(r io.Reader, enc *Encoding, opts ...DecoderOption) *Reader {
	opts = append([]DecoderOption{BOMSniff}, opts...)
	return &Reader{r: r, d: enc.NewDecoder(opts...), in: make([]byte, streamBufSize)}
}

// Encoding returns the encoding in use: after the first Read, the one a byte
// order mark may have selected.
func (r *Reader) Encoding() *Encoding {
	if r.err == io.EOF {
		return r.d.prevEnc // the stream is flushed and the Decoder reset
	}
	return r.d.Encoding()
}

// Read reads decoded UTF-8 into p. A fatal Reader returns a *DecodeError for
// malformed input, after the text before it.
func (r *Reader) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	if r.slo < r.shi {
		n := copy(p, r.small[r.slo:r.shi])
		r.slo += n
		return n, nil
	}
	for {
		if r.err != nil {
			return 0, r.err
		}
		dst := p
		if len(p) < 4 { // too small for one code point: go through small
			dst = r.small[:]
		}
		n, m, err := r.d.DecodeUTF8(dst, r.in[r.lo:r.hi], r.atEOF)
		r.lo += m
		if err != nil && err != ErrShortDst {
			r.err = err
		}
		if r.atEOF && r.lo == r.hi && err == nil {
			r.err = io.EOF // flushed
		}
		if len(p) < 4 {
			r.slo, r.shi = 0, n
			n = copy(p, r.small[:n])
			r.slo = n
		}
		if n > 0 {
			if r.err == io.EOF {
				return n, nil // EOF comes with the next call, after any held bytes
			}
			return n, r.err
		}
		if r.err == nil && !r.atEOF {
			r.fill()
		}
	}
}

// WriteTo decodes the rest of the stream into w in large writes. io.Copy
// uses it, so copying a Reader to a file does not fall back to one write per
// Read.
func (r *Reader) WriteTo(w io.Writer) (int64, error) {
	buf := make([]byte, r.d.MaxUTF8Len(len(r.in)))
	var total int64
	for {
		n, err := r.Read(buf)
		if n > 0 {
			m, werr := w.Write(buf[:n])
			total += int64(m)
			if werr != nil {
				return total, werr
			}
		}
		switch {
		case err == io.EOF:
			return total, nil
		case err != nil:
			return total, err
		}
	}
}

// fill reads more input, keeping the bytes not yet decoded.
func (r *Reader) fill() {
	if r.lo > 0 {
		r.hi = copy(r.in, r.in[r.lo:r.hi])
		r.lo = 0
	}
	n, err := r.r.Read(r.in[r.hi:])
	r.hi += n
	switch {
	case errors.Is(err, io.EOF):
		r.atEOF = true
	case err != nil:
		r.err = err
	}
}

// A Writer encodes UTF-8 written to it and writes the bytes to an underlying
// io.Writer. Close flushes the end of the stream (ISO-2022-JP's return to
// ASCII, or U+FFFD for an incomplete UTF-8 sequence); it does not close the
// underlying writer.
type Writer struct {
	w   io.Writer
	e   *Encoder
	buf []byte
	err error
}

// NewWriter returns a Writer that encodes to enc with an Encoder made with
// opts (see NewEncoder), or an error wrapping ErrNoEncoder for replacement
// and UTF-16BE/LE.
func NewWriter(w io.Writer, enc *Encoding, opts ...EncoderOption) (*Writer, error) {
	e, err := enc.NewEncoder(opts...)
	if err != nil {
		return nil, err
	}
	return &Writer{w: w, e: e, buf: make([]byte, streamBufSize)}, nil
}

// Write encodes p. It returns how much of p was consumed; with Fatal, a
// *EncodeError stops the Writer at the first unencodable code point.
func (w *Writer) Write(p []byte) (int, error) {
	return w.encode(p, false)
}

// Close encodes the end of the stream and writes what remains.
func (w *Writer) Close() error {
	_, err := w.encode(nil, true)
	return err
}

func (w *Writer) encode(p []byte, last bool) (int, error) {
	consumed := 0
	for w.err == nil {
		n, m, err := w.e.Encode(w.buf, p[consumed:], last)
		consumed += m
		if n > 0 {
			if _, werr := w.w.Write(w.buf[:n]); werr != nil {
				w.err = werr
				break
			}
		}
		if err != ErrShortDst {
			w.err = err
			if err == nil {
				return consumed, nil
			}
		}
	}
	return consumed, w.err
}
