// META: title=Encoding API: streaming decode
// META: global=window,worker,jsshell
"use strict";

// decode(input, {stream: true}) keeps incomplete sequences (and the
// decoder's state, such as ISO-2022-JP's mode) for the next call; the
// result must not depend on where the input is split.

// Each case: an encoding, input bytes, and the string the whole input
// decodes to (errors included).
const cases = [
  ["utf-8", [0x61, 0xC2, 0xA2, 0xE6, 0xB0, 0xB4, 0xF0, 0x9D, 0x84, 0x9E, 0x62], "a\u00A2\u6C34\uD834\uDD1Eb"],
  ["utf-8", [0xF0, 0x9D, 0x84, 0x61, 0xE6, 0xB0, 0xC2], "\uFFFDa\uFFFD\uFFFD"],
  ["utf-8", [0xED, 0xA0, 0x80, 0x61], "\uFFFD\uFFFD\uFFFDa"],
  ["utf-16le", [0x61, 0x00, 0x34, 0xD8, 0x1E, 0xDD, 0x62, 0x00], "a\uD834\uDD1Eb"],
  ["utf-16le", [0x34, 0xD8, 0x61, 0x00, 0x1E, 0xDD, 0x62], "\uFFFDa\uFFFD\uFFFD"],
  ["utf-16be", [0x00, 0x61, 0xD8, 0x34, 0xDD, 0x1E, 0x00, 0x62], "a\uD834\uDD1Eb"],
  ["gb18030", [0x61, 0x81, 0x30, 0x81, 0x30, 0xB0, 0xA1, 0x84, 0x31, 0xA4, 0x39, 0x90, 0x30, 0x81, 0x30], "a\u0080\u554A\uFFFF\uD800\uDC00"],
  // 81 30 81 61: the fourth byte is not a digit, so 30 81 61 are restored:
  // "0", then 81 61 is pointer 33 (U+4E64). 81 30 62: 30 62 are restored.
  ["gb18030", [0x81, 0x30, 0x81, 0x61, 0x81, 0x30, 0x62], "\uFFFD0\u4E64\uFFFD0b"],
  ["big5", [0x61, 0xA4, 0x40, 0x88, 0x62, 0x88, 0x64, 0x87, 0x40, 0x62], "a\u4E00\u00CA\u0304\u00CA\u030C\u43F0b"],
  ["big5", [0xA4, 0x30, 0xA4], "\uFFFD0\uFFFD"],
  ["euc-jp", [0x61, 0xA4, 0xA2, 0x8E, 0xB1, 0x8F, 0xB0, 0xA1, 0x62], "a\u3042\uFF71\u4E02b"],
  ["euc-jp", [0x8F, 0xA1, 0x61, 0xA4], "\uFFFDa\uFFFD"],
  ["iso-2022-jp", [0x61, 0x1B, 0x24, 0x42, 0x24, 0x22, 0x1B, 0x28, 0x49, 0x31, 0x1B, 0x28, 0x42, 0x62], "a\u3042\uFF71b"],
  ["iso-2022-jp", [0x1B, 0x24, 0x42, 0x24, 0x1B, 0x28, 0x42, 0x61], "\uFFFDa"],
  ["iso-2022-jp", [0x1B, 0x24, 0x61], "\uFFFD$a"],
  ["shift_jis", [0x61, 0x82, 0xA0, 0xB1, 0xF0, 0x40, 0x62], "a\u3042\uFF71\uE000b"],
  ["shift_jis", [0x82, 0x30, 0x82], "\uFFFD0\uFFFD"],
  ["euc-kr", [0x61, 0xB0, 0xA1, 0x81, 0x41, 0x62], "a\uAC00\uAC02b"],
  ["euc-kr", [0xB0, 0x30, 0xB0], "\uFFFD0\uFFFD"],
];

function format(s) {
  return Array.from(s, c => "U+" + c.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")).join(" ");
}

for (const [enc, input, expected] of cases) {
  const bytes = new Uint8Array(input);
  const label = `${enc} [${input.map(b => b.toString(16).padStart(2, "0")).join(" ")}]`;

  test(() => {
    assert_equals(format(new TextDecoder(enc).decode(bytes)), format(expected));
  }, `${label}: in one call`);

  test(() => {
    const d = new TextDecoder(enc);
    for (let i = 0; i <= bytes.length; i++) {
      for (let j = i; j <= bytes.length; j++) {
        const out = d.decode(bytes.subarray(0, i), { stream: true }) +
          d.decode(bytes.subarray(i, j), { stream: true }) +
          d.decode(bytes.subarray(j));
        assert_equals(format(out), format(expected), `split at ${i} and ${j}`);
      }
    }
  }, `${label}: split in three at every pair of offsets`);

  test(() => {
    const d = new TextDecoder(enc);
    let out = "";
    for (const b of bytes) {
      out += d.decode(new Uint8Array([b]), { stream: true });
      out += d.decode(new Uint8Array(0), { stream: true });
    }
    out += d.decode();
    assert_equals(format(out), format(expected));
  }, `${label}: one byte at a time, with empty chunks between`);
}

test(() => {
  const d = new TextDecoder("utf-8");
  assert_equals(d.decode(new Uint8Array([0xE6, 0xB0]), { stream: true }), "");
  assert_equals(d.decode(new Uint8Array([0x61])), "\uFFFDa", "the pending bytes are an error before the next byte");
  assert_equals(d.decode(new Uint8Array([0xE6, 0xB0]), { stream: true }), "");
  assert_equals(d.decode(), "\uFFFD", "decode() ends the stream: what is pending is an error");
  assert_equals(d.decode(new Uint8Array([0xB4])), "\uFFFD", "nothing is left from the previous stream");
}, "utf-8: pending bytes at the end of the stream");

test(() => {
  const d = new TextDecoder("utf-8", { fatal: true });
  assert_equals(d.decode(new Uint8Array([0xE6, 0xB0]), { stream: true }), "");
  assert_throws_js(TypeError, () => d.decode(), "an incomplete sequence at the end");
  assert_equals(d.decode(new Uint8Array([0xE6, 0xB0, 0xB4])), "\u6C34", "the decoder starts afresh after the error");
}, "fatal: an incomplete sequence at the end of the stream throws");

test(() => {
  const d = new TextDecoder("utf-8", { fatal: true });
  assert_equals(d.decode(new Uint8Array([0x61, 0xE6]), { stream: true }), "a");
  assert_throws_js(TypeError, () => d.decode(new Uint8Array([0x62]), { stream: true }));
  // The UTF-8 decoder restored 0x62 to the I/O queue before the error, and
  // the failed call had set "do not flush", so the next call does not start
  // a new stream: the queue still holds 0x62.
  assert_equals(d.decode(new Uint8Array([0x63])), "bc", "the restored byte is decoded by the next call");
  assert_equals(d.decode(new Uint8Array([0x64])), "d", "that call ended the stream");
}, "fatal: an error in the middle of a stream leaves the restored byte in the queue");

test(() => {
  const d = new TextDecoder("iso-2022-jp");
  assert_equals(d.decode(new Uint8Array([0x1B, 0x24, 0x42]), { stream: true }), "");
  assert_equals(d.decode(new Uint8Array([0x24, 0x22]), { stream: true }), "\u3042", "the mode carries over");
  assert_equals(d.decode(new Uint8Array([0x24, 0x22])), "\u3042");
  assert_equals(d.decode(new Uint8Array([0x24, 0x22])), "$\"", "a new stream starts in ASCII mode");
}, "iso-2022-jp: the decoder's mode lasts until the end of the stream");

test(() => {
  const d = new TextDecoder("iso-2022-jp");
  assert_equals(d.decode(new Uint8Array([0x1B, 0x28, 0x42, 0x1B, 0x28, 0x42, 0x61])), "\uFFFDa",
    "an escape sequence right after another is an error (output flag unset)");
  assert_equals(d.decode(new Uint8Array([0x1B, 0x28, 0x42]), { stream: true }), "");
  assert_equals(d.decode(new Uint8Array([0x1B, 0x28, 0x42, 0x61])), "\uFFFDa", "also across calls");
}, "iso-2022-jp: two escape sequences in a row");

test(() => {
  const d = new TextDecoder("gb18030");
  const input = [0x81, 0x35, 0xF4, 0x37];
  let out = "";
  for (const b of input) {
    out += d.decode(new Uint8Array([b]), { stream: true });
  }
  assert_equals(out + d.decode(), "\uE7C7", "pointer 7457 is U+E7C7");
}, "gb18030: the four-byte special case, streamed");

test(() => {
  const d = new TextDecoder("utf-16le");
  assert_equals(d.decode(new Uint8Array([0x3D, 0xD8]), { stream: true }), "");
  assert_equals(d.decode(new Uint8Array([0x3D, 0xD8]), { stream: true }), "\uFFFD",
    "a lead surrogate after a lead surrogate");
  assert_equals(d.decode(new Uint8Array([0x00, 0xDE])), "\uD83D\uDE00");
}, "utf-16le: surrogates across calls");

test(() => {
  const d = new TextDecoder("utf-8");
  const buf = new Uint8Array([0xE6, 0xB0, 0xB4]);
  assert_equals(d.decode(buf.subarray(0, 2), { stream: true }), "");
  buf[0] = buf[1] = 0x21;
  assert_equals(d.decode(buf.subarray(2)), "\u6C34", "the pending bytes were copied, not referenced");
}, "pending bytes are the decoder's own copy");
