package weburl_test

import (
	"fmt"

	"github.com/textcodec/textcodec"
	"github.com/textcodec/textcodec/weburl"
)

func ExampleParse() {
	base, _ := weburl.Parse("https://example.com/docs/guide/", nil)
	u, err := weburl.Parse("../api?q=caf\u00e9#intro", base)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(u.Href())
	fmt.Println(u.Pathname(), u.Search(), u.Hash(), u.Origin())
	_, err = weburl.Parse("https://exa mple.com/", nil)
	fmt.Println(err)
	// Output:
	// https://example.com/docs/api?q=caf%C3%A9#intro
	// /docs/api ?q=caf%C3%A9 #intro https://example.com
	// weburl: invalid URL
}

func ExampleURL_SetHost() {
	u, _ := weburl.Parse("http://example.net:8080/path", nil)
	u.SetHost("b\u00fccher.example")
	fmt.Println(u.Href())
	u.SetProtocol("https")
	u.SetPort("443")
	fmt.Println(u.Href())
	// Output:
	// http://xn--bcher-kva.example:8080/path
	// https://xn--bcher-kva.example/path
}

func ExampleWithEncoding() {
	// The query of a URL in a Shift_JIS document: a code point Shift_JIS
	// lacks becomes %26%23NNN%3B.
	u, _ := weburl.Parse("https://example.com/?q=\u3042\u20ac", nil, weburl.WithEncoding(textcodec.ShiftJIS))
	q, _ := u.Query()
	fmt.Println(q)
	// Output:
	// q=%82%A0%26%238364%3B
}

func ExampleParseParams() {
	ps := weburl.ParseParams("b=2&a=1&a=%E2%82%AC")
	ps.Append("c", "x y")
	ps.Sort()
	fmt.Println(ps.Serialize())
	fmt.Println(ps.GetAll("a"))
	// Output:
	// a=1&a=%E2%82%AC&b=2&c=x+y
	// [1 €]
}

func ExampleSerializeForm() {
	fmt.Println(weburl.SerializeForm([]weburl.Pair{{"name", "\u00e9t\u00e9"}, {"x", "a&b"}}, textcodec.Lookup("windows-1252")))
	// Output:
	// name=%E9t%E9&x=a%26b
}
