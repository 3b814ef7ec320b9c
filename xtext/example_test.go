package xtext_test

import (
	"bytes"
	"fmt"
	"io"

	"golang.org/x/text/encoding"
	"golang.org/x/text/transform"

	"github.com/textcodec/textcodec"
	"github.com/textcodec/textcodec/xtext"
)

// Get replaces htmlindex.Get; the rest of the x/text code stays as it is.
func ExampleGet() {
	enc, err := xtext.Get("shift_jis") // was: htmlindex.Get("shift_jis")
	if err != nil {
		panic(err)
	}
	r := transform.NewReader(bytes.NewReader([]byte("\x93\xfa\x96\x7b\x8c\xea")), enc.NewDecoder())
	text, _ := io.ReadAll(r)
	fmt.Println(string(text), enc)

	_, err = xtext.Get("\u00a0utf-8") // only ASCII whitespace is trimmed
	fmt.Println(err)
	// Output:
	// 日本語 Shift_JIS
	// xtext: unknown encoding label "\u00a0utf-8"
}

// The standard's windows-1252 decodes every byte; x/text's charmap leaves
// 0x81 undefined.
func ExampleEncoding_NewDecoder() {
	s, _ := xtext.Windows1252.NewDecoder().String("\x80\x81\x9f")
	fmt.Printf("%q\n", s)
	// Output: "€\u0081Ÿ"
}

// encoding.HTMLEscapeUnsupported gives the standard's "encode" (what a
// browser sends from a form); encoding.ReplaceUnsupported writes 0x1A.
func ExampleEncoding_NewEncoder() {
	enc := xtext.ISO2022JP
	html, _ := encoding.HTMLEscapeUnsupported(enc.NewEncoder()).String("日本€")
	repl, _ := encoding.ReplaceUnsupported(enc.NewEncoder()).String("日本€")
	_, err := enc.NewEncoder().String("日本€")
	fmt.Printf("%q\n%q\n%v\n", html, repl, err)
	// Output:
	// "\x1b$BF|K\\\x1b(B&#8364;"
	// "\x1b$BF|K\\\x1b(B\x1a"
	// xtext: code point not in encoding
}

// GetIANA takes the names mail and XML use; the standard's labels come
// first, so ISO-8859-1 is windows-1252 as in a browser.
func ExampleGetIANA() {
	for _, name := range []string{"ISO-8859-1", "csISO885915", "ISO-2022-JP-2"} {
		enc, err := xtext.GetIANA(name)
		fmt.Println(enc, err)
	}
	// Output:
	// windows-1252 <nil>
	// ISO-8859-15 <nil>
	// <nil> xtext: unknown encoding label "ISO-2022-JP-2"
}

// Of and Encoding go between the two packages: x/text's interface for code
// written against it, textcodec's own API (fatal decoding, UTF-16 output,
// Reader and Writer) for the rest.
func ExampleOf() {
	var enc encoding.Encoding = xtext.Of(textcodec.EUCKR)
	_, err := xtext.EUCKR.Encoding().NewDecoder(textcodec.Fatal).Bytes([]byte("\xC7"))
	fmt.Println(enc == xtext.EUCKR, err)
	// Output: true textcodec: malformed EUC-KR input at byte offset 1
}
