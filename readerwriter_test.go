package textcodec

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"
)

func TestReaderSniffsAndDecodes(t *testing.T) {
	for _, tc := range []struct {
		enc      *Encoding
		in, want string
		used     *Encoding
	}{
		{Windows1252, "caf\xE9 \x80", "café €", Windows1252},
		{Windows1252, "\xEF\xBB\xBFcaf\xC3\xA9", "café", UTF8},
		{EUCKR, "\xFF\xFEa\x00\xA9\x00", "a©", UTF16LE},
		{UTF8, "\xE2\x82", "\uFFFD", UTF8},
	} {
		// One byte at a time, and with tiny reads, the output is the same.
		for _, wrap := range []func(io.Reader) io.Reader{
			func(r io.Reader) io.Reader { return r }, iotest.OneByteReader, iotest.DataErrReader,
		} {
			r := NewReader(wrap(strings.NewReader(tc.in)), tc.enc)
			got, err := io.ReadAll(iotest.OneByteReader(r))
			if string(got) != tc.want || err != nil || r.Encoding() != tc.used {
				t.Errorf("%s %q: %q %v (%s), want %q (%s)", tc.enc, tc.in, got, err, r.Encoding(), tc.want, tc.used)
			}
		}
		if err := iotest.TestReader(NewReader(strings.NewReader(tc.in), tc.enc), []byte(tc.want)); err != nil {
			t.Errorf("%s %q: %v", tc.enc, tc.in, err)
		}
	}
}

func TestReaderFatal(t *testing.T) {
	r := NewReader(strings.NewReader("ok\xFFmore"), UTF8, Fatal)
	got, err := io.ReadAll(r)
	var de *DecodeError
	if string(got) != "ok" || !errors.As(err, &de) || de.Offset != 2 {
		t.Fatalf("got %q %v", got, err)
	}
}

func TestReaderPassesReadErrors(t *testing.T) {
	boom := errors.New("boom")
	r := NewReader(io.MultiReader(strings.NewReader("abc"), iotest.ErrReader(boom)), UTF8)
	got, err := io.ReadAll(r)
	if string(got) != "abc" || err != boom {
		t.Fatalf("got %q %v", got, err)
	}
}

func TestWriter(t *testing.T) {
	var buf bytes.Buffer
	w, err := NewWriter(&buf, EUCKR, Replace)
	if err != nil {
		t.Fatal(err)
	}
	// Split inside a UTF-8 sequence: the Writer holds the partial sequence.
	in := "a가\U0001F600b"
	for i := 0; i < len(in); i++ {
		if n, err := w.Write([]byte{in[i]}); n != 1 || err != nil {
			t.Fatalf("Write: %d %v", n, err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if want := "a\xB0\xA1&#128512;b"; buf.String() != want {
		t.Fatalf("got %q, want %q", buf.String(), want)
	}

	buf.Reset()
	w, _ = NewWriter(&buf, ISO2022JP, Fatal)
	n, err := w.Write([]byte("x\u00E9y"))
	var ee *EncodeError
	if !errors.As(err, &ee) || ee.CodePoint != 0xE9 || n != 3 || buf.String() != "x" {
		t.Fatalf("fatal Write: %d %v %q", n, err, buf.String())
	}

	if _, err := NewWriter(&buf, UTF16LE, Replace); !errors.Is(err, ErrNoEncoder) {
		t.Fatalf("UTF-16LE writer: %v", err)
	}
	// An incomplete sequence at Close is U+FFFD.
	buf.Reset()
	w, _ = NewWriter(&buf, UTF8, Replace)
	w.Write([]byte("a\xE2\x82"))
	w.Close()
	if buf.String() != "a\uFFFD" {
		t.Fatalf("got %q", buf.String())
	}
}

// TestReaderFlatMemory decodes 64 MiB through a Reader and checks that the
// allocation does not grow with the input.
func TestReaderFlatMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("large input")
	}
	const size = 64 << 20
	allocs := testing.AllocsPerRun(1, func() {
		src := io.LimitReader(repeatReader("caf\xE9 na\xEFve \x80 "), size)
		n, err := io.Copy(io.Discard, NewReader(src, Windows1252))
		if err != nil || n < size {
			t.Fatalf("copied %d %v", n, err)
		}
	})
	if allocs > 20 {
		t.Fatalf("%v allocations for a 64 MiB stream", allocs)
	}
}

type repeatReader string

func (r repeatReader) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) {
		n += copy(p[n:], r)
	}
	return n, nil
}

// TestReaderWriteTo: io.Copy through WriteTo gives what Read gives, in
// few large writes, and passes on decode and write errors.
func TestReaderWriteTo(t *testing.T) {
	in := strings.Repeat("caf\xE9 \x80 ", 50000)
	var viaRead bytes.Buffer
	if _, err := io.Copy(&viaRead, struct{ io.Reader }{NewReader(strings.NewReader(in), Windows1252)}); err != nil {
		t.Fatal(err)
	}
	w := &countingWriter{}
	n, err := NewReader(strings.NewReader(in), Windows1252).WriteTo(w)
	if err != nil || n != int64(viaRead.Len()) || w.buf.String() != viaRead.String() {
		t.Fatalf("WriteTo: %d bytes, %v; want %d", n, err, viaRead.Len())
	}
	if w.writes > 1+viaRead.Len()/streamBufSize {
		t.Errorf("%d writes for %d bytes", w.writes, n)
	}
	var de *DecodeError
	if _, err := NewReader(strings.NewReader("ok\xFF"), UTF8, Fatal).WriteTo(io.Discard); !errors.As(err, &de) {
		t.Errorf("fatal WriteTo: %v", err)
	}
	boom := errors.New("boom")
	if _, err := NewReader(strings.NewReader("abc"), UTF8).WriteTo(errWriter{boom}); err != boom {
		t.Errorf("write error: %v", err)
	}
}

type countingWriter struct {
	buf    bytes.Buffer
	writes int
}

func (w *countingWriter) Write(p []byte) (int, error) {
	w.writes++
	return w.buf.Write(p)
}

type errWriter struct{ err error }

func (w errWriter) Write(p []byte) (int, error) { return 0, w.err }
