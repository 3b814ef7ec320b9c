package streams

import (
	"runtime"
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/dom"
	"github.com/textcodec/textcodec/internal/host/intrinsics"
	"github.com/textcodec/textcodec/internal/host/jstest"
)

// The tests of the standard's algorithms are written in JavaScript
// (testdata/*.js) against a small subset of the web-platform-tests harness
// (package jstest's, and prelude's helpers) and run by package jstest: every
// test in a fresh runtime. goja has no timers: a promise test must settle
// by the time goja has run its job queue, and flushAsyncEvents waits a fixed
// number of microtasks.
//
// A file whose first line is lazyDirective runs as a host that called only
// textcodec.Enable would run it: the runtime has the built-ins captured
// (intrinsics.Capture) but not the streams implementation, and the script
// calls __enableStreams() when it wants streams. Its tests can so change
// built-ins before the implementation's program first runs.

const prelude = `
"use strict";
function fmt(v) {
	if (typeof v === "string") return JSON.stringify(v);
	if (typeof v === "symbol") return v.toString();
	if (Array.isArray(v)) return "[" + v.map(fmt).join(", ") + "]";
	if (v instanceof Error) return v.constructor.name + ": " + v.message;
	return String(v);
}
function assert_not_equals(a, e, msg) {
	if (Object.is(a, e)) fail("assert_not_equals: " + (msg || "") + ": got " + fmt(a));
}
function promise_rejects_js(ctor, p, msg) {
	return p.then(v => fail("promise_rejects_js: " + (msg || "") + ": fulfilled with " + fmt(v)), e => {
		if (!(e instanceof ctor) || e.constructor !== ctor) fail("promise_rejects_js: " + (msg || "") + ": rejected with " + fmt(e) + ", want " + ctor.name);
	});
}
function promise_rejects_exactly(value, p, msg) {
	return p.then(v => fail("promise_rejects_exactly: " + (msg || "") + ": fulfilled with " + fmt(v)), e => {
		if (e !== value) fail("promise_rejects_exactly: " + (msg || "") + ": rejected with " + fmt(e) + ", want " + fmt(value));
	});
}
// flushAsyncEvents lets a fixed number of microtasks run.
async function flushAsyncEvents() { for (let i = 0; i < 200; i++) await null; }
// recordingReadableStream and recordingWritableStream log the calls made to
// their underlying source or sink, as the WPT helpers of those names do.
function recordingReadableStream(extras = {}, strategy) {
	let controllerToCopyOver;
	const stream = new ReadableStream({
		type: extras.type,
		start(controller) {
			controllerToCopyOver = controller;
			if (extras.start) return extras.start(controller);
			return undefined;
		},
		pull(controller) {
			stream.events.push("pull");
			if (extras.pull) return extras.pull(controller);
			return undefined;
		},
		cancel(reason) {
			stream.events.push("cancel", reason);
			stream.eventsWithoutPulls.push("cancel", reason);
			if (extras.cancel) return extras.cancel(reason);
			return undefined;
		}
	}, strategy);
	stream.controller = controllerToCopyOver;
	stream.events = [];
	stream.eventsWithoutPulls = [];
	return stream;
}
function recordingWritableStream(extras = {}, strategy) {
	let controllerToCopyOver;
	const stream = new WritableStream({
		start(controller) {
			controllerToCopyOver = controller;
			if (extras.start) return extras.start(controller);
			return undefined;
		},
		write(chunk, controller) {
			stream.events.push("write", chunk);
			if (extras.write) return extras.write(chunk, controller);
			return undefined;
		},
		close() {
			stream.events.push("close");
			if (extras.close) return extras.close();
			return undefined;
		},
		abort(e) {
			stream.events.push("abort", e);
			if (extras.abort) return extras.abort(e);
			return undefined;
		}
	}, strategy);
	stream.controller = controllerToCopyOver;
	stream.events = [];
	return stream;
}
// readAll reads a stream to its end and returns its chunks.
async function readAll(stream) {
	const reader = stream.getReader();
	const chunks = [];
	for (;;) {
		const { done, value } = await reader.read();
		if (done) return chunks;
		chunks.push(value);
	}
}
// fakeSignal is an object with an AbortSignal's members, which pipeTo must
// reject (it is not an AbortSignal).
function fakeSignal() {
	const listeners = [];
	return {
		aborted: false,
		reason: undefined,
		addEventListener(type, fn) { if (type === "abort") listeners.push(fn); },
		removeEventListener(type, fn) { const i = listeners.indexOf(fn); if (i >= 0) listeners.splice(i, 1); },
		abort(reason) { this.aborted = true; this.reason = reason; for (const l of listeners.slice()) l(); },
		get listenerCount() { return listeners.length; },
	};
}
`

var preludeProgram = goja.MustCompile("prelude.js", prelude, false)

// lazyDirective, as a file's first line, makes the harness leave Enable to
// the script.
const lazyDirective = "// harness: streams enabled by the script"

// newTestRuntime returns a runtime with Enable applied (with lazy, only the
// capture of built-ins, and __enableStreams); the harness (jstest) loads
// its own part and prelude in it.
func newTestRuntime(t *testing.T, lazy bool) *goja.Runtime {
	t.Helper()
	rt := goja.New()
	if lazy {
		set, err := intrinsics.Capture(rt)
		if err != nil {
			t.Fatal(err)
		}
		rt.Set("__enableStreams", func() {
			if err := Enable(rt); err != nil {
				panic(rt.NewGoError(err))
			}
			runtime.KeepAlive(set) // as textcodec's binding holds it
		})
	} else {
		if err := Enable(rt); err != nil {
			t.Fatal(err)
		}
		// AbortController, AbortSignal and DOMException, as a host whose
		// scripts use them installs them (after Enable: pipeTo finds dom's
		// implementation however late it ran).
		if err := dom.Enable(rt); err != nil {
			t.Fatal(err)
		}
		// The names of the interfaces Enable installed (brand.js checks
		// each).
		b, _ := bindingFor(rt)
		var names []string
		for _, g := range b.globals {
			names = append(names, g.Name)
		}
		rt.Set("__enabledInterfaces", names)
	}
	return rt
}

// harness runs testdata/*.js.
var harness = jstest.Harness{NewRuntime: newTestRuntime, LazyDirective: lazyDirective, Prelude: preludeProgram}

func TestScripts(t *testing.T) { harness.RunDir(t) }
