package globalscope

import (
	"errors"
	"strings"
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/dom"
	"github.com/textcodec/textcodec/internal/host"
)

// newRuntime returns a runtime with this package's and dom's globals.
func newRuntime(t *testing.T, opts ...Option) *goja.Runtime {
	t.Helper()
	rt := goja.New()
	if err := Enable(rt, opts...); err != nil {
		t.Fatal(err)
	}
	if err := dom.Enable(rt); err != nil {
		t.Fatal(err)
	}
	return rt
}

// run runs script and returns its value as a string, failing the test on an
// error.
func run(t *testing.T, rt *goja.Runtime, script string) string {
	t.Helper()
	v, err := rt.RunString(script)
	if err != nil {
		t.Fatalf("%s: %v", script, err)
	}
	return v.String()
}

// Each of WPT's base64.json vectors (fetch/data-urls/resources/base64.json)
// through atob: the code units of the result, or the exception's name.
func TestAtobVectors(t *testing.T) {
	rt := newRuntime(t)
	for in, want := range map[string]string{
		`""`: "", `"abcd"`: "105,183,29", `" abcd"`: "105,183,29", `"abcd==="`: "InvalidCharacterError",
		`"a"`: "InvalidCharacterError", `"ab"`: "105", `"abc"`: "105,183", `"\u{10000}"`: "InvalidCharacterError",
		`"ab=="`: "105", `"abc="`: "105,183", `"abc=="`: "InvalidCharacterError", `"ab\u00a0cd"`: "InvalidCharacterError",
		`"ab\t\n\f\r =\t\n\f\r =\t\n\f\r "`: "105", `"///A"`: "255,255,192", `"AA/"`: "0,15", `"\0nonsense"`: "InvalidCharacterError",
		// Web IDL's ToString of the argument.
		`undefined`: "InvalidCharacterError", `null`: "158,233,101", `12`: "215", `true`: "182,187,158", `NaN`: "53,163",
		`Infinity`: "34,119,226,158,43,114", `{ toString() { return "abcd"; } }`: "105,183,29",
	} {
		got := run(t, rt, `try { const s = atob(`+in+`); Array.from(s, (c) => c.charCodeAt(0)).join(); } catch (e) { e instanceof DOMException ? e.name : "other " + e; }`)
		if got != want {
			t.Errorf("atob(%s) = %s, want %s", in, got, want)
		}
	}
}

func TestBtoa(t *testing.T) {
	rt := newRuntime(t)
	for in, want := range map[string]string{
		`""`: "", `"ab"`: "YWI=", `"abc"`: "YWJj", `"\xff\xff\xc0"`: "///A", `"\0a"`: "AGE=",
		`undefined`: "dW5kZWZpbmVk", `null`: "bnVsbA==", `-0`: "MA==",
		`"\u0100"`: "InvalidCharacterError", `"\ud800\udc00"`: "InvalidCharacterError", `"\ud800"`: "InvalidCharacterError",
		`"עברית"`: "InvalidCharacterError",
	} {
		got := run(t, rt, `try { btoa(`+in+`) } catch (e) { e instanceof DOMException ? e.name : "other " + e; }`)
		if got != want {
			t.Errorf("btoa(%s) = %s, want %s", in, got, want)
		}
	}
	// Every Latin-1 code unit, in goja's UTF-16 form, round-trips.
	got := run(t, rt, `let all = ""; for (let i = 0; i < 256; i++) all += String.fromCharCode(i);
		const b = btoa(all); [b.slice(0, 12), atob(b) === all].join()`)
	if got != "AAECAwQFBgcI,true" {
		t.Errorf("256 code units: %s", got)
	}
	// A Go string with bytes that are not UTF-8 reads as U+FFFD per byte,
	// as goja shows it to scripts.
	rt.Set("goString", strings.Repeat("x", 20)+"\xff")
	if got := run(t, rt, `try { btoa(goString) } catch (e) { e.name }`); got != "InvalidCharacterError" {
		t.Errorf("btoa of a Go string with a byte that is not UTF-8: %s", got)
	}
	rt.Set("goString", strings.Repeat("x", 20)+"é")
	if got := run(t, rt, `btoa(goString) === btoa("x".repeat(20) + "\xe9")`); got != "true" {
		t.Errorf("btoa of a Go string with é: %s", got)
	}
}

// The methods are Web IDL operations: named, with length 1, not
// constructors, a TypeError with no argument, installed writable,
// configurable and not enumerable.
func TestOperations(t *testing.T) {
	rt := newRuntime(t)
	got := run(t, rt, `["atob", "btoa", "queueMicrotask"].map((n) => {
		const f = globalThis[n];
		const d = Object.getOwnPropertyDescriptor(globalThis, n);
		let noNew = false, noArg = false;
		try { new f("YQ=="); } catch (e) { noNew = e instanceof TypeError; }
		try { f(); } catch (e) { noArg = e instanceof TypeError; }
		return [f.name, f.length, noNew, noArg, d.writable, d.enumerable, d.configurable, "prototype" in f].join(":");
	}).join(" ")`)
	want := "atob:1:true:true:true:false:true:false btoa:1:true:true:true:false:true:false queueMicrotask:1:true:true:true:false:true:false"
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// queueMicrotask runs callbacks in order after the script, as microtasks
// (before a promise reaction queued later), with undefined as this and no
// arguments; an exception goes to ReportException and the next callback
// runs; a callback that is not a function is a TypeError.
func TestQueueMicrotask(t *testing.T) {
	var reported []string
	rt := newRuntime(t, ReportException(func(v goja.Value) { reported = append(reported, v.String()) }))
	got := run(t, rt, `var log = [];
		queueMicrotask(function () { "use strict"; log.push("1:" + this + ":" + arguments.length); });
		queueMicrotask(() => { throw "boom"; });
		Promise.resolve().then(() => log.push("promise"));
		queueMicrotask(() => log.push("2"));
		let notFunction = "";
		for (const v of [null, {}, "f"]) try { queueMicrotask(v); } catch (e) { notFunction += e instanceof TypeError; }
		log.push("sync"); notFunction`)
	if got != "truetruetrue" {
		t.Errorf("non-functions: %s", got)
	}
	if got := run(t, rt, `log.join()`); got != "sync,1:undefined:0,promise,2" {
		t.Errorf("order: %s", got)
	}
	if len(reported) != 1 || reported[0] != "boom" {
		t.Errorf("reported %v", reported)
	}
}

// Scripts cannot change what the methods do: built-ins replaced after
// Enable (and after first use) are not called.
func TestHostileBuiltins(t *testing.T) {
	rt := newRuntime(t)
	got := run(t, rt, `var log = [];
		queueMicrotask(() => log.push("first"));
		Promise.prototype.then = function () { log.push("hijacked then"); };
		Promise.resolve = function () { log.push("hijacked resolve"); };
		Reflect.apply = function () { log.push("hijacked apply"); };
		globalThis.Promise = function () { log.push("hijacked Promise"); };
		globalThis.DOMException = function () {};
		String.prototype.charCodeAt = () => 0;
		queueMicrotask(() => log.push("second"));
		btoa("ab") + atob("YWI=")`)
	if got != "YWI=ab" {
		t.Errorf("got %s", got)
	}
	if got := run(t, rt, `log.join()`); got != "first,second" {
		t.Errorf("log %s", got)
	}
}

// A runtime whose built-ins were replaced before Enable: the capture takes
// what it finds, and queueMicrotask says it has no Promise.
func TestBuiltinsGoneBeforeEnable(t *testing.T) {
	rt := goja.New()
	if _, err := rt.RunString(`delete globalThis.Promise`); err != nil {
		t.Fatal(err)
	}
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	if got := run(t, rt, `try { queueMicrotask(() => {}); "no throw" } catch (e) { e instanceof TypeError }`); got != "true" {
		t.Errorf("got %s", got)
	}
	if got := run(t, rt, `btoa("a")`); got != "YQ==" {
		t.Errorf("btoa: %s", got)
	}
}

// MaxOutputBytes refuses what would go over it with a RangeError, and a
// later Enable's limit replaces it.
func TestMaxOutputBytes(t *testing.T) {
	rt := newRuntime(t, MaxOutputBytes(8))
	got := run(t, rt, `const r = [];
		for (const f of [() => btoa("abcd"), () => btoa("abcdefg"), () => atob("YWJjZGVm"), () => atob("YWJjZGVmZ2hpams=")])
			try { r.push(f()); } catch (e) { r.push(e instanceof RangeError ? "RangeError" : String(e)); }
		r.join()`)
	if got != "YWJjZA==,RangeError,abcdef,RangeError" {
		t.Errorf("got %s", got)
	}
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	if got := run(t, rt, `try { btoa("abcdefg") } catch (e) { e.name }`); got != "RangeError" {
		t.Errorf("an Enable without the option changed the limit: %s", got)
	}
	if err := Enable(rt, MaxOutputBytes(0)); err != nil {
		t.Fatal("Enable with MaxOutputBytes(0) failed")
	}
	if got := run(t, rt, `btoa("abcdefg")`); got != "YWJjZGVmZw==" {
		t.Errorf("after the limit was lifted: %s", got)
	}
}

// The host's interrupt stops atob and btoa on huge inputs at the poll it
// falls on: RunString returns the interrupt, the script's catch does not
// see it and the call returns nothing. (The interrupt is made by the k-th
// poll, so the test measures nothing.)
func TestInterruptStopsLongCalls(t *testing.T) {
	for _, tc := range []struct{ name, script string }{
		{"atob", `atob("QUJD".repeat(1 << 22))`},
		{"atob with whitespace", `atob("QU JD\n".repeat(1 << 21))`},
		{"atob to Latin-1", `atob("/w==".repeat(1))+atob("//8A".repeat(1 << 21))`},
		{"btoa", `btoa("abc".repeat(1 << 22))`},
		{"btoa of UTF-16 form", `btoa("\xe9".repeat(1 << 23))`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n, err := runInterrupted(t, tc.script, 0)
			if err != nil {
				t.Fatalf("without an interrupt: %v", err)
			}
			if n < 2 {
				t.Fatalf("the call polled %d times", n)
			}
			for _, k := range []int{1, n / 2, n} {
				polls, err := runInterrupted(t, tc.script, k)
				var ie *goja.InterruptedError
				if !errors.As(err, &ie) || ie.Value() != "stop" {
					t.Fatalf("interrupt at poll %d of %d: %v", k, n, err)
				}
				if polls != k {
					t.Errorf("interrupt at poll %d: %d polls ran", k, polls)
				}
			}
		})
	}
}

// runInterrupted runs script (with done and caught flags around it) and
// interrupts the runtime at the binding's k-th poll; it returns the polls
// made and RunString's error, after checking the script neither finished
// nor caught anything when interrupted.
func runInterrupted(t *testing.T, script string, k int) (polls int, err error) {
	t.Helper()
	rt := goja.New()
	b, err := bindingFor(rt)
	if err != nil {
		t.Fatal(err)
	}
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	v, err := rt.RunString(`(function () {})`)
	if err != nil {
		t.Fatal(err)
	}
	probe, _ := goja.AssertFunction(v)
	b.poll = host.NewPoller(func(this goja.Value, args ...goja.Value) (goja.Value, error) {
		polls++
		if polls == k {
			rt.Interrupt("stop")
		}
		return probe(this, args...)
	})
	_, err = rt.RunString(`var done = false, caught = false; try { ` + script + `; done = true } catch (e) { caught = true }`)
	if err != nil && (rt.Get("done").ToBoolean() || rt.Get("caught").ToBoolean()) {
		t.Errorf("interrupted at poll %d: done %v, caught %v", k, rt.Get("done"), rt.Get("caught"))
	}
	return polls, err
}

// Interfaces gives the objects Enable installs, and KeepExistingGlobals
// leaves a host's own atob.
func TestInterfacesAndKeepExisting(t *testing.T) {
	rt := goja.New()
	m, err := Interfaces(rt)
	if err != nil || len(m) != 3 {
		t.Fatalf("Interfaces: %v, %v", m, err)
	}
	rt.Set("atob", "host's")
	if err := Enable(rt, KeepExistingGlobals()); err != nil {
		t.Fatal(err)
	}
	if rt.Get("atob").String() != "host's" || rt.Get("btoa") != m["btoa"] || rt.Get("queueMicrotask") != m["queueMicrotask"] {
		t.Error("KeepExistingGlobals did not keep atob and install the rest")
	}
}

// An Enable with an interrupt pending fails and keeps nothing.
func TestInterruptedEnable(t *testing.T) {
	rt := goja.New()
	rt.Interrupt("stop")
	if err := Enable(rt); err == nil {
		t.Fatal("no error")
	}
	rt.ClearInterrupt()
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	if got := run(t, rt, `btoa("a")`); got != "YQ==" {
		t.Errorf("got %s", got)
	}
}

// Before their first use, built-ins replaced after Enable change nothing
// either: the DOMException is the one dom.Enable installed, and the first
// queueMicrotask uses the captured Promise. In a runtime without
// dom.Enable, the first failure starts package dom's implementation then,
// with the built-ins captured at Enable.
func TestHostileBeforeFirstUse(t *testing.T) {
	rt := newRuntime(t)
	got := run(t, rt, `var log = [];
		const { DOMException: D, Promise: P } = globalThis;
		const then = P.prototype.then;
		globalThis.DOMException = function () {};
		globalThis.Error = function () { log.push("Error"); };
		P.prototype.then = function () { log.push("then"); };
		Promise.resolve = function () { log.push("resolve"); };
		queueMicrotask(() => log.push("microtask"));
		let e;
		try { atob("*"); } catch (x) { e = x; }
		[e instanceof D, e.name, e.code].join()`)
	if got != "true,InvalidCharacterError,5" {
		t.Errorf("got %s", got)
	}
	if got := run(t, rt, `log.join()`); got != "microtask" {
		t.Errorf("log %s", got)
	}
}

func TestHostileDOMStartedLate(t *testing.T) {
	rt := goja.New()
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	got := run(t, rt, `const E = Error;
		globalThis.Error = function () {};
		Reflect.apply = function () {};
		Object.setPrototypeOf = function () {};
		let e;
		try { btoa("\u0100"); } catch (x) { e = x; }
		[e.name, e.code, e instanceof E, Object.prototype.toString.call(e)].join()`)
	if got != "InvalidCharacterError,5,true,[object DOMException]" {
		t.Errorf("got %s", got)
	}
}
