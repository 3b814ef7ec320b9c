// META: title=Encoding API: Web IDL bindings of TextDecoder and TextEncoder
// META: global=window,worker,jsshell
"use strict";

// What Web IDL's ECMAScript binding makes of the standard's IDL, checked
// property by property (idlharness.any.js checks the same from the IDL
// text; this file says each rule in plain words).

function desc(o, k) {
  return Object.getOwnPropertyDescriptor(o, k);
}

const interfaces = [
  { name: "TextDecoder", ctor: () => TextDecoder, make: () => new TextDecoder() },
  { name: "TextEncoder", ctor: () => TextEncoder, make: () => new TextEncoder() },
];

for (const i of interfaces) {
  test(() => {
    const d = desc(self, i.name);
    assert_equals(typeof d.value, "function");
    assert_true(d.writable, "writable");
    assert_false(d.enumerable, "enumerable");
    assert_true(d.configurable, "configurable");
  }, `${i.name}: the global property is writable, not enumerable, configurable`);

  test(() => {
    const C = i.ctor();
    assert_equals(Object.getPrototypeOf(C), Function.prototype);
    for (const [key, value] of [["name", i.name], ["length", 0]]) {
      const d = desc(C, key);
      assert_equals(d.value, value, key);
      assert_false(d.writable, key + " writable");
      assert_false(d.enumerable, key + " enumerable");
      assert_true(d.configurable, key + " configurable");
    }
  }, `${i.name}: the interface object's name and length`);

  test(() => {
    const C = i.ctor();
    const d = desc(C, "prototype");
    assert_equals(typeof d.value, "object");
    assert_false(d.writable, "writable");
    assert_false(d.enumerable, "enumerable");
    assert_false(d.configurable, "configurable");
    assert_equals(Object.getPrototypeOf(d.value), Object.prototype);
    const c = desc(d.value, "constructor");
    assert_equals(c.value, C);
    assert_true(c.writable, "constructor writable");
    assert_false(c.enumerable, "constructor enumerable");
    assert_true(c.configurable, "constructor configurable");
  }, `${i.name}: the interface prototype object`);

  test(() => {
    const C = i.ctor();
    const d = desc(C.prototype, Symbol.toStringTag);
    assert_equals(d.value, i.name);
    assert_false(d.writable, "writable");
    assert_false(d.enumerable, "enumerable");
    assert_true(d.configurable, "configurable");
    assert_equals(Object.prototype.toString.call(C.prototype), `[object ${i.name}]`);
    assert_equals(Object.prototype.toString.call(i.make()), `[object ${i.name}]`);
    assert_equals(String(i.make()), `[object ${i.name}]`);
  }, `${i.name}: @@toStringTag`);

  test(() => {
    assert_throws_js(TypeError, () => i.ctor()(), "called as a function");
    assert_throws_js(TypeError, () => i.ctor().call(i.make()), "called on an instance");
    assert_throws_js(TypeError, () => Reflect.apply(i.ctor(), undefined, []), "Reflect.apply");
  }, `${i.name}: the constructor throws a TypeError without new`);

  test(() => {
    const o = i.make();
    assert_equals(Object.getPrototypeOf(o), i.ctor().prototype);
    assert_array_equals(Reflect.ownKeys(o), [], "no own properties");
    assert_true(Object.isExtensible(o), "extensible");
    assert_not_equals(i.make(), o, "each call makes a new object");
  }, `${i.name}: instances`);

  test(() => {
    class Sub extends i.ctor() {
      constructor() {
        super();
        this.extra = 1;
      }
      get sub() { return true; }
    }
    const s = new Sub();
    assert_true(s instanceof Sub);
    assert_true(s instanceof i.ctor());
    assert_equals(Object.getPrototypeOf(s), Sub.prototype);
    assert_equals(s.encoding, "utf-8", "the inherited getter works on the subclass instance");
    assert_true(s.sub);
    assert_equals(s.extra, 1);
  }, `${i.name}: subclassing (new.target's prototype)`);

  test(() => {
    function F() {}
    F.prototype = Object.create(Array.prototype);
    const o = Reflect.construct(i.ctor(), [], F);
    assert_equals(Object.getPrototypeOf(o), F.prototype, "prototype from new.target");
    assert_equals(desc(i.ctor().prototype, "encoding").get.call(o), "utf-8", "still a platform object");

    const G = function () {}.bind();
    Object.defineProperty(G, "prototype", { value: 42 });
    const p = Reflect.construct(i.ctor(), [], G);
    assert_equals(Object.getPrototypeOf(p), i.ctor().prototype,
      "a new.target whose prototype is not an object gives the interface's prototype");
  }, `${i.name}: Reflect.construct with another new.target`);
}

// Attributes: accessor properties on the prototype, enumerable and
// configurable, with a getter named "get <name>" of length 0, no setter,
// and a brand check.
const attributes = [
  ["TextDecoder", "encoding", () => new TextDecoder(), "utf-8"],
  ["TextDecoder", "fatal", () => new TextDecoder(), false],
  ["TextDecoder", "ignoreBOM", () => new TextDecoder(), false],
  ["TextEncoder", "encoding", () => new TextEncoder(), "utf-8"],
];

for (const [iface, name, make, value] of attributes) {
  test(() => {
    const proto = self[iface].prototype;
    const d = desc(proto, name);
    assert_equals(typeof d.get, "function", "getter");
    assert_equals(d.set, undefined, "no setter");
    assert_true(d.enumerable, "enumerable");
    assert_true(d.configurable, "configurable");
    assert_equals(d.get.name, "get " + name);
    assert_equals(d.get.length, 0);
    assert_equals(d.get.call(make()), value);
    assert_false("prototype" in d.get, "a getter is not a constructor");
    assert_throws_js(TypeError, () => new d.get());
  }, `${iface}.prototype.${name}: accessor property`);

  test(() => {
    const get = desc(self[iface].prototype, name).get;
    for (const thisValue of [undefined, null, 1, "utf-8", {}, self[iface].prototype,
                             Object.create(self[iface].prototype), iface === "TextDecoder" ? new TextEncoder() : new TextDecoder()]) {
      assert_throws_js(TypeError, () => get.call(thisValue), String(thisValue));
    }
    assert_throws_js(TypeError, () => self[iface].prototype[name], "read on the prototype");
  }, `${iface}.prototype.${name}: brand check`);

  test(() => {
    "use strict";
    const o = make();
    assert_throws_js(TypeError, () => { o[name] = "x"; }, "assignment in strict code");
    assert_equals(o[name], value);
  }, `${iface}.prototype.${name}: read-only`);
}

// Operations: enumerable, writable, configurable methods with the
// standard's lengths (optional arguments do not count).
const operations = [
  ["TextDecoder", "decode", 0, () => new TextDecoder(), [new Uint8Array([0x61])], "a"],
  ["TextEncoder", "encode", 0, () => new TextEncoder(), ["a"], null],
  ["TextEncoder", "encodeInto", 2, () => new TextEncoder(), ["a", new Uint8Array(4)], null],
];

for (const [iface, name, length, make, args] of operations) {
  test(() => {
    const d = desc(self[iface].prototype, name);
    assert_equals(typeof d.value, "function");
    assert_true(d.writable, "writable");
    assert_true(d.enumerable, "enumerable");
    assert_true(d.configurable, "configurable");
    assert_equals(d.value.name, name);
    assert_equals(d.value.length, length);
    assert_false("prototype" in d.value, "an operation is not a constructor");
    assert_throws_js(TypeError, () => new d.value());
    const nd = desc(d.value, "name");
    assert_false(nd.writable); assert_false(nd.enumerable); assert_true(nd.configurable);
    const ld = desc(d.value, "length");
    assert_false(ld.writable); assert_false(ld.enumerable); assert_true(ld.configurable);
  }, `${iface}.prototype.${name}: method property, name and length ${length}`);

  test(() => {
    const f = self[iface].prototype[name];
    for (const thisValue of [undefined, null, 0, "", {}, self[iface].prototype,
                             Object.create(self[iface].prototype), iface === "TextDecoder" ? new TextEncoder() : new TextDecoder()]) {
      assert_throws_js(TypeError, () => f.apply(thisValue, args), String(thisValue));
    }
    f.apply(make(), args);
  }, `${iface}.prototype.${name}: brand check`);
}

test(() => {
  const names = Object.getOwnPropertyNames(TextDecoder.prototype).sort();
  assert_array_equals(names, ["constructor", "decode", "encoding", "fatal", "ignoreBOM"]);
  assert_array_equals(Object.getOwnPropertySymbols(TextDecoder.prototype), [Symbol.toStringTag]);
  const enames = Object.getOwnPropertyNames(TextEncoder.prototype).sort();
  assert_array_equals(enames, ["constructor", "encode", "encodeInto", "encoding"]);
  assert_array_equals(Object.getOwnPropertySymbols(TextEncoder.prototype), [Symbol.toStringTag]);
}, "the prototypes have exactly the standard's members");

test(() => {
  for (const C of [TextDecoder, TextEncoder]) {
    assert_array_equals(Object.getOwnPropertyNames(C).sort(), ["length", "name", "prototype"], C.name);
  }
}, "the interface objects have no static members");

test(() => {
  const r = new TextEncoder().encodeInto("a", new Uint8Array(1));
  assert_equals(Object.getPrototypeOf(r), Object.prototype, "a plain object");
  assert_array_equals(Object.keys(r), ["read", "written"], "members in order");
  for (const k of ["read", "written"]) {
    const d = desc(r, k);
    assert_true(d.writable && d.enumerable && d.configurable, k);
    assert_equals(typeof d.value, "number", k);
  }
}, "TextEncoderEncodeIntoResult is a fresh ordinary object with read and written");

test(() => {
  const enc = new TextEncoder();
  const a = enc.encode("x");
  const b = enc.encode("x");
  assert_not_equals(a, b, "[NewObject]");
  assert_not_equals(a.buffer, b.buffer);
  assert_equals(Object.getPrototypeOf(a), Uint8Array.prototype);
  assert_equals(a.byteOffset, 0);
  assert_equals(a.buffer.byteLength, a.length, "the buffer holds exactly the bytes");
}, "encode returns a new Uint8Array over its own ArrayBuffer");

test(() => {
  const d = new TextDecoder();
  assert_equals(d.decode(), "", "no argument");
  assert_equals(d.decode(undefined), "", "undefined");
  assert_equals(d.decode(undefined, undefined), "", "undefined, undefined");
  assert_equals(d.decode(undefined, null), "", "null options are an empty dictionary");
  assert_equals(new TextEncoder().encode().length, 0, "encode()");
  assert_equals(new TextEncoder().encode(undefined).length, 0, "encode(undefined) is the default");
  assert_array_equals(new TextEncoder().encode(null), [0x6E, 0x75, 0x6C, 0x6C], "encode(null) is \"null\"");
}, "optional arguments and their defaults");
