// META: title=structuredClone(): the types goja has
// META: global=window,worker,jsshell
"use strict";

// The HTML Standard's StructuredSerializeInternal and StructuredDeserialize
// through structuredClone, for every type a goja runtime has, with the
// facts the web-platform-tests' structured-clone battery checks (values,
// prototypes, identity, what is kept and what is not), and the transfer
// option for ArrayBuffers. Blob, File, MessagePort, ImageBitmap,
// SharedArrayBuffer and resizable buffers are not here: goja and this
// library have none (see docs/structured-clone.md).

function same(actual, expected, msg) {
  assert_true(Object.is(actual, expected), `${msg}: got ${String(actual)}`);
}

test(() => {
  for (const v of [undefined, null, true, false, "", "\uD800", "\uDC00", "\u0000", "\uDBFF\uDFFD",
    0.2, 0, -0, NaN, Infinity, -Infinity, 9007199254740992, -9007199254740994, 0n, -0n,
    -9007199254740994000900719925474099400090071992547409940009007199254740994000n]) {
    same(structuredClone(v), v, typeof v);
  }
}, "primitives are their own clones");

test(() => {
  const values = [undefined, null, true, "\uD800", -0, NaN, -12n];
  const copy = structuredClone(values);
  assert_true(Array.isArray(copy) && copy !== values);
  for (let i = 0; i < values.length; i++) same(copy[i], values[i], `[${i}]`);
  const o = { "high surrogate": "\uD800", "-0": -0, "NaN": NaN };
  const oc = structuredClone(o);
  for (const k in o) same(oc[k], o[k], k);
}, "primitives in arrays and objects");

test(() => {
  for (const [v, C] of [[new Boolean(true), Boolean], [new Boolean(false), Boolean], [new String("\uD800"), String],
    [new String(""), String], [new Number(-0), Number], [new Number(NaN), Number], [new Number(9007199254740994), Number],
    [Object(-9007199254740994n), BigInt]]) {
    const c = structuredClone(v);
    assert_true(c instanceof C && c !== v, C.name);
    same(c.valueOf(), v.valueOf(), C.name);
  }
}, "Boolean, String, Number and BigInt objects");

test(() => {
  for (const t of [0, -0, -8.64e15, 8.64e15]) {
    const d = new Date(t);
    const c = structuredClone(d);
    assert_true(c instanceof Date && c !== d);
    same(Number(c), Number(d), String(t));
  }
}, "Date objects");

test(() => {
  for (const r of [/foo/gim, new RegExp("foo", "y"), new RegExp("foo", "u"), new RegExp(""), new RegExp("/"), new RegExp("\n")]) {
    r.lastIndex = 2;
    const c = structuredClone(r);
    assert_true(c instanceof RegExp && c !== r);
    for (const k of ["global", "ignoreCase", "multiline", "sticky", "unicode", "source"]) assert_equals(c[k], r[k], k);
    assert_equals(c.lastIndex, 0, "lastIndex");
  }
  assert_equals(structuredClone(new RegExp("")).source, "(?:)");
}, "RegExp objects: flags and source kept, lastIndex not");

test(() => {
  const check = (actual, input) => {
    assert_true(actual instanceof Error, "instanceof");
    assert_equals(actual.constructor, input.constructor, "constructor");
    assert_equals(actual.name, input.name, "name");
    assert_equals(actual.hasOwnProperty("message"), input.hasOwnProperty("message"), "message existence");
    assert_equals(actual.message, input.message, "message");
    assert_equals(actual.cause, input.cause, "cause");
    assert_equals(actual.foo, undefined, "no custom property");
  };
  check(structuredClone(new Error()), new Error());
  for (const C of [Error, EvalError, RangeError, ReferenceError, SyntaxError, TypeError, URIError]) {
    const e = new C("Error message here", { cause: "my cause" });
    e.foo = "testing";
    check(structuredClone(e), e);
  }
}, "Error objects");

test(() => {
  const b = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]).buffer;
  const c = structuredClone(b);
  assert_true(c instanceof ArrayBuffer && c !== b);
  assert_array_equals(new Uint8Array(c), [1, 2, 3, 4, 5, 6, 7, 8]);
  for (const [C, args] of [[Int8Array, [1, 3]], [Uint8Array, []], [Uint8ClampedArray, [2]], [Int16Array, [2, 3]], [Uint16Array, [0, 4]],
    [Int32Array, [4, 1]], [Uint32Array, [0, 2]], [Float32Array, [4]], [Float64Array, [0, 1]], [BigInt64Array, []], [BigUint64Array, [0, 1]], [DataView, [3, 5]]]) {
    const v = new C(b, ...args);
    const vc = structuredClone(v);
    assert_true(vc instanceof C, C.name);
    assert_not_equals(vc.buffer, v.buffer, C.name + " buffer");
    for (const k of ["length", "byteLength", "byteOffset"]) assert_equals(vc[k], v[k], C.name + " " + k);
    if (C !== DataView) for (let i = 0; i < v.length; i++) same(vc[i], v[i], C.name + `[${i}]`);
  }
}, "ArrayBuffer, typed arrays and DataView");

test(() => {
  const b = new ArrayBuffer(8);
  const c = structuredClone([new Uint8Array(b), new DataView(b, 4), b]);
  assert_true(c[0].buffer === c[1].buffer && c[1].buffer === c[2]);
}, "views of one buffer keep one buffer");

test(() => {
  const k = {};
  const m = new Map([[k, k], [1, "one"]]);
  const c = structuredClone(m);
  assert_true(c instanceof Map && c !== m && c.size === 2);
  const [key] = c.keys();
  assert_true(key !== k && c.get(key) === key, "identity between a key and a value");
  assert_equals(c.get(1), "one");
  const s = structuredClone(new Set([k, 1, "a"]));
  assert_true(s instanceof Set && s.size === 3);
}, "Map and Set");

test(() => {
  const sparse = structuredClone(new Array(10));
  assert_true(Array.isArray(sparse));
  assert_equals(sparse.length, 10);
  assert_false(0 in sparse, "holes stay holes");
  const rv = [];
  rv.foo = "bar";
  assert_equals(structuredClone(rv).foo, "bar");
  const o = structuredClone({ "0": "foo", "length": 1 });
  assert_false(Array.isArray(o));
  assert_equals(o[0], "foo");
  assert_equals(o.length, 1);
}, "arrays: length, holes and non-index properties");

test(() => {
  const a = [];
  a[0] = a;
  const ac = structuredClone(a);
  assert_equals(ac[0], ac);
  const o = {};
  o.x = o;
  const oc = structuredClone(o);
  assert_equals(oc.x, oc);
  const obj = {};
  const pair = structuredClone({ x: obj, y: obj });
  assert_equals(pair.x, pair.y);
}, "circular references and identical property values");

test(() => {
  const Foo = function () {};
  Foo.prototype = { foo: "bar" };
  assert_false("foo" in structuredClone(new Foo()), "inherited");
  const ne = {};
  Object.defineProperty(ne, "foo", { value: "bar", enumerable: false, writable: true, configurable: true });
  assert_false("foo" in structuredClone(ne), "not enumerable");
  const nw = {};
  Object.defineProperty(nw, "foo", { value: "bar", enumerable: true, writable: false, configurable: false });
  const c = structuredClone(nw);
  c.foo += " baz";
  assert_equals(c.foo, "bar baz", "writable");
  delete c.foo;
  assert_false("foo" in c, "configurable");
}, "own enumerable properties, made writable and configurable");

test(() => {
  const exception = new Error();
  assert_throws_exactly(exception, () => structuredClone({ get testProperty() { throw exception; } }));
}, "an exception a getter throws passes through");

test(() => {
  const copy = structuredClone(Object.prototype);
  assert_not_equals(copy, Object.prototype);
  const newProto = { some: "proto" };
  Object.setPrototypeOf(copy, newProto);
  assert_equals(Object.getPrototypeOf(copy), newProto);
}, "Object.prototype loses its exotic-ness when cloned");

test(() => {
  for (const v of [Symbol(), () => {}, new WeakMap(), new WeakSet(), Promise.resolve(), new Proxy({}, {}), { f() {} }]) {
    assert_throws_dom("DataCloneError", () => structuredClone(v));
  }
}, "what is not serializable is a DataCloneError");

test(() => {
  const buffer = new Uint8Array([1]).buffer;
  const copy = structuredClone(buffer, { transfer: [buffer] });
  assert_equals(buffer.byteLength, 0);
  assert_equals(copy.byteLength, 1);
  assert_throws_dom("DataCloneError", () => structuredClone(buffer, { transfer: [buffer] }), "detached");
  const b = new ArrayBuffer(1);
  assert_throws_dom("DataCloneError", () => structuredClone(b, { transfer: [b, b] }), "twice");
  assert_throws_dom("DataCloneError", () => structuredClone(1, { transfer: [{}] }), "not transferable");
  assert_equals(b.byteLength, 1);
}, "the transfer option");
