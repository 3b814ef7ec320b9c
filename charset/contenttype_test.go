package charset

import (
	"strings"
	"testing"

	"github.com/textcodec/textcodec"
)

// TestContentTypeWPT runs the cases of web-platform-tests' mimesniff
// mime-types.json that a browser navigates to and that name an encoding
// (or none), and those of fetch's content-types.json, whose headers are
// joined with ", " as a proxy or http.Header.Values would join them.
func TestContentTypeWPT(t *testing.T) {
	for _, tc := range []struct {
		value string
		want  *textcodec.Encoding
	}{
		// mimesniff/mime-types/resources/mime-types.json
		{"text/html;charset=gbk", textcodec.GBK},
		{"TEXT/HTML;CHARSET=GBK", textcodec.GBK},
		{"text/html;charset=gbk(", nil},
		{"text/html;x=(;charset=gbk", textcodec.GBK},
		{"text/html;charset=gbk;charset=windows-1255", textcodec.GBK},
		{"text/html;charset =gbk", nil},
		{"text/html ;charset=gbk", textcodec.GBK},
		{"text/html; charset=gbk", textcodec.GBK},
		{"text/html;charset= gbk", textcodec.GBK},
		{"text/html;charset='gbk'", nil},
		{"text/html;charset='gbk", nil},
		{"text/html;charset=gbk'", nil},
		{"text/html;test;charset=gbk", textcodec.GBK},
		{"text/html;test=;charset=gbk", textcodec.GBK},
		{"text/html;';charset=gbk", textcodec.GBK},
		{"text/html;\";charset=gbk", textcodec.GBK},
		{"text/html ; ; charset=gbk", textcodec.GBK},
		{"text/html;;;;charset=gbk", textcodec.GBK},
		{"text/html;charset=\"gbk\"", textcodec.GBK},
		{"text/html;charset=\"gbk", textcodec.GBK},
		{"text/html;charset=gbk\"", nil},
		{"text/html;charset=\" gbk\"", textcodec.GBK},
		{"text/html;charset=\"\\ gbk\"", textcodec.GBK},
		{"text/html;charset=\"\\g\\b\\k\"", textcodec.GBK},
		{"text/html;charset=\"gbk\"x", textcodec.GBK},
		{"text/html;charset={gbk}", nil},
		{"text/html;" + strings.Repeat("0123456789", 13) + "=x;charset=gbk", textcodec.GBK},
		{"text/html;test=\xFF;charset=gbk", textcodec.GBK},
		{"", nil},
		{"\t", nil},
		{"bogus", nil},
		{"bogus/", nil},
		{"bogus/ ", nil},
		{"bogus/bogus/;charset=gbk", nil},
		{"</>;charset=gbk", nil},
		{"text/html(;charset=gbk", nil},
		{"\u0100/\u0100;charset=gbk", nil},

		// fetch/content-type/resources/content-types.json
		{", text/plain", nil},
		{"text/plain, ", nil},
		{"text/html, text/plain", nil},
		{"text/plain;charset=gbk, text/html", nil},
		{"text/plain;charset=gbk, text/html;charset=windows-1254", textcodec.Windows1254},
		{"text/plain;charset=gbk, text/plain", textcodec.GBK},
		{"text/plain;charset=gbk, text/plain;charset=windows-1252", textcodec.Windows1252},
		{"text/html;charset=gbk, text/html;x=\",text/plain", textcodec.GBK},
		{"text/html;charset=gbk, text/plain, text/html", nil},
		{"text/plain, */*", nil},
		{"text/html, */*", nil},
		{"*/*, text/html", nil},
		{"text/plain, */*;charset=gbk", nil},
		{"text/html, */*;charset=gbk", nil},
		{"text/html;x=\", text/plain", nil},
		{"text/html;\", text/plain", nil},

		// More edges.
		{"text/html;charset=utf-8;charset=latin1", textcodec.UTF8},
		{"text/html;charset=\"\";charset=gbk", nil}, // an empty quoted value is a value
		{"text/html;charset=\"\"", nil},
		{"text/html;charset=;charset=gbk", textcodec.GBK}, // an empty bare value is skipped
		{"text/html;charset=\"utf-8\" ;charset=gbk", textcodec.UTF8},
		{"\r\n text/html;charset=gbk\t\r\n", textcodec.GBK},
		{"text/html;\tcharset=gbk", textcodec.GBK},
		{"text/html;charset=\x00gbk", nil},
		{"text/html;charset=\x7Fgbk;charset=big5", textcodec.Big5}, // DEL: not a quoted-string token
		{"text/html;charset=gbk\x0B", nil},                         // VT: not a quoted-string token either
		{"text/html;charset=ISO-8859-1", textcodec.Windows1252},
		{"text/html;charset=utf-16", textcodec.UTF16LE},
		{"text/html;charset=x-user-defined", textcodec.XUserDefined},
		{"text/html;charset=csASCII", nil}, // IANA's alias, not a label of the standard
		{"text/html,text/html;charset=gbk", textcodec.GBK},
		{"text/html;charset=\"a\\\"b,c\", text/html", nil},
	} {
		if got := ContentTypeEncoding(tc.value); got != tc.want {
			t.Errorf("ContentTypeEncoding(%q) = %v, want %v", tc.value, got, tc.want)
		}
	}
}
