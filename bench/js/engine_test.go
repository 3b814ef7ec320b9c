package jsbench

import (
	"runtime"
	"testing"
)

// An engine is a JavaScript engine with package textcodec's binding: goja
// (engine_goja_test.go, gojaEngine) or sobek (engine_sobek_test.go,
// sobekEngine, which internal/gensobek generates from the goja file). The
// benchmarks are written once, against this interface, and run on each.
type engine interface {
	// caseLoop returns ops.js's loop for op (decode, encode or encodeInto)
	// on c, in a new runtime with textcodec enabled; encode's text is made
	// by the host from its UTF-16.
	caseLoop(c *jsCase, op string) (loop, error)
	// formLoop returns ops.js's loop for op (encode or encodeInto) on t's
	// text in form (one of stringForms), in a new runtime with textcodec
	// enabled.
	formLoop(t formText, form, op string) (loop, error)
	// checkDecode tells whether TextDecoder gives c's text exactly.
	checkDecode(c *jsCase) error
	// benchNew times making a runtime; benchEnable, encoding.Enable on a
	// new one (made outside the timer).
	benchNew(b *testing.B)
	benchEnable(b *testing.B)
}

// A loop is ops.js's run(n): the operation n times, and the sum of the
// results' lengths.
type loop func(n int) (int64, error)

// engines are the bindings measured. name is the last element of their
// benchmarks' names (BenchmarkJS, BenchmarkJSForms): "textcodec" is the goja
// binding, the library itself; runtime is the engine's own name, which
// BenchmarkEnable's rows carry.
var engines = []struct {
	name, runtime string
	engine
}{
	{"textcodec", "goja", gojaEngine{}},
	{"sobek", "sobek", sobekEngine{}},
}

// timeRun runs run(b.N) as the benchmark's timed work and reports MB/s and
// cpu-MB/s for n bytes per operation; run must return b.N*want.
func timeRun(b *testing.B, run loop, n int, want int64) {
	b.SetBytes(int64(n))
	b.ReportAllocs()
	runtime.GC()
	cpu0 := processCPU()
	b.ResetTimer()
	got, err := run(b.N)
	b.StopTimer()
	cpu := processCPU() - cpu0
	if err != nil {
		b.Fatal(err)
	}
	if got != want*int64(b.N) {
		b.Fatalf("the loop's results add up to %d, want %d", got, want*int64(b.N))
	}
	reportCPU(b, n, cpu)
}
