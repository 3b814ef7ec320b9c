package textcodec

import "testing"

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
