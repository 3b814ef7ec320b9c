// Package jscompile compiles JavaScript for goja: the bindings' own programs
// (package webjs's), once for all runtimes (Lazy), and scripts from
// elsewhere, working around a bug in goja's lexer (Compile), as the
// web-platform-tests runner and `textcodec run` do.
package jscompile

import (
	"fmt"
	"reflect"
	"regexp"
	"sort"
	"strings"

	"github.com/dop251/goja"
	"github.com/dop251/goja/ast"
	"github.com/dop251/goja/parser"
)

// Compile compiles a classic script as goja.Compile does, with three
// differences: a "//# sourceMappingURL=" comment is ignored (goja would read
// the file it names from the host's file system, and sobek fails the
// compilation when there is none), a Go panic in goja's parser is returned
// as an error, and the escape \u{10FFFF} (the last code point, ECMAScript's
// UnicodeEscapeSequence "u{ CodePoint }" with any leading zeros), which
// goja's lexer cannot read in string and template literals, is first
// rewritten where that changes nothing a script can observe.
//
// goja's lexer (parser/lexer.go, scanEscape) reads the hex digits of
// \u{...} while the value is below utf8.MaxRune, so for exactly U+10FFFF
// it stops before the "}", counts that "}" as one more code unit of the
// literal, and parseStringLiteral panics ("unexpected unicode length while
// parsing"). Every other code point, and every other context, lexes
// right. Where the escape is rewritten, by context:
//
//   - string literals ('...' and "...", property keys included): to the
//     surrogate pair escape \uDBFF\uDFFF, the same string value;
//   - template literals without a tag: the same, in the template's text
//     (not in its ${...} substitutions, which are code): the cooked string
//     is the same, and without a tag the raw string cannot be seen;
//   - tagged templates (String.raw`...` and the like): left as they are:
//     the tag sees the raw text, which the rewrite would change, so goja's
//     panic comes back as the compile error;
//   - regular expression literals, identifiers, comments: left as they
//     are (goja lexes them right: a regular expression's pattern is
//     scanned without being parsed as a string, and an identifier escape's
//     loop reads the "}");
//   - \\u{10FFFF} (an escaped backslash, then text) is no escape and is
//     left alone.
//
// The rewrite lengthens the source by two bytes per escape of six hex
// digits, so positions after one on the same line move right by that much
// in error messages and stack traces; line numbers do not change.
func Compile(name, src string, strict bool) (prg *goja.Program, err error) {
	defer func() {
		if p := recover(); p != nil {
			prg, err = nil, fmt.Errorf("goja panicked compiling %s: %v", name, p)
		}
	}()
	parsed, err := goja.Parse(name, rewriteMaxCodePointEscapes(name, src), parser.WithDisableSourceMaps)
	if err != nil {
		return nil, err
	}
	return goja.CompileAST(parsed, strict)
}

// maxCodePointEscape matches the text of a \u{10FFFF} escape, leading
// zeros and either case of hex digits allowed, wherever it stands.
var maxCodePointEscape = regexp.MustCompile(`\\u\{0*10[fF]{4}\}`)

// surrogatePairEscape is U+10FFFF as the escapes of its UTF-16 code units.
const surrogatePairEscape = `\uDBFF\uDFFF`

// rewriteMaxCodePointEscapes returns src with the \u{10FFFF} escapes of its
// string literals and untagged template literals written as surrogate
// pairs (see Compile). The literals are found by goja's own parser, run on
// a copy of src in which each such text reads \u{10FFFE} (a code point
// goja lexes right, in an escape of the same length), so the copy's
// literals stand at the same offsets as src's. When there is no such text,
// or the copy does not parse (src is then a syntax error anyway), src is
// returned as it is.
func rewriteMaxCodePointEscapes(name, src string) string {
	found := maxCodePointEscape.FindAllStringIndex(src, -1)
	if found == nil {
		return src
	}
	probe := []byte(src)
	for _, m := range found {
		probe[m[1]-2] = 'E' // the last hex digit: 10FFFF -> 10FFFE
	}
	prg, err := goja.Parse(name, string(probe), parser.WithDisableSourceMaps)
	if err != nil {
		return src
	}
	spans := literalSpans(prg, string(probe))
	seen := map[int]bool{}
	var edits []int // offsets of escapes to rewrite, ascending
	for _, s := range spans {
		for _, at := range escapesIn(src, s) {
			if !seen[at] {
				seen[at] = true
				edits = append(edits, at)
			}
		}
	}
	if len(edits) == 0 {
		return src
	}
	sort.Ints(edits)
	var b strings.Builder
	b.Grow(len(src) + 2*len(edits))
	last := 0
	for _, at := range edits {
		m := maxCodePointEscape.FindStringIndex(src[at:])
		b.WriteString(src[last:at])
		b.WriteString(surrogatePairEscape)
		last = at + m[1]
	}
	b.WriteString(src[last:])
	return b.String()
}

// A span is the source text [start, end) of a literal's characters in
// which escapes are read as in a string: a string literal between its
// quotes, or one text piece of a template between "`", "}" and "${".
type span struct{ start, end int }

// literalSpans returns the spans of the string literals and of the text
// pieces of the untagged template literals of prg, whose source is src.
// goja keeps no end offset for a template's text piece, so each piece is
// scanned from its start in src; a piece whose start is not where goja's
// quirk puts it (see templatePieceStart) is left out.
func literalSpans(prg *ast.Program, src string) []span {
	var spans []span
	walkNodes(reflect.ValueOf(prg), map[nodeKey]bool{}, func(n interface{}) {
		switch n := n.(type) {
		case *ast.StringLiteral:
			start := int(n.Idx) - 1
			// Identifier and keyword property keys are StringLiterals too:
			// keep the ones that are quoted in the source.
			if start < 0 || start+len(n.Literal) > len(src) || src[start:start+len(n.Literal)] != n.Literal ||
				len(n.Literal) < 2 || (n.Literal[0] != '"' && n.Literal[0] != '\'') {
				return
			}
			spans = append(spans, span{start + 1, start + len(n.Literal) - 1})
		case *ast.TemplateLiteral:
			if n.Tag != nil {
				return
			}
			for _, el := range n.Elements {
				if s, ok := templatePieceSpan(src, el); ok {
					spans = append(spans, s)
				}
			}
		}
	})
	return spans
}

// templatePieceSpan finds the source span of a template's text piece. goja
// records a piece's Idx one past its first character (its parser takes the
// offset after the opening "`" or "}" as read), and that character may take
// up to 4 bytes (a non-ASCII character; "\r\n"), so each start from 1 to 5 bytes
// before Idx is tried (an ASCII character's first); the piece must start just after a "`" or "}", and
// scanning it as ECMAScript's TemplateCharacters (a backslash takes the next
// character with it; "${" or "`" ends it) must give back goja's text of it,
// line ends normalised as goja does. Only the right start can: every start
// gives the same end, so a wrong one gives a text of another length.
func templatePieceSpan(src string, el *ast.TemplateElement) (span, bool) {
	for _, back := range []int{2, 1, 3, 4, 5} {
		start := int(el.Idx) - back
		if start < 1 || start > len(src) || (src[start-1] != '`' && src[start-1] != '}') {
			continue
		}
		end := start
		for end < len(src) && src[end] != '`' && !strings.HasPrefix(src[end:], "${") {
			if src[end] == '\\' {
				end++
			}
			end++
		}
		if end > len(src) {
			continue
		}
		text := strings.ReplaceAll(src[start:end], "\r\n", "\n")
		text = strings.ReplaceAll(text, "\r", "\n")
		if text == el.Literal {
			return span{start, end}, true
		}
	}
	return span{}, false
}

// escapesIn returns the offsets in src of the \u{10FFFF} escapes in span s,
// reading escapes from its start as a string literal does: a backslash
// escapes the character after it, so in \\u{10FFFF} the second backslash
// is escaped and "u{10FFFF}" is plain text.
func escapesIn(src string, s span) []int {
	var at []int
	for i := s.start; i < s.end; i++ {
		if src[i] != '\\' {
			continue
		}
		if m := maxCodePointEscape.FindStringIndex(src[i:s.end]); m != nil && m[0] == 0 {
			at = append(at, i)
			i += m[1] - 1
			continue
		}
		i++ // the escaped character
	}
	return at
}

// A nodeKey names a node: a struct and a field at its start share an
// address, not a type.
type nodeKey struct {
	t reflect.Type
	p uintptr
}

// walkNodes calls visit once with every pointer to a struct reachable from
// v through exported struct fields, pointers, interfaces and slices: every
// node of a goja AST, whatever its type (a function's DeclarationList
// points again at nodes of its body; seen keeps them to one visit).
func walkNodes(v reflect.Value, seen map[nodeKey]bool, visit func(interface{})) {
	switch v.Kind() {
	case reflect.Pointer:
		k := nodeKey{v.Type(), v.Pointer()}
		if v.IsNil() || seen[k] {
			return
		}
		seen[k] = true
		if v.Elem().Kind() == reflect.Struct {
			visit(v.Interface())
		}
		walkNodes(v.Elem(), seen, visit)
	case reflect.Interface:
		if !v.IsNil() {
			walkNodes(v.Elem(), seen, visit)
		}
	case reflect.Slice:
		for i := 0; i < v.Len(); i++ {
			walkNodes(v.Index(i), seen, visit)
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				walkNodes(v.Field(i), seen, visit)
			}
		}
	}
}
