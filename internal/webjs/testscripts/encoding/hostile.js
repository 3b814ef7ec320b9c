// Scripts that try to break the binding: re-entrancy, getters with side
// effects, Proxies, tampered built-ins. Every failure must be a JavaScript
// exception (a Go panic would fail the whole test binary).
"use strict";

test(() => {
	// decode called again while its own options are converted: the inner call
	// completes first, and the outer one sees the state it left.
	const d = new TextDecoder();
	const out = d.decode(new Uint8Array([0xAC]), {
		get stream() {
			assert_equals(d.decode(new Uint8Array([0xE2, 0x82]), { stream: true }), "");
			return false;
		},
	});
	assert_equals(out, "\u20AC");
	// Deeply nested.
	let depth = 0;
	const opts = { get stream() { if (depth++ < 50) d.decode(new Uint8Array([0x41]), opts); return false; } };
	assert_equals(d.decode(new Uint8Array([0x42]), opts), "B");
	// encodeInto re-entered from the source's toString, writing to the same destination.
	const dst = new Uint8Array(4);
	const r = new TextEncoder().encodeInto({ toString() { new TextEncoder().encodeInto("zzzz", dst); return "ab"; } }, dst);
	assert_equals(r.written, 2);
	assert_array_equals(dst, [0x61, 0x62, 0x7A, 0x7A]);
}, "re-entrant calls");

test(() => {
	const boom = new Error("boom");
	const traps = ["get", "has", "ownKeys", "getOwnPropertyDescriptor", "getPrototypeOf"];
	const evil = new Proxy({}, Object.fromEntries(traps.map(t => [t, () => { throw boom; }])));
	assert_throws_exactly(boom, () => new TextDecoder("utf-8", evil));
	assert_throws_exactly(boom, () => new TextDecoder().decode(new Uint8Array(1), evil));
	const { proxy, revoke } = Proxy.revocable({}, {});
	revoke();
	assert_throws_js(TypeError, () => new TextDecoder("utf-8", proxy), "revoked options");
	assert_throws_js(TypeError, () => new TextDecoder().decode(proxy), "revoked input");
	assert_throws_js(TypeError, () => new TextEncoder().encodeInto("a", proxy), "revoked destination");
	assert_throws_js(TypeError, () => new TextEncoder().encode(proxy), "revoked string");
	assert_throws_js(TypeError, () => new TextDecoder(proxy), "revoked label");
	assert_throws_js(TypeError, () => new TextDecoder({ toString: null, valueOf: null }), "no primitive");
	assert_throws_js(TypeError, () => new TextDecoder({ toString() { return {}; }, valueOf() { return {}; } }), "objects only");
	assert_throws_js(TypeError, () => new TextDecoder({ [Symbol.toPrimitive]() { return {}; } }));
	assert_throws_js(TypeError, () => new TextEncoder().encode(Object.create(null)));
	// A getter that throws something that is not an Error.
	for (const thrown of [undefined, null, 0, "s", Symbol.iterator]) {
		assert_throws_exactly(thrown, () => new TextDecoder().decode(undefined, { get stream() { throw thrown; } }));
	}
}, "throwing getters, traps and revoked Proxies");

test(() => {
	// Tampering with typed array and DataView built-ins after Enable does not
	// change what decode and encodeInto read.
	const taProto = Object.getPrototypeOf(Uint8Array.prototype);
	const saved = {};
	for (const k of ["buffer", "byteOffset", "byteLength", "length"]) {
		saved[k] = Object.getOwnPropertyDescriptor(taProto, k);
		Object.defineProperty(taProto, k, { get() { throw new Error("read " + k); }, configurable: true });
	}
	const dvSaved = {};
	for (const k of ["byteOffset", "byteLength"]) {
		dvSaved[k] = Object.getOwnPropertyDescriptor(DataView.prototype, k);
		Object.defineProperty(DataView.prototype, k, { get() { throw new Error("read DataView " + k); }, configurable: true });
	}
	let indexed = false;
	Object.defineProperty(Object.prototype, "0", { get() { indexed = true; return 0x5A; }, configurable: true });
	try {
		const ab = new ArrayBuffer(6);
		new Uint8Array(ab).set([0x41, 0x42, 0x43, 0x44, 0x45, 0x46]);
		const d = new TextDecoder();
		assert_equals(d.decode(new Uint8Array(ab, 1, 3)), "BCD");
		assert_equals(d.decode(new Uint16Array(ab, 2, 2)), "CDEF");
		assert_equals(d.decode(new DataView(ab, 4)), "EF");
		assert_equals(d.decode(new Uint8Array(0)), "", "empty typed array");
		const dst = new Uint8Array(ab, 2, 2);
		assert_equals(new TextEncoder().encodeInto("xyz", dst).written, 2);
		assert_equals(d.decode(ab), "ABxyEF");
		assert_equals(d.decode(new TextEncoder().encode("hi")), "hi");
		assert_false(indexed, "Object.prototype[0] was read");
	} finally {
		for (const k in saved) Object.defineProperty(taProto, k, saved[k]);
		for (const k in dvSaved) Object.defineProperty(DataView.prototype, k, dvSaved[k]);
		delete Object.prototype[0];
	}
}, "tampered typed array getters");

test(() => {
	// Prototype games with the interfaces themselves.
	const d = new TextDecoder("utf-16be");
	Object.setPrototypeOf(TextDecoder.prototype, new Proxy({}, { get() { throw new Error("proto read"); } }));
	try {
		assert_equals(d.encoding, "utf-16be");
		assert_equals(d.decode(new Uint8Array([0, 0x41])), "A");
	} finally {
		Object.setPrototypeOf(TextDecoder.prototype, Object.prototype);
	}
	const decode = TextDecoder.prototype.decode;
	TextDecoder.prototype.decode = function () { return "hijacked"; };
	assert_equals(new TextDecoder().decode(new Uint8Array(1)), "hijacked");
	TextDecoder.prototype.decode = decode;
	// The interface object can be deleted or replaced; instances keep working.
	const saved = globalThis.TextDecoder;
	const savedE = globalThis.TextEncoder;
	globalThis.TextDecoder = function () { throw new Error("fake"); };
	delete globalThis.TextEncoder;
	assert_equals(typeof TextEncoder, "undefined");
	assert_equals(d.fatal, false);
	assert_equals(new savedE().encode("a").length, 1);
	globalThis.TextDecoder = saved;
	globalThis.TextEncoder = savedE;
	// Object.prototype pollution does not reach the conversions.
	Object.prototype.fatal = true;
	try {
		assert_true(new TextDecoder("utf-8", {}).fatal, "inherited dictionary members count (Get)");
		assert_false(new TextDecoder("utf-8", Object.create(null)).fatal);
		assert_false(new TextDecoder().fatal, "no options: defaults, nothing read");
	} finally {
		delete Object.prototype.fatal;
	}
}, "prototype and global tampering");

test(() => {
	const d = new TextDecoder();
	const e = new TextEncoder();
	// Large strings and labels.
	const big = "\u00E9".repeat(1 << 22);
	const bytes = e.encode(big);
	assert_equals(bytes.length, 1 << 23);
	assert_equals(d.decode(bytes).length, 1 << 22);
	assert_throws_js(RangeError, () => new TextDecoder("u".repeat(1 << 22)));
	assert_equals(e.encodeInto(big, new Uint8Array(3)).read, 1);
	// Calls with many arguments.
	const args = new Array(10000).fill(new Uint8Array([0x41]));
	assert_equals(d.decode(...args), "A");
	assert_equals(e.encode("a", 1, 2, 3).length, 1);
	// Numbers, strings and objects where buffers go, and the reverse.
	assert_throws_js(TypeError, () => d.decode(1e300));
	assert_throws_js(TypeError, () => d.decode(-1));
	assert_equals(e.encode(new Uint8Array([0x41, 0x42])).length, 5, "a Uint8Array as a string is \"65,66\"");
}, "sizes and argument counts");

test(() => {
	// Detaching from within the conversion of a later argument, every kind.
	const e = new TextEncoder();
	const ab = new ArrayBuffer(8);
	const dst = new Uint8Array(ab, 2);
	const r = e.encodeInto({ toString() { detach(ab); return "abcdef"; } }, dst);
	assert_equals(r.read, 0);
	assert_equals(r.written, 0);
	// Detached buffers passed again and again, and detached twice.
	assert_false(detach(ab), "already detached");
	for (let i = 0; i < 3; i++) {
		assert_equals(new TextDecoder().decode(dst), "");
		assert_equals(e.encodeInto("x", dst).written, 0);
	}
	// An ArrayBuffer subclass, detached.
	class MyAB extends ArrayBuffer {}
	const m = new MyAB(4);
	new Uint8Array(m).fill(0x41);
	assert_equals(new TextDecoder().decode(m), "AAAA");
	detach(m);
	assert_equals(new TextDecoder().decode(m), "");
}, "detached buffers");

test(() => {
	// The built-ins the binding uses were captured by Enable: replacing the
	// globals changes nothing (realm.js has the details).
	const savedU8 = globalThis.Uint8Array;
	const savedDV = globalThis.DataView;
	const savedRE = globalThis.RangeError;
	globalThis.Uint8Array = function () { throw new Error("fake Uint8Array"); };
	globalThis.DataView = undefined;
	globalThis.RangeError = function () { return { fake: true }; };
	try {
		assert_equals(Object.getPrototypeOf(new TextEncoder().encode("x")), savedU8.prototype);
		assert_equals(new TextDecoder().decode(new savedDV(new ArrayBuffer(1))), "\0");
		assert_throws_js(savedRE, () => new TextDecoder("bogus"));
		assert_equals(new TextEncoder().encodeInto("x", new savedU8(1)).written, 1);
	} finally {
		globalThis.Uint8Array = savedU8;
		globalThis.DataView = savedDV;
		globalThis.RangeError = savedRE;
	}
}, "built-ins replaced before first use");
