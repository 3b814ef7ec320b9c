package htmlsniff

import (
	"strings"
	"testing"
)

// benchPages are typical heads of pages: the prescan reads each up to its
// <meta>, or all 1024 bytes when there is none.
var benchPages = map[string][]byte{
	"MetaCharsetEarly": []byte(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Example</title>`),
	"HTTPEquivLate": []byte(`<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">` +
		"\n<html xmlns=\"http://www.w3.org/1999/xhtml\">\n<head>\n<!-- generated page: head begins -->\n" +
		`<link rel="stylesheet" href="/static/site.css" type="text/css" media="screen"><script src="/static/app.js" charset="utf-8"></script>` +
		`<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="A page about things">` +
		"\n<meta http-equiv=\"Content-Type\" content=\"text/html; charset=Shift_JIS\">\n"),
	"NoMeta1024": []byte(strings.Repeat(`<div class="row"><a href="/item">Item</a></div>`+"\n", 30)),
	"InlineScript1024": []byte(`<!DOCTYPE html><html><head><script>` +
		strings.Repeat("window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);}\n", 12) + `</script>`),
	"XMLDeclaration": []byte(`<?xml version="1.0" encoding="windows-1251"?><html><head><title>t</title></head>` +
		strings.Repeat("<p>text</p>", 90)),
}

func BenchmarkPrescan(b *testing.B) {
	for name, page := range benchPages {
		page = page[:min(len(page), DefaultPrescanLimit)]
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(page)))
			b.ReportAllocs()
			for b.Loop() {
				Prescan(page)
			}
		})
	}
}

func BenchmarkSniff(b *testing.B) {
	page := benchPages["HTTPEquivLate"]
	for _, ct := range []string{"", "text/html", "text/html; charset=utf-8"} {
		b.Run("ContentType="+ct, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Sniff(page, ct, nil)
			}
		})
	}
}
