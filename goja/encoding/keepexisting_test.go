package encoding_test

import (
	"strings"
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/encoding"
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
	v, err := rt.RunString(globalSnapshot)
	if err != nil {
		t.Fatal(err)
	}
	changed, _ := goja.AssertFunction(v)
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

// The host's own globals, as a polyfill or another adapter defines them:
// assigned (enumerable), read-only and non-configurable, an accessor.
const hostGlobals = `
globalThis.TextDecoder = function TextDecoder() {};
Object.defineProperty(globalThis, "TextEncoder", { value: 42, writable: false, enumerable: false, configurable: false });
Object.defineProperty(globalThis, "TextDecoderStream", { get() { return "host"; }, configurable: true });
`

func TestKeepExistingGlobalsBesideHost(t *testing.T) {
	rt := goja.New()
	if _, err := rt.RunString(hostGlobals); err != nil {
		t.Fatal(err)
	}
	unchanged := snapshotGlobals(t, rt)
	if err := encoding.Enable(rt, encoding.KeepExistingGlobals()); err != nil {
		t.Fatalf("Enable: %v", err)
	}
	unchanged("Enable(KeepExistingGlobals) beside the host's globals", true)
	// Only the missing TextEncoderStream is added.
	if v, err := rt.RunString(`Object.getOwnPropertyNames(globalThis).slice(-1)[0] + " " + typeof TextEncoderStream`); err != nil || v.String() != "TextEncoderStream function" {
		t.Fatalf("the last global: %v, %v", v, err)
	}
}

func TestKeepExistingGlobalsTwice(t *testing.T) {
	rt := goja.New()
	if err := encoding.Enable(rt); err != nil {
		t.Fatal(err)
	}
	unchanged := snapshotGlobals(t, rt)
	for i := 0; i < 2; i++ {
		if err := encoding.Enable(rt, encoding.KeepExistingGlobals()); err != nil {
			t.Fatalf("Enable: %v", err)
		}
	}
	unchanged("Enable, then Enable(KeepExistingGlobals) twice", false)
	if v, err := rt.RunString(`new TextDecoder("shift_jis").decode(new Uint8Array([0x82, 0xA0]))`); err != nil || v.String() != "あ" {
		t.Fatalf("decode after the second Enable: %v, %v", v, err)
	}
}

func TestDefaultModeReplaces(t *testing.T) {
	rt := goja.New()
	if _, err := rt.RunString(`globalThis.TextDecoder = function TextDecoder() {}; var host = TextDecoder;`); err != nil {
		t.Fatal(err)
	}
	if err := encoding.Enable(rt); err != nil {
		t.Fatal(err)
	}
	v, err := rt.RunString(`TextDecoder !== host && Object.getOwnPropertyDescriptor(globalThis, "TextDecoder").enumerable === false`)
	if err != nil || !v.ToBoolean() {
		t.Fatalf("the default mode did not replace the host's TextDecoder: %v, %v", v, err)
	}
}

// TestKeepExistingGlobalsThrowingProxy: a global object whose ownKeys trap
// throws makes Enable fail, not panic.
func TestKeepExistingGlobalsThrowingProxy(t *testing.T) {
	rt := goja.New()
	v, err := rt.RunString(`new Proxy(globalThis, { ownKeys() { throw new Error("no keys"); } })`)
	if err != nil {
		t.Fatal(err)
	}
	rt.SetGlobalObject(v.(*goja.Object))
	err = encoding.Enable(rt, encoding.KeepExistingGlobals())
	if err == nil || !strings.Contains(err.Error(), "no keys") {
		t.Fatalf("Enable on a throwing global: %v", err)
	}
}
