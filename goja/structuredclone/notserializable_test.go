package structuredclone

import (
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/dom"
	"github.com/textcodec/textcodec/goja/encoding"
	"github.com/textcodec/textcodec/goja/fileapi"
	"github.com/textcodec/textcodec/goja/streams"
	"github.com/textcodec/textcodec/goja/url"
)

// newPlatformRuntime returns a runtime with structuredClone and every
// binding with platform objects.
func newPlatformRuntime(t testing.TB) *goja.Runtime {
	t.Helper()
	rt := goja.New()
	for _, enable := range []func(*goja.Runtime) error{
		func(rt *goja.Runtime) error { return Enable(rt) },
		func(rt *goja.Runtime) error { return fileapi.Enable(rt) },
		func(rt *goja.Runtime) error { return dom.Enable(rt) },
		func(rt *goja.Runtime) error { return streams.Enable(rt) },
		func(rt *goja.Runtime) error { return url.Enable(rt) },
		func(rt *goja.Runtime) error { return encoding.Enable(rt) },
	} {
		if err := enable(rt); err != nil {
			t.Fatal(err)
		}
	}
	return rt
}

// platformObjectsSource makes objects, a list of [interface name, object]
// of every platform object of the bindings that is not serializable.
const platformObjectsSource = `
	let rsc, wsc, tsc, bc;
	const rs = new ReadableStream({ start(c) { rsc = c; } });
	const ws = new WritableStream({ start(c) { wsc = c; } });
	const ts = new TransformStream({ start(c) { tsc = c; } });
	const bytes = new ReadableStream({ type: "bytes", start(c) { bc = c; } });
	const byob = bytes.getReader({ mode: "byob" });
	byob.read(new Uint8Array(1));
	const objects = [
		["ReadableStream", rs], ["WritableStream", ws], ["TransformStream", ts],
		["ReadableStreamDefaultReader", rs.getReader()], ["ReadableStreamBYOBReader", byob],
		["WritableStreamDefaultWriter", ws.getWriter()],
		["ReadableStreamDefaultController", rsc], ["ReadableByteStreamController", bc],
		["ReadableStreamBYOBRequest", bc.byobRequest],
		["WritableStreamDefaultController", wsc], ["TransformStreamDefaultController", tsc],
		["ByteLengthQueuingStrategy", new ByteLengthQueuingStrategy({ highWaterMark: 1 })],
		["CountQueuingStrategy", new CountQueuingStrategy({ highWaterMark: 1 })],
		["TextEncoder", new TextEncoder()], ["TextDecoder", new TextDecoder()],
		["TextEncoderStream", new TextEncoderStream()], ["TextDecoderStream", new TextDecoderStream()],
		["URL", new URL("https://example.com/")], ["URLSearchParams", new URLSearchParams("a=1")],
		["EventTarget", new EventTarget()], ["Event", new Event("x")],
		["CustomEvent", new CustomEvent("x")], ["AbortController", new AbortController()],
		["AbortSignal", new AbortController().signal],
	];
	function cloneError(f) {
		try { f(); } catch (e) {
			return e instanceof DOMException && e.name === "DataCloneError" ? e.message : "threw " + e;
		}
		return "cloned";
	}
`

// Every platform object of the bindings is a DataCloneError, alone, in an
// object, with its prototype changed, and in the transfer list; the
// message names its interface.
func TestNotSerializablePlatformObjects(t *testing.T) {
	rt := newPlatformRuntime(t)
	got := runBlobScript(t, rt, platformObjectsSource+`
		const bad = [];
		for (const [name, o] of objects) {
			const m = cloneError(() => structuredClone(o));
			if (m.indexOf(" " + name + " object is not serializable") < 0) bad.push(name + ": " + m);
			if (cloneError(() => structuredClone({ a: [o] })) === "cloned") bad.push(name + " in an object");
			if (cloneError(() => structuredClone(o, { transfer: [o] })) === "cloned") bad.push(name + " transferred");
			Object.setPrototypeOf(o, Object.prototype);
			if (cloneError(() => structuredClone(o)) === "cloned") bad.push(name + " with Object.prototype");
		}
		result = objects.length + " " + bad.join("; ");`)
	if want := "24 "; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// An object that only inherits from an interface's prototype is an
// ordinary object, and clones as one; a Proxy of a platform object is an
// exotic object, a DataCloneError.
func TestPlatformLookalikesAndProxies(t *testing.T) {
	rt := newPlatformRuntime(t)
	got := runBlobScript(t, rt, platformObjectsSource+`
		const bad = [];
		for (const [name, o] of objects) {
			const proto = globalThis[name] && globalThis[name].prototype;
			if (proto !== undefined) {
				const c = structuredClone(Object.create(proto));
				if (Object.getPrototypeOf(c) !== Object.prototype || JSON.stringify(c) !== "{}") bad.push(name + " lookalike");
			}
			const m = cloneError(() => structuredClone(new Proxy(o, {})));
			if (m === "cloned" || m.startsWith("threw")) bad.push(name + " proxy: " + m);
		}
		result = bad.join("; ");`)
	if got != "" {
		t.Errorf("got %s", got)
	}
}

// Each binding's brand check tells its own objects, with their most
// derived interface, and nothing else; without the binding's
// implementation in a runtime, nothing.
func TestPlatformInterfaceChecks(t *testing.T) {
	bare := goja.New()
	plain := bare.NewObject()
	for _, check := range []func(*goja.Runtime, goja.Value) (string, bool){
		domPlatformInterface, streams.PlatformInterface, url.PlatformInterface, encoding.PlatformInterface,
	} {
		if name, ok := check(bare, plain); ok {
			t.Errorf("a runtime without the binding has a %s", name)
		}
	}
	rt := newPlatformRuntime(t)
	if _, err := rt.RunString(platformObjectsSource); err != nil {
		t.Fatal(err)
	}
	objects := rt.Get("objects").(*goja.Object)
	n := int(objects.Get("length").ToInteger())
	for i := 0; i < n; i++ {
		pair := objects.Get(itoa(i)).(*goja.Object)
		want, o := pair.Get("0").String(), pair.Get("1")
		var got []string
		for _, check := range []func(*goja.Runtime, goja.Value) (string, bool){
			domPlatformInterface, streams.PlatformInterface, url.PlatformInterface, encoding.PlatformInterface,
		} {
			if name, ok := check(rt, o); ok {
				got = append(got, name)
			}
			if name, ok := check(rt, rt.ToValue(1)); ok {
				t.Errorf("1 is a %s", name)
			}
			if name, ok := check(rt, rt.NewObject()); ok {
				t.Errorf("{} is a %s", name)
			}
		}
		if len(got) != 1 || got[0] != want {
			t.Errorf("%s: the checks tell %q", want, got)
		}
	}
}
