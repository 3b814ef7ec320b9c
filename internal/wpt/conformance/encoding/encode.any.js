// META: title=Encoding API: TextEncoder's encode and encodeInto
// META: global=window,worker,jsshell
"use strict";

// encode converts its argument to a USVString (lone surrogates become
// U+FFFD) and returns its UTF-8 bytes. encodeInto writes as many whole
// characters as fit into the destination and reports how many UTF-16 code
// units it read and bytes it wrote.

test(() => {
  const enc = new TextEncoder();
  const cases = [
    ["", []],
    ["a", [0x61]],
    ["\u00A2", [0xC2, 0xA2]],
    ["\u20AC", [0xE2, 0x82, 0xAC]],
    ["\uD834\uDD1E", [0xF0, 0x9D, 0x84, 0x9E]],
    ["\u0000", [0x00]],
    ["\u007F\u0080\u07FF\u0800\uFFFF", [0x7F, 0xC2, 0x80, 0xDF, 0xBF, 0xE0, 0xA0, 0x80, 0xEF, 0xBF, 0xBF]],
    ["\uDBFF\uDFFF", [0xF4, 0x8F, 0xBF, 0xBF]],
    ["\uD800", [0xEF, 0xBF, 0xBD]],
    ["\uDC00", [0xEF, 0xBF, 0xBD]],
    ["\uDC00\uD800", [0xEF, 0xBF, 0xBD, 0xEF, 0xBF, 0xBD]],
    ["a\uD800b", [0x61, 0xEF, 0xBF, 0xBD, 0x62]],
    ["\uD800\uD800\uDC00", [0xEF, 0xBF, 0xBD, 0xF0, 0x90, 0x80, 0x80]],
    ["\uFEFF", [0xEF, 0xBB, 0xBF]],
  ];
  for (const [input, bytes] of cases) {
    assert_array_equals(enc.encode(input), bytes, JSON.stringify(input));
  }
}, "encode: UTF-8, with lone surrogates replaced by U+FFFD");

test(() => {
  const enc = new TextEncoder();
  const dec = new TextDecoder();
  let s = "";
  for (let cp = 0; cp <= 0x10FFFF; cp += cp < 0x800 ? 1 : 97) {
    if (cp >= 0xD800 && cp <= 0xDFFF) continue;
    s += String.fromCodePoint(cp);
  }
  assert_equals(dec.decode(enc.encode(s)), s);
}, "encode then decode gives back every scalar value (a sample above U+0800)");

test(() => {
  const enc = new TextEncoder();
  const dest = new Uint8Array(8).fill(0xCC);
  const r = enc.encodeInto("ab\u00A2", dest);
  assert_equals(r.read, 3);
  assert_equals(r.written, 4);
  assert_array_equals(dest, [0x61, 0x62, 0xC2, 0xA2, 0xCC, 0xCC, 0xCC, 0xCC], "bytes after those written are untouched");
}, "encodeInto: read counts UTF-16 code units, written counts bytes");

// Each case: source, destination length, read, written, the bytes written.
const fits = [
  ["\u20AC", 0, 0, 0, []],
  ["\u20AC", 1, 0, 0, []],
  ["\u20AC", 2, 0, 0, []],
  ["\u20AC", 3, 1, 3, [0xE2, 0x82, 0xAC]],
  ["a\u20AC", 3, 1, 1, [0x61]],
  ["\uD834\uDD1E", 3, 0, 0, []],
  ["\uD834\uDD1E", 4, 2, 4, [0xF0, 0x9D, 0x84, 0x9E]],
  ["a\uD834\uDD1Eb", 5, 3, 5, [0x61, 0xF0, 0x9D, 0x84, 0x9E]],
  ["\uD800", 2, 0, 0, []],
  ["\uD800", 3, 1, 3, [0xEF, 0xBF, 0xBD]],
  ["\uD800a", 4, 2, 4, [0xEF, 0xBF, 0xBD, 0x61]],
  ["\uDC00\uD800", 3, 1, 3, [0xEF, 0xBF, 0xBD]],
  ["\uD800\uDC00", 3, 0, 0, [], "a pair does not become two U+FFFD to fit"],
  ["\u00A2\u00A2", 3, 1, 2, [0xC2, 0xA2]],
  ["", 0, 0, 0, []],
  ["abc", 0, 0, 0, []],
];

for (const [source, length, read, written, bytes, note] of fits) {
  test(() => {
    const buf = new Uint8Array(length + 2).fill(0xEE);
    const dest = buf.subarray(1, 1 + length);
    const r = new TextEncoder().encodeInto(source, dest);
    assert_equals(r.read, read, "read");
    assert_equals(r.written, written, "written");
    assert_array_equals(buf.subarray(1, 1 + written), bytes, "bytes");
    assert_equals(buf[0], 0xEE, "the byte before the view is untouched");
    for (let i = 1 + written; i < buf.length; i++) {
      assert_equals(buf[i], 0xEE, "byte " + i + " after those written is untouched");
    }
  }, `encodeInto(${JSON.stringify(source)}, Uint8Array(${length}))` + (note ? `: ${note}` : ""));
}

test(() => {
  const enc = new TextEncoder();
  const buffer = new ArrayBuffer(10);
  const view = new Uint8Array(buffer, 3, 4);
  const r = enc.encodeInto("\u00A2\u00A2\u00A2", view);
  assert_equals(r.written, 4);
  assert_array_equals(new Uint8Array(buffer), [0, 0, 0, 0xC2, 0xA2, 0xC2, 0xA2, 0, 0, 0]);
}, "encodeInto writes into a view's own window of its buffer");

test(() => {
  const enc = new TextEncoder();
  const big = "\u00E9".repeat(50000);
  const dest = new Uint8Array(70001);
  const r = enc.encodeInto(big, dest);
  assert_equals(r.read, 35000);
  assert_equals(r.written, 70000);
  assert_equals(dest[70000], 0, "the odd last byte is not half a character");
}, "encodeInto: a long input into a destination of odd length");

test(() => {
  const enc = new TextEncoder();
  const r = enc.encodeInto("abc", new Uint8Array(new ArrayBuffer(0)));
  assert_equals(r.read, 0);
  assert_equals(r.written, 0);
}, "encodeInto: an empty destination");

test(() => {
  const enc = new TextEncoder();
  const dest = new Uint8Array(16);
  const r = enc.encodeInto({ toString() { return "x\uD800"; } }, dest);
  assert_equals(r.read, 2);
  assert_equals(r.written, 4);
  assert_array_equals(dest.subarray(0, 4), [0x78, 0xEF, 0xBF, 0xBD]);
}, "encodeInto: the source is converted to a string first");

test(() => {
  class MyArray extends Uint8Array {}
  const dest = new MyArray(3);
  const r = new TextEncoder().encodeInto("abc", dest);
  assert_equals(r.written, 3);
  assert_array_equals(dest, [0x61, 0x62, 0x63]);
}, "encodeInto: a subclass of Uint8Array is a Uint8Array");

test(() => {
  const enc = new TextEncoder();
  assert_equals(enc.encoding, "utf-8");
  assert_equals(new TextEncoder("utf-16").encoding, "utf-8", "the constructor takes no label");
}, "TextEncoder is always UTF-8");
