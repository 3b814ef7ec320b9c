package textcodec_test

import (
	"testing"
	"unicode/utf16"

	"github.com/textcodec/textcodec"
)

// Tests for the UTF-8 decoder's conversion of runs of three-byte sequences
// to UTF-16 in groups of eight (24 bytes; the vector code where there is
// one): an ill-formed or other sequence at every offset of three groups,
// texts of every length and alignment around them, the code points at the
// edges of the three-byte ranges, and the same text in two chunks cut at
// every offset. Each is checked against the reference transcription.

// threeByteEdges are three-byte sequences at the ends of the standard's
// ranges (E0 A0-BF, E1-EC, ED 80-9F, EE-EF) and two common ones.
var threeByteEdges = []string{"\u0800", "\u0FFF", "\u1000", "\uCFFF", "\uD000", "\uD7FF", "\uE000", "\uFFFF", "語", "\u3042"}

// threeByteIntruders are what may stop a run: overlong and surrogate forms,
// a lone or missing continuation byte, other lengths, bytes that begin no
// sequence, an ASCII byte.
var threeByteIntruders = [][]byte{
	{0xE0, 0x80, 0x80}, {0xE0, 0x9F, 0xBF}, {0xED, 0xA0, 0x80}, {0xED, 0xBF, 0xBF},
	{0xE3, 0x81}, {0xE3}, {0xE3, 0xC0, 0x80}, {0xE3, 0x81, 0x7F}, {0x80}, {0xBF}, {0xFF}, {0xF8},
	{'a'}, {0xC3, 0xA9}, {0xF0, 0x9F, 0x98, 0x80}, {0xF4, 0x90, 0x80, 0x80},
	// An ASCII byte between runs, and what may follow it.
	{'\n', 0xE0, 0x80, 0x80}, {' ', 0xED, 0xA0, 0x80}, {'a', 0xE3, 0x81}, {'a', 0xEF}, {'a', 'b'}, {'\n', 0x80},
}

// threeByteText returns n three-byte sequences, from threeByteEdges in
// turn starting at the k-th.
func threeByteText(n, k int) []byte {
	var text []byte
	for i := 0; i < n; i++ {
		text = append(text, threeByteEdges[(i+k)%len(threeByteEdges)]...)
	}
	return text
}

func TestUTF8ThreeByteGroupEdges(t *testing.T) {
	s := refLoad(t)
	maxChars := 26 // three groups and two sequences
	if testing.Short() {
		maxChars = 17
	}
	for _, lead := range []string{"", "a", "ab", "é"} { // the groups' alignment
		for chars := 0; chars <= maxChars; chars++ {
			text := append([]byte(lead), threeByteText(chars, chars)...)
			fastPathDecodeCheck(t, s, textcodec.UTF8, text)
			for pos := len(lead); pos <= len(text); pos++ {
				for _, bad := range threeByteIntruders {
					in := append(append(append([]byte{}, text[:pos]...), bad...), text[pos:]...)
					fastPathDecodeCheck(t, s, textcodec.UTF8, in)
				}
				if pos < len(text) {
					// The byte at pos changed in place: a lead or a
					// continuation byte becomes another kind, or leaves
					// the range of its place.
					for _, b := range []byte{0x7F, 0x80, 0x9F, 0xA0, 0xBF, 0xC0, 0xE0, 0xED, 0xEF, 0xF0} {
						in := append([]byte{}, text...)
						in[pos] = b
						fastPathDecodeCheck(t, s, textcodec.UTF8, in)
					}
				}
			}
		}
	}
}

// TestUTF8ThreeByteChunkEdges decodes runs of three-byte sequences to UTF-16
// in two chunks cut at every offset (so that a chunk edge splits a sequence
// at each of its bytes, as a stream's chunks may), and in chunks of every
// size, in replacement and fatal mode.
func TestUTF8ThreeByteChunkEdges(t *testing.T) {
	s := refLoad(t)
	for _, bad := range append([][]byte{nil}, threeByteIntruders[:5]...) {
		text := append(append(threeByteText(20, 3), bad...), threeByteText(20, 7)...)
		want := string(refDecodeAll(s, "UTF-8", text))
		decode := func(chunks [][]byte, fatal bool) (string, bool) {
			var opts []textcodec.DecoderOption
			if fatal {
				opts = append(opts, textcodec.Fatal)
			}
			d := textcodec.UTF8.NewDecoder(opts...)
			var out []uint16
			for k, c := range chunks {
				dst := make([]uint16, d.MaxUTF16Len(len(c)))
				n, m, err := d.DecodeUTF16(dst, c, k == len(chunks)-1)
				out = append(out, dst[:n]...)
				if err != nil || m != len(c) {
					return string(utf16.Decode(out)), false
				}
			}
			return string(utf16.Decode(out)), true
		}
		check := func(chunks [][]byte) {
			t.Helper()
			got, ok := decode(chunks, false)
			if !ok || got != want {
				t.Fatalf("chunks % x: %q (completed %v), want %q", chunks, got, ok, want)
			}
			got, ok = decode(chunks, true)
			if ok != (bad == nil) || (ok && got != want) {
				t.Fatalf("fatal mode, chunks % x: %q (completed %v)", chunks, got, ok)
			}
		}
		for cut := 0; cut <= len(text); cut++ {
			check([][]byte{text[:cut], text[cut:]})
		}
		for size := 1; size <= 50; size++ {
			var chunks [][]byte
			for p := 0; p < len(text); p += size {
				chunks = append(chunks, text[p:min(len(text), p+size)])
			}
			check(chunks)
		}
	}
}
