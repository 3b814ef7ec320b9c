// TextDecoder's decode(): buffer sources, streaming, BOM handling and the
// fatal error mode, following the standard's "decode(input, options)"
// method steps.
"use strict";

const utf8 = s => new TextEncoder().encode(s);

test(() => {
	const ab = new ArrayBuffer(24);
	const all = new Uint8Array(ab);
	for (let i = 0; i < 24; i++) all[i] = 0x41 + i; // "ABCDEFGHIJKLMNOPQRSTUVWX"
	const d = new TextDecoder();
	assert_equals(d.decode(ab), "ABCDEFGHIJKLMNOPQRSTUVWX", "ArrayBuffer");
	const kinds = [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array,
		Uint32Array, Float32Array, Float64Array, BigInt64Array, BigUint64Array];
	for (const C of kinds) {
		const n = C.BYTES_PER_ELEMENT;
		assert_equals(d.decode(new C(ab)), "ABCDEFGHIJKLMNOPQRSTUVWX", C.name + " whole");
		assert_equals(d.decode(new C(ab, 8, 8 / n)), "IJKLMNOP", C.name + " at offset 8");
		assert_equals(d.decode(new C(ab, 16)), "QRSTUVWX", C.name + " from offset 16");
		assert_equals(d.decode(new C(ab, 8, 0)), "", C.name + " empty");
		assert_equals(d.decode(new C(ab).subarray(1, 2)), String.fromCharCode(...all.slice(n, 2 * n)), C.name + " subarray");
		assert_equals(d.decode(new C(0)), "", C.name + " of length 0");
	}
	assert_equals(d.decode(new DataView(ab)), "ABCDEFGHIJKLMNOPQRSTUVWX", "DataView");
	assert_equals(d.decode(new DataView(ab, 3, 5)), "DEFGH", "DataView with offset and length");
	assert_equals(d.decode(new DataView(ab, 24)), "", "empty DataView at the end");
	assert_equals(d.decode(new DataView(ab, 20)), "UVWX", "DataView to the end");
	assert_equals(d.decode(new ArrayBuffer(0)), "");
	// Subclasses and instances with swapped prototypes are still buffer sources.
	class MyView extends DataView {}
	assert_equals(d.decode(new MyView(ab, 1, 2)), "BC");
	class MyArray extends Uint16Array {}
	assert_equals(d.decode(new MyArray(ab, 2, 1)), "CD");
	const odd = new Uint8Array(ab, 4, 2);
	Object.setPrototypeOf(odd, null);
	assert_equals(d.decode(odd), "EF");
	const dv = new DataView(ab, 6, 2);
	Object.setPrototypeOf(dv, Object.prototype);
	assert_equals(d.decode(dv), "GH");
	const ab2 = ab.slice(0, 3);
	Object.setPrototypeOf(ab2, Array.prototype);
	assert_equals(d.decode(ab2), "ABC");
}, "every ArrayBuffer view kind, with byteOffset and byteLength");

test(() => {
	const d = new TextDecoder();
	const notBuffers = [null, 0, 1.5, "abc", true, Symbol(), 1n, [], [0x41], {}, { buffer: new ArrayBuffer(1) },
		{ length: 1, 0: 0x41 }, function () {}, new Date(0), /x/, new Error("x"), new Map(), new Promise(() => {}),
		Object.create(Uint8Array.prototype), Object.create(DataView.prototype), Object.create(ArrayBuffer.prototype),
		new Proxy(new Uint8Array([0x41]), {}), new Proxy(new ArrayBuffer(1), {}), new Proxy(new DataView(new ArrayBuffer(1)), {}),
		new Proxy({}, {}), new String("abc"), new Number(1)];
	const revocable = Proxy.revocable(new Uint8Array(1), {});
	revocable.revoke();
	notBuffers.push(revocable.proxy);
	notBuffers.forEach((v, i) => {
		assert_throws_js(TypeError, () => d.decode(v), "decode(notBuffers[" + i + "])");
		assert_throws_js(TypeError, () => d.decode(v, { stream: true }), "decode(notBuffers[" + i + "], {stream: true})");
	});
	assert_equals(typeof SharedArrayBuffer, "undefined", "goja has no SharedArrayBuffer (update this test if it gains one)");
}, "decode rejects what is not a buffer source");

test(() => {
	const d = new TextDecoder();
	assert_equals(d.decode(), "");
	assert_equals(d.decode(undefined), "");
	assert_equals(d.decode(undefined, undefined), "");
	assert_equals(d.decode(new Uint8Array([0xE2, 0x82]), { stream: true }), "");
	assert_equals(d.decode(), "\uFFFD", "no input: end-of-queue flushes the pending bytes");
	assert_equals(d.decode(new Uint8Array([0xE2, 0x82]), { stream: true }), "");
	assert_equals(d.decode(undefined, { stream: true }), "", "no input while streaming: nothing flushed");
	assert_equals(d.decode(new Uint8Array([0xAC])), "\u20AC");
	assert_equals(d.decode(new Uint8Array([0xE2, 0x82])), "\uFFFD", "an incomplete sequence at the end");
	assert_equals(d.decode(new Uint8Array([0xAC])), "\uFFFD", "and the next call starts afresh");
}, "no input means end-of-queue");

// Samples per encoding: bytes and the string they decode to.
const samples = [
	["utf-8", "61 C3 A9 E2 82 AC F0 9F 98 80 7A", "a\u00E9\u20AC\u{1F600}z"],
	["utf-16le", "61 00 AC 20 3D D8 00 DE 7A 00", "a\u20AC\u{1F600}z"],
	["utf-16be", "00 61 20 AC D8 3D DE 00 00 7A", "a\u20AC\u{1F600}z"],
	["shift_jis", "82 A0 41 B1 82 A2", "\u3042A\uFF71\u3044"],
	["euc-jp", "A4 A2 41 8E B1 A4 A4", "\u3042A\uFF71\u3044"],
	["iso-2022-jp", "1B 24 42 24 22 24 24 1B 28 42 41 1B 28 4A 5C 1B 28 42", "\u3042\u3044A\u00A5"],
	["euc-kr", "B0 A1 41 B0 A2", "\uAC00A\uAC01"],
	["big5", "A4 40 41 A4 41", "\u4E00A\u4E59"],
	["gbk", "C4 E3 41 BA C3 81 30 81 30", "\u4F60A\u597D\u0080"],
	["gb18030", "C4 E3 41 81 30 81 30 84 31 A4 39 90 30 81 30 E3 32 9A 35", "\u4F60A\u0080\uFFFF\u{10000}\uDBFF\uDFFF"],
	["windows-1252", "41 80 E9 FF", "A\u20AC\u00E9\u00FF"],
	["x-user-defined", "41 80 FF", "A\uF780\uF7FF"],
	["koi8-r", "C1 E1", "\u0430\u0410"],
];

test(() => {
	for (const [label, hex, want] of samples) {
		const input = bytes(hex);
		const d = new TextDecoder(label);
		assert_equals(codes(d.decode(input)), codes(want), label + " whole");
		// Every split into two streaming calls, with an empty chunk between.
		for (let i = 0; i <= input.length; i++) {
			let got = d.decode(input.subarray(0, i), { stream: true });
			got += d.decode(new Uint8Array(0), { stream: true });
			got += d.decode(input.subarray(i));
			assert_equals(codes(got), codes(want), label + " split at " + i);
		}
		// One byte per call, from a DataView each time.
		let got = "";
		for (let i = 0; i < input.length; i++) got += d.decode(new DataView(input.buffer, i, 1), { stream: true });
		got += d.decode();
		assert_equals(codes(got), codes(want), label + " byte by byte");
	}
}, "streaming: characters split across calls decode as the whole");

test(() => {
	const d = new TextDecoder();
	const input = new Uint8Array([0xF0, 0x9F, 0x98]);
	assert_equals(d.decode(input, { stream: true }), "");
	input.fill(0x41); // the kept state is a copy
	assert_equals(d.decode(new Uint8Array([0x80])), "\u{1F600}");
	const ab = new ArrayBuffer(4);
	const v = new Uint8Array(ab);
	v.set([0xE2, 0x82]);
	assert_equals(d.decode(new Uint8Array(ab, 0, 2), { stream: true }), "");
	detach(ab);
	assert_equals(d.decode(new Uint8Array([0xAC])), "\u20AC", "detaching the input later changes nothing");
}, "later changes to the input do not affect the kept state");

test(() => {
	const d = new TextDecoder();
	const ab = new ArrayBuffer(8);
	new Uint8Array(ab).fill(0x41);
	const u8 = new Uint8Array(ab, 2, 4);
	const f64 = new Float64Array(ab);
	const dv = new DataView(ab, 1, 3);
	assert_equals(d.decode(u8), "AAAA");
	assert_true(detach(ab));
	for (const v of [ab, u8, f64, dv]) {
		assert_equals(d.decode(v), "", "detached " + Object.prototype.toString.call(v));
		assert_equals(d.decode(v, { stream: true }), "");
	}
	assert_equals(d.decode(), "");
	// Detached while the options are converted, after the input was: the
	// copy of the input is taken after the conversions, so it is empty.
	for (const make of [b => b, b => new Uint8Array(b, 1), b => new Int32Array(b), b => new DataView(b, 2)]) {
		const b = new ArrayBuffer(8);
		new Uint8Array(b).fill(0x42);
		const input = make(b);
		assert_equals(d.decode(input, { get stream() { detach(b); return false; } }), "");
	}
}, "detached buffers hold no bytes");

test(() => {
	const cases = [
		["utf-8", "EF BB BF 41", "A", "\uFEFFA"],
		["utf-8", "EF BB BF EF BB BF", "\uFEFF", "\uFEFF\uFEFF"],
		["utf-8", "41 EF BB BF", "A\uFEFF", "A\uFEFF"],
		["utf-16le", "FF FE 41 00", "A", "\uFEFFA"],
		["utf-16be", "FE FF 00 41", "A", "\uFEFFA"],
		["utf-16le", "FE FF", "\uFFFE", "\uFFFE"],
		["utf-16be", "FF FE", "\uFFFE", "\uFFFE"],
		["utf-16le", "EF BB BF", "\uBBEF\uFFFD", "\uBBEF\uFFFD"],
		["windows-1252", "EF BB BF", "\u00EF\u00BB\u00BF", "\u00EF\u00BB\u00BF"],
		["x-user-defined", "EF BB BF", "\uF7EF\uF7BB\uF7BF", "\uF7EF\uF7BB\uF7BF"],
		["utf-8", "", "", ""],
	];
	for (const [label, hex, removed, kept] of cases) {
		assert_equals(codes(new TextDecoder(label).decode(bytes(hex))), codes(removed), label + " " + hex);
		assert_equals(codes(new TextDecoder(label, { ignoreBOM: true }).decode(bytes(hex))), codes(kept), label + " " + hex + " ignoreBOM");
	}
	// A UTF-8 BOM does not switch a UTF-16 decoder (that is the "decode" algorithm, not TextDecoder).
	assert_equals(new TextDecoder("utf-16be").encoding, "utf-16be");
}, "BOM removal for UTF-8 and UTF-16 only, unless ignoreBOM");

test(() => {
	for (const [label, bom, a, b] of [["utf-8", "EF BB BF", "41", "42"], ["utf-16le", "FF FE", "41 00", "42 00"], ["utf-16be", "FE FF", "00 41", "00 42"]]) {
		const d = new TextDecoder(label);
		// A BOM split across calls is still the first code point.
		const bb = bytes(bom + " " + a);
		let got = "";
		for (let i = 0; i < bb.length; i++) got += d.decode(bb.subarray(i, i + 1), { stream: true });
		got += d.decode();
		assert_equals(got, "A", label + " BOM byte by byte");
		// A BOM after the first code point of the stream stays.
		assert_equals(d.decode(bytes(a), { stream: true }), "A");
		assert_equals(d.decode(bytes(bom + " " + b)), "\uFEFFB", label + " BOM in the second streaming call");
		// The stream ended: the next call removes a BOM again.
		assert_equals(d.decode(bytes(bom + " " + b)), "B", label + " new stream");
		assert_equals(d.decode(bytes(bom + " " + b)), "B", label + " each non-streaming call is a stream");
		// Calls that output nothing do not count as having seen the BOM.
		assert_equals(d.decode(new Uint8Array(0), { stream: true }), "");
		assert_equals(d.decode(bytes(bom).subarray(0, 1), { stream: true }), "");
		assert_equals(d.decode(bytes(bom).subarray(1)), "", label + " a lone BOM");
		assert_equals(d.decode(bytes(bom + " " + bom)), "\uFEFF", label + " two BOMs");
		const k = new TextDecoder(label, { ignoreBOM: true });
		assert_equals(k.decode(bytes(bom + " " + a), { stream: true }), "\uFEFFA");
		assert_equals(k.decode(bytes(bom)), "\uFEFF");
	}
}, "BOM seen: per stream, set by the first code point output");

test(() => {
	const d = new TextDecoder("utf-8", { fatal: true });
	assert_true(d.fatal);
	assert_equals(d.decode(bytes("41 E2 82 AC")), "A\u20AC");
	const e = assert_throws_js(TypeError, () => d.decode(bytes("41 FF 42")));
	assert_equals(d.decode(bytes("43")), "C", "after a non-streaming error the next call starts afresh");
	assert_equals(d.decode(bytes("E2 82"), { stream: true }), "");
	assert_throws_js(TypeError, () => d.decode(), "incomplete at end-of-queue");
	assert_equals(typeof e.message, "string");
	assert_equals(Object.getPrototypeOf(e), TypeError.prototype);
}, "fatal mode throws a TypeError");

test(() => {
	const d = new TextDecoder("utf-8", { fatal: true });
	assert_equals(d.decode(bytes("E2 82"), { stream: true }), "");
	assert_throws_js(TypeError, () => d.decode());
	assert_throws_js(TypeError, () => d.decode(bytes("AC")), "the old sequence is gone: a lone continuation byte");
	assert_equals(d.decode(bytes("41")), "A");
}, "fatal mode: a non-streaming error ends the stream");

test(() => {
	// The standard keeps "do not flush" and the I/O queue when a streaming
	// call throws: the bytes after the error are read by the next call,
	// before its input, and the output before the error is lost.
	const d = new TextDecoder("utf-8", { fatal: true });
	assert_throws_js(TypeError, () => d.decode(bytes("41 FF 42 43"), { stream: true }));
	assert_equals(d.decode(bytes("44")), "BCD");
	// A byte the decoder restores to the queue (0x41 after E2) is read again.
	assert_throws_js(TypeError, () => d.decode(bytes("E2 41 42"), { stream: true }));
	assert_equals(d.decode(bytes("43"), { stream: true }), "ABC");
	assert_equals(d.decode(), "");
	// An error in the kept bytes is thrown again by the next call.
	assert_throws_js(TypeError, () => d.decode(bytes("FF FF 41"), { stream: true }));
	assert_throws_js(TypeError, () => d.decode(bytes("42"), { stream: true }));
	assert_equals(d.decode(bytes("43")), "ABC", "the rest after the second error");
}, "fatal mode: a streaming error keeps the rest of the queue");

test(() => {
	// BOM seen is set only when a call returns its output.
	const d = new TextDecoder("utf-8", { fatal: true });
	assert_throws_js(TypeError, () => d.decode(bytes("EF BB BF 41 FF"), { stream: true }));
	assert_equals(d.decode(bytes("EF BB BF 42")), "B", "the BOM of the thrown-away output was never seen");
	const u16 = new TextDecoder("utf-16le", { fatal: true });
	assert_throws_js(TypeError, () => u16.decode(bytes("FF FE 41 00 00 DC"), { stream: true }));
	assert_equals(u16.decode(bytes("FF FE 42 00")), "B");
}, "fatal mode: output thrown away does not set BOM seen");

test(() => {
	const d = new TextDecoder("utf-16le", { fatal: true });
	const odd = new Uint8Array([0x00]);
	const even = new Uint8Array([0x00, 0x00]);
	assert_equals(d.decode(odd, { stream: true }), "");
	assert_equals(d.decode(odd), "\u0000");
	assert_throws_js(TypeError, () => { d.decode(even, { stream: true }); d.decode(odd); });
	assert_throws_js(TypeError, () => { d.decode(odd, { stream: true }); d.decode(even); });
	assert_equals(d.decode(even, { stream: true }), "\u0000");
	assert_equals(d.decode(even), "\u0000");
	for (const [label, hex] of [["utf-8", "C0"], ["utf-16le", "00"], ["utf-16be", "00"]]) {
		const f = new TextDecoder(label, { fatal: true });
		assert_throws_js(TypeError, () => f.decode(bytes(hex)), label + " " + hex);
	}
	for (const [label, hex, replaced] of [["utf-8", "E2 82", "\uFFFD"], ["utf-16le", "00", "\uFFFD"], ["utf-16be", "00", "\uFFFD"],
		["utf-16le", "00 D8", "\uFFFD"], ["utf-16be", "D8 00 DC", "\uFFFD"], ["shift_jis", "82", "\uFFFD"], ["euc-kr", "B0", "\uFFFD"],
		["big5", "A4", "\uFFFD"], ["gb18030", "81 30 81", "\uFFFD"], ["euc-jp", "8F B0", "\uFFFD"], ["iso-2022-jp", "1B 24", "\uFFFD$"]]) {
		const f = new TextDecoder(label, { fatal: true });
		assert_equals(f.decode(bytes(hex), { stream: true }), "", label + " incomplete, streaming");
		assert_throws_js(TypeError, () => f.decode(), label + " incomplete at the end");
		assert_equals(f.decode(bytes(hex), { stream: true }), "", label + " afresh after the error");
		assert_throws_js(TypeError, () => f.decode(new Uint8Array(0)), label + " incomplete at the end, again");
		assert_equals(new TextDecoder(label).decode(bytes(hex)), replaced, label + " replacement");
	}
}, "fatal mode with incomplete sequences (as in web-platform-tests)");

test(() => {
	const d = new TextDecoder();
	assert_equals(d.decode(bytes("FF 41 C0 80 ED A0 80 F4 90 80 80")), "\uFFFDA\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD");
	assert_equals(d.decode(bytes("F0 9F 98 41")), "\uFFFDA");
	assert_false(d.fatal);
}, "replacement mode");

test(() => {
	const n = 1 << 20;
	const ascii = new Uint8Array(n).fill(0x61);
	const s = new TextDecoder().decode(ascii);
	assert_equals(s.length, n);
	assert_equals(s, "a".repeat(n));
	const mixed = utf8("\u00E9\u{1F600}x".repeat(n / 8));
	const t = new TextDecoder().decode(mixed);
	assert_equals(t, "\u00E9\u{1F600}x".repeat(n / 8));
	const half = new TextDecoder("utf-16le").decode(new Uint16Array(n).fill(0x3042));
	assert_equals(half.length, n);
	assert_equals(half.charCodeAt(n - 1), 0x3042);
	// Streaming large chunks with a character split at the boundary.
	const d = new TextDecoder();
	const big = utf8("\u20AC".repeat(100000));
	assert_equals(d.decode(big.subarray(0, 150001), { stream: true }) + d.decode(big.subarray(150001)), "\u20AC".repeat(100000));
}, "large inputs");
