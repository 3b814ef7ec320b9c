package textcodec

import (
	"strings"
	"unsafe"
)

// One-shot and appending forms of Decoder and Encoder, for callers that
// have the whole input, or want the library to size the output.

// AppendUTF8 decodes src as the next chunk of the stream (the last one when
// last is set) and appends the UTF-8 output to dst, growing it as needed. In
// fatal mode it returns the output before the error and the *DecodeError.
func (d *Decoder) AppendUTF8(dst, src []byte, last bool) ([]byte, error) {
	dst = growFor(dst, len(src)+len(src)/2+16)
	for {
		n, m, err := d.DecodeUTF8(dst[len(dst):cap(dst)], src, last)
		dst, src = dst[:len(dst)+n], src[m:]
		if err != ErrShortDst {
			return dst, err
		}
		dst = growFor(dst, cap(dst)+16)
	}
}

// AppendUTF16 is AppendUTF8 for UTF-16 output.
func (d *Decoder) AppendUTF16(dst []uint16, src []byte, last bool) ([]uint16, error) {
	dst = growFor(dst, len(src)+8)
	for {
		n, m, err := d.DecodeUTF16(dst[len(dst):cap(dst)], src, last)
		dst, src = dst[:len(dst)+n], src[m:]
		if err != ErrShortDst {
			return dst, err
		}
		dst = growFor(dst, cap(dst)+8)
	}
}

// Bytes decodes src as a whole stream and returns it as UTF-8. The Decoder
// is then ready for a new stream. In fatal mode a malformed src gives the
// output before the error and the *DecodeError.
func (d *Decoder) Bytes(src []byte) ([]byte, error) {
	if body, ok := d.utf8Body(src); ok && validUTF8Run(body) == len(body) {
		return append([]byte{}, body...), nil // well-formed: one check, one copy
	}
	out, err := d.AppendUTF8(nil, src, true)
	if err != nil {
		d.Reset()
	}
	return out, err
}

// String is Bytes for input and output held in strings, as x/text's
// Decoder.String is. In fatal mode a malformed s gives "" and the
// *DecodeError.
func (d *Decoder) String(s string) (string, error) {
	src := unsafe.Slice(unsafe.StringData(s), len(s))
	if body, ok := d.utf8Body(src); ok && validUTF8Run(body) == len(body) {
		return s[len(s)-len(body):], nil // well-formed: s itself, but a BOM
	}
	return d.toString(src)
}

// DecodeToString is Bytes with the output in a string, without a copy of
// it: what a program that reads bytes and works with strings wants. In
// fatal mode a malformed src gives "" and the *DecodeError.
func (d *Decoder) DecodeToString(src []byte) (string, error) {
	if s, ok := d.validUTF8(src); ok {
		return s, nil
	}
	return d.toString(src)
}

// toString decodes src as a whole stream into a string made from the
// output buffer.
func (d *Decoder) toString(src []byte) (string, error) {
	out, err := d.AppendUTF8(nil, src, true)
	if err != nil {
		d.Reset()
		return "", err
	}
	return bufferString(out), nil
}

// bufferString returns b, a buffer nothing else refers to, as a string
// without a copy, unless b has much unused capacity that the string would
// keep alive.
func bufferString(b []byte) string {
	if cap(b) > len(b)+len(b)/4+64 {
		return string(b)
	}
	return unsafe.String(unsafe.SliceData(b), len(b))
}

// utf8Body is the start of the fast path of Bytes, String and
// DecodeToString for UTF-8 input, which when well-formed decodes to itself
// apart from a byte order mark: it reports whether the path applies (a UTF-8 decoder at the start of
// a stream, not sniffing) and returns src without the byte order mark the
// decoder would remove.
func (d *Decoder) utf8Body(src []byte) ([]byte, bool) {
	if d.enc != UTF8 || d.bom == BOMSniff || d.k.pending() != 0 || d.consumed != 0 {
		return nil, false
	}
	if d.bom == BOMRemove && len(src) >= 3 && src[0] == 0xEF && src[1] == 0xBB && src[2] == 0xBF {
		src = src[3:]
	}
	return src, true
}

// validUTF8 is DecodeToString's fast path: src's body as a string when it is
// well-formed (see utf8Body).
func (d *Decoder) validUTF8(src []byte) (string, bool) {
	src, ok := d.utf8Body(src)
	if !ok {
		return "", false
	}
	// Checked and copied a piece at a time, so that each piece is read
	// from memory once and copied from the cache, into a string that is
	// not zeroed first.
	const piece = 16 << 10
	var b strings.Builder
	b.Grow(len(src))
	for i := 0; i < len(src); {
		end := min(len(src), i+piece)
		n := validUTF8Run(src[i:end])
		// Only a sequence cut by the piece's end (at most three bytes)
		// may be left for the next piece.
		if i+n < end && (end == len(src) || end-(i+n) > 3) {
			return "", false
		}
		b.Write(src[i : i+n])
		i += n
	}
	return b.String(), true
}

// Append encodes the UTF-8 text src as the next chunk of the stream (the
// last one when last is set) and appends the bytes to dst, growing it as
// needed. In fatal mode it returns the output before the error and the
// *EncodeError; the rest of src is not encoded.
func (e *Encoder) Append(dst, src []byte, last bool) ([]byte, error) {
	return appendEncoded(e, dst, src, last)
}

// AppendFromUTF16 is Append for UTF-16 input.
func (e *Encoder) AppendFromUTF16(dst []byte, src []uint16, last bool) ([]byte, error) {
	return appendEncoded(e, dst, src, last)
}

func appendEncoded[S unit](e *Encoder, dst []byte, src []S, last bool) ([]byte, error) {
	dst = growFor(dst, len(src)+len(src)/2+encodeRoom)
	for {
		n, m, err := encodeChunk(e, dst[len(dst):cap(dst)], src, last)
		dst, src = dst[:len(dst)+n], src[m:]
		if err != ErrShortDst {
			return dst, err
		}
		dst = growFor(dst, cap(dst)+encodeRoom)
	}
}

// Bytes encodes the UTF-8 text src as a whole stream. The Encoder is then
// ready for a new stream. In fatal mode an unencodable code point gives the
// output before it and the *EncodeError.
func (e *Encoder) Bytes(src []byte) ([]byte, error) {
	out, err := e.Append(nil, src, true)
	if err != nil {
		e.Reset()
	}
	return out, err
}

// String is Bytes for input and output held in strings, as x/text's
// Encoder.String is. In fatal mode an unencodable code point gives "" and
// the *EncodeError.
func (e *Encoder) String(s string) (string, error) {
	out, err := e.EncodeString(s)
	if err != nil {
		return "", err
	}
	return bufferString(out), nil
}

// EncodeString is Bytes with the input in a string, without a copy of it:
// what a program that works with strings and writes bytes wants.
func (e *Encoder) EncodeString(s string) ([]byte, error) {
	return e.Bytes(unsafe.Slice(unsafe.StringData(s), len(s)))
}

// growFor returns s with room for at least n more elements.
func growFor[E any](s []E, n int) []E {
	if cap(s)-len(s) >= n {
		return s
	}
	return append(s[:cap(s)], make([]E, n)...)[:len(s)]
}
