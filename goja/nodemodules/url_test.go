package nodemodules_test

import (
	"testing"

	gojaurl "github.com/textcodec/textcodec/goja/url"
)

// require("url") and require("node:url") give one exports object with
// package goja/url's URL and URLSearchParams: the globals, once url.Enable
// installed them.
func TestRequireURL(t *testing.T) {
	rt := newRuntime(t, true, false)
	got := run(t, rt, `
		const url = require("url"), nurl = require("node:url");
		const u = new url.URL("https://example.com/a?b=c");
		[url === nurl, typeof url.URL, typeof url.URLSearchParams, typeof URL,
		 u.searchParams instanceof url.URLSearchParams, u.searchParams.get("b"),
		 Object.keys(url).join(" ")].join()`)
	if want := "true,function,function,undefined,true,c,URL URLSearchParams"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	if err := gojaurl.Enable(rt); err != nil {
		t.Fatal(err)
	}
	if got := run(t, rt, `require("url").URL === URL && require("node:url").URLSearchParams === URLSearchParams`); got != "true" {
		t.Errorf("the module's classes are not the globals: %s", got)
	}
}
