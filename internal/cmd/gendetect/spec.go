package main

// A langSpec is one language of the corpus: the folder of
// /usr/share/locale it is read from, its class (the evaluation's grouping)
// and the model that learns from it.
type langSpec struct {
	dirs  []string // locale folders
	code  string   // language code written to the evaluation corpus
	class string   // evaluation class
	model string   // single-byte or CJK model name
}

// A modelSpec is one scoring model of package detect: the legacy encodings
// it scores and whether it scores characters (CJK) or pairs of character
// classes (single-byte).
type modelSpec struct {
	name      string
	encodings []string
	cjk       bool
}

var models = []modelSpec{
	{name: "western", encodings: []string{"windows-1252", "ISO-8859-15", "macintosh"}},
	{name: "central", encodings: []string{"windows-1250", "ISO-8859-2"}},
	{name: "cyrillic", encodings: []string{"windows-1251", "KOI8-R", "KOI8-U", "ISO-8859-5", "IBM866", "x-mac-cyrillic"}},
	{name: "greek", encodings: []string{"windows-1253", "ISO-8859-7"}},
	{name: "turkish", encodings: []string{"windows-1254"}},
	{name: "hebrew", encodings: []string{"windows-1255", "ISO-8859-8"}},
	{name: "arabic", encodings: []string{"windows-1256", "ISO-8859-6"}},
	{name: "baltic", encodings: []string{"windows-1257", "ISO-8859-13", "ISO-8859-4"}},
	{name: "vietnamese", encodings: []string{"windows-1258"}},
	{name: "thai", encodings: []string{"windows-874"}},
	{name: "japanese", encodings: []string{"Shift_JIS", "EUC-JP", "ISO-2022-JP"}, cjk: true},
	{name: "simplified", encodings: []string{"GBK"}, cjk: true},
	{name: "traditional", encodings: []string{"Big5"}, cjk: true},
	{name: "korean", encodings: []string{"EUC-KR"}, cjk: true},
}

var langs = []langSpec{
	{[]string{"en_GB", "en@quot", "en_AU", "en_CA"}, "en", "Western", "western"},
	{[]string{"fr"}, "fr", "Western", "western"},
	{[]string{"de"}, "de", "Western", "western"},
	{[]string{"es"}, "es", "Western", "western"},
	{[]string{"pt", "pt_BR"}, "pt", "Western", "western"},
	{[]string{"it"}, "it", "Western", "western"},
	{[]string{"nl"}, "nl", "Western", "western"},
	{[]string{"sv"}, "sv", "Western", "western"},
	{[]string{"da"}, "da", "Western", "western"},
	{[]string{"nb"}, "nb", "Western", "western"},
	{[]string{"fi"}, "fi", "Western", "western"},
	{[]string{"is"}, "is", "Western", "western"},
	{[]string{"ca"}, "ca", "Western", "western"},
	{[]string{"gl"}, "gl", "Western", "western"},
	{[]string{"eu"}, "eu", "Western", "western"},
	{[]string{"pl"}, "pl", "Central European", "central"},
	{[]string{"cs"}, "cs", "Central European", "central"},
	{[]string{"sk"}, "sk", "Central European", "central"},
	{[]string{"hu"}, "hu", "Central European", "central"},
	{[]string{"sl"}, "sl", "Central European", "central"},
	{[]string{"hr"}, "hr", "Central European", "central"},
	{[]string{"ro"}, "ro", "Central European", "central"},
	{[]string{"ru"}, "ru", "Cyrillic", "cyrillic"},
	{[]string{"uk"}, "uk", "Cyrillic", "cyrillic"},
	{[]string{"bg"}, "bg", "Cyrillic", "cyrillic"},
	{[]string{"sr"}, "sr", "Cyrillic", "cyrillic"},
	{[]string{"be"}, "be", "Cyrillic", "cyrillic"},
	{[]string{"mk"}, "mk", "Cyrillic", "cyrillic"},
	{[]string{"el"}, "el", "Greek", "greek"},
	{[]string{"tr"}, "tr", "Turkish", "turkish"},
	{[]string{"he"}, "he", "Hebrew", "hebrew"},
	{[]string{"ar"}, "ar", "Arabic", "arabic"},
	{[]string{"fa"}, "fa", "Arabic", "arabic"},
	{[]string{"lt"}, "lt", "Baltic", "baltic"},
	{[]string{"lv"}, "lv", "Baltic", "baltic"},
	{[]string{"et"}, "et", "Baltic", "baltic"},
	{[]string{"vi"}, "vi", "Vietnamese", "vietnamese"},
	{[]string{"th"}, "th", "Thai", "thai"},
	{[]string{"ja"}, "ja", "Japanese", "japanese"},
	{[]string{"zh_CN"}, "zh-Hans", "Simplified Chinese", "simplified"},
	{[]string{"zh_TW"}, "zh-Hant", "Traditional Chinese", "traditional"},
	{[]string{"ko"}, "ko", "Korean", "korean"},
}
