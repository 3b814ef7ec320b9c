package streams

import (
	"strings"
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/dom"
)

// Enable installs no global of package dom and does not run its
// implementation: a runtime pays for dom only when a script asks for a
// WritableStreamDefaultController's signal.
func TestEnableLeavesDomAlone(t *testing.T) {
	rt := goja.New()
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"AbortController", "AbortSignal", "DOMException", "Event", "CustomEvent", "EventTarget"} {
		if rt.GlobalObject().Get(name) != nil {
			t.Errorf("Enable installed %s", name)
		}
	}
	mustRun(t, rt, `
		const ws = new WritableStream({ start(c) { globalThis.ctrl = c; } });
		ws.getWriter().abort("why");
		new ReadableStream().pipeTo(new WritableStream());
	`)
	if ops, _ := dom.ExistingOperations(rt); ops != nil {
		t.Fatal("streams ran dom's implementation before a script asked for a signal")
	}
	got := mustRun(t, rt, `[ctrl.signal.aborted, ctrl.signal.reason, ctrl.signal.constructor.name].join()`).String()
	if want := "true,why,AbortSignal"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	if ops, _ := dom.ExistingOperations(rt); ops == nil {
		t.Fatal("the controller's signal did not run dom's implementation")
	}
	// dom.Enable, later, installs the signal's own classes.
	if err := dom.Enable(rt); err != nil {
		t.Fatal(err)
	}
	if got := mustRun(t, rt, `ctrl.signal.constructor === AbortSignal`); !got.ToBoolean() {
		t.Error("dom.Enable installed another AbortSignal than the controller's signal's")
	}
}

// pipeTo's signal must be an AbortSignal of package dom: in a runtime where
// dom's implementation has not run there is none, and pipeTo rejects any
// signal without running it; once dom.Enable has run (after streams.Enable),
// its signals abort a pipe.
func TestPipeToSignalWithLateDom(t *testing.T) {
	rt := goja.New()
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	p := mustRun(t, rt, `new ReadableStream().pipeTo(new WritableStream(), { signal: {
		aborted: false, reason: undefined, addEventListener() {}, removeEventListener() {},
	} })`).Export().(*goja.Promise)
	if p.State() != goja.PromiseStateRejected || !strings.Contains(p.Result().String(), "TypeError") {
		t.Errorf("pipeTo with an object like an AbortSignal: %v %v, want a TypeError", p.State(), p.Result())
	}
	if ops, _ := dom.ExistingOperations(rt); ops != nil {
		t.Fatal("pipeTo ran dom's implementation to reject a signal")
	}
	if err := dom.Enable(rt); err != nil {
		t.Fatal(err)
	}
	p = mustRun(t, rt, `
		const c = new AbortController();
		const piped = new ReadableStream().pipeTo(new WritableStream(), { signal: c.signal });
		c.abort("stop");
		piped;
	`).Export().(*goja.Promise)
	if p.State() != goja.PromiseStateRejected || p.Result().String() != "stop" {
		t.Errorf("pipeTo with an AbortController's signal: %v %v, want rejected with the reason", p.State(), p.Result())
	}
}

// A script that replaces globals and prototype methods after Enable, and
// only then asks for a controller's signal (which runs dom's implementation
// then), changes nothing: the signal is made, aborted and dispatched with the
// built-ins captured before scripts ran, and none of the script's
// replacements is called.
func TestLateSignalHostile(t *testing.T) {
	rt := goja.New()
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	mustRun(t, rt, `
		var saved = { ErrorProto: Error.prototype, getPrototypeOf: Object.getPrototypeOf, String };
		var ctrl, ctrl2;
		var ws = new WritableStream({ start(c) { ctrl = c; } });
		var ws2 = new WritableStream({ start(c) { ctrl2 = c; } });
		var writer = ws.getWriter(), writer2 = ws2.getWriter();
	`)
	mustRun(t, rt, `
		// What the replacements were called for (a null-prototype record:
		// the accessors below are on Object.prototype and Array.prototype).
		var hits = { __proto__: null, list: "" };
		(() => {
			const defineProperty = Object.defineProperty;
			const ObjectProto = Object.prototype, ArrayProto = Array.prototype;
			const poison = (name) => function () { hits.list += name + " "; return undefined; };
			const poisonAll = (o, names, prefix) => {
				for (let i = 0; i < names.length; i++) {
					const n = names[i];
					defineProperty(o, n, { __proto__: null, value: poison(prefix + (typeof n === "symbol" ? "@@iterator" : n)), writable: true, configurable: true });
				}
			};
			// Accessors where a record with Object.prototype would look.
			const names = ["value", "get", "set", "writable", "enumerable", "configurable", "name", "message",
				"signal", "reason", "aborted", "type", "callback", "listeners", "algorithms", "wrapper", "0", "1",
				"then", "constructor", "stack"];
			for (let i = 0; i < names.length; i++) {
				const n = names[i];
				if (n !== "constructor") {
					defineProperty(ArrayProto, n, { __proto__: null, get: poison("get " + n), set: poison("set " + n), configurable: true });
				}
				defineProperty(ObjectProto, n, { __proto__: null, get: poison("get " + n), set: poison("set " + n), configurable: true });
			}
			poisonAll(Reflect, ["apply", "construct", "defineProperty", "ownKeys", "setPrototypeOf", "getPrototypeOf"], "Reflect.");
			poisonAll(Function.prototype, ["call", "apply", "bind"], "Function.prototype.");
			poisonAll(Promise.prototype, ["then", "catch"], "Promise.prototype.");
			poisonAll(globalThis, ["Error", "TypeError", "RangeError", "Promise", "Symbol", "Array", "Reflect", "String"], "");
			poisonAll(ArrayProto, ["push", "indexOf", "slice", "splice", "filter", "includes", Symbol.iterator], "Array.prototype.");
			poisonAll(Object, ["defineProperty", "setPrototypeOf", "getPrototypeOf", "keys", "create", "freeze"], "Object.");
			globalThis.Object = poison("Object");
		})();
	`)
	got := mustRun(t, rt, `
		// Plain strings: an array would meet the accessors the script put
		// on Array.prototype.
		let log = "";
		const signal = ctrl.signal;
		signal.addEventListener("abort", (e) => { log += "event " + e.type + " " + signal.reason + "; "; });
		signal.onabort = () => { log += "onabort; "; };
		writer.abort("why");
		writer2.abort();
		const s2 = ctrl2.signal;
		const r = s2.reason;
		log + signal.aborted + " " + s2.aborted + " " + r.name + " " + r.code + " " + r.message + " " +
			(saved.getPrototypeOf(saved.getPrototypeOf(r)) === saved.ErrorProto) + " " +
			(signal.constructor === s2.constructor) + " " + typeof globalThis.AbortSignal;
	`).String()
	want := "event abort why; onabort; true true AbortError 20 signal is aborted without reason true true undefined"
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	if hits := mustRun(t, rt, `hits.list`).String(); hits != "" {
		t.Errorf("the implementation called a script's replacements: %s", hits)
	}
}
