package textcodec

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/textcodec/textcodec/internal/utf8valid"
)

// checkValidUpTo checks ValidUTF8, UTF8ValidUpTo and UTF8ValidUpToUTF16 on s
// against the standard library: the longest well-formed prefix
// (validPrefixLen) and its UTF-16 length.
func checkValidUpTo(t *testing.T, s []byte) {
	t.Helper()
	want := validPrefixLen(s)
	wantUnits := len(utf16.Encode([]rune(string(s[:want]))))
	if got := UTF8ValidUpTo(s); got != want {
		t.Fatalf("UTF8ValidUpTo(%q) = %d, want %d", s, got, want)
	}
	if got := ValidUTF8(s); got != utf8.Valid(s) {
		t.Fatalf("ValidUTF8(%q) = %v, want %v", s, got, !got)
	}
	if n, u := UTF8ValidUpToUTF16(s); n != want || u != wantUnits {
		t.Fatalf("UTF8ValidUpToUTF16(%q) = %d, %d; want %d, %d", s, n, u, want, wantUnits)
	}
}

// randomUTF8 returns n bytes of runs of one kind of sequence (ASCII, two-,
// three- and four-byte) with an ill-formed or cut-short sequence now and then.
func randomUTF8(r *rand.Rand, n int) []byte {
	pick := []string{"a", "\u00e9", "\u00ff", "\u0800", "\u65e5", "\uffff", "\U00010000", "\U0001F600", "\U0010FFFF"}
	bad := []string{"\x80", "\xbf", "\xc0\x80", "\xc1", "\xe0\x80\x80", "\xed\xa0\x80", "\xf0\x8f", "\xf4\x90\x80\x80", "\xf5", "\xff", "\xe3\x81", "\xf0\x9f\x98"}
	var b []byte
	for len(b) < n {
		switch r.IntN(8) {
		case 0:
			b = append(b, bad[r.IntN(len(bad))]...)
		case 1, 2: // a run of ASCII, to take the word-at-a-time paths
			for k := r.IntN(80); k > 0; k-- {
				b = append(b, 'a'+byte(k%26))
			}
		default:
			s := pick[r.IntN(len(pick))]
			for k := 1 + r.IntN(30); k > 0; k-- {
				b = append(b, s...)
			}
		}
	}
	return b[:n]
}

// TestUTF8ValidUpTo checks the validation functions on random input of many
// lengths, and on long valid text of each kind with one bad byte (or a
// sequence cut short) at every offset of the first and last blocks, with and
// without the vector code.
func TestUTF8ValidUpTo(t *testing.T) {
	defer func(v bool) { useVectorUTF8 = v }(useVectorUTF8)
	for _, vector := range []bool{false, true} {
		if vector && !utf8valid.Enabled {
			continue
		}
		useVectorUTF8 = vector
		r := rand.New(rand.NewPCG(3, 4))
		for iter := 0; iter < 3000; iter++ {
			checkValidUpTo(t, randomUTF8(r, r.IntN(200)))
		}
		for iter := 0; iter < 20; iter++ {
			checkValidUpTo(t, randomUTF8(r, 1000+r.IntN(5000)))
		}
		for _, text := range []string{strings.Repeat("abcdefgh", 40), strings.Repeat("\u00e9t\u00e9 ", 50), strings.Repeat("\u65e5\u672c", 60), strings.Repeat("\U0001F600a", 60)} {
			checkValidUpTo(t, []byte(text))
			for k := 0; k < 70; k++ {
				for _, at := range []int{k, len(text) - 1 - k} {
					b := []byte(text)
					b[at] = 0xFF
					checkValidUpTo(t, b)
				}
				checkValidUpTo(t, []byte(text[:len(text)-k%4]))
			}
		}
	}
}

// FuzzUTF8ValidUpTo checks the validation functions on any input.
func FuzzUTF8ValidUpTo(f *testing.F) {
	for _, s := range []string{"", "a", "\u00e9", "\xff", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xe3\x81", strings.Repeat("\u3042", 40) + "\xe3\x81"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) { checkValidUpTo(t, b) })
}

// TestUTF16LenValid checks the word-at-a-time count of UTF-16 code units
// against the standard library on valid text of every kind and length.
func TestUTF16LenValid(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for iter := 0; iter < 2000; iter++ {
		b := randomUTF8(r, r.IntN(300))
		b = b[:validPrefixLen(b)]
		if got, want := utf16LenValid(b), len(utf16.Encode([]rune(string(b)))); got != want {
			t.Fatalf("utf16LenValid(%q) = %d, want %d", b, got, want)
		}
	}
}

// BenchmarkUTF8ValidUpTo checks 64 KiB of well-formed text of each kind,
// with and without counting its UTF-16 code units.
func BenchmarkUTF8ValidUpTo(b *testing.B) {
	for _, tc := range []struct{ name, sample string }{
		{"ascii", "hello, world! "}, {"latin", "h\u00e9llo w\u00f6rld "},
		{"cjk", "\u65e5\u672c\u8a9e\u306e\u6587\u7ae0\u3001"}, {"emoji", "\U0001F600 \U0001F389\U0001F44D "},
	} {
		p := []byte(strings.Repeat(tc.sample, (64<<10)/len(tc.sample)))
		b.Run(tc.name, func(b *testing.B) {
			b.SetBytes(int64(len(p)))
			for b.Loop() {
				UTF8ValidUpTo(p)
			}
		})
		b.Run(tc.name+"-utf16", func(b *testing.B) {
			b.SetBytes(int64(len(p)))
			for b.Loop() {
				UTF8ValidUpToUTF16(p)
			}
		})
	}
}
