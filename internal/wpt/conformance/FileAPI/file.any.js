// META: title=File constructor
// The project's own tests of the File API's File constructor (package
// goja/fileapi).
'use strict';

test(() => {
  const f = new File(['ab', new Uint8Array([99])], 'dir/a\u00e9.txt', { type: 'Text/Plain', lastModified: 42 });
  assert_equals(f.name, 'dir/a\u00e9.txt');
  assert_equals(f.size, 3);
  assert_equals(f.type, 'text/plain');
  assert_equals(f.lastModified, 42);
  assert_true(f instanceof File && f instanceof Blob);
  assert_equals(Object.prototype.toString.call(f), '[object File]');
}, 'A File has its bits, name, type and lastModified');

test(() => {
  assert_throws_js(TypeError, () => new File());
  assert_throws_js(TypeError, () => new File([]));
  assert_throws_js(TypeError, () => new File('ab', 'n'), 'fileBits that are not a sequence');
  assert_throws_js(TypeError, () => new File([], Symbol()), 'a Symbol name');
  assert_throws_js(TypeError, () => new File([], 'n', 1), 'options that are not an object');
  assert_equals(new File([], 'n\ud800').name, 'n\ufffd', 'the name is a USVString');
  assert_equals(new File([], null).name, 'null');
  assert_equals(new File([], 'n', undefined).size, 0);
}, 'File constructor arguments');

test(() => {
  const lm = (v) => new File([], 'n', { lastModified: v }).lastModified;
  assert_equals(lm(-1.9), -1, 'truncated toward zero');
  assert_equals(lm(1.9), 1);
  assert_equals(lm(NaN), 0);
  assert_equals(lm(Infinity), 0);
  assert_equals(lm('12'), 12);
  assert_equals(lm(2 ** 64 + 2 ** 12), 2 ** 12, 'modulo 2^64');
  assert_equals(lm(2 ** 63), -(2 ** 63), 'into the signed range');
  const before = Date.now();
  const now = lm(undefined);
  assert_true(now >= before - 1000 && now <= Date.now() + 1000, 'the current time when not given: ' + now);
  assert_equals(typeof now, 'number');
}, 'lastModified is a long long, the current time by default');

test(() => {
  const log = [];
  new File([{ toString() { log.push('bits'); return ''; } }], { toString() { log.push('name'); return 'n'; } }, {
    get lastModified() { log.push('lastModified'); }, get type() { log.push('type'); }, get endings() { log.push('endings'); },
    get name() { log.push('a name member is not read'); },
  });
  assert_array_equals(log, ['bits', 'name', 'endings', 'type', 'lastModified']);
}, "Arguments in order, then BlobPropertyBag's members, then FilePropertyBag's");
