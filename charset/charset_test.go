package charset

import (
	"bufio"
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/textcodec/textcodec"
)

func TestLookup(t *testing.T) {
	for _, tc := range []struct {
		name string
		want *textcodec.Encoding
	}{
		{"ISO-8859-1", textcodec.Windows1252}, // the standard's label wins over IANA's charset
		{"US-ASCII", textcodec.Windows1252},
		{"csASCII", textcodec.Windows1252}, // IANA alias of US-ASCII
		{" \tISO646-US\n", textcodec.Windows1252},
		{"GB2312", textcodec.GBK},
		{"CP936", textcodec.GBK},
		{"csGB18030", textcodec.GB18030},
		{"x-sjis", textcodec.ShiftJIS},
		{"csWindows31J", textcodec.ShiftJIS},
		{"Extended_UNIX_Code_Packed_Format_for_Japanese", textcodec.EUCJP},
		{"ISO-2022-KR", textcodec.Replacement},
		{"csISO2022CN", textcodec.Replacement},
		{"csUTF16", textcodec.UTF16LE},
		{"ISO_8859-8-I", textcodec.ISO8859_8I},
		{"L10", textcodec.ISO8859_16},
		{"UTF-7", nil},
		{"ISO-2022-JP-2", nil},
		{"cp932", nil},
		{"\vcsascii", nil},      // only ASCII whitespace is trimmed
		{"cs\u212aOI8U", nil},   // Kelvin sign: only ASCII letters fold
		{"\u00a0latin10", nil},  // no-break space
		{"iso-celtic\x00", nil}, // a NUL is not whitespace
		{"", nil},
	} {
		if got := Lookup(tc.name); got != tc.want {
			t.Errorf("Lookup(%q) = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestIANAAliasesAreNotLabels checks the table holds only names the
// standard lacks (the standard's labels are looked up first, so an entry
// that is one would be dead) and lowercase keys.
func TestIANAAliasesAreNotLabels(t *testing.T) {
	for name, enc := range ianaAliases {
		if textcodec.Lookup(name) != nil {
			t.Errorf("%q is a label of the standard", name)
		}
		if asciiLower(name) != name || enc == nil {
			t.Errorf("bad entry %q: %v", name, enc)
		}
	}
}

func TestContentTypeEncoding(t *testing.T) {
	for _, tc := range []struct {
		value string
		want  *textcodec.Encoding
	}{
		{"text/html; charset=shift_jis", textcodec.ShiftJIS},
		{"TEXT/HTML;CHARSET=Shift_JIS", textcodec.ShiftJIS},
		{`text/html; charset="shift_jis"`, textcodec.ShiftJIS},
		{`text/html; charset="shift\_jis"`, textcodec.ShiftJIS},
		{`text/html; charset="shift_jis`, textcodec.ShiftJIS},   // an unclosed quote ends at the end
		{"text/html;charset=gbk;charset=big5", textcodec.GBK},   // the first one counts
		{"text/html;charset=;charset=big5", textcodec.Big5},     // an empty value is skipped
		{"text/html;charset;charset=big5", textcodec.Big5},      // so is a name without a value
		{"text/html;charset=\x01;charset=big5", textcodec.Big5}, // and an invalid value
		{"text/html; charset= gbk", textcodec.GBK},              // get an encoding trims the label
		{"text/html;charset=gbk ", textcodec.GBK},
		{"text/html;charset=x-unknown", nil},
		{"text/html;charset=latin10", nil}, // only the standard's labels, not IANA's
		{"text/html", nil},
		{"", nil},
		{"text/ html;charset=gbk", nil}, // a space in the type: not a MIME type
		{"text/html;charset=gbk, text/html", textcodec.GBK},
		{"text/html;charset=gbk, text/html;charset=big5, text/html", textcodec.GBK},
		{"text/html;charset=gbk, text/plain", nil},
		{"text/html;charset=gbk, */*", textcodec.GBK},
		{"text/plain;charset=gbk, invalid", textcodec.GBK},
		{`text/html;charset="a,b", text/html`, nil},
		{`text/html;charset="gbk,", text/plain;charset=euc-kr`, textcodec.EUCKR},
		{`text/html;x="a,b";charset=big5`, textcodec.Big5},
	} {
		if got := ContentTypeEncoding(tc.value); got != tc.want {
			t.Errorf("ContentTypeEncoding(%q) = %v, want %v", tc.value, got, tc.want)
		}
	}
}

// TestCharsetReaderPaths checks the one-shot path (input with a length)
// and the streaming path (a bufio.Reader, as encoding/xml passes) agree,
// on either side of the size limit.
func TestCharsetReaderPaths(t *testing.T) {
	for _, n := range []int{0, 1, smallInput - 1, smallInput, smallInput + 1, 3 * smallInput} {
		src := bytes.Repeat([]byte("\x93\xfa\x96\x7ba"), n/5+1)[:n] // may end mid-character
		want, _ := textcodec.Decode(src, textcodec.ShiftJIS)
		for _, r := range []io.Reader{bytes.NewReader(src), strings.NewReader(string(src)), bytes.NewBuffer(src), bufio.NewReader(bytes.NewReader(src))} {
			cr, err := CharsetReader("sjis", r)
			if err != nil {
				t.Fatal(err)
			}
			got, err := io.ReadAll(cr)
			if err != nil || !bytes.Equal(got, want) {
				t.Errorf("n=%d %T: %v, output differs", n, r, err)
			}
		}
	}
	if r, err := CharsetReader("x-unknown", strings.NewReader("a")); r != nil || err == nil {
		t.Errorf("unknown label: %v, %v", r, err)
	}
}

func TestNewReaderBOMAndFallback(t *testing.T) {
	for _, tc := range []struct {
		ct, body string
		fallback *textcodec.Encoding
		want     string
		enc      *textcodec.Encoding
	}{
		{"text/plain", "\xfe\xff\x00A", textcodec.ShiftJIS, "A", textcodec.UTF16BE},
		{"text/plain;charset=utf-8", "\xff\xfeA\x00", nil, "A", textcodec.UTF16LE},
		{"text/plain;charset=utf-16be", "\x00A", nil, "A", textcodec.UTF16BE},
		{"text/plain;charset=bogus", "\xa4@", textcodec.Big5, "一", textcodec.Big5},
		{"text/plain", "\x80", nil, "€", textcodec.Windows1252},
		{"text/plain;charset=iso-2022-kr", "abc", nil, "\ufffd", textcodec.Replacement},
	} {
		r := NewReader(strings.NewReader(tc.body), tc.ct, tc.fallback)
		got, err := io.ReadAll(r)
		if err != nil || string(got) != tc.want || r.Encoding() != tc.enc {
			t.Errorf("%q %q: got %q %v (%v), want %q %v", tc.ct, tc.body, got, r.Encoding(), err, tc.want, tc.enc)
		}
	}
}
