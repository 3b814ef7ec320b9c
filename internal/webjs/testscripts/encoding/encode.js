// TextEncoder's encode() and encodeInto().
"use strict";

const enc = new TextEncoder();

test(() => {
	assert_equals(enc.encoding, "utf-8");
	for (const [input, want] of [
		[undefined, []], ["", []], [null, [0x6E, 0x75, 0x6C, 0x6C]], [12, [0x31, 0x32]], [-0, [0x30]], [1e21, [0x31, 0x65, 0x2B, 0x32, 0x31]],
		[true, [0x74, 0x72, 0x75, 0x65]], [10n, [0x31, 0x30]], [{ toString() { return "\u00E9"; } }, [0xC3, 0xA9]], [["a", "b"], [0x61, 0x2C, 0x62]],
		["\u0000", [0]], ["\u007F\u0080", [0x7F, 0xC2, 0x80]], ["\u07FF\u0800", [0xDF, 0xBF, 0xE0, 0xA0, 0x80]],
		["\uFFFF", [0xEF, 0xBF, 0xBF]], ["\u{10000}", [0xF0, 0x90, 0x80, 0x80]], ["\uDBFF\uDFFF", [0xF4, 0x8F, 0xBF, 0xBF]],
		["\u{1F600}", [0xF0, 0x9F, 0x98, 0x80]], ["\uFEFF", [0xEF, 0xBB, 0xBF]],
	]) {
		assert_array_equals(enc.encode(input), want, "encode(" + fmt(input) + ")");
	}
	assert_array_equals(enc.encode(), [], "encode()");
}, "encode");

test(() => {
	const FFFD = [0xEF, 0xBF, 0xBD];
	const cases = [
		["\uD800", FFFD], ["\uDC00", FFFD], ["\uDFFF", FFFD], ["a\uD800b", [0x61, ...FFFD, 0x62]],
		["\uD800\uD800", [...FFFD, ...FFFD]], ["\uDC00\uD800", [...FFFD, ...FFFD]], ["a\uD83D", [0x61, ...FFFD]],
		["\uDE00\uD83D\uDE00", [...FFFD, 0xF0, 0x9F, 0x98, 0x80]], ["\uD83D\uD83D\uDE00", [...FFFD, 0xF0, 0x9F, 0x98, 0x80]],
		["\u00E9\uD800", [0xC3, 0xA9, ...FFFD]],
	];
	for (const [input, want] of cases) assert_array_equals(enc.encode(input), want, "encode(" + codes(input) + ")");
	// Lone surrogates made at run time.
	assert_array_equals(enc.encode(String.fromCharCode(0xD800) + "x"), [...FFFD, 0x78]);
	assert_array_equals(enc.encode("\uD83D\uDE00".slice(0, 1)), FFFD);
	assert_array_equals(enc.encode("\uD83D\uDE00".slice(1)), FFFD);
}, "encode: lone surrogates become U+FFFD (USVString)");

test(() => {
	const a = enc.encode("abc");
	const b = enc.encode("abc");
	assert_true(a instanceof Uint8Array);
	assert_equals(Object.getPrototypeOf(a), Uint8Array.prototype);
	assert_true(a !== b && a.buffer !== b.buffer, "a new object each time");
	assert_equals(a.byteOffset, 0);
	assert_equals(a.byteLength, 3);
	assert_equals(a.buffer.byteLength, 3, "the buffer is exactly the output");
	const e = enc.encode("");
	assert_equals(e.length, 0);
	assert_equals(e.buffer.byteLength, 0);
	e.buffer.slice(0); // a usable, attached buffer
	const u = enc.encode("\u00E9\u20AC\u{1F600}");
	assert_equals(u.buffer.byteLength, 9);
	a[0] = 0x7A;
	assert_equals(new TextDecoder().decode(a), "zbc", "the result is writable and owns its bytes");
}, "encode returns a new Uint8Array owning a buffer of exactly the output");

test(() => {
	const n = 1 << 20;
	assert_equals(enc.encode("a".repeat(n)).length, n);
	assert_equals(enc.encode("\u00E9".repeat(n)).length, 2 * n);
	assert_equals(enc.encode("\u20AC".repeat(n)).length, 3 * n);
	assert_equals(enc.encode("\u{1F600}".repeat(n)).length, 4 * n);
	assert_equals(enc.encode("\uD800".repeat(n)).length, 3 * n);
	const s = "x\u00E9\u20AC\u{1F600}\uD800".repeat(1000);
	assert_equals(new TextDecoder().decode(enc.encode(s)), s.replace(/\uD800/g, "\uFFFD"));
	// Strings goja builds in different ways.
	const parts = ["a", "\u00E9", "\u{1F600}"];
	assert_array_equals(enc.encode(parts.join("")), [0x61, 0xC3, 0xA9, 0xF0, 0x9F, 0x98, 0x80], "joined");
	assert_array_equals(enc.encode(JSON.parse('"\\u00e9\\ud800"')), [0xC3, 0xA9, 0xEF, 0xBF, 0xBD], "JSON.parse");
	assert_array_equals(enc.encode("abc\u00E9".substring(3)), [0xC3, 0xA9], "substring");
	assert_array_equals(enc.encode("abc\u00E9".substring(0, 3)), [0x61, 0x62, 0x63], "ASCII substring of a UTF-16 string");
	assert_array_equals(enc.encode(String.fromCharCode(0x61, 0xE9)), [0x61, 0xC3, 0xA9], "fromCharCode");
}, "long strings and strings made in different ways");

test(() => {
	const cases = [
		// source, destination length, read, written, bytes
		["", 0, 0, 0, []], ["", 4, 0, 0, []], ["abc", 0, 0, 0, []], ["abc", 2, 2, 2, [0x61, 0x62]],
		["abc", 5, 3, 3, [0x61, 0x62, 0x63]],
		["a\u00E9", 2, 1, 1, [0x61]], ["a\u00E9", 3, 2, 3, [0x61, 0xC3, 0xA9]],
		["\u20AC", 2, 0, 0, []], ["\u20AC", 3, 1, 3, [0xE2, 0x82, 0xAC]], ["a\u20AC", 3, 1, 1, [0x61]],
		["\u{1F600}", 3, 0, 0, []], ["\u{1F600}", 4, 2, 4, [0xF0, 0x9F, 0x98, 0x80]], ["a\u{1F600}", 4, 1, 1, [0x61]],
		["\u{1F600}a", 4, 2, 4, [0xF0, 0x9F, 0x98, 0x80]], ["\u{1F600}a", 5, 3, 5, [0xF0, 0x9F, 0x98, 0x80, 0x61]],
		["\uD800", 2, 0, 0, []], ["\uD800", 3, 1, 3, [0xEF, 0xBF, 0xBD]], ["\uD800a", 10, 2, 4, [0xEF, 0xBF, 0xBD, 0x61]],
		["\uDC00\uD83D\uDE00", 6, 1, 3, [0xEF, 0xBF, 0xBD]], ["\uDC00\uD83D\uDE00", 7, 3, 7, [0xEF, 0xBF, 0xBD, 0xF0, 0x9F, 0x98, 0x80]],
		["\u00E9\u00E9\u00E9", 5, 2, 4, [0xC3, 0xA9, 0xC3, 0xA9]],
	];
	for (const [src, len, read, written, want] of cases) {
		const dst = new Uint8Array(len + 2).fill(0xFF);
		const r = enc.encodeInto(src, dst.subarray(1, len + 1));
		const what = "encodeInto(" + codes(src) + ", " + len + " bytes)";
		assert_equals(r.read, read, what + " read");
		assert_equals(r.written, written, what + " written");
		assert_array_equals(dst, [0xFF, ...want, ...new Array(len + 1 - want.length).fill(0xFF)], what + " bytes (only whole scalar values, nothing outside)");
	}
}, "encodeInto writes whole scalar values that fit");

test(() => {
	const r = enc.encodeInto("ab", new Uint8Array(4));
	assert_equals(Object.getPrototypeOf(r), Object.prototype);
	assert_array_equals(Object.keys(r), ["read", "written"]);
	for (const k of ["read", "written"]) {
		const d = Object.getOwnPropertyDescriptor(r, k);
		assert_true(d.writable && d.enumerable && d.configurable, k);
		assert_equals(typeof d.value, "number");
	}
	// Setters on Object.prototype are not called: the members are defined.
	let called = false;
	Object.defineProperty(Object.prototype, "read", { set(v) { called = true; }, get() { return -1; }, configurable: true });
	try {
		assert_equals(enc.encodeInto("ab", new Uint8Array(4)).read, 2);
	} finally {
		delete Object.prototype.read;
	}
	assert_false(called);
}, "encodeInto returns a TextEncoderEncodeIntoResult");

test(() => {
	const ab = new ArrayBuffer(8);
	const all = new Uint8Array(ab);
	const r = enc.encodeInto("\u00E9t\u00E9", new Uint8Array(ab, 3, 4));
	assert_equals(r.read, 2);
	assert_equals(r.written, 3);
	assert_array_equals(all, [0, 0, 0, 0xC3, 0xA9, 0x74, 0, 0]);
	for (const d of [new Int8Array(4), new Uint8ClampedArray(4), new Uint16Array(2), new Int16Array(2), new Float32Array(1),
		new BigUint64Array(1), new DataView(ab), ab, [0, 0], { length: 4 }, null, undefined, "abcd", 4,
		Object.create(Uint8Array.prototype), new Proxy(new Uint8Array(4), {})]) {
		assert_throws_js(TypeError, () => enc.encodeInto("a", d), "destination " + Object.prototype.toString.call(d));
	}
	class MyBytes extends Uint8Array {}
	const m = new MyBytes(2);
	assert_equals(enc.encodeInto("xyz", m).written, 2, "a Uint8Array subclass is a Uint8Array");
	const odd = new Uint8Array(2);
	Object.setPrototypeOf(odd, Uint16Array.prototype);
	assert_equals(enc.encodeInto("xy", odd).written, 2, "the prototype does not matter");
	const clamped = new Uint8ClampedArray(2);
	Object.setPrototypeOf(clamped, Uint8Array.prototype);
	assert_throws_js(TypeError, () => enc.encodeInto("xy", clamped), "nor for a Uint8ClampedArray");
}, "encodeInto's destination must be a Uint8Array");

test(() => {
	const ab = new ArrayBuffer(4);
	const u8 = new Uint8Array(ab, 1);
	detach(ab);
	const r = enc.encodeInto("abc", u8);
	assert_equals(r.read, 0);
	assert_equals(r.written, 0);
	assert_equals(enc.encodeInto("", u8).read, 0);
	// Detached while the source is converted: the destination is empty.
	const ab2 = new ArrayBuffer(4);
	const r2 = enc.encodeInto({ toString() { detach(ab2); return "abc"; } }, new Uint8Array(ab2));
	assert_equals(r2.written, 0);
}, "encodeInto into a detached buffer writes nothing");

test(() => {
	const n = 1 << 20;
	const big = new Uint8Array(3 * n);
	let r = enc.encodeInto("\u20AC".repeat(n), big);
	assert_equals(r.read, n);
	assert_equals(r.written, 3 * n);
	r = enc.encodeInto("\u20AC".repeat(n), big.subarray(0, 3 * n - 1));
	assert_equals(r.read, n - 1);
	assert_equals(r.written, 3 * n - 3);
	r = enc.encodeInto("a".repeat(n), new Uint8Array(10));
	assert_equals(r.read, 10);
	// Round trip through encodeInto.
	const s = "h\u00E9llo \u{1F600} w\u00F6rld \uD800!";
	const buf = new Uint8Array(64);
	r = enc.encodeInto(s, buf);
	assert_equals(r.read, s.length);
	assert_equals(new TextDecoder().decode(buf.subarray(0, r.written)), s.replace("\uD800", "\uFFFD"));
}, "encodeInto with long strings");
