package xtext

import (
	"bytes"
	"errors"
	"testing"

	"golang.org/x/text/encoding"
	"golang.org/x/text/transform"

	"github.com/textcodec/textcodec"
)

// Tests of transform.Transformer's contract, as golang.org/x/text v0.16.0's
// transform.go states it, on the paths a careful driver (stream_test.go's
// drive) does not take.

// pieces calls tr with src one byte at a time and atEOF false, then with
// an empty src and atEOF true, and dst of dstSize bytes, calling again
// after ErrShortDst until the piece is taken. It checks the rules of each
// call and returns the output.
func pieces(t *testing.T, tr transform.Transformer, src []byte, dstSize int) []byte {
	t.Helper()
	tr.Reset()
	dst := make([]byte, dstSize)
	var out, window []byte
	for i := 0; i <= len(src); i++ {
		atEOF := i == len(src)
		if !atEOF {
			window = append(window, src[i])
		}
		for calls := 0; ; calls++ {
			if calls > 64 {
				t.Fatalf("no progress at byte %d", i)
			}
			nDst, nSrc, err := tr.Transform(dst, window, atEOF)
			if nDst < 0 || nDst > len(dst) || nSrc < 0 || nSrc > len(window) {
				t.Fatalf("Transform returned %d, %d for %d, %d", nDst, nSrc, len(dst), len(window))
			}
			out = append(out, dst[:nDst]...)
			window = window[nSrc:]
			if err == nil && len(window) != 0 {
				t.Fatalf("nil error with %d bytes of src left", len(window))
			}
			if err == nil || err == transform.ErrShortSrc && !atEOF {
				break
			}
			if err != transform.ErrShortDst {
				t.Fatalf("byte %d, atEOF %v: %v", i, atEOF, err)
			}
		}
	}
	if len(window) != 0 {
		t.Fatalf("%d bytes never consumed", len(window))
	}
	return out
}

// TestDecoderOneByteThenEOF gives every decoder its input a byte at a time
// with atEOF false, then an empty src with atEOF true: the end of the
// stream (U+FFFD for a cut sequence) comes from that last call.
func TestDecoderOneByteThenEOF(t *testing.T) {
	for _, x := range Encodings() {
		for _, in := range decodeInputs(x.Encoding()) {
			want, _ := x.Encoding().NewDecoder().Bytes(in)
			for _, ds := range []int{4, 5, 64} { // a character of 4 bytes always fits
				if got := pieces(t, x.NewDecoder(), in, ds); !bytes.Equal(got, want) {
					t.Fatalf("%v dst %d % X:\ngot  %q\nwant %q", x, ds, in, got, want)
				}
			}
		}
	}
	// The end of the stream alone writes U+FFFD for a cut sequence.
	for _, tc := range []struct {
		x  *Encoding
		in string
	}{{ShiftJIS, "\x81"}, {UTF8, "\xF0\x9F"}, {UTF16LE, "a"}, {GB18030, "\x81\x30\x81"}, {ISO2022JP, "\x1B$"}} {
		d := tc.x.NewDecoder()
		dst := make([]byte, 16)
		if n, m, err := d.Transform(dst, []byte(tc.in), false); n != 0 || m != len(tc.in) || err != nil {
			t.Errorf("%v %q: %d, %d, %v", tc.x, tc.in, n, m, err)
		}
		n, m, err := d.Transform(dst, nil, true)
		want, _ := tc.x.Encoding().NewDecoder().DecodeToString([]byte(tc.in))
		if string(dst[:n]) != want || m != 0 || err != nil {
			t.Errorf("%v %q at EOF: %q, %d, %v, want %q", tc.x, tc.in, dst[:n], m, err, want)
		}
	}
}

// TestEncoderOneByteThenEOF does the same for the encoders, bare and
// wrapped: with the end of the stream in a call of its own, ISO-2022-JP's
// closing escape comes last, exactly as textcodec writes it.
func TestEncoderOneByteThenEOF(t *testing.T) {
	for _, x := range Encodings() {
		enc := x.Encoding().OutputEncoding()
		for _, in := range encodeInputs() {
			wantHTML, _ := textcodec.Encode([]byte(in), enc)
			wantRepl := coreReplaced(enc, in)
			for _, ds := range []int{16, 40} {
				if got := pieces(t, encoding.HTMLEscapeUnsupported(x.NewEncoder()), []byte(in), ds); !bytes.Equal(got, wantHTML) {
					t.Fatalf("%v HTML dst %d %q:\ngot  %q\nwant %q", x, ds, in, got, wantHTML)
				}
				if got := pieces(t, encoding.ReplaceUnsupported(x.NewEncoder()), []byte(in), ds); !bytes.Equal(got, wantRepl) {
					t.Fatalf("%v replace dst %d %q:\ngot  %q\nwant %q", x, ds, in, got, wantRepl)
				}
			}
		}
		text := encodable(enc, encodeText)
		want, _ := textcodec.Encode([]byte(text), enc)
		if got := pieces(t, x.NewEncoder(), []byte(text), 5); !bytes.Equal(got, want) {
			t.Fatalf("%v bare:\ngot  %q\nwant %q", x, got, want)
		}
	}
}

// TestNoRoom calls every transformer with an empty dst and then a dst of
// one byte: the answer is ErrShortDst (or nil once src is used up), and a
// caller that then offers room gets the same output as in one call.
func TestNoRoom(t *testing.T) {
	type maker func() transform.Transformer
	for _, x := range Encodings() {
		enc := x.Encoding().OutputEncoding()
		in := []byte(encodeInputs()[3] + encodeText)
		wantEnc, _ := textcodec.Encode(in, enc)
		sjis, _ := textcodec.Encode(in, textcodec.ShiftJIS)
		wantDec, _ := x.Encoding().NewDecoder().Bytes(sjis)
		for _, tc := range []struct {
			name string
			make maker
			in   []byte
			want []byte
		}{
			{"decoder", func() transform.Transformer { return x.NewDecoder() }, sjis, wantDec},
			{"HTML encoder", func() transform.Transformer { return encoding.HTMLEscapeUnsupported(x.NewEncoder()) }, in, wantEnc},
		} {
			tr := tc.make()
			var out []byte
			src := tc.in
			for _, size := range []int{0, 0, 1, 1, 2, 3} {
				dst := make([]byte, size)
				n, m, err := tr.Transform(dst, src, true)
				if err != transform.ErrShortDst && (err != nil || m != len(src)) {
					t.Fatalf("%v %s dst %d: %v", x, tc.name, size, err)
				}
				out, src = append(out, dst[:n]...), src[m:]
			}
			dst := make([]byte, 8*len(src)+64)
			n, m, err := tr.Transform(dst, src, true)
			out = append(out, dst[:n]...)
			if err != nil || m != len(src) || !bytes.Equal(out, tc.want) {
				t.Fatalf("%v %s: %v, %d of %d\ngot  %q\nwant %q", x, tc.name, err, m, len(src), out, tc.want)
			}
		}
	}
}

// TestRetryAfterError calls a bare encoder again from where it reported an
// unmappable code point, as a caller may: the same error comes back and
// nothing is written twice, in ISO-2022-JP's Roman and jis0208 states and
// for an ill-formed sequence of two bytes.
func TestRetryAfterError(t *testing.T) {
	for _, tc := range []struct {
		x        *Encoding
		src      string
		before   string // the output up to the error
		skip     int    // what encoding.ReplaceUnsupported skips
		after    string // the output of the rest, then atEOF
		atEOFToo bool
	}{
		{ISO2022JP, "¥€a", "\x1B(J\\", 3, "a\x1B(B", false}, // a stays in Roman
		{ISO2022JP, "日€a", "\x1B$BF|\x1B(B", 3, "a", false},
		{Windows1252, "a\xE2\x82b", "a", 1, "b", false},
		{ISO2022JP, "¥€a", "\x1B(J\\", 3, "a\x1B(B", true},
		{ISO2022JP, "¥€", "\x1B(J\\\x1B(B", 3, "", true}, // the end flushed with the error
	} {
		e := tc.x.NewEncoder()
		dst := make([]byte, 64)
		src := []byte(tc.src)
		var out []byte
		at := -1
		for range 3 {
			n, m, err := e.Transform(dst, src, tc.atEOFToo)
			out = append(out, dst[:n]...)
			if !errors.Is(err, textcodec.ErrUnmappable) || at >= 0 && m != 0 {
				t.Fatalf("%v %q: %d, %d, %v", tc.x, tc.src, n, m, err)
			}
			if at < 0 {
				at = m
			}
			src = src[m:]
		}
		if string(out) != tc.before {
			t.Errorf("%v %q before the error: %q, want %q", tc.x, tc.src, out, tc.before)
		}
		out = out[:0]
		src = src[tc.skip:]
		for {
			n, m, err := e.Transform(dst, src, true)
			out = append(out, dst[:n]...)
			src = src[m:]
			if err == nil {
				break
			}
			if err != transform.ErrShortDst {
				t.Fatal(err)
			}
		}
		if string(out) != tc.after {
			t.Errorf("%v %q after the error: %q, want %q", tc.x, tc.src, out, tc.after)
		}
	}
}

// TestResetMidStream stops every transformer in the middle of an input
// (with output held back for a one-byte dst), resets it, and checks the
// next stream is as from a new transformer.
func TestResetMidStream(t *testing.T) {
	for _, x := range Encodings() {
		enc := x.Encoding().OutputEncoding()
		in := decodeInputs(x.Encoding())[6]
		want, _ := x.Encoding().NewDecoder().Bytes(in)
		text := encodeInputs()[2]
		wantEnc, _ := textcodec.Encode([]byte(text), enc)
		dst := make([]byte, 1)
		d := x.NewDecoder()
		d.Transform(dst, append([]byte("\xEF\xBB\xBF\xFE\xFF\x1B$B\x82"), in...)[:20], false)
		d.Reset()
		if got, _, err := transform.Append(d, nil, in); err != nil || !bytes.Equal(got, want) {
			t.Errorf("%v decoder after Reset: %v", x, err)
		}
		e := encoding.HTMLEscapeUnsupported(x.NewEncoder())
		e.Transform(dst, []byte("日本\xE2\x82€"), false)
		e.Transform(dst, []byte("\x82€"), false)
		e.Reset()
		if got, _, err := transform.Append(e, nil, []byte(text)); err != nil || !bytes.Equal(got, wantEnc) {
			t.Errorf("%v encoder after Reset: %v\ngot  %q\nwant %q", x, err, got, wantEnc)
		}
	}
}

// TestRunOfCutSequences gives the encoders, in chunks that are not the
// end, runs of lead bytes and cut sequences (each ill-formed but the last)
// of every length around coreEnd's limit.
func TestRunOfCutSequences(t *testing.T) {
	for _, x := range []*Encoding{Windows1252, UTF8, GB18030, ISO2022JP, ShiftJIS} {
		for n := range 8 {
			for _, unit := range []string{"\xE2", "\xF0\x9F", "\xE2\x82", "\xF0\x9F\x98"} {
				in := "日a" + string(bytes.Repeat([]byte(unit), n)) + "\xF0\x9F\x98\x80b"
				want, _ := textcodec.Encode([]byte(in), x.Encoding())
				for _, ss := range []int{1, 3, 8, 64} {
					got, _, _ := drive(t, encoding.HTMLEscapeUnsupported(x.NewEncoder()), []byte(in), 64, ss)
					if !bytes.Equal(got, want) {
						t.Fatalf("%v %q src %d:\ngot  %q\nwant %q", x, in, ss, got, want)
					}
				}
			}
		}
	}
}

// TestUTF8ValidatorChain puts encoding.UTF8Validator in front of an
// encoder, x/text's way to fail on ill-formed input instead of reading it
// as U+FFFD.
func TestUTF8ValidatorChain(t *testing.T) {
	c := transform.Chain(encoding.UTF8Validator, ShiftJIS.NewEncoder())
	if _, _, err := transform.String(c, "日本\xE2\x82語"); err != encoding.ErrInvalidUTF8 {
		t.Errorf("ill-formed input: %v", err)
	}
	got, _, err := transform.String(c, "日本語")
	if want, _ := textcodec.Encode([]byte("日本語"), textcodec.ShiftJIS); err != nil || got != string(want) {
		t.Errorf("well-formed input: %q, %v", got, err)
	}
	got, _, err = transform.String(transform.Chain(ShiftJIS.NewDecoder(), encoding.UTF8Validator), "\x93\xfa\x82")
	if err != nil || got != "日\ufffd" {
		t.Errorf("decoder output is always valid: %q, %v", got, err)
	}
}

// TestISO2022JPControls checks the one difference of HTMLEscapeUnsupported
// from the standard that the adapter cannot remove: U+000E, U+000F and
// U+001B are errors carrying U+FFFD in ISO-2022-JP, but x/text's wrapper
// writes the code point it reads in src. Either way no raw SO, SI or ESC
// reaches the output.
func TestISO2022JPControls(t *testing.T) {
	in := "a\x0E\x0F\x1B(Bb"
	std, _ := textcodec.Encode([]byte(in), textcodec.ISO2022JP)
	if string(std) != "a&#65533;&#65533;&#65533;(Bb" {
		t.Fatalf("textcodec: %q", std)
	}
	got, err := encoding.HTMLEscapeUnsupported(ISO2022JP.NewEncoder()).String(in)
	if err != nil || got != "a&#14;&#15;&#27;(Bb" {
		t.Errorf("HTMLEscapeUnsupported: %q, %v", got, err)
	}
	got, err = encoding.ReplaceUnsupported(ISO2022JP.NewEncoder()).String(in)
	if err != nil || got != "a\x1A\x1A\x1A(Bb" {
		t.Errorf("ReplaceUnsupported: %q, %v", got, err)
	}
}
