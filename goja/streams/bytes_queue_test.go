package streams

import (
	"runtime"
	"testing"

	"github.com/dop251/goja"
)

// heapInUse returns the live heap after a collection.
func heapInUse() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// A byte stream's queue that never drains (a consumer one chunk behind its
// source) keeps only the entries it holds, not one slot per chunk that ever
// passed through it.
func TestByteQueueDoesNotGrowWhileNeverEmpty(t *testing.T) {
	rt := goja.New()
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	mustRun(t, rt, `
		let c;
		const rs = new ReadableStream({ type: "bytes", start(controller) { c = controller; } });
		const reader = rs.getReader();
		c.enqueue(new Uint8Array(1));
		function pass(n) {
			for (let i = 0; i < n; i++) {
				c.enqueue(new Uint8Array(1));
				reader.read();
			}
		}
		pass(2048);
	`)
	before := heapInUse()
	mustRun(t, rt, `pass(150000)`)
	after := heapInUse()
	runtime.KeepAlive(rt)
	// One goja array slot (16 bytes) per chunk passed would be more than 2.4 MB;
	// the queue itself holds one entry.
	if after > before && after-before > 1<<20 {
		t.Errorf("the live heap grew by %d bytes while 150000 chunks passed through a queue of one", after-before)
	}
}
