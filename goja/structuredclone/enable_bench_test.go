package structuredclone

import (
	"io/fs"
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/dom"
	"github.com/textcodec/textcodec/goja/encoding"
	"github.com/textcodec/textcodec/goja/fileapi"
	"github.com/textcodec/textcodec/internal/webjs/testscripts"
)

// BenchmarkEnable measures what structuredClone costs a fresh runtime
// (goja.New is measured on its own as goja.New): capturing the built-ins
// (with the clone's, which makes goja build Map, Set, Date, RegExp and the
// error constructors), running the program, and installing the function.
func BenchmarkEnable(b *testing.B) {
	b.Run("goja.New", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			goja.New()
		}
	})
	b.Run("Enable", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			b.StopTimer()
			rt := goja.New()
			b.StartTimer()
			if err := Enable(rt); err != nil {
				b.Fatal(err)
			}
		}
	})
	// In a process that links this package, any binding's first Enable
	// captures the clone's built-ins (intrinsics.CaptureCloneBuiltins):
	// compare with BenchmarkEnable of package encoding, which does not.
	b.Run("encoding.Enable", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			b.StopTimer()
			rt := goja.New()
			b.StartTimer()
			if err := encoding.Enable(rt); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// nestedValue returns the value of structuredclone/bench/nested.js (in
// internal/webjs/testscripts) in rt: the value BenchmarkClone clones, and
// node_bench.js beside it in Node.js.
func nestedValue(tb testing.TB, rt *goja.Runtime) goja.Value {
	src, err := fs.ReadFile(testscripts.Files, "structuredclone/bench/nested.js")
	if err != nil {
		tb.Fatal(err)
	}
	mk, err := rt.RunScript("nested.js", string(src))
	if err != nil {
		tb.Fatal(err)
	}
	fn, _ := goja.AssertFunction(mk)
	v, err := fn(nil)
	if err != nil {
		tb.Fatal(err)
	}
	return v
}

// BenchmarkClone measures structuredClone of nested.js's value (about 1,100
// objects), with the CPU time per clone as cpu-ns/op (see cpuTime): compare
// with node internal/webjs/testscripts/structuredclone/bench/node_bench.js.
func BenchmarkClone(b *testing.B) {
	b.Run("structuredclone", func(b *testing.B) { benchClone(b, goja.New()) })
	// With Blob, File and dom's objects in the runtime, every object the
	// clone reaches is asked whether it is one of them.
	b.Run("with-fileapi-and-dom", func(b *testing.B) {
		rt := goja.New()
		if err := fileapi.Enable(rt); err != nil {
			b.Fatal(err)
		}
		if err := dom.Enable(rt); err != nil {
			b.Fatal(err)
		}
		benchClone(b, rt)
	})
	// With every binding whose platform objects are not serializable too.
	b.Run("with-every-binding", func(b *testing.B) { benchClone(b, newPlatformRuntime(b)) })
}

func benchClone(b *testing.B, rt *goja.Runtime) {
	if err := Enable(rt); err != nil {
		b.Fatal(err)
	}
	v := nestedValue(b, rt)
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cpuTime()
	for i := 0; i < b.N; i++ {
		if _, err := Clone(rt, v, nil); err != nil {
			b.Fatal(err)
		}
	}
	if cpu := cpuTime() - cpu0; cpu > 0 {
		b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/op")
	}
}
