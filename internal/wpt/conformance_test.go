package wpt

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// conformanceRoot returns a root holding wpt-runner's harness files and a
// copy of testdata/encoding, the project's own conformance tests.
func conformanceRoot(t *testing.T) string {
	t.Helper()
	files := map[string]string{}
	err := filepath.WalkDir(filepath.Join("testdata", "encoding"), func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel("testdata", p)
		files[filepath.ToSlash(rel)] = string(data)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return makeRoot(t, files)
}

// TestConformance runs the project's own testharness.js tests
// (testdata/encoding) and checks the results against
// expectations/conformance.json.
func TestConformance(t *testing.T) {
	root := conformanceRoot(t)
	exp, err := LoadExpectations(filepath.Join("expectations", "conformance.json"))
	if err != nil {
		t.Fatal(err)
	}
	results, err := Run(Options{Root: root})
	if err != nil {
		t.Fatal(err)
	}
	if len(results) < 7 {
		t.Fatalf("%d results, want the 7 files of testdata/encoding at least", len(results))
	}
	for _, m := range exp.Compare(results) {
		t.Error(m)
	}
	c := Count(results)
	if c.Passed < 300 || c.Skipped != 0 {
		t.Errorf("counts %+v", c)
	}
	t.Logf("%v", c)
}

// TestConformanceCanFail runs the conformance tests without the binding:
// every file must fail.
func TestConformanceCanFail(t *testing.T) {
	root := conformanceRoot(t)
	results, err := Run(Options{Root: root, Installers: []Installer{}})
	if err != nil {
		t.Fatal(err)
	}
	for i := range results {
		r := &results[i]
		if r.OK() || r.Passed() > 0 && r.Passed() == len(r.Subtests) {
			t.Errorf("%s passes without TextDecoder and TextEncoder", r.Test)
		}
	}
}
