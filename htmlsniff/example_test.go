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
