package htmlsniff

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/textcodec/textcodec"
)

// prescanCase is a line of testdata/prescan.txt: an input whose prescan
// answer the HTML Standard fixes, the encoding's name ("" for none) and
// the step.
type prescanCase struct {
	name, in, want string
	step           Step
}

// loadPrescanCases reads testdata/prescan.txt (its first comment says the
// format).
func loadPrescanCases(t testing.TB) []prescanCase {
	t.Helper()
	data, err := os.ReadFile("testdata/prescan.txt")
	if err != nil {
		t.Fatal(err)
	}
	var cases []prescanCase
	for i, line := range strings.Split(string(data), "\n") {
		if line == "" || line[0] == '#' {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 4 {
			t.Fatalf("prescan.txt:%d: %d fields", i+1, len(f))
		}
		in, err := strconv.Unquote(f[1])
		if err != nil {
			t.Fatalf("prescan.txt:%d: %v", i+1, err)
		}
		c := prescanCase{name: f[0], in: in, want: f[2], step: stepByName(f[3])}
		if c.want == "-" {
			c.want = ""
		}
		if c.step == StepNone && f[3] != "none" {
			t.Fatalf("prescan.txt:%d: unknown step %q", i+1, f[3])
		}
		cases = append(cases, c)
	}
	return cases
}

func stepByName(s string) Step {
	for i, n := range stepNames {
		if n == s {
			return Step(i)
		}
	}
	return StepNone
}

func TestPrescan(t *testing.T) {
	cases := loadPrescanCases(t)
	if len(cases) < 150 {
		t.Fatalf("only %d cases in testdata/prescan.txt", len(cases))
	}
	for _, c := range cases {
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
