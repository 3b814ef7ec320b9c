package wpt

import (
	"io/fs"
	"testing"

	"github.com/textcodec/textcodec/internal/wpt/conformance"
)

// conformanceRoot returns a root holding wpt-runner's harness files and a
// copy of the project's own conformance tests (package conformance's
// encoding/ and url/).
func conformanceRoot(t *testing.T) string {
	t.Helper()
	files := map[string]string{}
	for _, dir := range conformanceDirs {
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

// conformanceDirs are the folders of package conformance's tests.
var conformanceDirs = []string{"encoding", "url"}

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
	results, err := Run(Options{Root: root, Paths: conformanceDirs})
	if err != nil {
		t.Fatal(err)
	}
	if len(results) < 10 {
		t.Fatalf("%d results, want the 7 files of conformance/encoding and the 3 of conformance/url at least", len(results))
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

// TestConformanceCanFail runs the conformance tests without the bindings:
// every file must fail.
func TestConformanceCanFail(t *testing.T) {
	root := conformanceRoot(t)
	results, err := Run(Options{Root: root, Paths: conformanceDirs, Installers: []Installer{}})
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
