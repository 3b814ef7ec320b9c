// META: title=Blob constructor: processing blob parts, endings and type
// The project's own tests of the File API's Blob constructor (package
// goja/fileapi), from the File API's "process blob parts".
'use strict';

const bytesOf = async (blob) => Array.from(new Uint8Array(await blob.arrayBuffer()));

// detach detaches view's buffer the way byte streams transfer it: the
// stream takes the buffer over, and reading the chunk back gives a view of a
// new buffer.
function detach(buffer) {
  new ReadableStream({ type: 'bytes', start(c) { c.enqueue(new Uint8Array(buffer)); } });
  assert_equals(buffer.byteLength, 0, 'the buffer is detached');
}

promise_test(async () => {
  assert_array_equals(await bytesOf(new Blob(['a\ud800b'])), [97, 0xEF, 0xBF, 0xBD, 98], 'a lone lead surrogate');
  assert_array_equals(await bytesOf(new Blob(['\udc00'])), [0xEF, 0xBF, 0xBD], 'a lone trail surrogate');
  assert_array_equals(await bytesOf(new Blob(['\ud800', '\udc00'])), [0xEF, 0xBF, 0xBD, 0xEF, 0xBF, 0xBD], 'a pair split over two parts');
  assert_array_equals(await bytesOf(new Blob(['\u{1F600}\u00e9'])), [0xF0, 0x9F, 0x98, 0x80, 0xC3, 0xA9]);
}, 'Strings are converted to USVStrings and UTF-8 encoded');

promise_test(async () => {
  const native = (s) => new Blob([s], { endings: 'native' });
  assert_array_equals(await bytesOf(native('a\r\nb')), [97, 10, 98], 'CR LF');
  assert_array_equals(await bytesOf(native('a\rb\r')), [97, 10, 98, 10], 'CR');
  assert_array_equals(await bytesOf(native('\n\r\r\n\n')), [10, 10, 10, 10], 'LF CR CR LF LF');
  assert_array_equals(await bytesOf(new Blob(['a\r', '\nb'], { endings: 'native' })), [97, 10, 10, 98], 'a pair split over two parts is two line endings');
  assert_array_equals(await bytesOf(new Blob([new Uint8Array([13, 10]), new Blob(['\r'])], { endings: 'native' })), [13, 10, 13], 'buffers and Blobs are left as they are');
  assert_array_equals(await bytesOf(new Blob(['a\r\n'], { endings: 'transparent' })), [97, 13, 10]);
}, 'endings: "native" converts strings\' line endings to LF');

promise_test(async () => {
  const buffer = new Uint8Array([1, 2, 3, 4]).buffer;
  const parts = [buffer, new Uint8Array(buffer, 1, 2), new DataView(buffer, 3), new Uint16Array([0x0201])];
  assert_array_equals(await bytesOf(new Blob(parts)), [1, 2, 3, 4, 2, 3, 4, 1, 2]);
}, 'Buffer sources give the bytes they view');

promise_test(async () => {
  const buffer = new Uint8Array([65, 66]).buffer;
  const view = new Uint8Array(buffer);
  const other = new Uint8Array([67]);
  const blob = new Blob([view, { toString() { detach(buffer); other[0] = 68; return 'x'; } }, other]);
  assert_array_equals(await bytesOf(blob), [120, 68], 'the detached view gives no bytes; the changed one its new byte');
  const b2 = new ArrayBuffer(3);
  const v2 = new Uint8Array(b2, 1);
  detach(b2);
  assert_equals(new Blob([b2, v2, 'ok']).size, 2, 'a detached ArrayBuffer and a view of it');
}, 'Buffer sources are read after every part is converted; a detached buffer gives nothing');

promise_test(async () => {
  const src = new Uint8Array([1, 2, 3]);
  const blob = new Blob([src]);
  src[0] = 9;
  assert_array_equals(await bytesOf(blob), [1, 2, 3], 'the blob holds a copy');
  const copy = await blob.bytes();
  copy[1] = 9;
  assert_array_equals(await bytesOf(blob), [1, 2, 3], 'bytes() gives a copy');
  assert_not_equals(await blob.arrayBuffer(), await blob.arrayBuffer(), 'each arrayBuffer() is a new one');
}, 'A Blob\'s bytes do not change');

test(() => {
  const log = [];
  const parts = {
    [Symbol.iterator]() {
      log.push('@@iterator');
      let i = 0;
      return {
        get next() {
          log.push('get next');
          return () => { log.push('next'); return i++ < 2 ? { value: { toString() { log.push('toString'); return 'a'; } }, done: false } : { done: true }; };
        },
      };
    },
  };
  const b = new Blob(parts, { get endings() { log.push('endings'); }, get type() { log.push('type'); return 'T'; } });
  assert_array_equals(log, ['@@iterator', 'get next', 'next', 'toString', 'next', 'toString', 'next', 'endings', 'type']);
  assert_equals(b.size, 2);
  assert_equals(b.type, 't');
}, 'The iterator\'s next is read once, each value converted as it comes, then the options');

test(() => {
  for (const parts of ['abc', 1, true, null, {}, { length: 0 }, Symbol.iterator]) {
    assert_throws_js(TypeError, () => new Blob(parts), String(typeof parts === 'symbol' ? 'a Symbol' : parts));
  }
  assert_throws_js(TypeError, () => new Blob({ [Symbol.iterator]: 5 }), 'an @@iterator that is not callable');
  assert_throws_js(TypeError, () => new Blob({ [Symbol.iterator]() { return 5; } }), 'an iterator that is not an object');
  assert_throws_js(TypeError, () => new Blob({ [Symbol.iterator]() { return { next() { return 5; } }; } }), 'a result that is not an object');
  assert_throws_js(TypeError, () => new Blob([Symbol()]), 'a Symbol part');
  assert_throws_js(TypeError, () => new Blob([], 'abc'), 'options that are not an object');
  assert_throws_js(TypeError, () => new Blob([], { endings: 'Native' }), 'an endings value not in the enumeration');
}, 'Conversions that fail throw TypeErrors');

test(() => {
  const type = (t) => new Blob([], { type: t }).type;
  assert_equals(type('Text/HTML; Charset=UTF-8'), 'text/html; charset=utf-8');
  assert_equals(type(' x '), ' x ', 'spaces are kept');
  assert_equals(type('~'), '~', 'U+007E is printable');
  assert_equals(type('a\x7f'), '', 'U+007F is not');
  assert_equals(type('a\x1f'), '', 'U+001F is not');
  assert_equals(type('K\u212a'), '', 'a Kelvin sign is not ASCII (and is not lowercased to k)');
  assert_equals(type(undefined), '');
  assert_equals(type(null), 'null');
}, 'The type is lowercased, or empty when it holds a code point outside U+0020 to U+007E');
