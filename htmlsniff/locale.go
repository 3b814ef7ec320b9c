package htmlsniff

import (
	"strings"

	"github.com/textcodec/textcodec"
)

// DefaultForLocale returns the HTML Standard's suggested default encoding
// for a user's locale (the table in "Determining the character encoding"),
// the default an application passes as Options.Default when it knows its
// user's language. tag is a BCP 47 language tag ("ru", "zh-TW",
// "zh-Hant-TW") or a POSIX locale name ("ru_RU.UTF-8", "sr@latin"),
// matched ASCII case-insensitively. Every locale the table does not list,
// and a tag that cannot be read, gets windows-1252.
//
// Chinese is listed by region: zh-CN gets GB18030 and zh-TW Big5; zh with
// any other region, or none, gets windows-1252 as the table says.
func DefaultForLocale(tag string) *textcodec.Encoding {
	lang, region := splitLocale(tag)
	if lang == "zh" {
		switch region {
		case "cn":
			return textcodec.GB18030
		case "tw":
			return textcodec.Big5
		}
		return textcodec.Windows1252
	}
	for _, row := range localeDefaults {
		if row.lang == lang {
			return row.enc
		}
	}
	return textcodec.Windows1252
}

// localeDefaults is the HTML Standard's table of suggested default
// encodings by locale language, but for zh-CN and zh-TW (DefaultForLocale)
// and "all other locales" (windows-1252).
var localeDefaults = [...]struct {
	lang string
	enc  *textcodec.Encoding
}{
	{"ar", textcodec.Windows1256},  // Arabic
	{"ba", textcodec.Windows1251},  // Bashkir
	{"be", textcodec.Windows1251},  // Belarusian
	{"bg", textcodec.Windows1251},  // Bulgarian
	{"cs", textcodec.Windows1250},  // Czech
	{"el", textcodec.ISO8859_7},    // Greek
	{"et", textcodec.Windows1257},  // Estonian
	{"fa", textcodec.Windows1256},  // Persian
	{"he", textcodec.Windows1255},  // Hebrew
	{"hr", textcodec.Windows1250},  // Croatian
	{"hu", textcodec.ISO8859_2},    // Hungarian
	{"ja", textcodec.ShiftJIS},     // Japanese
	{"kk", textcodec.Windows1251},  // Kazakh
	{"ko", textcodec.EUCKR},        // Korean
	{"ku", textcodec.Windows1254},  // Kurdish
	{"ky", textcodec.Windows1251},  // Kyrgyz
	{"lt", textcodec.Windows1257},  // Lithuanian
	{"lv", textcodec.Windows1257},  // Latvian
	{"mk", textcodec.Windows1251},  // Macedonian
	{"pl", textcodec.ISO8859_2},    // Polish
	{"ru", textcodec.Windows1251},  // Russian
	{"sah", textcodec.Windows1251}, // Yakut
	{"sk", textcodec.Windows1250},  // Slovak
	{"sl", textcodec.ISO8859_2},    // Slovenian
	{"sr", textcodec.Windows1251},  // Serbian
	{"tg", textcodec.Windows1251},  // Tajik
	{"th", textcodec.Windows874},   // Thai
	{"tr", textcodec.Windows1254},  // Turkish
	{"tt", textcodec.Windows1251},  // Tatar
	{"uk", textcodec.Windows1251},  // Ukrainian
	{"vi", textcodec.Windows1258},  // Vietnamese
}

// splitLocale returns the lowercased language and region subtags of a BCP
// 47 tag or POSIX locale name: subtags are separated by '-' or '_', a
// POSIX ".codeset" or "@modifier" ends the tag, the language is the first
// subtag and the region the first later subtag of two letters or three
// digits. Either is "" when absent.
func splitLocale(tag string) (lang, region string) {
	if i := strings.IndexAny(tag, ".@"); i >= 0 {
		tag = tag[:i]
	}
	subtags := strings.FieldsFunc(asciiLower(tag), func(r rune) bool { return r == '-' || r == '_' })
	if len(subtags) == 0 {
		return "", ""
	}
	for _, sub := range subtags[1:] {
		if len(sub) == 2 && isASCIIAlpha(sub[0]) && isASCIIAlpha(sub[1]) ||
			len(sub) == 3 && isDigit(sub[0]) && isDigit(sub[1]) && isDigit(sub[2]) {
			return subtags[0], sub
		}
	}
	return subtags[0], ""
}

// asciiLower lowercases the ASCII letters of s and nothing else, so that a
// tag spelt with a Kelvin sign or a dotted capital I matches no row.
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		b[i] = toLower(c)
	}
	return string(b)
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }
