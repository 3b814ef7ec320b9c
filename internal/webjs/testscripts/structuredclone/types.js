// structuredClone of each type goja has (the HTML Standard's
// StructuredSerializeInternal and StructuredDeserialize).

test(() => {
	assert_equals(typeof structuredClone, "function");
	assert_equals(structuredClone.length, 1);
	assert_equals(structuredClone.name, "structuredClone");
	assert_throws_js(TypeError, () => new structuredClone(1), "not a constructor");
	assert_throws_js(TypeError, () => structuredClone(), "value is required");
	const d = Object.getOwnPropertyDescriptor(globalThis, "structuredClone");
	assert_true(d.writable && d.configurable && !d.enumerable, "a Web IDL operation of the global");
}, "structuredClone is a Web IDL operation");

test(() => {
	for (const v of [undefined, null, true, false, "", "\uD800", "\uDC00", "\0", "\uDBFF\uDFFD", 0.2, 0, -0, NaN, Infinity, -Infinity, 9007199254740994, 0n, -9007199254740994000n, 2n ** 200n]) {
		assert_equals(structuredClone(v), v, typeof v);
	}
}, "primitives are their own clones");

test(() => {
	assert_throws_dom("DataCloneError", () => structuredClone(Symbol("s")));
	assert_throws_dom("DataCloneError", () => structuredClone({ a: Symbol.iterator }));
	const e = assert_throws_dom("DataCloneError", () => structuredClone(() => 1));
	assert_equals(e.code, 25);
	assert_throws_dom("DataCloneError", () => structuredClone([1, function () {}]));
	assert_throws_dom("DataCloneError", () => structuredClone(class {}));
	assert_throws_dom("DataCloneError", () => structuredClone(new WeakMap()));
	assert_throws_dom("DataCloneError", () => structuredClone(new WeakSet()));
	assert_throws_dom("DataCloneError", () => structuredClone(Promise.resolve()));
	assert_throws_dom("DataCloneError", () => structuredClone(new Proxy({}, {})));
	assert_throws_dom("DataCloneError", () => structuredClone(new Proxy([], {})));
	const r = Proxy.revocable({}, {});
	r.revoke();
	assert_throws_dom("DataCloneError", () => structuredClone(r.proxy));
	assert_throws_dom("DataCloneError", () => structuredClone(Object(Symbol())));
	assert_throws_dom("DataCloneError", () => structuredClone(new Map().entries()));
	assert_throws_dom("DataCloneError", () => structuredClone(new Set().values()));
	assert_throws_dom("DataCloneError", () => structuredClone([].values()));
	assert_throws_dom("DataCloneError", () => structuredClone((function* () {})()));
	assert_throws_dom("DataCloneError", () => structuredClone((function () { return arguments; })(1)));
}, "DataCloneError for what is not serializable");

test(() => {
	for (const v of [new Boolean(true), new Boolean(false), new Number(0.2), new Number(-0), new Number(NaN), new Number(7),
		new String(""), new String("a\uD800b"), new String("\uDC00"), new String("x\uFFFDy"), new String("\uDBFF\uDFFD"), Object(-9007199254740994n)]) {
		const c = structuredClone(v);
		assert_true(c !== v, "a new object");
		assert_equals(Object.getPrototypeOf(c), Object.getPrototypeOf(v), "prototype");
		assert_equals(c.valueOf(), v.valueOf(), "value");
	}
	const s = new String("ab");
	s.extra = 1;
	assert_equals(structuredClone(s).extra, undefined, "own properties are not kept");
}, "Boolean, Number, String and BigInt objects");

test(() => {
	for (const t of [0, -0, -8.64e15, 8.64e15, 1234567890123, NaN]) {
		const d = new Date(t);
		const c = structuredClone(d);
		assert_true(c instanceof Date && c !== d);
		assert_equals(c.getTime(), d.getTime());
	}
}, "Date objects");

test(() => {
	const r = /a[b]c/gimsuy;
	r.lastIndex = 3;
	r.foo = 1;
	const c = structuredClone(r);
	assert_true(c instanceof RegExp && c !== r);
	assert_equals(c.source, r.source);
	assert_equals(c.flags, r.flags);
	assert_equals(c.lastIndex, 0, "lastIndex is not kept");
	assert_equals(c.foo, undefined);
	for (const p of ["", "/", "\\/", "\n", "[/]", "\uD800"]) {
		const o = new RegExp(p, "u");
		assert_equals(structuredClone(o).source, o.source, "the source of " + p);
	}
	// The flags come from [[OriginalFlags]], not from properties.
	const s = /x/g;
	Object.defineProperty(s, "global", { value: false });
	assert_equals(structuredClone(s).flags, "g");
}, "RegExp objects");

test(() => {
	const b = new ArrayBuffer(8);
	new Uint8Array(b).set([1, 2, 3, 4, 5, 6, 7, 8]);
	const c = structuredClone(b);
	assert_true(c instanceof ArrayBuffer && c !== b);
	assert_array_equals(new Uint8Array(c), [1, 2, 3, 4, 5, 6, 7, 8]);
	new Uint8Array(b)[0] = 9;
	assert_equals(new Uint8Array(c)[0], 1, "a copy");
	assert_equals(structuredClone(new ArrayBuffer(0)).byteLength, 0);
}, "ArrayBuffer");

test(() => {
	const b = new ArrayBuffer(16);
	for (const [C, off, len] of [[Int8Array, 1, 3], [Uint8Array, 0, 16], [Uint8ClampedArray, 2, 2], [Int16Array, 2, 3], [Uint16Array, 4, 1],
		[Int32Array, 4, 2], [Uint32Array, 0, 4], [Float32Array, 8, 2], [Float64Array, 8, 1], [BigInt64Array, 0, 2], [BigUint64Array, 8, 1]]) {
		const v = new C(b, off, len);
		const c = structuredClone(v);
		assert_equals(Object.getPrototypeOf(c), C.prototype, C.name);
		assert_equals(c.byteOffset, off, C.name + " byteOffset");
		assert_equals(c.length, len, C.name + " length");
		assert_equals(c.buffer.byteLength, 16, C.name + " the whole buffer");
		assert_true(c.buffer !== b);
	}
	const dv = new DataView(b, 3, 5);
	const c = structuredClone(dv);
	assert_true(c instanceof DataView);
	assert_equals(c.byteOffset, 3);
	assert_equals(c.byteLength, 5);
	class Sub extends Uint8Array {}
	assert_equals(Object.getPrototypeOf(structuredClone(new Sub(2))), Uint8Array.prototype, "a subclass clones as its kind");
}, "typed arrays and DataView");

test(() => {
	const b = new ArrayBuffer(8);
	const x = new Uint8Array(b, 0, 4), y = new Uint16Array(b, 4, 2), z = new DataView(b);
	const c = structuredClone({ x, y, z, b, again: x });
	assert_true(c.x.buffer === c.y.buffer && c.y.buffer === c.z.buffer && c.z.buffer === c.b, "one buffer");
	assert_true(c.again === c.x, "identity");
	c.x[0] = 7;
	assert_equals(c.z.getUint8(0), 7, "shared");
	assert_equals(new Uint8Array(b)[0], 0, "not the source's");
}, "views of one buffer share one clone");

test(() => {
	const k = { key: 1 };
	const m = new Map([[1, "one"], [k, k], ["s", [k]]]);
	const c = structuredClone(m);
	assert_true(c instanceof Map && c !== m);
	const keys = [...c.keys()];
	assert_equals(keys.length, 3);
	assert_equals(keys[0], 1);
	assert_equals(c.get(1), "one");
	assert_true(keys[1] !== k && keys[1].key === 1);
	assert_true(c.get(keys[1]) === keys[1], "identity across key and value");
	assert_true(c.get("s")[0] === keys[1]);
	const s = new Set([1, k, k, "a"]);
	const cs = structuredClone(s);
	assert_true(cs instanceof Set && cs.size === 3);
	assert_equals([...cs][0], 1);
	m.foo = 1;
	assert_equals(structuredClone(m).foo, undefined, "a Map's own properties are not kept");
}, "Map and Set");

test(() => {
	const calls = [];
	const m = new Map();
	const a = { get x() { calls.push("a"); m.set("late", 1); return 1; } };
	m.set("a", a);
	const c = structuredClone(m);
	assert_array_equals(calls, ["a"]);
	assert_false(c.has("late"), "the entries are copied before they are serialized");
}, "a Map's entries are the ones it had when it was reached");

test(() => {
	for (const C of [Error, EvalError, RangeError, ReferenceError, SyntaxError, TypeError, URIError]) {
		const e = new C("msg", { cause: "why" });
		e.foo = 1;
		const c = structuredClone(e);
		assert_equals(Object.getPrototypeOf(c), C.prototype, C.name);
		assert_equals(c.message, "msg");
		assert_true(Object.prototype.hasOwnProperty.call(c, "message"));
		assert_false(Object.getOwnPropertyDescriptor(c, "message").enumerable);
		assert_equals(c.cause, "why");
		assert_equals(c.foo, undefined);
	}
	const plain = structuredClone(new Error());
	assert_false(Object.prototype.hasOwnProperty.call(plain, "message"), "no message");
	const custom = new TypeError("m");
	custom.name = "MyError";
	assert_equals(Object.getPrototypeOf(structuredClone(custom)), Error.prototype, "another name is Error");
	class MyError extends RangeError {}
	assert_equals(Object.getPrototypeOf(structuredClone(new MyError())), RangeError.prototype);
	const cyc = new Error("c");
	cyc.cause = cyc;
	const cc = structuredClone(cyc);
	assert_true(cc.cause === cc, "a cause that is the error");
	const obj = new Error("o", { cause: { deep: [1] } });
	assert_equals(structuredClone(obj).cause.deep[0], 1);
	const acc = new Error("a");
	Object.defineProperty(acc, "message", { get() { return "getter"; } });
	assert_false(Object.prototype.hasOwnProperty.call(structuredClone(acc), "message"), "an accessor message is not kept");
	const num = new Error();
	num.message = 42;
	assert_equals(structuredClone(num).message, "42", "the message is converted to a string");
	const e = new Error("s");
	assert_equals(structuredClone(e).stack, e.stack, "the stack is kept");
	assert_throws_dom("DataCloneError", () => structuredClone(new Error("x", { cause: () => 1 })));
	assert_equals(Object.getPrototypeOf(structuredClone(Error.prototype)), Object.prototype, "Error.prototype is not an error");
}, "Error objects");

test(() => {
	const a = [1, , 3];
	a.foo = "bar";
	a[10] = undefined;
	const c = structuredClone(a);
	assert_true(Array.isArray(c));
	assert_equals(c.length, 11);
	assert_false(1 in c, "a hole stays a hole");
	assert_true(10 in c);
	assert_equals(c.foo, "bar");
	const sparse = new Array(10);
	assert_equals(structuredClone(sparse).length, 10);
	const big = [];
	big.length = 4294967295;
	big[5] = 1;
	const bc = structuredClone(big);
	assert_equals(bc.length, 4294967295);
	assert_equals(bc[5], 1);
	assert_equals(Object.keys(bc).length, 1);
}, "arrays: length, holes and other own properties");

test(() => {
	const proto = { inherited: 1 };
	const o = Object.create(proto);
	o.b = 2;
	o.a = 1;
	o[1] = "one";
	o["__proto__"] = 5;
	Object.defineProperty(o, "hidden", { value: 1, enumerable: false });
	o[Symbol.iterator] = 1;
	const c = structuredClone(o);
	assert_equals(Object.getPrototypeOf(c), Object.prototype);
	assert_array_equals(Object.keys(c), ["1", "b", "a"]);
	assert_equals(c.inherited, undefined);
	assert_equals(Object.getOwnPropertySymbols(c).length, 0);
	assert_equals(structuredClone(JSON.parse('{"__proto__": 5}')).__proto__, 5, "a __proto__ own property is defined, not set");
	const ro = Object.freeze({ x: 1 });
	const rc = structuredClone(ro);
	rc.x = 2;
	assert_equals(rc.x, 2, "properties are writable");
	assert_true(Object.isExtensible(rc));
}, "ordinary objects: own enumerable string keys, in order");

test(() => {
	const order = [];
	const o = {
		get a() { order.push("a"); return { get inner() { order.push("inner"); return 1; } }; },
		get b() { order.push("b"); delete this.c; return 2; },
		c: 3,
	};
	const c = structuredClone(o);
	assert_array_equals(order, ["a", "inner", "b"], "depth first, in order");
	assert_false("c" in c, "a property deleted by a getter is skipped");
	const thrown = new Error();
	assert_throws_exactly(thrown, () => structuredClone({ get x() { throw thrown; } }));
}, "getters run in the standard's order, and their exceptions pass through");

test(() => {
	const o = { a: {} };
	o.self = o;
	o.b = o.a;
	const c = structuredClone(o);
	assert_true(c.self === c && c.b === c.a && c.a !== o.a);
	const a = [];
	a.push(a, a);
	const ac = structuredClone(a);
	assert_true(ac[0] === ac && ac[1] === ac);
}, "cycles and identity");

test(() => {
	let v = {};
	const root = v;
	for (let i = 0; i < 20000; i++) v = v.next = {};
	let c = structuredClone(root), n = 0;
	while (c.next) { c = c.next; n++; }
	assert_equals(n, 20000);
	let a = [];
	const ra = a;
	for (let i = 0; i < 20000; i++) a = a[0] = [];
	assert_true(Array.isArray(structuredClone(ra)[0][0]));
}, "deep nesting does not overflow a stack");

test(() => {
	const copy = structuredClone(Object.prototype);
	Object.setPrototypeOf(copy, { some: "proto" });
	assert_equals(Object.getPrototypeOf(copy).some, "proto");
	assert_equals(typeof structuredClone(Math), "object");
}, "Object.prototype and Math clone as ordinary objects");
