package textcodec

import "testing"

// TestThreeByteHeads checks every entry of threeByteHeads against its
// formula, and each code point's three bytes against package utf8's.
func TestThreeByteHeads(t *testing.T) {
	for h := range uint32(1 << 10) {
		if want := 0xE0 | h>>6 | (0x80|h&0x3F)<<8 | 0x80<<16; threeByteHeads[h] != want {
			t.Fatalf("threeByteHeads[%#x] = %#x, want %#x", h, threeByteHeads[h], want)
		}
	}
	for c := uint32(0x800); c < 0x10000; c++ {
		if c&0xF800 == 0xD800 {
			continue
		}
		if got, want := threeByteHeads[c>>6]|(c&0x3F)<<16, threeBytes(c); got != want {
			t.Fatalf("U+%04X: %#x, want %#x", c, got, want)
		}
	}
}
