package streams

import (
	"strings"
	"testing"

	"github.com/dop251/goja"
)

// queueBudgetScript enqueues on every path with a bound of 1000 bytes (a
// chunk counts its bytes and 32 more) and reports, for each, what the
// enqueues did and whether the stream errored.
const queueBudgetScript = `
const out = [];
function attempt(name, f) {
	try { f(); out.push(name + " ok"); } catch (e) { out.push(name + " " + e.name); }
}
let c;
// A default stream: 532 fit, 1064 do not; the stream errors and its queue
// no longer counts.
const rs = new ReadableStream({ start(ctrl) { c = ctrl; } }, { highWaterMark: Infinity });
attempt("default 500", () => c.enqueue(new Uint8Array(500)));
attempt("default 500 more", () => c.enqueue(new Uint8Array(500)));
out.push("default errored " + (c.desiredSize === null));
// Reading a chunk gives its bytes back.
const rs2 = new ReadableStream({ start(ctrl) { c = ctrl; } }, { highWaterMark: Infinity });
const r2 = rs2.getReader();
attempt("read 900", () => c.enqueue(new DataView(new ArrayBuffer(900))));
r2.read();
attempt("read 900 again", () => c.enqueue(new ArrayBuffer(900)));
r2.cancel();
// Strings count two bytes per code unit; other values only their entry.
const rs3 = new ReadableStream({ start(ctrl) { c = ctrl; } }, { highWaterMark: Infinity });
attempt("string 390", () => c.enqueue("x".repeat(390)));
for (let i = 0; i < 4; i++) c.enqueue({});
attempt("string 5", () => c.enqueue("12345"));
attempt("string 1", () => c.enqueue("1"));
rs3.cancel();
// A byte stream.
const bs = new ReadableStream({ type: "bytes", start(ctrl) { c = ctrl; } });
attempt("bytes 600", () => c.enqueue(new Uint8Array(600)));
attempt("bytes 600 more", () => c.enqueue(new Uint8Array(600)));
out.push("bytes errored " + (c.desiredSize === null));
// A BYOB read takes part of a queued chunk and gives those bytes back.
const bs2 = new ReadableStream({ type: "bytes", start(ctrl) { c = ctrl; } });
attempt("byob 900", () => c.enqueue(new Uint8Array(900)));
const br = bs2.getReader({ mode: "byob" });
br.read(new Uint8Array(500));
attempt("byob 450", () => c.enqueue(new Uint8Array(450)));
attempt("byob 100", () => c.enqueue(new Uint8Array(100)));
br.cancel();
// A TransformStream's enqueue errors both sides.
let tc;
const ts = new TransformStream({ start(ctrl) { tc = ctrl; } }, undefined, { highWaterMark: Infinity });
attempt("transform 600", () => tc.enqueue(new Uint8Array(600)));
attempt("transform 600 more", () => tc.enqueue(new Uint8Array(600)));
out.push("transform errored " + (tc.desiredSize === null));
const tw = ts.writable.getWriter();
tw.closed.then(() => out.push("transform writable closed"), (e) => out.push("transform writable " + e.name));
// A WritableStream whose sink is still writing the first chunk (which
// stays queued until then): the second write errors it.
let finishWrite;
const ws = new WritableStream({ write() { return new Promise((resolve) => { finishWrite = resolve; }); } }, { highWaterMark: Infinity });
const w = ws.getWriter();
w.write(new Uint8Array(600)).then(() => out.push("write 1 ok"), (e) => out.push("write 1 " + e.name));
`

// queueBudgetWrite writes a second chunk while the sink writes the first
// (which stays queued until then): the write errors the stream, whose queue
// empties when the sink finishes.
const queueBudgetWrite = `
w.write(new Uint8Array(600)).then(() => out.push("write 2 ok"), (e) => out.push("write 2 " + e.name));
out.push("writer " + w.desiredSize);
finishWrite();
`

// queueBudgetTee tees a default stream of one 480-byte chunk: each branch
// queues the chunk (512 bytes), and the second branch's does not fit: that
// branch errors, the first gets the chunk.
const queueBudgetTee = `
const [b1, b2] = new ReadableStream({ start(ctrl) { ctrl.enqueue(new Uint8Array(480)); } }).tee();
`

// queueBudgetByteTee tees a byte stream whose pulls give 480-byte chunks and
// reads the first branch twice: each chunk goes to the read, and its clone
// to the second branch's queue, where the second clone does not fit.
const queueBudgetByteTee = `
const [bb1, bb2] = new ReadableStream({ type: "bytes", pull(ctrl) { ctrl.enqueue(new Uint8Array(480)); } }).tee();
const bb1reader = bb1.getReader();
bb1reader.read().then((r) => out.push("byte tee 1: " + r.value.byteLength));
bb1reader.read().then((r) => out.push("byte tee 1: " + r.value.byteLength));
`

// firstChunks reports the first chunk's length (or the error's name) of
// each branch.
const firstChunks = `
Promise.all([BRANCHES].map((s) => s.getReader().read().then((r) => r.value.byteLength, (e) => e.name))).then((s) => out.push("TEE " + s.join(" ")));
`

// With MaxQueuedBytes, an enqueue on every path (default, byte, transform,
// writable, tee, byte tee) that would hold more than the bound throws a
// RangeError and errors its stream; reads, cancels and errors give bytes
// back.
func TestMaxQueuedBytes(t *testing.T) {
	rt := goja.New()
	if err := Enable(rt, MaxQueuedBytes(1000)); err != nil {
		t.Fatal(err)
	}
	mustRun(t, rt, queueBudgetScript)
	mustRun(t, rt, queueBudgetWrite)
	out := mustRun(t, rt, `out.join("\n")`).String()
	for _, tee := range []struct{ setup, branches, name string }{
		{queueBudgetTee, "b1, b2", "tee"},
		{queueBudgetByteTee, "bb2", "byte tee 2"},
	} {
		rt := goja.New()
		if err := Enable(rt, MaxQueuedBytes(1000)); err != nil {
			t.Fatal(err)
		}
		mustRun(t, rt, "const out = [];"+tee.setup)
		mustRun(t, rt, strings.NewReplacer("BRANCHES", tee.branches, "TEE", tee.name).Replace(firstChunks))
		out += "\n" + mustRun(t, rt, `out.join("\n")`).String()
	}
	const want = `default 500 ok
default 500 more RangeError
default errored true
read 900 ok
read 900 again ok
string 390 ok
string 5 ok
string 1 RangeError
bytes 600 ok
bytes 600 more RangeError
bytes errored true
byob 900 ok
byob 450 ok
byob 100 RangeError
transform 600 ok
transform 600 more RangeError
transform errored true
transform writable RangeError
writer null
write 1 ok
write 2 RangeError
tee 480 RangeError
byte tee 1: 480
byte tee 1: 480
byte tee 2 RangeError`
	if out != want {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}
}

// Without MaxQueuedBytes nothing is bounded, and a later Enable with it
// bounds the runtime's streams from then on.
func TestMaxQueuedBytesOffByDefault(t *testing.T) {
	rt := goja.New()
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	mustRun(t, rt, `let c; const rs = new ReadableStream({ start(ctrl) { c = ctrl; } }, { highWaterMark: Infinity });
		for (let i = 0; i < 64; i++) c.enqueue(new Uint8Array(1 << 20));`)
	if err := Enable(rt, MaxQueuedBytes(1<<20)); err != nil {
		t.Fatal(err)
	}
	v := mustRun(t, rt, `const rs2 = new ReadableStream({ start(ctrl) { c = ctrl; } }, { highWaterMark: Infinity });
		c.enqueue(new Uint8Array(1000));
		try { c.enqueue(new Uint8Array(1 << 20)); "enqueued" } catch (e) { e.name + ": " + e.message }`)
	if want := "RangeError: The queued chunks would exceed the host's limit of 1048576 bytes (streams.MaxQueuedBytes)"; v.String() != want {
		t.Errorf("got %q, want %q", v, want)
	}
	if err := Enable(rt, MaxQueuedBytes(0)); err != nil {
		t.Fatal(err)
	}
	if v := mustRun(t, rt, `new ReadableStream({ start(ctrl) { ctrl.enqueue(new Uint8Array(2 << 20)); } }); "enqueued"`); v.String() != "enqueued" {
		t.Errorf("with the bound off again: %v", v)
	}
}
