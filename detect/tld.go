package detect

import (
	"strings"

	"github.com/textcodec/textcodec"
)

// tldHint is what a top-level domain says: the model whose encodings its
// text most likely uses, and the encoding for text that is all ASCII.
type tldHint struct {
	model    string
	encoding *textcodec.Encoding
}

// fallback returns the hint's encoding, or windows-1252 without a hint.
func (h *tldHint) fallback() *textcodec.Encoding {
	if h == nil {
		return textcodec.Windows1252
	}
	return h.encoding
}

var (
	hintCyrillic    = &tldHint{"cyrillic", textcodec.Windows1251}
	hintCentral     = &tldHint{"central", textcodec.Windows1250}
	hintBaltic      = &tldHint{"baltic", textcodec.Windows1257}
	hintGreek       = &tldHint{"greek", textcodec.Windows1253}
	hintTurkish     = &tldHint{"turkish", textcodec.Windows1254}
	hintHebrew      = &tldHint{"hebrew", textcodec.Windows1255}
	hintArabic      = &tldHint{"arabic", textcodec.Windows1256}
	hintVietnamese  = &tldHint{"vietnamese", textcodec.Windows1258}
	hintThai        = &tldHint{"thai", textcodec.Windows874}
	hintJapanese    = &tldHint{"japanese", textcodec.ShiftJIS}
	hintSimplified  = &tldHint{"simplified", textcodec.GBK}
	hintTraditional = &tldHint{"traditional", textcodec.Big5}
	hintKorean      = &tldHint{"korean", textcodec.EUCKR}
	hintWestern     = &tldHint{"western", textcodec.Windows1252}
)

// tldHints maps country-code top-level domains to their hint; other
// domains give none.
var tldHints = map[string]*tldHint{
	"ru": hintCyrillic, "su": hintCyrillic, "by": hintCyrillic, "ua": hintCyrillic,
	"bg": hintCyrillic, "mk": hintCyrillic, "rs": hintCyrillic, "kz": hintCyrillic,
	"kg": hintCyrillic, "tj": hintCyrillic, "mn": hintCyrillic, "xn--p1ai": hintCyrillic,
	"pl": hintCentral, "cz": hintCentral, "sk": hintCentral, "hu": hintCentral,
	"si": hintCentral, "hr": hintCentral, "ro": hintCentral, "ba": hintCentral, "al": hintCentral,
	"lt": hintBaltic, "lv": hintBaltic, "ee": hintBaltic,
	"gr": hintGreek, "cy": hintGreek,
	"tr": hintTurkish, "az": hintTurkish,
	"il": hintHebrew,
	"sa": hintArabic, "eg": hintArabic, "ae": hintArabic, "iq": hintArabic, "ir": hintArabic,
	"sy": hintArabic, "jo": hintArabic, "lb": hintArabic, "kw": hintArabic, "qa": hintArabic,
	"om": hintArabic, "ye": hintArabic, "bh": hintArabic, "ly": hintArabic, "ma": hintArabic,
	"dz": hintArabic, "tn": hintArabic, "sd": hintArabic, "ps": hintArabic, "af": hintArabic, "pk": hintArabic,
	"vn": hintVietnamese,
	"th": hintThai,
	"jp": hintJapanese,
	"cn": hintSimplified, "sg": hintSimplified,
	"tw": hintTraditional, "hk": hintTraditional, "mo": hintTraditional,
	"kr": hintKorean,
	"fr": hintWestern, "de": hintWestern, "es": hintWestern, "pt": hintWestern, "br": hintWestern,
	"it": hintWestern, "nl": hintWestern, "be": hintWestern, "se": hintWestern, "dk": hintWestern,
	"no": hintWestern, "fi": hintWestern, "is": hintWestern, "at": hintWestern, "ch": hintWestern,
	"ie": hintWestern, "uk": hintWestern, "mx": hintWestern, "ar": hintWestern, "cat": hintWestern,
}

// tldOf returns the hint of a TLD or host name (its last label), or nil.
func tldOf(tld string) *tldHint {
	if i := strings.LastIndexByte(tld, '.'); i >= 0 {
		tld = tld[i+1:]
	}
	if len(tld) == 0 || len(tld) > 16 {
		return nil
	}
	var buf [16]byte
	for i := 0; i < len(tld); i++ {
		c := tld[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	return tldHints[string(buf[:len(tld)])]
}
