package xtext

import (
	"bytes"
	"errors"
	"io"
	"math/rand/v2"
	"strings"
	"testing"
	"testing/iotest"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/transform"

	"github.com/textcodec/textcodec"
)

// drive calls tr as a careful caller does, the way x/text tests its own
// transformers: src is offered srcSize bytes at a time (more only when tr
// asks for more with no progress), into a dst of dstSize bytes (grown only
// when tr can make no progress). It returns the output and each call's
// share of it, and fails on a broken contract.
func drive(t *testing.T, tr transform.Transformer, src []byte, dstSize, srcSize int) (out []byte, pieces [][]byte, grew bool) {
	t.Helper()
	tr.Reset()
	dst := make([]byte, dstSize)
	var window []byte
	pos := 0
	for calls := 0; ; calls++ {
		if calls > 10*len(src)+100 {
			t.Fatalf("no end after %d calls", calls)
		}
		if add := min(srcSize-len(window), len(src)-pos); add > 0 {
			window = append(window, src[pos:pos+add]...)
			pos += add
		}
		atEOF := pos == len(src)
		nDst, nSrc, err := tr.Transform(dst, window, atEOF)
		if nDst > len(dst) || nSrc > len(window) || nDst < 0 || nSrc < 0 {
			t.Fatalf("Transform returned %d, %d for %d, %d", nDst, nSrc, len(dst), len(window))
		}
		out = append(out, dst[:nDst]...)
		pieces = append(pieces, append([]byte(nil), dst[:nDst]...))
		window = window[nSrc:]
		switch err {
		case nil:
			if len(window) != 0 {
				t.Fatalf("nil error with %d bytes of src left", len(window))
			}
			if atEOF {
				return out, pieces, grew
			}
		case transform.ErrShortDst:
			if nDst == 0 && nSrc == 0 {
				dst = make([]byte, len(dst)+1)
				grew = true
			}
		case transform.ErrShortSrc:
			if atEOF {
				t.Fatalf("ErrShortSrc at EOF")
			}
			if nSrc == 0 && len(window) == srcSize {
				srcSize++
			}
		default:
			t.Fatalf("error %v", err)
		}
	}
}

var sizes = []int{1, 2, 3, 4, 5, 7, 16, 17, 40}

// TestDecoderSmallBuffers drives every decoder with every pair of small
// buffer sizes: the output is textcodec's, each call's output is whole UTF-8
// characters, and dst never needs to grow past the longest character.
func TestDecoderSmallBuffers(t *testing.T) {
	for _, x := range Encodings() {
		for _, in := range decodeInputs(x.Encoding())[5:] {
			want, _ := x.Encoding().NewDecoder().Bytes(in)
			for _, ds := range sizes {
				for _, ss := range sizes {
					got, pieces, grew := drive(t, x.NewDecoder(), in, ds, ss)
					if !bytes.Equal(got, want) {
						t.Fatalf("%v dst %d src %d % X:\ngot  %q\nwant %q", x, ds, ss, in, got, want)
					}
					for _, p := range pieces {
						if !utf8.Valid(p) {
							t.Fatalf("%v dst %d src %d: a call wrote %q, a split character", x, ds, ss, p)
						}
					}
					if grew && ds >= 4 {
						t.Fatalf("%v: no progress with %d bytes of room", x, ds)
					}
				}
			}
		}
	}
}

// encodable keeps the code points of s that enc can encode.
func encodable(enc *textcodec.Encoding, s string) string {
	var b strings.Builder
	for _, r := range s {
		e, _ := enc.NewEncoder(textcodec.Fatal)
		if _, err := e.String(string(r)); err == nil {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// boundaries returns the offsets in enc's encoding of s at which a call may
// end its output: after each code point's bytes, and after an escape
// sequence.
func boundaries(enc *textcodec.Encoding, s string) map[int]bool {
	e, _ := enc.NewEncoder(textcodec.Fatal)
	var out []byte
	at := map[int]bool{0: true}
	for _, r := range s {
		before := len(out)
		out, _ = e.Append(out, []byte(string(r)), false)
		if out[before] == 0x1B {
			at[before+3] = true
		}
		at[len(out)] = true
	}
	out, _ = e.Append(out, nil, true)
	at[len(out)] = true
	return at
}

// TestEncoderSmallBuffers does for the encoders what
// TestDecoderSmallBuffers does for the decoders, on text each encoding can
// encode; each call must end its output on a character boundary.
func TestEncoderSmallBuffers(t *testing.T) {
	for _, x := range Encodings() {
		enc := x.Encoding().OutputEncoding()
		for _, in := range encodeInputs()[2:3] {
			in = encodable(enc, in)
			want, _ := textcodec.Encode([]byte(in), enc)
			bounds := boundaries(enc, in)
			for _, ds := range sizes {
				for _, ss := range sizes {
					got, pieces, grew := drive(t, x.NewEncoder(), []byte(in), ds, ss)
					if !bytes.Equal(got, want) {
						t.Fatalf("%v dst %d src %d:\ngot  %q\nwant %q", x, ds, ss, got, want)
					}
					n := 0
					for _, p := range pieces {
						if n += len(p); !bounds[n] {
							t.Fatalf("%v dst %d src %d: a call ended its output at %d, inside a character", x, ds, ss, n)
						}
					}
					if grew && ds >= 5 {
						t.Fatalf("%v: no progress with %d bytes of room", x, ds)
					}
				}
			}
		}
	}
}

// TestEncoderErrorsSmallBuffers drives HTMLEscapeUnsupported and
// ReplaceUnsupported around every encoder, over text with unmappable code
// points and ill-formed UTF-8, with small buffers.
func TestEncoderErrorsSmallBuffers(t *testing.T) {
	for _, x := range Encodings() {
		enc := x.Encoding().OutputEncoding()
		for _, in := range encodeInputs() {
			wantHTML, _ := textcodec.Encode([]byte(in), enc)
			wantRepl := coreReplaced(enc, in)
			for _, ds := range []int{1, 3, 12, 40} {
				for _, ss := range []int{1, 2, 5, 64} {
					got, _, _ := drive(t, encoding.HTMLEscapeUnsupported(x.NewEncoder()), []byte(in), ds, ss)
					if !bytes.Equal(got, wantHTML) && !bytes.Equal(got, romanAtEnd(wantHTML)) {
						t.Fatalf("%v HTML dst %d src %d %q:\ngot  %q\nwant %q", x, ds, ss, in, got, wantHTML)
					}
					got, _, _ = drive(t, encoding.ReplaceUnsupported(x.NewEncoder()), []byte(in), ds, ss)
					if !bytes.Equal(got, wantRepl) && !bytes.Equal(got, romanAtEnd(wantRepl)) {
						t.Fatalf("%v replace dst %d src %d %q:\ngot  %q\nwant %q", x, ds, ss, in, got, wantRepl)
					}
				}
			}
		}
	}
}

// TestReadersAndWriters runs the decoders and encoders through x/text's
// Reader and Writer with random chunking on both sides.
func TestReadersAndWriters(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 5))
	for _, x := range Encodings() {
		in := decodeInputs(x.Encoding())[6]
		want, _ := x.Encoding().NewDecoder().Bytes(in)
		for _, r := range []io.Reader{
			iotest.OneByteReader(bytes.NewReader(in)),
			iotest.HalfReader(bytes.NewReader(in)),
			iotest.DataErrReader(bytes.NewReader(in)),
		} {
			got, err := readRandom(rng, x.NewDecoder().Reader(r))
			if err != nil || !bytes.Equal(got, want) {
				t.Errorf("%v Reader: %v\ngot  %q\nwant %q", x, err, got, want)
			}
		}

		enc := x.Encoding().OutputEncoding()
		text := encodeInputs()[9]
		wantEnc, _ := textcodec.Encode([]byte(text), enc)
		var buf bytes.Buffer
		w := encoding.HTMLEscapeUnsupported(x.NewEncoder()).Writer(&buf)
		for rest := text; len(rest) > 0; {
			n := min(len(rest), rng.IntN(9))
			if _, err := io.WriteString(w, rest[:n]); err != nil {
				t.Fatal(err)
			}
			rest = rest[n:]
		}
		w.(io.Closer).Close()
		if !bytes.Equal(buf.Bytes(), wantEnc) && !bytes.Equal(buf.Bytes(), romanAtEnd(wantEnc)) {
			t.Errorf("%v Writer:\ngot  %q\nwant %q", x, buf.Bytes(), wantEnc)
		}
	}
}

// readRandom reads r to the end with reads of random small sizes.
func readRandom(rng *rand.Rand, r io.Reader) ([]byte, error) {
	var out []byte
	for {
		p := make([]byte, 1+rng.IntN(6))
		n, err := r.Read(p)
		out = append(out, p[:n]...)
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return out, err
		}
	}
}

// TestChains runs transform.Chain of a decoder and an encoder (transcoding
// Shift_JIS to EUC-JP, and every encoding through UTF-8 and back).
func TestChains(t *testing.T) {
	text := encodable(textcodec.EUCJP, encodable(textcodec.ShiftJIS, encodeText))
	sjis, _ := textcodec.Encode([]byte(text), textcodec.ShiftJIS)
	eucjp, _ := textcodec.Encode(textcodec.UTF8Decode(mustDecode(textcodec.ShiftJIS, sjis)), textcodec.EUCJP)
	c := transform.Chain(ShiftJIS.NewDecoder(), EUCJP.NewEncoder())
	got, _, err := transform.Bytes(c, sjis)
	if err != nil || !bytes.Equal(got, eucjp) {
		t.Errorf("Shift_JIS to EUC-JP: %v\ngot  %q\nwant %q", err, got, eucjp)
	}
	r := transform.NewReader(iotest.OneByteReader(bytes.NewReader(sjis)), c)
	if got, err := io.ReadAll(r); err != nil || !bytes.Equal(got, eucjp) {
		t.Errorf("Shift_JIS to EUC-JP, one byte at a time: %v", err)
	}
	for _, x := range Encodings() {
		if !x.Encoding().HasEncoder() {
			continue
		}
		s := encodable(x.Encoding(), encodeText)
		b, _ := textcodec.Encode([]byte(s), x.Encoding())
		want := string(mustDecode(x.Encoding(), b)) // the standard's round trip (¥ is 0x5C in Shift_JIS)
		got, _, err := transform.String(transform.Chain(x.NewEncoder(), x.NewDecoder()), s)
		if err != nil || got != want {
			t.Errorf("%v round trip: %v\ngot  %q\nwant %q", x, err, got, want)
		}
	}
}

func mustDecode(enc *textcodec.Encoding, b []byte) []byte {
	out, _ := enc.NewDecoder().Bytes(b)
	return out
}

// TestReset checks Reset forgets a stream cut in the middle.
func TestReset(t *testing.T) {
	d := ISO2022JP.NewDecoder()
	dst := make([]byte, 64)
	d.Transform(dst, []byte("\x1B$B"), false) // now in jis0208 mode
	d.Reset()
	if s, _ := d.String("F|"); s != "F|" {
		t.Errorf("decoder after Reset: %q", s)
	}
	e := ISO2022JP.NewEncoder()
	e.Transform(dst, []byte("日"), false) // now in jis0208 mode
	e.Reset()
	n, _, err := e.Transform(dst, []byte("a"), true)
	if err != nil || string(dst[:n]) != "a" {
		t.Errorf("encoder after Reset: %q, %v", dst[:n], err)
	}
}

// TestEncoderErrorConvention checks the error x/text's wrappers read: nSrc
// at the code point, the replacement byte, errors.Is textcodec.ErrUnmappable,
// and the same error again when the caller retries from there.
func TestEncoderErrorConvention(t *testing.T) {
	e := ISO2022JP.NewEncoder()
	dst := make([]byte, 64)
	src := []byte("日€本")
	for _, want := range []string{"\x1B$BF|\x1B(B", ""} { // then a retry from the code point
		n, m, err := e.Transform(dst, src, true)
		if string(dst[:n]) != want || m != len(src)-len("€本") {
			t.Fatalf("got %q, %d", dst[:n], m)
		}
		var rep interface{ Replacement() byte }
		if !errors.As(err, &rep) || rep.Replacement() != 0x1A || !errors.Is(err, textcodec.ErrUnmappable) {
			t.Fatalf("error %v", err)
		}
		src = src[m:]
	}
	// Skipping the code point carries on in ASCII mode.
	n, m, err := e.Transform(dst, src[3:], true)
	if string(dst[:n]) != "\x1B$BK\\\x1B(B" || m != 3 || err != nil {
		t.Errorf("after the error: %q, %d, %v", dst[:n], m, err)
	}

	// A sequence cut at the end of src is not consumed before atEOF.
	n, m, err = Windows1252.NewEncoder().Transform(dst, []byte("a\xE2\x82"), false)
	if n != 1 || m != 1 || err != transform.ErrShortSrc {
		t.Errorf("cut sequence: %d, %d, %v", n, m, err)
	}
}
