package jscompile

import (
	"strings"
	"testing"

	"github.com/dop251/goja"
)

// TestCompileMaxCodePointEscape runs scripts with the escape \u{10FFFF}
// (which goja's lexer cannot read in strings and templates) in every
// context, each checking its own result: what a conforming engine gives.
func TestCompileMaxCodePointEscape(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		{"double-quoted string", `"\u{10FFFF}" === "\uDBFF\uDFFF"`, "true"},
		{"single-quoted string, lower case", `'\u{10ffff}'.codePointAt(0).toString(16)`, "10ffff"},
		{"leading zeros", `"a\u{0010FFFF}b".length`, "4"},
		{"two in one string", `"\u{10FFFF}\u{10FFFF}".length`, "4"},
		{"next to other escapes", `"\u{10000}\u{10FFFF}\x41\n".length`, "6"},
		{"property key", `({"\u{10FFFF}": 1})["\uDBFF\uDFFF"]`, "1"},
		{"escaped backslash: text, not an escape", `"\\u{10FFFF}"`, `\u{10FFFF}`},
		{"escaped backslash then an escape", `"\\\u{10FFFF}" === "\\\uDBFF\uDFFF"`, "true"},
		{"template", "`x\\u{10FFFF}y` === 'x\\uDBFF\\uDFFFy'", "true"},
		{"template pieces around a substitution", "`\\u{10FFFF}${1}\\u{10FFFF}`.length", "5"},
		{"string inside a substitution", "`${'\\u{10FFFF}'.length}`", "2"},
		{"template with CRLF", "`a\r\n\\u{10FFFF}`.length", "4"},
		{"template starting with a non-ASCII character", "`é\\u{10FFFF}`.length", "3"},
		{"template piece starting with a 4-byte character", "`${1}😀\\u{10FFFF}`.length", "5"},
		{"template starting with CRLF", "`\r\n\\u{10FFFF}`.length", "3"},
		{"regular expression, u flag: the code point", `/^\u{10FFFF}$/u.test("\uDBFF\uDFFF")`, "true"},
		{"regular expression, no u flag: a quantifier", `/^\u{10FFFF}$/.source`, `^\u{10FFFF}$`},
		{"regular expression inside a substitution", "`${/\\u{10FFFF}/u.source}`", `\u{10FFFF}`},
		{"comment", "// \\u{10FFFF}\n/* \\u{10FFFF} */ 'ok'", "ok"},
		{"comment inside a substitution", "`${/* \\u{10FFFF} */ 1}\\u{10FFFF}`.length", "3"},
		{"nested function", `(function () { return function () { return "\u{10FFFF}"; }; })()().length`, "2"},
	} {
		t.Run(c.name, func(t *testing.T) {
			prg, err := Compile("t.js", c.src, false)
			if err != nil {
				t.Fatalf("Compile(%q): %v", c.src, err)
			}
			v, err := goja.New().RunProgram(prg)
			if err != nil {
				t.Fatalf("running %q: %v", c.src, err)
			}
			if got := v.String(); got != c.want {
				t.Errorf("%q gives %q, want %q", c.src, got, c.want)
			}
		})
	}
}

// TestCompileLeavesOtherSourceAlone checks the rewrite touches nothing it
// need not: comments and regular expressions keep their text, a tagged
// template (whose raw text a tag sees) is not rewritten and comes back as
// goja's error, and syntax errors and other panics are errors.
func TestCompileLeavesOtherSourceAlone(t *testing.T) {
	for _, src := range []string{
		"// \\u{10FFFF}\n1",
		"/\\u{10FFFF}/u",
		`"\\u{10FFFF}"`,
		"String.raw`\\u{10FFFF}`",
		`"\u{110000}"`,
	} {
		if got := rewriteMaxCodePointEscapes("t.js", src); got != src {
			t.Errorf("rewrite(%q) = %q, want it unchanged", src, got)
		}
	}
	if got, want := rewriteMaxCodePointEscapes("t.js", `/\u{10FFFF}/u; "\u{10FFFF}"`), `/\u{10FFFF}/u; "\uDBFF\uDFFF"`; got != want {
		t.Errorf("rewrite gives %q, want %q", got, want)
	}

	_, err := Compile("t.js", "String.raw`\\u{10FFFF}`", false)
	if err == nil || !strings.Contains(err.Error(), "goja panicked compiling t.js") {
		t.Errorf("tagged template: got %v, want goja's panic as an error", err)
	}
	if _, err := Compile("t.js", `"\u{10FFFF}" +`, false); err == nil {
		t.Error("a syntax error compiled")
	}
}

// TestSourceMapIgnored checks that a sourceMappingURL comment reads no file:
// sobek fails the compilation when the file is missing, and goja would read
// whatever file it names.
func TestSourceMapIgnored(t *testing.T) {
	prg, err := Compile("t.js", "1 + 1;\n//# sourceMappingURL=missing.js.map\n", false)
	if err != nil {
		t.Fatalf("a missing source map: %v", err)
	}
	v, err := goja.New().RunProgram(prg)
	if err != nil || v.ToInteger() != 2 {
		t.Errorf("got %v, %v; want 2", v, err)
	}
}
