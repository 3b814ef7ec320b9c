package encoding_test

import (
	"io/fs"
	"path"
	"strings"
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/encoding"
	"github.com/textcodec/textcodec/internal/webjs/testscripts"
)

// The tests are written in JavaScript (testscripts' encoding/,
// internal/webjs/testscripts) against a small subset of the
// web-platform-tests harness: harness, below. Each file runs whole in a
// fresh runtime with Enable applied; each test() in it reports to Go.

// harness is testscripts' harness/base.js and harness/encoding.js.
var harness = []*goja.Program{
	goja.MustCompile("harness/base.js", script("harness/base.js"), false),
	goja.MustCompile("harness/encoding.js", script("harness/encoding.js"), false),
}

// script returns the text of the file at name in testscripts.
func script(name string) string {
	src, err := fs.ReadFile(testscripts.Files, name)
	if err != nil {
		panic(err) // embedded: only a name that is not there
	}
	return string(src)
}

// scripts returns the paths of dir/*.js in testscripts.
func scripts(t *testing.T, dir string) []string {
	t.Helper()
	files, err := fs.Glob(testscripts.Files, path.Join(dir, "*.js"))
	if err != nil || len(files) == 0 {
		t.Fatal("no test scripts in "+dir, err)
	}
	return files
}

// newRuntime returns a runtime with Enable applied and the harness's Go
// helpers: __select (every test runs), __pass, __fail, and
// detach(arrayBuffer), which detaches an ArrayBuffer as a host can.
func newRuntime(t *testing.T) *goja.Runtime {
	t.Helper()
	return newRuntimeWith(t)
}

// newRuntimeWith is newRuntime with Enable given opts.
func newRuntimeWith(t *testing.T, opts ...encoding.Option) *goja.Runtime {
	t.Helper()
	rt := goja.New()
	if err := encoding.Enable(rt, opts...); err != nil {
		t.Fatal(err)
	}
	passed := 0
	t.Cleanup(func() {
		if !t.Failed() && passed == 0 {
			t.Error("no test() ran")
		}
	})
	rt.Set("__select", func(name string) bool { return true })
	rt.Set("__pass", func(name string) { passed++ })
	rt.Set("__fail", func(name, msg string) { t.Errorf("%s: %s", name, msg) })
	rt.Set("detach", func(call goja.FunctionCall) goja.Value {
		o, ok := call.Argument(0).(*goja.Object)
		if !ok {
			panic(rt.NewTypeError("detach: not an object"))
		}
		ab, ok := o.Export().(goja.ArrayBuffer)
		if !ok {
			panic(rt.NewTypeError("detach: not an ArrayBuffer"))
		}
		return rt.ToValue(ab.Detach())
	})
	for _, prg := range harness {
		if _, err := rt.RunProgram(prg); err != nil {
			t.Fatal(err)
		}
	}
	return rt
}

// runScript runs src, named name, in rt and fails t on an uncaught exception.
func runScript(t *testing.T, rt *goja.Runtime, name, src string) goja.Value {
	t.Helper()
	v, err := rt.RunScript(name, src)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return v
}

// TestScripts runs every script of testscripts' encoding/ in a fresh runtime.
func TestScripts(t *testing.T) {
	for _, f := range scripts(t, "encoding") {
		t.Run(strings.TrimSuffix(path.Base(f), ".js"), func(t *testing.T) {
			rt := newRuntime(t)
			runScript(t, rt, f, script(f))
		})
	}
}
