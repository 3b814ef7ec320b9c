package fileapi

import (
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/encoding"
	"github.com/textcodec/textcodec/goja/streams"
	"github.com/textcodec/textcodec/internal/benchcpu"
)

// The benchmarks run the same loops as bench/webapis/node_bench.js runs in
// Node.js (docs/webapis.md has both): text(), arrayBuffer() and stream() of
// a Blob of 1 MiB of ASCII text, each result used (its length read, its
// chunks counted) so that nothing is left undone.

const benchSetup = `
	const ascii = "The quick brown fox jumps over the lazy dog. ".repeat(23302).slice(0, 1 << 20);
	const blob = new Blob([ascii]);
	let sink = 0;
`

// benchAsyncLoop runs body (statements of an async function) b.N times in
// one call from Go; goja runs the promise jobs before the call returns.
func benchAsyncLoop(b *testing.B, body string) {
	rt := goja.New()
	if err := Enable(rt); err != nil {
		b.Fatal(err)
	}
	if err := streams.Enable(rt); err != nil {
		b.Fatal(err)
	}
	if _, err := rt.RunString(benchSetup); err != nil {
		b.Fatal(err)
	}
	v, err := rt.RunString(`(function (n) { (async () => { for (let i = 0; i < n; i++) { ` + body + ` } })().catch((e) => { sink = e; }); })`)
	if err != nil {
		b.Fatal(err)
	}
	run, _ := goja.AssertFunction(v)
	if _, err := run(nil, rt.ToValue(1)); err != nil {
		b.Fatal(err)
	}
	const size = 1 << 20
	b.SetBytes(size)
	b.ResetTimer()
	benchcpu.ReportMBPerSecond(b, size, b.N, func() {
		if _, err := run(nil, rt.ToValue(b.N)); err != nil {
			b.Fatal(err)
		}
	})
	b.StopTimer()
	if s := rt.Get("sink"); s.ToInteger() == 0 {
		b.Fatalf("the loop failed: %v", s)
	}
}

// The last code unit is read, which makes goja turn the Go string text()
// returns into its own form (Node.js's text() makes a string outright).
func BenchmarkText1MiB(b *testing.B) {
	benchAsyncLoop(b, `const t = await blob.text(); sink += t.length + t.charCodeAt(t.length - 1);`)
}
func BenchmarkArrayBuffer1MiB(b *testing.B) {
	benchAsyncLoop(b, `sink += (await blob.arrayBuffer()).byteLength;`)
}
func BenchmarkStream1MiB(b *testing.B) {
	benchAsyncLoop(b, `const r = blob.stream().getReader();
		for (;;) { const { value, done } = await r.read(); if (done) break; sink += value.length; }`)
}

// BenchmarkEnable is what Enable costs a new runtime (-benchmem), with the
// capture of built-ins every binding shares; BenchmarkEnableAfterEncoding
// what it adds to a runtime that has encoding.Enable's binding (the
// runtime and that Enable are made with the timer stopped).
func BenchmarkEnable(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if err := Enable(goja.New()); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkEnableAfterEncoding(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		rt := goja.New()
		if err := encoding.Enable(rt); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		if err := Enable(rt); err != nil {
			b.Fatal(err)
		}
	}
}
