package textcodec

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// TestSingleByteExhaustive checks every byte of every single-byte encoding
// against its index file, in both error modes.
func TestSingleByteExhaustive(t *testing.T) {
	for _, e := range Encodings() {
		if e.family != fSingleByte {
			continue
		}
		name := strings.ToLower(e.Name())
		if e.Name() == "ISO-8859-8-I" {
			name = "iso-8859-8"
		}
		pointers, cps := readSpecIndex(t, name)
		index := map[int]rune{}
		for k, p := range pointers {
			index[p] = cps[k]
		}
		for b := 0; b < 256; b++ {
			want, ok := rune(b), true
			if b >= 0x80 {
				want, ok = index[b-0x80]
			}
			got, err := decodeBoth(t, e, []byte{byte(b)})
			if !ok {
				want = 0xFFFD
			}
			if got != string(want) || err != nil {
				t.Errorf("%s: byte %02X decodes to %q (%v), want %q", e, b, got, err, string(want))
			}
			_, err = decodeBoth(t, e, []byte{byte(b)}, Fatal)
			if ok != (err == nil) {
				t.Errorf("%s fatal: byte %02X gives error %v", e, b, err)
			}
		}
	}
}

// TestSingleByteEncoderExhaustive encodes every BMP scalar value and a few
// supplementary ones with every single-byte encoder, and compares with the
// "index pointer" (first pointer) of the index file.
func TestSingleByteEncoderExhaustive(t *testing.T) {
	input := allScalars(0, 0xFFFF) + "\U00010000\U0001F600\U0010FFFF"
	for _, e := range Encodings() {
		if e.family != fSingleByte {
			continue
		}
		name := strings.ToLower(e.Name())
		if e.Name() == "ISO-8859-8-I" {
			name = "iso-8859-8"
		}
		pointers, cps := readSpecIndex(t, name)
		first := map[rune]int{}
		for k, p := range pointers {
			if _, dup := first[cps[k]]; !dup {
				first[cps[k]] = p
			}
		}
		var want []byte
		for _, r := range input {
			switch p, ok := first[r]; {
			case r < 0x80:
				want = append(want, byte(r))
			case ok:
				want = append(want, byte(p+0x80))
			default:
				want = fmt.Appendf(want, "&#%d;", r)
			}
		}
		enc, err := e.NewEncoder(Replace)
		if err != nil {
			t.Fatal(err)
		}
		got, err := enc.String(input)
		if err != nil || string(got) != string(want) {
			t.Errorf("%s: encoder output differs from the index (err %v)", e, err)
		}
		fatal, _ := e.NewEncoder(Fatal)
		_, err = fatal.String("a\u4E00")
		var ee *EncodeError
		if !errors.As(err, &ee) || ee.CodePoint != 0x4E00 || ee.Offset != 1 || !errors.Is(err, ErrUnmappable) {
			t.Errorf("%s fatal: got %v, want U+4E00 at offset 1", e, err)
		}
	}
}

func TestXUserDefined(t *testing.T) {
	for b := 0; b < 256; b++ {
		want := rune(b)
		if b >= 0x80 {
			want = 0xF780 + rune(b) - 0x80
		}
		got, err := decodeBoth(t, XUserDefined, []byte{byte(b)}, Fatal)
		if got != string(want) || err != nil {
			t.Errorf("x-user-defined %02X = %q %v", b, got, err)
		}
	}
	enc, _ := XUserDefined.NewEncoder(Replace)
	got, _ := enc.String("a\uF780\uF7FF\uF77F\uF800\u00E9")
	if want := "a\x80\xFF&#63359;&#63488;&#233;"; string(got) != want {
		t.Errorf("x-user-defined encode = %q, want %q", got, want)
	}
}

func TestReplacementDecoder(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", ""}, {"a", "\uFFFD"}, {"abc\xFF", "\uFFFD"},
	} {
		if got, err := decodeBoth(t, Replacement, []byte(tc.in)); got != tc.want || err != nil {
			t.Errorf("replacement %q = %q %v, want %q", tc.in, got, err, tc.want)
		}
	}
	if _, err := decodeBoth(t, Replacement, []byte("x"), Fatal); err == nil {
		t.Error("replacement in fatal mode: want an error")
	}
	if _, err := decodeBoth(t, Replacement, nil, Fatal); err != nil {
		t.Errorf("replacement, empty input, fatal: %v", err)
	}
	// Streaming: one U+FFFD for the whole stream, whatever the chunks.
	d := Replacement.NewDecoder()
	var out []byte
	for _, chunk := range []string{"", "ab", "", "c"} {
		out, _ = d.AppendUTF8(out, []byte(chunk), false)
	}
	out, _ = d.AppendUTF8(out, nil, true)
	if string(out) != "\uFFFD" {
		t.Errorf("replacement streaming = %q", out)
	}
}
