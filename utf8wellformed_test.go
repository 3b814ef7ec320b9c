package textcodec

import (
	"math/rand/v2"
	"testing"
	"unicode/utf8"
)

// validPrefixLen is validUTF8Run's reference: the length of the longest
// prefix of s that is well-formed UTF-8, found a sequence at a time with the
// standard library.
func validPrefixLen(s []byte) int {
	i := 0
	for i < len(s) {
		r, n := utf8.DecodeRune(s[i:])
		if r == utf8.RuneError && n <= 1 {
			break
		}
		i += n
	}
	return i
}

// TestValidUTF8Run checks the run loop of UTF-8 against validPrefixLen on
// runs of one sequence length (the loops that take two, four or eight bytes
// at once) and of mixed lengths, each with one ill-formed or cut-short
// sequence (every kind of them) put at every position.
func TestValidUTF8Run(t *testing.T) {
	good := map[string][]string{
		"ascii": {"a", "~"},
		"two":   {"\xC2\x80", "\xDF\xBF", "Ж", "é"},
		"three": {"\xE0\xA0\x80", "\xED\x9F\xBF", "\xEE\x80\x80", "\xEF\xBF\xBF", "漢", "ア"},
		"four":  {"\xF0\x90\x80\x80", "\xF4\x8F\xBF\xBF", "😀", "\xF3\xBF\xBF\xBF"},
	}
	bad := []string{
		"\x80", "\xBF", "\xC0\x80", "\xC1\xBF", "\xC2", "\xC2\x41", "\xC2\xC0",
		"\xE0\x80\x80", "\xE0\x9F\xBF", "\xED\xA0\x80", "\xED\xBF\xBF", "\xE1\x80", "\xE1\x80\x41", "\xE1\x41\x80",
		"\xF0\x80\x80\x80", "\xF0\x8F\xBF\xBF", "\xF4\x90\x80\x80", "\xF5\x80\x80\x80", "\xF8\x88\x80\x80\x80",
		"\xF1\x80\x80", "\xF1\x80\x80\x41", "\xF1\x41\x80\x80", "\xFF", "\xFE",
	}
	r := rand.New(rand.NewPCG(3, 4))
	var kinds [][]string
	for _, g := range good {
		kinds = append(kinds, g)
	}
	var all []string
	for _, g := range good {
		all = append(all, g...)
	}
	kinds = append(kinds, all)
	for _, g := range kinds {
		for n := 0; n < 24; n++ {
			var run []byte
			for k := 0; k < n; k++ {
				run = append(run, g[r.IntN(len(g))]...)
			}
			// The run as it is, then with each bad sequence at each
			// sequence boundary, followed by more good ones.
			checkValidRun(t, run)
			for _, b := range bad {
				for cut := 0; cut <= len(run); cut++ {
					if cut < len(run) && !utf8.RuneStart(run[cut]) {
						continue
					}
					s := append(append(append([]byte{}, run[:cut]...), b...), run[cut:]...)
					checkValidRun(t, s)
				}
			}
		}
	}
}

func checkValidRun(t *testing.T, s []byte) {
	t.Helper()
	if got, want := validUTF8Run(s), validPrefixLen(s); got != want {
		t.Fatalf("validUTF8Run(% X) = %d, want %d", s, got, want)
	}
}
