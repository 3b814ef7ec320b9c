package htmlsniff

import (
	"strings"

	"github.com/textcodec/textcodec"
)

// DefaultForLocale returns the HTML Standard's suggested default encoding
// for a user's locale (the table of "determining the character encoding",
// step 9), the default an application passes as Options.Default when it
// knows its user's language. tag is a BCP 47 language tag ("ru", "zh-TW",
// "zh-Hant-TW") or a POSIX locale name ("ru_RU.UTF-8", "sr@latin"),
// matched ASCII case-insensitively. Every locale the table does not list,
// and a tag that cannot be read, gets windows-1252.
//
// The table identifies locales by BCP 47 language tags, and a tag finds
// its row as BCP 47 lookup does, dropping subtags from the end: the
// language decides, but for Chinese, whose rows are the language with the
// next subtag. zh-Hans, zh-CN and zh-SG get GBK; zh-Hant, zh-HK, zh-MO and
// zh-TW get Big5; so zh-Hans-HK gets GBK (it shortens to zh-Hans), and zh,
// zh-Latn-CN and zh-yue-HK get windows-1252 (they shorten to zh).
func DefaultForLocale(tag string) *textcodec.Encoding {
	lang, next := firstSubtags(tag)
	if equalFold(lang, "zh") {
		for _, row := range chineseDefaults {
			if equalFold(next, row.subtag) {
				return row.enc
			}
		}
		return textcodec.Windows1252
	}
	for _, row := range localeDefaults {
		if equalFold(lang, row.lang) {
			return row.enc
		}
	}
	return textcodec.Windows1252
}

// localeDefaults is the HTML Standard's table of suggested default
// encodings by locale language, but for Chinese (chineseDefaults) and "all
// other locales" (windows-1252).
var localeDefaults = [...]struct {
	lang string
	enc  *textcodec.Encoding
}{
	{"ar", textcodec.Windows1256},  // Arabic
	{"az", textcodec.Windows1254},  // Azeri
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

// chineseDefaults is the table's two Chinese rows, by the subtag after
// "zh": "zh-Hans, zh-CN, zh-SG" (Chinese, Simplified) and "zh-Hant, zh-HK,
// zh-MO, zh-TW" (Chinese, Traditional).
var chineseDefaults = [...]struct {
	subtag string
	enc    *textcodec.Encoding
}{
	{"hans", textcodec.GBK},
	{"cn", textcodec.GBK},
	{"sg", textcodec.GBK},
	{"hant", textcodec.Big5},
	{"hk", textcodec.Big5},
	{"mo", textcodec.Big5},
	{"tw", textcodec.Big5},
}

// firstSubtags returns the first two subtags of a BCP 47 tag or POSIX
// locale name, as spelt ("" when absent): subtags are separated by '-' or
// '_', and a POSIX ".codeset" or "@modifier" ends the tag.
func firstSubtags(tag string) (first, second string) {
	if i := strings.IndexAny(tag, ".@"); i >= 0 {
		tag = tag[:i]
	}
	first, rest := cutSubtag(tag)
	second, _ = cutSubtag(rest)
	return first, second
}

// cutSubtag returns the subtag s starts with and what follows its
// separator.
func cutSubtag(s string) (subtag, rest string) {
	if i := strings.IndexAny(s, "-_"); i >= 0 {
		return s[:i], s[i+1:]
	}
	return s, ""
}
