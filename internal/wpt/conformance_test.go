package wpt

import (
	"io/fs"
	"testing"

	"github.com/textcodec/textcodec/internal/wpt/conformance"
)

// conformancePaths are the folders of the project's own conformance tests
// in package conformance.
var conformancePaths = []string{"encoding", "FileAPI", "html", "url"}

// conformanceRoot returns a root holding wpt-runner's harness files and a
// copy of the project's own conformance tests (package conformance's
// conformancePaths).
func conformanceRoot(t *testing.T) string {
	t.Helper()
	files := map[string]string{}
	for _, dir := range conformancePaths {
		err := fs.WalkDir(conformance.Files, dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			data, err := fs.ReadFile(conformance.Files, p)
			files[p] = string(data)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return makeRoot(t, files)
}

// TestConformance runs the project's own testharness.js tests (package
// conformance's encoding/) and checks the results against its
// expectations.json.
func TestConformance(t *testing.T) {
	root := conformanceRoot(t)
	data, err := fs.ReadFile(conformance.Files, "expectations.json")
	if err != nil {
		t.Fatal(err)
	}
	exp, err := parseExpectations("conformance/expectations.json", data)
	if err != nil {
		t.Fatal(err)
	}
	results, err := Run(Options{Root: root, Paths: conformancePaths})
	if err != nil {
		t.Fatal(err)
	}
	if len(results) < 16 {
		t.Fatalf("%d results, want the 16 files of conformance's encoding, FileAPI, html and url at least", len(results))
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
	results, err := Run(Options{Root: root, Paths: conformancePaths, Installers: []Installer{}})
	if err != nil {
		t.Fatal(err)
	}
	for i := range results {
		r := &results[i]
		if r.OK() || r.Passed() > 0 && r.Passed() == len(r.Subtests) {
			t.Errorf("%s passes without the bindings", r.Test)
		}
	}
}
