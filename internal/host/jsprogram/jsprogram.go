// Package jsprogram builds a package's JavaScript implementation from the
// files of an embedded folder: pieces of one program, joined in an order
// the package lists (class declarations run in it), and compiled once.
package jsprogram

import (
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/dop251/goja"
)

// Lazy returns a function that gives the program made of the files of dir in
// fsys joined in order, compiled in strict mode as name on its first call
// and shared by all later calls (a goja.Program is immutable once
// compiled). The files are embedded, so reading them cannot fail; if one
// is missing, the first call panics.
func Lazy(name string, fsys fs.FS, dir string, order []string) func() *goja.Program {
	return sync.OnceValue(func() *goja.Program {
		src, err := Join(fsys, dir, order)
		if err != nil {
			panic("jsprogram: " + name + ": " + err.Error())
		}
		return goja.MustCompile(name, src, true)
	})
}

// Join returns the text of the files of dir in fsys named by order, joined
// in that order.
func Join(fsys fs.FS, dir string, order []string) (string, error) {
	var b strings.Builder
	for _, name := range order {
		text, err := fs.ReadFile(fsys, path.Join(dir, name))
		if err != nil {
			return "", err
		}
		b.Write(text)
	}
	return b.String(), nil
}

// CheckOrder returns an error unless order names every file of dir in fsys
// exactly once: a package's test calls it so that no part of the
// implementation is left out of the program.
func CheckOrder(fsys fs.FS, dir string, order []string) error {
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return err
	}
	var files []string
	for _, e := range entries {
		files = append(files, e.Name())
	}
	listed := slices.Clone(order)
	slices.Sort(listed)
	slices.Sort(files)
	if !slices.Equal(listed, files) {
		return fmt.Errorf("the order lists %v; %s/ holds %v", listed, dir, files)
	}
	return nil
}
