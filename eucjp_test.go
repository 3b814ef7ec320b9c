package textcodec

import (
	"bufio"
	"errors"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"unicode/utf16"
	"unicode/utf8"
)

// This file holds the EUC-JP tests and the helpers shared by the Japanese
// encodings' tests (eucjp_test.go, iso2022jp_test.go, shiftjis_test.go):
// the indexes parsed from the standard's index files, reference decoders and
// encoders written straight from the standard's algorithms over an I/O queue
// with "restore", and drivers for the public Decoder and Encoder.

// jpIndexes holds the indexes parsed from the standard's text files.
type jpIndexes struct {
	jis0208, jis0212, katakana map[int]rune
	// first pointer of a code point in index jis0208 ("index pointer"), and
	// the same with pointers 8272..8835 left out ("index Shift_JIS pointer")
	jis0208Pointer, shiftJISPointer map[rune]int
}

var (
	jpIdxOnce sync.Once
	jpIdx     *jpIndexes
	jpIdxErr  error
)

// jpIndexDir finds the standard's directory.
func jpIndexDir() string {
	for _, dir := range []string{"internal/tables/data"} {
		if _, err := os.Stat(filepath.Join(dir, "index-jis0208.txt")); err == nil {
			return dir
		}
	}
	return ""
}

// jpParseIndex reads an index file: lines of pointer, code point, comment.
func jpParseIndex(path string) (map[int]rune, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	m := map[int]rune{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) < 2 {
			return nil, fmt.Errorf("%s: bad line %q", path, line)
		}
		p, err1 := strconv.Atoi(fields[0])
		cp, err2 := strconv.ParseUint(strings.TrimPrefix(fields[1], "0x"), 16, 32)
		if err1 != nil || err2 != nil {
			return nil, fmt.Errorf("%s: bad line %q", path, line)
		}
		m[p] = rune(cp)
	}
	return m, sc.Err()
}

// jpLoad returns the parsed indexes, or skips the test when the standard's
// files are absent.
func jpLoad(t testing.TB) *jpIndexes {
	t.Helper()
	jpIdxOnce.Do(func() {
		dir := jpIndexDir()
		if dir == "" {
			return
		}
		x := &jpIndexes{jis0208Pointer: map[rune]int{}, shiftJISPointer: map[rune]int{}}
		for _, f := range []struct {
			name string
			m    *map[int]rune
		}{
			{"index-jis0208.txt", &x.jis0208},
			{"index-jis0212.txt", &x.jis0212},
			{"index-iso-2022-jp-katakana.txt", &x.katakana},
		} {
			m, err := jpParseIndex(filepath.Join(dir, f.name))
			if err != nil {
				jpIdxErr = err
				return
			}
			*f.m = m
		}
		for p := 0; p <= 11103; p++ { // ascending, so the first pointer wins
			cp, ok := x.jis0208[p]
			if !ok {
				continue
			}
			if _, seen := x.jis0208Pointer[cp]; !seen {
				x.jis0208Pointer[cp] = p
			}
			if _, seen := x.shiftJISPointer[cp]; !seen && (p < 8272 || p > 8835) {
				x.shiftJISPointer[cp] = p
			}
		}
		if len(x.jis0208) < 7000 || len(x.jis0212) < 5000 || len(x.katakana) != 63 {
			jpIdxErr = fmt.Errorf("indexes look truncated: %d %d %d", len(x.jis0208), len(x.jis0212), len(x.katakana))
			return
		}
		jpIdx = x
	})
	if jpIdxErr != nil {
		t.Fatal(jpIdxErr)
	}
	if jpIdx == nil {
		t.Fatal("the standard's index files are missing from internal/tables/data")
	}
	return jpIdx
}

// --- the reference machinery: I/O queues with end-of-queue and restore ---

const jpEOQ = -1 // end-of-queue

// jpQueue is an I/O queue of bytes or code points; its last item is jpEOQ,
// which reading never removes.
type jpQueue struct{ items []int }

func (q *jpQueue) read() int {
	x := q.items[0]
	if x != jpEOQ {
		q.items = q.items[1:]
	}
	return x
}

// restore prepends items to the queue, in order.
func (q *jpQueue) restore(items ...int) {
	q.items = append(append([]int{}, items...), q.items...)
}

// Handler results.
const (
	jpCodePoint = iota
	jpContinue
	jpError
	jpFinished
)

// jpRefDecode runs "process a queue" with a decoder handler over input in
// "replacement" mode. It also reports whether any error occurred (so what
// "fatal" mode would have done).
func jpRefDecode(handle func(q *jpQueue, b int) (rune, int), input []byte) (string, bool) {
	q := &jpQueue{}
	for _, b := range input {
		q.items = append(q.items, int(b))
	}
	q.items = append(q.items, jpEOQ)
	var out []rune
	failed := false
	for {
		cp, r := handle(q, q.read())
		switch r {
		case jpFinished:
			return string(out), failed
		case jpCodePoint:
			out = append(out, cp)
		case jpError:
			out = append(out, 0xFFFD)
			failed = true
		}
	}
}

// jpRefEncode runs "process a queue" with an encoder handler over cps in
// "fatal" or "html" mode. In fatal mode it stops at the first error and
// returns its code point (end-of-queue is then not processed, as the public
// Encoder does not process it either); otherwise errCP is -1.
func jpRefEncode(handle func(q *jpQueue, cp int) ([]byte, int, rune), cps []rune, html bool) ([]byte, rune) {
	q := &jpQueue{}
	for _, c := range cps {
		q.items = append(q.items, int(c))
	}
	q.items = append(q.items, jpEOQ)
	var out []byte
	for {
		bs, r, errCP := handle(q, q.read())
		switch r {
		case jpFinished:
			return out, -1
		case jpCodePoint:
			out = append(out, bs...)
		case jpError:
			if !html {
				return out, errCP
			}
			var ncr []int
			for _, c := range "&#" + strconv.Itoa(int(errCP)) + ";" {
				ncr = append(ncr, int(c))
			}
			q.restore(ncr...)
		}
	}
}

// --- drivers for the public API ---

// jpCodec decodes and encodes through the public Decoder and Encoder.
type jpCodec struct {
	enc    *Encoding
	d8     *Decoder
	d16    *Decoder
	fatal  *Decoder
	buf8   []byte
	buf16  []uint16
	eFatal *Encoder
	eHTML  *Encoder
}

func newJPCodec(t testing.TB, e *Encoding) *jpCodec {
	t.Helper()
	c := &jpCodec{enc: e, d8: e.NewDecoder(), d16: e.NewDecoder(), fatal: e.NewDecoder(Fatal)}
	var err error
	if c.eFatal, err = e.NewEncoder(Fatal); err != nil {
		t.Fatal(err)
	}
	if c.eHTML, err = e.NewEncoder(Replace); err != nil {
		t.Fatal(err)
	}
	return c
}

// decode decodes src as a whole stream to UTF-8 and to UTF-16, checks that
// both agree, and returns the result.
func (c *jpCodec) decode(t testing.TB, src []byte) string {
	t.Helper()
	if n := c.d8.MaxUTF8Len(len(src)); len(c.buf8) < n {
		c.buf8 = make([]byte, n)
	}
	n8, m8, err := c.d8.DecodeUTF8(c.buf8, src, true)
	if err != nil || m8 != len(src) {
		t.Fatalf("%s: DecodeUTF8(% X) = %d, %d, %v", c.enc, src, n8, m8, err)
	}
	if n := c.d16.MaxUTF16Len(len(src)); len(c.buf16) < n {
		c.buf16 = make([]uint16, n)
	}
	n16, m16, err := c.d16.DecodeUTF16(c.buf16, src, true)
	if err != nil || m16 != len(src) {
		t.Fatalf("%s: DecodeUTF16(% X) = %d, %d, %v", c.enc, src, n16, m16, err)
	}
	s8 := string(c.buf8[:n8])
	if s16 := string(utf16.Decode(c.buf16[:n16])); s8 != s16 {
		t.Fatalf("%s: % X decodes to %+q as UTF-8 but %+q as UTF-16", c.enc, src, s8, s16)
	}
	return s8
}

// decodeFatal decodes src in fatal mode and reports whether it failed.
func (c *jpCodec) decodeFatal(t testing.TB, src []byte) (string, bool) {
	t.Helper()
	buf := make([]byte, c.fatal.MaxUTF8Len(len(src)))
	n, _, err := c.fatal.DecodeUTF8(buf, src, true)
	if err != nil {
		var de *DecodeError
		if !errors.As(err, &de) || !errors.Is(err, ErrMalformed) {
			t.Fatalf("%s: fatal decode of % X: unexpected error %v", c.enc, src, err)
		}
		c.fatal.Reset()
		return "", true
	}
	return string(buf[:n]), false
}

// jpDecodeChunks decodes src fed in the chunks that cuts (ascending offsets)
// make, into dst buffers of room units at a time, as UTF-16 when utf16Out is
// set, else UTF-8.
func jpDecodeChunks(t testing.TB, e *Encoding, src []byte, cuts []int, room int, utf16Out bool) string {
	t.Helper()
	d := e.NewDecoder()
	var out8 []byte
	var out16 []uint16
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
				t.Fatalf("%s: no progress decoding % X", e, src)
			}
			var nSrc int
			var err error
			if utf16Out {
				buf := make([]uint16, room)
				var n int
				n, nSrc, err = d.DecodeUTF16(buf, chunk, last)
				out16 = append(out16, buf[:n]...)
			} else {
				buf := make([]byte, room)
				var n int
				n, nSrc, err = d.DecodeUTF8(buf, chunk, last)
				out8 = append(out8, buf[:n]...)
			}
			chunk = chunk[nSrc:]
			if err == nil {
				if len(chunk) != 0 {
					t.Fatalf("%s: nil error with %d bytes left", e, len(chunk))
				}
				break
			}
			if err != ErrShortDst {
				t.Fatalf("%s: %v", e, err)
			}
		}
	}
	if utf16Out {
		return string(utf16.Decode(out16))
	}
	return string(out8)
}

// jpCheckEncode encodes in with c's fatal and html encoders and compares both
// with a fresh instance of the reference encoder from newRef (the ISO-2022-JP
// one has state); it returns the error code point (-1 for none).
func jpCheckEncode(t *testing.T, c *jpCodec, newRef func() func(q *jpQueue, cp int) ([]byte, int, rune), in string) rune {
	t.Helper()
	want, wantErr := jpRefEncode(newRef(), []rune(in), false)
	got, gotErr := jpEncode(t, c.eFatal, in)
	if string(got) != string(want) || gotErr != wantErr {
		t.Fatalf("%+q: got % X, error %U; want % X, error %U", in, got, gotErr, want, wantErr)
	}
	wantHTML, _ := jpRefEncode(newRef(), []rune(in), true)
	if gotHTML, _ := jpEncode(t, c.eHTML, in); string(gotHTML) != string(wantHTML) {
		t.Fatalf("%+q html: got % X, want % X", in, gotHTML, wantHTML)
	}
	return gotErr
}

// jpEncode encodes s as a whole stream with e (fatal or html). It
// returns the output, and the code point of the error in fatal mode or -1.
func jpEncode(t testing.TB, e *Encoder, s string) ([]byte, rune) {
	t.Helper()
	e.Reset()
	buf := make([]byte, e.MaxEncodedLen(len(s)))
	n, m, err := e.Encode(buf, []byte(s), true)
	// The same through UTF-16 input.
	e.Reset()
	u := utf16.Encode([]rune(s))
	buf16 := make([]byte, e.MaxEncodedLen(len(u)))
	n16, _, err16 := e.EncodeFromUTF16(buf16, u, true)
	if string(buf[:n]) != string(buf16[:n16]) || (err == nil) != (err16 == nil) {
		t.Fatalf("%s: %+q encodes to % X, %v from UTF-8 but % X, %v from UTF-16", e.Encoding(), s, buf[:n], err, buf16[:n16], err16)
	}
	e.Reset()
	if err == nil {
		if m != len(s) {
			t.Fatalf("%s: %+q: consumed %d of %d", e.Encoding(), s, m, len(s))
		}
		return buf[:n], -1
	}
	var ee *EncodeError
	if !errors.As(err, &ee) || !errors.Is(err, ErrUnmappable) {
		t.Fatalf("%s: %+q: unexpected error %v", e.Encoding(), s, err)
	}
	// The offending code point is consumed: it is the last one read.
	r, size := utf8.DecodeLastRuneInString(s[:m])
	if int64(m-size) != ee.Offset {
		t.Fatalf("%s: %+q: error offset %d, consumed %d (last code point %U)", e.Encoding(), s, ee.Offset, m, r)
	}
	return buf[:n], ee.CodePoint
}

// jpRandomCuts returns ascending cut offsets in 0..n.
func jpRandomCuts(rng *rand.Rand, n int) []int {
	var cuts []int
	for k := 0; k <= n; k++ {
		if rng.Intn(3) == 0 {
			cuts = append(cuts, k)
		}
	}
	return cuts
}

// jpEveryCut is every offset 0..n: one-byte chunks with empty ones at the ends.
func jpEveryCut(n int) []int {
	cuts := make([]int, n+1)
	for k := range cuts {
		cuts[k] = k
	}
	return cuts
}

// --- EUC-JP ---

// refEUCJPDecoder is the standard's EUC-JP decoder, step by step.
type refEUCJPDecoder struct {
	x       *jpIndexes
	jis0212 bool
	leading int
}

func (d *refEUCJPDecoder) handle(q *jpQueue, b int) (rune, int) {
	if b == jpEOQ && d.leading != 0 {
		d.leading = 0
		return 0, jpError
	}
	if b == jpEOQ {
		return 0, jpFinished
	}
	if d.leading == 0x8E && b >= 0xA1 && b <= 0xDF {
		d.leading = 0
		return rune(0xFF61 - 0xA1 + b), jpCodePoint
	}
	if d.leading == 0x8F && b >= 0xA1 && b <= 0xFE {
		d.jis0212 = true
		d.leading = b
		return 0, jpContinue
	}
	if d.leading != 0 {
		leading := d.leading
		d.leading = 0
		cp, found := rune(0), false
		if leading >= 0xA1 && leading <= 0xFE && b >= 0xA1 && b <= 0xFE {
			p := (leading-0xA1)*94 + b - 0xA1
			if d.jis0212 {
				cp, found = d.x.jis0212[p]
			} else {
				cp, found = d.x.jis0208[p]
			}
		}
		d.jis0212 = false
		if found {
			return cp, jpCodePoint
		}
		if b < 0x80 {
			q.restore(b)
		}
		return 0, jpError
	}
	if b < 0x80 {
		return rune(b), jpCodePoint
	}
	if b == 0x8E || b == 0x8F || (b >= 0xA1 && b <= 0xFE) {
		d.leading = b
		return 0, jpContinue
	}
	return 0, jpError
}

func refEUCJPDecode(x *jpIndexes, src []byte) (string, bool) {
	return jpRefDecode((&refEUCJPDecoder{x: x}).handle, src)
}

// refEUCJPEncode is the standard's EUC-JP encoder's handler.
func refEUCJPEncode(x *jpIndexes) func(q *jpQueue, cp int) ([]byte, int, rune) {
	return func(q *jpQueue, cp int) ([]byte, int, rune) {
		switch {
		case cp == jpEOQ:
			return nil, jpFinished, 0
		case cp < 0x80:
			return []byte{byte(cp)}, jpCodePoint, 0
		case cp == 0xA5:
			return []byte{0x5C}, jpCodePoint, 0
		case cp == 0x203E:
			return []byte{0x7E}, jpCodePoint, 0
		case cp >= 0xFF61 && cp <= 0xFF9F:
			return []byte{0x8E, byte(cp - 0xFF61 + 0xA1)}, jpCodePoint, 0
		case cp == 0x2212:
			cp = 0xFF0D
		}
		p, ok := x.jis0208Pointer[rune(cp)]
		if !ok {
			return nil, jpError, rune(cp)
		}
		return []byte{byte(p/94 + 0xA1), byte(p%94 + 0xA1)}, jpCodePoint, 0
	}
}

func TestEUCJPDecodeEveryJIS0208Pointer(t *testing.T) {
	x := jpLoad(t)
	c := newJPCodec(t, EUCJP)
	n := 0
	for p, cp := range x.jis0208 {
		if p > 8835 { // beyond 0xFE 0xFE: not reachable in EUC-JP
			continue
		}
		src := []byte{byte(p/94 + 0xA1), byte(p%94 + 0xA1)}
		if got := c.decode(t, src); got != string(cp) {
			t.Fatalf("pointer %d (% X): got %+q, want %U", p, src, got, cp)
		}
		n++
	}
	if n < 7000 {
		t.Fatalf("only %d pointers checked", n)
	}
}

func TestEUCJPDecodeEveryJIS0212Pointer(t *testing.T) {
	x := jpLoad(t)
	c := newJPCodec(t, EUCJP)
	for p, cp := range x.jis0212 {
		src := []byte{0x8F, byte(p/94 + 0xA1), byte(p%94 + 0xA1)}
		if got := c.decode(t, src); got != string(cp) {
			t.Fatalf("pointer %d (% X): got %+q, want %U", p, src, got, cp)
		}
		// Split after each byte.
		for _, cuts := range [][]int{{1}, {2}, {1, 2}} {
			if got := jpDecodeChunks(t, EUCJP, src, cuts, 4, false); got != string(cp) {
				t.Fatalf("pointer %d (% X) cut at %v: got %+q, want %U", p, src, cuts, got, cp)
			}
		}
	}
}

func TestEUCJPDecodeEveryPair(t *testing.T) {
	x := jpLoad(t)
	c := newJPCodec(t, EUCJP)
	for lead := 0; lead < 256; lead++ {
		for trail := 0; trail < 256; trail++ {
			src := []byte{byte(lead), byte(trail)}
			want, failed := refEUCJPDecode(x, src)
			if got := c.decode(t, src); got != want {
				t.Fatalf("% X: got %+q, want %+q", src, got, want)
			}
			if got := jpDecodeChunks(t, EUCJP, src, []int{1}, 4, trail&1 == 0); got != want {
				t.Fatalf("% X in two chunks: got %+q, want %+q", src, got, want)
			}
			if _, gotFailed := c.decodeFatal(t, src); gotFailed != failed {
				t.Fatalf("% X: fatal mode failed = %v, want %v", src, gotFailed, failed)
			}
		}
	}
}

func TestEUCJPDecodeThreeByte(t *testing.T) {
	x := jpLoad(t)
	c := newJPCodec(t, EUCJP)
	// 0x8F followed by every second byte, then every third byte after a
	// valid second byte.
	for b2 := 0; b2 < 256; b2++ {
		for _, b3 := range []int{0x00, 0x41, 0x7F, 0x80, 0x8E, 0x8F, 0xA0, 0xA1, 0xB0, 0xDF, 0xE0, 0xFE, 0xFF} {
			src := []byte{0x8F, byte(b2), byte(b3)}
			want, _ := refEUCJPDecode(x, src)
			if got := c.decode(t, src); got != want {
				t.Fatalf("% X: got %+q, want %+q", src, got, want)
			}
		}
	}
	for b2 := 0xA1; b2 <= 0xFE; b2++ {
		for b3 := 0; b3 < 256; b3++ {
			src := []byte{0x8F, byte(b2), byte(b3), 'z'}
			want, _ := refEUCJPDecode(x, src)
			if got := c.decode(t, src); got != want {
				t.Fatalf("% X: got %+q, want %+q", src, got, want)
			}
		}
	}
}

func TestEUCJPDecodeVectors(t *testing.T) {
	c := newJPCodec(t, EUCJP)
	for _, v := range []struct {
		in   string
		want string
	}{
		{"", ""},
		{"abc\\~", "abc\\~"},
		{"\xA4\xA2", "あ"},
		{"\xC6\xFC\xCB\xDC\xB8\xEC", "日本語"},
		{"\x8E\xB1", "ｱ"},           // half-width katakana
		{"\x8E\xA1\x8E\xDF", "｡ﾟ"},  // its ends
		{"\x8E\xE0", "\uFFFD"},      // 0xE0 after 0x8E: not restored
		{"\x8E\x41", "\uFFFDA"},     // an ASCII byte is restored
		{"\x8F\xB0\xA1", "丂"},       // JIS X 0212
		{"\x8F\xA2\xAF", "˘"},       // jis0212 pointer 108
		{"\x8F\xA1\xA1", "\uFFFD"},  // a jis0212 hole: both bytes consumed
		{"\x8F\xB0\x41", "\uFFFDA"}, // ASCII after 0x8F xx is restored
		{"\x8F\x41", "\uFFFDA"},     // and after 0x8F
		{"\x8F\xB0", "\uFFFD"},      // end-of-queue
		{"\xA4", "\uFFFD"},          // end-of-queue
		{"\xA4\x41", "\uFFFDA"},     // restored
		{"\xA4\x80", "\uFFFD"},      // not restored
		{"\xA4\xA4\xA4", "い\uFFFD"}, // a lead at the end
		{"\x80\xA0\xFF\x8D", "\uFFFD\uFFFD\uFFFD\uFFFD"},
		{"\xA9\xA1", "\uFFFD"},           // a jis0208 hole
		{"\xAD\xA1", "①"},                // NEC row 13
		{"\xF9\xA1", "纊"},                // pointer 8272
		{"\xFC\xFE", "＂"},                // pointer 8647
		{"\xFE\xFE", "\uFFFD"},           // pointer 8835 is empty
		{"a\xA4\xA2b\x8E\xB1c", "aあbｱc"}, // mixed
	} {
		if got := c.decode(t, []byte(v.in)); got != v.want {
			t.Errorf("% X: got %+q, want %+q", v.in, got, v.want)
		}
		for _, room := range []int{4, 5, 7} {
			if got := jpDecodeChunks(t, EUCJP, []byte(v.in), jpEveryCut(len(v.in)), room, room == 5); got != v.want {
				t.Errorf("% X byte by byte: got %+q, want %+q", v.in, got, v.want)
			}
		}
	}
}

func TestEUCJPDecodeRandom(t *testing.T) {
	x := jpLoad(t)
	c := newJPCodec(t, EUCJP)
	alphabet := []byte{0x00, 'A', 0x7F, 0x80, 0x8E, 0x8F, 0xA0, 0xA1, 0xA4, 0xA2, 0xB0, 0xC6, 0xDF, 0xE0, 0xF9, 0xFC, 0xFE, 0xFF}
	rng := rand.New(rand.NewSource(1))
	for iter := 0; iter < 20000; iter++ {
		src := make([]byte, rng.Intn(24))
		for k := range src {
			src[k] = alphabet[rng.Intn(len(alphabet))]
		}
		want, failed := refEUCJPDecode(x, src)
		if got := c.decode(t, src); got != want {
			t.Fatalf("% X: got %+q, want %+q", src, got, want)
		}
		cuts := jpRandomCuts(rng, len(src))
		if got := jpDecodeChunks(t, EUCJP, src, cuts, 4+rng.Intn(6), iter&1 == 0); got != want {
			t.Fatalf("% X cut at %v: got %+q, want %+q", src, cuts, got, want)
		}
		if got, gotFailed := c.decodeFatal(t, src); gotFailed != failed || (!failed && got != want) {
			t.Fatalf("% X: fatal mode gives %+q, %v; want %+q, %v", src, got, gotFailed, want, failed)
		}
	}
}

// jpAstral are code points above U+FFFF tried by the encoder tests.
var jpAstral = []rune{0x10000, 0x1F600, 0x20B9F, 0x2A6B2, 0xE0001, 0x10FFFF}

// jpEveryScalar calls f for U+0000..U+FFFF (without surrogates) and jpAstral.
func jpEveryScalar(f func(cp rune)) {
	for cp := rune(0); cp < 0x10000; cp++ {
		if cp < 0xD800 || cp > 0xDFFF {
			f(cp)
		}
	}
	for _, cp := range jpAstral {
		f(cp)
	}
}

func TestEUCJPEncodeEveryCodePoint(t *testing.T) {
	x := jpLoad(t)
	c := newJPCodec(t, EUCJP)
	ref := func() func(q *jpQueue, cp int) ([]byte, int, rune) { return refEUCJPEncode(x) }
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

func TestEUCJPEncodeVectors(t *testing.T) {
	c := newJPCodec(t, EUCJP)
	for _, v := range []struct {
		in    string
		fatal string // output, up to the error
		errCP rune
		html  string
	}{
		{"abc", "abc", -1, "abc"},
		{"¥‾", "\x5C\x7E", -1, "\x5C\x7E"},
		{"ｱ｡ﾟ", "\x8E\xB1\x8E\xA1\x8E\xDF", -1, "\x8E\xB1\x8E\xA1\x8E\xDF"},
		{"−－", "\xA1\xDD\xA1\xDD", -1, "\xA1\xDD\xA1\xDD"}, // U+2212 is U+FF0D
		{"日本語", "\xC6\xFC\xCB\xDC\xB8\xEC", -1, "\xC6\xFC\xCB\xDC\xB8\xEC"},
		{"ⅰ", "\xFC\xF1", -1, "\xFC\xF1"}, // first pointer, 8634
		{"纊", "\xF9\xA1", -1, "\xF9\xA1"}, // first pointer, 8272
		{"丂", "", 0x4E02, "&#19970;"},     // only in jis0212: not encoded
		{"a😀b", "a", 0x1F600, "a&#128512;b"},
		{"\u0080", "", 0x80, "&#128;"},
		{"\uFFFD", "", 0xFFFD, "&#65533;"},
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

// TestEUCJPEncodeFatalContinue checks that a fatal Encoder can go on after
// an error, as "encode or fail" callers do.
func TestEUCJPEncodeFatalContinue(t *testing.T) {
	e, err := EUCJP.NewEncoder(Fatal)
	if err != nil {
		t.Fatal(err)
	}
	src := []byte("あ😀い")
	dst := make([]byte, 64)
	n, m, err := e.Encode(dst, src, true)
	var ee *EncodeError
	if !errors.As(err, &ee) || ee.CodePoint != 0x1F600 || ee.Offset != 3 || m != 7 || string(dst[:n]) != "\xA4\xA2" {
		t.Fatalf("got %d, %d, %v", n, m, err)
	}
	n2, m2, err := e.Encode(dst[n:], src[m:], true)
	if err != nil || m2 != 3 || string(dst[:n+n2]) != "\xA4\xA2\xA4\xA4" {
		t.Fatalf("after the error: got % X, %d, %v", dst[:n+n2], m2, err)
	}
}

// jpRoundTrip checks that what the encoder writes decodes to the input for
// text made of code points that round-trip.
func jpRoundTrip(t *testing.T, e *Encoding, s string) {
	t.Helper()
	c := newJPCodec(t, e)
	b, errCP := jpEncode(t, c.eFatal, s)
	if errCP >= 0 {
		t.Fatalf("%s: %U does not encode", e, errCP)
	}
	if got := c.decode(t, b); got != s {
		t.Fatalf("%s: round trip of %+q gives %+q", e, s, got)
	}
}

func TestEUCJPRoundTrip(t *testing.T) {
	jpRoundTrip(t, EUCJP, jpSampleText(2000))
}

// jpSampleText returns realistic Japanese text of about n code points: mostly
// kanji and kana, some ASCII, half-width katakana and punctuation, made of a
// fixed word list in a fixed pseudo-random order.
func jpSampleText(n int) string {
	words := []string{
		"日本語", "の", "文字", "コード", "は", "です", "ます", "東京", "大阪", "京都",
		"こんにちは", "ありがとう", "ございます", "情報", "処理", "技術", "開発", "システム", "データ", "ファイル",
		"を", "に", "が", "で", "と", "から", "まで", "、", "。", "「", "」", "（", "）",
		"表示", "変換", "確認", "設定", "利用", "会社", "社会", "経済", "政治", "学校", "先生", "学生",
		"今日", "明日", "天気", "雨", "晴れ", "新聞", "記事", "世界", "時間", "問題", "結果",
		"HTML", "2024年", "10月", "ｶﾀｶﾅ", " ", "ー", "・", "！", "？", "漢字", "平仮名", "片仮名",
	}
	rng := rand.New(rand.NewSource(42))
	var sb strings.Builder
	count := 0
	for count < n {
		w := words[rng.Intn(len(words))]
		sb.WriteString(w)
		count += utf8.RuneCountInString(w)
		if rng.Intn(40) == 0 {
			sb.WriteString("\n")
		}
	}
	return sb.String()
}

// jpBenchmarkDecode measures decoding about 1 MiB of sample text encoded
// with e.
func jpBenchmarkDecode(b *testing.B, e *Encoding, utf16Out bool) {
	enc, err := e.NewEncoder(Fatal)
	if err != nil {
		b.Fatal(err)
	}
	text := jpSampleText(1 << 19)
	src := make([]byte, enc.MaxEncodedLen(len(text)))
	n, _, err := enc.Encode(src, []byte(text), true)
	if err != nil {
		b.Fatal(err)
	}
	src = src[:n]
	d := e.NewDecoder()
	dst8 := make([]byte, d.MaxUTF8Len(len(src)))
	dst16 := make([]uint16, d.MaxUTF16Len(len(src)))
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for range b.N {
		if utf16Out {
			_, _, err = d.DecodeUTF16(dst16, src, true)
		} else {
			_, _, err = d.DecodeUTF8(dst8, src, true)
		}
		if err != nil {
			b.Fatal(err)
		}
	}
}

// jpBenchmarkEncode measures encoding the same text (SetBytes counts the
// encoded output, so the figures compare with decoding).
func jpBenchmarkEncode(b *testing.B, e *Encoding) {
	enc, err := e.NewEncoder(Fatal)
	if err != nil {
		b.Fatal(err)
	}
	text := []byte(jpSampleText(1 << 19))
	dst := make([]byte, enc.MaxEncodedLen(len(text)))
	n, _, err := enc.Encode(dst, text, true)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(n))
	b.ResetTimer()
	for range b.N {
		if _, _, err := enc.Encode(dst, text, true); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecodeEUCJP(b *testing.B)      { jpBenchmarkDecode(b, EUCJP, false) }
func BenchmarkDecodeEUCJPUTF16(b *testing.B) { jpBenchmarkDecode(b, EUCJP, true) }
func BenchmarkEncodeEUCJP(b *testing.B)      { jpBenchmarkEncode(b, EUCJP) }
