package textcodec_test

import (
	"testing"

	"github.com/textcodec/textcodec"
)

// TestUTF16Pieces checks the UTF-16 decoders' fast path to UTF-16 output,
// which checks and copies 2048 code units at a time, against the reference
// transcription of the standard: a surrogate pair, lone surrogates and a
// leading surrogate at the end are put at every position near the edges of
// the first two pieces, in both byte orders, both error modes, with chunks
// split at and around them and destinations that end next to them.
func TestUTF16Pieces(t *testing.T) {
	s := refLoad(t)
	fillers := []uint16{'a', 0xE9, 0x4E00}
	specials := [][]uint16{
		{0xD83D, 0xDCA9},         // a pair
		{0xD83D},                 // a lone leading surrogate
		{0xDCA9},                 // a lone trailing surrogate
		{0xD83D, 0xD83D, 0xDCA9}, // a leading one, then a pair
		{0xDCA9, 0xD83D},         // trailing, leading: both lone
	}
	for _, e := range []*textcodec.Encoding{textcodec.UTF16LE, textcodec.UTF16BE} {
		for _, f := range fillers {
			for _, sp := range specials {
				for _, p := range []int{2045, 2046, 2047, 2048, 2049, 4094, 4095, 4096} {
					for _, atEnd := range []bool{false, true} {
						units := make([]uint16, 0, p+len(sp)+8)
						for len(units) < p {
							units = append(units, f)
						}
						units = append(units, sp...)
						if !atEnd {
							units = append(units, f, f, f)
						}
						in := make([]byte, 2*len(units))
						for k, u := range units {
							hi, lo := byte(u>>8), byte(u)
							if e == textcodec.UTF16LE {
								in[2*k], in[2*k+1] = lo, hi
							} else {
								in[2*k], in[2*k+1] = hi, lo
							}
						}
						for _, fatal := range []bool{false, true} {
							want := xcRefDecode(s, e.Name(), in, fatal, textcodec.BOMKeep)
							for _, split := range []int{0, 2 * p, 2*p + 1, 2*p + 2, 2*p - 2} {
								chunks := [][]byte{in[:split], in[split:]}
								for _, size := range []int{0, 2, 3, 2047, 2048, 2049, p, p + 1} {
									got, problem := xcImplDecodeChunks(e, chunks, fatal, textcodec.BOMKeep, true, size)
									if problem == "" {
										problem = xcDiff(want, got, false)
									}
									if problem != "" {
										t.Fatalf("%s, filler U+%04X, % X at %d (at the end: %v), fatal %v, split at byte %d, dst of %d: %s",
											e, f, sp, p, atEnd, fatal, split, size, problem)
									}
								}
							}
						}
					}
				}
			}
		}
	}
}
