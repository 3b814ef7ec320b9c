package textcodec_test

import (
	"testing"

	"github.com/textcodec/textcodec"
)

// TestUTF16ThreeByteRuns checks the UTF-16 decoders' fast path to UTF-8
// output for code units that take three bytes, which converts several units
// at a time and stores past its output, against the reference transcription
// of the standard: in a run of such units (the lowest and highest of each
// range among them), a unit of another kind is put at every position near
// the edges of the first blocks, in both byte orders and error modes, with
// chunks split at and inside it and destinations of every size near the end
// of the output.
func TestUTF16ThreeByteRuns(t *testing.T) {
	s := refLoad(t)
	run := []uint16{0x3042, 0x0800, 0xD7FF, 0xE000, 0xFFFF, 0x9FA5, 0x0FFF, 0x1000, 0xFFFD, 0x4E00}
	specials := []struct {
		name  string
		units []uint16
	}{
		{"ASCII", []uint16{'a'}},
		{"U+007F", []uint16{0x7F}},
		{"U+0080", []uint16{0x80}},
		{"U+00E9", []uint16{0xE9}},
		{"U+07FF", []uint16{0x7FF}},
		{"a pair", []uint16{0xD83D, 0xDCA9}},
		{"a lone leading surrogate", []uint16{0xD800}},
		{"a lone trailing surrogate", []uint16{0xDFFF}},
		{"leading, trailing, leading", []uint16{0xDBFF, 0xDC00, 0xDBFF}},
	}
	for _, e := range []*textcodec.Encoding{textcodec.UTF16LE, textcodec.UTF16BE} {
		for _, lead := range []int{0, 1} {
			for _, sp := range specials {
				for p := 0; p <= 18; p++ {
					for _, atEnd := range []bool{false, true} {
						var units []uint16
						for range lead {
							units = append(units, 'x')
						}
						for k := range p {
							units = append(units, run[k%len(run)])
						}
						units = append(units, sp.units...)
						if !atEnd {
							for k := range 9 {
								units = append(units, run[(p+k)%len(run)])
							}
						}
						in := utf16Bytes(units, e == textcodec.UTF16BE)
						at := 2 * (lead + p)
						for _, fatal := range []bool{false, true} {
							want := xcRefDecode(s, e.Name(), in, fatal, textcodec.BOMKeep)
							n := len(want.out)
							sizes := []int{0, 4, 5, 6, 7, 8, 13, 14, 15}
							for size := max(4, 3*p-16); size <= 3*p+8; size++ {
								sizes = append(sizes, size)
							}
							for size := max(4, n-16); size <= n+4; size++ {
								sizes = append(sizes, size)
							}
							for _, split := range []int{len(in), at, at + 1, at + 2} {
								chunks := [][]byte{in[:split], in[split:]}
								for _, size := range sizes {
									got, problem := xcImplDecodeChunks(e, chunks, fatal, textcodec.BOMKeep, false, size)
									if problem == "" {
										problem = xcDiff(want, got, true)
									}
									if problem != "" {
										t.Fatalf("%s, %d ASCII first, %s after %d units (at the end: %v), fatal %v, split at byte %d, dst of %d: %s",
											e, lead, sp.name, p, atEnd, fatal, split, size, problem)
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

// utf16Bytes is units in UTF-16BE or UTF-16LE.
func utf16Bytes(units []uint16, big bool) []byte {
	b := make([]byte, 0, 2*len(units))
	for _, u := range units {
		if big {
			b = append(b, byte(u>>8), byte(u))
		} else {
			b = append(b, byte(u), byte(u>>8))
		}
	}
	return b
}
