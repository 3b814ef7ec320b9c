package weburl

import (
	"strconv"
	"strings"
	"testing"

	"github.com/textcodec/textcodec"
)

// The facts of WPT's url/resources/percent-encoding.json (the query of a
// special URL in a document of the encoding: percent-encode after
// encoding with the special-query percent-encode set).
func TestPercentEncodingWPT(t *testing.T) {
	for _, c := range []struct{ input, label, want string }{
		{"\u2020", "utf-8", "%E2%80%A0"},
		{"\u2020", "windows-1252", "%86"},
		{"\u000EA", "utf-8", "%0EA"},
		{"\u000EA", "iso-2022-jp", "%26%2365533%3BA"},
		// The rest of the newer file (nodejs/node's test/fixtures/wpt copy
		// at 7131ad46).
		{"\u2020", "big5", "%26%238224%3B"},
		{"\u2020", "euc-kr", "%A2%D3"},
		{"\u000EA", "big5", "%0EA"},
		{"\u203E\u005C", "iso-2022-jp", "%1B(J~%1B(B\\"},
		{"\u203E\u005C", "utf-8", "%E2%80%BE\\"},
		{"\uE5E5", "gb18030", "%26%2358853%3B"},
		{"\uE5E5", "utf-8", "%EE%97%A5"},
		{"\u2212", "shift_jis", "%81|"},
		{"\u2212", "utf-8", "%E2%88%92"},
		{"\u00E1|", "utf-8", "%C3%A1|"},
	} {
		enc := textcodec.Lookup(c.label)
		if got := PercentEncodeAfterEncoding(enc, c.input, SpecialQuerySet, false); got != c.want {
			t.Errorf("%s %+q: %q, want %q", c.label, c.input, got, c.want)
		}
		u, err := Parse("https://example.com/?"+c.input, nil, WithEncoding(enc))
		if err != nil {
			t.Fatal(err)
		}
		if q, _ := u.Query(); q != c.want {
			t.Errorf("%s %+q: query %q, want %q", c.label, c.input, q, c.want)
		}
	}
}

// percentTexts are texts for every encoder: ASCII with the characters the
// sets differ on, Latin, Greek, Cyrillic, CJK, Korean, a supplementary
// code point, and controls ISO-2022-JP cannot encode.
var percentTexts = []string{
	"a b\"#<>'`{}|^~!$&()*+,-./:;=?@[\\]_",
	"caf\u00e9 na\u00efve \u00fcber \u00df \u20ac \u2020",
	"\u03b1\u03b2\u03b3 \u0436\u0443\u043a",
	"\u65e5\u672c\u8a9e\u3067\u3059\uff01 \u4e2d\u6587 \u7e41\u9ad4",
	"\ud55c\uad6d\uc5b4",
	"\U0001F600 x \U00020B9F",
	"\u000e\u000f\u001bA\u00a5\u203e",
}

// TestPercentEncodeAfterEncodingEveryEncoder checks percent-encode after
// encoding for every encoding with an encoder, on percentTexts, against
// its definition run another way: percent-decoding the output and decoding
// the bytes with the encoding gives the text with each code point the
// encoding lacks as an HTML numeric character reference ("&#NNN;", what
// "%26%23NNN%3B" decodes to), which the encoding's own encoder in its
// default mode (Replace) writes; every byte in the set is a "%XX" (with
// uppercase hex digits), every other one is itself, and with spaceAsPlus
// (with the form set, as the form serializer has it) a space is "+". Through the URL parser, the query of a
// special URL other than ws: and wss: is the same, and the query of a
// non-special one is UTF-8.
func TestPercentEncodeAfterEncodingEveryEncoder(t *testing.T) {
	n := 0
	for _, enc := range textcodec.Encodings() {
		encoder, err := enc.NewEncoder()
		if err != nil {
			continue // replacement, UTF-16BE, UTF-16LE: no encoder
		}
		n++
		for _, text := range percentTexts {
			for _, set := range []PercentEncodeSet{SpecialQuerySet, QuerySet, FormURLEncodedSet} {
				got := PercentEncodeAfterEncoding(enc, text, set, false)
				checkPercentEncoded(t, enc, encoder, text, got, set, false)
			}
			// Spaces as "+" (the form serializer's), with the set that
			// holds "+" itself.
			got := PercentEncodeAfterEncoding(enc, text, FormURLEncodedSet, true)
			checkPercentEncoded(t, enc, encoder, text, got, FormURLEncodedSet, true)
			// The parser: "#" would end the query.
			text := strings.ReplaceAll(text, "#", "")
			u, err := Parse("https://h/?"+text, nil, WithEncoding(enc))
			if err != nil {
				t.Fatalf("%s: %v", enc.Name(), err)
			}
			want := PercentEncodeAfterEncoding(enc, removeTabAndNewline(text, nil), SpecialQuerySet, false)
			if q, _ := u.Query(); q != want {
				t.Errorf("%s %+q: the parser's query %q, want %q", enc.Name(), text, q, want)
			}
			for _, other := range []string{"wss://h/?", "sc://h/?"} {
				u, _ := Parse(other+text, nil, WithEncoding(enc))
				set := QuerySet
				if other == "wss://h/?" {
					set = SpecialQuerySet
				}
				if q, _ := u.Query(); q != PercentEncodeAfterEncoding(nil, text, set, false) {
					t.Errorf("%s %s%+q: the query %q is not UTF-8", enc.Name(), other, text, q)
				}
			}
		}
	}
	if n < 35 {
		t.Fatalf("only %d encoders", n)
	}
}

// checkPercentEncoded checks got, enc's percent-encode after encoding of
// text, as TestPercentEncodeAfterEncodingEveryEncoder says.
func checkPercentEncoded(t *testing.T, enc *textcodec.Encoding, encoder *textcodec.Encoder, text, got string, set PercentEncodeSet, spaceAsPlus bool) {
	t.Helper()
	table := set.table()
	var raw []byte
	for i := 0; i < len(got); i++ {
		c := got[i]
		switch {
		case c == '%':
			if i+2 >= len(got) || !isHexDigit(got[i+1]) || !isHexDigit(got[i+2]) || got[i+1] != strings.ToUpper(got[i+1 : i+2])[0] || got[i+2] != strings.ToUpper(got[i+2 : i+3])[0] {
				t.Fatalf("%s %+q: %q has a bad %%XX at %d", enc.Name(), text, got, i)
			}
			b := hexValue(got[i+1])<<4 | hexValue(got[i+2])
			if b < 0x80 && !table[b] && b != '&' && b != '#' && b != ';' {
				t.Errorf("%s %+q: %q encodes %q, which the set lacks", enc.Name(), text, got, b)
			}
			raw = append(raw, b)
			i += 2
		case spaceAsPlus && c == '+':
			raw = append(raw, ' ')
		case c >= 0x80 || table[c]:
			t.Fatalf("%s %+q: %q has %q, which the set holds", enc.Name(), text, got, c)
		default:
			raw = append(raw, c)
		}
	}
	decoded, err := enc.NewDecoder().String(string(raw))
	if err != nil {
		t.Fatal(err)
	}
	encoded, err := encoder.String(text)
	if err != nil {
		t.Fatal(err)
	}
	want, err := enc.NewDecoder().String(encoded)
	if err != nil {
		t.Fatal(err)
	}
	if decoded != want {
		t.Errorf("%s %+q set %d plus %v: %q decodes to %q, want %q", enc.Name(), text, set, spaceAsPlus, got, decoded, want)
	}
	if strings.Contains(want, "&#") && !strings.Contains(got, "%26%23") {
		t.Errorf("%s %+q: %q has no %%26%%23 for an unmappable code point", enc.Name(), text, got)
	}
}

// An unmappable code point is "%26%23", its decimal value and "%3B" even
// where the set would leave "&" and ";" alone.
func TestUnmappableReference(t *testing.T) {
	got := PercentEncodeAfterEncoding(textcodec.Lookup("windows-1252"), "a\u3042b\U0001F600", QuerySet, false)
	want := "a%26%23" + strconv.Itoa(0x3042) + "%3Bb%26%23" + strconv.Itoa(0x1F600) + "%3B"
	if got != want {
		t.Errorf("%q, want %q", got, want)
	}
	if got := PercentEncodeAfterEncoding(textcodec.Lookup("utf-16le"), "\u3042", QuerySet, false); got != "%E3%81%82" {
		t.Errorf("UTF-16LE's output encoding is UTF-8: %q", got)
	}
	if got := SerializeForm([]Pair{{"a b", "\u3042&"}}, textcodec.Lookup("shift_jis")); got != "a+b=%82%A0%26" {
		t.Errorf("form with Shift_JIS: %q", got)
	}
}
