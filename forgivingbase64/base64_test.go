package forgivingbase64

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

// decodeSteps is the standard's forgiving-base64 decode transcribed step by
// step, with no library: the reference Decode is checked against.
func decodeSteps(data string) ([]byte, bool) {
	var b strings.Builder
	for i := 0; i < len(data); i++ {
		if !isASCIIWhitespace(data[i]) {
			b.WriteByte(data[i])
		}
	}
	data = b.String()
	if len(data)%4 == 0 {
		if strings.HasSuffix(data, "==") {
			data = data[:len(data)-2]
		} else if strings.HasSuffix(data, "=") {
			data = data[:len(data)-1]
		}
	}
	if len(data)%4 == 1 {
		return nil, false
	}
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	var out []byte
	buffer, bits := 0, 0
	for i := 0; i < len(data); i++ {
		v := strings.IndexByte(alphabet, data[i])
		if v < 0 {
			return nil, false
		}
		buffer = buffer<<6 | v
		bits += 6
		if bits == 24 {
			out = append(out, byte(buffer>>16), byte(buffer>>8), byte(buffer))
			buffer, bits = 0, 0
		}
	}
	switch bits {
	case 12:
		out = append(out, byte(buffer>>4))
	case 18:
		out = append(out, byte(buffer>>10), byte(buffer>>2))
	}
	return out, true
}

// The vectors of WPT's fetch/data-urls/resources/base64.json (which
// html/webappapis/atob/base64.any.js runs through atob), as inputs and the
// bytes (nil: failure).
var vectors = []struct {
	in   string
	want []byte
}{
	{"", []byte{}}, {"abcd", []byte{105, 183, 29}}, {" abcd", []byte{105, 183, 29}}, {"abcd ", []byte{105, 183, 29}},
	{" abcd===", nil}, {"abcd=== ", nil}, {"abcd ===", nil}, {"a", nil}, {"ab", []byte{105}}, {"abc", []byte{105, 183}},
	{"abcde", nil}, {"\U00010000", nil}, {"=", nil}, {"==", nil}, {"===", nil}, {"====", nil}, {"=====", nil},
	{"a=", nil}, {"a==", nil}, {"a===", nil}, {"a====", nil}, {"a=====", nil},
	{"ab=", nil}, {"ab==", []byte{105}}, {"ab===", nil}, {"ab====", nil}, {"ab=====", nil},
	{"abc=", []byte{105, 183}}, {"abc==", nil}, {"abc===", nil}, {"abc====", nil}, {"abc=====", nil},
	{"abcd=", nil}, {"abcd==", nil}, {"abcd===", nil}, {"abcd====", nil}, {"abcd=====", nil},
	{"abcde=", nil}, {"abcde==", nil}, {"abcde===", nil}, {"abcde====", nil}, {"abcde=====", nil},
	{"=a", nil}, {"=a=", nil}, {"a=b", nil}, {"a=b=", nil}, {"ab=c", nil}, {"ab=c=", nil}, {"abc=d", nil}, {"abc=d=", nil},
	{"ab\tcd", []byte{105, 183, 29}}, {"ab\ncd", []byte{105, 183, 29}}, {"ab\fcd", []byte{105, 183, 29}},
	{"ab\rcd", []byte{105, 183, 29}}, {"ab cd", []byte{105, 183, 29}}, {"ab\u00a0cd", nil},
	{"ab\t\n\f\r cd", []byte{105, 183, 29}}, {" \t\n\f\r ab\t\n\f\r cd\t\n\f\r ", []byte{105, 183, 29}},
	{"ab\t\n\f\r =\t\n\f\r =\t\n\f\r ", []byte{105}},
	{"A", nil}, {"/A", []byte{252}}, {"//A", []byte{255, 240}}, {"///A", []byte{255, 255, 192}}, {"////A", nil},
	{"/", nil}, {"A/", []byte{3}}, {"AA/", []byte{0, 15}}, {"AAAA/", nil}, {"AAA/", []byte{0, 0, 63}},
	{"\x00nonsense", nil}, {"abcd\x00nonsense", nil},
	// Vertical tab is not ASCII whitespace; "-" and "_" are base64url's.
	{"ab\vcd", nil}, {"ab-_", nil},
}

func TestDecodeVectors(t *testing.T) {
	for _, v := range vectors {
		got, err := DecodeString(v.in)
		if v.want == nil {
			if !errors.Is(err, ErrInvalid) {
				t.Errorf("DecodeString(%q) = %v, %v; want ErrInvalid", v.in, got, err)
			}
			continue
		}
		if err != nil || !bytes.Equal(got, v.want) {
			t.Errorf("DecodeString(%q) = %v, %v; want %v", v.in, got, err, v.want)
		}
		if ref, ok := decodeSteps(v.in); !ok || !bytes.Equal(ref, v.want) {
			t.Errorf("the reference gives %v, %v for %q", ref, ok, v.in)
		}
	}
}

func TestAppendDecodeKeepsDst(t *testing.T) {
	dst := []byte("x")
	got, err := AppendDecode(dst, "YWJj")
	if err != nil || string(got) != "xabc" {
		t.Errorf("got %q, %v", got, err)
	}
	got, err = AppendDecode(dst, "Y")
	if err == nil || string(got) != "x" {
		t.Errorf("a failed decode gave %q, %v", got, err)
	}
	if b, err := Decode([]byte(" YQ== ")); err != nil || string(b) != "a" {
		t.Errorf("Decode: %q, %v", b, err)
	}
}

func TestEncode(t *testing.T) {
	for in, want := range map[string]string{"": "", "a": "YQ==", "ab": "YWI=", "abc": "YWJj", "\xff\xff\xc0": "///A"} {
		if got := Encode([]byte(in)); got != want {
			t.Errorf("Encode(%q) = %q, want %q", in, got, want)
		}
		if got := string(AppendEncode([]byte(">"), []byte(in))); got != ">"+want {
			t.Errorf("AppendEncode(%q) = %q", in, got)
		}
		if EncodedLen(len(in)) != len(want) {
			t.Errorf("EncodedLen(%d) = %d", len(in), EncodedLen(len(in)))
		}
	}
}

// Decode agrees with the step-by-step reference on any input, never panics,
// and undoes Encode.
func FuzzDecode(f *testing.F) {
	for _, v := range vectors {
		f.Add(v.in)
	}
	// Long enough for the vector kernel's blocks, clean and broken.
	long := Encode([]byte(strings.Repeat("forgiving-base64 \xff\x00", 8)))
	f.Add(long)
	f.Add(long[:100] + " \n" + long[100:])
	f.Add(long[:64] + "=" + long[65:])
	f.Fuzz(func(t *testing.T, s string) {
		got, err := DecodeString(s)
		want, ok := decodeSteps(s)
		if ok != (err == nil) || (ok && !bytes.Equal(got, want)) {
			t.Fatalf("DecodeString(%q) = %v, %v; the standard's steps give %v, %v", s, got, err, want, ok)
		}
		pieces, err := AppendDecodeEach(nil, s, 4+len(s)%7, func() {})
		if ok != (err == nil) || !bytes.Equal(pieces, got) {
			t.Fatalf("AppendDecodeEach(%q) = %v, %v; DecodeString gives %v", s, pieces, err, got)
		}
		round, err := DecodeString(Encode([]byte(s)))
		if err != nil || string(round) != s {
			t.Fatalf("decode(encode(%q)) = %q, %v", s, round, err)
		}
	})
}

// Decoding in pieces gives what decoding at once gives, whatever the piece
// size and wherever the whitespace falls, and calls between between pieces.
func TestAppendDecodeEach(t *testing.T) {
	inputs := []string{"YWJjZGVmZ2hpamtsbW5vcA==", " YW Jj\nZG\tVm Z2hp amts bW5v cA = = ", "YWJjZGVmZ2hpamtsbW5vc", "YWJj ZGVm=Z2hp"}
	for _, in := range inputs {
		want, wantErr := DecodeString(in)
		for size := 1; size <= len(in)+4; size++ {
			calls := 0
			got, err := AppendDecodeEach(nil, in, size, func() { calls++ })
			if (err == nil) != (wantErr == nil) || !bytes.Equal(got, want) {
				t.Fatalf("%q in pieces of %d: %q, %v; want %q, %v", in, size, got, err, want, wantErr)
			}
			if size < len(in)/2 && calls == 0 {
				t.Errorf("%q in pieces of %d: between was never called", in, size)
			}
		}
	}
}
