package encoding_test

import (
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/encoding"
	"github.com/textcodec/textcodec/goja/streams"
)

// The TextDecoderStream and TextEncoderStream tests are scripts: each runs in
// a fresh runtime, returns a promise, and passes when the promise is fulfilled
// once goja has run its job queue.

const streamPrelude = `
"use strict";
function fail(msg) { throw new Error(msg); }
function show(v) {
	if (typeof v === "string") return JSON.stringify(v);
	if (v instanceof Uint8Array) return "[" + Array.from(v, b => b.toString(16)).join(" ") + "]";
	return String(v);
}
function eq(a, b, msg) { if (!Object.is(a, b)) fail(msg + ": got " + show(a) + ", want " + show(b)); }
function bytes(s) { return new Uint8Array(s.split(" ").filter(x => x).map(x => parseInt(x, 16))); }
function concatBytes(chunks) {
	const n = chunks.reduce((a, c) => a + c.length, 0);
	const out = new Uint8Array(n);
	let i = 0;
	for (const c of chunks) { out.set(c, i); i += c.length; }
	return out;
}
function sameBytes(a, b, msg) {
	if (a.length !== b.length || a.some((x, i) => x !== b[i])) fail(msg + ": got " + show(a) + ", want " + show(b));
}
// pipe writes chunks to a transform stream's writable side, closes it and
// reads its readable side to the end. Empty output chunks are a failure.
async function pipe(ts, chunks) {
	const writer = ts.writable.getWriter();
	const reader = ts.readable.getReader();
	const out = [];
	const reading = (async () => {
		for (;;) {
			const { done, value } = await reader.read();
			if (done) return;
			if (value.length === 0) fail("an empty chunk was enqueued");
			out.push(value);
		}
	})();
	for (const c of chunks) writer.write(c);
	writer.close();
	await reading;
	return out;
}
// splits returns input split at every position (two chunks), at every pair of
// positions when short (three chunks), and into single bytes.
function splits(input) {
	const all = [[input]];
	for (let i = 0; i <= input.length; i++) all.push([input.slice(0, i), input.slice(i)]);
	if (input.length <= 12) {
		for (let i = 1; i < input.length; i++) for (let j = i + 1; j < input.length; j++) all.push([input.slice(0, i), input.slice(i, j), input.slice(j)]);
	}
	all.push(Array.from(input, (_, i) => input.slice(i, i + 1)));
	return all;
}
`

var streamPreludeProgram = goja.MustCompile("stream-prelude.js", streamPrelude, false)

// runStreamTest runs src, the body of an async function, in a fresh runtime.
func runStreamTest(t *testing.T, src string) {
	t.Helper()
	runStreamTestWith(t, src)
}

// runStreamTestWith is runStreamTest with Enable given opts.
func runStreamTestWith(t *testing.T, src string, opts ...encoding.Option) {
	t.Helper()
	rt := goja.New()
	if err := encoding.Enable(rt, opts...); err != nil {
		t.Fatal(err)
	}
	if err := streams.Enable(rt); err != nil {
		t.Fatal(err)
	}
	if _, err := rt.RunProgram(streamPreludeProgram); err != nil {
		t.Fatal(err)
	}
	v, err := rt.RunString("(async () => {\n" + src + "\n})()")
	if err != nil {
		t.Fatal(err)
	}
	p, ok := v.Export().(*goja.Promise)
	if !ok {
		t.Fatal("the test did not return a promise")
	}
	switch p.State() {
	case goja.PromiseStateFulfilled:
	case goja.PromiseStateRejected:
		r := p.Result()
		if o, ok := r.(*goja.Object); ok {
			if stack := o.Get("stack"); stack != nil && !goja.IsUndefined(stack) {
				t.Fatal(stack.String())
			}
		}
		t.Fatal(r.String())
	default:
		t.Fatal("the test did not settle once goja had run its job queue")
	}
}

func TestTextDecoderStreamInterface(t *testing.T) {
	runStreamTest(t, `
		const d = Object.getOwnPropertyDescriptor(globalThis, "TextDecoderStream");
		eq(d.writable && d.configurable && !d.enumerable, true, "global attributes");
		eq(TextDecoderStream.length, 0, "length");
		eq(TextEncoderStream.length, 0, "length");
		const names = Object.getOwnPropertyNames(TextDecoderStream.prototype).join();
		eq(names, "constructor,encoding,fatal,ignoreBOM,readable,writable", "members");
		eq(Object.getOwnPropertyNames(TextEncoderStream.prototype).join(), "constructor,encoding,readable,writable", "members");
		eq(Object.prototype.toString.call(new TextDecoderStream()), "[object TextDecoderStream]", "toStringTag");
		eq(Object.prototype.toString.call(new TextEncoderStream()), "[object TextEncoderStream]", "toStringTag");
		const ds = new TextDecoderStream(" Shift_JIS ", { fatal: 1, ignoreBOM: "yes" });
		eq(ds.encoding, "shift_jis", "encoding");
		eq(ds.fatal, true, "fatal");
		eq(ds.ignoreBOM, true, "ignoreBOM");
		eq(ds.readable instanceof ReadableStream, true, "readable");
		eq(ds.writable instanceof WritableStream, true, "writable");
		eq(ds.readable, ds.readable, "the same readable each time");
		const es = new TextEncoderStream();
		eq(es.encoding, "utf-8", "encoder encoding");
		eq(new TextDecoderStream().encoding, "utf-8", "default label");
		for (const bad of ["nope", "replacement", "iso-2022-kr"]) {
			try { new TextDecoderStream(bad); fail("no RangeError for " + bad); } catch (e) { eq(e instanceof RangeError, true, bad); }
		}
		try { TextDecoderStream(); fail("called without new"); } catch (e) { eq(e instanceof TypeError, true, "without new"); }
		for (const m of ["encoding", "fatal", "ignoreBOM", "readable", "writable"]) {
			const get = Object.getOwnPropertyDescriptor(TextDecoderStream.prototype, m).get;
			try { get.call(new TextDecoder()); fail("brand check " + m); } catch (e) { eq(e instanceof TypeError, true, m); }
			eq(get.name, "get " + m, "getter name");
		}
		try { Object.getOwnPropertyDescriptor(TextEncoderStream.prototype, "readable").get.call(ds); fail("brand check"); } catch (e) { eq(e instanceof TypeError, true, "encoder brand"); }
		class Sub extends TextDecoderStream {}
		const sub = new Sub("gbk");
		eq(sub instanceof Sub && sub.encoding === "gbk", true, "subclass");
		// Options are read in Web IDL order, once each.
		const log = [];
		new TextDecoderStream("utf-8", { get fatal() { log.push("fatal"); }, get ignoreBOM() { log.push("ignoreBOM"); } });
		eq(log.join(), "fatal,ignoreBOM", "options order");
	`)
}

// Decoding in chunks, split at every position, gives what one decode() call
// gives, for every encoding family.
func TestTextDecoderStreamSplits(t *testing.T) {
	runStreamTest(t, `
		const cases = [
			["utf-8", "EF BB BF E3 81 82 F0 9F 98 80 41 C3 A9 FF 42"],
			["utf-8", "F0 9F 98 E3 81"],
			["utf-16le", "FF FE 3D D8 00 DE 41 00 00 D8 42 00"],
			["utf-16be", "FE FF D8 3D DE 00 00 41 DC 00 00"],
			["shift_jis", "82 A0 83 41 41 81 FF 82"],
			["euc-jp", "A4 A2 8E B1 8F B0 A1 41 A4"],
			["iso-2022-jp", "1B 24 42 24 22 1B 28 42 41 1B 28 4A 5C 1B 24"],
			["gb18030", "81 30 81 30 C4 E3 41 81 30 81 84 31 A4 39 81"],
			["gbk", "C4 E3 80 41 FF"],
			["big5", "A4 40 88 62 41 88"],
			["euc-kr", "B0 A1 41 81 41 B0"],
			["windows-1252", "80 41 FF 9D"],
			["x-user-defined", "41 80 FF"],
		];
		for (const [label, hex] of cases) {
			const input = bytes(hex);
			for (const ignoreBOM of [false, true]) {
				const want = new TextDecoder(label, { ignoreBOM }).decode(input);
				for (const chunks of splits(input)) {
					const out = await pipe(new TextDecoderStream(label, { ignoreBOM }), chunks);
					eq(out.join(""), want, label + " ignoreBOM=" + ignoreBOM + " split " + chunks.map(c => c.length).join("+"));
				}
			}
		}
	`)
}

func TestTextDecoderStreamBOM(t *testing.T) {
	runStreamTest(t, `
		// A BOM split across chunks, and a second U+FEFF, which stays.
		for (const [label, hex, want] of [
			["utf-8", "EF BB BF EF BB BF 41", "\uFEFFA"],
			["utf-16le", "FF FE FF FE 41 00", "\uFEFFA"],
			["utf-16be", "FE FF FE FF 00 41", "\uFEFFA"],
		]) {
			const input = bytes(hex);
			for (const chunks of splits(input)) {
				eq((await pipe(new TextDecoderStream(label), chunks)).join(""), want, label + " " + chunks.map(c => c.length).join("+"));
				eq((await pipe(new TextDecoderStream(label, { ignoreBOM: true }), chunks)).join(""), "\uFEFF" + want, label + " ignoreBOM");
			}
		}
		// BOM seen: a U+FEFF after the first output chunk is kept.
		eq((await pipe(new TextDecoderStream(), [bytes("41"), bytes("EF BB BF")])).join(""), "A\uFEFF", "BOM after text");
		// An empty chunk first does not count as the first scalar value.
		eq((await pipe(new TextDecoderStream(), [new Uint8Array(0), bytes("EF BB BF 42")])).join(""), "B", "empty chunk first");
		// Other encodings keep U+FEFF.
		eq((await pipe(new TextDecoderStream("gb18030"), [bytes("FE FF")])).join(""), new TextDecoder("gb18030").decode(bytes("FE FF")), "gb18030");
	`)
}

func TestTextDecoderStreamChunkTypes(t *testing.T) {
	runStreamTest(t, `
		const buf = bytes("41 E3 81 82 42").buffer;
		const chunks = [new Uint8Array(buf, 0, 2), new DataView(buf, 2, 1), new Uint8Array(buf, 3), new ArrayBuffer(0)];
		eq((await pipe(new TextDecoderStream(), chunks)).join(""), "A\u3042B", "views and buffers");
		eq((await pipe(new TextDecoderStream("utf-16le"), [new Uint16Array([0x41, 0x3042])])).join(""), "A\u3042", "a Uint16Array's bytes");
		// The output is the decoded chunks, not one chunk per input.
		const out = await pipe(new TextDecoderStream(), [bytes("E3"), bytes("81"), bytes("82 41")]);
		eq(out.length, 1, "no empty chunks");
		eq(out[0], "\u3042A", "the character whole");
	`)
}

func TestTextDecoderStreamErrors(t *testing.T) {
	runStreamTest(t, `
		// A chunk that is not a BufferSource errors both sides with a TypeError.
		for (const bad of ["text", 1, null, undefined, {}, [65]]) {
			const ds = new TextDecoderStream();
			const writer = ds.writable.getWriter();
			const reader = ds.readable.getReader();
			const read = reader.read();
			let e = await writer.write(bad).then(() => null, e => e);
			eq(e instanceof TypeError, true, "write of " + show(bad));
			e = await read.then(() => null, e => e);
			eq(e instanceof TypeError, true, "readable errored for " + show(bad));
			e = await writer.closed.then(() => null, e => e);
			eq(e instanceof TypeError, true, "writable errored for " + show(bad));
		}
		// fatal: an error in a chunk errors the stream; nothing of that chunk is enqueued.
		{
			const ds = new TextDecoderStream("utf-8", { fatal: true });
			const writer = ds.writable.getWriter();
			const reader = ds.readable.getReader();
			writer.write(bytes("41"));
			eq((await reader.read()).value, "A", "the valid chunk");
			writer.write(bytes("42 FF 43")).catch(() => {});
			const e = await reader.read().then(() => null, e => e);
			eq(e instanceof TypeError, true, "fatal error");
		}
		// fatal: a truncated sequence at the end is the TypeError of "flush and enqueue".
		for (const [label, hex] of [["utf-8", "41 E3 81"], ["utf-16le", "41 00 3D D8"], ["utf-16le", "41"], ["shift_jis", "82"], ["gb18030", "81 30 81"], ["iso-2022-jp", "1B 24"]]) {
			const ds = new TextDecoderStream(label, { fatal: true });
			const writer = ds.writable.getWriter();
			const reader = ds.readable.getReader();
			writer.write(bytes(hex));
			const closing = writer.close().then(() => null, e => e);
			const seen = [];
			const e = await (async () => {
				for (;;) {
					const r = await reader.read();
					if (r.done) return null;
					seen.push(r.value);
				}
			})().catch(e => e);
			eq(e instanceof TypeError, true, label + " " + hex + ": the readable side (after " + show(seen.join("")) + ")");
			eq((await closing) instanceof TypeError, true, label + ": close()");
			let threw = false;
			try { new TextDecoder(label, { fatal: true }).decode(bytes(hex)); } catch (e) { threw = true; }
			eq(threw, true, label + ": decode() agrees");
		}
		// Not fatal: the end of the stream gives what decode() gives (restored bytes decoded too).
		for (const [label, hex] of [["utf-8", "41 E3 81"], ["utf-16be", "00 41 D8 3D"], ["gb18030", "81 30 81"], ["gb18030", "81 30"], ["iso-2022-jp", "1B 24 42 24"], ["euc-jp", "8F A1"], ["shift_jis", "82"], ["big5", "88"]]) {
			const want = new TextDecoder(label).decode(bytes(hex));
			eq((await pipe(new TextDecoderStream(label), [bytes(hex)])).join(""), want, label + " " + hex);
		}
	`)
}

func TestTextEncoderStream(t *testing.T) {
	runStreamTest(t, `
		const strings = ["A\uD83D\uDE00B\u00E9\u3042", "\uD83D\uDE00\uD83D\uDE00", "a\uD800b\uDC00c", "\uDBFF\uDFFF", "\uD800\uD800\uDC00", "ascii only"];
		for (const s of strings) {
			const want = new TextEncoder().encode(s);
			const units = Array.from({ length: s.length }, (_, i) => s[i]);
			for (const chunks of splits(units)) {
				const parts = chunks.map(c => c.join(""));
				const out = await pipe(new TextEncoderStream(), parts);
				sameBytes(concatBytes(out), want, show(s) + " split " + parts.map(p => p.length).join("+"));
			}
		}
		// A lone leading surrogate at the end is U+FFFD, at flush.
		let out = await pipe(new TextEncoderStream(), ["a\uD83D"]);
		eq(out.length, 2, "the surrogate waits for the flush");
		sameBytes(out[0], bytes("61"), "before");
		sameBytes(out[1], bytes("EF BF BD"), "flush");
		out = await pipe(new TextEncoderStream(), ["\uD83D", "", "\uDE00"]);
		sameBytes(concatBytes(out), bytes("F0 9F 98 80"), "a pair across an empty chunk");
		out = await pipe(new TextEncoderStream(), ["\uD83D", "x"]);
		sameBytes(concatBytes(out), bytes("EF BF BD 78"), "a lead followed by ASCII");
		out = await pipe(new TextEncoderStream(), ["\uD83D", "\uD83D", "\uDE00"]);
		sameBytes(concatBytes(out), bytes("EF BF BD F0 9F 98 80"), "a lead followed by a lead");
		eq((await pipe(new TextEncoderStream(), [""])).length, 0, "empty strings enqueue nothing");
		// Chunks are converted with ToString.
		out = await pipe(new TextEncoderStream(), [1, null, undefined, { toString() { return "\u00E9"; } }, true]);
		sameBytes(concatBytes(out), new TextEncoder().encode("1nullundefined\u00E9true"), "ToString");
		eq(out.every(c => c instanceof Uint8Array && c.buffer.byteLength === c.length), true, "Uint8Arrays of their own buffers");
		// A Symbol errors the stream with a TypeError.
		const es = new TextEncoderStream();
		const writer = es.writable.getWriter();
		const reader = es.readable.getReader();
		const read = reader.read();
		const e = await writer.write(Symbol("s")).then(() => null, e => e);
		eq(e instanceof TypeError, true, "write of a Symbol");
		eq((await read.then(() => null, e => e)) instanceof TypeError, true, "readable errored");
		// A throwing toString errors the stream with its exception.
		const boom = new Error("boom");
		const es2 = new TextEncoderStream();
		const w2 = es2.writable.getWriter();
		es2.readable.getReader().read().catch(() => {});
		eq(await w2.write({ toString() { throw boom; } }).then(() => null, e => e), boom, "toString's exception");
	`)
}

// Both streams chained, through pipeThrough, give the input back.
func TestTextStreamsRoundTrip(t *testing.T) {
	runStreamTest(t, `
		const text = "Shift_JIS: \u65E5\u672C\u8A9E, emoji: \uD83D\uDE00, e\u0301\n".repeat(200);
		const pieces = [];
		for (let i = 0; i < text.length; i += 7) pieces.push(text.slice(i, i + 7));
		const out = await (async () => {
			const rs = ReadableStream.from(pieces).pipeThrough(new TextEncoderStream()).pipeThrough(new TextDecoderStream());
			const reader = rs.getReader();
			let s = "";
			for (;;) { const { done, value } = await reader.read(); if (done) return s; s += value; }
		})();
		eq(out, text, "round trip");
	`)
}

// The stream constructors work without streams.Enable: the streams are
// created on first use.
func TestTextDecoderStreamWithoutStreamsGlobals(t *testing.T) {
	rt := goja.New()
	encoding.Enable(rt)
	v, err := rt.RunString(`
		var out = "";
		const ds = new TextDecoderStream("euc-kr");
		const w = ds.writable.getWriter();
		w.write(new Uint8Array([0xB0, 0xA1]));
		w.close();
		ds.readable.getReader().read().then(r => { out = r.value; });
		typeof ReadableStream`)
	if err != nil {
		t.Fatal(err)
	}
	if v.String() != "undefined" {
		t.Errorf("encoding.Enable installed ReadableStream")
	}
	if got := rt.Get("out").String(); got != "\uAC00" {
		t.Errorf("got %q", got)
	}
}

// TestTextStreamsOutputLimit: under MaxOutputBytes, a chunk whose output
// would pass the limit (a string at two bytes per code unit, or bytes) errors
// the stream with the realm's RangeError, as the transform's exception does.
func TestTextStreamsOutputLimit(t *testing.T) {
	runStreamTestWith(t, `
		const RealRangeError = RangeError;
		globalThis.RangeError = function () { return { fake: true }; };
		async function rejects(ts, chunks, msg) {
			try {
				await pipe(ts, chunks);
			} catch (e) {
				eq(e instanceof RealRangeError && e.message.includes("MaxOutputBytes"), true, msg + ": " + e);
				return;
			}
			fail(msg + ": no RangeError");
		}
		const a = n => new Uint8Array(n).fill(0x61);
		eq((await pipe(new TextDecoderStream(), [a(512), a(512)])).join("").length, 1024, "chunks of 512 code units fit");
		await rejects(new TextDecoderStream(), [a(10), a(513)], "513 ASCII code units");
		await rejects(new TextDecoderStream("gb18030"), [new Uint8Array(1 << 20).fill(0x81)], "a MiB of gb18030");
		eq((await pipe(new TextEncoderStream(), ["a".repeat(1024), "\u00e9".repeat(512)])).length, 2, "chunks of 1024 bytes fit");
		await rejects(new TextEncoderStream(), ["a".repeat(1025)], "1025 ASCII bytes");
		await rejects(new TextEncoderStream(), ["\u00e9".repeat(513)], "1026 bytes of UTF-8");
		await rejects(new TextEncoderStream(), ["\u3042".repeat(1 << 20)], "3 MiB of UTF-8");
	`, encoding.MaxOutputBytes(1024))
}

// TestTextEncoderStreamHostStrings: a chunk goja holds as a Go string it
// scans lazily (JSON.stringify's output, hoststring.go) is encoded as its
// code units are, and a pending leading surrogate before it is U+FFFD.
func TestTextEncoderStreamHostStrings(t *testing.T) {
	runStreamTest(t, `
		const host = JSON.stringify("\u00E9\u3042\uD83D\uDE00 abc".repeat(5));
		let out = await pipe(new TextEncoderStream(), [host]);
		sameBytes(concatBytes(out), new TextEncoder().encode(host), "alone");
		out = await pipe(new TextEncoderStream(), ["a\uD83D", host, "\uDE00"]);
		sameBytes(concatBytes(out), new TextEncoder().encode("a\uFFFD" + host + "\uFFFD"), "after a leading surrogate");
		out = await pipe(new TextEncoderStream(), ["\uD83D", JSON.stringify("").slice(1, 1), "\uDE00"]);
		sameBytes(concatBytes(out), bytes("F0 9F 98 80"), "a pair across an empty chunk");
	`)
}
