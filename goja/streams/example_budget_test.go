package streams_test

import (
	"fmt"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/streams"
)

// A host that runs untrusted scripts bounds the bytes they keep queued in
// streams: an enqueue past the bound throws a RangeError and errors the
// stream.
func ExampleMaxQueuedBytes() {
	rt := goja.New()
	if err := streams.Enable(rt, streams.MaxQueuedBytes(1<<20)); err != nil {
		panic(err)
	}
	v, err := rt.RunString(`
		let c;
		new ReadableStream({ start(ctrl) { c = ctrl; } }, { highWaterMark: Infinity });
		try {
			for (;;) c.enqueue(new Uint8Array(64 << 10));
		} catch (e) {
			e.name + ", the stream errored: " + (c.desiredSize === null);
		}`)
	if err != nil {
		panic(err)
	}
	fmt.Println(v)
	// Output: RangeError, the stream errored: true
}
