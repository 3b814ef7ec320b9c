package webjs

import (
	"io/fs"
	"slices"
	"strings"
	"testing"
)

// programs are every Program of the package.
var programs = []Program{Streams, DOM, URL, Intrinsics, Views, CloneBuiltins, GlobalScope, FileAPI, StructuredClone}

// TestPrograms checks that every embedded file belongs to exactly one
// program, listed once, and that no program lists a file that is not there:
// no part of an implementation is left out of its program.
func TestPrograms(t *testing.T) {
	var embedded []string
	err := fs.WalkDir(files, ".", func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			embedded = append(embedded, path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := checkPrograms(programs, embedded); err != "" {
		t.Error(err)
	}
}

// checkPrograms returns what is wrong with progs as the programs of the
// files embedded, or "".
func checkPrograms(progs []Program, embedded []string) string {
	var listed []string
	for _, p := range progs {
		listed = append(listed, p.Files...)
	}
	slices.Sort(listed)
	embedded = slices.Sorted(slices.Values(embedded))
	if !slices.Equal(listed, embedded) {
		return "the programs list " + strings.Join(listed, " ") + "; the package embeds " + strings.Join(embedded, " ")
	}
	return ""
}

// TestCheckPrograms checks that a file left out, one listed twice and one
// listed that is not there are each found.
func TestCheckPrograms(t *testing.T) {
	embedded := []string{"a/1.js", "a/2.js", "b/1.js"}
	for _, c := range []struct {
		progs []Program
		ok    bool
	}{
		{[]Program{{Files: []string{"a/2.js", "a/1.js"}}, {Files: []string{"b/1.js"}}}, true},
		{[]Program{{Files: []string{"a/2.js", "a/1.js"}}}, false},
		{[]Program{{Files: []string{"a/2.js", "a/1.js"}}, {Files: []string{"b/1.js", "a/1.js"}}}, false},
		{[]Program{{Files: []string{"a/2.js", "a/1.js", "a/3.js"}}, {Files: []string{"b/1.js"}}}, false},
	} {
		if got := checkPrograms(c.progs, embedded); (got == "") != c.ok {
			t.Errorf("checkPrograms(%v) = %q", c.progs, got)
		}
	}
}

// TestSource checks that a program's text is its files joined in the
// listed order, and that a program naming a missing file panics.
func TestSource(t *testing.T) {
	read := func(name string) string {
		text, err := files.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		return string(text)
	}
	views, intrinsics := read("intrinsics/views.js"), read("intrinsics/intrinsics.js")
	p := Program{Name: "p.js", Files: []string{"intrinsics/views.js", "intrinsics/intrinsics.js"}}
	if p.Source() != views+intrinsics {
		t.Error("Source is not the files joined in the listed order")
	}
	defer func() {
		if recover() == nil {
			t.Error("a program naming a missing file does not panic")
		}
	}()
	Program{Name: "missing.js", Files: []string{"streams/missing.js"}}.Source()
}
