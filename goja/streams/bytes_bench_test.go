package streams

import (
	"testing"

	"github.com/dop251/goja"
)

// BenchmarkBYOBRead measures a BYOB read of a byte stream whose source
// enqueues each chunk (each read looks at the view's and the chunk's slots),
// per read: 64 reads of 8 bytes into a Uint16Array and a DataView in turn.
func BenchmarkBYOBRead(b *testing.B) {
	rt := goja.New()
	if err := Enable(rt); err != nil {
		b.Fatal(err)
	}
	v, err := rt.RunString(`(function () {
		const chunk = new Uint8Array(8);
		const views = [new Uint16Array(4), new DataView(new ArrayBuffer(8))];
		let sum = 0;
		return async function () {
			const rs = new ReadableStream({ type: "bytes", pull(c) { c.enqueue(chunk.slice()); } });
			const r = rs.getReader({ mode: "byob" });
			for (let i = 0; i < 64; i++) {
				const { value } = await r.read(views[i & 1]);
				views[i & 1] = value.constructor === DataView ? new DataView(value.buffer) : new Uint16Array(value.buffer);
				sum += value.byteLength;
			}
			return sum;
		};
	})()`)
	if err != nil {
		b.Fatal(err)
	}
	run, _ := goja.AssertFunction(v)
	b.ReportAllocs()
	for b.Loop() {
		p, err := run(nil)
		if err != nil {
			b.Fatal(err)
		}
		if p.Export().(*goja.Promise).State() != goja.PromiseStateFulfilled {
			b.Fatal("the reads did not finish")
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*64), "ns/read")
}
