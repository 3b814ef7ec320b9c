package xtext

import (
	"bufio"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/ianaindex"

	"github.com/textcodec/textcodec"
)

// The names of the IANA Character Sets registry, as x/text's ianaindex
// holds them, are in testdata/iana-names.txt: one line per name, the
// charset's IANA name and the name, both Go-quoted. go test -run IANA
// -update rewrites it from the ianaindex source of the x/text in go.mod.
const ianaNamesFile = "testdata/iana-names.txt"

// TestGetIANAAgainstIANAIndex checks GetIANA (charset.Lookup) on every
// name of the registry against the rule charset.Lookup states, and against
// ianaindex.IANA: where both find an encoding the standard has, they must
// agree; every other disagreement is listed, by charset, in
// testdata/iana-differences.txt (rewritten by -update; the package doc
// points to it), so that a change shows up in review.
func TestGetIANAAgainstIANAIndex(t *testing.T) {
	if *update {
		writeIANANames(t)
	}
	groups := readIANANames(t)
	charsets := make([]string, 0, len(groups))
	for c := range groups {
		charsets = append(charsets, c)
	}
	sort.Strings(charsets)

	var b strings.Builder
	fmt.Fprintf(&b, "# Where xtext.GetIANA (charset.Lookup) and x/text v0.16.0's ianaindex.IANA disagree,\n"+
		"# on the %d names of the IANA registry that ianaindex holds (testdata/iana-names.txt),\n"+
		"# found by TestGetIANAAgainstIANAIndex. One line per IANA charset:\n"+
		"# charset: GetIANA -> ianaindex (\"none\": an error or a nil Encoding; x/text's\n"+
		"# own encodings by ianaindex's name), then the names concerned.\n\n", countNames(groups))
	for _, c := range charsets {
		names := groups[c]
		// The rule: the encoding the standard's labels among the
		// charset's names select, for every name.
		rule := map[*textcodec.Encoding]bool{}
		for _, n := range names {
			if enc := textcodec.Lookup(n); enc != nil {
				rule[enc] = true
			}
		}
		if len(rule) > 1 {
			t.Errorf("%s: the standard's labels among its names select %d encodings", c, len(rule))
		}
		diffs := map[string][]string{}
		for _, n := range names {
			ours, err := GetIANA(n)
			switch {
			case len(rule) == 0 && err == nil:
				t.Errorf("GetIANA(%q) = %v: %s has no label in the standard", n, ours, c)
			case len(rule) == 1 && (err != nil || !rule[ours.Encoding()]):
				t.Errorf("GetIANA(%q) = %v, %v: %s is %v by the standard's labels", n, ours, err, c, rule)
			}
			o, theirs := "none", ianaIndexName(n)
			if err == nil {
				o = ours.String()
			}
			if strings.EqualFold(o, theirs) {
				continue
			}
			if err == nil && theirs != "none" && !strings.HasPrefix(theirs, "x/text ") {
				t.Errorf("GetIANA(%q) = %s, ianaindex has the standard's %s", n, o, theirs)
			}
			k := o + " -> " + theirs
			diffs[k] = append(diffs[k], n)
		}
		kinds := make([]string, 0, len(diffs))
		for k := range diffs {
			kinds = append(kinds, k)
		}
		sort.Strings(kinds)
		for _, k := range kinds {
			fmt.Fprintf(&b, "%s: %s: %s\n", c, k, strings.Join(diffs[k], " "))
		}
	}
	got := b.String()
	const file = "testdata/iana-differences.txt"
	if *update {
		if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("the differences from ianaindex changed; run go test -run IANA -update and review the diff")
	}
}

// ianaIndexName returns what ianaindex.IANA finds for name: the standard's
// name of the encoding when htmlindex knows it, "x/text NAME" for one of
// x/text's other encodings, or "none".
func ianaIndexName(name string) string {
	enc, err := ianaindex.IANA.Encoding(name)
	if err != nil || enc == nil {
		return "none"
	}
	if n, err := htmlindex.Name(enc); err == nil {
		if x, err := Get(n); err == nil {
			return x.String()
		}
	}
	n, _ := ianaindex.IANA.Name(enc)
	return "x/text " + n
}

func countNames(groups map[string][]string) int {
	n := 0
	for _, g := range groups {
		n += len(g)
	}
	return n
}

// readIANANames reads testdata/iana-names.txt into the names of each
// charset.
func readIANANames(t *testing.T) map[string][]string {
	f, err := os.Open(ianaNamesFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	groups := map[string][]string{}
	s := bufio.NewScanner(f)
	for s.Scan() {
		line := s.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		charset, rest, _ := strings.Cut(line, " ")
		c, err1 := strconv.Unquote(charset)
		n, err2 := strconv.Unquote(rest)
		if err1 != nil || err2 != nil {
			t.Fatalf("bad line %q", line)
		}
		groups[c] = append(groups[c], n)
	}
	if len(groups) < 200 {
		t.Fatalf("%s: only %d charsets", ianaNamesFile, len(groups))
	}
	return groups
}

// writeIANANames reads the names from ianaindex's generated tables.go in
// the module cache (ianaNames, and the keys of ianaAliases lowercased, as
// ianaindex matches them) and writes testdata/iana-names.txt.
func writeIANANames(t *testing.T) {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}} {{.Version}}", "golang.org/x/text").Output()
	if err != nil {
		t.Fatal(err)
	}
	dir, version, _ := strings.Cut(strings.TrimSpace(string(out)), " ")
	f, err := parser.ParseFile(token.NewFileSet(), filepath.Join(dir, "encoding/ianaindex/tables.go"), nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	index := map[string]int{} // encNNN -> position in the const block
	var ianaNames []string
	aliases := map[string]string{}
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok {
			continue
		}
		for _, spec := range g.Specs {
			v, ok := spec.(*ast.ValueSpec)
			if !ok {
				continue
			}
			if g.Tok == token.CONST {
				index[v.Names[0].Name] = len(index)
				continue
			}
			if len(v.Values) != 1 {
				continue
			}
			lit, ok := v.Values[0].(*ast.CompositeLit)
			if !ok {
				continue
			}
			for _, e := range lit.Elts {
				switch v.Names[0].Name {
				case "ianaNames":
					s, _ := strconv.Unquote(e.(*ast.BasicLit).Value)
					if s != "" && s[0] < ' ' {
						s = s[s[0]:] // a MIME name first, its length in the first byte
					}
					ianaNames = append(ianaNames, s)
				case "ianaAliases":
					kv := e.(*ast.KeyValueExpr)
					s, _ := strconv.Unquote(kv.Key.(*ast.BasicLit).Value)
					aliases[strings.ToLower(s)] = kv.Value.(*ast.Ident).Name
				}
			}
		}
	}
	var lines []string
	for name, enc := range aliases {
		i, ok := index[enc]
		if !ok || i >= len(ianaNames) {
			t.Fatalf("ianaindex tables: %s of %q not found", enc, name)
		}
		lines = append(lines, strconv.Quote(ianaNames[i])+" "+strconv.Quote(name))
	}
	sort.Strings(lines)
	header := "# The names of the IANA Character Sets registry as golang.org/x/text " + version +
		"\n# encoding/ianaindex holds them (keys of ianaAliases, lowercased), each after its\n" +
		"# charset's IANA name. Written by go test -run IANA -update in xtext.\n"
	if err := os.WriteFile(ianaNamesFile, []byte(header+strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
}
