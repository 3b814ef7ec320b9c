package textcodec

import (
	"slices"
	"testing"
)

// TestDecodedBOMLen checks the BOM step against a Decoder in BOMRemove
// mode, which runs it itself: for every encoding, on output that begins
// with U+FEFF and output that does not, the code units the step drops are
// those the Decoder drops.
func TestDecodedBOMLen(t *testing.T) {
	for _, e := range Encodings() {
		for _, first := range []rune{0xFEFF, 'a', 0xFFFE} {
			// The input that decodes to first, then 'b'.
			in := []byte(string(first) + "b")
			switch e {
			case UTF16LE:
				in = []byte{byte(first), byte(first >> 8), 'b', 0}
			case UTF16BE:
				in = []byte{byte(first >> 8), byte(first), 0, 'b'}
			}
			kept, _ := e.NewDecoder(BOMKeep).AppendUTF16(nil, in, true)
			removed, _ := e.NewDecoder(BOMRemove).AppendUTF16(nil, in, true)
			n := e.DecodedBOMLen(kept)
			if !slices.Equal(kept[n:], removed) {
				t.Errorf("%s, % x: DecodedBOMLen(%x) = %d, but BOMRemove gives %x", e, in, kept, n, removed)
			}
		}
		if n := e.DecodedBOMLen(nil); n != 0 {
			t.Errorf("%s: DecodedBOMLen(nil) = %d", e, n)
		}
	}
}
