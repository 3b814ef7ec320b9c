package textcodec

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"
)

// specDir is the standard's data in the repository (see
// internal/tables/data/README.md).
const specDir = "internal/tables/data/"

// readSpecIndex parses index-NAME.txt as the standard's "Indexes" section
// says, into pointer -> code point, in file order.
func readSpecIndex(t testing.TB, name string) (pointers []int, codePoints []rune) {
	t.Helper()
	f, err := os.Open(specDir + "index-" + name + ".txt")
	if err != nil {
		t.Fatal("the standard's index is missing from the repository:", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		fields := strings.Split(line, "\t")
		p, err1 := strconv.Atoi(strings.TrimSpace(fields[0]))
		c, err2 := strconv.ParseUint(strings.TrimPrefix(fields[1], "0x"), 16, 32)
		if err1 != nil || err2 != nil {
			t.Fatalf("index-%s.txt: bad line %q", name, line)
		}
		pointers = append(pointers, p)
		codePoints = append(codePoints, rune(c))
	}
	return pointers, codePoints
}

// decodeBoth decodes src as a whole stream with a fresh decoder, to UTF-8 and
// to UTF-16, checks that the two agree, and returns the UTF-8 output and
// error.
func decodeBoth(t testing.TB, e *Encoding, src []byte, opts ...DecoderOption) (string, error) {
	t.Helper()
	d8 := e.NewDecoder(opts...)
	out8 := make([]byte, d8.MaxUTF8Len(len(src)))
	n8, _, err8 := d8.DecodeUTF8(out8, src, true)
	d16 := e.NewDecoder(opts...)
	out16 := make([]uint16, d16.MaxUTF16Len(len(src)))
	n16, _, err16 := d16.DecodeUTF16(out16, src, true)
	s8, s16 := string(out8[:n8]), string(utf16.Decode(out16[:n16]))
	if s8 != s16 || (err8 == nil) != (err16 == nil) {
		t.Fatalf("%s % X: UTF-8 output %q (%v), UTF-16 output %q (%v)", e, src, s8, err8, s16, err16)
	}
	return s8, err8
}

// allScalars returns every scalar value from lo to hi, inclusive, as UTF-8.
func allScalars(lo, hi rune) string {
	var b strings.Builder
	for r := lo; r <= hi; r++ {
		if r < 0xD800 || r > 0xDFFF {
			b.WriteRune(r)
		}
	}
	return b.String()
}
