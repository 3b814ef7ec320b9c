package encoding

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec"
)

// TestHostStringForms checks which strings hostString takes: those goja
// keeps as the host's Go string (passed with ToValue, read from a Go struct
// or map, two of them concatenated), and no other.
func TestHostStringForms(t *testing.T) {
	if importedForm() == nil {
		t.Fatal("goja's lazily scanned string form not found")
	}
	const long = "a Go string of more than sixteen bytes, \u00e9"
	rt := goja.New()
	rt.Set("s", long)
	rt.Set("st", &struct{ Text string }{long})
	rt.Set("m", map[string]any{"text": long})
	rt.Set("halves", []any{long[:20], long[20:]})
	for _, c := range []struct {
		src  string
		want bool
	}{
		{"s", true},
		{"st.Text", true},
		{"m.text", true},
		{"halves[0] + halves[1]", true},
		{`JSON.stringify("\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9")`, true},
		{"s.substring(1)", false},
		{`s + "x"`, false},
		{`"x" + s`, false},
		{`"abc"`, false},
		{`"\u00e9".repeat(20)`, false},
	} {
		v, err := rt.RunString(c.src)
		if err != nil {
			t.Fatal(err)
		}
		got, ok := hostString(v.(goja.String))
		if ok != c.want {
			t.Errorf("%s: hostString ok = %v, want %v", c.src, ok, c.want)
			continue
		}
		if ok && got != v.String() {
			t.Errorf("%s: hostString = %q, want %q", c.src, got, v.String())
		}
	}
	for _, v := range []goja.Value{goja.StringFromUTF16([]uint16{'a'}), goja.StringFromUTF16([]uint16{0xE9}), rt.ToValue("short")} {
		if _, ok := hostString(v.(goja.String)); ok {
			t.Errorf("hostString takes %#v", v)
		}
	}
}

// scriptUnits returns the code units a script sees of the Go string s
// passed in with ToValue, read with charCodeAt's Go counterpart.
func scriptUnits(rt *goja.Runtime, s string) []uint16 {
	v := rt.ToValue(strings.Clone(s)).(goja.String)
	u := make([]uint16, v.Length())
	for i := range u {
		u[i] = v.CharAt(i)
	}
	return u
}

// randomHostString returns bytes that are mostly well-formed UTF-8 of every
// length, with ill-formed pieces: stray continuation and lead bytes,
// truncated sequences, overlong forms, encoded surrogates, code points past
// U+10FFFF, and the encoding of U+FFFD itself.
func randomHostString(r *rand.Rand, n int) string {
	var b []byte
	for len(b) < n {
		switch r.IntN(12) {
		case 0, 1, 2, 3:
			b = append(b, byte(r.IntN(0x80)))
		case 4:
			b = utf8.AppendRune(b, rune(0x80+r.IntN(0x780)))
		case 5:
			b = utf8.AppendRune(b, rune(0x800+r.IntN(0xF800)))
		case 6:
			b = utf8.AppendRune(b, rune(0x10000+r.IntN(0x100000)))
		case 7:
			b = append(b, byte(r.IntN(256)))
		case 8: // a truncated sequence
			var q [4]byte
			k := utf8.EncodeRune(q[:], rune(0x80+r.IntN(0x10FF80)))
			b = append(b, q[:1+r.IntN(max(k-1, 1))]...)
		case 9:
			pick := [][]byte{
				{0xED, 0xA0, 0x80}, {0xED, 0xBF, 0xBF}, {0xC0, 0x80}, {0xC1, 0xBF}, {0xE0, 0x80, 0x80},
				{0xE0, 0x9F, 0xBF}, {0xF0, 0x80, 0x80, 0x80}, {0xF0, 0x8F, 0xBF, 0xBF}, {0xF4, 0x90, 0x80, 0x80},
				{0xF5, 0x80, 0x80, 0x80}, {0xFF}, {0xFE}, {0x80}, {0xBF}, {0xEF, 0xBF, 0xBD}, {0xED, 0x9F, 0xBF},
			}
			b = append(b, pick[r.IntN(len(pick))]...)
		default: // a run of ASCII, to take the word-at-a-time paths
			for k := r.IntN(80); k > 0; k-- {
				b = append(b, 'a'+byte(k%26))
			}
		}
	}
	return string(b[:n])
}

// checkHostUTF8 checks hostUTF8Len and hostUTF8Into, at every size of
// destination, against the UTF-8 of the code units goja shows a script.
func checkHostUTF8(t *testing.T, rt *goja.Runtime, s string) {
	t.Helper()
	units := scriptUnits(rt, s)
	want := refUTF8(units)
	n, valid := hostUTF8Len(s)
	if n != len(want) || valid != utf8.ValidString(s) {
		t.Fatalf("hostUTF8Len(%q) = %d, %v; want %d, %v", s, n, valid, len(want), utf8.ValidString(s))
	}
	// goja's scan of the valid prefix has the code units the library counts.
	if p, u := textcodec.UTF8ValidUpToUTF16([]byte(s)); u != len(scriptUnits(rt, s[:p])) {
		t.Fatalf("UTF8ValidUpToUTF16(%q) = %d, %d code units; goja's scan has %d", s, p, u, len(scriptUnits(rt, s[:p])))
	}
	sizes := []int{len(want), len(want) + 1}
	if len(want) < 200 {
		for k := 0; k < len(want); k++ {
			sizes = append(sizes, k)
		}
	} else {
		for k := 0; k < 40; k++ {
			sizes = append(sizes, k*len(want)/40, len(want)-k)
		}
	}
	for _, size := range sizes {
		dst := make([]byte, size)
		consumed, read, written := hostUTF8Into(dst, s)
		// The library's conversion of the script's code units.
		ww, wr := textcodec.UTF16ToUTF8(make([]byte, size), units)
		if read != wr || written != ww || !bytes.Equal(dst[:written], want[:ww]) {
			t.Fatalf("hostUTF8Into(%d bytes, %q) = %d, %d, % x; want %d, %d, % x", size, s, read, written, dst[:written], wr, ww, want[:ww])
		}
		// What is left of s is what is left of the script's string.
		if rest := scriptUnits(rt, s[consumed:]); len(rest) != len(units)-read {
			t.Fatalf("hostUTF8Into(%d bytes, %q) consumed %d bytes, %d code units; %d are left, want %d", size, s, consumed, read, len(rest), len(units)-read)
		}
	}
}

// TestHostUTF8 checks the conversion of Go strings, valid and not, on
// random input of many lengths.
func TestHostUTF8(t *testing.T) {
	rt := goja.New()
	r := rand.New(rand.NewPCG(3, 4))
	for iter := 0; iter < 3000; iter++ {
		checkHostUTF8(t, rt, randomHostString(r, r.IntN(120)))
	}
	for iter := 0; iter < 20; iter++ {
		checkHostUTF8(t, rt, randomHostString(r, 1000+r.IntN(5000)))
	}
	// Valid text with one bad byte at every position of a block.
	for _, text := range []string{strings.Repeat("abcdefgh", 24), strings.Repeat("\u00e9t\u00e9 ", 30), strings.Repeat("\u65e5\u672c", 40), strings.Repeat("\U0001F600a", 30)} {
		for k := 0; k < 70; k++ {
			b := []byte(text)
			b[k] = 0xFF
			checkHostUTF8(t, rt, string(b))
			checkHostUTF8(t, rt, text[:len(text)-k%4])
		}
	}
}

// TestHostUTF8Halves checks long text of each kind with one ill-formed byte
// (or a truncated sequence) near its start, its middle and its end, at every
// offset in a block.
func TestHostUTF8Halves(t *testing.T) {
	rt := goja.New()
	for _, text := range []string{
		strings.Repeat("h\u00e9llo w\u00f6rld ", 200), strings.Repeat("\u65e5\u672c\u8a9e\u3001", 150),
		strings.Repeat("\U0001F600 a", 300), strings.Repeat("abc", 20) + strings.Repeat("\u00e9\u3042x", 300),
	} {
		n := len(text)
		var at []int
		for k := 0; k < 40; k++ {
			at = append(at, 64+k, n/2-20+k, n/2+k, n-1-k)
		}
		for _, k := range at {
			b := []byte(text)
			b[k] = 0xFF
			checkHostUTF8(t, rt, string(b))
			b[k] = text[k]
			if b[k] >= 0xC0 { // a lead byte: cut its sequence short
				b = append(b[:k+1], b[k+2:]...)
				checkHostUTF8(t, rt, string(b))
			}
		}
		checkHostUTF8(t, rt, text)
	}
}

// FuzzHostUTF8 checks the conversion of any Go string against what goja
// shows a script.
func FuzzHostUTF8(f *testing.F) {
	for _, s := range []string{
		"", "a", "\u00e9", "\xff", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xe3\x81", "\xe3\x81a",
		"\xc0\x80 overlong and then more than sixteen bytes", strings.Repeat("x", 70) + "\xe9" + strings.Repeat("\u3042", 20),
		strings.Repeat("\U0001F600", 20) + "\xf0\x9f\x98", "\xef\xbf\xbd\xef\xbf",
	} {
		f.Add(s)
	}
	rt := goja.New()
	f.Fuzz(func(t *testing.T, s string) {
		checkHostUTF8(t, rt, s)
	})
}
