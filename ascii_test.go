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

// TestCopyASCII checks copyASCII for runs of every length up to 40, followed by
// a byte that is not ASCII or by the end, into dst of every size up to the
// run's length and sixteen more, to both output forms.
func TestCopyASCII(t *testing.T) {
	for run := 0; run <= 40; run++ {
		for _, tail := range [][]byte{nil, {0x80}, {0xFF, 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'}} {
			src := append([]byte("abcdefghijklmnopqrstuvwxyz0123456789ABCD"[:run]), tail...)
			for size := 0; size <= run+16; size++ {
				want := min(run, size)
				d8 := make([]byte, size)
				if n := copyASCII(d8, src); n != want || string(d8[:n]) != string(src[:want]) {
					t.Fatalf("run %d, tail % x, dst %d, to UTF-8: %d %q, want %d", run, tail, size, n, d8[:n], want)
				}
				d16 := make([]uint16, size)
				n := copyASCII(d16, src)
				ok := n == want
				for k := 0; ok && k < n; k++ {
					ok = d16[k] == uint16(src[k])
				}
				if !ok {
					t.Fatalf("run %d, tail % x, dst %d, to UTF-16: %d %v, want %d", run, tail, size, n, d16[:n], want)
				}
			}
		}
	}
}
