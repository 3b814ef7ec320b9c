package streams_test

import (
	"fmt"
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/encoding"
	"github.com/textcodec/textcodec/goja/streams"
	"github.com/textcodec/textcodec/internal/host/intrinsics"
)

// The Streams Standard reacts to promises with PerformPromiseThen, which
// reads nothing of the promise: no "constructor", no @@species, no "then".
// goja's one way to react from a script, Promise.prototype.then, reads
// p.constructor[@@species]. These tests poison Promise.prototype.constructor
// and Promise[@@species] (a number, a throwing getter, counting getters),
// before the streams are made or after, and check that every stream
// operation gives what it gives with Promise intact, and that the
// implementation read neither once. The script's own callbacks return no
// promises: resolving with a promise reads its then (and so its
// constructor), in the standard too.

// speciesStreams makes the streams (make) and runs the operations (run)
// without a promise reaction of its own; log collects what the sinks got and
// results the promises the operations returned. describe, run once Promise
// is intact again, tells them.
const speciesStreams = `
var log = [], results = [];
function sink(name) {
	return new WritableStream({ write(chunk) { log.push(name + ":" + show(chunk)); }, close() { log.push(name + ":close"); } });
}
function show(v) {
	if (v instanceof Uint8Array) return "[" + Array.prototype.join.call(v, " ") + "]";
	if (v instanceof Error) return v.name + "(" + v.message + ")";
	if (typeof v === "object" && v !== null) return "{" + show(v.value) + "," + v.done + "}";
	return String(v);
}
function source(chunks) {
	let i = 0;
	return { pull(c) { if (i === chunks.length) c.close(); else c.enqueue(chunks[i++]); } };
}
function byteSource(n) {
	let i = 0;
	return { type: "bytes", pull(c) {
		if (i < n) { c.enqueue(new Uint8Array([i++, 7])); return; }
		c.close();
		if (c.byobRequest) c.byobRequest.respond(0);
	} };
}
var s = {};
function make() {
	s.pipe = new ReadableStream(source(["a", "b"]));
	s.bytesBYOB = new ReadableStream(byteSource(2));
	s.bytesDefault = new ReadableStream(byteSource(2));
	s.tee = new ReadableStream(source(["t1", "t2"]));
	s.byteTee = new ReadableStream(byteSource(2));
	s.values = new ReadableStream(source(["v1", "v2"]));
	s.valuesReturn = new ReadableStream(source(["r1", "r2"]));
	s.through = new ReadableStream(source(["x", "y"]));
	s.upper = new TransformStream({ transform(chunk, c) { c.enqueue(chunk.toUpperCase()); } });
	s.writable = new WritableStream({ write(chunk) { log.push("w:" + chunk); } });
	s.closing = new ReadableStream({ start(c) { c.close(); } });
	s.erroring = new ReadableStream({ start(c) { c.error(new TypeError("e")); } });
	s.released = new ReadableStream();
	s.cancelled = new ReadableStream({ cancel(r) { log.push("cancel:" + r); } });
	s.readerCancelled = new ReadableStream({ cancel(r) { log.push("reader cancel:" + r); } });
	s.decoder = new TextDecoderStream();
	s.encoder = new TextEncoderStream();
	s.decoderSource = new ReadableStream(source([new Uint8Array([0xe2, 0x82]), new Uint8Array([0xac, 0x41])]));
	s.encoderSource = new ReadableStream(source(["\u20ac", "b"]));
	s.aborted = new WritableStream({ abort(r) { log.push("abort:" + r); } });
	s.teeCancelled = new ReadableStream({ cancel(r) { log.push("tee cancel:" + r); } });
	s.byteTeeCancelled = new ReadableStream({ type: "bytes", cancel(r) { log.push("byte tee cancel:" + r); } });
	s.tampered = new ReadableStream();
	s.tamperedReader = s.tampered.getReader();
	s.abortedTwice = new WritableStream({ start(c) { c.error(new RangeError("x")); } });
	s.abortedTwiceReader = s.abortedTwice.getWriter();
}
function run() {
	results.push(["pipeTo", s.pipe.pipeTo(sink("pipe"))]);
	const byob = s.bytesBYOB.getReader({ mode: "byob" });
	results.push(["byob read 1", byob.read(new Uint8Array(4))]);
	results.push(["byob read 2", byob.read(new Uint8Array(4))]);
	results.push(["byob read 3", byob.read(new Uint8Array(4))]);
	results.push(["bytes pipeTo", s.bytesDefault.pipeTo(sink("bytes"))]);
	const [t1, t2] = s.tee.tee();
	results.push(["tee 1", t1.pipeTo(sink("tee1"))]);
	results.push(["tee 2", t2.pipeTo(sink("tee2"))]);
	const [b1, b2] = s.byteTee.tee();
	results.push(["byte tee 1", b1.pipeTo(sink("btee1"))]);
	const b2reader = b2.getReader({ mode: "byob" });
	results.push(["byte tee 2 read", b2reader.read(new Uint8Array(1))]);
	const it = s.values.values();
	results.push(["next 1", it.next()], ["next 2", it.next()], ["next 3", it.next()]);
	const it2 = s.valuesReturn.values();
	results.push(["next", it2.next()], ["return", it2.return("done")], ["next after return", it2.next()]);
	results.push(["from", ReadableStream.from(["f1", "f2"]).pipeTo(sink("from"))]);
	results.push(["pipeThrough", s.through.pipeThrough(s.upper).pipeTo(sink("through"))]);
	const writer = s.writable.getWriter();
	results.push(["ready", writer.ready], ["write", writer.write("w1")], ["close", writer.close()], ["writer closed", writer.closed]);
	results.push(["closed", s.closing.getReader().closed]);
	results.push(["errored closed", s.erroring.getReader().closed]);
	const released = s.released.getReader();
	const releasedClosed = released.closed;
	released.releaseLock();
	results.push(["released closed", releasedClosed], ["released closed now", released.closed]);
	results.push(["cancel", s.cancelled.cancel("c")]);
	results.push(["reader cancel", s.readerCancelled.getReader().cancel("rc")]);
	results.push(["abort", s.aborted.abort("a")]);
	results.push(["decoder", s.decoderSource.pipeThrough(s.decoder).pipeTo(sink("decoder"))]);
	results.push(["encoder", s.encoderSource.pipeThrough(s.encoder).pipeTo(sink("encoder"))]);
	const [c1, c2] = s.teeCancelled.tee();
	results.push(["tee cancel 1", c1.cancel("1")], ["tee cancel 2", c2.cancel("2")]);
	const [bc1, bc2] = s.byteTeeCancelled.tee();
	results.push(["byte tee cancel 1", bc1.cancel("1")], ["byte tee cancel 2", bc2.cancel("2")]);
	// Promises the script changed itself, which the implementation then
	// marks as handled: with an own constructor (which the implementation
	// reaches through the promise's then, as adopting it would), and made
	// non-extensible.
	const tamperedClosed = s.tamperedReader.closed;
	Object.defineProperty(tamperedClosed, "constructor", { get() { log.push("own constructor read"); return undefined; } });
	s.tamperedReader.releaseLock();
	results.push(["tampered closed", tamperedClosed]);
	const abortPromise = s.abortedTwiceReader.closed;
	Object.preventExtensions(abortPromise);
	s.abortedTwiceReader.releaseLock();
	results.push(["non-extensible abort", abortPromise]);
}
`

// Poisons of Promise, each restored by restore (in the script).
var promisePoisons = map[string]string{
	"constructor is 42": `Promise.prototype.constructor = 42;`,
	"species throws":    `Object.defineProperty(Promise, Symbol.species, { configurable: true, get() { throw new Error("species read"); } });`,
	"counting": `
		Object.defineProperty(Promise, Symbol.species, { configurable: true, get() { reads++; return Promise; } });
		Object.defineProperty(Promise.prototype, "constructor", { configurable: true, writable: true, value: Promise });
		Object.defineProperty(Promise.prototype, "constructor", { configurable: true, get() { reads++; return Promise; } });`,
}

const poisonPrelude = `
var reads = 0;
var savedSpecies = Object.getOwnPropertyDescriptor(Promise, Symbol.species);
var savedConstructor = Object.getOwnPropertyDescriptor(Promise.prototype, "constructor");
function restore() {
	Object.defineProperty(Promise, Symbol.species, savedSpecies);
	Object.defineProperty(Promise.prototype, "constructor", savedConstructor);
}
`

// speciesRun makes the streams and runs the operations in a new runtime,
// with Promise poisoned by poison (none when empty) before the streams are
// made or after, and returns what the sinks and promises got and the number
// of reads the counting poison saw.
func speciesRun(t *testing.T, poison string, before bool) (string, int64) {
	t.Helper()
	rt := goja.New()
	// The rejected promises nothing handles: none, as the standard marks
	// every promise it rejects and gives no one as handled.
	unhandled := map[*goja.Promise]bool{}
	rt.SetPromiseRejectionTracker(func(p *goja.Promise, op goja.PromiseRejectionOperation) {
		if op == goja.PromiseRejectionReject {
			unhandled[p] = true
		} else {
			delete(unhandled, p)
		}
	})
	set, err := intrinsics.Capture(rt)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = set.Record() }()
	rt.Set("promiseState", func(v goja.Value) []any {
		p, ok := v.Export().(*goja.Promise)
		if !ok {
			return []any{"not a promise"}
		}
		return []any{[]string{"pending", "fulfilled", "rejected"}[p.State()], p.Result()}
	})
	steps := []string{poisonPrelude, speciesStreams}
	enable := func() {
		if err := streams.Enable(rt); err != nil {
			t.Fatal(err)
		}
		if err := encoding.Enable(rt); err != nil {
			t.Fatal(err)
		}
	}
	if !before {
		enable()
	}
	for _, src := range steps {
		if _, err := rt.RunString(src); err != nil {
			t.Fatal(err)
		}
	}
	if before {
		mustRunT(t, rt, poison)
		enable() // the implementation's first run, after the poison
		mustRunT(t, rt, `make()`)
	} else {
		mustRunT(t, rt, `make()`)
		mustRunT(t, rt, poison)
	}
	// goja runs the job queue before RunString returns: every reaction
	// has run by the time run() is back.
	mustRunT(t, rt, `run()`)
	mustRunT(t, rt, `restore()`)
	out := mustRunT(t, rt, `
		const lines = log.slice();
		for (const [name, p] of results) {
			const [state, value] = promiseState(p);
			lines.push(name + " " + state + " " + show(value));
		}
		lines.join("\n")`).String() + fmt.Sprintf("\n%d unhandled", len(unhandled))
	return out, mustRunT(t, rt, `reads`).ToInteger()
}

func mustRunT(t *testing.T, rt *goja.Runtime, src string) goja.Value {
	t.Helper()
	v, err := rt.RunString(src)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func TestStreamsReadNoPromiseSpecies(t *testing.T) {
	want, _ := speciesRun(t, "", false)
	if want != speciesWant {
		t.Fatalf("with Promise intact, got\n%s\nwant\n%s", want, speciesWant)
	}
	for name, poison := range promisePoisons {
		for _, before := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s/before=%v", name, before), func(t *testing.T) {
				got, reads := speciesRun(t, poison, before)
				if got != want {
					t.Errorf("got\n%s\nwant\n%s", got, want)
				}
				if reads != 0 {
					t.Errorf("the implementation read Promise[@@species] or Promise.prototype.constructor %d times", reads)
				}
			})
		}
	}
}

// speciesWant is what the operations give with Promise intact.
const speciesWant = `w:w1
cancel:c
reader cancel:rc
abort:a
tee cancel:1,2
byte tee cancel:1,2
own constructor read
pipe:a
bytes:[0 7]
tee1:t1
tee2:t1
btee1:[0]
through:X
encoder:[226 130 172]
pipe:b
bytes:[1 7]
from:f1
tee1:t2
tee2:t2
btee1:[7]
through:Y
decoder:€A
encoder:[98]
pipe:close
bytes:close
tee1:close
tee2:close
btee1:[1 7]
from:f2
through:close
decoder:close
encoder:close
btee1:close
from:close
pipeTo fulfilled undefined
byob read 1 fulfilled {[0 7],false}
byob read 2 fulfilled {[1 7],false}
byob read 3 fulfilled {[],true}
bytes pipeTo fulfilled undefined
tee 1 fulfilled undefined
tee 2 fulfilled undefined
byte tee 1 fulfilled undefined
byte tee 2 read fulfilled {[0],false}
next 1 fulfilled {v1,false}
next 2 fulfilled {v2,false}
next 3 fulfilled {undefined,true}
next fulfilled {r1,false}
return fulfilled {done,true}
next after return fulfilled {undefined,true}
from fulfilled undefined
pipeThrough fulfilled undefined
ready fulfilled undefined
write fulfilled undefined
close fulfilled undefined
writer closed fulfilled undefined
closed fulfilled undefined
errored closed rejected TypeError(e)
released closed rejected TypeError(The reader was released)
released closed now rejected TypeError(The reader was released)
cancel fulfilled undefined
reader cancel fulfilled undefined
abort fulfilled undefined
decoder fulfilled undefined
encoder fulfilled undefined
tee cancel 1 fulfilled undefined
tee cancel 2 fulfilled undefined
byte tee cancel 1 fulfilled undefined
byte tee cancel 2 fulfilled undefined
tampered closed rejected TypeError(The reader was released)
non-extensible abort rejected RangeError(x)
0 unhandled`
