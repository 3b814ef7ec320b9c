package textcodec_test

import (
	"testing"
	"unicode/utf16"

	"github.com/textcodec/textcodec"
)

// Tests for the word-at-a-time fast paths (utf16FromUTF8, the single-byte
// decoder's eight-byte blocks, widenASCII8) at their edges: every length
// around the block sizes, every offset of the input in a block, and a bad
// byte at every position, each checked against the reference transcription
// of the standard, to UTF-16 and to UTF-8.

// fastPathDecodeCheck decodes in with e to UTF-16 and UTF-8, in one call
// each, and compares both with the reference.
func fastPathDecodeCheck(t *testing.T, s *refStandard, e *textcodec.Encoding, in []byte) {
	t.Helper()
	want := string(refDecodeAll(s, e.Name(), in))
	d := e.NewDecoder(textcodec.BOMKeep)
	dst16 := make([]uint16, d.MaxUTF16Len(len(in)))
	n, m, err := d.DecodeUTF16(dst16, in, true)
	if got := string(utf16.Decode(dst16[:n])); err != nil || m != len(in) || got != want {
		t.Fatalf("%s to UTF-16 of % x: %q (read %d, %v), want %q", e.Name(), in, got, m, err, want)
	}
	d = e.NewDecoder(textcodec.BOMKeep)
	dst8 := make([]byte, d.MaxUTF8Len(len(in)))
	n, m, err = d.DecodeUTF8(dst8, in, true)
	if got := string(dst8[:n]); err != nil || m != len(in) || got != want {
		t.Fatalf("%s to UTF-8 of % x: %q (read %d, %v), want %q", e.Name(), in, got, m, err, want)
	}
}

func TestUTF8FastPathEdges(t *testing.T) {
	s := refLoad(t)
	kinds := []string{"a", "é", "ж", "語", "😀", "aé語😀", "é a"}
	// Bytes and sequences that are never well-formed UTF-8 here: lone
	// trail bytes, C0/C1 and F5-FF leads, overlong and surrogate forms, a
	// code point above U+10FFFF, cut sequences.
	bad := [][]byte{{0x80}, {0xBF}, {0xC0, 0x80}, {0xC1, 0xBF}, {0xFF}, {0xF5, 0x80, 0x80, 0x80},
		{0xE0, 0x80, 0x80}, {0xED, 0xA0, 0x80}, {0xF0, 0x80, 0x80, 0x80}, {0xF4, 0x90, 0x80, 0x80},
		{0xE3, 0x81}, {0xF0, 0x9F, 0x98}, {0xC3}}
	for _, kind := range kinds {
		for length := 0; length <= 34; length++ {
			var text []byte
			for len(text) < length {
				text = append(text, kind...)
			}
			text = text[:length] // may end in a cut sequence: the reference says what that gives
			fastPathDecodeCheck(t, s, textcodec.UTF8, text)
			for pos := 0; pos <= length; pos++ {
				for _, b := range bad {
					in := append(append(append([]byte{}, text[:pos]...), b...), text[pos:]...)
					fastPathDecodeCheck(t, s, textcodec.UTF8, in)
				}
			}
		}
	}
}

func TestSingleByteFastPathEdges(t *testing.T) {
	s := refLoad(t)
	// windows-1253 has no code point for AA, D2 and FF; windows-1252 maps
	// every byte; x-user-defined computes its code points.
	for _, e := range []*textcodec.Encoding{textcodec.Windows1252, textcodec.Windows1253, textcodec.XUserDefined} {
		for length := 0; length <= 34; length++ {
			for _, high := range []int{0, 1, 3} { // every high'th byte >= 0x80 (0: none)
				text := make([]byte, length)
				for k := range text {
					text[k] = byte('a' + k%26)
					if high > 0 && k%high == 0 {
						text[k] = byte(0xC1 + k%0x2D)
					}
				}
				fastPathDecodeCheck(t, s, e, text)
				for pos := 0; pos < length; pos++ {
					for _, b := range []byte{0xAA, 0xD2, 0xFF, 0x80, 0x00, 0x7F} {
						in := append([]byte{}, text...)
						in[pos] = b
						fastPathDecodeCheck(t, s, e, in)
					}
				}
			}
		}
	}
}

// TestSingleByteFastPathShortDst decodes to UTF-16 into a dst of every size
// from 2 to 19 units, called again with the rest on ErrShortDst, so that
// blocks end at every place against the end of dst.
func TestSingleByteFastPathShortDst(t *testing.T) {
	s := refLoad(t)
	in := make([]byte, 70)
	for k := range in {
		in[k] = byte('a' + k%26)
		if k%3 == 0 {
			in[k] = byte(0xC1 + k%0x3E)
		}
	}
	for _, e := range []*textcodec.Encoding{textcodec.Windows1252, textcodec.Windows1253, textcodec.XUserDefined} {
		want := string(refDecodeAll(s, e.Name(), in))
		for size := 2; size < 20; size++ {
			if g := decodeInPieces(t, e, in, make([]uint16, size)); g != want {
				t.Fatalf("%s, dst of %d: %q, want %q", e.Name(), size, g, want)
			}
		}
	}
}

// TestShiftJISFastPathEdges checks the Shift_JIS pair loop (shiftJISRun)
// around its exits: lone ASCII bytes between pairs, EUDC and katakana,
// pairs without a code point, and a bad or cut byte at every position.
func TestShiftJISFastPathEdges(t *testing.T) {
	fastPathPairEdges(t, textcodec.ShiftJIS, [][]byte{
		{0x82, 0xA0},                   // あ
		{'a', 0x88, 0x9F},              // a, 亜 (lone ASCII between pairs)
		{0x82, 0xA0, 'a', 'b'},         // a run of ASCII after a pair
		{0xF0, 0x40, 0x82, 0xA0},       // EUDC, then a pair
		{0xB1, 0x82, 0xA0, 0x80},       // half-width katakana, a pair, U+0080
		{0xFC, 0x4B, 0xFA, 0x40, 0xFC}, // the last pairs of the index, then a cut pair
		{0x82, 0xA0, 'A', ' '},         // あ and two ASCII bytes (a short run taken as a word)
		{0x82, 0x9F, 0x82, 0xF1, 0x83, 0x40, 0x83, 0x7E, 0x83, 0x80, 0x83, 0x96, 'a'}, // the first and last kana
		{0x82, 0x9E, 0x82, 0xF2, 0x83, 0x3F, 0x83, 0x97, 0x81, 0x5B},                  // pairs beside the kana
		{0x83, 0x4E, '<', 't', 'd', '>', 0x83, 0x4E, '<', '/', 't', 'd', '>', '\n'},   // ASCII runs of 4 and 6
		{0x88, 0x9F, 'a', 'b', 'c', 'd', 'e', 'f', 'g'},                               // a run of 7
		{0x88, 0x9F, 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'},                          // a run of 8, for copyASCII
	}, [][]byte{{0x82}, {0x82, 0x7F}, {0x82, 0x20}, {0x85, 0x40}, {0xA0}, {0xFD}, {0xFC, 0xFC}, {0xEF, 0xFC}, {0x83, 0x7F}, {0x83}})
}

// TestEUCJPFastPathEdges is TestShiftJISFastPathEdges for EUC-JP's pair
// loop (eucJPRunUTF16 and eucJPRunUTF8).
func TestEUCJPFastPathEdges(t *testing.T) {
	fastPathPairEdges(t, textcodec.EUCJP, [][]byte{
		{0xA4, 0xA2},                   // あ
		{'a', 0xB0, 0xA1},              // a, 亜 (lone ASCII between pairs)
		{0xA4, 0xA2, 'a', 'b'},         // a run of ASCII after a pair
		{0x8E, 0xB1, 0xA4, 0xA2},       // half-width katakana, then a pair
		{0x8F, 0xB0, 0xA1, 0xA4, 0xA2}, // jis0212, then a pair
		{0xFE, 0xFE, 0xA1, 0xA1, 0xFE}, // an unmapped pair, the first pair, a cut pair
		{0xA4, 0xA2, 'A', ' '},         // あ and two ASCII bytes (a short run taken as a word)
		{0xA5, 0xAF, '<', 't', 'd', '>', 0xA5, 0xAF, '<', '/', 't', 'd', '>', '\n'}, // ASCII runs of 4 and 6
		{0xB0, 0xA1, 'a', 'b', 'c', 'd', 'e', 'f', 'g'},                             // a run of 7
		{0xB0, 0xA1, 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'},                        // a run of 8, for copyASCII
	}, [][]byte{{0xA4}, {0xA4, 0x7F}, {0xA4, 0xFF}, {0xA9, 0xA1}, {0x8E, 0xE0}, {0xFF}, {0x8F}, {0xA1, 0xA0}})
}

// fastPathPairEdges checks e's decoding of texts made of each kind repeated
// to every length up to 26 (so possibly cut), alone and with each bad
// sequence inserted at every position.
func fastPathPairEdges(t *testing.T, e *textcodec.Encoding, kinds, bad [][]byte) {
	s := refLoad(t)
	for _, kind := range kinds {
		for length := 0; length <= 26; length++ {
			var text []byte
			for len(text) < length {
				text = append(text, kind...)
			}
			text = text[:length]
			fastPathDecodeCheck(t, s, e, text)
			for pos := 0; pos <= length; pos++ {
				for _, b := range bad {
					in := append(append(append([]byte{}, text[:pos]...), b...), text[pos:]...)
					fastPathDecodeCheck(t, s, e, in)
				}
			}
		}
	}
}

// TestBig5FastPathEdges is TestShiftJISFastPathEdges for Big5's pair loop
// (decodeBig5RunUTF16, and decodeBig5Run to UTF-8).
func TestBig5FastPathEdges(t *testing.T) {
	fastPathPairEdges(t, textcodec.Big5, [][]byte{
		{0xA4, 0xA4},                   // 中
		{'a', 0xA4, 0x40},              // a, 一 (lone ASCII between pairs)
		{0xA4, 0xA4, 'a', 'b'},         // a run of ASCII after a pair
		{0x87, 0x45, 0xA4, 0xA4},       // U+27267 (two units), then a pair
		{0x88, 0x62, 0x88, 0x64, 0xA1}, // Ê̄ and Ê̌ (two code points each), a cut pair
		{0xFE, 0xFE, 0x81, 0x40, 0xFE}, // the last pointer, an unmapped pair, a cut pair
	}, [][]byte{{0xA4}, {0xA4, 0x7F}, {0xA4, 0xA0}, {0xA4, 0xFF}, {0x80}, {0xFF}, {0xA4, 0x20}, {0xC8, 0x40}})
}

// TestUTF16FastPathEdges checks utf16Run (UTF-16 to UTF-8) and utf16Units
// at their edges, in both byte orders: every length of seven kinds of text
// up to 40 code units, alone and with a lone surrogate, a reversed pair or
// a cut unit at every position.
func TestUTF16FastPathEdges(t *testing.T) {
	s := refLoad(t)
	kinds := []string{"a", "é", "語", "😀", "aé語😀", "abcdefghijklmnopé", "語語語語語a"}
	bad := [][]uint16{{0xD800}, {0xDC00}, {0xDC00, 0xD800}, {0xDBFF}, {0xDFFF, 'a'}}
	for _, e := range []*textcodec.Encoding{textcodec.UTF16LE, textcodec.UTF16BE} {
		bytesOf := func(units []uint16) []byte {
			b := make([]byte, 0, 2*len(units))
			for _, u := range units {
				if e == textcodec.UTF16BE {
					b = append(b, byte(u>>8), byte(u))
				} else {
					b = append(b, byte(u), byte(u>>8))
				}
			}
			return b
		}
		for _, kind := range kinds {
			for length := 0; length <= 40; length++ {
				var text []uint16
				for len(text) < length {
					text = append(text, utf16.Encode([]rune(kind))...)
				}
				text = text[:length] // may cut a pair: the reference says what that gives
				in := bytesOf(text)
				fastPathDecodeCheck(t, s, e, in)
				fastPathDecodeCheck(t, s, e, append(in, 0x41)) // a cut code unit
				for pos := 0; pos <= length; pos++ {
					for _, b := range bad {
						units := append(append(append([]uint16{}, text[:pos]...), b...), text[pos:]...)
						fastPathDecodeCheck(t, s, e, bytesOf(units))
					}
				}
			}
		}
	}
}

// TestPairLoopShortDst decodes Shift_JIS and EUC-JP, pairs between ASCII
// runs of one to nine bytes, into a dst of every size from 4 to 27 (units
// or bytes), called again with the rest on ErrShortDst, so that the pair
// loops' ASCII words and runs end at every place against the end of dst.
func TestPairLoopShortDst(t *testing.T) {
	s := refLoad(t)
	for _, e := range []*textcodec.Encoding{textcodec.ShiftJIS, textcodec.EUCJP} {
		pair := map[*textcodec.Encoding][]byte{textcodec.ShiftJIS: {0x82, 0xA0}, textcodec.EUCJP: {0xA4, 0xA2}}[e]
		var in []byte
		for run := 1; run <= 9; run++ {
			in = append(append(in, pair...), "abcdefghi"[:run]...)
		}
		want := string(refDecodeAll(s, e.Name(), in))
		for size := 4; size < 28; size++ {
			if g := decodeInPieces(t, e, in, make([]uint16, size)); g != want {
				t.Fatalf("%s to UTF-16, dst of %d: %q, want %q", e.Name(), size, g, want)
			}
			if g := decodeInPieces(t, e, in, make([]byte, size)); g != want {
				t.Fatalf("%s to UTF-8, dst of %d: %q, want %q", e.Name(), size, g, want)
			}
		}
	}
}

// decodeInPieces decodes in with a new decoder for e into dst, again with
// the rest of in after each ErrShortDst, and returns the text written.
func decodeInPieces[T uint16 | byte](t *testing.T, e *textcodec.Encoding, in []byte, dst []T) string {
	t.Helper()
	d := e.NewDecoder(textcodec.BOMKeep)
	var got16 []uint16
	var got8 []byte
	for rest := in; ; {
		var n, m int
		var err error
		switch dst := any(dst).(type) {
		case []uint16:
			n, m, err = d.DecodeUTF16(dst, rest, true)
			got16 = append(got16, dst[:n]...)
		case []byte:
			n, m, err = d.DecodeUTF8(dst, rest, true)
			got8 = append(got8, dst[:n]...)
		}
		rest = rest[m:]
		if err == nil {
			break
		}
		if err != textcodec.ErrShortDst || n == 0 {
			t.Fatalf("%s, dst of %d: %v after %d units", e.Name(), len(dst), err, len(got16)+len(got8))
		}
	}
	return string(utf16.Decode(got16)) + string(got8)
}
