// Package webjs holds the JavaScript of the bindings' web APIs, kept once
// for every engine: the goja packages (goja/streams, goja/dom,
// internal/host/intrinsics) and their sobek copies compile the same text.
// It imports no engine.
//
// A program is the files of one folder here joined in a listed order:
// pieces of a single function expression (the first file opens it, the last
// closes it), so their names share one scope and class declarations run in
// the listed order. TestPrograms checks that every file belongs to exactly
// one program.
package webjs

import (
	"embed"
	"strings"
)

//go:embed streams/*.js dom/*.js intrinsics/*.js url/*.js globalscope/*.js fileapi/*.js structuredclone/*.js
var files embed.FS

// A Program is one JavaScript program of the bindings.
type Program struct {
	// Name is the name it compiles under, which stack traces show.
	Name string
	// Files are its files, by path in this package, in program order.
	Files []string
}

// Source returns the program's text: its files joined in order. The files
// are embedded, so reading them cannot fail; a Program naming a file that is
// not there panics (TestPrograms checks every Program).
func (p Program) Source() string {
	var b strings.Builder
	for _, name := range p.Files {
		text, err := files.ReadFile(name)
		if err != nil {
			panic("webjs: " + p.Name + ": " + err.Error())
		}
		b.Write(text)
	}
	return b.String()
}
