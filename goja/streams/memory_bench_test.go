package streams

import (
	"runtime"
	"testing"

	"github.com/dop251/goja"
)

// BenchmarkIdleTransformStreamMemory measures what an idle TransformStream
// with a reader on its readable side and a writer on its writable side
// keeps on the heap: b.N of them are made and held in one runtime, and the
// heap's growth (runtime.MemStats.HeapAlloc after a collection) is reported
// per stream as B/stream.
//
//	go test -run '^$' -bench IdleTransformStreamMemory -benchtime 100000x ./goja/streams
func BenchmarkIdleTransformStreamMemory(b *testing.B) {
	rt := goja.New()
	if err := Enable(rt); err != nil {
		b.Fatal(err)
	}
	make, err := rt.RunString(`(function (n) {
		const keep = [];
		for (let i = 0; i < n; i++) {
			const ts = new TransformStream();
			keep.push(ts, ts.readable.getReader(), ts.writable.getWriter());
		}
		return keep;
	})`)
	if err != nil {
		b.Fatal(err)
	}
	makeFn, _ := goja.AssertFunction(make)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	b.ResetTimer()
	keep, err := makeFn(nil, rt.ToValue(b.N))
	b.StopTimer()
	if err != nil {
		b.Fatal(err)
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	b.ReportMetric(float64(after.HeapAlloc-before.HeapAlloc)/float64(b.N), "B/stream")
	runtime.KeepAlive(keep)
}
