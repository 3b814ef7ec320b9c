// Web IDL decides what an argument is from internal slots, and throws and
// creates objects of the realm's intrinsics: nothing a script does to
// globals, prototypes or Object's functions, before or after the binding's
// first use, changes what is accepted, thrown or returned.
"use strict";

const saved = {
	Uint8Array, RangeError, TypeError, DataView, ArrayBuffer,
	gopd: Object.getOwnPropertyDescriptor,
	dvBuffer: Object.getOwnPropertyDescriptor(DataView.prototype, "buffer"),
	taTag: Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Uint8Array.prototype), Symbol.toStringTag),
	clampedName: Object.getOwnPropertyDescriptor(Uint8ClampedArray, "name"),
	u8Name: Object.getOwnPropertyDescriptor(Uint8Array, "name"),
};
const taProto = Object.getPrototypeOf(saved.Uint8Array.prototype);
// slotsUnknown is set by the Go test that runs this file with the fallbacks
// used when goja's object layout is unknown (slots.go): they cannot tell an
// empty Uint8ClampedArray from a Uint8Array.
const slotsUnknown = globalThis.__slotsUnknown === true;
const log = [];

// tamper replaces every built-in the binding could consult; restore undoes it.
function tamper() {
	Object.defineProperty(DataView.prototype, "buffer", { get() { log.push("DataView buffer"); return new ArrayBuffer(1); }, configurable: true });
	Object.defineProperty(taProto, Symbol.toStringTag, { get() { log.push("toStringTag"); return "Uint8Array"; }, configurable: true });
	Object.getOwnPropertyDescriptor = function (o, k) { log.push("gopd"); return { get() { return "Uint8Array"; } }; };
	Object.defineProperty(Uint8ClampedArray, "name", { value: "Uint8Array", configurable: true });
	Object.defineProperty(saved.Uint8Array, "name", { value: "Uint8ClampedArray", configurable: true });
	globalThis.Uint8Array = function (buf) { log.push("Uint8Array"); return { stolen: buf }; };
	globalThis.RangeError = function (msg) { log.push("RangeError"); return { fake: msg }; };
}

function restore() {
	Object.defineProperty(DataView.prototype, "buffer", saved.dvBuffer);
	Object.defineProperty(taProto, Symbol.toStringTag, saved.taTag);
	Object.getOwnPropertyDescriptor = saved.gopd;
	Object.defineProperty(Uint8ClampedArray, "name", saved.clampedName);
	Object.defineProperty(saved.Uint8Array, "name", saved.u8Name);
	globalThis.Uint8Array = saved.Uint8Array;
	globalThis.RangeError = saved.RangeError;
}

// checks runs every attack's check; it must hold with the built-ins tampered
// with and with them restored alike.
function checks(when) {
	const d = new TextDecoder(), e = new TextEncoder();
	const arrayLike = { length: 3, 0: 65, 1: 66, 2: 67 };
	// A plain object is not a BufferSource, whatever DataView's getter says,
	// and no getter of it (its @@toStringTag) runs.
	let tagRead = false;
	const tagged = { length: 1, 0: 65, get [Symbol.toStringTag]() { tagRead = true; return "DataView"; } };
	assert_throws_js(saved.TypeError, () => d.decode(arrayLike), when + ": array-like");
	assert_throws_js(saved.TypeError, () => d.decode(tagged), when + ": tagged object");
	assert_throws_js(saved.TypeError, () => d.decode(Object.create(DataView.prototype)), when + ": DataView.prototype's child");
	assert_throws_js(saved.TypeError, () => d.decode(new Proxy(new saved.Uint8Array(1), {})), when + ": Proxy of a typed array");
	assert_throws_js(saved.TypeError, () => d.decode(new Proxy(new DataView(new ArrayBuffer(1)), {})), when + ": Proxy of a DataView");
	assert_false(tagRead, when + ": @@toStringTag was read");
	// Real views are still read, DataViews included.
	const ab = new ArrayBuffer(4);
	new saved.Uint8Array(ab).set([0x41, 0x42, 0x43, 0x44]);
	assert_equals(d.decode(new DataView(ab, 1, 2)), "BC", when + ": DataView");
	assert_equals(d.decode(new Uint8ClampedArray(ab, 3)), "D", when + ": Uint8ClampedArray to decode");
	// encodeInto takes a Uint8Array and nothing else.
	const notUint8 = { Uint8ClampedArray: new Uint8ClampedArray(4), Int8Array: new Int8Array(4), DataView: new DataView(ab), arrayLike };
	if (!slotsUnknown) notUint8["empty Uint8ClampedArray"] = new Uint8ClampedArray(0);
	for (const k in notUint8) {
		assert_throws_js(saved.TypeError, () => e.encodeInto("x", notUint8[k]), when + ": encodeInto " + k);
	}
	const dst = new saved.Uint8Array(4);
	assert_equals(e.encodeInto("ab", dst).written, 2, when + ": encodeInto a Uint8Array");
	assert_equals(e.encodeInto("ab", new saved.Uint8Array(0)).written, 0, when + ": encodeInto an empty Uint8Array");
	// encode returns a Uint8Array of the realm.
	const out = e.encode("secret");
	assert_equals(Object.getPrototypeOf(out), saved.Uint8Array.prototype, when + ": encode's result");
	assert_equals(out.length, 6, when + ": encode's length");
	assert_equals(Object.getPrototypeOf(e.encode()), saved.Uint8Array.prototype, when + ": encode()'s result");
	// The RangeError is the realm's.
	assert_throws_js(saved.RangeError, () => new TextDecoder("bogus"), when + ": bad label");
	assert_throws_js(saved.RangeError, () => new TextDecoderStream("bogus"), when + ": bad label (stream)");
}

// One test per attack, each run before the binding has used what it
// tampers with.

test(() => {
	Object.defineProperty(DataView.prototype, "buffer", { get() { log.push("DataView buffer"); return new ArrayBuffer(1); }, configurable: true });
	try {
		assert_throws_js(saved.TypeError, () => new TextDecoder().decode({ length: 3, 0: 65, 1: 66, 2: 67 }));
		assert_throws_js(saved.TypeError, () => new TextEncoder().encodeInto("x", { length: 3, 0: 65, 1: 66, 2: 67 }));
		assert_equals(new TextDecoder().decode(new DataView(new saved.Uint8Array([0x41, 0x42]).buffer, 1)), "B");
	} finally {
		restore();
	}
	assert_array_equals(log.splice(0), [], "the tampered built-ins ran");
}, "DataView.prototype.buffer replaced: an array-like is not a BufferSource");

test(() => {
	let tagRead = false;
	const tagged = { length: 1, 0: 65, get [Symbol.toStringTag]() { tagRead = true; return "DataView"; } };
	assert_throws_js(saved.TypeError, () => new TextDecoder().decode(tagged));
	assert_false(tagRead, "@@toStringTag was read");
}, "telling a DataView from an ordinary object runs no getter of the object");

test(() => {
	Object.getOwnPropertyDescriptor = function () { log.push("gopd"); return { get() { return "Uint8Array"; } }; };
	try {
		assert_throws_js(saved.TypeError, () => new TextEncoder().encodeInto("x", new Uint8ClampedArray(4)));
		assert_equals(new TextEncoder().encodeInto("x", new saved.Uint8Array(4)).written, 1);
	} finally {
		restore();
	}
	assert_array_equals(log.splice(0), [], "the tampered built-ins ran");
}, "Object.getOwnPropertyDescriptor replaced: encodeInto takes no Uint8ClampedArray");

test(() => {
	Object.defineProperty(taProto, Symbol.toStringTag, { get() { log.push("toStringTag"); return "Uint8Array"; }, configurable: true });
	try {
		assert_throws_js(saved.TypeError, () => new TextEncoder().encodeInto("x", new Uint8ClampedArray(4)));
		assert_equals(new TextEncoder().encodeInto("x", new saved.Uint8Array(4)).written, 1);
	} finally {
		restore();
	}
	assert_array_equals(log.splice(0), [], "the tampered built-ins ran");
}, "%TypedArray%.prototype[@@toStringTag] replaced: encodeInto takes no Uint8ClampedArray");

test(() => {
	Object.defineProperty(Uint8ClampedArray, "name", { value: "Uint8Array", configurable: true });
	Object.defineProperty(saved.Uint8Array, "name", { value: "Uint8ClampedArray", configurable: true });
	try {
		assert_throws_js(saved.TypeError, () => new TextEncoder().encodeInto("x", new Uint8ClampedArray(4)));
		if (!slotsUnknown) assert_throws_js(saved.TypeError, () => new TextEncoder().encodeInto("x", new Uint8ClampedArray(0)), "empty");
		assert_equals(new TextEncoder().encodeInto("x", new saved.Uint8Array(4)).written, 1);
	} finally {
		restore();
	}
}, "typed array constructors' names swapped: encodeInto takes a Uint8Array and no Uint8ClampedArray");

test(() => {
	globalThis.Uint8Array = function (buf) { log.push("Uint8Array"); return { stolen: buf }; };
	try {
		const out = new TextEncoder().encode("secret");
		assert_equals(Object.getPrototypeOf(out), saved.Uint8Array.prototype);
		assert_equals(out.length, 6);
	} finally {
		restore();
	}
	assert_array_equals(log.splice(0), [], "the tampered built-ins ran");
}, "Uint8Array replaced: encode returns a Uint8Array of the realm");

test(() => {
	globalThis.RangeError = function (msg) { log.push("RangeError"); return { fake: msg }; };
	try {
		assert_throws_js(saved.RangeError, () => new TextDecoder("bogus"));
		assert_throws_js(saved.RangeError, () => new TextDecoderStream("bogus"));
	} finally {
		restore();
	}
	assert_array_equals(log.splice(0), [], "the tampered built-ins ran");
}, "RangeError replaced: a bad label throws the realm's RangeError");

test(() => {
	checks("untouched");
	tamper();
	try {
		checks("tampered after first use");
	} finally {
		restore();
	}
	assert_array_equals(log, [], "the tampered built-ins ran");
}, "built-ins replaced after the binding's first use");

test(() => {
	// Deleting the globals changes nothing either.
	delete globalThis.Uint8Array;
	delete globalThis.RangeError;
	delete globalThis.DataView;
	delete globalThis.ArrayBuffer;
	try {
		assert_equals(Object.getPrototypeOf(new TextEncoder().encode("a")), saved.Uint8Array.prototype);
		assert_throws_js(saved.RangeError, () => new TextDecoder("bogus"));
	} finally {
		globalThis.Uint8Array = saved.Uint8Array;
		globalThis.RangeError = saved.RangeError;
		globalThis.DataView = saved.DataView;
		globalThis.ArrayBuffer = saved.ArrayBuffer;
	}
}, "built-ins deleted");
