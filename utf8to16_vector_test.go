package textcodec

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestUTF16VectorUsed checks that utf16FromUTF8 hands runs of three-byte
// sequences to the vector code where there is one, so that the tests of
// the UTF-8 decoder to UTF-16 (utf8to16_test.go) test it.
func TestUTF16VectorUsed(t *testing.T) {
	if !useVectorUTF16 {
		t.Skip("no vector unit")
	}
	src := []byte(strings.Repeat("語", 17)) // two groups and three bytes
	dst := make([]uint16, len(src))
	if units, bytes := utf16FromThreeByteBlocks(dst, src); units != 16 || bytes != 48 {
		t.Fatalf("utf16FromThreeByteBlocks converted %d sequences (%d bytes) of 17, want 16", units, bytes)
	}
	if want := slices.Repeat([]uint16{0x8A9E}, 16); !slices.Equal(dst[:16], want) {
		t.Fatalf("utf16FromThreeByteBlocks wrote %04X", dst[:16])
	}
	// A line break between two runs is taken with them.
	src = []byte(strings.Repeat("語", 20) + "\n" + strings.Repeat("語", 20))
	dst = make([]uint16, len(src))
	if units, bytes := utf16FromThreeByteBlocks(dst, src); units != 37 || bytes != 109 {
		t.Fatalf("utf16FromThreeByteBlocks converted %d units (%d bytes) of 41 (121), want 37 (109)", units, bytes)
	}
}

// TestUTF16VectorAgrees checks the UTF-8 decoder to UTF-16 with the vector
// code against the same without it, on text of long runs of three-byte
// sequences with others and ill-formed sequences among them.
func TestUTF16VectorAgrees(t *testing.T) {
	if !useVectorUTF16 {
		t.Skip("no vector unit")
	}
	defer func() { useVectorUTF16 = true }()
	pieces := []string{
		"\u65e5\u672c\u8a9e\u3067\u3059", "\u0800\uffff", "\ud7ff\ue000", "\u3042", "a", "\u00e9", "\U0001F600",
		"\x80", "\xe0\x9f\xbf", "\xed\xa0\x80", "\xe3\x81", "\xff",
	}
	r := rand.New(rand.NewPCG(15, 16))
	for iter := 0; iter < 5000; iter++ {
		var in []byte
		for n := r.IntN(40); n > 0; n-- {
			k := r.IntN(4)
			if r.IntN(6) == 0 {
				k = 4 + r.IntN(len(pieces)-4)
			}
			in = append(in, pieces[k]...)
		}
		var outs [2][]uint16
		for v, vector := range []bool{false, true} {
			useVectorUTF16 = vector
			d := UTF8.NewDecoder()
			dst := make([]uint16, d.MaxUTF16Len(len(in)))
			n, _, _ := d.DecodeUTF16(dst, in, true)
			outs[v] = dst[:n]
		}
		if !slices.Equal(outs[0], outs[1]) {
			t.Fatalf("decoding %q: %04X with the vector code, %04X without", in, outs[1], outs[0])
		}
	}
}
