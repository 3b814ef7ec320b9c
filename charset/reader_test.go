package charset

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"mime"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/textcodec/textcodec"
)

// partReader is a stream whose Len method counts only the bytes it holds
// now, as a buffer that more data may still reach would count them.
type partReader struct {
	held []byte
	rest io.Reader
}

func (p *partReader) Len() int { return len(p.held) }

func (p *partReader) Read(b []byte) (int, error) {
	if len(p.held) > 0 {
		n := copy(b, p.held)
		p.held = p.held[n:]
		return n, nil
	}
	return p.rest.Read(b)
}

// TestCharsetReaderLenIsNotTheEnd checks CharsetReader reads all of an
// input whose Len method is not the length of what remains: only the
// bytes and strings readers' Len is trusted for the one-shot path.
func TestCharsetReaderLenIsNotTheEnd(t *testing.T) {
	r := &partReader{held: []byte("\x93\xfa"), rest: strings.NewReader("\x96\x7b")}
	cr, err := CharsetReader("shift_jis", r)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := io.ReadAll(cr); err != nil || string(got) != "日本" {
		t.Errorf("got %q, %v", got, err)
	}
}

// TestCharsetReaderErrors: an unknown label is an error (encoding/xml
// then fails the document, mime.WordDecoder the header), and a read error
// of the input comes through.
func TestCharsetReaderErrors(t *testing.T) {
	for _, label := range []string{"x-unknown", "utf-7", "", "\vshift_jis", "cp932"} {
		if r, err := CharsetReader(label, strings.NewReader("a")); r != nil || !errors.Is(err, ErrUnsupported) {
			t.Errorf("%q: %v, %v", label, r, err)
		}
	}

	d := xml.NewDecoder(strings.NewReader(`<?xml version="1.0" encoding="x-unknown"?><a>b</a>`))
	d.CharsetReader = CharsetReader
	var v struct{}
	if err := d.Decode(&v); err == nil || !strings.Contains(err.Error(), `unsupported charset "x-unknown"`) {
		t.Errorf("xml: %v", err)
	}
	dec := &mime.WordDecoder{CharsetReader: CharsetReader}
	if s, err := dec.Decode("=?x-unknown?q?a?="); err == nil {
		t.Errorf("mime Decode: %q", s)
	}
	// mime passes the label lowercased and decodes iso-8859-1 itself.
	if s, err := dec.DecodeHeader("=?ISO-8859-1?q?=80?= =?Windows-1252?q?=80?="); err != nil || s != "\u0080€" {
		t.Errorf("mime DecodeHeader: %q, %v", s, err)
	}

	boom := errors.New("boom")
	cr, err := CharsetReader("euc-kr", iotest.DataErrReader(iotest.ErrReader(boom)))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.ReadAll(cr); err != boom {
		t.Errorf("read error: %v", err)
	}
}

// TestCharsetReaderBOM: a byte order mark overrides the label, as the
// standard's "decode" does, on both paths.
func TestCharsetReaderBOM(t *testing.T) {
	for _, r := range []func(string) io.Reader{
		func(s string) io.Reader { return strings.NewReader(s) },
		func(s string) io.Reader { return iotest.OneByteReader(strings.NewReader(s)) },
	} {
		for _, tc := range []struct{ label, in, want string }{
			{"shift_jis", "\xEF\xBB\xBF日本", "日本"},
			{"utf-8", "\xFF\xFEa\x00", "a"},
			{"utf-16be", "\xFF\xFEa\x00", "a"},
			{"utf-16le", "\xFE\xFF\x00a", "a"},
			{"utf-8", "\xEF\xBB\xBF\xEF\xBB\xBFa", "\ufeffa"}, // one BOM only
			{"iso-2022-kr", "\xEF\xBB\xBFa", "a"},             // even over replacement
			{"iso-2022-kr", "a", "\ufffd"},
			{"iso-2022-kr", "", ""},
		} {
			cr, err := CharsetReader(tc.label, r(tc.in))
			if err != nil {
				t.Fatal(err)
			}
			if got, err := io.ReadAll(cr); err != nil || string(got) != tc.want {
				t.Errorf("%s %q: %q, %v, want %q", tc.label, tc.in, got, err, tc.want)
			}
		}
	}
}

// TestNewReaderPrecedence: BOM, then the Content-Type's charset, then the
// fallback, then windows-1252.
func TestNewReaderPrecedence(t *testing.T) {
	for _, tc := range []struct {
		ct, body string
		fallback *textcodec.Encoding
		want     string
		enc      *textcodec.Encoding
	}{
		{"text/html;charset=gbk", "\xEF\xBB\xBF\xC3\xA9", textcodec.Big5, "é", textcodec.UTF8},
		{"text/html;charset=gbk", "\xC4\xE3", textcodec.Big5, "你", textcodec.GBK},
		{"text/html", "\xA4@", textcodec.Big5, "一", textcodec.Big5},
		{"text/html", "\xE9", nil, "é", textcodec.Windows1252},
		{"text/html;charset=bogus", "\xE9", nil, "é", textcodec.Windows1252},
		{"text/html;charset=csASCII", "\xE9", textcodec.UTF8, "\ufffd", textcodec.UTF8},
		{"", "\xFE\xFF\x00a", nil, "a", textcodec.UTF16BE},
		{"text/html;charset=utf-16le", "\xEF\xBB", nil, "\ubbef", textcodec.UTF16LE}, // a cut BOM is text
		{"text/html;charset=utf-8", "\xEF\xBB", nil, "\ufffd", textcodec.UTF8},
		{"text/html;charset=utf-8", "", textcodec.GBK, "", textcodec.UTF8},
	} {
		r := NewReader(bytes.NewReader([]byte(tc.body)), tc.ct, tc.fallback)
		got, err := io.ReadAll(r)
		if err != nil || string(got) != tc.want || r.Encoding() != tc.enc {
			t.Errorf("%q %q: got %q %v (%v), want %q %v", tc.ct, tc.body, got, r.Encoding(), err, tc.want, tc.enc)
		}
	}
}
