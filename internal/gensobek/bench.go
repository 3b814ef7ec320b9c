package main

import (
	"bytes"
	"fmt"
	"go/format"
	"go/scanner"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// benchEngines are the generator's second target: files of the benchmark
// module (bench/, which has goja and sobek both) that hold the one piece of
// a benchmark that is written against goja's API, its engine, and the file
// written from each beside it for sobek, so that the JavaScript benchmark
// table runs the same cases on both bindings in one run. The copy is
// rewritten as the sobek module's files are (rewriteGo), and besides, every
// identifier that begins with "goja" begins with "sobek" (renameGoja), so
// that the two files share their package.
var benchEngines = map[string]string{
	"bench/js/engine_goja_test.go": "bench/js/engine_sobek_test.go",
}

// generateBench returns the files of benchEngines to write, by slash path
// from the repository's root, read from root.
func generateBench(root string) (map[string][]byte, error) {
	p, err := makePlan(root)
	if err != nil {
		return nil, err
	}
	files := make(map[string][]byte)
	for from, to := range benchEngines {
		src, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(from)))
		if err != nil {
			return nil, err
		}
		out, err := rewriteGo(from, src, p.copied)
		if err != nil {
			return nil, err
		}
		if files[to], err = renameGoja(to, out); err != nil {
			return nil, err
		}
	}
	return files, nil
}

// renameGoja returns the Go file src (named name) with every identifier
// that begins with "goja" made to begin with "sobek", formatted.
func renameGoja(name string, src []byte) ([]byte, error) {
	fset := token.NewFileSet()
	file := fset.AddFile(name, -1, len(src))
	var errs scanner.ErrorList
	var s scanner.Scanner
	s.Init(file, src, func(pos token.Position, msg string) { errs.Add(pos, msg) }, 0)
	var out bytes.Buffer
	last := 0 // the offset of src copied so far
	for {
		pos, tok, lit := s.Scan()
		if tok == token.EOF {
			break
		}
		if tok == token.IDENT && strings.HasPrefix(lit, "goja") {
			off := file.Offset(pos)
			out.Write(src[last:off])
			out.WriteString("sobek")
			last = off + len("goja")
		}
	}
	if errs.Len() > 0 {
		return nil, errs.Err()
	}
	out.Write(src[last:])
	formatted, err := format.Source(out.Bytes())
	if err != nil {
		return nil, fmt.Errorf("%s: the renamed file does not parse: %v", name, err)
	}
	return formatted, nil
}

// compareBench lists the files of files (by path from the current
// directory, the repository's root) that are missing or differ.
func compareBench(files map[string][]byte) ([]string, error) {
	var diffs []string
	for name, want := range files {
		got, err := os.ReadFile(filepath.FromSlash(name))
		switch {
		case os.IsNotExist(err):
			diffs = append(diffs, "missing: "+name)
		case err != nil:
			return nil, err
		case !bytes.Equal(got, want):
			diffs = append(diffs, "differs: "+name)
		}
	}
	slices.Sort(diffs)
	return diffs, nil
}

// writeBench writes files (by path from the current directory) that
// differ. It refuses to overwrite a file the generator did not write.
func writeBench(files map[string][]byte) error {
	for name, data := range files {
		path := filepath.FromSlash(name)
		old, err := os.ReadFile(path)
		if err == nil && bytes.Equal(old, data) {
			continue
		}
		if err == nil && !isGenerated(old) {
			return fmt.Errorf("%s is hand-written: the generator would overwrite it", path)
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			return err
		}
	}
	return nil
}
