package utf8valid

import (
	"bytes"
	"fmt"
	"testing"
	"unicode/utf16"
	"unicode/utf8"
)

// refPrefix is the reference: the length of the longest prefix of p made
// of whole well-formed sequences, read one sequence at a time.
func refPrefix(p []byte) int {
	i := 0
	for i < len(p) {
		if p[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, size := utf8.DecodeRune(p[i:])
		if r == utf8.RuneError && size == 1 {
			break
		}
		i += size
	}
	return i
}

// refUnits is the number of UTF-16 code units of well-formed p.
func refUnits(p []byte) int {
	n := 0
	for len(p) > 0 {
		if p[0] < utf8.RuneSelf {
			n++
			p = p[1:]
			continue
		}
		r, size := utf8.DecodeRune(p)
		n += utf16.RuneLen(r)
		p = p[size:]
	}
	return n
}

// checkPrefix checks Prefix and PrefixUnits on p against the reference,
// and returns a description of what is wrong, or "". p[:from] is known to
// be well-formed.
func checkPrefix(p []byte, from int) string {
	want := from + refPrefix(p[from:])
	n := Prefix(p)
	if !utf8.Valid(p[:n]) || n > want {
		return fmt.Sprintf("Prefix = %d, not a well-formed prefix (the longest is %d)", n, want)
	}
	// The caller's scalar code finishes from n: it must reach the first
	// error (or the end) within about a block.
	if Enabled && len(p) >= BlockSize {
		if want-n > BlockSize+3 || want < len(p)&^(BlockSize-1)-3 && want-n > 4 {
			return fmt.Sprintf("Prefix = %d, too far before the end of the well-formed prefix %d", n, want)
		}
	}
	if (want == len(p)) != utf8.Valid(p) {
		panic("refPrefix and utf8.Valid disagree") // unreachable
	}
	if got := n + refPrefix(p[n:]); got != want {
		return fmt.Sprintf("Prefix then the scalar check = %d, want %d (utf8.Valid %v)", got, want, utf8.Valid(p))
	}
	nu, units := PrefixUnits(p)
	if nu != n || units != refUnits(p[:n]) {
		return fmt.Sprintf("PrefixUnits = %d, %d; want %d, %d", nu, units, n, refUnits(p[:n]))
	}
	return ""
}

// A frame is text around a sequence under test: before it, then after it.
type frame struct {
	name          string
	before, after []byte
}

// frames returns text to put a sequence in, so that it starts at each
// offset in offsets of a 32-byte block: after ASCII or well-formed
// multibyte text (two-, three- and four-byte sequences), followed by ASCII
// or multibyte text, in windows of 64 to 100 bytes.
func frames(offsets []int) []frame {
	ascii := bytes.Repeat([]byte("abcdefgh"), 16)
	var out []frame
	for _, off := range offsets {
		for _, mb := range []string{"", "\u00e9", "\u65e5", "\U0001F600"} {
			// Multibyte text just before the sequence, ASCII before it to
			// fill; the sequence begins in the second block.
			before := ascii[:32+off]
			if mb != "" {
				pad := (32 + off) % len(mb)
				before = append(ascii[:pad:pad], bytes.Repeat([]byte(mb), (32+off)/len(mb))...)
			}
			for _, after := range []string{"ascii", "multibyte"} {
				a := ascii[:40]
				if after == "multibyte" {
					a = []byte("\u00e9\u65e5\U0001F600z\u00e9\u65e5\U0001F600z\u00e9\u65e5\U0001F600z\u00e9\u65e5\U0001F600z")
				}
				out = append(out, frame{name: fmt.Sprintf("offset %d after %q, %s after", off, mb, after), before: before, after: a})
			}
		}
	}
	return out
}

// forEachFramed calls check with the window of each frame around seq; the
// window's buffer is reused.
func forEachFramed(t *testing.T, fs []frame, seqs func(yield func(seq []byte) bool)) {
	t.Helper()
	fails := 0
	for _, f := range fs {
		buf := make([]byte, 0, 128)
		for seq := range seqs {
			buf = append(append(append(buf[:0], f.before...), seq...), f.after...)
			if msg := checkPrefix(buf, len(f.before)); msg != "" {
				t.Errorf("% x in %s: %s", seq, f.name, msg)
				if fails++; fails > 10 {
					t.FailNow()
				}
			}
		}
	}
}

// allSequences yields every sequence of n bytes whose first bytes are in
// firsts (all 256 when nil) and whose last byte is in lasts (all when nil).
func allSequences(n int, firsts, lasts []byte) func(yield func([]byte) bool) {
	all := make([]byte, 256)
	for i := range all {
		all[i] = byte(i)
	}
	if firsts == nil {
		firsts = all
	}
	if lasts == nil {
		lasts = all
	}
	return func(yield func([]byte) bool) {
		seq := make([]byte, n)
		var rec func(k int) bool
		rec = func(k int) bool {
			if k == n {
				return yield(seq)
			}
			set := all
			switch {
			case k == 0:
				set = firsts
			case k == n-1:
				set = lasts
			}
			for _, b := range set {
				seq[k] = b
				if !rec(k + 1) {
					return false
				}
			}
			return true
		}
		rec(0)
	}
}

// TestEveryShortSequence checks every sequence of one byte at every offset
// of a block, and of two bytes at the offsets near the edges of a block
// (where a pair straddles two blocks, and where it straddles the halves
// of the vector register), in ASCII and multibyte text.
func TestEveryShortSequence(t *testing.T) {
	var offsets []int
	for off := range BlockSize {
		offsets = append(offsets, off)
	}
	forEachFramed(t, frames(offsets), allSequences(1, nil, nil))
	offsets = []int{0, 1, 15, 16, 29, 30, 31}
	if raceEnabled {
		offsets = []int{0, 31}
	}
	forEachFramed(t, frames(offsets), allSequences(2, nil, nil))
}

// TestEveryThreeByteSequence checks every sequence of three bytes where it
// straddles two blocks in each way.
func TestEveryThreeByteSequence(t *testing.T) {
	// In ASCII, starting at offsets 30 and 31, and after three-byte
	// sequences at 29.
	fs := []frame{frames([]int{30})[0], frames([]int{31})[0], frames([]int{29})[4]}
	var firsts []byte // all
	if raceEnabled || testing.Short() {
		fs = fs[:1]
		firsts = []byte{'a', 0x80, 0xC2, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xFF}
	}
	forEachFramed(t, fs, allSequences(3, firsts, nil))
}

// TestFourByteSequences checks four-byte sequences: each lead F0-FF and a
// few others, then every second and third byte, then a fourth from the
// edges of the byte ranges; and every two bytes after the prefixes at the
// edges of the four-byte ranges.
func TestFourByteSequences(t *testing.T) {
	// In ASCII starting at offset 29 (the fourth byte in the next
	// block), and after two-byte sequences at 30.
	fs := []frame{frames([]int{29})[0], frames([]int{30})[2]}
	if raceEnabled || testing.Short() {
		fs = fs[:1]
	}
	var leads []byte
	for b := 0xF0; b <= 0xFF; b++ {
		leads = append(leads, byte(b))
	}
	leads = append(leads, 0xE0, 0xED, 0xEF, 0xC2, 0x80, 'a')
	prefixFrames := frames([]int{29, 30})
	if raceEnabled || testing.Short() {
		leads = []byte{0xF0, 0xF4, 0xF5, 0xFF}
		prefixFrames = prefixFrames[:2]
	}
	edges := []byte{'a', 0x80, 0x8F, 0x90, 0xBF, 0xC0, 0xF0}
	forEachFramed(t, fs, allSequences(4, leads, edges))
	prefixes := [][]byte{{0xF0, 0x90}, {0xF0, 0x8F}, {0xF0, 0xBF}, {0xF1, 0x80}, {0xF3, 0xBF}, {0xF4, 0x8F}, {0xF4, 0x90}, {0xF5, 0x80}}
	for _, pre := range prefixes {
		forEachFramed(t, prefixFrames, func(yield func([]byte) bool) {
			for seq := range allSequences(2, nil, nil) {
				if !yield(append(append([]byte{}, pre...), seq...)) {
					return
				}
			}
		})
	}
}

// TestLongText checks long text: well-formed text of each kind with one
// byte changed at each place, and cut at each length.
func TestLongText(t *testing.T) {
	text := []byte("The quick brown fox \u00e9\u00e8 \u65e5\u672c\u8a9e\u306e\u6587 \U0001F600\U0001F44D\u200d emoji, and ASCII again to fill a block or two. ")
	text = bytes.Repeat(text, 4)
	for cut := 0; cut <= len(text); cut++ {
		if msg := checkPrefix(text[:cut], 0); msg != "" {
			t.Fatalf("cut at %d: %s", cut, msg)
		}
	}
	buf := make([]byte, len(text))
	for i := range text {
		for _, b := range []byte{0x80, 0xBF, 0xC0, 0xE0, 0xED, 0xF0, 0xF4, 0xFF, 'a'} {
			copy(buf, text)
			buf[i] = b
			if msg := checkPrefix(buf, 0); msg != "" {
				t.Fatalf("byte %d set to %02x: %s", i, b, msg)
			}
		}
	}
}

// FuzzPrefix checks Prefix and PrefixUnits on any input at four offsets.
func FuzzPrefix(f *testing.F) {
	f.Add([]byte("plain ASCII text that is long enough for two blocks of the vector code"))
	f.Add([]byte("\u65e5\u672c\u8a9e\u306e\u6587\u7ae0\u3002\u65e5\u672c\u8a9e\u306e\u6587\u7ae0\u3002\u65e5\u672c\u8a9e\u306e\u6587\u7ae0\u3002"))
	f.Add([]byte("\U0001F600\U0001F44D\U0001F3FD\u200d\U0001F4BB and some ASCII \U0001F1EF\U0001F1F5 ok lol \u2764\ufe0f\u2764\ufe0f"))
	f.Add([]byte("bad bytes \x80 and \xed\xa0\x80 and \xf4\x90\x80\x80 and \xe0\x80\x80 among text, \xc0\xaf, \xf0\x9f\x98"))
	f.Add(bytes.Repeat([]byte("a\xe9"), 40))
	f.Fuzz(func(t *testing.T, p []byte) {
		for off := 0; off < 4 && off <= len(p); off++ {
			if msg := checkPrefix(p[off:], 0); msg != "" {
				t.Fatalf("% x at %d: %s", p, off, msg)
			}
		}
	})
}
