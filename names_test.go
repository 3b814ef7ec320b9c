package textcodec

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"strings"
	"testing"
)

// TestEncodingVariables checks that every encoding has an exported variable,
// named by the rule its doc comment states, and holding that encoding.
func TestEncodingVariables(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "encoding.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[int]string{}
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.VAR {
			continue
		}
		for _, spec := range g.Specs {
			vs := spec.(*ast.ValueSpec)
			if len(vs.Values) != 1 {
				continue
			}
			// name = &encodings[i]
			u, ok := vs.Values[0].(*ast.UnaryExpr)
			if !ok {
				continue
			}
			ix, ok := u.X.(*ast.IndexExpr)
			if !ok {
				continue
			}
			lit, ok := ix.Index.(*ast.BasicLit)
			if !ok {
				continue
			}
			i, _ := strconv.Atoi(lit.Value)
			seen[i] = vs.Names[0].Name
		}
	}
	for i := range encodings {
		name, ok := seen[i]
		if !ok {
			t.Errorf("%s has no exported variable", encodings[i].name)
			continue
		}
		if want := goName(encodings[i].name); name != want {
			t.Errorf("%s's variable is %s, the naming rule gives %s", encodings[i].name, name, want)
		}
	}
	if len(seen) != len(encodings) {
		t.Errorf("%d variables for %d encodings", len(seen), len(encodings))
	}
	// The variables hold the encodings they are named for.
	for _, c := range []struct {
		e    *Encoding
		name string
	}{{IBM866, "IBM866"}, {ISO8859_8I, "ISO-8859-8-I"}, {KOI8U, "KOI8-U"}, {XMacCyrillic, "x-mac-cyrillic"}, {Windows1258, "windows-1258"}, {XUserDefined, "x-user-defined"}} {
		if c.e.Name() != c.name {
			t.Errorf("variable for %s holds %s", c.name, c.e.Name())
		}
	}
}

// goName is the rule encoding.go's doc comment states: punctuation dropped,
// or an underscore between digits; each word capitalised as Go spells it.
func goName(name string) string {
	special := map[string]string{
		"UTF-8": "UTF8", "UTF-16BE": "UTF16BE", "UTF-16LE": "UTF16LE", "gb18030": "GB18030",
		"macintosh": "Macintosh", "replacement": "Replacement", "Shift_JIS": "ShiftJIS",
		"x-mac-cyrillic": "XMacCyrillic", "x-user-defined": "XUserDefined",
	}
	if s, ok := special[name]; ok {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c == '-' || c == '_' {
			if i > 0 && i+1 < len(name) && isDigit(name[i-1]) && isDigit(name[i+1]) {
				b.WriteByte('_')
			}
			continue
		}
		if i == 0 {
			c = strings.ToUpper(string(c))[0]
		}
		b.WriteByte(c)
	}
	return b.String()
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }
