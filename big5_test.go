package textcodec

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

// Tests for Big5. The helpers (zhReadIndex, zhDecode, zhCheckSplits, ...) are
// in gb18030_test.go; expected results come from index-big5.txt by the
// standard's rules.

// zhBig5Pairs is the Big5 decoder's table of pointers that give two code
// points.
var zhBig5Pairs = map[int]string{
	1133: "\u00CA\u0304",
	1135: "\u00CA\u030C",
	1164: "\u00EA\u0304",
	1166: "\u00EA\u030C",
}

// zhBig5Ref is the standard's Big5 decoder, step by step, over a real I/O
// queue with restore.
func zhBig5Ref(index map[int]rune, src []byte) string {
	queue := make([]int, 0, len(src)+1)
	for _, b := range src {
		queue = append(queue, int(b))
	}
	queue = append(queue, -1) // end-of-queue
	var sb strings.Builder
	leading := 0
	for len(queue) > 0 {
		b := queue[0]
		queue = queue[1:]
		switch {
		case b < 0 && leading != 0:
			leading = 0
			sb.WriteRune(0xFFFD)
			queue = append([]int{-1}, queue...)
		case b < 0:
			return sb.String()
		case leading != 0:
			lead := leading
			leading = 0
			pointer := -1
			offset := 0x62
			if b < 0x7F {
				offset = 0x40
			}
			if b >= 0x40 && b <= 0x7E || b >= 0xA1 && b <= 0xFE {
				pointer = (lead-0x81)*157 + b - offset
			}
			if s, ok := zhBig5Pairs[pointer]; ok {
				sb.WriteString(s)
				continue
			}
			if cp, ok := index[pointer]; ok && pointer >= 0 {
				sb.WriteRune(cp)
				continue
			}
			if b < 0x80 {
				queue = append([]int{b}, queue...)
			}
			sb.WriteRune(0xFFFD)
		case b < 0x80:
			sb.WriteByte(byte(b))
		case b >= 0x81 && b <= 0xFE:
			leading = b
		default:
			sb.WriteRune(0xFFFD)
		}
	}
	return sb.String()
}

// zhBig5Pointers is "index Big5 pointer" for every code point that has one,
// from the parsed index.
func zhBig5Pointers(idx []zhEntry) map[rune]int {
	m := make(map[rune]int)
	for _, e := range idx {
		if e.pointer < (0xA1-0x81)*157 {
			continue // Hong Kong Supplementary Character Set extensions
		}
		_, seen := m[e.cp]
		switch e.cp {
		case 0x2550, 0x255E, 0x2561, 0x256A, 0x5341, 0x5345:
			m[e.cp] = e.pointer // the last pointer
		default:
			if !seen {
				m[e.cp] = e.pointer
			}
		}
	}
	return m
}

// TestBig5DecodeEveryPair decodes every lead byte with every second byte.
func TestBig5DecodeEveryPair(t *testing.T) {
	idx := zhReadIndex(t, "big5")
	index := zhPointerMap(idx)
	var all []byte
	var allWant strings.Builder
	for lead := 0x81; lead <= 0xFE; lead++ {
		for trail := 0; trail <= 0xFF; trail++ {
			src := []byte{byte(lead), byte(trail)}
			pointer := -1
			switch {
			case trail >= 0x40 && trail <= 0x7E:
				pointer = (lead-0x81)*157 + trail - 0x40
			case trail >= 0xA1 && trail <= 0xFE:
				pointer = (lead-0x81)*157 + trail - 0x62
			}
			want, ok := zhBig5Pairs[pointer]
			if cp, inIndex := index[pointer]; !ok && inIndex {
				want, ok = string(cp), true
			}
			switch {
			case ok:
				all = append(all, src...)
				allWant.WriteString(want)
			case trail < 0x80:
				want = "\uFFFD" + string(rune(trail)) // the ASCII byte is restored
			default:
				want = "\uFFFD"
			}
			if ref := zhBig5Ref(index, src); ref != want {
				t.Fatalf("reference decoder: % X gives %+q, want %+q", src, ref, want)
			}
			for _, got := range []string{
				zhDecode(t, Big5, [][]byte{src}, false, 0),
				zhDecode(t, Big5, [][]byte{src}, true, 0),
				zhDecode(t, Big5, [][]byte{src[:1], src[1:]}, false, 0),
				zhDecode(t, Big5, [][]byte{src[:1], nil, src[1:]}, true, 0),
			} {
				if got != want {
					t.Fatalf("% X: got %+q, want %+q", src, got, want)
				}
			}
		}
	}
	count := len(index)
	for p := range zhBig5Pairs {
		if _, ok := index[p]; !ok {
			count++
		}
	}
	if len(all)/2 != count {
		t.Fatalf("%d pairs decoded, want %d", len(all)/2, count)
	}
	if got := zhDecode(t, Big5, [][]byte{all}, false, 0); got != allWant.String() {
		t.Errorf("whole index as UTF-8 differs")
	}
	if got := zhDecode(t, Big5, [][]byte{all}, true, 0); got != allWant.String() {
		t.Errorf("whole index as UTF-16 differs")
	}
	if got := zhDecode(t, Big5, [][]byte{all}, true, 2); got != allWant.String() {
		t.Errorf("whole index as UTF-16 with the smallest dst differs")
	}
}

// TestBig5DecodeVectors checks single bytes, the pointers with two code
// points, restores and end-of-queue, split in every way.
func TestBig5DecodeVectors(t *testing.T) {
	index := zhPointerMap(zhReadIndex(t, "big5"))
	for b := 0; b <= 0xFF; b++ {
		want := string(rune(b))
		if b >= 0x80 {
			want = "\uFFFD"
		}
		if got := zhDecode(t, Big5, [][]byte{{byte(b)}}, false, 0); got != want {
			t.Errorf("%02X: got %+q, want %+q", b, got, want)
		}
	}
	for _, v := range []struct{ src, want string }{
		{"\x88\x62", "\u00CA\u0304"},
		{"\x88\x64", "\u00CA\u030C"},
		{"\x88\xA3", "\u00EA\u0304"},
		{"\x88\xA5", "\u00EA\u030C"},
		{"\x88\x62\x88\x64\x88\xA3\x88\xA5", "\u00CA\u0304\u00CA\u030C\u00EA\u0304\u00EA\u030C"},
		{"\xA4\x40", "\u4E00"},
		{"\xA4\x40\xA4", "\u4E00\uFFFD"},
		{"\xA4\x22", "\uFFFD\""}, // the 2011 attack: the quote is not masked
		{"\xA4\x7F", "\uFFFD\x7F"},
		{"\xA4\x80", "\uFFFD"},
		{"\xA4\xFF", "\uFFFD"},
		{"\x80\xFF\xA4\x40", "\uFFFD\uFFFD\u4E00"},
		{"\x81\x40", ""},
		{"\xFE\xFE", ""},
		{"\x87\x40", ""},
		{"\x88\x56\x88\x62", ""},
		{"a\xA4", "a\uFFFD"},
		{"\xA4\xA4\x40", ""},
	} {
		ref := zhBig5Ref(index, []byte(v.src))
		if v.want != "" && ref != v.want {
			t.Fatalf("reference decoder: % X gives %+q, want %+q", v.src, ref, v.want)
		}
		zhCheckSplits(t, Big5, []byte(v.src), ref)
	}
	rng := rand.New(rand.NewPCG(5, 6))
	alphabet := []byte{0x00, 0x22, 0x40, 0x62, 0x7E, 0x7F, 0x80, 0x81, 0x87, 0x88, 0xA1, 0xA3, 0xA4, 0xC6, 0xF9, 0xFE, 0xFF}
	for range 5000 {
		src := make([]byte, rng.IntN(12))
		for k := range src {
			src[k] = alphabet[rng.IntN(len(alphabet))]
		}
		want := zhBig5Ref(index, src)
		a := rng.IntN(len(src) + 1)
		for _, got := range []string{
			zhDecode(t, Big5, [][]byte{src}, false, 0),
			zhDecode(t, Big5, [][]byte{src[:a], src[a:]}, true, 2),
		} {
			if got != want {
				t.Fatalf("% X (split %d): got %+q, want %+q", src, a, got, want)
			}
		}
		if got, _ := zhDecodeFatal(t, Big5, src); got != want {
			t.Fatalf("% X fatal: got %+q, want %+q", src, got, want)
		}
	}
}

// TestBig5EncodeEveryCodePoint encodes every scalar value and compares with
// "index Big5 pointer" computed from the index file, then decodes what was
// encoded: the Big5 encoder's output always decodes back.
func TestBig5EncodeEveryCodePoint(t *testing.T) {
	pointers := zhBig5Pointers(zhReadIndex(t, "big5"))
	e, err := Big5.NewEncoder(Fatal)
	if err != nil {
		t.Fatal(err)
	}
	var dst [32]byte
	var src [4]byte
	var text strings.Builder
	var encoded []byte
	for cp := rune(0); cp <= 0x10FFFF; cp++ {
		if cp == 0xD800 {
			cp = 0xE000
		}
		var want []byte
		p, ok := pointers[cp]
		switch {
		case cp < 0x80:
			want, ok = []byte{byte(cp)}, true
		case ok:
			trail := p % 157
			offset := 0x62
			if trail < 0x3F {
				offset = 0x40
			}
			want = []byte{byte(p/157 + 0x81), byte(trail + offset)}
		}
		n, _, err := e.Encode(dst[:], src[:utf8.EncodeRune(src[:], cp)], true)
		if !ok {
			var ee *EncodeError
			if !errors.As(err, &ee) || ee.CodePoint != cp || n != 0 {
				t.Fatalf("U+%04X: got % X, %v; want an *EncodeError", cp, dst[:n], err)
			}
			e.Reset()
			continue
		}
		if err != nil || !bytes.Equal(dst[:n], want) {
			t.Fatalf("U+%04X: got % X, %v; want % X", cp, dst[:n], err, want)
		}
		text.WriteRune(cp)
		encoded = append(encoded, want...)
	}
	if got := zhDecode(t, Big5, [][]byte{encoded}, false, 0); got != text.String() {
		t.Errorf("encoded text does not decode back")
	}
	// Facts from the standard, independent of the file.
	for _, v := range []struct {
		cp   rune
		want string
	}{
		{0x2550, "\xF9\xF9"}, {0x255E, "\xF9\xE9"}, {0x2561, "\xF9\xEB"}, {0x256A, "\xF9\xEA"},
		{0x5341, "\xA4\x51"}, {0x5345, "\xA4\xCA"}, {0x4E00, "\xA4\x40"},
	} {
		if got, err := zhEncode(t, Big5, Fatal, string(v.cp)); err != nil || string(got) != v.want {
			t.Errorf("U+%04X: got % X, %v; want % X", v.cp, got, err, v.want)
		}
	}
}

// TestBig5EncodeErrors checks both error modes.
func TestBig5EncodeErrors(t *testing.T) {
	for _, v := range []struct {
		in   string
		html string
		cp   rune
		off  int64
	}{
		{"a\u00CA\u0304", "a&#202;&#772;", 0xCA, 1}, // U+00CA's pointer is below 5024
		{"\U0001F600", "&#128512;", 0x1F600, 0},
		{"一€", "\xA4\x40\xA3\xE1", -1, 0},
		{"\u20AC\u00A0", "\xA3\xE1&#160;", 0xA0, 3},
	} {
		got, err := zhEncode(t, Big5, Replace, v.in)
		if err != nil || string(got) != v.html {
			t.Errorf("HTML %+q: got % X, %v; want % X", v.in, got, err, v.html)
		}
		got, err = zhEncode(t, Big5, Fatal, v.in)
		if v.cp < 0 {
			if err != nil || string(got) != v.html {
				t.Errorf("fatal %+q: got % X, %v", v.in, got, err)
			}
			continue
		}
		var ee *EncodeError
		if !errors.As(err, &ee) || ee.CodePoint != v.cp || ee.Offset != v.off || !errors.Is(err, ErrUnmappable) {
			t.Errorf("fatal %+q: got %v; want U+%04X at %d", v.in, err, v.cp, v.off)
		}
	}
}

func zhBig5BenchData(b *testing.B) (string, []byte) {
	// Pointers of the common hanzi (leading bytes 0xA4..0xC6).
	text := zhBenchText(zhPointerMap(zhReadIndex(b, "big5")), (0xA4-0x81)*157, (0xC7-0x81)*157)
	src, err := zhEncode(b, Big5, Fatal, text)
	if err != nil {
		b.Fatal(err)
	}
	return text, src
}

func BenchmarkDecodeBig5(b *testing.B) {
	_, src := zhBig5BenchData(b)
	b.Run("UTF8", func(b *testing.B) { zhBenchDecode(b, Big5, src, false) })
	b.Run("UTF16", func(b *testing.B) { zhBenchDecode(b, Big5, src, true) })
}

func BenchmarkEncodeBig5(b *testing.B) {
	text, _ := zhBig5BenchData(b)
	zhBenchEncode(b, Big5, text)
}

// BenchmarkEncodeBig5Run measures the encoder's fast path alone, without the
// Encoder's per-scalar loop.
func BenchmarkEncodeBig5Run(b *testing.B) {
	text, _ := zhBig5BenchData(b)
	src := []byte(text)
	dst := make([]byte, len(src))
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for range b.N {
		if _, n := (big5Encoder{}).encodeRunUTF8(dst, src); n != len(src) {
			b.Fatalf("the run stopped at %d of %d", n, len(src))
		}
	}
}

func TestBig5EncodeRun(t *testing.T) {
	zhCheckEncodeRun(t, big5Encoder{}, "Big5：中華民國國家標準，資訊技術 中文標準交換碼。€ 1.5%")
}
