package htmlsniff

import (
	"strings"
	"testing"

	"github.com/textcodec/textcodec"
)

// prescanCases are inputs whose prescan answer the HTML Standard fixes:
// the encoding's name ("" for none) and the step. They come from reading
// the standard's steps, and the answers of WPT's encoding and
// html/syntax tests and jsdom's html-encoding-sniffer tests are among
// them (as facts; no test code was copied). Each edge of the scan has a
// case that a wrong step fails.
var prescanCases = []struct {
	name, in, want string
	step           Step
}{
	// <meta charset>
	{"charset", `<meta charset="koi8-r">`, "KOI8-R", StepPrescanMeta},
	{"charset unquoted", `<meta charset=koi8-r>`, "KOI8-R", StepPrescanMeta},
	{"charset single quotes", `<meta charset='koi8-r'>`, "KOI8-R", StepPrescanMeta},
	{"charset alias", `<meta charset="koi8">`, "KOI8-R", StepPrescanMeta},
	{"charset label whitespace", `<meta charset=" koi8-r ">`, "KOI8-R", StepPrescanMeta},
	{"charset after head", `<head><meta charset="utf-8">`, "UTF-8", StepPrescanMeta},
	{"upper case META", `<META CHARSET="KOI8-R">`, "KOI8-R", StepPrescanMeta},
	{"mixed case MeTa", `<MeTa ChArSeT=Koi8-R>`, "KOI8-R", StepPrescanMeta},
	{"slash after meta", `<meta/charset="koi8-r">`, "KOI8-R", StepPrescanMeta},
	{"slashes between attributes", `<meta//charset=koi8-r //>`, "KOI8-R", StepPrescanMeta},
	{"unquoted value takes slashes", `<meta charset=koi8-r//>`, "", StepNone},
	{"tab after meta", "<meta\tcharset=koi8-r>", "KOI8-R", StepPrescanMeta},
	{"form feed after meta", "<meta\fcharset=koi8-r>", "KOI8-R", StepPrescanMeta},
	{"spaces around =", "<meta charset \n = \r koi8-r>", "KOI8-R", StepPrescanMeta},
	{"meta without space is a tag", `<metacharset=koi8-r>`, "", StepNone},
	{"meta> has no attributes", `<meta><p charset=koi8-r>`, "", StepNone},
	{"unknown charset", `<meta charset="bogus">`, "", StepNone},
	{"unknown charset then valid meta", `<meta charset="bogus"><meta charset="koi8-r">`, "KOI8-R", StepPrescanMeta},
	{"empty charset", `<meta charset="">`, "", StepNone},
	{"charset attribute without value", `<meta charset><meta charset=koi8-r>`, "KOI8-R", StepPrescanMeta},
	{"first charset attribute wins", `<meta charset=koi8-r charset=big5>`, "KOI8-R", StepPrescanMeta},
	{"first charset attribute wins even when bad", `<meta charset=bogus charset=big5>`, "", StepNone},
	{"charset in other tag ignored", `<script charset="big5"></script><p>`, "", StepNone},
	{"script encodings ignored, meta found", "<script src=a.js charset=\"UTF-8\"></script>\n<script charset=\"ISO-8859-1\"></script>\n<meta charset=\"koi8\">", "KOI8-R", StepPrescanMeta},
	{"charset attribute value with >", `<meta charset="koi8-r>">`, "", StepNone},
	{"gt in quoted attribute does not end tag", `<p title="<meta charset=big5>"><meta charset=koi8-r>`, "KOI8-R", StepPrescanMeta},
	{"gt in quoted attribute of another tag", `<a href='>'><meta charset=koi8-r>`, "KOI8-R", StepPrescanMeta},
	{"meta inside script", `<script>document.write('<meta charset="koi8-r">')</script>`, "KOI8-R", StepPrescanMeta},
	{"meta inside title", `<title><meta charset=koi8-r></title>`, "KOI8-R", StepPrescanMeta},
	{"meta inside textarea", `<textarea><meta charset=koi8-r></textarea>`, "KOI8-R", StepPrescanMeta},
	{"character reference is not decoded", `<meta charset="&#x6b;oi8-r">`, "", StepNone},
	{"named character reference not decoded", `<meta charset="koi8&#45;r"><meta charset=big5>`, "Big5", StepPrescanMeta},
	{"attribute name with =", `<meta =charset=koi8-r>`, "", StepNone},
	{"name, spaces, no =: empty value", `<meta charset koi8-r>`, "", StepNone},
	{"name, spaces, =: value", `<meta charset = koi8-r>`, "KOI8-R", StepPrescanMeta},
	{"= then gt: empty value", `<meta charset=><meta charset=koi8-r>`, "KOI8-R", StepPrescanMeta},
	{"name and spaces run out", `<?xml encoding="windows-1251"?><meta charset `, "windows-1251", StepXMLDeclaration},
	{"unquoted value ends at space", `<meta charset=koi8-r foo>`, "KOI8-R", StepPrescanMeta},
	{"unquoted value takes quote chars", `<meta charset=koi8-r"x>`, "", StepNone},
	{"unmatched quote runs out", `<meta charset="koi8-r>`, "", StepNone},

	// The rules for a meta's encoding.
	{"utf-16 becomes utf-8", `<meta charset="utf-16">`, "UTF-8", StepPrescanMeta},
	{"utf-16le becomes utf-8", `<meta charset="utf-16le">`, "UTF-8", StepPrescanMeta},
	{"utf-16be becomes utf-8", `<meta charset="utf-16be">`, "UTF-8", StepPrescanMeta},
	{"unicodefffe becomes utf-8", `<meta charset="unicodefffe">`, "UTF-8", StepPrescanMeta},
	{"x-user-defined becomes windows-1252", `<meta charset="x-user-defined">`, "windows-1252", StepPrescanMeta},
	{"http-equiv utf-16 becomes utf-8", `<meta http-equiv=content-type content="text/html; charset=utf-16">`, "UTF-8", StepPrescanMeta},
	{"http-equiv x-user-defined", `<meta http-equiv=content-type content="text/html; charset=x-user-defined">`, "windows-1252", StepPrescanMeta},
	{"replacement stays", `<meta charset="iso-2022-kr">`, "replacement", StepPrescanMeta},
	{"latin1 is windows-1252", `<meta charset="iso-8859-1">`, "windows-1252", StepPrescanMeta},
	{"tis-620 is windows-874", `<meta http-equiv="content-type" content="text/html;charset='tis-620'">`, "windows-874", StepPrescanMeta},

	// <meta http-equiv content>
	{"http-equiv", `<meta http-equiv="Content-Type" content="text/html; charset=koi8-r">`, "KOI8-R", StepPrescanMeta},
	{"http-equiv unquoted", `<meta http-equiv=Content-Type content=text/html;charset=ISO-8859-5>`, "ISO-8859-5", StepPrescanMeta},
	{"content before http-equiv", `<meta content="text/html; charset=koi8-r" http-equiv="content-type">`, "KOI8-R", StepPrescanMeta},
	{"content without http-equiv", `<meta content="text/html; charset=koi8-r">`, "", StepNone},
	{"http-equiv other", `<meta http-equiv="refresh" content="text/html; charset=koi8-r">`, "", StepNone},
	{"first http-equiv wins", `<meta http-equiv=refresh http-equiv=Content-Type content="text/html;charset=iso-8859-2">`, "", StepNone},
	{"first content wins", `<meta http-equiv=content-type content="text/html" content="text/html; charset=koi8-r">`, "", StepNone},
	{"charset attr beats later content", `<meta charset=big5 http-equiv=content-type content="text/html; charset=koi8-r">`, "Big5", StepPrescanMeta},
	{"charset attr beats earlier content", `<meta http-equiv=content-type content="text/html; charset=koi8-r" charset=big5>`, "Big5", StepPrescanMeta},
	{"failed charset attr does not fall through to content", `<meta charset=bogus http-equiv=content-type content="text/html; charset=koi8-r">`, "", StepNone},
	{"failed charset attr after content fails the meta", `<meta http-equiv=content-type content="text/html; charset=koi8-r" charset=bogus>`, "", StepNone},
	{"charset attr without pragma", `<meta content="text/html; charset=koi8-r" charset=big5>`, "Big5", StepPrescanMeta},
	{"commented-out meta", "<!--<meta http-equiv=\"Content-Type\" content=\"text/html;charset=ISO-8859-8\">-->\n<meta http-equiv=Content-Type content=text/html;charset=ISO-8859-5>", "ISO-8859-5", StepPrescanMeta},

	// Extracting a character encoding from a meta element.
	{"charset= at end of content", `<meta http-equiv=content-type content="text/html; charset=">`, "", StepNone},
	{"charset at end of content", `<meta http-equiv=content-type content="text/html; charset">`, "", StepNone},
	{"charset space at end", `<meta http-equiv=content-type content="text/html; charset ">`, "", StepNone},
	{"charset= space at end", `<meta http-equiv=content-type content="text/html; charset= ">`, "", StepNone},
	{"truncated charset then valid meta", `<meta http-equiv=content-type content="text/html; charset"><meta charset="utf-8">`, "UTF-8", StepPrescanMeta},
	{"charset=label at very end", `<meta http-equiv=content-type content=text/html;charset=koi8-r>`, "KOI8-R", StepPrescanMeta},
	{"label runs to semicolon", `<meta http-equiv=content-type content="text/html; charset=koi8-r; x=y">`, "KOI8-R", StepPrescanMeta},
	{"label runs to space", `<meta http-equiv=content-type content="text/html; charset=iso-8859-2 ">`, "ISO-8859-2", StepPrescanMeta},
	{"charsetcharset=", `<meta http-equiv=Content-Type content="text/html;charsetcharset=iso-8859-2">`, "ISO-8859-2", StepPrescanMeta},
	{"charset without = then later charset", `<meta http-equiv=content-type content="charset; charset=koi8-r">`, "KOI8-R", StepPrescanMeta},
	{"CHARSET upper case in content", `<meta http-equiv=content-type content="text/html; CHARSET=KOI8-R">`, "KOI8-R", StepPrescanMeta},
	{"spaces around = in content", `<meta http-equiv=content-type content="text/html; charset = koi8-r">`, "KOI8-R", StepPrescanMeta},
	{"double-quoted label in content", `<meta http-equiv=content-type content='text/html; charset="koi8-r"'>`, "KOI8-R", StepPrescanMeta},
	{"single-quoted label in content", `<meta http-equiv=content-type content="text/html; charset='koi8-r'">`, "KOI8-R", StepPrescanMeta},
	{"quoted label keeps spaces, trimmed by get an encoding", `<meta http-equiv=content-type content="charset=' koi8-r '">`, "KOI8-R", StepPrescanMeta},
	{"quoted label with semicolon", `<meta http-equiv=content-type content="charset='koi8-r;x'">`, "", StepNone},
	{"unmatched double quote in content", `<meta http-equiv=content-type content='text/html; charset="koi8-r'>`, "", StepNone},
	{"unmatched single quote in content", `<meta http-equiv=content-type content="text/html; charset='koi8-r">`, "", StepNone},
	{"first charset= decides", `<meta http-equiv=content-type content="charset=bogus; charset=koi8-r">`, "", StepNone},
	{"unknown content label then valid meta", `<meta http-equiv=content-type content="charset=bogus"><meta charset=koi8-r>`, "KOI8-R", StepPrescanMeta},

	// Comments and other markup.
	{"comment", `<!-- <meta charset=big5> --><meta charset=koi8-r>`, "KOI8-R", StepPrescanMeta},
	{"short comment <!-->", `<!--><meta charset="iso-8859-2">`, "ISO-8859-2", StepPrescanMeta},
	{"short comment <!--->", `<!---><meta charset="iso-8859-2">`, "ISO-8859-2", StepPrescanMeta},
	{"comment dashes not closing", `<!-- -- > <meta charset=big5> --><meta charset=koi8-r>`, "KOI8-R", StepPrescanMeta},
	{"unclosed comment", `<!-- <meta charset=koi8-r>`, "", StepNone},
	{"bogus comment <!x> ends at first gt", `<!x <meta charset=big5>><meta charset=koi8-r>`, "KOI8-R", StepPrescanMeta},
	{"bogus comment ends at first gt", `<!DOCTYPE html><meta charset=koi8-r>`, "KOI8-R", StepPrescanMeta},
	{"<! ends at first gt", `<! <meta charset=koi8-r>`, "", StepNone},
	{"<? ends at first gt", `<? <meta charset=koi8-r>`, "", StepNone},
	{"<?php then meta", `<?php echo 1 ?><meta charset=koi8-r>`, "KOI8-R", StepPrescanMeta},
	{"</ non-letter ends at first gt", `</ <meta charset=koi8-r>`, "", StepNone},
	{"</ non-letter then meta", `</1><meta charset=koi8-r>`, "KOI8-R", StepPrescanMeta},
	{"end tag attributes are read", `</p title="<meta charset=big5>"><meta charset=koi8-r>`, "KOI8-R", StepPrescanMeta},
	{"end tag named meta is not meta", `</meta charset=koi8-r>`, "", StepNone},
	{"tag name starting with digit is text", `<1 a="><meta charset=koi8-r>`, "KOI8-R", StepPrescanMeta},
	{"tag name starting with letter reads attributes", `<a b="><meta charset=big5>"><meta charset=koi8-r>`, "KOI8-R", StepPrescanMeta},
	{"lone <", `< <meta charset=koi8-r>`, "KOI8-R", StepPrescanMeta},
	{"tag without end runs out", `<p <meta charset=koi8-r`, "", StepNone},
	{"meta without end runs out", `<meta charset="windows-1253"`, "", StepNone},
	{"meta with unfinished attribute runs out", `<meta charset="windows-1253" unfinished="`, "", StepNone},
	{"tag name swallows meta", `<p<meta charset=koi8-r>`, "", StepNone},
	{"nothing", `<p>Hello</p>`, "", StepNone},
	{"empty", ``, "", StepNone},

	// Prescan for UTF-16 XML declarations.
	{"utf-16le <?x", "<\x00?\x00x\x00m\x00l\x00", "UTF-16LE", StepPrescanUTF16XML},
	{"utf-16be <?x", "\x00<\x00?\x00x\x00m\x00l", "UTF-16BE", StepPrescanUTF16XML},
	{"utf-16le signature before meta", "<\x00?\x00x\x00><meta charset=\"windows-1253\">", "UTF-16LE", StepPrescanUTF16XML},
	{"utf-16le <?X is not the signature", "<\x00?\x00X\x00><meta charset=\"windows-1253\">", "windows-1253", StepPrescanMeta},
	{"utf-16le <? only", "<\x00?\x00><meta charset=\"windows-1253\">", "windows-1253", StepPrescanMeta},
	{"utf-16le signature not at start", " <\x00?\x00x\x00", "", StepNone},
	{"utf-16le signature short", "<\x00?\x00x", "", StepNone},

	// Get an XML encoding: only when the loop finds nothing.
	{"xml declaration", `<?xml version="1.0" encoding="windows-1251"?>`, "windows-1251", StepXMLDeclaration},
	{"xml single quotes", `<?xml version='1.0' encoding='windows-1251'?>`, "windows-1251", StepXMLDeclaration},
	{"xml alias", `<?xml encoding="cp1251"?>`, "windows-1251", StepXMLDeclaration},
	{"xml case-insensitive label", `<?xml encoding="WiNdOwS-1251"?>`, "windows-1251", StepXMLDeclaration},
	{"xml no space", `<?xmlencoding="windows-1251">`, "windows-1251", StepXMLDeclaration},
	{"xml longer target", `<?xmlfoo version="1.0" encoding="windows-1251"?>`, "windows-1251", StepXMLDeclaration},
	{"xml without =", `<?xmlfoo version "1.0" encoding "windows-1251"?>`, "", StepNone},
	{"xml encoding after gt", `<?xmlfoo version="1.0" > encoding="windows-1251"?>`, "", StepNone},
	{"xml extra <", `<?xml< encoding="windows-1251"?>`, "windows-1251", StepXMLDeclaration},
	{"xml encoding inside another name", `<?xml otherencoding="windows-1251"?>`, "windows-1251", StepXMLDeclaration},
	{"xml encoding inside a value", `<?xml version='encoding="windows-1251"'?>`, "windows-1251", StepXMLDeclaration},
	{"meta inside xml declaration", `<?xml <meta charset="windows-1253" encoding="windows-1251">`, "windows-1251", StepXMLDeclaration},
	{"first xml declaration wins", `<?xml encoding="windows-1251"?><?xml encoding="windows-1253"?>`, "windows-1251", StepXMLDeclaration},
	{"first encoding wins", `<?xml encoding="windows-1251" encoding="windows-1253"?>`, "windows-1251", StepXMLDeclaration},
	{"xml x-user-defined stays", `<?xml encoding="x-user-defined"?>`, "x-user-defined", StepXMLDeclaration},
	{"xml replacement stays", `<?xml encoding="csiso2022kr"?>`, "replacement", StepXMLDeclaration},
	{"xml utf-16 becomes utf-8", `<?xml version="1.0" encoding="UTF-16"?>`, "UTF-8", StepXMLDeclaration},
	{"xml unicodefffe becomes utf-8", `<?xml version="1.0" encoding="unicodefffe"?>`, "UTF-8", StepXMLDeclaration},
	{"xml upper-case XML", `<?XML encoding="windows-1251"?>`, "", StepNone},
	{"xml upper-case ENCODING", `<?xml ENCODING="windows-1251"?>`, "", StepNone},
	{"xml leading space", ` <?xml encoding="windows-1251"?>`, "", StepNone},
	{"xml leading comment", `<!-- --><?xml encoding="windows-1251"?>`, "", StepNone},
	{"xml missing gt", `<?xml encoding="windows-1251"?`, "", StepNone},
	{"xml quote after gt", `<?xml encoding="windows-1251>"`, "", StepNone},
	{"xml empty label", `<?xml encoding=""?>`, "", StepNone},
	{"xml unknown label", `<?xml encoding="unknown"?>`, "", StepNone},
	{"xml utf-32", `<?xml encoding="UTF-32"?>`, "", StepNone},
	{"xml no quotes", `<?xml encoding=windows-1251?>`, "", StepNone},
	{"xml unmatched quotes", `<?xml encoding="windows-1251'?>`, "", StepNone},
	{"xml encodingencoding", `<?xml encodingencoding="windows-1251"?>`, "", StepNone},
	{"xml encoding=encoding=", `<?xml encoding=encoding="windows-1251"?>`, "", StepNone},
	{"xml invalid first encoding", `<?xml encoding="unknown" encoding="windows-1251"?>`, "", StepNone},
	{"xml malformed first encoding", `<?xml encoding! encoding="windows-1251"?>`, "", StepNone},
	{"xml control bytes around =", "<?xml encoding\x01=\x1f\"windows-1251\"?>", "windows-1251", StepXMLDeclaration},
	{"xml space inside label", `<?xml encoding=" windows-1251"?>`, "", StepNone},
	{"xml DEL is not space", "<?xml encoding\x7f=\"windows-1251\"?>", "", StepNone},
	{"xml high byte is not space", "<?xml encoding=\xa0\"windows-1251\"?>", "", StepNone},

	// The XML declaration's rank: a <meta> the loop finds wins.
	{"meta beats xml declaration", `<?xml encoding="windows-1251"?><meta charset="windows-1253">`, "windows-1253", StepPrescanMeta},
	{"http-equiv beats xml declaration", "<?xml encoding=\"windows-1251\"?>\n<meta http-equiv=\"content-type\" content=\"text/html;charset=windows-1253\">", "windows-1253", StepPrescanMeta},
	{"xml after failed meta", `<?xml encoding="windows-1251"?><meta charset="unknown">`, "windows-1251", StepXMLDeclaration},
	{"xml after meta without pragma", `<?xml encoding="windows-1251"?><meta content="text/html;charset=windows-1253">`, "windows-1251", StepXMLDeclaration},
	{"xml after unclosed comment", `<?xml encoding="windows-1251"?><!-- <meta charset="windows-1253">`, "windows-1251", StepXMLDeclaration},
	{"xml after unfinished tag", `<?xml encoding="windows-1251"?><div title="`, "windows-1251", StepXMLDeclaration},
	{"xml after unfinished meta", `<?xml encoding="windows-1251"?><meta charset="windows-1253"`, "windows-1251", StepXMLDeclaration},
	{"xml after meta with unfinished attribute", `<?xml encoding="windows-1251"?><meta charset="windows-1253" unfinished="`, "windows-1251", StepXMLDeclaration},
	{"xml with windows-1251 text", "<?xml version=\"1.0\" encoding=\"windows-1251\"?><p>\xc0</p>", "windows-1251", StepXMLDeclaration},
}

func TestPrescan(t *testing.T) {
	for _, c := range prescanCases {
		enc, step := Prescan([]byte(c.in))
		if name(enc) != c.want || step != c.step {
			t.Errorf("%s: Prescan(%q) = %s, %v; want %s, %v", c.name, c.in, name(enc), step, orNone(c.want), c.step)
		}
	}
}

func name(enc *textcodec.Encoding) string {
	if enc == nil {
		return ""
	}
	return enc.Name()
}

func orNone(s string) string {
	if s == "" {
		return "<nil>"
	}
	return s
}

// TestPrescanTruncated: a prescan answer from a <meta> needs its '>', so
// every proper prefix of the input answers nothing (or the XML
// declaration): running out of bytes ends the scan.
func TestPrescanTruncated(t *testing.T) {
	for _, in := range []string{
		`<meta charset="koi8-r">`,
		`<meta http-equiv=content-type content="text/html; charset=koi8-r">`,
		`<!-- x --><p title='a'><meta charset=koi8-r>`,
	} {
		for n := 0; n < len(in); n++ {
			if enc, step := Prescan([]byte(in[:n])); enc != nil {
				t.Errorf("Prescan(%q) = %s, %v; want nothing", in[:n], enc, step)
			}
		}
		if enc, _ := Prescan([]byte(in)); enc != textcodec.KOI8R {
			t.Errorf("Prescan(%q) = %v", in, enc)
		}
	}
	// Every prefix of an XML declaration short of its '>' fails.
	decl := `<?xml version="1.0" encoding="windows-1251"?>`
	for n := 0; n < len(decl); n++ {
		if enc, _ := Prescan([]byte(decl[:n])); enc != nil {
			t.Errorf("Prescan(%q) = %s", decl[:n], enc)
		}
	}
}

// TestPrescanLimit: the prescan reads the first 1024 bytes (or
// PrescanLimit), so a <meta> whose '>' is byte 1023 counts and one whose
// '>' is byte 1024 does not; comments and attributes across the limit end
// the scan.
func TestPrescanLimit(t *testing.T) {
	pad := func(s string, n int) string { return s + strings.Repeat(" ", n-len(s)) }
	cases := []struct {
		name, in string
		limit    int
		want     string
	}{
		{"meta gt at 1023", pad(`<meta charset="windows-1253"`, 1023) + ">", 0, "windows-1253"},
		{"meta gt at 1024", pad(`<meta charset="windows-1253"`, 1024) + ">", 0, "windows-1252"},
		{"http-equiv gt at 1023", pad(`<meta http-equiv="content-type" content="text/html;charset=windows-1253"`, 1023) + ">", 0, "windows-1253"},
		{"http-equiv gt at 1024", pad(`<meta http-equiv="content-type" content="text/html;charset=windows-1253"`, 1024) + ">", 0, "windows-1252"},
		{"attribute across the limit", `<meta charset="windows-1253" unfinished="` + strings.Repeat("x", 1024) + `">`, 0, "windows-1252"},
		{"comment across the limit", "<!--" + strings.Repeat("x", 1020) + "--><meta charset=koi8-r>", 0, "windows-1252"},
		{"comment ending at the limit", "<!--" + strings.Repeat("x", 1017) + "--><meta charset=koi8-r>", 2048, "KOI8-R"},
		{"comment closing at 1023 then meta past it", "<!--" + strings.Repeat("x", 1017) + "--><meta charset=koi8-r>", 0, "windows-1252"},
		{"meta gt at 1023 after comment", "<!--" + strings.Repeat("x", 996) + "--><meta charset=koi8-r>", 0, "KOI8-R"},
		{"meta gt at 1024 after comment", "<!--" + strings.Repeat("x", 997) + "--><meta charset=koi8-r>", 0, "windows-1252"},
		{"late meta, default limit", strings.Repeat(" ", 2048-len(`<meta charset="windows-1253">`)) + `<meta charset="windows-1253">`, 0, "windows-1252"},
		{"late meta, limit 2047", strings.Repeat(" ", 2048-len(`<meta charset="windows-1253">`)) + `<meta charset="windows-1253">`, 2047, "windows-1252"},
		{"late meta, limit 2048", strings.Repeat(" ", 2048-len(`<meta charset="windows-1253">`)) + `<meta charset="windows-1253">`, 2048, "windows-1253"},
		{"early meta, limit one short", `<meta charset="windows-1253">`, len(`<meta charset="windows-1253">`) - 1, "windows-1252"},
		{"early meta, limit exact", `<meta charset="windows-1253">`, len(`<meta charset="windows-1253">`), "windows-1253"},
		{"no prescan", `<meta charset="windows-1253">`, NoPrescan, "windows-1252"},
		{"xml then meta past the limit", `<?xml encoding="windows-1251"?>` + strings.Repeat(" ", 1024) + `<meta charset="windows-1253">`, 0, "windows-1251"},
		{"xml then meta within a larger limit", `<?xml encoding="windows-1251"?>` + strings.Repeat(" ", 1024) + `<meta charset="windows-1253">`, 2048, "windows-1253"},
		{"xml then meta ending at 1024", `<?xml encoding="windows-1251"?>` + strings.Repeat(" ", 1024-31-29) + `<meta charset="windows-1253">`, 0, "windows-1253"},
		{"xml then meta ending at 1025", `<?xml encoding="windows-1251"?>` + strings.Repeat(" ", 1025-31-29) + `<meta charset="windows-1253">`, 0, "windows-1251"},
		{"xml declaration of 1024 bytes", `<?xml ` + strings.Repeat(" ", 1024-31) + `encoding="windows-1251"?>`, 0, "windows-1251"},
		{"xml declaration of 1025 bytes", `<?xml ` + strings.Repeat(" ", 1025-31) + `encoding="windows-1251"?>`, 0, "windows-1252"},
		{"utf-16 signature needs six bytes", "<\x00?\x00x\x00", 5, "windows-1252"},
		{"utf-16 signature in six bytes", "<\x00?\x00x\x00", 6, "UTF-16LE"},
	}
	for _, c := range cases {
		got := Sniff([]byte(c.in), "", &Options{PrescanLimit: c.limit})
		if got.Encoding.Name() != c.want {
			t.Errorf("%s: Sniff = %v (%v), want %s", c.name, got.Encoding, got.Step, c.want)
		}
	}
}

// TestMaxLabelLen checks the bound lookup relies on.
func TestMaxLabelLen(t *testing.T) {
	for _, e := range textcodec.Encodings() {
		for _, l := range e.Labels() {
			if len(l) > maxLabelLen {
				t.Errorf("label %q is longer than maxLabelLen %d", l, maxLabelLen)
			}
		}
	}
	// A long label made of a real one and whitespace still names it.
	if got := lookup([]byte(strings.Repeat(" ", 40) + "koi8-r\t")); got != textcodec.KOI8R {
		t.Errorf("lookup of a padded label = %v", got)
	}
	if got := lookup([]byte(strings.Repeat("k", 40))); got != nil {
		t.Errorf("lookup of a long non-label = %v", got)
	}
}
