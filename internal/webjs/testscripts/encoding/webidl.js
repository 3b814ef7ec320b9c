// Web IDL's ECMAScript binding of TextDecoder and TextEncoder: interface
// objects, prototypes, property descriptors, receivers and the order of
// argument conversions.
"use strict";

function desc(o, k) { return Object.getOwnPropertyDescriptor(o, k); }

test(() => {
	for (const name of ["TextDecoder", "TextEncoder"]) {
		const d = desc(globalThis, name);
		assert_equals(typeof d.value, "function", name);
		assert_true(d.writable, name + " writable");
		assert_false(d.enumerable, name + " enumerable");
		assert_true(d.configurable, name + " configurable");
	}
}, "global properties");

test(() => {
	for (const [C, name] of [[TextDecoder, "TextDecoder"], [TextEncoder, "TextEncoder"]]) {
		assert_equals(C.name, name);
		assert_equals(C.length, 0, name + ".length");
		let d = desc(C, "name");
		assert_false(d.writable); assert_false(d.enumerable); assert_true(d.configurable);
		d = desc(C, "length");
		assert_false(d.writable); assert_false(d.enumerable); assert_true(d.configurable);
		d = desc(C, "prototype");
		assert_false(d.writable, "prototype writable");
		assert_false(d.enumerable, "prototype enumerable");
		assert_false(d.configurable, "prototype configurable");
		assert_equals(Object.getPrototypeOf(C), Function.prototype);
		assert_equals(Object.getPrototypeOf(C.prototype), Object.prototype);
		d = desc(C.prototype, "constructor");
		assert_equals(d.value, C);
		assert_true(d.writable); assert_false(d.enumerable); assert_true(d.configurable);
		d = desc(C.prototype, Symbol.toStringTag);
		assert_equals(d.value, name);
		assert_false(d.writable); assert_false(d.enumerable); assert_true(d.configurable);
		assert_equals(Object.prototype.toString.call(C.prototype), "[object " + name + "]");
		assert_equals(Object.prototype.toString.call(new C()), "[object " + name + "]");
		assert_equals(typeof C, "function");
		assert_true(new C() instanceof C);
		assert_equals(Object.getOwnPropertyNames(new C()).length, 0, "instances have no own properties");
		assert_equals(Object.getOwnPropertySymbols(new C()).length, 0, "instances have no own symbols");
	}
}, "interface objects and prototype objects");

test(() => {
	const attrs = [[TextDecoder, "encoding"], [TextDecoder, "fatal"], [TextDecoder, "ignoreBOM"], [TextEncoder, "encoding"]];
	for (const [C, name] of attrs) {
		const d = desc(C.prototype, name);
		assert_equals(typeof d.get, "function", name + " getter");
		assert_equals(d.set, undefined, name + " setter");
		assert_true(d.enumerable, name + " enumerable");
		assert_true(d.configurable, name + " configurable");
		assert_equals(d.get.name, "get " + name);
		assert_equals(d.get.length, 0);
		assert_false("prototype" in d.get, "getters are not constructors");
	}
	const ops = [[TextDecoder, "decode", 0], [TextEncoder, "encode", 0], [TextEncoder, "encodeInto", 2]];
	for (const [C, name, length] of ops) {
		const d = desc(C.prototype, name);
		assert_equals(typeof d.value, "function", name);
		assert_true(d.writable, name + " writable");
		assert_true(d.enumerable, name + " enumerable");
		assert_true(d.configurable, name + " configurable");
		assert_equals(d.value.name, name);
		assert_equals(d.value.length, length, name + ".length");
		assert_throws_js(TypeError, () => new d.value(), name + " is not a constructor");
	}
	assert_array_equals(Object.keys(TextDecoder.prototype).sort(), ["decode", "encoding", "fatal", "ignoreBOM"]);
	assert_array_equals(Object.keys(TextEncoder.prototype).sort(), ["encode", "encodeInto", "encoding"]);
}, "attributes and operations");

test(() => {
	assert_throws_js(TypeError, () => TextDecoder(), "TextDecoder()");
	assert_throws_js(TypeError, () => TextEncoder(), "TextEncoder()");
	assert_throws_js(TypeError, () => TextDecoder.call(new TextDecoder()), "TextDecoder.call(decoder)");
	assert_throws_js(TypeError, () => TextEncoder.call({}), "TextEncoder.call({})");
	assert_throws_js(TypeError, () => Reflect.apply(TextDecoder, undefined, ["utf-8"]));
	// Without new, the label is not even converted.
	let converted = false;
	assert_throws_js(TypeError, () => TextDecoder({ toString() { converted = true; return "utf-8"; } }));
	assert_false(converted, "label converted before the new check");
}, "constructors require new");

test(() => {
	const d = new TextDecoder();
	const e = new TextEncoder();
	const fakes = [undefined, null, 1, "x", Symbol(), {}, Object.create(TextDecoder.prototype),
		Object.create(TextEncoder.prototype), TextDecoder.prototype, TextEncoder.prototype,
		new Proxy(d, {}), new Proxy(e, {}), function () {}, [], new Uint8Array(1)];
	for (const [C, real, wrong] of [[TextDecoder, d, e], [TextEncoder, e, d]]) {
		for (const name of Object.keys(C.prototype)) {
			const dsc = desc(C.prototype, name);
			const fn = dsc.get || dsc.value;
			const args = name === "decode" ? [new Uint8Array(0)] : ["", new Uint8Array(0)];
			fn.apply(real, args); // the real thing works
			for (const f of fakes.concat([wrong])) {
				assert_throws_js(TypeError, () => fn.apply(f, args), C.name + "." + name + " on " + fmt(f));
			}
		}
	}
	// The receiver check comes before argument conversion.
	let converted = false;
	assert_throws_js(TypeError, () => TextDecoder.prototype.decode.call({}, new Uint8Array(1), { get stream() { converted = true; } }));
	assert_throws_js(TypeError, () => TextEncoder.prototype.encode.call({}, { toString() { converted = true; return ""; } }));
	assert_false(converted, "arguments converted before the receiver check");
	// Swapping prototypes does not make or unmake an instance.
	const x = new TextDecoder("latin1");
	Object.setPrototypeOf(x, TextEncoder.prototype);
	assert_throws_js(TypeError, () => x.encode(""));
	assert_equals(desc(TextDecoder.prototype, "encoding").get.call(x), "windows-1252");
	Object.setPrototypeOf(x, null);
	assert_equals(TextDecoder.prototype.decode.call(x, new Uint8Array([0x80])), "\u20AC");
}, "attributes and operations check their receiver");

test(() => {
	const log = [];
	const label = { toString() { log.push("label"); return "utf-16"; } };
	const options = new Proxy({}, {
		get(t, k) { log.push("get " + String(k)); return k === "fatal" ? 1 : undefined; },
		has(t, k) { log.push("has " + String(k)); return false; },
	});
	const d = new TextDecoder(label, options);
	assert_array_equals(log, ["label", "get fatal", "get ignoreBOM"]);
	assert_equals(d.encoding, "utf-16le");
	assert_true(d.fatal);
	assert_false(d.ignoreBOM);
}, "constructor conversion order: label, then fatal, then ignoreBOM, each read once");

test(() => {
	const log = [];
	const options = {
		get ignoreBOM() { log.push("ignoreBOM"); return "yes"; },
		get fatal() { log.push("fatal"); return 0; },
	};
	assert_throws_js(RangeError, () => new TextDecoder({ toString() { log.push("label"); return "nope"; } }, options));
	assert_array_equals(log, ["label", "fatal", "ignoreBOM"], "the RangeError comes after every conversion");
	const d = new TextDecoder("utf-8", options);
	assert_false(d.fatal);
	assert_true(d.ignoreBOM);
}, "the label's RangeError comes after the options are converted");

test(() => {
	const log = [];
	const buffer = new Uint8Array([0xE2, 0x82]);
	const d = new TextDecoder();
	const input = new Proxy(buffer, { get(t, k) { log.push("input " + String(k)); return Reflect.get(t, k); } });
	assert_throws_js(TypeError, () => d.decode(input, { get stream() { log.push("stream"); return true; } }));
	assert_array_equals(log, [], "a Proxy is not a buffer source; nothing is read from it, and options are not converted");
	assert_equals(d.decode(buffer, { get stream() { log.push("stream"); return 1; } }), "");
	assert_array_equals(log, ["stream"]);
	assert_equals(d.decode(new Uint8Array([0xAC])), "\u20AC");
}, "decode conversion order: input, then stream");

test(() => {
	const log = [];
	const e = new TextEncoder();
	const src = { toString() { log.push("source"); return "\u00E9"; } };
	assert_throws_js(TypeError, () => e.encodeInto(src, {}), "destination not a Uint8Array");
	assert_array_equals(log, ["source"], "source is converted before destination is checked");
	assert_throws_js(TypeError, () => e.encodeInto(src), "one argument");
	assert_throws_js(TypeError, () => e.encodeInto(), "no argument");
	assert_array_equals(log, ["source"], "too few arguments: nothing converted");
	const r = e.encodeInto(undefined, new Uint8Array(20));
	assert_equals(r.read, 9, "undefined converts to \"undefined\"");
}, "encodeInto conversion order and argument count");

test(() => {
	assert_throws_js(TypeError, () => new TextDecoder(Symbol()), "Symbol label");
	assert_throws_js(TypeError, () => new TextDecoder({ toString() { return Symbol(); } }), "toString giving a Symbol");
	assert_throws_js(TypeError, () => new TextEncoder().encode(Symbol()), "Symbol input");
	assert_throws_js(TypeError, () => new TextEncoder().encodeInto(Symbol(), new Uint8Array(1)), "Symbol source");
	const boom = new Error("boom");
	assert_throws_exactly(boom, () => new TextDecoder({ toString() { throw boom; } }));
	assert_throws_exactly(boom, () => new TextDecoder("utf-8", { get fatal() { throw boom; } }));
	assert_throws_exactly(boom, () => new TextDecoder().decode(undefined, { get stream() { throw boom; } }));
	assert_throws_exactly(boom, () => new TextEncoder().encode({ [Symbol.toPrimitive]() { throw boom; } }));
	assert_equals(new TextDecoder({ [Symbol.toPrimitive]() { return "latin1"; } }).encoding, "windows-1252");
}, "ToString of labels and strings, and exceptions from user code pass through");

test(() => {
	for (const o of [undefined, null]) {
		const d = new TextDecoder("utf-8", o);
		assert_false(d.fatal); assert_false(d.ignoreBOM);
		assert_equals(d.decode(new Uint8Array([0xEF, 0xBB, 0xBF, 0x41]), o), "A");
	}
	for (const o of [1, "fatal", true, Symbol(), 0n]) {
		assert_throws_js(TypeError, () => new TextDecoder("utf-8", o), "options " + fmt(o));
		assert_throws_js(TypeError, () => new TextDecoder().decode(new Uint8Array(1), o), "decode options " + fmt(o));
	}
	// Any object will do, functions and arrays included; inherited members count.
	const f = function () {};
	f.fatal = true;
	assert_true(new TextDecoder("utf-8", f).fatal);
	assert_true(new TextDecoder("utf-8", Object.create({ ignoreBOM: 1 })).ignoreBOM);
	assert_false(new TextDecoder("utf-8", []).fatal);
	assert_true(new TextDecoder("utf-8", { fatal: "0" }).fatal, "ToBoolean");
	assert_false(new TextDecoder("utf-8", { fatal: NaN }).fatal, "ToBoolean");
	assert_false(new TextDecoder("utf-8", { fatal: undefined }).fatal);
}, "dictionary conversion");

test(() => {
	class D extends TextDecoder {
		constructor(label, options) { super(label, options); this.extra = 1; }
		get encoding() { return "sub:" + super.encoding; }
	}
	const d = new D("sjis", { fatal: true });
	assert_equals(Object.getPrototypeOf(d), D.prototype);
	assert_true(d instanceof TextDecoder);
	assert_equals(d.encoding, "sub:shift_jis");
	assert_true(d.fatal);
	assert_equals(d.decode(new Uint8Array([0x82, 0xA0])), "\u3042");
	assert_equals(d.extra, 1);
	assert_equals(Object.prototype.toString.call(d), "[object TextDecoder]");

	class E extends TextEncoder {}
	const e = new E();
	assert_equals(Object.getPrototypeOf(e), E.prototype);
	assert_array_equals(e.encode("\u00E9"), [0xC3, 0xA9]);

	// new.target whose prototype is not an object: the interface's own prototype.
	function F() {}
	F.prototype = 42;
	const x = Reflect.construct(TextDecoder, ["latin2"], F);
	assert_equals(Object.getPrototypeOf(x), TextDecoder.prototype);
	assert_equals(x.encoding, "iso-8859-2");
	const g = function () {}.bind();
	Object.defineProperty(g, "prototype", { value: Array.prototype });
	const y = Reflect.construct(TextEncoder, [], g);
	assert_equals(Object.getPrototypeOf(y), Array.prototype);
	assert_equals(TextEncoder.prototype.encode.call(y, "a").length, 1);
}, "subclassing and new.target");

test(() => {
	const log = [];
	const nt = new Proxy(function () {}, {
		get(t, k) { log.push(String(k)); return Reflect.get(t, k); },
	});
	Reflect.construct(TextDecoder, [{ toString() { log.push("label"); return "utf-8"; } }], nt);
	assert_array_equals(log, ["label", "prototype"], "new.target's prototype is read after the arguments are converted");
}, "new.target's prototype is read last");

test(() => {
	// The interface objects behave as functions.
	assert_equals(typeof Function.prototype.toString.call(TextDecoder), "string");
	assert_true(TextDecoder.prototype.hasOwnProperty("decode"));
	const td = new TextDecoder();
	td.expando = 5;
	Object.defineProperty(td, "other", { value: 6 });
	assert_equals(td.expando + td.other, 11);
	Object.freeze(td);
	assert_true(Object.isFrozen(td));
	assert_equals(td.decode(new Uint8Array([0x61])), "a", "a frozen decoder still decodes");
	// Redefining members on the prototype affects lookups, not the binding.
	const decode = TextDecoder.prototype.decode;
	delete TextDecoder.prototype.decode;
	assert_equals(td.decode, undefined);
	assert_equals(decode.call(td, new Uint8Array([0x62])), "b");
	TextDecoder.prototype.decode = decode;
}, "instances are ordinary objects");
