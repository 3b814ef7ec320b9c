package textcodec

import (
	"encoding/binary"
	"math/rand/v2"
	"slices"
	"testing"
	"unicode/utf16"
	"unicode/utf8"
)

// refUTF8 is the UTF-8 of src read as a USVString (lone surrogates as
// U+FFFD), by the standard library: utf16.Decode replaces lone surrogates.
func refUTF8(src []uint16) []byte {
	return []byte(string(utf16.Decode(src)))
}

// randomUnits returns code units biased to the interesting ranges: ASCII,
// two- and three-byte characters, surrogates lone and paired.
func randomUnits(r *rand.Rand, n int) []uint16 {
	u := make([]uint16, n)
	for i := range u {
		switch r.IntN(6) {
		case 0, 1:
			u[i] = uint16(r.IntN(0x80))
		case 2:
			u[i] = uint16(0x80 + r.IntN(0x780))
		case 3:
			u[i] = uint16(0x800 + r.IntN(0xD000))
		case 4:
			u[i] = uint16(0xD800 + r.IntN(0x800)) // any surrogate
		default:
			hi, lo := utf16.EncodeRune(rune(0x10000 + r.IntN(0x100000)))
			u[i] = uint16(hi)
			if i+1 < n {
				i++
				u[i] = uint16(lo)
			}
		}
	}
	return u
}

// TestUTF16ToUTF8 checks encodeInto's loop against the standard library on
// random input and every destination size: the output is the longest prefix
// of whole scalar values that fits, and read counts their code units.
func TestUTF16ToUTF8(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for iter := 0; iter < 2000; iter++ {
		src := randomUnits(r, r.IntN(40))
		want := refUTF8(src)
		if n := UTF16ToUTF8Len(src); n != len(want) {
			t.Fatalf("UTF16ToUTF8Len(%x) = %d, want %d", src, n, len(want))
		}
		for size := 0; size <= len(want)+1; size++ {
			dst := make([]byte, size)
			written, read := UTF16ToUTF8(dst, src)
			// The reference: whole scalar values while they fit.
			wr, ww := refPrefix(src, size)
			if read != wr || written != ww || !slices.Equal(dst[:written], want[:ww]) {
				t.Fatalf("UTF16ToUTF8(%d bytes, %x) = %d, %d, % x; want %d, %d, % x", size, src, read, written, dst[:written], wr, ww, want[:ww])
			}
			if !utf8.Valid(dst[:written]) {
				t.Fatalf("invalid UTF-8 % x", dst[:written])
			}
		}
	}
}

// runsOfUnits returns code units in runs of one kind (ASCII, two-byte,
// three-byte, surrogate pairs, lone surrogates), the shape of real text,
// which takes UTF16ToUTF8's and UTF16ToUTF8Len's eight- and four-unit paths and
// utf8Stretch's stretches.
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

// TestUTF16ToUTF8Runs checks UTF16ToUTF8 and UTF16ToUTF8Len against the
// standard library on long inputs, for destinations of every size near the
// output's and a spread of smaller ones.
func TestUTF16ToUTF8Runs(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for iter := 0; iter < 300; iter++ {
		src := runsOfUnits(r, 1+r.IntN(400))
		want := refUTF8(src)
		if n := UTF16ToUTF8Len(src); n != len(want) {
			t.Fatalf("UTF16ToUTF8Len = %d, want %d (%x)", n, len(want), src)
		}
		sizes := []int{len(want) - 3, len(want) - 2, len(want) - 1, len(want), len(want) + 1, 3 * len(src)}
		for k := 0; k < 20; k++ {
			sizes = append(sizes, r.IntN(len(want)+1))
		}
		for _, size := range sizes {
			if size >= 0 {
				checkUTF8FromUTF16(t, src, want, size)
			}
		}
	}
}

// refPrefix is what UTF16ToUTF8 must convert of src into size bytes: whole
// scalar values (a surrogate pair, or one code unit) while their UTF-8 fits.
// It returns the code units read and the bytes written.
func refPrefix(src []uint16, size int) (read, written int) {
	for read < len(src) {
		n := 1
		if src[read]&0xFC00 == 0xD800 && isLowSurrogateAt(src, read+1) {
			n = 2
		}
		b := refUTF8(src[read : read+n])
		if written+len(b) > size {
			break
		}
		written += len(b)
		read += n
	}
	return read, written
}

// checkUTF8FromUTF16 checks UTF16ToUTF8 on src into a destination of size
// bytes against want, src's UTF-8: it must write the longest prefix of whole
// scalar values that fits, report their code units and bytes, and leave the
// rest of the destination as it was (encodeInto's destination is the
// script's).
func checkUTF8FromUTF16(t *testing.T, src []uint16, want []byte, size int) {
	t.Helper()
	dst := make([]byte, size)
	for k := range dst {
		dst[k] = byte(k*7 + 1)
	}
	orig := slices.Clone(dst)
	written, read := UTF16ToUTF8(dst, src)
	wr, ww := refPrefix(src, size)
	if read != wr || written != ww || !slices.Equal(dst[:written], want[:ww]) {
		t.Fatalf("%x into %d bytes: read %d, wrote %d (% x); want %d, %d (% x)", src, size, read, written, dst[:written], wr, ww, want[:ww])
	}
	if !slices.Equal(dst[written:], orig[written:]) {
		t.Fatalf("%x into %d bytes: the bytes past the %d written changed", src, size, written)
	}
}

// TestUTF16ToUTF8Positions puts each kind of code unit, and surrogate
// pairs, at every position of a string of one other kind or of a Korean-like
// mix, long enough to go through formRun's eight-unit blocks and
// UTF16ToUTF8Len's eight-unit ones: each kind is at every position of a block, pairs
// are split at every block edge, and the destination sizes split the output
// at every scalar value near the end of utf8Stretch's stretches.
func TestUTF16ToUTF8Positions(t *testing.T) {
	// Fillers of one unit repeated, and Korean-like mixes of Hangul and
	// spaces.
	fillers := [][]uint16{{'a'}, {0xE9}, {0x4E00}, {0xD55C}, {0xFF0C}, {0xD55C, 0xAE00, ' '}, {0xD55C, ' ', 0xAE00, 0xC5B4, ' ', '.'}}
	specials := [][]uint16{
		{'!'}, {0x7F}, {0x80}, {0x7FF}, {0x800}, {0xD7FF}, {0xE000}, {0xFFFF},
		{0xD800, 0xDC00}, {0xDBFF, 0xDFFF}, // pairs
		{0xD800}, {0xDBFF}, {0xDC00}, {0xDFFF}, // lone surrogates
		{0xDC00, 0xD800}, {0xD800, 0xD800, 0xDC00}, // a low before a high; two highs
		{0xD800, 'a'}, {0xD800, 0x4E00}, // a high before a non-surrogate
	}
	for _, f := range fillers {
		for _, sp := range specials {
			for n := 1; n <= 80; n += 79 / 4 {
				for pos := 0; pos <= n; pos++ {
					src := make([]uint16, 0, n+len(sp))
					for len(src) < pos {
						src = append(src, f[len(src)%len(f)])
					}
					src = append(src, sp...)
					for len(src) < n+len(sp) {
						src = append(src, f[len(src)%len(f)])
					}
					want := refUTF8(src)
					sizes := []int{3 * len(src), len(want) + 1, len(want)}
					for k := 1; k <= 8 && k <= len(want); k++ {
						sizes = append(sizes, len(want)-k)
					}
					sizes = append(sizes, 3*(pos+1), 3*pos+2, 3*pos, 3*pos-1, len(want)/2)
					for _, size := range sizes {
						if size >= 0 {
							checkUTF8FromUTF16(t, src, want, size)
						}
					}
				}
			}
		}
	}
}

// TestUnitForms checks every entry of unitForms against the standard
// library's UTF-8 encoder: a code unit's bytes, first lowest, and their
// number in the top two bits; 0 for a surrogate.
func TestUnitForms(t *testing.T) {
	forms := unitForms()
	for c := range 1 << 16 {
		f := forms[c]
		if c >= 0xD800 && c < 0xE000 {
			if f != 0 {
				t.Fatalf("U+%04X: form %08x, want 0", c, f)
			}
			continue
		}
		want := utf8.AppendRune(nil, rune(c))
		n := int(f >> 30)
		got := binary.LittleEndian.AppendUint32(nil, f)[:min(n, 4)]
		if n != len(want) || !slices.Equal(got, want) {
			t.Fatalf("U+%04X: form %08x (% x, length %d), want % x", c, f, got, n, want)
		}
	}
}

// FuzzUTF16ToUTF8 checks UTF16ToUTF8 and UTF16ToUTF8Len on any code units
// (the input's bytes in pairs, little-endian) into a destination of any
// size against the standard library (checkUTF8FromUTF16).
func FuzzUTF16ToUTF8(f *testing.F) {
	seed := func(s string, size int) {
		var b []byte
		for _, c := range utf16.Encode([]rune(s)) {
			b = binary.LittleEndian.AppendUint16(b, c)
		}
		f.Add(b, size)
	}
	seed(benchKo, 1000)
	seed(benchKo, 100)
	seed(benchCJK+benchLatin, 50)
	seed("a\U0001F600b\u00e9 "+benchKo[:60], 30)
	f.Add([]byte{0x00, 0xD8, 'a', 0, 0x00, 0xDC, 0x00, 0xD8, 0x00, 0xDC}, 7)
	f.Fuzz(func(t *testing.T, b []byte, size int) {
		src := make([]uint16, len(b)/2)
		for i := range src {
			src[i] = binary.LittleEndian.Uint16(b[2*i:])
		}
		want := refUTF8(src)
		if n := UTF16ToUTF8Len(src); n != len(want) {
			t.Fatalf("UTF16ToUTF8Len = %d, want %d", n, len(want))
		}
		if size < 0 || size > 3*len(src)+8 {
			size = len(want)
		}
		checkUTF8FromUTF16(t, src, want, size)
	})
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
		n := UTF16ToUTF8Len(src)
		b.Run("encodeInto-"+tc.name, func(b *testing.B) {
			dst := make([]byte, n)
			b.SetBytes(int64(n))
			for b.Loop() {
				UTF16ToUTF8(dst, src)
			}
		})
		b.Run("len-"+tc.name, func(b *testing.B) {
			b.SetBytes(int64(n))
			for b.Loop() {
				UTF16ToUTF8Len(src)
			}
		})
	}
}

func BenchmarkUTF16ToUTF8(b *testing.B) {
	var src []uint16
	for len(src) < 64<<10 {
		src = append(src, utf16.Encode([]rune("h\u00e9llo w\u00f6rld \u3042\u3044 "))...)
	}
	dst := make([]byte, 3*len(src))
	b.SetBytes(int64(len(src)))
	for i := 0; i < b.N; i++ {
		UTF16ToUTF8(dst, src)
	}
}
