package textcodec

import (
	"errors"
	"math/rand"
	"strings"
	"testing"
)

// ISO-2022-JP decoder states of the reference decoder.
const (
	refISOASCII = iota
	refISORoman
	refISOKatakana
	refISOLeadingByte
	refISOTrailingByte
	refISOEscapeStart
	refISOEscape
)

// refISO2022JPDecoder is the standard's ISO-2022-JP decoder, step by step.
type refISO2022JPDecoder struct {
	x               *jpIndexes
	state, outState int
	leading         int
	output          bool
}

func (d *refISO2022JPDecoder) handle(q *jpQueue, b int) (rune, int) {
	switch d.state {
	case refISOASCII:
		switch {
		case b == 0x1B:
			d.state = refISOEscapeStart
			return 0, jpContinue
		case b >= 0 && b <= 0x7F && b != 0x0E && b != 0x0F:
			d.output = false
			return rune(b), jpCodePoint
		case b == jpEOQ:
			return 0, jpFinished
		}
		d.output = false
		return 0, jpError
	case refISORoman:
		switch {
		case b == 0x1B:
			d.state = refISOEscapeStart
			return 0, jpContinue
		case b == 0x5C:
			d.output = false
			return 0xA5, jpCodePoint
		case b == 0x7E:
			d.output = false
			return 0x203E, jpCodePoint
		case b >= 0 && b <= 0x7F && b != 0x0E && b != 0x0F:
			d.output = false
			return rune(b), jpCodePoint
		case b == jpEOQ:
			return 0, jpFinished
		}
		d.output = false
		return 0, jpError
	case refISOKatakana:
		switch {
		case b == 0x1B:
			d.state = refISOEscapeStart
			return 0, jpContinue
		case b >= 0x21 && b <= 0x5F:
			d.output = false
			return rune(0xFF61 - 0x21 + b), jpCodePoint
		case b == jpEOQ:
			return 0, jpFinished
		}
		d.output = false
		return 0, jpError
	case refISOLeadingByte:
		switch {
		case b == 0x1B:
			d.state = refISOEscapeStart
			return 0, jpContinue
		case b >= 0x21 && b <= 0x7E:
			d.output = false
			d.leading = b
			d.state = refISOTrailingByte
			return 0, jpContinue
		case b == jpEOQ:
			return 0, jpFinished
		}
		d.output = false
		return 0, jpError
	case refISOTrailingByte:
		switch {
		case b == 0x1B:
			d.state = refISOEscapeStart
			return 0, jpError
		case b >= 0x21 && b <= 0x7E:
			d.state = refISOLeadingByte
			cp, ok := d.x.jis0208[(d.leading-0x21)*94+b-0x21]
			if !ok {
				return 0, jpError
			}
			return cp, jpCodePoint
		case b == jpEOQ:
			d.state = refISOLeadingByte
			return 0, jpError
		}
		d.state = refISOLeadingByte
		return 0, jpError
	case refISOEscapeStart:
		if b == 0x24 || b == 0x28 {
			d.leading = b
			d.state = refISOEscape
			return 0, jpContinue
		}
		if b != jpEOQ {
			q.restore(b)
		}
		d.output = false
		d.state = d.outState
		return 0, jpError
	}
	leading := d.leading
	d.leading = 0
	state := -1
	switch {
	case leading == 0x28 && b == 0x42:
		state = refISOASCII
	case leading == 0x28 && b == 0x4A:
		state = refISORoman
	case leading == 0x28 && b == 0x49:
		state = refISOKatakana
	case leading == 0x24 && (b == 0x40 || b == 0x42):
		state = refISOLeadingByte
	}
	if state >= 0 {
		d.state, d.outState = state, state
		output := d.output
		d.output = true
		if !output {
			return 0, jpContinue
		}
		return 0, jpError
	}
	if b == jpEOQ {
		q.restore(leading)
	} else {
		q.restore(leading, b)
	}
	d.output = false
	d.state = d.outState
	return 0, jpError
}

func refISO2022JPDecode(x *jpIndexes, src []byte) (string, bool) {
	return jpRefDecode((&refISO2022JPDecoder{x: x}).handle, src)
}

// ISO-2022-JP encoder states of the reference encoder.
const (
	refISOEncASCII = iota
	refISOEncRoman
	refISOEncJIS0208
)

// refISO2022JPEncode is the standard's ISO-2022-JP encoder's handler, step by
// step, with its state.
func refISO2022JPEncode(x *jpIndexes) func(q *jpQueue, cp int) ([]byte, int, rune) {
	state := refISOEncASCII
	esc := func(b1, b2 byte) ([]byte, int, rune) { return []byte{0x1B, b1, b2}, jpCodePoint, 0 }
	return func(q *jpQueue, cp int) ([]byte, int, rune) {
		if cp == jpEOQ && state != refISOEncASCII {
			state = refISOEncASCII
			return esc(0x28, 0x42)
		}
		if cp == jpEOQ {
			return nil, jpFinished, 0
		}
		if (state == refISOEncASCII || state == refISOEncRoman) && (cp == 0x0E || cp == 0x0F || cp == 0x1B) {
			return nil, jpError, 0xFFFD
		}
		if state == refISOEncASCII && cp < 0x80 {
			return []byte{byte(cp)}, jpCodePoint, 0
		}
		if state == refISOEncRoman && ((cp < 0x80 && cp != 0x5C && cp != 0x7E) || cp == 0xA5 || cp == 0x203E) {
			switch {
			case cp < 0x80:
				return []byte{byte(cp)}, jpCodePoint, 0
			case cp == 0xA5:
				return []byte{0x5C}, jpCodePoint, 0
			default:
				return []byte{0x7E}, jpCodePoint, 0
			}
		}
		if cp < 0x80 && state != refISOEncASCII {
			q.restore(cp)
			state = refISOEncASCII
			return esc(0x28, 0x42)
		}
		if (cp == 0xA5 || cp == 0x203E) && state != refISOEncRoman {
			q.restore(cp)
			state = refISOEncRoman
			return esc(0x28, 0x4A)
		}
		if cp == 0x2212 {
			cp = 0xFF0D
		}
		if cp >= 0xFF61 && cp <= 0xFF9F {
			cp = int(x.katakana[cp-0xFF61])
		}
		p, ok := x.jis0208Pointer[rune(cp)]
		if !ok {
			if state == refISOEncJIS0208 {
				q.restore(cp)
				state = refISOEncASCII
				return esc(0x28, 0x42)
			}
			return nil, jpError, rune(cp)
		}
		if state != refISOEncJIS0208 {
			q.restore(cp)
			state = refISOEncJIS0208
			return esc(0x24, 0x42)
		}
		return []byte{byte(p/94 + 0x21), byte(p%94 + 0x21)}, jpCodePoint, 0
	}
}

func TestISO2022JPDecodeEveryJIS0208Pointer(t *testing.T) {
	x := jpLoad(t)
	c := newJPCodec(t, ISO2022JP)
	var all []byte
	var want []rune
	all = append(all, "\x1B$B"...)
	n := 0
	for p := 0; p <= 8835; p++ {
		cp, ok := x.jis0208[p]
		if !ok {
			continue
		}
		pair := []byte{byte(p/94 + 0x21), byte(p%94 + 0x21)}
		for _, esc := range []string{"\x1B$B", "\x1B$@"} {
			src := append([]byte(esc), pair...)
			if got := c.decode(t, src); got != string(cp) {
				t.Fatalf("pointer %d (% X): got %+q, want %U", p, src, got, cp)
			}
		}
		all = append(all, pair...)
		want = append(want, cp)
		n++
	}
	if n < 7000 {
		t.Fatalf("only %d pointers checked", n)
	}
	// All of them in one run, whole and in chunks.
	all = append(all, "\x1B(B"...)
	if got := c.decode(t, all); got != string(want) {
		t.Fatal("the run of all pointers decodes differently")
	}
	rng := rand.New(rand.NewSource(3))
	for _, utf16Out := range []bool{false, true} {
		if got := jpDecodeChunks(t, ISO2022JP, all, jpRandomCuts(rng, len(all)), 64, utf16Out); got != string(want) {
			t.Fatal("the run of all pointers decodes differently in chunks")
		}
	}
}

func TestISO2022JPDecodeEveryPair(t *testing.T) {
	x := jpLoad(t)
	c := newJPCodec(t, ISO2022JP)
	for b1 := 0; b1 < 256; b1++ {
		for b2 := 0; b2 < 256; b2++ {
			src := []byte{0x1B, '$', 'B', byte(b1), byte(b2)}
			want, failed := refISO2022JPDecode(x, src)
			if got := c.decode(t, src); got != want {
				t.Fatalf("% X: got %+q, want %+q", src, got, want)
			}
			if got := jpDecodeChunks(t, ISO2022JP, src, []int{3, 4}, 4, b2&1 == 0); got != want {
				t.Fatalf("% X in chunks: got %+q, want %+q", src, got, want)
			}
			if _, gotFailed := c.decodeFatal(t, src); gotFailed != failed {
				t.Fatalf("% X: fatal mode failed = %v, want %v", src, gotFailed, failed)
			}
		}
	}
}

// TestISO2022JPDecodeEveryByte decodes every byte in every state.
func TestISO2022JPDecodeEveryByte(t *testing.T) {
	x := jpLoad(t)
	c := newJPCodec(t, ISO2022JP)
	for _, prefix := range []string{"", "a", "\x1B(Bb", "\x1B(J", "\x1B(Jc", "\x1B(I", "\x1B(I!", "\x1B$B", "\x1B$B0!", "\x1B$B0", "\x1B", "\x1B$", "\x1B(", "\x1B$B\x1B", "\x1B$B\x1B("} {
		for b := 0; b < 256; b++ {
			for _, suffix := range []string{"", "!", "\x1B(B!"} {
				src := []byte(prefix + string([]byte{byte(b)}) + suffix)
				want, failed := refISO2022JPDecode(x, src)
				if got := c.decode(t, src); got != want {
					t.Fatalf("% X: got %+q, want %+q", src, got, want)
				}
				if got := jpDecodeChunks(t, ISO2022JP, src, jpEveryCut(len(src)), 4, b&1 == 0); got != want {
					t.Fatalf("% X byte by byte: got %+q, want %+q", src, got, want)
				}
				if got, gotFailed := c.decodeFatal(t, src); gotFailed != failed || (!failed && got != want) {
					t.Fatalf("% X: fatal mode gives %+q, %v; want %+q, %v", src, got, gotFailed, want, failed)
				}
			}
		}
	}
}

// TestISO2022JPDecodeEveryEscape decodes ESC x y for every x and y, in each
// output state, with and without an escape sequence just before.
func TestISO2022JPDecodeEveryEscape(t *testing.T) {
	x := jpLoad(t)
	c := newJPCodec(t, ISO2022JP)
	for _, prefix := range []string{"", "z", "\x1B(J\\", "\x1B(I!", "\x1B$B0!", "\x1B$B"} {
		for b1 := 0; b1 < 256; b1++ {
			for b2 := 0; b2 < 256; b2++ {
				if b1 != 0x24 && b1 != 0x28 && b2 > 0x7F && b2 != 0xFF {
					continue // ESC b1 restores b1; b2 is then read in an output state
				}
				src := []byte(prefix + string([]byte{0x1B, byte(b1), byte(b2)}) + "0")
				want, _ := refISO2022JPDecode(x, src)
				if got := c.decode(t, src); got != want {
					t.Fatalf("% X: got %+q, want %+q", src, got, want)
				}
			}
		}
	}
}

func TestISO2022JPDecodeVectors(t *testing.T) {
	c := newJPCodec(t, ISO2022JP)
	for _, v := range []struct {
		in   string
		want string
	}{
		{"", ""},
		{"abc\\~", "abc\\~"},
		{"a\x0Eb\x0Fc\x80d\xFF", "a\uFFFDb\uFFFDc\uFFFDd\uFFFD"},
		{"\x1B(B", ""},                               // an escape with no output after it is fine
		{"\x1B(Ba\x1B(B", "a"},                       // as is the one at the end
		{"\x1B(B\x1B(B", "\uFFFD"},                   // two escapes in a row: the output flag
		{"\x1B$B\x1B(B", "\uFFFD"},                   // again
		{"\x1B$B\x1B(Ba", "\uFFFDa"},                 // the state still changes
		{"\x1B(J\\~", "\u00A5\u203E"},                // Roman
		{"\x1B(J\\\x1B(Bx\x1B(J\\", "¥x¥"},           // escapes separated by output
		{"\x1B(J\\\x1B(B\x1B(J\\\x1B(B", "¥\uFFFD¥"}, // the standard's example
		{"\x1B(I!_", "｡ﾟ"},                           // katakana
		{"\x1B(I`", "\uFFFD"},
		{"\x1B(I\x20", "\uFFFD"},
		{"\x1B$B$\"", "あ"},
		{"\x1B$@$\"", "あ"},
		{"\x1B$BF|K\\8l\x1B(B", "日本語"},
		{"\x1B$B$\"\x1B(Ba", "あa"},
		{"\x1B$B$", "\uFFFD"},           // end-of-queue in the trailing byte state
		{"\x1B$B$\n", "\uFFFD"},         // the trailing byte is not restored
		{"\x1B$B$\x1B(Ba", "\uFFFDa"},   // ESC in the trailing byte state
		{"\x1B$B\n", "\uFFFD"},          // a control in the leading byte state
		{"\x1B$B)!", "\uFFFD"},          // a hole in the index
		{"\x1B$B~~", "\uFFFD"},          // pointer 8835
		{"\x1B", "\uFFFD"},              // end-of-queue in escape start
		{"\x1B$", "\uFFFD$"},            // end-of-queue in escape: $ is restored
		{"\x1B(", "\uFFFD("},            // and (
		{"\x1B$B\x1B(", "\uFFFD\uFFFD"}, // ( restored in the leading byte state, then end-of-queue
		{"\x1B$B\x1B$", "\uFFFD\uFFFD"},
		{"\x1B$B\x1B$!", "\uFFFDぁ"}, // "$!" is pointer 282 after the failed escape
		{"\x1BA", "\uFFFDA"},        // escape start restores the byte
		{"\x1B\x1B(Ba", "\uFFFDa"},
		{"\x1B(X", "\uFFFD(X"}, // escape restores « leading, byte »
		{"\x1B$A", "\uFFFD$A"},
		{"\x1B$(", "\uFFFD$("},
		{"\x1B(J\x1B(X\\", "\uFFFD(X¥"}, // back to the output state (Roman)
		{"\x1B(I\x1B(X", "\uFFFD\uFF68\uFF98"},
		{"\x1B($", "\uFFFD($"},
		{"\x1B(\x1B(B", "\uFFFD("}, // restored ESC starts a new escape
		{"\x1B$(D", "\uFFFD$(D"},   // no JIS X 0212 in ISO-2022-JP
	} {
		if got := c.decode(t, []byte(v.in)); got != v.want {
			t.Errorf("%q: got %+q, want %+q", v.in, got, v.want)
		}
		for _, room := range []int{4, 5, 7} {
			if got := jpDecodeChunks(t, ISO2022JP, []byte(v.in), jpEveryCut(len(v.in)), room, room == 5); got != v.want {
				t.Errorf("%q byte by byte: got %+q, want %+q", v.in, got, v.want)
			}
		}
	}
}

// TestISO2022JPDecodeFatalOffsets checks where a fatal decoder stops.
func TestISO2022JPDecodeFatalOffsets(t *testing.T) {
	for _, v := range []struct {
		in     string
		offset int64
	}{
		{"ab\x0E", 2},
		{"\x1B(B\x1B(B", 5},
		{"\x1B$B$", 4},
		{"a\x1B", 2},
		{"a\x1BX", 2},
	} {
		d := ISO2022JP.NewDecoder(Fatal)
		_, _, err := d.DecodeUTF8(make([]byte, 64), []byte(v.in), true)
		var de *DecodeError
		if !errors.As(err, &de) || de.Offset != v.offset {
			t.Errorf("%q: got %v, want offset %d", v.in, err, v.offset)
		}
	}
}

func TestISO2022JPDecodeRandom(t *testing.T) {
	x := jpLoad(t)
	c := newJPCodec(t, ISO2022JP)
	alphabet := []byte{0x1B, 0x1B, 0x1B, '$', '(', 'B', 'J', 'I', '@', 'D', '!', '0', '$', '\\', '~', 0x7F, 0x0E, 0x0F, 0x80, 'a', '\n', 0x60, 0xFF}
	rng := rand.New(rand.NewSource(4))
	for iter := 0; iter < 30000; iter++ {
		src := make([]byte, rng.Intn(24))
		for k := range src {
			src[k] = alphabet[rng.Intn(len(alphabet))]
		}
		want, failed := refISO2022JPDecode(x, src)
		if got := c.decode(t, src); got != want {
			t.Fatalf("%q: got %+q, want %+q", src, got, want)
		}
		cuts := jpRandomCuts(rng, len(src))
		if got := jpDecodeChunks(t, ISO2022JP, src, cuts, 4+rng.Intn(6), iter&1 == 0); got != want {
			t.Fatalf("%q cut at %v: got %+q, want %+q", src, cuts, got, want)
		}
		if got, gotFailed := c.decodeFatal(t, src); gotFailed != failed || (!failed && got != want) {
			t.Fatalf("%q: fatal mode gives %+q, %v; want %+q, %v", src, got, gotFailed, want, failed)
		}
	}
}

func TestISO2022JPEncodeEveryCodePoint(t *testing.T) {
	x := jpLoad(t)
	c := newJPCodec(t, ISO2022JP)
	mapped := 0
	// Each code point after one that leaves the encoder in the ASCII,
	// Roman and jis0208 states, followed by nothing or by ASCII.
	for _, prefix := range []string{"", "¥", "漢"} {
		k := 0
		jpEveryScalar(func(cp rune) {
			suffix := []string{"", "a", "¥", "漢"}[k%4]
			k++
			in := prefix + string(cp) + suffix
			if jpCheckEncode(t, c, func() func(q *jpQueue, cp int) ([]byte, int, rune) { return refISO2022JPEncode(x) }, in) < 0 && prefix == "" {
				mapped++
			}
		})
	}
	if mapped < 7000 {
		t.Fatalf("only %d code points encode", mapped)
	}
}

func TestISO2022JPEncodeVectors(t *testing.T) {
	c := newJPCodec(t, ISO2022JP)
	for _, v := range []struct {
		in    string
		fatal string // output, up to the error
		errCP rune
		html  string
	}{
		{"", "", -1, ""},
		{"abc", "abc", -1, "abc"},
		{"¥", "\x1B(J\\\x1B(B", -1, "\x1B(J\\\x1B(B"}, // the standard's example
		{"¥a‾\\", "\x1B(J\\a~\x1B(B\\", -1, "\x1B(J\\a~\x1B(B\\"},
		{"あ", "\x1B$B$\"\x1B(B", -1, "\x1B$B$\"\x1B(B"},
		{"日本語a", "\x1B$BF|K\\8l\x1B(Ba", -1, "\x1B$BF|K\\8l\x1B(Ba"},
		{"あ¥", "\x1B$B$\"\x1B(J\\\x1B(B", -1, "\x1B$B$\"\x1B(J\\\x1B(B"},
		{"¥あ~", "\x1B(J\\\x1B$B$\"\x1B(B~", -1, "\x1B(J\\\x1B$B$\"\x1B(B~"},
		{"ｱﾞ", "\x1B$B%\"!+\x1B(B", -1, "\x1B$B%\"!+\x1B(B"}, // katakana: ア and ゛
		{"−", "\x1B$B!]\x1B(B", -1, "\x1B$B!]\x1B(B"},        // U+2212 is U+FF0D
		{"纊", "\x1B$By!\x1B(B", -1, "\x1B$By!\x1B(B"},        // first pointer, 8272
		{"\x0E", "", 0xFFFD, "&#65533;"},
		{"a\x1Bb", "a", 0xFFFD, "a&#65533;b"},
		{"¥\x0F", "\x1B(J\\", 0xFFFD, "\x1B(J\\&#65533;\x1B(B"}, // the error in the Roman state
		// In the jis0208 state U+000E is an ASCII code point: the encoder
		// switches to ASCII, then returns error.
		{"あ\x0E", "\x1B$B$\"\x1B(B", 0xFFFD, "\x1B$B$\"\x1B(B&#65533;"},
		{"😀", "", 0x1F600, "&#128512;"},
		{"あ😀い", "\x1B$B$\"\x1B(B", 0x1F600, "\x1B$B$\"\x1B(B&#128512;\x1B$B$$\x1B(B"},
		{"¥😀¥", "\x1B(J\\", 0x1F600, "\x1B(J\\&#128512;\\\x1B(B"},
		{"\u00A9", "", 0xA9, "&#169;"},
		{"\uE000", "", 0xE000, "&#57344;"},
	} {
		got, errCP := jpEncode(t, c.eFatal, v.in)
		if string(got) != v.fatal || errCP != v.errCP {
			t.Errorf("%+q fatal: got %q, %U; want %q, %U", v.in, got, errCP, v.fatal, v.errCP)
		}
		if got, _ := jpEncode(t, c.eHTML, v.in); string(got) != v.html {
			t.Errorf("%+q html: got %q, want %q", v.in, got, v.html)
		}
	}
}

// TestISO2022JPExample is the standard's note: encoding U+00A5 twice and
// decoding the concatenation gives U+00A5 U+FFFD U+00A5.
func TestISO2022JPExample(t *testing.T) {
	c := newJPCodec(t, ISO2022JP)
	one, errCP := jpEncode(t, c.eFatal, "¥")
	if errCP >= 0 || string(one) != "\x1B\x28\x4A\x5C\x1B\x28\x42" {
		t.Fatalf("U+00A5 encodes to % X, %U", one, errCP)
	}
	if got := c.decode(t, append(append([]byte{}, one...), one...)); got != "¥\uFFFD¥" {
		t.Fatalf("got %+q", got)
	}
}

// TestISO2022JPEncoderState checks the encoder's state between calls: the
// ASCII fast path only in the ASCII state, an escape across calls, and the
// final ESC ( B only with last.
func TestISO2022JPEncoderState(t *testing.T) {
	e, err := ISO2022JP.NewEncoder(Fatal)
	if err != nil {
		t.Fatal(err)
	}
	var out []byte
	dst := make([]byte, 64)
	for _, s := range []string{"a", "あ", "bc", "¥", "d\\", "~", "", "い"} {
		n, m, err := e.Encode(dst, []byte(s), false)
		if err != nil || m != len(s) {
			t.Fatalf("%q: %d, %v", s, m, err)
		}
		out = append(out, dst[:n]...)
	}
	n, _, err := e.Encode(dst, nil, true)
	if err != nil {
		t.Fatal(err)
	}
	out = append(out, dst[:n]...)
	want := "a\x1B$B$\"\x1B(Bbc\x1B(J\\d\x1B(B\\~\x1B$B$$\x1B(B"
	if string(out) != want {
		t.Fatalf("got %q, want %q", out, want)
	}
	// After last the encoder is back in ASCII: nothing more to flush.
	if n, _, err := e.Encode(dst, []byte("x"), true); err != nil || string(dst[:n]) != "x" {
		t.Fatalf("after reset: %q, %v", dst[:n], err)
	}
	// Reset discards the state.
	e.Encode(dst, []byte("あ"), false)
	e.Reset()
	if n, _, err := e.Encode(dst, []byte("x"), true); err != nil || string(dst[:n]) != "x" {
		t.Fatalf("after Reset: %q, %v", dst[:n], err)
	}
}

// TestISO2022JPEncodeFatalContinue checks that a fatal Encoder can go on
// after an error in the Roman state, as "encode or fail" callers do.
func TestISO2022JPEncodeFatalContinue(t *testing.T) {
	e, err := ISO2022JP.NewEncoder(Fatal)
	if err != nil {
		t.Fatal(err)
	}
	src := []byte("¥😀¥a")
	dst := make([]byte, 64)
	n, m, err := e.Encode(dst, src, true)
	var ee *EncodeError
	if !errors.As(err, &ee) || ee.CodePoint != 0x1F600 || ee.Offset != 2 || m != 6 || string(dst[:n]) != "\x1B(J\\" {
		t.Fatalf("got %q, %d, %v", dst[:n], m, err)
	}
	n2, m2, err := e.Encode(dst[n:], src[m:], true)
	if err != nil || m2 != 3 || string(dst[:n+n2]) != "\x1B(J\\\\a\x1B(B" {
		t.Fatalf("after the error: got %q, %d, %v", dst[:n+n2], m2, err)
	}
}

// TestJPEncodeRandom encodes random text with each Japanese encoder in both
// error modes, whole and in chunks, against the reference encoders.
func TestJPEncodeRandom(t *testing.T) {
	x := jpLoad(t)
	alphabet := []rune{'a', '\\', '~', 0x0E, 0x0F, 0x1B, 0x80, 0xA5, 0xA9, 0x203E, 0x2212, 0xFF0D, 0xFF61, 0xFF9F, 0x3042, 0x6F22, 0x2170, 0x7E8A, 0x4E02, 0xE000, 0x1F600}
	for _, tc := range []struct {
		enc *Encoding
		ref func(*jpIndexes) func(q *jpQueue, cp int) ([]byte, int, rune)
	}{
		{EUCJP, refEUCJPEncode},
		{ShiftJIS, refShiftJISEncode},
		{ISO2022JP, refISO2022JPEncode},
	} {
		c := newJPCodec(t, tc.enc)
		rng := rand.New(rand.NewSource(5))
		for iter := 0; iter < 5000; iter++ {
			cps := make([]rune, rng.Intn(12))
			for k := range cps {
				cps[k] = alphabet[rng.Intn(len(alphabet))]
			}
			s := string(cps)
			want, wantErr := jpRefEncode(tc.ref(x), cps, false)
			if got, gotErr := jpEncode(t, c.eFatal, s); string(got) != string(want) || gotErr != wantErr {
				t.Fatalf("%s: %+q: got %q, %U; want %q, %U", tc.enc, s, got, gotErr, want, wantErr)
			}
			wantHTML, _ := jpRefEncode(tc.ref(x), cps, true)
			if got := jpEncodeChunks(t, c.eHTML, []byte(s), jpRandomCuts(rng, len(s))); got != string(wantHTML) {
				t.Fatalf("%s: %+q html in chunks: got %q, want %q", tc.enc, s, got, wantHTML)
			}
		}
	}
}

// jpEncodeChunks encodes src (UTF-8) in the chunks cuts make, with a dst of
// exactly encodeRoom bytes, in html mode.
func jpEncodeChunks(t *testing.T, e *Encoder, src []byte, cuts []int) string {
	t.Helper()
	e.Reset()
	var sb strings.Builder
	prev := 0
	for k := 0; k <= len(cuts); k++ {
		end := len(src)
		if k < len(cuts) {
			end = cuts[k]
		}
		chunk, last := src[prev:end], k == len(cuts)
		prev = end
		for guard := 0; ; guard++ {
			if guard > 10*len(src)+100 {
				t.Fatalf("no progress encoding %q", src)
			}
			dst := make([]byte, encodeRoom)
			n, m, err := e.Encode(dst, chunk, last)
			sb.Write(dst[:n])
			chunk = chunk[m:]
			if err == nil {
				break
			}
			if err != ErrShortDst {
				t.Fatal(err)
			}
		}
	}
	return sb.String()
}

func BenchmarkDecodeISO2022JP(b *testing.B)      { jpBenchmarkDecode(b, ISO2022JP, false) }
func BenchmarkDecodeISO2022JPUTF16(b *testing.B) { jpBenchmarkDecode(b, ISO2022JP, true) }
func BenchmarkEncodeISO2022JP(b *testing.B)      { jpBenchmarkEncode(b, ISO2022JP) }
