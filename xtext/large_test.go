package xtext

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"golang.org/x/text/encoding"

	"github.com/textcodec/textcodec"
)

// largeInput is big enough that work quadratic in it does not finish
// within go test's default timeout.
const largeInput = 1 << 20

// TestLargeInputs runs a megabyte through each path of the adapters once:
// a long run of errors written in one piece (x/text's Writer hands the
// transformer the caller's whole slice with atEOF false, and the encoder
// once rescanned the rest of it after each error), and Bytes and String,
// which grow their buffers as the output comes.
func TestLargeInputs(t *testing.T) {
	bad := bytes.Repeat([]byte{0xFF}, largeInput)
	var buf bytes.Buffer
	w := encoding.ReplaceUnsupported(Windows1252.NewEncoder()).Writer(&buf)
	if _, err := w.Write(bad); err != nil {
		t.Fatal(err)
	}
	if err := w.(io.Closer).Close(); err != nil {
		t.Fatal(err)
	}
	if buf.Len() != largeInput || bytes.Count(buf.Bytes(), []byte{0x1A}) != largeInput {
		t.Errorf("Writer: %d bytes out", buf.Len())
	}

	// Not atEOF, one call: the errors are handled in place.
	src := append([]byte("ab"), bad[:largeInput/8]...)
	dst := make([]byte, 2+largeInput+1) // x/text's errorToHTML wants a byte to spare
	n, m, err := encoding.HTMLEscapeUnsupported(ShiftJIS.NewEncoder()).Transform(dst, src, false)
	if err != nil || n != len(dst)-1 || m != len(src) || !bytes.HasSuffix(dst[:n], []byte("&#65533;")) {
		t.Errorf("Transform: %d, %d, %v", n, m, err)
	}

	text := strings.Repeat("日本語 text, ", largeInput/16)
	sjis, err := ShiftJIS.NewEncoder().String(text)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := textcodec.Encode([]byte(text), textcodec.ShiftJIS)
	if sjis != string(want) {
		t.Fatal("Shift_JIS encoder: output differs from textcodec")
	}
	back, err := ShiftJIS.NewDecoder().Bytes([]byte(sjis))
	if err != nil || string(back) != text {
		t.Fatalf("Shift_JIS decoder: %v", err)
	}
	out, err := encoding.ReplaceUnsupported(ISO8859_2.NewEncoder()).Bytes(back)
	if err != nil || len(out) != len([]rune(text)) {
		t.Fatalf("ReplaceUnsupported: %d bytes, %v", len(out), err)
	}
}
