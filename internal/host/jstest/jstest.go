// Package jstest runs a package's tests written in JavaScript (a folder of
// package testscripts) against a small subset of the web-platform-tests
// harness: testscripts' harness/base.js, then the package's own part. Every
// test runs in a fresh runtime: a file is run once to list its tests, then
// once per test with only that test selected. Promise tests must settle by
// the time goja has run its job queue.
package jstest

import (
	"io/fs"
	"path"
	"strings"
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/webjs/testscripts"
)

// A Harness is what a package's tests run with.
type Harness struct {
	// NewRuntime returns a fresh runtime set up for a test file: with
	// lazy, as the file's first line asks (LazyDirective).
	NewRuntime func(t *testing.T, lazy bool) *goja.Runtime

	// LazyDirective, as a file's first line, makes lazy true.
	LazyDirective string

	// Prelude is the path in testscripts of the package's part of the
	// harness: fmt(v), which base.js (test, promise_test, the common
	// asserts) calls, and the package's own helpers. Both run in each
	// runtime after NewRuntime, with the globals __select(name) (whether
	// the test runs), __pass(name) and __fail(name, message) set.
	Prelude string
}

// basePath is the shared part of the harness, in testscripts.
const basePath = "harness/base.js"

// compile compiles the script at name in testscripts, as a classic script.
func compile(t *testing.T, name string) (*goja.Program, string) {
	t.Helper()
	src, err := fs.ReadFile(testscripts.Files, name)
	if err != nil {
		t.Fatal(err)
	}
	prg, err := goja.Compile(name, string(src), false)
	if err != nil {
		t.Fatal(err)
	}
	return prg, string(src)
}

// newTestRuntime returns a runtime from h.NewRuntime with the harness
// (harness) loaded: selectFn decides which tests run, pass and failf hear
// how they end.
func (h Harness) newTestRuntime(t *testing.T, harness []*goja.Program, lazy bool, selectFn func(name string) bool, pass func(name string), failf func(name, msg string)) *goja.Runtime {
	t.Helper()
	rt := h.NewRuntime(t, lazy)
	rt.Set("__select", selectFn)
	rt.Set("__pass", pass)
	rt.Set("__fail", failf)
	for _, prg := range harness {
		if _, err := rt.RunProgram(prg); err != nil {
			t.Fatal(err)
		}
	}
	return rt
}

// runFile runs each test of the test file at name in testscripts in its
// own runtime, as a subtest.
func (h Harness) runFile(t *testing.T, harness []*goja.Program, name string) {
	prg, src := compile(t, name)
	lazy := strings.HasPrefix(src, h.LazyDirective+"\n")
	var names []string
	seen := map[string]bool{}
	rt := h.newTestRuntime(t, harness, lazy, func(name string) bool {
		if seen[name] {
			t.Errorf("duplicate test name %q", name)
		}
		seen[name] = true
		names = append(names, name)
		return false
	}, func(string) {}, func(string, string) {})
	if _, err := rt.RunProgram(prg); err != nil {
		t.Fatalf("listing tests: %v", err)
	}
	if len(names) == 0 {
		t.Fatal("no tests in file")
	}
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			settled := false
			rt := h.newTestRuntime(t, harness, lazy, func(n string) bool { return n == name },
				func(string) { settled = true },
				func(_, msg string) {
					settled = true
					t.Error(msg)
				})
			if _, err := rt.RunProgram(prg); err != nil {
				t.Fatal(err)
			}
			if !settled {
				t.Error("the test did not settle once goja had run its job queue")
			}
		})
	}
}

// RunDir runs every test file of dir/*.js in testscripts, one subtest a
// file.
func (h Harness) RunDir(t *testing.T, dir string) {
	files, err := fs.Glob(testscripts.Files, path.Join(dir, "*.js"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no test scripts in " + dir)
	}
	base, _ := compile(t, basePath)
	prelude, _ := compile(t, h.Prelude)
	harness := []*goja.Program{base, prelude}
	for _, f := range files {
		t.Run(strings.TrimSuffix(path.Base(f), ".js"), func(t *testing.T) {
			h.runFile(t, harness, f)
		})
	}
}
