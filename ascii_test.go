package textcodec

import (
	"math/rand/v2"
	"testing"
)

// TestASCIIPrefixLen puts a non-ASCII byte (code unit) at every position of
// ASCII input of every length up to a few blocks.
func TestASCIIPrefixLen(t *testing.T) {
	for n := 0; n <= 150; n++ {
		b := make([]byte, n)
		u := make([]uint16, n)
		for i := range b {
			b[i], u[i] = byte(i%0x80), uint16(i%0x80)
		}
		if got := ASCIIPrefixLen(b); got != n {
			t.Fatalf("ASCIIPrefixLen(%d ASCII bytes) = %d", n, got)
		}
		if got := ASCIIPrefixLenUTF16(u); got != n {
			t.Fatalf("ASCIIPrefixLenUTF16(%d ASCII units) = %d", n, got)
		}
		for at := 0; at < n; at++ {
			for _, c := range []uint16{0x80, 0xFF, 0x100, 0xFFFF, 0xD800} {
				if c <= 0xFF {
					b[at] = byte(c)
					if got := ASCIIPrefixLen(b); got != at {
						t.Fatalf("ASCIIPrefixLen with %#x at %d of %d = %d", c, at, n, got)
					}
					b[at] = 'a'
				}
				u[at] = c
				if got := ASCIIPrefixLenUTF16(u); got != at {
					t.Fatalf("ASCIIPrefixLenUTF16 with %#x at %d of %d = %d", c, at, n, got)
				}
				u[at] = 'a'
			}
		}
	}
}

// TestIsASCIICompatible checks the predicate against each encoding's
// decoder: for a compatible encoding every ASCII byte after any ASCII prefix
// decodes to itself, without error; an encoding that is not compatible fails
// that for some byte.
func TestIsASCIICompatible(t *testing.T) {
	var ascii []byte
	for c := range 0x80 {
		ascii = append(ascii, byte(c))
	}
	r := rand.New(rand.NewPCG(1, 2))
	for _, e := range Encodings() {
		ok := true
		// Each ASCII byte after a random ASCII prefix.
		for _, c := range ascii {
			prefix := ascii[:r.IntN(len(ascii))]
			out, err := e.NewDecoder(BOMKeep, Fatal).Bytes(append(append([]byte{}, prefix...), c))
			if err != nil || string(out) != string(prefix)+string(rune(c)) {
				ok = false
			}
		}
		if ok != e.IsASCIICompatible() {
			t.Errorf("%s: IsASCIICompatible() = %v, but ASCII round trips: %v", e, e.IsASCIICompatible(), ok)
		}
	}
}

// TestIsSingleByte checks the predicate against each encoding's decoder:
// for a single-byte encoding every byte on its own, after a few others, and
// in an ISO-2022-JP escape sequence, decodes to exactly one code unit; every
// other encoding has an input among these that does not.
func TestIsSingleByte(t *testing.T) {
	for _, e := range Encodings() {
		ok := true
		for first := range 256 {
			for _, second := range []int{-1, 0x41, 0x80, 0xA1, 0xFF} {
				in := []byte{byte(first)}
				if second >= 0 {
					in = append(in, byte(second))
				}
				out, _ := e.NewDecoder(BOMKeep).AppendUTF16(nil, in, true)
				if len(out) != len(in) {
					ok = false
				}
			}
		}
		if out, _ := e.NewDecoder().AppendUTF16(nil, []byte("\x1b$B0!"), true); len(out) != 5 {
			ok = false
		}
		if ok != e.IsSingleByte() {
			t.Errorf("%s: IsSingleByte() = %v, but each byte is one code unit: %v", e, e.IsSingleByte(), ok)
		}
	}
}
