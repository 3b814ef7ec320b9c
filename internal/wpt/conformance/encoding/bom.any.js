// META: title=Encoding API: byte order marks
// META: global=window,worker,jsshell
"use strict";

// TextDecoder's decode removes one byte order mark at the start of a
// stream, and only the BOM of the decoder's own encoding (UTF-8, UTF-16LE or
// UTF-16BE), unless ignoreBOM is set. Unlike the standard's "decode" hook it
// never switches encodings on a BOM.

const BOMS = {
  "utf-8": [0xEF, 0xBB, 0xBF],
  "utf-16le": [0xFF, 0xFE],
  "utf-16be": [0xFE, 0xFF],
};
const TEXT = {
  "utf-8": [0x7A, 0xC2, 0xA2, 0xE6, 0xB0, 0xB4, 0xF0, 0x9D, 0x84, 0x9E],
  "utf-16le": [0x7A, 0x00, 0xA2, 0x00, 0x34, 0x6C, 0x34, 0xD8, 0x1E, 0xDD],
  "utf-16be": [0x00, 0x7A, 0x00, 0xA2, 0x6C, 0x34, 0xD8, 0x34, 0xDD, 0x1E],
};
const STRING = "z\u00A2\u6C34\uD834\uDD1E";

function bytes(...parts) {
  return new Uint8Array([].concat(...parts));
}

for (const enc of Object.keys(BOMS)) {
  test(() => {
    assert_equals(new TextDecoder(enc).decode(bytes(BOMS[enc], TEXT[enc])), STRING);
  }, `${enc}: a leading BOM is removed`);

  test(() => {
    assert_equals(new TextDecoder(enc, { ignoreBOM: true }).decode(bytes(BOMS[enc], TEXT[enc])), "\uFEFF" + STRING);
  }, `${enc}: with ignoreBOM the BOM is kept as U+FEFF`);

  test(() => {
    assert_equals(new TextDecoder(enc).decode(bytes(BOMS[enc], BOMS[enc], TEXT[enc])), "\uFEFF" + STRING);
  }, `${enc}: only the first of two BOMs is removed`);

  test(() => {
    assert_equals(new TextDecoder(enc).decode(bytes(TEXT[enc], BOMS[enc])), STRING + "\uFEFF");
  }, `${enc}: a BOM after the start is U+FEFF`);

  test(() => {
    assert_equals(new TextDecoder(enc).decode(bytes(BOMS[enc])), "", "the BOM alone");
    assert_equals(new TextDecoder(enc, { ignoreBOM: true }).decode(bytes(BOMS[enc])), "\uFEFF");
  }, `${enc}: a BOM alone`);

  test(() => {
    const d = new TextDecoder(enc);
    const all = bytes(BOMS[enc], TEXT[enc]);
    for (let split = 0; split <= all.length; split++) {
      const out = d.decode(all.subarray(0, split), { stream: true }) + d.decode(all.subarray(split));
      assert_equals(out, STRING, "split at " + split);
    }
  }, `${enc}: a streamed BOM is removed wherever the input is split`);

  test(() => {
    const d = new TextDecoder(enc);
    const all = bytes(BOMS[enc], TEXT[enc]);
    let out = "";
    for (const b of all) {
      out += d.decode(new Uint8Array([b]), { stream: true });
    }
    out += d.decode();
    assert_equals(out, STRING);
  }, `${enc}: a BOM streamed one byte at a time`);

  test(() => {
    const d = new TextDecoder(enc);
    assert_equals(d.decode(bytes(BOMS[enc], TEXT[enc]), { stream: true }), STRING);
    assert_equals(d.decode(bytes(BOMS[enc], TEXT[enc]), { stream: true }), "\uFEFF" + STRING,
      "the BOM is only looked for at the start of the stream");
    assert_equals(d.decode(), "");
    assert_equals(d.decode(bytes(BOMS[enc], TEXT[enc])), STRING, "a new stream looks for a BOM again");
  }, `${enc}: BOM seen is reset at the end of a stream`);

  test(() => {
    const d = new TextDecoder(enc);
    assert_equals(d.decode(new Uint8Array(0), { stream: true }), "");
    assert_equals(d.decode(bytes(BOMS[enc], TEXT[enc]), { stream: true }), STRING,
      "an empty chunk does not end the BOM check");
    assert_equals(d.decode(), "");
  }, `${enc}: an empty first chunk`);

  test(() => {
    const d = new TextDecoder(enc, { fatal: true });
    assert_equals(d.decode(bytes(BOMS[enc], TEXT[enc])), STRING);
    assert_equals(d.decode(bytes(BOMS[enc])), "");
  }, `${enc}: a BOM is not an error in fatal mode`);
}

test(() => {
  assert_equals(new TextDecoder("utf-8").decode(bytes(BOMS["utf-16le"], [0x61])), "\uFFFD\uFFFDa");
  assert_equals(new TextDecoder("utf-8").decode(bytes(BOMS["utf-16be"], [0x61])), "\uFFFD\uFFFDa");
}, "utf-8: a UTF-16 BOM is not removed (and is not valid UTF-8)");

test(() => {
  assert_equals(new TextDecoder("utf-16le").decode(bytes(BOMS["utf-8"], [0x61])), "\uBBEF\u61BF");
  assert_equals(new TextDecoder("utf-16le").decode(bytes(BOMS["utf-16be"], [0x61, 0x00])), "\uFFFEa",
    "a big-endian BOM read little-endian is U+FFFE");
  assert_equals(new TextDecoder("utf-16be").decode(bytes(BOMS["utf-16le"], [0x00, 0x61])), "\uFFFEa",
    "a little-endian BOM read big-endian is U+FFFE");
}, "utf-16: the other byte order's BOM is not removed and does not switch the byte order");

test(() => {
  const latin1 = new TextDecoder("windows-1252");
  assert_equals(latin1.decode(bytes(BOMS["utf-8"], [0x61])), "\u00EF\u00BB\u00BFa");
  assert_equals(latin1.decode(bytes(BOMS["utf-16le"])), "\u00FF\u00FE");
  assert_equals(new TextDecoder("shift_jis").decode(bytes(BOMS["utf-8"])), "\uFFFD\uFF7F",
    "EF BB is pointer 8770, which jis0208 lacks (BB is not ASCII, so it is not restored); BF is half-width katakana");
}, "other encodings never remove a BOM");

test(() => {
  const d = new TextDecoder("utf-8", { fatal: true });
  assert_throws_js(TypeError, () => d.decode(new Uint8Array([0xEF, 0xBB])), "a truncated BOM is an error at the end");
  assert_equals(d.decode(new Uint8Array([0xEF, 0xBB, 0xBF])), "", "the decoder is usable after the error");
}, "utf-8: a truncated BOM");

test(() => {
  const d = new TextDecoder("utf-16le");
  assert_equals(d.decode(new Uint8Array([0xFF])), "\uFFFD", "half a BOM at the end");
  assert_equals(d.decode(new Uint8Array([0xFF]), { stream: true }), "");
  assert_equals(d.decode(new Uint8Array([0xFE])), "", "the BOM completed in the next call");
}, "utf-16le: half a BOM");
