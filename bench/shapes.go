package bench

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/textcodec/textcodec"
)

// The inputs of other shapes than prose, made from real documents that
// Debian packages install (a case whose package is missing is left out; see
// ShapePackages), and worst-case alternations made here:
//
//   - <encoding>-html: web pages. The Debian Reference's HTML chapters in
//     Japanese, Simplified and Traditional Chinese, German and French
//     (/usr/share/debian-reference/*.LANG.html, packages debian-reference-ja,
//     -zh-cn, -zh-tw, -de, -fr): ASCII markup around runs of text.
//   - <encoding>-csv: table rows. ISO 3166-1's country codes and their names
//     in the encoding's language, one row each ("JP,JPN,392,日本"), from
//     iso-codes (/usr/share/iso-codes/json/iso_3166-1.json and the package's
//     translations in /usr/share/locale/LANG/LC_MESSAGES/iso_3166-1.mo):
//     short fields of ASCII and of text in turn, as in a CSV file or a form.
//   - <encoding>-alt: the worst case, one non-ASCII character and one or two
//     ASCII bytes in turn ("あA " repeated: Shift_JIS 82 A0 41 20), for each
//     multi-byte encoding, UTF-8 and UTF-16LE.

// ShapePackages are the Debian packages the html and csv inputs are made
// from (apt-get install them to have every case).
var ShapePackages = []string{"iso-codes", "debian-reference-ja", "debian-reference-zh-cn", "debian-reference-zh-tw",
	"debian-reference-de", "debian-reference-fr"}

// Where the packages put their files.
var (
	referenceDir = "/usr/share/debian-reference"
	isoCodesJSON = "/usr/share/iso-codes/json/iso_3166-1.json"
	localeDir    = "/usr/share/locale"
)

// htmlShapes are the web-page inputs: case name, encoding, the Debian
// Reference's language.
var htmlShapes = []struct {
	name string
	enc  *textcodec.Encoding
	lang string
}{
	{"UTF-8-html-ja", textcodec.UTF8, "ja"},
	{"UTF-16LE-html-ja", textcodec.UTF16LE, "ja"},
	{"Shift_JIS-html", textcodec.ShiftJIS, "ja"},
	{"EUC-JP-html", textcodec.EUCJP, "ja"},
	{"ISO-2022-JP-html", textcodec.ISO2022JP, "ja"},
	{"GBK-html", textcodec.GBK, "zh-cn"},
	{"gb18030-html", textcodec.GB18030, "zh-cn"},
	{"Big5-html", textcodec.Big5, "zh-tw"},
	{"windows-1252-html-de", textcodec.Windows1252, "de"},
	{"windows-1252-html-fr", textcodec.Windows1252, "fr"},
}

// csvLanguage is the language (a locale folder's name) of each encoding's
// csv input.
var csvLanguage = map[string]string{
	"UTF-8": "ja", "UTF-16LE": "ja", "Shift_JIS": "ja", "EUC-JP": "ja", "ISO-2022-JP": "ja",
	"GBK": "zh_CN", "gb18030": "zh_CN", "Big5": "zh_TW", "EUC-KR": "ko",
	"IBM866": "ru", "ISO-8859-5": "ru", "KOI8-R": "ru", "KOI8-U": "uk", "windows-1251": "ru", "x-mac-cyrillic": "ru",
	"ISO-8859-2": "cs", "windows-1250": "pl", "ISO-8859-3": "mt", "ISO-8859-4": "lv", "ISO-8859-13": "lt", "windows-1257": "lt",
	"ISO-8859-6": "ar", "windows-1256": "ar", "ISO-8859-7": "el", "windows-1253": "el",
	"ISO-8859-8": "he", "ISO-8859-8-I": "he", "windows-1255": "he", "windows-874": "th",
	"ISO-8859-10": "is", "ISO-8859-14": "cy", "ISO-8859-15": "fr", "ISO-8859-16": "ro",
	"windows-1252": "de", "macintosh": "fr", "windows-1254": "tr", "windows-1258": "vi",
}

// altChar is the non-ASCII character of each encoding's alternation input.
var altChar = []struct {
	enc *textcodec.Encoding
	ch  string
}{
	{textcodec.UTF8, "é"}, {textcodec.UTF16LE, "あ"}, {textcodec.ShiftJIS, "あ"}, {textcodec.EUCJP, "あ"},
	{textcodec.ISO2022JP, "あ"}, {textcodec.GBK, "中"}, {textcodec.GB18030, "中"}, {textcodec.Big5, "中"},
	{textcodec.EUCKR, "가"},
}

// shapeCases returns the html, csv and alt cases, in the encoding (as the
// Encoded field) each is made in.
func shapeCases() ([]*Case, error) {
	var cases []*Case
	add := func(name string, enc *textcodec.Encoding, source string, text []byte) error {
		encoded := encodeShape(enc, text)
		if len(encoded) == 0 {
			return fmt.Errorf("bench: %s: nothing encodes", name)
		}
		cases = append(cases, &Case{Name: name, Enc: enc, Source: source, Encoded: encoded, Generated: enc.HasEncoder()})
		return nil
	}
	for _, h := range htmlShapes {
		text, source, err := referenceHTML(h.lang)
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, err
		}
		if err := add(h.name, h.enc, source, text); err != nil {
			return nil, err
		}
	}
	var names []string
	for n := range csvLanguage {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		lang := csvLanguage[n]
		text, source, err := countriesCSV(lang)
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, err
		}
		if err := add(n+"-csv", textcodec.Lookup(n), source, text); err != nil {
			return nil, err
		}
	}
	for _, a := range altChar {
		if err := add(a.enc.Name()+"-alt", a.enc, fmt.Sprintf("%q and two ASCII bytes, or one, in turn, made here", a.ch), alternation(a.ch)); err != nil {
			return nil, err
		}
	}
	return cases, nil
}

// encodeShape encodes the UTF-8 text in enc, dropping what enc cannot
// encode; UTF-16LE, which has no encoder, is converted here.
func encodeShape(enc *textcodec.Encoding, text []byte) []byte {
	if enc == textcodec.UTF16LE {
		return utf16LE(text)
	}
	return encodeDropping(enc, text)
}

// referenceHTML returns the Debian Reference's HTML chapters in lang, one
// after the other.
func referenceHTML(lang string) ([]byte, string, error) {
	files, err := filepath.Glob(filepath.Join(referenceDir, "*."+lang+".html"))
	if err != nil {
		return nil, "", err
	}
	if len(files) == 0 {
		return nil, "", fmt.Errorf("bench: no %s/*.%s.html (package debian-reference-%s): %w", referenceDir, lang, lang, os.ErrNotExist)
	}
	sort.Strings(files)
	var text []byte
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, "", err
		}
		text = append(text, b...)
	}
	return text, fmt.Sprintf("%s/*.%s.html (debian-reference-%s)", referenceDir, lang, lang), nil
}

// countriesCSV returns one line per ISO 3166-1 country: its alpha-2,
// alpha-3 and numeric codes and its name in lang (the English name where
// iso-codes has no translation).
func countriesCSV(lang string) ([]byte, string, error) {
	raw, err := os.ReadFile(isoCodesJSON)
	if err != nil {
		return nil, "", err
	}
	var list struct {
		Countries []struct {
			Alpha2  string `json:"alpha_2"`
			Alpha3  string `json:"alpha_3"`
			Numeric string `json:"numeric"`
			Name    string `json:"name"`
		} `json:"3166-1"`
	}
	if err := json.Unmarshal(raw, &list); err != nil {
		return nil, "", fmt.Errorf("bench: %s: %w", isoCodesJSON, err)
	}
	mo := filepath.Join(localeDir, lang, "LC_MESSAGES", "iso_3166-1.mo")
	names, err := readMO(mo)
	if err != nil {
		return nil, "", err
	}
	var b bytes.Buffer
	for _, c := range list.Countries {
		name := c.Name
		if t, ok := names[name]; ok && t != "" {
			name = t
		}
		if strings.ContainsAny(name, ",\"") {
			name = `"` + strings.ReplaceAll(name, `"`, `""`) + `"`
		}
		fmt.Fprintf(&b, "%s,%s,%s,%s\n", c.Alpha2, c.Alpha3, c.Numeric, name)
	}
	return b.Bytes(), fmt.Sprintf("ISO 3166-1 codes with names from %s (iso-codes)", mo), nil
}

// readMO returns the translations in a GNU gettext .mo file: its header of
// seven 32-bit words (magic, revision, count, offsets of the original and
// translated string tables, ...), then tables of (length, offset) pairs.
func readMO(path string) (map[string]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	bad := fmt.Errorf("bench: %s is not a .mo file", path)
	if len(b) < 28 {
		return nil, bad
	}
	var order binary.ByteOrder = binary.LittleEndian
	switch order.Uint32(b) {
	case 0x950412de:
	case 0xde120495:
		order = binary.BigEndian
	default:
		return nil, bad
	}
	n, orig, trans := order.Uint32(b[8:]), order.Uint32(b[12:]), order.Uint32(b[16:])
	str := func(table, k uint32) (string, bool) {
		at := uint64(table) + 8*uint64(k)
		if at+8 > uint64(len(b)) {
			return "", false
		}
		l, o := uint64(order.Uint32(b[at:])), uint64(order.Uint32(b[at+4:]))
		if o+l > uint64(len(b)) {
			return "", false
		}
		return string(b[o : o+l]), true
	}
	m := make(map[string]string, n)
	for k := range n {
		from, ok1 := str(orig, k)
		to, ok2 := str(trans, k)
		if !ok1 || !ok2 {
			return nil, bad
		}
		m[from] = to
	}
	return m, nil
}

// alternation returns lines of ch followed by two ASCII bytes ("A ") or one
// ("B") in turn, 24 characters a line.
func alternation(ch string) []byte {
	var b strings.Builder
	for k := 0; k < 24; k++ {
		b.WriteString(ch)
		if k%3 == 2 {
			b.WriteByte('B')
		} else {
			b.WriteString("A ")
		}
	}
	b.WriteByte('\n')
	return []byte(b.String())
}
