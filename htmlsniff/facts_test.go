package htmlsniff

import (
	"testing"

	"github.com/textcodec/textcodec"
)

// TestPageFacts: whole-page situations whose answer WPT's
// html/syntax/parsing-html-fragments ("the input byte stream") and
// html/syntax/charset tests state, in pages written for this test: the
// test's fact (which source wins), not its markup.
func TestPageFacts(t *testing.T) {
	const head = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
	const body = "<title>t</title>\n<link rel=stylesheet href=a.css>\n</head>\n<body><div class='\xc3\xbd\xc3\xa4\xc3\xa8'>x</div></body></html>\n"
	cases := []struct {
		name, page, contentType string
		parent                  *textcodec.Encoding
		want                    *textcodec.Encoding
		step                    Step
	}{
		{"HTTP charset", head + body, "text/html; charset=ISO-8859-15", nil, textcodec.ISO8859_15, StepTransport},
		{"HTTP vs meta charset", head + ` <meta charset="iso-8859-1" >` + body, "text/html; charset=ISO-8859-15", nil, textcodec.ISO8859_15, StepTransport},
		{"HTTP vs meta content", head + `<meta http-equiv="content-type" content="text/html;charset=iso-8859-1">` + body, "text/html; charset=ISO-8859-15", nil, textcodec.ISO8859_15, StepTransport},
		{"meta charset", head + `<meta charset="iso-8859-15">` + body, "text/html", nil, textcodec.ISO8859_15, StepPrescanMeta},
		{"meta content", head + `<meta http-equiv="content-type" content="text/html;charset=iso-8859-15">` + body, "text/html", nil, textcodec.ISO8859_15, StepPrescanMeta},
		{"meta charset, then meta content", head + `<meta charset="iso-8859-15"><meta http-equiv="content-type" content="text/html;charset=iso-8859-1">` + body, "", nil, textcodec.ISO8859_15, StepPrescanMeta},
		{"meta content, then meta charset", head + `<meta http-equiv="content-type" content="text/html;charset=iso-8859-15"><meta charset="iso-8859-1">` + body, "", nil, textcodec.ISO8859_15, StepPrescanMeta},
		{"UTF-8 BOM vs meta charset", "\xef\xbb\xbf" + head + `<meta charset="iso-8859-15">` + body, "", nil, textcodec.UTF8, StepBOM},
		{"UTF-8 BOM vs HTTP", "\xef\xbb\xbf" + head + body, "text/html; charset=ISO-8859-15", nil, textcodec.UTF8, StepBOM},
		{"UTF-16LE BOM vs meta", "\xff\xfe<\x00m\x00", "", nil, textcodec.UTF16LE, StepBOM},
		{"no declaration", head + body, "", nil, textcodec.Windows1252, StepDefault},
		{"bogus meta charset inherits the parent's", `<!doctype html><meta charset=this-is-not-a-charset>` + "\xa2\n", "", textcodec.Windows1253, textcodec.Windows1253, StepParent},
		{"bogus Content-Type charset inherits the parent's", "\xa2\n", "text/html; charset=this-is-not-a-charset", textcodec.Windows1253, textcodec.Windows1253, StepParent},
		{"bogus Content-Type charset, valid meta", `<meta charset=windows-1251>` + "\xa2\n", "text/html; charset=this-is-not-a-charset", textcodec.Windows1253, textcodec.Windows1251, StepPrescanMeta},
	}
	for _, c := range cases {
		got := Sniff([]byte(c.page), c.contentType, &Options{Parent: c.parent})
		if got.Encoding != c.want || got.Step != c.step {
			t.Errorf("%s: Sniff = %v, %v; want %v, %v", c.name, got.Encoding, got.Step, c.want, c.step)
		}
	}
}
