package textcodec

import (
	"math/rand/v2"
	"slices"
	"testing"
	"unicode/utf16"
)

// runsOfUnits returns code units in runs of one kind (ASCII, two-byte,
// three-byte, surrogate pairs, lone surrogates), the shape of real text,
// which takes utf8FromUTF16's and utf8Len's eight- and four-unit ASCII paths
// and utf8Block's stretches.
func runsOfUnits(r *rand.Rand, n int) []uint16 {
	var u []uint16
	for len(u) < n {
		kind, run := r.IntN(5), 1+r.IntN(24)
		for k := 0; k < run; k++ {
			switch kind {
			case 0, 1:
				u = append(u, uint16(r.IntN(0x80)))
			case 2:
				u = append(u, uint16(0x80+r.IntN(0x780)))
			case 3:
				u = append(u, uint16(0x800+r.IntN(0xD000)))
			default:
				if r.IntN(4) == 0 {
					u = append(u, uint16(0xD800+r.IntN(0x800)))
				} else {
					hi, lo := utf16.EncodeRune(rune(0x10000 + r.IntN(0x100000)))
					u = append(u, uint16(hi), uint16(lo))
				}
			}
		}
	}
	return u[:n] // may cut a pair in two: a lone high surrogate at the end
}

// TestUTF8FromUTF16Runs checks utf8FromUTF16 and utf8Len against the
// standard library on long inputs, for destinations of every size near the
// output's and a spread of smaller ones.
func TestUTF8FromUTF16Runs(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for iter := 0; iter < 300; iter++ {
		src := runsOfUnits(r, 1+r.IntN(400))
		want := refUTF8(src)
		if n := utf8Len(src); n != len(want) {
			t.Fatalf("utf8Len = %d, want %d (%x)", n, len(want), src)
		}
		sizes := []int{len(want) - 3, len(want) - 2, len(want) - 1, len(want), len(want) + 1, 3 * len(src)}
		for k := 0; k < 20; k++ {
			sizes = append(sizes, r.IntN(len(want)+1))
		}
		for _, size := range sizes {
			if size < 0 {
				continue
			}
			dst := make([]byte, size)
			read, written := utf8FromUTF16(dst, src)
			// The longest prefix of whole scalar values that fits.
			wr, ww := 0, 0
			for wr < len(src) {
				n := 1
				if src[wr]&0xFC00 == 0xD800 && isLowSurrogateAt(src, wr+1) {
					n = 2
				}
				b := refUTF8(src[wr : wr+n])
				if ww+len(b) > size {
					break
				}
				ww += len(b)
				wr += n
			}
			if read != wr || written != ww || !slices.Equal(dst[:written], want[:ww]) {
				t.Fatalf("%d units into %d bytes: read %d, wrote %d; want %d, %d", len(src), size, read, written, wr, ww)
			}
		}
	}
}

// benchUnits is text of one script repeated to about n code units.
func benchUnits(s string, n int) []uint16 {
	var u []uint16
	for len(u) < n {
		u = append(u, utf16.Encode([]rune(s))...)
	}
	return u
}

var (
	benchCJK   = "羅生門の下で雨やみを待っていた。広い門の下には、この男のほかに誰もいない。\n"
	benchLatin = "Candide fut élevé dans le château de M. le baron, où l'on apprenait à être heureux.\n"
	benchKo    = "잔인한 운명은 이렇게 인간을 조롱하곤 한다. 우리가 평소 마음 속 저 깊은 곳에 움켜쥐고 있던 자존심 따위는 어느 한 순간 전혀 무용지물이란 것이 드러나고 만다.\n"
)

func BenchmarkUTF8Conversion(b *testing.B) {
	for _, tc := range []struct{ name, text string }{{"cjk", benchCJK}, {"latin", benchLatin}, {"ko", benchKo}} {
		src := benchUnits(tc.text, 256<<10)
		n := utf8Len(src)
		b.Run("encodeInto-"+tc.name, func(b *testing.B) {
			dst := make([]byte, n)
			b.SetBytes(int64(n))
			for b.Loop() {
				utf8FromUTF16(dst, src)
			}
		})
		b.Run("len-"+tc.name, func(b *testing.B) {
			b.SetBytes(int64(n))
			for b.Loop() {
				utf8Len(src)
			}
		})
	}
}
