package htmlsniff

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/textcodec/textcodec"
)

func readAll(t *testing.T, r io.Reader) string {
	t.Helper()
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestReader(t *testing.T) {
	long := strings.Repeat("x", 3000)
	cases := []struct {
		name, in, contentType, want string
		res                         Result
	}{
		{"meta", "<meta charset=koi8-r>\xf0\xd2\xc9\xd7\xc5\xd4", "", "<meta charset=koi8-r>Привет", Result{textcodec.KOI8R, Tentative, StepPrescanMeta}},
		{"meta, long body", "<meta charset=koi8-r>" + long + "\xf0", "", "<meta charset=koi8-r>" + long + "П", Result{textcodec.KOI8R, Tentative, StepPrescanMeta}},
		{"content-type", "caf\xe9", "text/html; charset=windows-1252", "café", Result{textcodec.Windows1252, Certain, StepTransport}},
		{"bom dropped", "\xef\xbb\xbfcaf\xc3\xa9", "text/html; charset=koi8-r", "café", Result{textcodec.UTF8, Certain, StepBOM}},
		{"utf-16le signature", "<\x00?\x00x\x00m\x00l\x00?\x00>\x00", "", "<?xml?>", Result{textcodec.UTF16LE, Tentative, StepPrescanUTF16XML}},
		{"default", "caf\xe9", "", "café", Result{textcodec.Windows1252, Tentative, StepDefault}},
		{"empty", "", "", "", Result{textcodec.Windows1252, Tentative, StepDefault}},
		{"meta past the limit not seen", long + "<meta charset=koi8-r>\xf0", "", long + "<meta charset=koi8-r>ð", Result{textcodec.Windows1252, Tentative, StepDefault}},
	}
	for _, c := range cases {
		for _, wrap := range []func(io.Reader) io.Reader{
			func(r io.Reader) io.Reader { return r },
			iotest.OneByteReader,
			iotest.HalfReader,
		} {
			r, err := NewReader(wrap(strings.NewReader(c.in)), c.contentType, nil)
			if err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			if r.Result() != c.res || r.Encoding() != c.res.Encoding {
				t.Errorf("%s: Result() = %v, want %v", c.name, r.Result(), c.res)
			}
			if got := readAll(t, r); got != c.want {
				t.Errorf("%s: read %q, want %q", c.name, got, c.want)
			}
		}
		// WriteTo gives the same text.
		r, _ := NewReader(strings.NewReader(c.in), c.contentType, nil)
		var buf bytes.Buffer
		if _, err := r.WriteTo(&buf); err != nil || buf.String() != c.want {
			t.Errorf("%s: WriteTo wrote %q, %v", c.name, buf.String(), err)
		}
	}
}

// TestReaderOptions: a larger prescan limit makes the Reader wait for more
// bytes; NoPrescan still sees a BOM; the detector is told the head is
// partial when more follows.
func TestReaderOptions(t *testing.T) {
	in := strings.Repeat(" ", 1500) + "<meta charset=koi8-r>\xf0"
	r, err := NewReader(strings.NewReader(in), "", &Options{PrescanLimit: 2048})
	if err != nil || r.Encoding() != textcodec.KOI8R {
		t.Errorf("limit 2048: %v, %v", r.Result(), err)
	}
	if got := readAll(t, r); got != strings.TrimSuffix(in, "\xf0")+"П" {
		t.Errorf("limit 2048: read %q", got)
	}
	r, _ = NewReader(strings.NewReader("\xfe\xff\x00A\x00B"), "", &Options{PrescanLimit: NoPrescan})
	if r.Result().Step != StepBOM || readAll(t, r) != "AB" {
		t.Errorf("no prescan: %v", r.Result())
	}
	for _, n := range []int{10, 5000} {
		d := &fakeDetector{}
		if _, err := NewReader(strings.NewReader(strings.Repeat("a", n)), "", &Options{NewDetector: func() Detector { return d }}); err != nil {
			t.Fatal(err)
		}
		if want := min(n, DefaultPrescanLimit); len(d.fed) != want || d.last != (n <= DefaultPrescanLimit) {
			t.Errorf("%d bytes: detector fed %d bytes, last %v", n, len(d.fed), d.last)
		}
	}
}

// TestReaderError: an error reading the first bytes is NewReader's; a
// later one is Read's.
func TestReaderError(t *testing.T) {
	boom := errors.New("boom")
	if _, err := NewReader(iotest.ErrReader(boom), "", nil); err != boom {
		t.Errorf("NewReader error = %v, want boom", err)
	}
	src := io.MultiReader(strings.NewReader(strings.Repeat("a", 2000)), iotest.ErrReader(boom))
	r, err := NewReader(src, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.ReadAll(r); err != boom {
		t.Errorf("Read error = %v, want boom", err)
	}
}
