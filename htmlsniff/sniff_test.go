package htmlsniff

import (
	"strings"
	"testing"

	"github.com/textcodec/textcodec"
)

// fakeDetector records what the sniffer gives it and answers guess.
type fakeDetector struct {
	guess     *textcodec.Encoding
	fed       []byte
	feeds     int
	last      bool
	tld       string
	allowUTF8 bool
}

func (d *fakeDetector) Feed(b []byte, last bool) {
	d.fed = append(d.fed, b...)
	d.feeds++
	d.last = last
}

func (d *fakeDetector) Guess(tld string, allowUTF8 bool) *textcodec.Encoding {
	d.tld, d.allowUTF8 = tld, allowUTF8
	return d.guess
}

// longXMLDecl is an XML declaration whose '>' comes after the first
// DefaultPrescanLimit bytes: "get an XML encoding" reads the bytes the
// prescan scanned, so it finds nothing unless the prescan reads further.
var longXMLDecl = []byte(`<?xml version="1.0" encoding="windows-1251"` + strings.Repeat(" ", DefaultPrescanLimit) + `?>`)

// TestSniffOrder: each step wins over the ones after it and loses to the
// ones before, with the standard's confidence.
func TestSniffOrder(t *testing.T) {
	detector := func(enc *textcodec.Encoding) func() Detector {
		return func() Detector { return &fakeDetector{guess: enc} }
	}
	meta := []byte(`<meta charset="koi8-r">`)
	bom := append([]byte{0xEF, 0xBB, 0xBF}, meta...)
	all := Options{
		Override:    textcodec.ISO8859_5,
		Transport:   textcodec.Big5,
		Parent:      textcodec.EUCKR,
		Likely:      textcodec.ShiftJIS,
		NewDetector: detector(textcodec.GBK),
		Default:     textcodec.Windows1250,
	}
	cases := []struct {
		name        string
		in          []byte
		contentType string
		opts        Options
		want        Result
	}{
		{"bom over everything", bom, "text/html; charset=big5", all, Result{textcodec.UTF8, Certain, StepBOM}},
		{"utf-16le bom", []byte{0xFF, 0xFE, '<', 0}, "", all, Result{textcodec.UTF16LE, Certain, StepBOM}},
		{"utf-16be bom", []byte{0xFE, 0xFF, 0, '<'}, "", all, Result{textcodec.UTF16BE, Certain, StepBOM}},
		{"override", meta, "text/html; charset=big5", all, Result{textcodec.ISO8859_5, Certain, StepOverride}},
		{"content-type over Transport", meta, "text/html; charset=windows-1253", Options{Transport: textcodec.Big5}, Result{textcodec.Windows1253, Certain, StepTransport}},
		{"Transport when content-type has none", meta, "text/html", Options{Transport: textcodec.Big5}, Result{textcodec.Big5, Certain, StepTransport}},
		{"Transport when content-type names nothing", meta, "text/html; charset=bogus", Options{Transport: textcodec.Big5}, Result{textcodec.Big5, Certain, StepTransport}},
		{"transport utf-16 stays", meta, "text/html; charset=utf-16", Options{}, Result{textcodec.UTF16LE, Certain, StepTransport}},
		{"transport x-user-defined stays", meta, "text/html; charset=x-user-defined", Options{}, Result{textcodec.XUserDefined, Certain, StepTransport}},
		{"transport unknown label ignored", meta, "text/html; charset=bogus", Options{}, Result{textcodec.KOI8R, Tentative, StepPrescanMeta}},
		{"transport over utf-16 signature", []byte("<\x00?\x00x\x00"), "text/html; charset=utf8", Options{}, Result{textcodec.UTF8, Certain, StepTransport}},
		{"prescan over parent", meta, "", Options{Parent: textcodec.EUCKR}, Result{textcodec.KOI8R, Tentative, StepPrescanMeta}},
		{"parent", nil, "", Options{Parent: textcodec.EUCKR, Likely: textcodec.ShiftJIS}, Result{textcodec.EUCKR, Tentative, StepParent}},
		{"parent utf-16le skipped", nil, "", Options{Parent: textcodec.UTF16LE, Likely: textcodec.ShiftJIS}, Result{textcodec.ShiftJIS, Tentative, StepHistory}},
		{"parent utf-16be skipped", nil, "", Options{Parent: textcodec.UTF16BE}, Result{textcodec.Windows1252, Tentative, StepDefault}},
		{"history", nil, "", Options{Likely: textcodec.ShiftJIS, NewDetector: detector(textcodec.GBK)}, Result{textcodec.ShiftJIS, Tentative, StepHistory}},
		{"detector", []byte("abc"), "", Options{NewDetector: detector(textcodec.GBK), Default: textcodec.Windows1250}, Result{textcodec.GBK, Tentative, StepFrequencyAnalysis}},
		{"detector without answer", []byte("abc"), "", Options{NewDetector: detector(nil), Default: textcodec.Windows1250}, Result{textcodec.Windows1250, Tentative, StepDefault}},
		{"nil detector", []byte("abc"), "", Options{NewDetector: func() Detector { return nil }}, Result{textcodec.Windows1252, Tentative, StepDefault}},
		{"default", []byte("abc"), "", Options{Default: textcodec.Windows1250}, Result{textcodec.Windows1250, Tentative, StepDefault}},
		{"windows-1252 by default", []byte("caf\xc3\xa9"), "", Options{}, Result{textcodec.Windows1252, Tentative, StepDefault}},
		{"xml declaration", []byte(`<?xml version="1.0" encoding="windows-1251"?>`), "", Options{Default: textcodec.KOI8U}, Result{textcodec.Windows1251, Tentative, StepXMLDeclaration}},
		{"utf-16 signature", []byte("\x00<\x00?\x00x"), "", Options{}, Result{textcodec.UTF16BE, Tentative, StepPrescanUTF16XML}},
		{"bom over utf-16 signature", []byte("\xef\xbb\xbf<\x00?\x00x\x00"), "text/html; charset=windows-1251", Options{}, Result{textcodec.UTF8, Certain, StepBOM}},
		{"no prescan", meta, "", Options{PrescanLimit: NoPrescan}, Result{textcodec.Windows1252, Tentative, StepDefault}},
		{"no prescan, no xml declaration", []byte(`<?xml encoding="windows-1251"?>`), "", Options{PrescanLimit: NoPrescan}, Result{textcodec.Windows1252, Tentative, StepDefault}},
		{"xml declaration ending past the prescan", longXMLDecl, "", Options{}, Result{textcodec.Windows1252, Tentative, StepDefault}},
		{"xml declaration ending within a longer prescan", longXMLDecl, "", Options{PrescanLimit: 2 * DefaultPrescanLimit}, Result{textcodec.Windows1251, Tentative, StepXMLDeclaration}},
		{"xml declaration over parent", []byte(`<?xml encoding="windows-1251"?>`), "", Options{Parent: textcodec.EUCKR}, Result{textcodec.Windows1251, Tentative, StepXMLDeclaration}},
	}
	for _, c := range cases {
		opts := c.opts
		if got := Sniff(c.in, c.contentType, &opts); got != c.want {
			t.Errorf("%s: Sniff = %v %v %v, want %v %v %v", c.name, got.Encoding, got.Confidence, got.Step, c.want.Encoding, c.want.Confidence, c.want.Step)
		}
	}
	// nil options are the zero Options.
	if got := Sniff(meta, "", nil); got != (Result{textcodec.KOI8R, Tentative, StepPrescanMeta}) {
		t.Errorf("Sniff with nil options = %v", got)
	}
}

// TestSniffDetector: the detector gets all of content once, with last
// unless Partial, and the TLD and AllowUTF8 options.
func TestSniffDetector(t *testing.T) {
	content := make([]byte, 3000)
	for i := range content {
		content[i] = byte('a' + i%26)
	}
	for _, partial := range []bool{false, true} {
		d := &fakeDetector{guess: textcodec.Windows1251}
		res := Sniff(content, "", &Options{
			NewDetector: func() Detector { return d },
			TLD:         "ru",
			AllowUTF8:   true,
			Partial:     partial,
		})
		if res.Encoding != textcodec.Windows1251 || d.feeds != 1 || string(d.fed) != string(content) ||
			d.last == partial || d.tld != "ru" || !d.allowUTF8 {
			t.Errorf("partial %v: result %v; detector fed %d times, %d bytes, last %v, tld %q, allowUTF8 %v",
				partial, res, d.feeds, len(d.fed), d.last, d.tld, d.allowUTF8)
		}
	}
}

func TestStrings(t *testing.T) {
	for c, want := range map[Confidence]string{Tentative: "tentative", Certain: "certain", Irrelevant: "irrelevant", 0: "unknown"} {
		if c.String() != want {
			t.Errorf("Confidence(%d).String() = %q, want %q", c, c.String(), want)
		}
	}
	seen := map[string]bool{}
	for s := StepNone; s <= StepDefault; s++ {
		if n := s.String(); n == "" || n == "unknown" || seen[n] {
			t.Errorf("Step(%d).String() = %q", s, n)
		} else {
			seen[n] = true
		}
	}
	if got := (StepDefault + 1).String(); got != "unknown" {
		t.Errorf("Step past the last = %q", got)
	}
}

func TestDefaultForLocale(t *testing.T) {
	cases := map[string]*textcodec.Encoding{
		// The table, row by row (HTML Standard, "determining the character
		// encoding", step 9).
		"ar": textcodec.Windows1256, "az": textcodec.Windows1254, "ba": textcodec.Windows1251,
		"be": textcodec.Windows1251, "bg": textcodec.Windows1251, "cs": textcodec.Windows1250,
		"el": textcodec.ISO8859_7, "et": textcodec.Windows1257, "fa": textcodec.Windows1256,
		"he": textcodec.Windows1255, "hr": textcodec.Windows1250, "hu": textcodec.ISO8859_2,
		"ja": textcodec.ShiftJIS, "kk": textcodec.Windows1251, "ko": textcodec.EUCKR,
		"ku": textcodec.Windows1254, "ky": textcodec.Windows1251, "lt": textcodec.Windows1257,
		"lv": textcodec.Windows1257, "mk": textcodec.Windows1251, "pl": textcodec.ISO8859_2,
		"ru": textcodec.Windows1251, "sah": textcodec.Windows1251, "sk": textcodec.Windows1250,
		"sl": textcodec.ISO8859_2, "sr": textcodec.Windows1251, "tg": textcodec.Windows1251,
		"th": textcodec.Windows874, "tr": textcodec.Windows1254, "tt": textcodec.Windows1251,
		"uk": textcodec.Windows1251, "vi": textcodec.Windows1258,
		"zh-Hans": textcodec.GBK, "zh-CN": textcodec.GBK, "zh-SG": textcodec.GBK,
		"zh-Hant": textcodec.Big5, "zh-HK": textcodec.Big5, "zh-MO": textcodec.Big5, "zh-TW": textcodec.Big5,
		// Forms of tags.
		"RU": textcodec.Windows1251, "ru-RU": textcodec.Windows1251, "ru_RU.UTF-8": textcodec.Windows1251,
		"sr@latin": textcodec.Windows1251, "sr-Latn-RS": textcodec.Windows1251, "az-Latn-AZ": textcodec.Windows1254,
		"zh_CN.GB18030": textcodec.GBK, "zh-Hans-CN": textcodec.GBK, "zh-hant-tw": textcodec.Big5,
		"ZH-TW": textcodec.Big5, "zh_HK.UTF-8": textcodec.Big5, "zh-Hant-MO": textcodec.Big5,
		"zh-CN-u-co-pinyin": textcodec.GBK, "ja-JP-u-ca-japanese": textcodec.ShiftJIS,
		// Lookup drops subtags from the end: the subtag after zh decides.
		"zh-Hans-HK": textcodec.GBK, "zh-Hant-CN": textcodec.Big5,
		"zh-Latn-CN": textcodec.Windows1252, "zh-yue-HK": textcodec.Windows1252,
		// All other locales.
		"en": textcodec.Windows1252, "en-US": textcodec.Windows1252, "de": textcodec.Windows1252,
		"zh": textcodec.Windows1252, "zh-Hanb": textcodec.Windows1252, "zh-JP": textcodec.Windows1252,
		"": textcodec.Windows1252, "-": textcodec.Windows1252, "r": textcodec.Windows1252,
		"rus": textcodec.Windows1252, "\u212aO": textcodec.Windows1252, // Kelvin sign K: not "ko"
		"zh-\u212a": textcodec.Windows1252, "sa": textcodec.Windows1252, "zh-419": textcodec.Windows1252,
		"cn": textcodec.Windows1252, "hant": textcodec.Windows1252, "tw-zh": textcodec.Windows1252,
	}
	for tag, want := range cases {
		if got := DefaultForLocale(tag); got != want {
			t.Errorf("DefaultForLocale(%q) = %v, want %v", tag, got, want)
		}
	}
}

// TestSniffAllocs: sniffing allocates nothing, with the prescan reading
// meta elements, attributes, comments and an XML declaration, and with a
// Content-Type without parameters.
func TestSniffAllocs(t *testing.T) {
	inputs := [][]byte{
		[]byte(`<!DOCTYPE html><!-- c --><html lang=en><head><title>t</title><script src="a.js" charset="utf-8"></script>` +
			`<meta name=viewport content="width=device-width"><meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS">`),
		[]byte(`<meta charset="` + "  windows-1251                       " + `">`),
		[]byte(`<?xml version="1.0" encoding="windows-1251"?><meta charset=bogus><p>`),
		[]byte("<p>plain text, no label</p>"),
	}
	for _, in := range inputs {
		for _, ct := range []string{"", "text/html", "text/html; version=5; level=" + strings.Repeat("x", 100)} {
			var res Result
			n := testing.AllocsPerRun(100, func() { res = Sniff(in, ct, nil) })
			if n != 0 {
				t.Errorf("Sniff(%.30q, %q) allocates %v times", in, ct, n)
			}
			_ = res
		}
	}
}
