package k6

import (
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/grafana/sobek"
	"go.k6.io/k6/js/modulestest"
)

// globalKeys returns the names of rt's global object's own properties.
func globalKeys(t *testing.T, rt *sobek.Runtime) string {
	t.Helper()
	v, err := rt.RunString(`Reflect.ownKeys(globalThis).map(String).join()`)
	if err != nil {
		t.Fatal(err)
	}
	return v.String()
}

// newVUWithLib returns a VU's test runtime with the module's exports in
// the global lib.
func newVUWithLib(t *testing.T) (*modulestest.Runtime, *sobek.Runtime) {
	t.Helper()
	r := modulestest.NewRuntime(t)
	rt := r.VU.Runtime()
	if err := rt.Set("lib", new(RootModule).NewModuleInstance(r.VU).Exports().Named); err != nil {
		t.Fatal(err)
	}
	// The bindings, with the timer and report the module gave them, live
	// as long as the exports do: a collection now changes nothing.
	runtime.GC()
	return r, rt
}

// TestModuleInstance checks that each VU gets working interface objects of
// its own as named exports, and that the global object is left as it was.
func TestModuleInstance(t *testing.T) {
	r := modulestest.NewRuntime(t)
	rt := r.VU.Runtime()
	before := globalKeys(t, rt)
	named := new(RootModule).NewModuleInstance(r.VU).Exports().Named
	if after := globalKeys(t, rt); after != before {
		t.Errorf("the module changed the global object's properties:\n%s\n->\n%s", before, after)
	}
	for _, name := range []string{
		"TextDecoder", "TextEncoder", "TextDecoderStream", "TextEncoderStream",
		"ReadableStream", "WritableStream", "TransformStream", "ByteLengthQueuingStrategy", "CountQueuingStrategy",
		"ReadableStreamDefaultReader", "ReadableStreamBYOBReader", "WritableStreamDefaultWriter",
		"AbortController", "AbortSignal", "DOMException", "EventTarget", "Event", "CustomEvent",
		"structuredClone", "URL", "URLSearchParams", "Blob", "File", "atob", "btoa", "queueMicrotask",
	} {
		if _, ok := named[name].(*sobek.Object); !ok {
			t.Errorf("no export %s", name)
		}
	}
	if err := rt.Set("lib", named); err != nil {
		t.Fatal(err)
	}
	_, err := r.RunOnEventLoop(`
		var out = [];
		const bytes = new Uint8Array([0x8f, 0x74, 0x82, 0xcc, 0x0a, 0x92, 0xa9]); // "春の\n朝"
		let lines = [], rest = "";
		new lib.ReadableStream({ start(c) { for (const b of bytes) c.enqueue(new Uint8Array([b])); c.close(); } })
			.pipeThrough(new lib.TextDecoderStream("shift_jis"))
			.pipeTo(new lib.WritableStream({ write(s) { rest += s; }, close() { out.push(...rest.split("\n")); } }))
			.then(() => out.push(new lib.TextEncoder().encodeInto("é", new Uint8Array(1)).written));`)
	if err != nil {
		t.Fatal(err)
	}
	got := rt.Get("out").Export().([]any)
	want := []any{"春の", "朝", int64(0)}
	if !slices.Equal(got, want) {
		t.Errorf("script gave %v, want %v", got, want)
	}

	// Another VU's runtime gets objects of its own.
	r2 := modulestest.NewRuntime(t)
	named2 := new(RootModule).NewModuleInstance(r2.VU).Exports().Named
	if named2["TextDecoder"] == named["TextDecoder"] || named2["ReadableStream"] == named["ReadableStream"] || named2["structuredClone"] == named["structuredClone"] {
		t.Error("two VUs share interface objects")
	}
}

// AbortSignal.timeout runs on k6's event loop: the loop waits for the timer,
// which aborts the signal with a "TimeoutError" DOMException of the
// exported class; structuredClone clones, and throws the exported
// DOMException; pipeTo takes the exported AbortSignal.
func TestDOMAndStructuredClone(t *testing.T) {
	r, rt := newVUWithLib(t)
	start := time.Now()
	_, err := r.RunOnEventLoop(`
		var out = [];
		const s = lib.AbortSignal.timeout(20);
		s.addEventListener("abort", () => out.push(s.reason instanceof lib.DOMException && s.reason.name));
		const c = lib.structuredClone({ a: [1, new Map([[1, 2]])] });
		out.push(c.a[1].get(1));
		try { lib.structuredClone(() => 1); } catch (e) { out.push(e instanceof lib.DOMException && e.name); }
		const ac = new lib.AbortController();
		new lib.ReadableStream({ pull() {} })
			.pipeTo(new lib.WritableStream(), { signal: ac.signal })
			.catch((e) => out.push(e.name));
		ac.abort();`)
	if err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d < 20*time.Millisecond {
		t.Errorf("the event loop ended %v after the start, before the timeout", d)
	}
	got := rt.Get("out").Export().([]any)
	want := []any{int64(2), "DataCloneError", "AbortError", "TimeoutError"}
	if !slices.Equal(got, want) {
		t.Errorf("script gave %v, want %v", got, want)
	}
}

// A timer of a VU whose context ends is released without firing: the event
// loop does not wait for it.
func TestTimeoutReleasedWithContext(t *testing.T) {
	r, rt := newVUWithLib(t)
	done := make(chan error, 1)
	go func() {
		_, err := r.RunOnEventLoop(`var fired = false; lib.AbortSignal.timeout(3600000).onabort = () => { fired = true; };`)
		done <- err
	}()
	time.Sleep(10 * time.Millisecond)
	r.CancelContext()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the event loop still waits for the timer after the context ended")
	}
	if rt.Get("fired").ToBoolean() {
		t.Error("the timer fired")
	}
}

// URL, URLSearchParams, Blob, File, atob and btoa work from the exports, a
// Blob and a File clone, and queueMicrotask's callbacks run as microtasks of
// k6's event loop: after the task that queued them, before k6's next timer,
// in order with promise reactions.
func TestURLBlobAndGlobalScope(t *testing.T) {
	r, rt := newVUWithLib(t)
	_, err := r.RunOnEventLoop(`
		var out = [];
		const u = new lib.URL("HTTPS://b\u00fccher.example/a/../p?q=1#f");
		u.searchParams.append("k", "v w");
		out.push(u.href, new lib.URLSearchParams("a=1&b=%20").get("b"));
		out.push(lib.btoa("hi"), lib.atob(" aGk= "));
		const f = lib.structuredClone(new lib.File(["x\u00e9"], "f.txt", { type: "text/plain" }));
		out.push(f instanceof lib.File && f instanceof lib.Blob, f.name, f.size);
		var text;
		f.text().then((s) => { text = s; });
		setTimeout(() => out.push("timer"), 0);
		lib.queueMicrotask(() => out.push("microtask 1"));
		Promise.resolve().then(() => out.push("promise"));
		lib.queueMicrotask(() => out.push("microtask 2"));
		out.push("task");`)
	if err != nil {
		t.Fatal(err)
	}
	got := rt.Get("out").Export().([]any)
	want := []any{
		"https://xn--bcher-kva.example/p?q=1&k=v+w#f", " ", "aGk=", "hi", true, "f.txt", int64(3),
		"task", "microtask 1", "promise", "microtask 2", "timer",
	}
	if !slices.Equal(got, want) {
		t.Errorf("script gave\n%v, want\n%v", got, want)
	}
	if text := rt.Get("text").String(); text != "xé" {
		t.Errorf("the cloned File's text is %q", text)
	}
}

// An exception a queueMicrotask callback throws is reported as k6 reports
// one a setTimeout callback throws: the event loop ends with it, after the
// microtasks queued beside it ran.
func TestQueueMicrotaskException(t *testing.T) {
	r, rt := newVUWithLib(t)
	_, err := r.RunOnEventLoop(`
		var after = false;
		lib.queueMicrotask(() => { throw new RangeError("from a microtask"); });
		lib.queueMicrotask(() => { after = true; });`)
	if err == nil || !strings.Contains(err.Error(), "RangeError: from a microtask") {
		t.Fatalf("the event loop ended with %v", err)
	}
	if !rt.Get("after").ToBoolean() {
		t.Error("the microtask after the one that threw did not run")
	}
}
