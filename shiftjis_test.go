package textcodec

import (
	"errors"
	"math/rand"
	"testing"
)

// refShiftJISDecoder is the standard's Shift_JIS decoder, step by step.
type refShiftJISDecoder struct {
	x       *jpIndexes
	leading int
}

func (d *refShiftJISDecoder) handle(q *jpQueue, b int) (rune, int) {
	if b == jpEOQ && d.leading != 0 {
		d.leading = 0
		return 0, jpError
	}
	if b == jpEOQ {
		return 0, jpFinished
	}
	if d.leading != 0 {
		leading := d.leading
		d.leading = 0
		pointer := -1
		offset := 0x41
		if b < 0x7F {
			offset = 0x40
		}
		leadingOffset := 0xC1
		if leading < 0xA0 {
			leadingOffset = 0x81
		}
		if (b >= 0x40 && b <= 0x7E) || (b >= 0x80 && b <= 0xFC) {
			pointer = (leading-leadingOffset)*188 + b - offset
		}
		if pointer >= 8836 && pointer <= 10715 {
			return rune(0xE000 - 8836 + pointer), jpCodePoint
		}
		if pointer >= 0 {
			if cp, ok := d.x.jis0208[pointer]; ok {
				return cp, jpCodePoint
			}
		}
		if b < 0x80 {
			q.restore(b)
		}
		return 0, jpError
	}
	if b < 0x80 || b == 0x80 {
		return rune(b), jpCodePoint
	}
	if b >= 0xA1 && b <= 0xDF {
		return rune(0xFF61 - 0xA1 + b), jpCodePoint
	}
	if (b >= 0x81 && b <= 0x9F) || (b >= 0xE0 && b <= 0xFC) {
		d.leading = b
		return 0, jpContinue
	}
	return 0, jpError
}

func refShiftJISDecode(x *jpIndexes, src []byte) (string, bool) {
	return jpRefDecode((&refShiftJISDecoder{x: x}).handle, src)
}

// refShiftJISEncode is the standard's Shift_JIS encoder's handler.
func refShiftJISEncode(x *jpIndexes) func(q *jpQueue, cp int) ([]byte, int, rune) {
	return func(q *jpQueue, cp int) ([]byte, int, rune) {
		switch {
		case cp == jpEOQ:
			return nil, jpFinished, 0
		case cp <= 0x80:
			return []byte{byte(cp)}, jpCodePoint, 0
		case cp == 0xA5:
			return []byte{0x5C}, jpCodePoint, 0
		case cp == 0x203E:
			return []byte{0x7E}, jpCodePoint, 0
		case cp >= 0xFF61 && cp <= 0xFF9F:
			return []byte{byte(cp - 0xFF61 + 0xA1)}, jpCodePoint, 0
		case cp == 0x2212:
			cp = 0xFF0D
		}
		p, ok := x.shiftJISPointer[rune(cp)]
		if !ok {
			return nil, jpError, rune(cp)
		}
		leading, trailing := p/188, p%188
		leadingOffset, offset := 0xC1, 0x41
		if leading < 0x1F {
			leadingOffset = 0x81
		}
		if trailing < 0x3F {
			offset = 0x40
		}
		return []byte{byte(leading + leadingOffset), byte(trailing + offset)}, jpCodePoint, 0
	}
}

// shiftJISBytes is the byte pair for a jis0208 pointer.
func shiftJISBytes(p int) []byte {
	lead, trail := p/188, p%188
	if lead < 0x1F {
		lead += 0x81
	} else {
		lead += 0xC1
	}
	if trail < 0x3F {
		trail += 0x40
	} else {
		trail += 0x41
	}
	return []byte{byte(lead), byte(trail)}
}

func TestShiftJISDecodeEveryJIS0208Pointer(t *testing.T) {
	x := jpLoad(t)
	c := newJPCodec(t, ShiftJIS)
	n := 0
	for p, cp := range x.jis0208 {
		src := shiftJISBytes(p)
		if got := c.decode(t, src); got != string(cp) {
			t.Fatalf("pointer %d (% X): got %+q, want %U", p, src, got, cp)
		}
		n++
	}
	if n != len(x.jis0208) || n < 7000 {
		t.Fatalf("only %d pointers checked", n)
	}
}

func TestShiftJISDecodeEUDC(t *testing.T) {
	c := newJPCodec(t, ShiftJIS)
	for p := 8836; p <= 10715; p++ {
		src := shiftJISBytes(p)
		if got, want := c.decode(t, src), string(rune(0xE000-8836+p)); got != want {
			t.Fatalf("pointer %d (% X): got %+q, want %+q", p, src, got, want)
		}
	}
}

func TestShiftJISDecodeEveryPair(t *testing.T) {
	x := jpLoad(t)
	c := newJPCodec(t, ShiftJIS)
	for lead := 0; lead < 256; lead++ {
		for trail := 0; trail < 256; trail++ {
			src := []byte{byte(lead), byte(trail)}
			want, failed := refShiftJISDecode(x, src)
			if got := c.decode(t, src); got != want {
				t.Fatalf("% X: got %+q, want %+q", src, got, want)
			}
			if got := jpDecodeChunks(t, ShiftJIS, src, []int{1}, 4, trail&1 == 0); got != want {
				t.Fatalf("% X in two chunks: got %+q, want %+q", src, got, want)
			}
			if _, gotFailed := c.decodeFatal(t, src); gotFailed != failed {
				t.Fatalf("% X: fatal mode failed = %v, want %v", src, gotFailed, failed)
			}
		}
	}
}

func TestShiftJISDecodeVectors(t *testing.T) {
	c := newJPCodec(t, ShiftJIS)
	for _, v := range []struct {
		in   string
		want string
	}{
		{"", ""},
		{"abc\\~", "abc\\~"},
		{"\x80", "\u0080"},
		{"\xA0", "\uFFFD"},
		{"\xA1\xDF", "｡ﾟ"},
		{"\xFD\xFE\xFF", "\uFFFD\uFFFD\uFFFD"},
		{"\x82\xA0", "あ"},
		{"\x93\xFA\x96\x7B\x8C\xEA", "日本語"},
		{"\x81\x7C", "－"},      // pointer 60
		{"\xF0\x40", "\uE000"}, // EUDC
		{"\xF9\xFC", "\uE757"},
		{"\xFA\x40", "ⅰ"}, // IBM extension, pointer 10716
		{"\xED\x40", "纊"}, // NEC selected, pointer 8272
		{"\x81", "\uFFFD"},
		{"\x81\x39", "\uFFFD9"}, // an ASCII byte is restored
		{"\x81\x7F", "\uFFFD\x7F"},
		{"\x81\x80", "÷"},       // 0x80 is a trail byte
		{"\x81\xFD", "\uFFFD"},  // not restored
		{"\x81\xA1", "■"},       // 0xA1 is a trail byte too (pointer 96)
		{"\x85\x40", "\uFFFD@"}, // a hole in the index: the ASCII byte is restored
		{"\x85\x80", "\uFFFD"},  // a hole: not restored
		{"\x82\xA0\x82", "あ\uFFFD"},
		{"a\x82\xA0b\xB1c", "aあbｱc"},
	} {
		if got := c.decode(t, []byte(v.in)); got != v.want {
			t.Errorf("% X: got %+q, want %+q", v.in, got, v.want)
		}
		for _, room := range []int{4, 5, 7} {
			if got := jpDecodeChunks(t, ShiftJIS, []byte(v.in), jpEveryCut(len(v.in)), room, room == 5); got != v.want {
				t.Errorf("% X byte by byte: got %+q, want %+q", v.in, got, v.want)
			}
		}
	}
}

func TestShiftJISDecodeRandom(t *testing.T) {
	x := jpLoad(t)
	c := newJPCodec(t, ShiftJIS)
	alphabet := []byte{0x00, '9', 'A', 0x7E, 0x7F, 0x80, 0x81, 0x82, 0x88, 0x9F, 0xA0, 0xA1, 0xDF, 0xE0, 0xED, 0xF0, 0xFA, 0xFC, 0xFD, 0x40, 0xFF}
	rng := rand.New(rand.NewSource(2))
	for iter := 0; iter < 20000; iter++ {
		src := make([]byte, rng.Intn(24))
		for k := range src {
			src[k] = alphabet[rng.Intn(len(alphabet))]
		}
		want, failed := refShiftJISDecode(x, src)
		if got := c.decode(t, src); got != want {
			t.Fatalf("% X: got %+q, want %+q", src, got, want)
		}
		cuts := jpRandomCuts(rng, len(src))
		if got := jpDecodeChunks(t, ShiftJIS, src, cuts, 4+rng.Intn(6), iter&1 == 0); got != want {
			t.Fatalf("% X cut at %v: got %+q, want %+q", src, cuts, got, want)
		}
		if got, gotFailed := c.decodeFatal(t, src); gotFailed != failed || (!failed && got != want) {
			t.Fatalf("% X: fatal mode gives %+q, %v; want %+q, %v", src, got, gotFailed, want, failed)
		}
	}
}

func TestShiftJISEncodeEveryCodePoint(t *testing.T) {
	x := jpLoad(t)
	c := newJPCodec(t, ShiftJIS)
	ref := func() func(q *jpQueue, cp int) ([]byte, int, rune) { return refShiftJISEncode(x) }
	mapped := 0
	jpEveryScalar(func(cp rune) {
		if jpCheckEncode(t, c, ref, string(cp)) < 0 {
			mapped++
		}
	})
	if mapped < 7000 {
		t.Fatalf("only %d code points encode", mapped)
	}
}

func TestShiftJISEncodeVectors(t *testing.T) {
	c := newJPCodec(t, ShiftJIS)
	for _, v := range []struct {
		in    string
		fatal string // output, up to the error
		errCP rune
		html  string
	}{
		{"abc\u0080", "abc\x80", -1, "abc\x80"},
		{"¥‾", "\x5C\x7E", -1, "\x5C\x7E"},
		{"ｱ｡ﾟ", "\xB1\xA1\xDF", -1, "\xB1\xA1\xDF"},
		{"−－", "\x81\x7C\x81\x7C", -1, "\x81\x7C\x81\x7C"}, // U+2212 is U+FF0D
		{"日本語", "\x93\xFA\x96\x7B\x8C\xEA", -1, "\x93\xFA\x96\x7B\x8C\xEA"},
		{"ⅰ", "\xFA\x40", -1, "\xFA\x40"},  // 8634 is excluded: 10716
		{"纊", "\xFA\x5C", -1, "\xFA\x5C"},  // 8272 is excluded: 10744
		{"≒", "\x81\xE0", -1, "\x81\xE0"},  // first pointer 159, not 1207
		{"\uE000", "", 0xE000, "&#57344;"}, // EUDC is decode-only
		{"丂", "", 0x4E02, "&#19970;"},
		{"a😀b", "a", 0x1F600, "a&#128512;b"},
		{"\u0081", "", 0x81, "&#129;"},
	} {
		got, errCP := jpEncode(t, c.eFatal, v.in)
		if string(got) != v.fatal || errCP != v.errCP {
			t.Errorf("%+q fatal: got % X, %U; want % X, %U", v.in, got, errCP, v.fatal, v.errCP)
		}
		if got, _ := jpEncode(t, c.eHTML, v.in); string(got) != v.html {
			t.Errorf("%+q html: got %q, want %q", v.in, got, v.html)
		}
	}
}

func TestShiftJISEncodeFatalContinue(t *testing.T) {
	e, err := ShiftJIS.NewEncoder(Fatal)
	if err != nil {
		t.Fatal(err)
	}
	src := []byte("あ\uE000い")
	dst := make([]byte, 64)
	n, m, err := e.Encode(dst, src, true)
	var ee *EncodeError
	if !errors.As(err, &ee) || ee.CodePoint != 0xE000 || ee.Offset != 3 || m != 6 || string(dst[:n]) != "\x82\xA0" {
		t.Fatalf("got %d, %d, %v", n, m, err)
	}
	n2, m2, err := e.Encode(dst[n:], src[m:], true)
	if err != nil || m2 != 3 || string(dst[:n+n2]) != "\x82\xA0\x82\xA2" {
		t.Fatalf("after the error: got % X, %d, %v", dst[:n+n2], m2, err)
	}
}

func TestShiftJISRoundTrip(t *testing.T) {
	jpRoundTrip(t, ShiftJIS, jpSampleText(2000))
}

func BenchmarkDecodeShiftJIS(b *testing.B)      { jpBenchmarkDecode(b, ShiftJIS, false) }
func BenchmarkDecodeShiftJISUTF16(b *testing.B) { jpBenchmarkDecode(b, ShiftJIS, true) }
func BenchmarkEncodeShiftJIS(b *testing.B)      { jpBenchmarkEncode(b, ShiftJIS) }
