package weburl

import (
	"testing"

	"github.com/textcodec/textcodec"
)

// FuzzParse: Parse never panics, and a URL's serialization parses to a URL
// with the same serialization (parse(serialize(parse(x))) is stable), with
// and without a base, and with a legacy encoding for the query.
func FuzzParse(f *testing.F) {
	for _, c := range loadParseCases(f) {
		base := ""
		if c.Base != nil {
			base = *c.Base
		}
		f.Add(c.Input, base)
	}
	f.Add("http://[::1]:80/a/../b?c#d", "")
	f.Add("file:///C|/x", "file:///D:/y")
	f.Add("http://\u2136xn--a/", "")
	f.Add("http://\u00e9.\uFF38\uFF2E--ab-/", "")
	shiftJIS := textcodec.Lookup("shift_jis")
	f.Fuzz(func(t *testing.T, input, baseInput string) {
		var base *URL
		if baseInput != "" {
			base, _ = Parse(baseInput, nil)
		}
		for _, opts := range [][]Option{nil, {WithEncoding(shiftJIS)}} {
			u, err := Parse(input, base, opts...)
			if err != nil {
				if CanParse(input, base, opts...) {
					t.Fatalf("CanParse(%q) but Parse failed", input)
				}
				continue
			}
			href := u.Href()
			again, err := Parse(href, nil)
			if err != nil {
				t.Fatalf("%q parses to %q, which does not parse: %v", input, href, err)
			}
			if again.Href() != href {
				t.Fatalf("%q parses to %q, which parses to %q", input, href, again.Href())
			}
			_ = u.Origin()
		}
	})
}

// FuzzSetters: no setter panics, and after any setter the URL's
// serialization is still stable under parsing.
func FuzzSetters(f *testing.F) {
	f.Add("https://user:pw@example.com:8080/a/b?c=d#e", uint8(0), "x:y@z")
	f.Add("sc:opaque  ?q#f", uint8(8), "")
	f.Add("file:///C:/a", uint8(4), "host")
	f.Fuzz(func(t *testing.T, href string, which uint8, value string) {
		u, err := Parse(href, nil)
		if err != nil {
			return
		}
		names := []string{"href", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"}
		set(u, names[int(which)%len(names)], value)
		out := u.Href()
		again, err := Parse(out, nil)
		if err != nil || again.Href() != out {
			t.Fatalf("after the %s setter with %q, %q does not parse to itself (%v)", names[int(which)%len(names)], value, out, err)
		}
	})
}

// FuzzForm: the form parser never panics, and serializing a parsed list
// then parsing it again gives the same list.
func FuzzForm(f *testing.F) {
	f.Add("a=b&c=d%20e+f&&=&g")
	f.Add("%zz=%E3%81%82&\xff=1")
	f.Fuzz(func(t *testing.T, input string) {
		list := ParseForm([]byte(input))
		again := ParseForm([]byte(SerializeForm(list, nil)))
		if len(again) != len(list) {
			t.Fatalf("%q: %d pairs, then %d", input, len(list), len(again))
		}
		for i := range list {
			if list[i] != again[i] {
				t.Fatalf("%q: pair %d %q, then %q", input, i, list[i], again[i])
			}
		}
	})
}
