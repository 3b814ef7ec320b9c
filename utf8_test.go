package textcodec

import (
	"testing"
	"unicode/utf8"
)

// Vectors for the UTF-8 decoder: one U+FFFD per maximal ill-formed subpart,
// the byte that ends a sequence early read again, and end-of-queue.
func TestUTF8DecoderVectors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", ""},
		{"abc", "abc"},
		{"\xC2\x80\xDF\xBF", "\u0080\u07FF"},
		{"\xE0\xA0\x80\xEF\xBF\xBF", "\u0800\uFFFF"},
		{"\xF0\x90\x80\x80\xF4\x8F\xBF\xBF", "\U00010000\U0010FFFF"},
		{"\x80", "\uFFFD"},
		{"\xBF\xC0\xC1\xF5\xFF", "\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD"},
		{"\xC2", "\uFFFD"},                     // end-of-queue
		{"\xE0\xA0", "\uFFFD"},                 // end-of-queue after two
		{"\xF0\x90\x80", "\uFFFD"},             // end-of-queue after three
		{"\xC2A", "\uFFFDA"},                   // ASCII restored
		{"\xE0\x80\x80", "\uFFFD\uFFFD\uFFFD"}, // overlong: lower boundary 0xA0
		{"\xED\xA0\x80", "\uFFFD\uFFFD\uFFFD"}, // surrogate: upper boundary 0x9F
		{"\xED\x9F\xBF", "\uD7FF"},             //
		{"\xF0\x80\x80\x80", "\uFFFD\uFFFD\uFFFD\uFFFD"},
		{"\xF4\x90\x80\x80", "\uFFFD\uFFFD\uFFFD\uFFFD"}, // above U+10FFFF
		{"\xF0\x90\x80A", "\uFFFDA"},
		{"\xE1\x80\xE1\x80\x80", "\uFFFD\u1000"},
		{"\xF0\x9F\x92\xA9\xF0\x9F\x92", "\U0001F4A9\uFFFD"},
	} {
		got, err := decodeBoth(t, UTF8, []byte(tc.in), BOMKeep)
		if got != tc.want || err != nil {
			t.Errorf("UTF-8 % X = %+q (%v), want %+q", tc.in, got, err, tc.want)
		}
		_, err = decodeBoth(t, UTF8, []byte(tc.in), BOMKeep, Fatal)
		if wantErr := tc.want != "" && !utf8.ValidString(tc.in); (err != nil) != wantErr {
			t.Errorf("UTF-8 fatal % X: error %v, want error %v", tc.in, err, wantErr)
		}
	}
}

// TestUTF8DecoderAgreesWithGo: for well-formed input the standard's UTF-8
// decoder is the identity; Go's utf8.Valid accepts exactly the same strings.
func TestUTF8DecoderAgreesWithGo(t *testing.T) {
	var buf [4]byte
	for b0 := 0; b0 < 256; b0++ {
		for b1 := 0; b1 < 256; b1 += 3 {
			for _, tail := range []string{"", "\x80", "\x80\x80", "\xBF\xBF"} {
				s := append(append(buf[:0], byte(b0), byte(b1)), tail...)
				_, err := decodeBoth(t, UTF8, s, BOMKeep, Fatal)
				if (err == nil) != utf8.Valid(s) {
					t.Fatalf("% X: fatal error %v, utf8.Valid %v", s, err, utf8.Valid(s))
				}
			}
		}
	}
}
