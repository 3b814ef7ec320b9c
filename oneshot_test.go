package textcodec

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestOneShotForms checks that Bytes, String and DecodeToString of a
// Decoder, and Bytes, String and EncodeString of an Encoder, give the same
// text and errors, for every encoding and both error modes, on well-formed
// and malformed input, with and without a byte order mark; and that a
// Decoder and an Encoder made with no options are in Replace mode.
func TestOneShotForms(t *testing.T) {
	inputs := []string{"", "abc", "\xEF\xBB\xBFabc", "caf\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80", "a\xFFb\xC3", "\xFE\xFFa\x00\xA4"}
	for _, enc := range Encodings() {
		for _, mode := range []ErrorMode{Replace, Fatal} {
			for _, in := range inputs {
				d := enc.NewDecoder(mode)
				b, errB := d.Bytes([]byte(in))
				s, errS := d.String(in)
				ts, errT := d.DecodeToString([]byte(in))
				if errB == nil && (string(b) != s || s != ts || errS != nil || errT != nil) ||
					errB != nil && (s != "" || ts != "" || !errors.Is(errS, ErrMalformed) || !errors.Is(errT, ErrMalformed)) {
					t.Errorf("%s decoder mode %d %q: Bytes %q %v, String %q %v, DecodeToString %q %v", enc, mode, in, b, errB, s, errS, ts, errT)
				}
				if mode == Replace && (errB != nil || d.Fatal()) {
					t.Errorf("%s decoder in Replace mode: %v", enc, errB)
				}
				if !enc.HasEncoder() {
					continue
				}
				e, err := enc.NewEncoder(mode)
				if err != nil {
					t.Fatal(err)
				}
				eb, errB := e.Bytes([]byte(in))
				es, errS := e.String(in)
				ebs, errE := e.EncodeString(in)
				if errB == nil && (string(eb) != es || es != string(ebs) || errS != nil || errE != nil) ||
					errB != nil && (es != "" || !errors.Is(errS, ErrUnmappable) || !errors.Is(errE, ErrUnmappable)) {
					t.Errorf("%s encoder mode %d %q: Bytes %q %v, String %q %v, EncodeString %q %v", enc, mode, in, eb, errB, es, errS, ebs, errE)
				}
			}
		}
	}
	d, e := Windows1252.NewDecoder(), errorless(Windows1252.NewEncoder())
	if d.Fatal() || e.Fatal() {
		t.Error("the default error mode is not Replace")
	}
	if s, err := e.String("✓"); s != "&#10003;" || err != nil {
		t.Errorf("default encoder: %q %v, want the html error mode's reference", s, err)
	}
	if s, err := errorless(Windows1252.NewEncoder(Fatal)).String("a✓"); s != "" || !errors.Is(err, ErrUnmappable) {
		t.Errorf("Fatal encoder: %q %v", s, err)
	}
}

func errorless(e *Encoder, err error) *Encoder {
	if err != nil {
		panic(err)
	}
	return e
}

// TestUTF8StringPieces checks the one-shot fast path for well-formed UTF-8
// (Decoder.String and Bytes), which checks and copies 16 KiB at a time: a
// sequence cut by a piece's end is taken with the next piece, and an
// ill-formed one anywhere falls back to the decoder, with the same output.
func TestUTF8StringPieces(t *testing.T) {
	const piece = 16 << 10
	for _, seq := range []string{"é", "漢", "😀", "\xC2", "\xE1\x80", "\xF0\x9F\x98", "\x80", "\xFF"} {
		for _, at := range []int{piece - 4, piece - 3, piece - 2, piece - 1, piece, piece + 1, 2*piece - 2, 3 * piece} {
			for _, withBOM := range []bool{false, true} {
				in := []byte(strings.Repeat("a", at) + seq + strings.Repeat("b", 5))
				if withBOM {
					in = append([]byte("\uFEFF"), in...)
				}
				want := strings.ToValidUTF8(string(in), "\uFFFD")
				if withBOM {
					want = want[3:]
				}
				for _, fatal := range []bool{false, true} {
					opts := []DecoderOption{}
					if fatal {
						opts = append(opts, Fatal)
					}
					d := UTF8.NewDecoder(opts...)
					s, err := d.DecodeToString(in)
					valid := utf8.Valid(in)
					if fatal && !valid {
						var de *DecodeError
						if !errors.As(err, &de) || s != "" {
							t.Errorf("%+q at %d: fatal String = %d bytes, %v; want a *DecodeError", seq, at, len(s), err)
						}
						continue
					}
					if s != want || err != nil {
						t.Errorf("%+q at %d (BOM %v, fatal %v): String differs from the decoder's output (%v)", seq, at, withBOM, fatal, err)
					}
					b, err := d.Bytes(in)
					if string(b) != want || err != nil {
						t.Errorf("%+q at %d (BOM %v, fatal %v): Bytes differs from the decoder's output (%v)", seq, at, withBOM, fatal, err)
					}
				}
			}
		}
	}
}
