// META: title=Blob: slice, text, arrayBuffer, bytes and stream
// The project's own tests of the File API's Blob methods (package
// goja/fileapi), from the File API's and Web IDL's text.
'use strict';

promise_test(async () => {
  const blob = new Blob(['0123456789']);
  const cases = [
    [[], '0123456789'], [[3], '3456789'], [[-3], '789'], [[-30], '0123456789'], [[30], ''],
    [[2, 5], '234'], [[2, -2], '234567'], [[5, 2], ''], [[-5, -30], ''],
    [[2.5, 5.5], '2345', 'ties round to even'], [[1.5, 3.5], '23'], [[-0.5, 0.5], ''], [[0.6], '123456789'],
    [[NaN, '4'], '0123', 'NaN is 0, strings are numbers'], [[undefined, 4], '0123', 'undefined is no start'],
    [[-Infinity, Infinity], '0123456789', 'infinities are clamped'], [[1, 2 ** 70], '123456789'],
    [[{ valueOf() { return 8; } }], '89'],
  ];
  for (const [args, expected, note] of cases) {
    const s = blob.slice(...args);
    assert_equals(s.size, expected.length, 'size of slice(' + args.join(', ') + ') ' + (note || ''));
    assert_equals(await s.text(), expected, 'slice(' + args.join(', ') + ') ' + (note || ''));
    assert_true(s instanceof Blob && !(s instanceof File));
  }
  assert_equals(await blob.slice(2).slice(2, 4).slice(-1).text(), '5', 'slices of slices');
  assert_equals(new File(['x'], 'f').slice().constructor, Blob, "a File's slice is a Blob");
}, 'slice clamps its positions as the File API says');

test(() => {
  const blob = new Blob(['abc'], { type: 'a/b' });
  assert_equals(blob.slice().type, '', 'no contentType is ""');
  assert_equals(blob.slice(0, 1, 'X/Y').type, 'x/y');
  assert_equals(blob.slice(0, 1, '\u00e9').type, '');
  assert_equals(blob.slice(0, 1, null).type, 'null');
  const log = [];
  blob.slice({ valueOf() { log.push('start'); return 0; } }, { valueOf() { log.push('end'); return 1; } }, { toString() { log.push('type'); return ''; } });
  assert_array_equals(log, ['start', 'end', 'type'], 'arguments converted in order');
  assert_throws_js(TypeError, () => blob.slice(Symbol()), 'a Symbol start');
}, "slice's contentType and argument conversions");

promise_test(async () => {
  const text = (bytes) => new Blob([new Uint8Array(bytes)]).text();
  assert_equals(await text([0xEF, 0xBB, 0xBF, 0x61]), 'a', 'a leading BOM is dropped');
  assert_equals(await text([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF]), '\ufeff', 'only one');
  assert_equals(await text([0x61, 0xEF, 0xBB, 0xBF]), 'a\ufeff', 'not in the middle');
  assert_equals(await text([0xF0, 0x9F, 0x98, 0x41]), '\ufffdA', 'a truncated sequence is one U+FFFD');
  assert_equals(await text([0xFF, 0xC0, 0x80, 0xED, 0xA0, 0x80]), '\ufffd'.repeat(6), 'bytes that begin no sequence');
  assert_equals(await text([0xF0, 0x9F, 0x98, 0x80, 0xC3, 0xA9]), '\u{1F600}\u00e9');
  assert_equals(await new Blob(['abc']).slice(1).text(), 'bc');
}, 'text() is UTF-8 decode');

promise_test(async () => {
  const blob = new Blob(['ab', new Uint8Array([0, 255])]);
  const ab = await blob.arrayBuffer();
  assert_true(ab instanceof ArrayBuffer);
  assert_array_equals(new Uint8Array(ab), [97, 98, 0, 255]);
  const u8 = await blob.bytes();
  assert_equals(Object.getPrototypeOf(u8), Uint8Array.prototype);
  assert_equals(u8.byteOffset, 0);
  assert_equals(u8.buffer.byteLength, 4);
  assert_array_equals(u8, [97, 98, 0, 255]);
  assert_equals((await new Blob().arrayBuffer()).byteLength, 0);
}, 'arrayBuffer() and bytes()');

async function readAll(stream, mode, size) {
  const reader = stream.getReader(mode ? { mode } : undefined);
  const chunks = [];
  for (;;) {
    const { value, done } = mode ? await reader.read(new Uint8Array(size)) : await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return chunks;
}

promise_test(async () => {
  const data = new Uint8Array(100000).map((_, i) => (i * 7) % 256);
  const blob = new Blob([data]);
  const stream = blob.stream();
  assert_true(stream instanceof ReadableStream);
  const chunks = await readAll(stream);
  let n = 0;
  for (const c of chunks) {
    assert_true(c instanceof Uint8Array, 'a Uint8Array');
    for (let i = 0; i < c.length; i++) if (c[i] !== data[n + i]) assert_unreached('byte ' + (n + i));
    n += c.length;
  }
  assert_equals(n, data.length);
  assert_greater_than(chunks.length, 1, 'in more than one chunk');
  assert_not_equals(blob.stream(), blob.stream(), 'each stream() is a new stream');
  assert_equals((await readAll(new Blob().stream())).length, 0, 'an empty blob gives no chunk');
}, 'stream() gives the bytes in chunks');

promise_test(async () => {
  const chunks = await readAll(new Blob(['abcdefg']).slice(1).stream(), 'byob', 4);
  assert_array_equals(chunks.map((c) => String.fromCharCode(...c)), ['bcde', 'fg']);
  const reader = new Blob(['xyz']).stream().getReader();
  await reader.read();
  await reader.cancel();
  assert_true((await reader.read()).done, 'cancelled');
}, 'stream() is a byte stream: BYOB readers and cancel');
