package htmlsniff_test

import (
	"fmt"
	"io"
	"strings"

	"github.com/textcodec/textcodec"
	"github.com/textcodec/textcodec/htmlsniff"
)

// A page with no charset in its Content-Type declares its encoding in a
// <meta>; the prescan finds it, tentatively.
func ExampleSniff() {
	page := []byte("<!DOCTYPE html><meta charset=\"windows-1251\"><p>\xcf\xf0\xe8\xe2\xe5\xf2")
	res := htmlsniff.Sniff(page, "text/html", nil)
	text, _ := textcodec.Decode(page, res.Encoding)
	fmt.Println(res.Encoding, res.Confidence, res.Step)
	fmt.Println(string(text[len(text)-12:]))
	// Output:
	// windows-1251 tentative prescan-meta
	// Привет
}

// The transport layer (an HTTP Content-Type) is certain and wins over a
// <meta>; a byte order mark wins over both.
func ExampleSniff_transport() {
	page := []byte(`<meta charset="windows-1251">`)
	fmt.Println(htmlsniff.Sniff(page, "text/html; charset=koi8-r", nil))
	fmt.Println(htmlsniff.Sniff(append([]byte("\xef\xbb\xbf"), page...), "text/html; charset=koi8-r", nil))
	// Output:
	// {KOI8-R certain transport}
	// {UTF-8 certain bom}
}

// With no label at all, the default applies: windows-1252, or the
// suggested default of the user's locale.
func ExampleDefaultForLocale() {
	page := []byte("<p>\xcf\xf0\xe8\xe2\xe5\xf2</p>")
	fmt.Println(htmlsniff.Sniff(page, "", nil))
	fmt.Println(htmlsniff.Sniff(page, "", &htmlsniff.Options{Default: htmlsniff.DefaultForLocale("ru-RU")}))
	// Output:
	// {windows-1252 tentative default}
	// {windows-1251 tentative default}
}

// NewReader replaces golang.org/x/net/html/charset.NewReader: it sniffs the
// first bytes and decodes the whole body to UTF-8.
func ExampleNewReader() {
	body := strings.NewReader("<?xml version=\"1.0\" encoding=\"ISO-8859-7\"?><p>\xe1\xe2\xe3</p>")
	r, err := htmlsniff.NewReader(body, "text/html", nil)
	if err != nil {
		panic(err)
	}
	text, _ := io.ReadAll(r)
	fmt.Println(r.Result())
	fmt.Println(string(text))
	// Output:
	// {ISO-8859-7 tentative xml-declaration}
	// <?xml version="1.0" encoding="ISO-8859-7"?><p>αβγ</p>
}

// The prescan reads bytes, not HTML tokens: it finds a <meta> inside a
// script, and does not decode character references.
func ExamplePrescan() {
	fmt.Println(htmlsniff.Prescan([]byte(`<script>w('<meta charset="koi8-r">')</script>`)))
	fmt.Println(htmlsniff.Prescan([]byte(`<meta charset="&#x6b;oi8-r">`)))
	fmt.Println(htmlsniff.Prescan([]byte(`<meta charset="utf-16le">`)))
	// Output:
	// KOI8-R prescan-meta
	// <nil> none
	// UTF-8 prescan-meta
}

// shiftJISDetector is a toy Detector: it answers Shift_JIS when the bytes
// fed have a Shift_JIS lead byte for hiragana (0x82), and nothing
// otherwise. A real one (chardetng's kind) scores every encoding.
type shiftJISDetector struct{ seen bool }

func (d *shiftJISDetector) Feed(b []byte, last bool) {
	d.seen = d.seen || strings.IndexByte(string(b), 0x82) >= 0
}

func (d *shiftJISDetector) Guess(tld string, allowUTF8 bool) *textcodec.Encoding {
	if d.seen || tld == "jp" {
		return textcodec.ShiftJIS
	}
	return nil
}

// A detector is the algorithm's frequency-analysis step: it answers when
// nothing labels the bytes, after the prescan and before the default.
func ExampleDetector() {
	opts := &htmlsniff.Options{NewDetector: func() htmlsniff.Detector { return &shiftJISDetector{} }}
	fmt.Println(htmlsniff.Sniff([]byte("<p>\x82\xa0\x82\xa2</p>"), "", opts))
	fmt.Println(htmlsniff.Sniff([]byte("<meta charset=euc-jp><p>\x82\xa0</p>"), "", opts))
	fmt.Println(htmlsniff.Sniff([]byte("<p>abc</p>"), "", opts))
	// Output:
	// {Shift_JIS tentative frequency-analysis}
	// {EUC-JP tentative prescan-meta}
	// {windows-1252 tentative default}
}
