package encoding_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/encoding"
)

// The tests are written in JavaScript (testdata/*.js) against a small subset
// of the web-platform-tests harness, defined in prelude below. Each file runs
// in a fresh runtime with Enable applied; each test() in it reports to Go.

const prelude = `
"use strict";
function fmt(v) {
	if (typeof v === "string") return JSON.stringify(v);
	if (typeof v === "symbol") return v.toString();
	if (v instanceof Uint8Array) return "Uint8Array[" + Array.prototype.join.call(v, ",") + "]";
	return String(v);
}
function assert_true(c, msg) { if (c !== true) throw new Error("assert_true: " + (msg || "") + " (got " + fmt(c) + ")"); }
function assert_false(c, msg) { if (c !== false) throw new Error("assert_false: " + (msg || "") + " (got " + fmt(c) + ")"); }
function assert_equals(a, e, msg) {
	if (!Object.is(a, e)) throw new Error("assert_equals: " + (msg || "") + ": got " + fmt(a) + ", want " + fmt(e));
}
function assert_array_equals(a, e, msg) {
	if (a.length !== e.length) throw new Error("assert_array_equals: " + (msg || "") + ": length " + a.length + ", want " + e.length + " (got [" + Array.prototype.join.call(a, ",") + "])");
	for (let i = 0; i < e.length; i++) {
		if (!Object.is(a[i], e[i])) throw new Error("assert_array_equals: " + (msg || "") + ": [" + i + "] = " + fmt(a[i]) + ", want " + fmt(e[i]) + " (got [" + Array.prototype.join.call(a, ",") + "])");
	}
}
function assert_throws_js(ctor, fn, msg) {
	try {
		fn();
	} catch (e) {
		if (!(e instanceof ctor) || e.constructor !== ctor) throw new Error("assert_throws_js: " + (msg || "") + ": threw " + fmt(e) + ", want " + ctor.name);
		return e;
	}
	throw new Error("assert_throws_js: " + (msg || "") + ": did not throw " + ctor.name);
}
function assert_throws_exactly(value, fn, msg) {
	try {
		fn();
	} catch (e) {
		if (e !== value) throw new Error("assert_throws_exactly: " + (msg || "") + ": threw " + fmt(e));
		return;
	}
	throw new Error("assert_throws_exactly: " + (msg || "") + ": did not throw");
}
function test(fn, name) {
	try {
		fn();
		__pass(name);
	} catch (e) {
		__fail(name, (e && e.stack) ? e.stack : fmt(e));
	}
}
function bytes(s) { return new Uint8Array(s.split(" ").filter(x => x).map(x => parseInt(x, 16))); }
function codes(s) { return Array.from(s, c => c.codePointAt(0).toString(16).toUpperCase()).join(" "); }
`

var preludeProgram = goja.MustCompile("prelude.js", prelude, false)

// newRuntime returns a runtime with Enable applied and the harness's Go
// helpers: __pass, __fail, and detach(arrayBuffer), which detaches an
// ArrayBuffer as a host can.
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
	if _, err := rt.RunProgram(preludeProgram); err != nil {
		t.Fatal(err)
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

// TestScripts runs every testdata/*.js file in a fresh runtime.
func TestScripts(t *testing.T) {
	files, err := filepath.Glob("testdata/*.js")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no test scripts")
	}
	for _, f := range files {
		t.Run(strings.TrimSuffix(filepath.Base(f), ".js"), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			rt := newRuntime(t)
			runScript(t, rt, f, string(src))
		})
	}
}
