package textcodec

import (
	"errors"
	"testing"
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
