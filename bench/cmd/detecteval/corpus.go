package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"strings"

	"github.com/textcodec/textcodec"
)

// classEncodings lists the legacy encodings each class's texts are encoded
// in. Every text is also encoded in UTF-8 (class "UTF-8") one time in
// utf8Every.
var classEncodings = map[string][]string{
	"Western":             {"windows-1252", "ISO-8859-15", "macintosh"},
	"Central European":    {"windows-1250", "ISO-8859-2"},
	"Cyrillic":            {"windows-1251", "KOI8-R", "KOI8-U", "ISO-8859-5", "IBM866", "x-mac-cyrillic"},
	"Greek":               {"windows-1253", "ISO-8859-7"},
	"Turkish":             {"windows-1254"},
	"Hebrew":              {"windows-1255", "ISO-8859-8"},
	"Arabic":              {"windows-1256", "ISO-8859-6"},
	"Baltic":              {"windows-1257", "ISO-8859-13", "ISO-8859-4"},
	"Vietnamese":          {"windows-1258"},
	"Thai":                {"windows-874"},
	"Japanese":            {"Shift_JIS", "EUC-JP", "ISO-2022-JP"},
	"Simplified Chinese":  {"GBK"},
	"Traditional Chinese": {"Big5"},
	"Korean":              {"EUC-KR"},
}

// classOrder is the order of the report's rows.
var classOrder = []string{"Western", "Central European", "Cyrillic", "Greek", "Turkish", "Hebrew",
	"Arabic", "Baltic", "Vietnamese", "Thai", "Japanese", "Simplified Chinese", "Traditional Chinese",
	"Korean", "UTF-8"}

const utf8Every = 4

// langTLD is the top-level domain given as the hint for each language.
var langTLD = map[string]string{
	"en": "uk", "fr": "fr", "de": "de", "es": "es", "pt": "pt", "it": "it", "nl": "nl", "sv": "se", "da": "dk",
	"nb": "no", "fi": "fi", "is": "is", "ca": "cat", "gl": "es", "eu": "es", "pl": "pl", "cs": "cz",
	"sk": "sk", "hu": "hu", "sl": "si", "hr": "hr", "ro": "ro", "ru": "ru", "uk": "ua", "bg": "bg",
	"sr": "rs", "be": "by", "mk": "mk", "el": "gr", "tr": "tr", "he": "il", "ar": "eg", "fa": "ir",
	"lt": "lt", "lv": "lv", "et": "ee", "vi": "vn", "th": "th", "ja": "jp", "zh-Hans": "cn",
	"zh-Hant": "tw", "ko": "kr",
}

// A sample is one text encoded in one encoding.
type sample struct {
	lang, class, kind string
	enc               *textcodec.Encoding
	text              string // UTF-8
	bytes             []byte // text in enc
}

// loadSamples reads the corpus (lang TAB class TAB kind TAB text lines) and
// encodes each text in the encodings of its class, leaving out those that
// cannot encode it, and one in utf8Every in UTF-8.
func loadSamples(path string) ([]sample, error) {
	f, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var out []sample
	sc := bufio.NewScanner(bytes.NewReader(f))
	sc.Buffer(nil, 1<<20)
	line := 0
	for sc.Scan() {
		t := sc.Text()
		if strings.HasPrefix(t, "#") {
			continue
		}
		fields := strings.SplitN(t, "\t", 4)
		if len(fields) != 4 {
			return nil, fmt.Errorf("%s: bad line %q", path, t)
		}
		lang, class, kind, text := fields[0], fields[1], fields[2], fields[3]
		for _, name := range classEncodings[class] {
			enc := textcodec.Lookup(name)
			e, err := enc.NewEncoder(textcodec.Fatal)
			if err != nil {
				return nil, err
			}
			b, err := e.EncodeString(text)
			if err != nil {
				continue // the encoding lacks a character of the text
			}
			out = append(out, sample{lang, class, kind, enc, text, b})
		}
		if line%utf8Every == 0 {
			out = append(out, sample{lang, "UTF-8", kind, textcodec.UTF8, text, []byte(text)})
		}
		line++
	}
	return out, sc.Err()
}

// right reports whether decoding the sample with enc gives its text.
func right(s *sample, enc *textcodec.Encoding) bool {
	if enc == nil {
		return false
	}
	if enc == s.enc {
		return true
	}
	got, err := enc.NewDecoder(textcodec.Fatal, textcodec.BOMKeep).DecodeToString(s.bytes)
	return err == nil && got == s.text
}
