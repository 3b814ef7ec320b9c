// META: title=Encoding API: argument conversion order
// META: global=window,worker,jsshell
"use strict";

// Web IDL converts every argument, left to right, before the method's own
// steps run; dictionary members are read once each, in lexicographic order,
// and an exception from a conversion stops everything after it.

// A recorder: objects whose conversions log what they do.
function recorder() {
  const log = [];
  return {
    log,
    string(name, value) {
      return { toString() { log.push(name + ".toString"); return value; },
               valueOf() { log.push(name + ".valueOf"); return value; } };
    },
    dict(name, members) {
      const o = {};
      for (const [k, v] of Object.entries(members)) {
        Object.defineProperty(o, k, { get() { log.push(name + "." + k); return v; }, enumerable: true });
      }
      return o;
    },
  };
}

test(() => {
  const r = recorder();
  const d = new TextDecoder(r.string("label", "utf-16be"), r.dict("options", { ignoreBOM: 1, fatal: "yes", other: 0 }));
  assert_array_equals(r.log, ["label.toString", "options.fatal", "options.ignoreBOM"]);
  assert_equals(d.encoding, "utf-16be");
  assert_true(d.fatal, "fatal is converted to boolean");
  assert_true(d.ignoreBOM, "ignoreBOM is converted to boolean");
}, "TextDecoder(label, options): label, then fatal, then ignoreBOM; other members are not read");

test(() => {
  const r = recorder();
  const err = new Error("options");
  const options = { get fatal() { r.log.push("fatal"); throw err; }, get ignoreBOM() { r.log.push("ignoreBOM"); return false; } };
  assert_throws_exactly(err, () => new TextDecoder(r.string("label", "no such encoding"), options));
  assert_array_equals(r.log, ["label.toString", "fatal"], "the bad label is seen only after the conversions");
}, "TextDecoder: a throwing options getter wins over an unknown label's RangeError");

test(() => {
  const r = recorder();
  assert_throws_js(RangeError, () => new TextDecoder(r.string("label", "bogus"), r.dict("options", { fatal: true, ignoreBOM: true })));
  assert_array_equals(r.log, ["label.toString", "options.fatal", "options.ignoreBOM"]);
}, "TextDecoder: an unknown label throws a RangeError after every conversion");

test(() => {
  const err = new Error("label");
  let read = false;
  const options = { get fatal() { read = true; return false; } };
  assert_throws_exactly(err, () => new TextDecoder({ toString() { throw err; } }, options));
  assert_false(read, "options are not read after the label threw");
}, "TextDecoder: a label whose toString throws stops the conversions");

test(() => {
  assert_throws_js(TypeError, () => new TextDecoder("utf-8", 1), "a number is not a dictionary");
  assert_throws_js(TypeError, () => new TextDecoder("utf-8", "fatal"), "a string is not a dictionary");
  assert_throws_js(TypeError, () => new TextDecoder("utf-8", true), "a boolean is not a dictionary");
  assert_throws_js(TypeError, () => new TextDecoder(Symbol("utf-8")), "a symbol cannot become a DOMString");
  assert_equals(new TextDecoder("utf-8", null).fatal, false, "null is an empty dictionary");
  assert_equals(new TextDecoder("utf-8", () => {}).fatal, false, "a function is a dictionary");
  const withProto = Object.create({ fatal: true });
  assert_true(new TextDecoder("utf-8", withProto).fatal, "members are read through the prototype chain");
}, "TextDecoder: the options argument's type");

test(() => {
  assert_equals(new TextDecoder(undefined).encoding, "utf-8", "undefined is the default label");
  assert_throws_js(RangeError, () => new TextDecoder(null), "null becomes \"null\"");
  assert_equals(new TextDecoder({ toString() { return " Latin1 "; } }).encoding, "windows-1252");
  assert_equals(new TextDecoder(["utf-16"]).encoding, "utf-16le", "an array becomes its joined string");
}, "TextDecoder: label conversion to DOMString");

test(() => {
  const r = recorder();
  const d = new TextDecoder();
  const input = new Uint8Array([0xE2, 0x82]);
  assert_equals(d.decode(input, r.dict("options", { stream: 1, fatal: true })), "");
  assert_array_equals(r.log, ["options.stream"], "only stream is read");
  assert_equals(d.decode(new Uint8Array([0xAC])), "\u20AC", "stream was converted to true");
}, "decode(input, options): only the stream member is read, and converted to boolean");

test(() => {
  const d = new TextDecoder();
  let read = false;
  const options = { get stream() { read = true; return false; } };
  for (const input of [1, "abc", {}, [0x61], null, new Uint8Array(1).buffer.constructor]) {
    read = false;
    assert_throws_js(TypeError, () => d.decode(input, options), String(input));
    assert_false(read, "options are not read after the input failed: " + String(input));
  }
}, "decode: an input that is not a BufferSource throws a TypeError before the options are read");

test(() => {
  const d = new TextDecoder();
  const err = new Error("stream");
  assert_throws_exactly(err, () => d.decode(new Uint8Array([0xE2]), { get stream() { throw err; } }));
  assert_equals(d.decode(new Uint8Array([0x61])), "a", "nothing was decoded by the failed call");
}, "decode: a throwing stream getter stops the call before any decoding");

test(() => {
  const d = new TextDecoder();
  assert_throws_js(TypeError, () => d.decode(undefined, 1), "a number is not a dictionary");
  assert_equals(d.decode(new Uint8Array([0x61]), undefined), "a");
  assert_equals(d.decode(new Uint8Array([0x61]), null), "a");
}, "decode: the options argument's type");

test(() => {
  const r = recorder();
  const enc = new TextEncoder();
  const result = enc.encodeInto(r.string("source", "hi"), new Uint8Array(4));
  assert_array_equals(r.log, ["source.toString"]);
  assert_equals(result.read, 2);
  assert_equals(result.written, 2);
}, "encodeInto: the source is converted with ToString");

test(() => {
  const r = recorder();
  const enc = new TextEncoder();
  for (const dest of [undefined, null, [0, 0], new ArrayBuffer(4), new Uint16Array(2), new Int8Array(4),
                      new Uint8ClampedArray(4), new DataView(new ArrayBuffer(4)), {}]) {
    r.log.length = 0;
    assert_throws_js(TypeError, () => enc.encodeInto(r.string("source", "a"), dest), String(dest));
    assert_array_equals(r.log, ["source.toString"], "the source is converted before the destination is checked");
  }
}, "encodeInto: the source is converted before a destination that is not a Uint8Array throws");

test(() => {
  const enc = new TextEncoder();
  assert_throws_js(TypeError, () => enc.encodeInto(), "no arguments");
  assert_throws_js(TypeError, () => enc.encodeInto("a"), "one argument");
  const err = new Error("source");
  assert_throws_exactly(err, () => enc.encodeInto({ toString() { throw err; } }, "not a Uint8Array"));
  assert_throws_js(TypeError, () => enc.encodeInto(Symbol(), new Uint8Array(1)), "a symbol is not a string");
}, "encodeInto: both arguments are required; the source's exception comes first");

test(() => {
  const enc = new TextEncoder();
  const r = recorder();
  assert_array_equals(enc.encode(r.string("input", "ok")), [0x6F, 0x6B]);
  assert_array_equals(r.log, ["input.toString"]);
  assert_array_equals(enc.encode(12), [0x31, 0x32], "a number");
  assert_array_equals(enc.encode(true), [0x74, 0x72, 0x75, 0x65], "a boolean");
  assert_throws_js(TypeError, () => enc.encode(Symbol()), "a symbol");
  assert_throws_js(TypeError, () => enc.encode(Object.create(null)), "no toString or valueOf");
}, "encode: the input is converted with ToString");

test(() => {
  const enc = new TextEncoder();
  let calls = 0;
  const extra = { toString() { calls++; return ""; } };
  enc.encode("a", extra);
  new TextEncoder(extra);
  new TextDecoder("utf-8", {}, extra);
  new TextDecoder().decode(new Uint8Array(0), {}, extra);
  enc.encodeInto("a", new Uint8Array(1), extra);
  assert_equals(calls, 0);
}, "extra arguments are ignored, not converted");
