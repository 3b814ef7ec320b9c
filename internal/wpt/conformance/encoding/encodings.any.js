// META: title=Encoding API: every encoding through TextDecoder
// META: global=window,worker,jsshell
// META: script=resources/index-data.js
"use strict";

// Every label of encodings.json resolves to its encoding; bytes decode as
// the standard's index files say (resources/index-data.js is generated from
// them by internal/wpt/conformance/gen); and each encoding's own rules
// (ASCII bytes, errors, restored bytes) hold.

function hex(bytes) {
  return Array.from(bytes, b => b.toString(16).toUpperCase().padStart(2, "0")).join(" ");
}
function codePoints(s) {
  return Array.from(s, c => "U+" + c.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")).join(" ");
}
function decodes(label, bytes, expected, description) {
  const actual = new TextDecoder(label).decode(new Uint8Array(bytes));
  assert_equals(codePoints(actual), codePoints(expected), description || hex(bytes));
}

// TextDecoder's encoding attribute is the name, lowercased.
for (const { name, labels } of encodingLabels) {
  test(() => {
    for (const label of labels) {
      if (name === "replacement") {
        assert_throws_js(RangeError, () => new TextDecoder(label), label);
        continue;
      }
      for (const variant of [label, label.toUpperCase(), " \t\n\f\r" + label + "\r\f\n\t "]) {
        assert_equals(new TextDecoder(variant).encoding, name.toLowerCase(), JSON.stringify(variant));
      }
    }
  }, `${name}: every label resolves, in any ASCII case, with ASCII whitespace around it`);
}

test(() => {
  for (const label of ["\vutf-8", "utf-8\v", "\u00A0utf-8", "utf-8\u00A0", "utf-8\u0000", "\u212Aoi8-r",
                       "utf\u20108", "utf-16\u0000", "unicode-1-1-utf-7", "utf-32", "x-user-defined2", ""]) {
    assert_throws_js(RangeError, () => new TextDecoder(label), JSON.stringify(label));
  }
}, "labels are matched exactly after ASCII whitespace trimming and ASCII lowercasing");

test(() => {
  assert_throws_js(RangeError, () => new TextDecoder("replacement"));
  assert_throws_js(RangeError, () => new TextDecoder("iso-2022-kr", { fatal: true }));
}, "the replacement encoding is not available to TextDecoder");

// Single-byte encodings: all 256 bytes.
const ascii = Array.from({ length: 128 }, (_, i) => String.fromCharCode(i)).join("");
const allBytes = Array.from({ length: 256 }, (_, i) => i);
for (const name of Object.keys(singleByteIndexes)) {
  test(() => {
    decodes(name, allBytes, ascii + singleByteIndexes[name], name + " 0x00-0xFF");
  }, `${name}: bytes 0x00-0xFF decode through the index`);

  test(() => {
    const d = new TextDecoder(name, { fatal: true });
    for (let i = 0; i < 128; i++) {
      const byte = new Uint8Array([0x80 + i]);
      if (singleByteIndexes[name][i] === "\uFFFD") {
        assert_throws_js(TypeError, () => d.decode(byte), "0x" + (0x80 + i).toString(16));
      } else {
        assert_equals(d.decode(byte), singleByteIndexes[name][i]);
      }
    }
  }, `${name}: fatal mode throws exactly on the bytes the index lacks`);
}

// Multi-byte encodings: samples over each index.
const byEncoding = new Map();
for (const s of multiByteSamples) {
  if (!byEncoding.has(s.encoding)) byEncoding.set(s.encoding, []);
  byEncoding.get(s.encoding).push(s);
}
for (const [name, samples] of byEncoding) {
  test(() => {
    for (const s of samples) {
      decodes(name, s.bytes, String.fromCodePoint(...s.codePoints), `index ${s.index} pointer ${s.pointer}: ${hex(s.bytes)}`);
    }
  }, `${name}: samples of its index decode to the index's code points`);

  test(() => {
    // In ISO-2022-JP the "A" needs ESC ( B first, to leave JIS X 0208 mode.
    const prefix = name === "ISO-2022-JP" ? [0x1B, 0x28, 0x42, 0x41] : [0x41];
    const bytes = [].concat(...samples.map(s => prefix.concat(s.bytes)));
    const expected = samples.map(s => "A" + String.fromCodePoint(...s.codePoints)).join("");
    decodes(name, bytes, expected, "all samples in one input");
  }, `${name}: the samples in one input, each after an ASCII byte`);
}

// ASCII bytes are ASCII in every encoding but UTF-16 and ISO-2022-JP's
// escapes; 0x80 has an encoding-specific meaning.
test(() => {
  const bytes = Array.from({ length: 128 }, (_, i) => i).filter(b => b !== 0x0E && b !== 0x0F && b !== 0x1B);
  const expected = String.fromCharCode(...bytes);
  for (const { name } of encodingLabels) {
    if (["replacement", "UTF-16BE", "UTF-16LE"].includes(name)) continue;
    decodes(name, bytes, expected, name);
  }
}, "every ASCII-compatible encoding decodes ASCII bytes as ASCII");

test(() => {
  decodes("iso-2022-jp", [0x0E, 0x0F], "\uFFFD\uFFFD");
  decodes("shift_jis", [0x0E, 0x0F, 0x1B], "\u000E\u000F\u001B");
}, "0x0E, 0x0F and 0x1B: errors in ISO-2022-JP only");

test(() => {
  decodes("gbk", [0x80], "\u20AC", "GBK 0x80 is U+20AC");
  decodes("gb18030", [0x80], "\u20AC");
  decodes("gb18030", [0xFF], "\uFFFD");
  decodes("big5", [0x80], "\uFFFD");
  decodes("euc-kr", [0x80], "\uFFFD");
  decodes("euc-jp", [0x80], "\uFFFD");
  decodes("shift_jis", [0x80], "\u0080", "Shift_JIS 0x80 is U+0080");
  decodes("shift_jis", [0xA0, 0xFD, 0xFE, 0xFF], "\uFFFD\uFFFD\uFFFD\uFFFD");
}, "single bytes 0x80 and above in the multi-byte encodings");

test(() => {
  decodes("gb18030", [0x81, 0x35, 0xF4, 0x37], "\uE7C7", "pointer 7457");
  decodes("gb18030", [0x84, 0x31, 0xA5, 0x30], "\uFFFD", "pointer 39420: after the BMP ranges");
  decodes("gb18030", [0x8F, 0x39, 0xFE, 0x39], "\uFFFD", "pointer 188999: before U+10000");
  decodes("gb18030", [0xE3, 0x32, 0x9A, 0x36], "\uFFFD", "pointer 1237576: after U+10FFFF");
  decodes("gb18030", [0xFE, 0x39, 0xFE, 0x39], "\uFFFD", "the last four-byte sequence");
  decodes("gb18030", [0x81, 0x30, 0x81], "\uFFFD", "truncated four-byte sequence at the end");
  decodes("gb18030", [0x81, 0x7F], "\uFFFD\u007F", "0x7F is not a trail byte; ASCII is restored");
  decodes("gb18030", [0x81, 0xFF], "\uFFFD", "0xFF is not a trail byte and is not restored");
  decodes("gb18030", [0xA6, 0xD9, 0xFE, 0x51], "\uFE10\uE816", "pointers 7182 and 23767 as the index has them");
}, "gb18030: four-byte ranges, errors and restored bytes");

test(() => {
  decodes("big5", [0x88, 0x62, 0x88, 0x64, 0x88, 0xA3, 0x88, 0xA5],
    "\u00CA\u0304\u00CA\u030C\u00EA\u0304\u00EA\u030C", "pointers 1133, 1135, 1164, 1166 give two code points");
  decodes("big5", [0xA1, 0x30], "\uFFFD0", "an ASCII trail byte is restored");
  decodes("big5", [0xA1, 0x80], "\uFFFD", "a non-ASCII bad trail byte is consumed");
  decodes("big5", [0xFE, 0xFE, 0x61], "\u79D4a", "the last pointer");
  decodes("big5", [0x80, 0xFF], "\uFFFD\uFFFD", "0x80 and 0xFF are not lead bytes");
  decodes("big5", [0xA4], "\uFFFD", "a lead byte at the end");
}, "big5: special pointers and errors");

test(() => {
  decodes("euc-jp", [0x8E, 0xE0], "\uFFFD", "0x8E with a trail beyond 0xDF");
  decodes("euc-jp", [0x8E, 0x30], "\uFFFD0", "0x8E with an ASCII trail");
  decodes("euc-jp", [0x8F, 0x30], "\uFFFD0", "0x8F with an ASCII byte");
  decodes("euc-jp", [0xA1, 0xA1], "\u3000");
  decodes("euc-jp", [0xFE, 0xFE], "\uFFFD", "jis0208 has no pointer 8835");
  decodes("euc-jp", [0x8F, 0xA2, 0xAF], "\u02D8", "jis0212 pointer 108");
  decodes("euc-jp", [0x5C, 0x7E], "\\~", "0x5C and 0x7E are ASCII");
}, "euc-jp: katakana, JIS X 0212 and errors");

test(() => {
  decodes("iso-2022-jp", [0x1B, 0x28, 0x4A, 0x5C, 0x7E, 0x61], "\u00A5\u203Ea", "Roman");
  decodes("iso-2022-jp", [0x1B, 0x28, 0x49, 0x21, 0x5F, 0x60], "\uFF61\uFF9F\uFFFD", "katakana");
  decodes("iso-2022-jp", [0x1B, 0x24, 0x40, 0x30, 0x21], "\u4E9C", "ESC $ @ is JIS X 0208 too");
  decodes("iso-2022-jp", [0x1B, 0x24, 0x42, 0x30], "\uFFFD", "a lead byte at the end");
  decodes("iso-2022-jp", [0x1B, 0x24, 0x42, 0x0A], "\uFFFD", "a newline in JIS X 0208 mode is an error");
  decodes("iso-2022-jp", [0x1B, 0x24, 0x42, 0x7F], "\uFFFD");
  decodes("iso-2022-jp", [0x1B], "\uFFFD", "a lone escape at the end");
  decodes("iso-2022-jp", [0x1B, 0x24], "\uFFFD$", "an escape start, then $ restored at the end");
  decodes("iso-2022-jp", [0x1B, 0x28, 0x49, 0x1B, 0x29], "\uFFFD\uFF69", "an unknown escape: 0x29 is restored and read in katakana mode");
  decodes("iso-2022-jp", [0x80, 0xFF], "\uFFFD\uFFFD");
}, "iso-2022-jp: modes, escapes and errors");

test(() => {
  decodes("shift_jis", [0xF0, 0x40, 0xF9, 0xFC], "\uE000\uE757", "the EUDC range: pointers 8836 to 10715 are U+E000 to U+E757");
  decodes("shift_jis", [0x81, 0x7F], "\uFFFD\u007F", "0x7F is not a trail byte; ASCII restored");
  decodes("shift_jis", [0x81, 0xFD], "\uFFFD", "0xFD is not a trail byte and is not restored");
  decodes("shift_jis", [0xA1, 0xDF], "\uFF61\uFF9F", "half-width katakana");
  decodes("shift_jis", [0x5C, 0x7E], "\\~", "0x5C and 0x7E are ASCII");
  decodes("shift_jis", [0x82], "\uFFFD", "a lead byte at the end");
}, "shift_jis: EUDC, katakana and errors");

test(() => {
  decodes("euc-kr", [0xFE, 0xFE], "\uFFFD", "pointer 23939 is not in the index");
  decodes("euc-kr", [0xFD, 0xFE], "\u8A70", "the last index pointer");
  decodes("euc-kr", [0x81, 0x30], "\uFFFD0", "an ASCII trail byte is restored");
  decodes("euc-kr", [0x81, 0x40], "\uFFFD@", "0x40 is below the trail bytes, and ASCII");
  decodes("euc-kr", [0xC9, 0xA1], "\uFFFD", "the user-defined row has no code points");
}, "euc-kr: errors");

test(() => {
  decodes("utf-16le", [0x00, 0xD8, 0x00, 0xDC, 0x00, 0xDC, 0x00, 0xD8], "\uD800\uDC00\uFFFD\uFFFD");
  decodes("utf-16be", [0xD8, 0x00, 0xDC, 0x00, 0xDC, 0x00, 0xD8, 0x00], "\uD800\uDC00\uFFFD\uFFFD");
  decodes("utf-16le", [0x61], "\uFFFD", "an odd byte at the end");
  decodes("utf-16le", [0x00, 0xD8], "\uFFFD", "a lead surrogate at the end");
  decodes("utf-16le", [0x00, 0xD8, 0x61], "\uFFFD", "a lead surrogate and an odd byte at the end: one error");
  decodes("utf-16le", [0xFE, 0xFF], "\uFFFE", "U+FFFE is not a BOM here");
}, "utf-16: surrogates and odd lengths");

test(() => {
  const bytes = Array.from({ length: 256 }, (_, i) => i);
  const expected = Array.from({ length: 256 }, (_, i) => String.fromCharCode(i < 0x80 ? i : 0xF780 + i - 0x80)).join("");
  decodes("x-user-defined", bytes, expected);
  assert_equals(new TextDecoder("x-user-defined", { fatal: true }).decode(new Uint8Array([0xFF])), "\uF7FF", "no errors");
}, "x-user-defined: 0x80-0xFF are U+F780-U+F7FF");

test(() => {
  decodes("utf-8", [0xC0, 0x80, 0xC1, 0xBF], "\uFFFD\uFFFD\uFFFD\uFFFD", "overlong two-byte forms");
  decodes("utf-8", [0xE0, 0x80, 0x80], "\uFFFD\uFFFD\uFFFD", "an overlong three-byte form");
  decodes("utf-8", [0xED, 0xA0, 0x80], "\uFFFD\uFFFD\uFFFD", "an encoded surrogate");
  decodes("utf-8", [0xF4, 0x90, 0x80, 0x80], "\uFFFD\uFFFD\uFFFD\uFFFD", "above U+10FFFF");
  decodes("utf-8", [0xF5, 0xF8, 0xFC, 0xFE, 0xFF], "\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD", "bytes that never start a sequence");
  decodes("utf-8", [0xF0, 0x90, 0x80], "\uFFFD", "a truncated sequence at the end is one error");
  decodes("utf-8", [0xE1, 0x80, 0xE1, 0x80, 0x80], "\uFFFD\u1000", "a truncated sequence before another");
  decodes("utf-8", [0xEF, 0xBF, 0xBF, 0xF4, 0x8F, 0xBF, 0xBF], "\uFFFF" + String.fromCodePoint(0x10FFFF), "the largest code points");
}, "utf-8: errors follow the standard's maximal subparts");
