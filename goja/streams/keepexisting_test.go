package streams

import (
	"strings"
	"testing"

	"github.com/dop251/goja"
)

// globalSnapshot is a function that records every own property of the
// global object (key, value or accessors, attributes) and returns a
// function that names the first difference from that record, or "" (with
// allowNew, only the recorded properties are compared).
const globalSnapshot = `(function () {
	const g = globalThis, keys = Reflect.ownKeys(g);
	const descs = keys.map(k => Object.getOwnPropertyDescriptor(g, k));
	return function changed(allowNew) {
		const now = Reflect.ownKeys(g);
		if (!allowNew && now.length !== keys.length) return "key count " + keys.length + " -> " + now.length;
		for (let i = 0; i < keys.length; i++) {
			if (!allowNew && now[i] !== keys[i]) return "key " + String(keys[i]) + " -> " + String(now[i]);
			const was = descs[i], is = Object.getOwnPropertyDescriptor(g, keys[i]);
			if (is === undefined) return String(keys[i]) + " deleted";
			for (const f of ["value", "get", "set", "writable", "enumerable", "configurable"]) {
				if (!Object.is(was[f], is[f])) return String(keys[i]) + "." + f;
			}
		}
		return "";
	};
})()`

// snapshotGlobals records rt's global object; the function it returns fails
// t, naming what changed since (with allowNew, in what was recorded).
func snapshotGlobals(t *testing.T, rt *goja.Runtime) func(when string, allowNew bool) {
	t.Helper()
	changed, _ := goja.AssertFunction(mustRun(t, rt, globalSnapshot))
	return func(when string, allowNew bool) {
		t.Helper()
		d, err := changed(nil, rt.ToValue(allowNew))
		if err != nil {
			t.Fatal(err)
		}
		if s := d.String(); s != "" {
			t.Errorf("%s: the global object changed: %s", when, s)
		}
	}
}

func TestKeepExistingGlobalsBesideHost(t *testing.T) {
	rt := goja.New()
	mustRun(t, rt, `
	globalThis.ReadableStream = function ReadableStream() {};
	Object.defineProperty(globalThis, "WritableStream", { value: 42, writable: false, enumerable: false, configurable: false });
	Object.defineProperty(globalThis, "TransformStream", { get() { return "host"; }, configurable: true });
	globalThis.CountQueuingStrategy = undefined;
	`)
	unchanged := snapshotGlobals(t, rt)
	if err := Enable(rt, KeepExistingGlobals()); err != nil {
		t.Fatalf("Enable: %v", err)
	}
	// What was missing is installed.
	v := mustRun(t, rt, `[typeof ByteLengthQueuingStrategy, typeof ReadableStreamDefaultReader, typeof WritableStreamDefaultWriter].join()`)
	if got := v.String(); got != "function,function,function" {
		t.Errorf("the missing interfaces: %s", got)
	}
	unchanged("Enable(KeepExistingGlobals) beside the host's globals", true)
}

func TestKeepExistingGlobalsTwice(t *testing.T) {
	rt := goja.New()
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	unchanged := snapshotGlobals(t, rt)
	for i := 0; i < 2; i++ {
		if err := Enable(rt, KeepExistingGlobals()); err != nil {
			t.Fatalf("Enable: %v", err)
		}
	}
	unchanged("Enable, then Enable(KeepExistingGlobals) twice", false)
	// A script's replacement is kept too.
	mustRun(t, rt, `globalThis.ReadableStream = 1`)
	unchanged = snapshotGlobals(t, rt)
	if err := Enable(rt, KeepExistingGlobals()); err != nil {
		t.Fatal(err)
	}
	unchanged("Enable(KeepExistingGlobals) after a script replaced ReadableStream", false)
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	if v := mustRun(t, rt, `typeof ReadableStream`); v.String() != "function" {
		t.Errorf("the default mode did not replace ReadableStream: %v", v)
	}
}

// TestKeepExistingGlobalsThrowingProxy: a global object whose ownKeys trap
// throws makes Enable fail, not panic.
func TestKeepExistingGlobalsThrowingProxy(t *testing.T) {
	rt := goja.New()
	p := mustRun(t, rt, `new Proxy(globalThis, { ownKeys() { throw new Error("no keys"); } })`)
	rt.SetGlobalObject(p.(*goja.Object))
	err := Enable(rt, KeepExistingGlobals())
	if err == nil || !strings.Contains(err.Error(), "no keys") {
		t.Fatalf("Enable on a throwing global: %v", err)
	}
}
