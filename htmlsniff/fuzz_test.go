package htmlsniff

import (
	"bytes"
	"io"
	"testing"
	"testing/iotest"

	"github.com/textcodec/textcodec"
)

func addSeeds(f *testing.F) {
	for _, c := range loadPrescanCases(f) {
		f.Add([]byte(c.in), "", 0)
	}
	f.Add([]byte("\xef\xbb\xbf<p>"), "text/html; charset=koi8-r", 0)
	f.Add([]byte(`<meta charset=koi8-r>`), "text/html", 10)
	f.Add(bytes.Repeat([]byte("<!-- <meta charset=big5> -->"), 50), "", 2000)
}

// FuzzSniff: no input panics; the answer never depends on bytes past the
// prescan limit; the Result is always complete; and the prescan's own
// rules hold (a <meta> never answers UTF-16 or x-user-defined).
func FuzzSniff(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, b []byte, contentType string, limit int) {
		limit = limit%3000 - 1 // NoPrescan, the default (0) and limits up to 2998
		opts := &Options{PrescanLimit: limit}
		res := Sniff(b, contentType, opts)
		if res.Encoding == nil || res.Confidence == 0 || res.Step == StepNone {
			t.Fatalf("incomplete result %+v", res)
		}
		if n := opts.prescanLimit(); n >= 0 && len(b) > n {
			if cut := Sniff(b[:max(n, 3)], contentType, opts); cut != res {
				t.Fatalf("Sniff of the first %d bytes = %v, of all = %v", n, cut, res)
			}
			// (The BOM is read from the first three bytes whatever the limit.)
			if extra := Sniff(append(b[:n:n], "<meta charset=koi8-r>"...), contentType, opts); n >= 3 && extra != res {
				t.Fatalf("bytes past the limit changed the answer: %v, was %v", extra, res)
			}
		}
		enc, step := Prescan(b)
		switch step {
		case StepPrescanMeta:
			if enc == textcodec.UTF16BE || enc == textcodec.UTF16LE || enc == textcodec.XUserDefined {
				t.Fatalf("a meta answered %v", enc)
			}
		case StepXMLDeclaration:
			if enc == textcodec.UTF16BE || enc == textcodec.UTF16LE || !bytes.HasPrefix(b, []byte("<?xml")) {
				t.Fatalf("the XML step answered %v", enc)
			}
		case StepNone:
			if enc != nil {
				t.Fatal("an encoding without a step")
			}
		}
	})
}

// FuzzReader: a Reader, fed in any chunks, gives what Sniff and a one-shot
// decode give.
func FuzzReader(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, b []byte, contentType string, limit int) {
		limit = limit%3000 - 1
		opts := &Options{PrescanLimit: limit}
		res := Sniff(b, contentType, opts)
		want, _ := textcodec.Decode(b, res.Encoding)
		for _, r := range []io.Reader{bytes.NewReader(b), iotest.OneByteReader(bytes.NewReader(b)), iotest.HalfReader(bytes.NewReader(b))} {
			sr, err := NewReader(r, contentType, opts)
			if err != nil {
				t.Fatal(err)
			}
			if sr.Result() != res {
				t.Fatalf("Reader sniffed %v, Sniff %v", sr.Result(), res)
			}
			got, err := io.ReadAll(sr)
			if err != nil || !bytes.Equal(got, want) {
				t.Fatalf("Reader read %q, %v; one-shot decode %q", got, err, want)
			}
		}
	})
}
