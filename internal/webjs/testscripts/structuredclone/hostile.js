// Scripts that replace the built-ins after structuredClone was enabled, before and
// after its first use, change nothing it does.

function replaceEverything() {
	const defineProperty = Object.defineProperty, getOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
	for (const C of [Map, Set, Date, RegExp, Object, Array, Error, TypeError, RangeError, ArrayBuffer, Uint8Array, DataView, Boolean, Number, String]) {
		for (const k of Object.getOwnPropertyNames(C.prototype)) {
			const d = getOwnPropertyDescriptor(C.prototype, k);
			if (!d.configurable || k === "constructor") continue;
			if (typeof d.value === "function" || d.get) {
				defineProperty(C.prototype, k, { __proto__: null, get() { throw new Error("reached " + C.name + ".prototype." + k); }, set() {}, configurable: true });
			}
		}
	}
	for (const k of ["keys", "hasOwn", "getOwnPropertyDescriptor", "defineProperty", "getPrototypeOf", "setPrototypeOf"]) {
		Object[k] = () => { throw new Error("reached Object." + k); };
		Reflect[k] = () => { throw new Error("reached Reflect." + k); };
	}
	defineProperty(Object.prototype, "x", { __proto__: null, set() { throw new Error("reached a setter"); }, configurable: true });
	defineProperty(Object.prototype, "0", { __proto__: null, set() { throw new Error("reached an index setter"); }, configurable: true });
	// (Not "value" or "get": goja's Object.getOwnPropertyDescriptor
	// fills its result with [[Set]], so those would spoil every
	// descriptor, the test's own included.)
	defineProperty(Array.prototype, "0", { __proto__: null, set() { throw new Error("reached Array index setter"); }, configurable: true });
	for (const name of ["Map", "Set", "Date", "RegExp", "Error", "TypeError", "ArrayBuffer", "Uint8Array", "DataView", "Object", "Reflect", "DOMException"]) {
		globalThis[name] = function () { throw new Error("reached global " + name); };
	}
}

function sample() {
	const b = new ArrayBuffer(4);
	const m = new Map([["k", 1]]);
	return { b, u: new Uint8Array(b), d: new Date(5), r: /a/g, m, s: new Set([2]), e: new TypeError("t"), a: [1, , 3], x: 1, 0: "zero", n: new Number(3) };
}

const { getPrototypeOf, keys, getOwnPropertyDescriptor } = Object;
const MapP = Map.prototype, SetP = Set.prototype, DateP = Date.prototype, RegExpP = RegExp.prototype, TypeErrorP = TypeError.prototype;
const mapGet = Map.prototype.get, setHas = Set.prototype.has, getTime = Date.prototype.getTime, u8 = Uint8Array, DOMEx = DOMException;
const sourceGetter = getOwnPropertyDescriptor(RegExp.prototype, "source").get;

function check(c) {
	assert_true(getPrototypeOf(c.m) === MapP && mapGet.call(c.m, "k") === 1, "Map");
	assert_true(getPrototypeOf(c.s) === SetP && setHas.call(c.s, 2), "Set");
	assert_true(getPrototypeOf(c.d) === DateP && getTime.call(c.d) === 5, "Date");
	assert_true(getPrototypeOf(c.r) === RegExpP && sourceGetter.call(c.r) === "a", "RegExp");
	assert_true(getPrototypeOf(c.e) === TypeErrorP, "TypeError");
	assert_true(getOwnPropertyDescriptor(c.a, "1") === undefined && c.a[2] === 3, "Array");
	assert_true(getOwnPropertyDescriptor(c, "x").value === 1 && getOwnPropertyDescriptor(c, "0").value === "zero", "defined, not set");
	assert_true(getOwnPropertyDescriptor(c.u, "buffer") === undefined, "view");
}

test(() => {
	const v = sample();
	replaceEverything();
	check(structuredClone(v));
	try {
		structuredClone(() => 1);
		fail("no throw");
	} catch (e) {
		assert_true(e instanceof DOMEx && e.name === "DataCloneError", "the realm's DOMException");
	}
}, "built-ins replaced before first use");

test(() => {
	structuredClone(sample());
	const v = sample();
	replaceEverything();
	check(structuredClone(v));
}, "built-ins replaced after first use");
