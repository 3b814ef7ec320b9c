package bench

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/textcodec/textcodec"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/htmlindex"
)

// xtextEncoding returns x/text's implementation of enc, found by the
// standard's name through htmlindex (x/text's index of the Encoding
// Standard's labels), or nil when x/text has none.
func xtextEncoding(enc *textcodec.Encoding) encoding.Encoding {
	x, err := htmlindex.Get(enc.Name())
	if err != nil {
		return nil
	}
	return x
}

// A check is what verify found for a Case, once, before anything is timed.
type check struct {
	// Errors that make a textcodec benchmark meaningless: its output is
	// wrong, so it is not timed.
	decode, decode16, encode, encode16 error
	// Why an x/text benchmark is not run for the case (nil: it is).
	xDecode, xEncode error
	// What is worth knowing but not wrong: differences from x/text where
	// x/text departs from the standard.
	notes []string
}

var (
	checksMu sync.Mutex
	checks   = map[string]*check{}
)

// verify checks textcodec's output for c (and x/text's, to know whether its
// benchmark is fair) and caches the result.
func verify(c *Case) *check {
	checksMu.Lock()
	defer checksMu.Unlock()
	if ch, ok := checks[c.Name]; ok {
		return ch
	}
	ch := &check{}
	checks[c.Name] = ch
	x := xtextEncoding(c.Enc)

	// Decoding to UTF-8, as the benchmark does it: a reused Decoder writing
	// into a preallocated buffer, with last set.
	d := c.Enc.NewDecoder()
	dst := make([]byte, d.MaxUTF8Len(len(c.Encoded)))
	out, err := tcDecode(d, dst, c.Encoded)
	var xout []byte
	if x == nil {
		ch.xDecode = errors.New("x/text has no implementation")
	} else if xout, ch.xDecode = xDecode(x.NewDecoder(), make([]byte, 3*len(c.Encoded)+16), c.Encoded); ch.xDecode != nil {
		ch.xDecode = fmt.Errorf("x/text fails to decode the input: %w", ch.xDecode)
	}
	switch {
	case err != nil:
		ch.decode = err
	case len(out) < len(c.Encoded)/4:
		ch.decode = fmt.Errorf("decoded %d bytes to only %d (decoder not implemented?)", len(c.Encoded), len(out))
	case !utf8.Valid(out):
		ch.decode = errors.New("output is not UTF-8")
	default:
		again, _ := tcDecode(d, make([]byte, len(dst)), c.Encoded)
		if !bytes.Equal(again, out) {
			ch.decode = errors.New("a reused Decoder gives a different output the second time")
		} else if !bytes.Equal(out, c.Text) {
			ch.decode = errors.New("DecodeUTF8 and Bytes disagree")
		}
	}
	if ch.decode == nil && ch.xDecode == nil {
		ch.decode = compareDecoded(c, out, xout, &ch.notes)
	}
	if ch.decode == nil && x == nil && bytes.ContainsRune(out, utf8.RuneError) {
		ch.decode = errors.New("output contains U+FFFD: the input is malformed or the decoder wrong")
	}

	// Decoding to UTF-16 must give the same text.
	if ch.decode == nil {
		d16 := c.Enc.NewDecoder()
		buf := make([]uint16, d16.MaxUTF16Len(len(c.Encoded)))
		n16, _, err := d16.DecodeUTF16(buf, c.Encoded, true)
		switch {
		case err != nil:
			ch.decode16 = err
		case string(utf16.Decode(buf[:n16])) != string(out):
			ch.decode16 = errors.New("UTF-16 output differs from the UTF-8 output")
		}
	} else {
		ch.decode16 = fmt.Errorf("decoding is wrong: %w", ch.decode)
	}

	// Encoding: textcodec's output must decode back to the text; x/text's
	// is run only if it can encode the text at all.
	if !c.Enc.HasEncoder() {
		return ch
	}
	if ch.decode != nil {
		ch.encode = fmt.Errorf("no text to encode: %w", ch.decode)
		ch.xEncode = ch.encode
		return ch
	}
	e, err := c.Enc.NewEncoder(textcodec.Fatal)
	if err != nil {
		ch.encode = err
		return ch
	}
	enc, err := tcEncode(e, make([]byte, e.MaxEncodedLen(len(c.Text))), c.Text)
	switch {
	case err != nil:
		ch.encode = err
	case len(enc) < len(c.Encoded)/2:
		ch.encode = fmt.Errorf("encoded %d bytes to only %d (encoder not implemented?)", len(c.Text), len(enc))
	case c.Generated && !bytes.Equal(enc, c.Encoded):
		ch.encode = errors.New("output differs from the one the corpus was made with")
	default:
		back, _ := c.Enc.NewDecoder().Bytes(enc)
		if !bytes.Equal(back, c.Text) {
			ch.encode = errors.New("output does not decode back to the text")
		}
	}
	// Encoding from UTF-16 must give the same bytes.
	switch enc16, err := tcEncodeUTF16(e, make([]byte, e.MaxEncodedLen(len(c.UTF16))), c.UTF16); {
	case ch.encode != nil:
		ch.encode16 = fmt.Errorf("encoding from UTF-8 is wrong: %w", ch.encode)
	case err != nil:
		ch.encode16 = err
	case !bytes.Equal(enc16, enc):
		ch.encode16 = fmt.Errorf("output differs from the encoder's from UTF-8 at byte %d", firstDiff(enc16, enc))
	}
	if x == nil {
		ch.xEncode = errors.New("x/text has no implementation")
		return ch
	}
	xenc, err := xEncode(x.NewEncoder(), make([]byte, 4*len(c.Text)+16), c.Text)
	if err != nil {
		ch.xEncode = fmt.Errorf("x/text fails to encode the text: %w", err)
		return ch
	}
	if ch.encode == nil && !bytes.Equal(xenc, enc) {
		ch.notes = append(ch.notes, fmt.Sprintf("encode: x/text's output differs from textcodec's (%d vs %d bytes, first at byte %d)",
			len(xenc), len(enc), firstDiff(xenc, enc)))
	}
	return ch
}

// compareDecoded accepts textcodec's output out when it equals x/text's, or
// when the two differ only at a few code points (x/text departs from the
// standard in some mappings) and textcodec's text round-trips.
func compareDecoded(c *Case, out, xout []byte, notes *[]string) error {
	if bytes.Equal(out, xout) {
		*notes = append(*notes, "decode: identical to x/text")
		return nil
	}
	r, xr := []rune(string(out)), []rune(string(xout))
	if len(r) != len(xr) {
		return fmt.Errorf("decoded text differs from x/text's: %d code points vs %d, first difference at byte %d",
			len(r), len(xr), firstDiff(out, xout))
	}
	n, first := 0, -1
	for k := range r {
		if r[k] != xr[k] {
			if first < 0 {
				first = k
			}
			n++
		}
	}
	if n*100 > len(r) {
		return fmt.Errorf("decoded text differs from x/text's at %d of %d code points (first: U+%04X vs U+%04X)",
			n, len(r), r[first], xr[first])
	}
	if bytes.Count(out, []byte("\uFFFD")) > bytes.Count(xout, []byte("\uFFFD")) {
		return errors.New("output has more U+FFFD than x/text's")
	}
	if c.Enc.HasEncoder() {
		e, _ := c.Enc.NewEncoder(textcodec.Fatal)
		enc, err := e.Bytes(out)
		back, _ := c.Enc.NewDecoder().Bytes(enc)
		if err != nil || !bytes.Equal(back, out) {
			return fmt.Errorf("decoded text differs from x/text's at %d code points and does not round-trip", n)
		}
	}
	*notes = append(*notes, fmt.Sprintf("decode: differs from x/text at %d of %d code points (first: textcodec U+%04X, x/text U+%04X); textcodec's text round-trips",
		n, len(r), r[first], xr[first]))
	return nil
}

func firstDiff(a, b []byte) int {
	for k := range min(len(a), len(b)) {
		if a[k] != b[k] {
			return k
		}
	}
	return min(len(a), len(b))
}

// tcDecode is one iteration of the textcodec decode benchmark.
func tcDecode(d *textcodec.Decoder, dst, src []byte) ([]byte, error) {
	n, _, err := d.DecodeUTF8(dst, src, true)
	return dst[:n], err
}

// tcEncode is one iteration of the textcodec encode benchmark.
func tcEncode(e *textcodec.Encoder, dst, src []byte) ([]byte, error) {
	n, _, err := e.Encode(dst, src, true)
	return dst[:n], err
}

// tcEncodeUTF16 is one iteration of the textcodec benchmark of encoding
// from UTF-16.
func tcEncodeUTF16(e *textcodec.Encoder, dst []byte, src []uint16) ([]byte, error) {
	n, _, err := e.EncodeFromUTF16(dst, src, true)
	return dst[:n], err
}

// xDecode is one iteration of the x/text decode benchmark: the decoder's
// Transform over the whole input into a buffer large enough for all of it,
// which is the fastest way to use it (transform.Bytes does the same plus an
// allocation).
func xDecode(d *encoding.Decoder, dst, src []byte) ([]byte, error) {
	d.Reset()
	n, m, err := d.Transform(dst, src, true)
	if err == nil && m != len(src) {
		err = fmt.Errorf("consumed %d of %d bytes", m, len(src))
	}
	return dst[:n], err
}

// xEncode is xDecode for the encoder.
func xEncode(e *encoding.Encoder, dst, src []byte) ([]byte, error) {
	e.Reset()
	n, m, err := e.Transform(dst, src, true)
	if err == nil && m != len(src) {
		err = fmt.Errorf("consumed %d of %d bytes", m, len(src))
	}
	return dst[:n], err
}

// TestCorpus checks every input: its size, and textcodec's output for it,
// which must equal x/text's where both follow the standard (see verify).
func TestCorpus(t *testing.T) {
	cases, err := Corpus()
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			if names[c.Name] {
				t.Fatalf("two cases named %s", c.Name)
			}
			names[c.Name] = true
			if len(c.Encoded) > InputSize || len(c.Encoded) < InputSize-64<<10 {
				t.Errorf("input is %d bytes, want about %d", len(c.Encoded), InputSize)
			}
			ch := verify(c)
			for _, e := range []struct {
				what string
				err  error
			}{{"decode", ch.decode}, {"decode to UTF-16", ch.decode16}, {"encode", ch.encode}, {"encode from UTF-16", ch.encode16}} {
				if e.err != nil {
					t.Errorf("%s: %v", e.what, e.err)
				}
			}
			if ch.xDecode != nil {
				t.Logf("x/text decode not benchmarked: %v", ch.xDecode)
			}
			if c.Enc.HasEncoder() && ch.xEncode != nil {
				t.Logf("x/text encode not benchmarked: %v", ch.xEncode)
			}
			for _, n := range ch.notes {
				t.Log(n)
			}
		})
	}
	// Every encoding but replacement (whose decoder outputs one U+FFFD and
	// nothing else) is benchmarked.
	for _, enc := range textcodec.Encodings() {
		found := false
		for _, c := range cases {
			found = found || c.Enc == enc
		}
		if !found && enc != textcodec.Replacement {
			t.Errorf("no input for %s", enc)
		}
	}
}

func TestRepeatLines(t *testing.T) {
	for _, tc := range []struct {
		text, nl string
		size     int
		want     string
	}{
		{"ab\ncd\n", "\n", 10, "ab\ncd\nab\n"},
		{"ab\ncd", "\n", 12, "ab\ncd\nab\ncd\n"},
		{"a\x00\n\x00b\x00", "\n\x00", 12, "a\x00\n\x00b\x00\n\x00a\x00\n\x00"},
		{"\x00\n\x0a\x00\x00\n", "\x00\n", 6, "\x00\n\x0a\x00\x00\n"}, // 0A at an odd offset is not a newline
		{"toolong\n", "\n", 4, ""},
	} {
		if got := string(repeatLines([]byte(tc.text), []byte(tc.nl), tc.size)); got != tc.want {
			t.Errorf("repeatLines(%q, %q, %d) = %q, want %q", tc.text, tc.nl, tc.size, got, tc.want)
		}
	}
}

func TestEmojiText(t *testing.T) {
	text := emojiText()
	n, emoji := 0, 0
	for _, r := range string(text) {
		n++
		if r >= 0x1F000 {
			emoji++
		}
	}
	if emoji*3 < n {
		t.Errorf("only %d of %d code points are supplementary emoji", emoji, n)
	}
	if !bytes.Equal(text, emojiText()) {
		t.Error("emojiText is not deterministic")
	}
}

// TestVerifyRejects checks that verify and compareDecoded can fail.
func TestVerifyRejects(t *testing.T) {
	// replacement's decoder turns 1 MiB into one U+FFFD, as a decoder that
	// is not written yet would (nearly) do.
	in := repeatLines([]byte("plain text\n"), []byte("\n"), InputSize)
	c := &Case{Name: "test-replacement", Enc: textcodec.Replacement, Encoded: in}
	if err := verify(c).decode; err == nil {
		t.Error("verify accepts replacement's output for 1 MiB of text")
	}

	var notes []string
	latin := &Case{Enc: textcodec.Windows1252}
	if err := compareDecoded(latin, []byte("abc"), []byte("xyz"), &notes); err == nil {
		t.Error("compareDecoded accepts a wholly different text")
	}
	if err := compareDecoded(latin, []byte("abcd"), []byte("abc"), &notes); err == nil {
		t.Error("compareDecoded accepts texts of different lengths")
	}
	long := strings.Repeat("abcdefghij", 100)
	if err := compareDecoded(latin, []byte(long+"é"), []byte(long+"\uFFFD"), &notes); err != nil {
		t.Errorf("compareDecoded rejects one mapping difference in 1000 code points: %v", err)
	}
	if err := compareDecoded(latin, []byte(long+"\uFFFD"), []byte(long+"é"), &notes); err == nil {
		t.Error("compareDecoded accepts a U+FFFD x/text does not give")
	}
	if err := compareDecoded(latin, []byte(long), []byte(long), &notes); err != nil || notes[len(notes)-1] != "decode: identical to x/text" {
		t.Errorf("compareDecoded on equal texts: %v, %q", err, notes)
	}
}
