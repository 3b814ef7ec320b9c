package charset_test

import (
	"encoding/xml"
	"fmt"
	"io"
	"mime"
	"strings"

	"github.com/textcodec/textcodec"
	"github.com/textcodec/textcodec/charset"
)

// An XML document in Shift_JIS: encoding/xml reads the declaration and asks
// CharsetReader for the rest.
func ExampleCharsetReader_xml() {
	doc := "<?xml version=\"1.0\" encoding=\"Shift_JIS\"?>\n" +
		"<greeting lang=\"ja\">\x82\xb1\x82\xf1\x82\xc9\x82\xbf\x82\xcd\x81\x41\x90\xa2\x8a\x45</greeting>"
	d := xml.NewDecoder(strings.NewReader(doc))
	d.CharsetReader = charset.CharsetReader
	var v struct {
		Lang string `xml:"lang,attr"`
		Text string `xml:",chardata"`
	}
	err := d.Decode(&v)
	fmt.Println(v.Lang, v.Text, err)
	// Output: ja こんにちは、世界 <nil>
}

// RFC 2047 encoded words in a mail header, in ISO-2022-JP and GB2312 (which
// the Encoding Standard decodes as GBK, its superset).
func ExampleCharsetReader_mime() {
	dec := &mime.WordDecoder{CharsetReader: charset.CharsetReader}
	for _, h := range []string{
		"=?ISO-2022-JP?B?GyRCRnxLXDhsJE4lYSE8JWsbKEI=?=",
		"=?GB2312?B?1tDOxNPKvP4=?= <chen@example.com>",
		"=?x-unknown?Q?abc?=",
	} {
		s, err := dec.DecodeHeader(h)
		fmt.Printf("%q %v\n", s, err)
	}
	// Output:
	// "日本語のメール" <nil>
	// "中文邮件 <chen@example.com>" <nil>
	// "" charset: unsupported charset "x-unknown"
}

// An HTTP body: the Content-Type's charset wins over the fallback, and a
// byte order mark over both.
func ExampleNewReader() {
	for _, body := range []struct{ contentType, body string }{
		{"text/html; charset=Shift_JIS", "\x93\xfa\x96\x7b"},
		{"text/html", "Gr\xfc\xdfe"},
		{"text/html; charset=Shift_JIS", "\xef\xbb\xbfGr\xc3\xbc\xc3\x9fe"},
	} {
		r := charset.NewReader(strings.NewReader(body.body), body.contentType, textcodec.Windows1252)
		text, _ := io.ReadAll(r)
		fmt.Println(string(text), r.Encoding())
	}
	// Output:
	// 日本 Shift_JIS
	// Grüße windows-1252
	// Grüße UTF-8
}

func ExampleLookup() {
	for _, name := range []string{"Shift_JIS", "latin1", "csISO885915", "ISO_8859-16", "UTF-7"} {
		fmt.Println(name, charset.Lookup(name))
	}
	// Output:
	// Shift_JIS Shift_JIS
	// latin1 windows-1252
	// csISO885915 ISO-8859-15
	// ISO_8859-16 ISO-8859-16
	// UTF-7 <nil>
}

func ExampleContentTypeEncoding() {
	fmt.Println(charset.ContentTypeEncoding(`text/html; charset="euc-kr"`))
	fmt.Println(charset.ContentTypeEncoding(`text/plain; charset=gbk, text/plain`))
	fmt.Println(charset.ContentTypeEncoding(`text/html`) == nil)
	// Output:
	// EUC-KR
	// GBK
	// true
}
