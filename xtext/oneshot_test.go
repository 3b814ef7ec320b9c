package xtext

import (
	"bytes"
	"io"
	"testing"

	"golang.org/x/text/encoding"
	"golang.org/x/text/transform"

	"github.com/textcodec/textcodec"
)

// TestDecodeMatchesCore checks every encoding's decoder, through x/text's
// Bytes, String and Reader, against textcodec's one-shot output.
func TestDecodeMatchesCore(t *testing.T) {
	for _, x := range Encodings() {
		enc := x.Encoding()
		for _, in := range decodeInputs(enc) {
			want, _ := enc.NewDecoder().Bytes(in)
			d := x.NewDecoder()
			got, err := d.Bytes(in)
			check(t, x, "Bytes", in, got, want, err)
			s, err := d.String(string(in))
			check(t, x, "String", in, []byte(s), want, err)
			got, err = io.ReadAll(d.Reader(bytes.NewReader(in)))
			check(t, x, "Reader", in, got, want, err)
		}
	}
}

// TestEncodeMatchesCore checks every encoding's encoder against textcodec: with
// HTMLEscapeUnsupported it is the standard's "encode" (textcodec.Encode); with
// ReplaceUnsupported, textcodec's fatal encoder with 0x1A for each error; bare,
// it fails on the first unmappable code point.
func TestEncodeMatchesCore(t *testing.T) {
	for _, x := range Encodings() {
		enc := x.Encoding().OutputEncoding()
		for _, in := range encodeInputs() {
			want, _ := textcodec.Encode([]byte(in), enc)
			got, err := encoding.HTMLEscapeUnsupported(x.NewEncoder()).String(in)
			if enc == textcodec.ISO2022JP {
				want = romanAtEnd(want)
			}
			check(t, x, "HTMLEscapeUnsupported", []byte(in), []byte(got), want, err)

			// transform.Reader calls with atEOF only once the input is
			// used up, so the end comes after the last replacement, as
			// in textcodec.
			want = coreReplaced(enc, in)
			r := transform.NewReader(bytes.NewReader([]byte(in)), encoding.ReplaceUnsupported(x.NewEncoder()))
			gotb, err := io.ReadAll(r)
			check(t, x, "ReplaceUnsupported", []byte(in), gotb, want, err)

			e, _ := enc.NewEncoder(textcodec.Fatal)
			want, wantErr := e.Bytes([]byte(in))
			gotb, err = x.NewEncoder().Bytes([]byte(in))
			if (err == nil) != (wantErr == nil) || err != nil && !bytes.Equal(gotb, nil) {
				t.Errorf("%v Bytes(%q): %q %v, textcodec %v", x, in, gotb, err, wantErr)
			} else if err == nil {
				check(t, x, "Bytes", []byte(in), gotb, want, err)
			}
		}
	}
}

// romanAtEnd moves a final ESC ( B before a trailing replacement written in
// the Roman state (the one place the adapter's bytes differ from textcodec's:
// see encoder.encode).
func romanAtEnd(b []byte) []byte {
	const esc = "\x1B(B"
	if !bytes.HasSuffix(b, []byte(esc)) {
		return b
	}
	body := b[:len(b)-3]
	i := len(body)
	for i > 0 && (body[i-1] == 0x1A || body[i-1] == ';' || body[i-1] == '&' || body[i-1] == '#' || '0' <= body[i-1] && body[i-1] <= '9') {
		i--
	}
	// Only when the text before the replacements was in the Roman state.
	if j := bytes.LastIndexByte(body[:i], 0x1B); j < 0 || !bytes.HasPrefix(body[j:], []byte("\x1B(J")) || i == len(body) {
		return b
	}
	// The last replacement alone moves: it was the last code point.
	k := len(body) - 1
	if body[k] == ';' {
		k = bytes.LastIndexByte(body[:k], '&')
	}
	out := append([]byte{}, body[:k]...)
	out = append(out, esc...)
	return append(out, body[k:]...)
}

func check(t *testing.T, x *Encoding, how string, in, got, want []byte, err error) {
	t.Helper()
	if err != nil || !bytes.Equal(got, want) {
		t.Errorf("%v %s(%q):\ngot  %q (%v)\nwant %q", x, how, in, got, err, want)
	}
}
