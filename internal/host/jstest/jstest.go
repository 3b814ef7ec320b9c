// Package jstest runs a package's tests written in JavaScript
// (testdata/*.js) against a small subset of the web-platform-tests harness
// the package defines. Every test runs in a fresh runtime: a file is run
// once to list its tests, then once per test with only that test selected.
// Promise tests must settle by the time goja has run its job queue.
package jstest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dop251/goja"
)

// A Harness is what a package's tests run with.
type Harness struct {
	// NewRuntime returns a fresh runtime set up for a test file: with
	// lazy, as the file's first line asks (LazyDirective).
	NewRuntime func(t *testing.T, lazy bool) *goja.Runtime

	// LazyDirective, as a file's first line, makes lazy true.
	LazyDirective string

	// Prelude is the package's part of the harness: fmt(v), which the
	// shared part (base: test, promise_test, the common asserts) calls, and
	// the package's own helpers. Both run in each runtime after NewRuntime,
	// with the globals __select(name) (whether the test runs), __pass(name)
	// and __fail(name, message) set.
	Prelude *goja.Program
}

// newTestRuntime returns a runtime from h.NewRuntime with the harness loaded:
// selectFn decides which tests run, pass and failf hear how they end.
func (h Harness) newTestRuntime(t *testing.T, lazy bool, selectFn func(name string) bool, pass func(name string), failf func(name, msg string)) *goja.Runtime {
	t.Helper()
	rt := h.NewRuntime(t, lazy)
	rt.Set("__select", selectFn)
	rt.Set("__pass", pass)
	rt.Set("__fail", failf)
	for _, prg := range []*goja.Program{baseProgram, h.Prelude} {
		if _, err := rt.RunProgram(prg); err != nil {
			t.Fatal(err)
		}
	}
	return rt
}

// RunFile runs each test of a test file in its own runtime, as a subtest.
func (h Harness) RunFile(t *testing.T, file string) {
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	prg, err := goja.Compile(file, string(src), false)
	if err != nil {
		t.Fatal(err)
	}
	lazy := strings.HasPrefix(string(src), h.LazyDirective+"\n")
	var names []string
	seen := map[string]bool{}
	rt := h.newTestRuntime(t, lazy, func(name string) bool {
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
			rt := h.newTestRuntime(t, lazy, func(n string) bool { return n == name },
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

// RunDir runs every test file of testdata/*.js, one subtest a file.
func (h Harness) RunDir(t *testing.T) {
	files, err := filepath.Glob("testdata/*.js")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no test scripts")
	}
	for _, f := range files {
		t.Run(strings.TrimSuffix(filepath.Base(f), ".js"), func(t *testing.T) {
			h.RunFile(t, f)
		})
	}
}
