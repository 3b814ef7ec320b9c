package jsbench

import (
	"testing"

	"github.com/dop251/goja"
)

// reactionScript sets up BenchmarkJSReaction's loops: react(k, n) adds n
// reactions (then with a handler and no rejection handler) to a fulfilled
// promise, whose jobs goja runs when the call returns. "promise" reacts to
// an ordinary promise: then builds a derived promise with its two resolving
// functions. "internal" reacts to a promise made the way package streams
// makes the promises no script sees (internal/webjs/streams/promises.js, markInternal):
// its prototype's constructor's @@species is a class whose constructor
// hands then's executor two shared native functions and returns one shared
// object, so then builds no promise. "call" is a plain function call, for
// scale.
const reactionScript = `(function () {
	let count = 0;
	function handler() { count++; }
	const then = Promise.prototype.then;
	const args = [handler, undefined];
	const derived = { __proto__: null };
	const nativeNoop = ArrayBuffer.isView;
	class InternalCapability extends null {
		constructor(executor) {
			executor(nativeNoop, nativeNoop);
			return derived;
		}
	}
	const proto = { __proto__: null, constructor: { __proto__: null, [Symbol.species]: InternalCapability }, then };
	const promise = Promise.resolve();
	const internal = Promise.resolve();
	Object.setPrototypeOf(internal, proto);
	function react(k, n) {
		if (k === "call") {
			for (let i = 0; i < n; i++) handler();
			return;
		}
		const p = k === "internal" ? internal : promise;
		for (let i = 0; i < n; i++) Reflect.apply(then, p, args);
	}
	return { react, count: () => count };
})()`

// BenchmarkJSReaction measures the unit the streams' per-chunk cost is made
// of in goja: one reaction to a promise and the job that runs it
// (BenchmarkJSReaction/{promise,internal}), beside a function call
// (BenchmarkJSReaction/call). A chunk piped through a TransformStream takes
// about nine reactions (BenchmarkJSStream).
func BenchmarkJSReaction(b *testing.B) {
	for _, k := range []string{"promise", "internal", "call"} {
		b.Run(k, func(b *testing.B) {
			rt := goja.New()
			v, err := rt.RunString(reactionScript)
			if err != nil {
				b.Fatal(err)
			}
			o := v.ToObject(rt)
			react, _ := goja.AssertFunction(o.Get("react"))
			count, _ := goja.AssertFunction(o.Get("count"))
			b.ReportAllocs()
			b.ResetTimer()
			for done := 0; done < b.N; {
				n := min(b.N-done, 1000)
				if _, err := react(nil, rt.ToValue(k), rt.ToValue(n)); err != nil {
					b.Fatal(err)
				}
				done += n
			}
			b.StopTimer()
			if got, _ := count(nil); got.ToInteger() != int64(b.N) {
				b.Fatalf("%d handlers ran, want %d", got.ToInteger(), b.N)
			}
		})
	}
}
