// META: title=Blob and File: the interfaces' shape and brand checks
// The project's own tests of the File API's Blob and File (package
// goja/fileapi), from the File API's IDL and Web IDL's ECMAScript binding.
'use strict';

test(() => {
  assert_equals(Blob.length, 0);
  assert_equals(File.length, 2);
  assert_equals(Blob.name, 'Blob');
  assert_equals(File.name, 'File');
  assert_equals(Object.getPrototypeOf(File), Blob, "File's [[Prototype]]");
  assert_equals(Object.getPrototypeOf(File.prototype), Blob.prototype, "File.prototype's [[Prototype]]");
  assert_equals(Object.getPrototypeOf(Blob.prototype), Object.prototype);
  assert_throws_js(TypeError, () => Blob(), 'Blob without new');
  assert_throws_js(TypeError, () => File([], 'a'), 'File without new');
  for (const [iface, tag] of [[Blob, 'Blob'], [File, 'File']]) {
    const d = Object.getOwnPropertyDescriptor(iface.prototype, Symbol.toStringTag);
    assert_equals(d.value, tag);
    assert_false(d.writable || d.enumerable, tag + "'s @@toStringTag is read-only and not enumerable");
    assert_true(d.configurable);
  }
}, 'The interface objects');

test(() => {
  const attributes = [[Blob, 'size'], [Blob, 'type'], [File, 'name'], [File, 'lastModified']];
  for (const [iface, name] of attributes) {
    const d = Object.getOwnPropertyDescriptor(iface.prototype, name);
    assert_equals(typeof d.get, 'function', name + ' is an accessor');
    assert_equals(d.set, undefined, name + ' is read-only');
    assert_true(d.enumerable && d.configurable, name + "'s attributes");
    assert_equals(d.get.name, 'get ' + name);
  }
  for (const name of ['slice', 'stream', 'text', 'arrayBuffer', 'bytes']) {
    const d = Object.getOwnPropertyDescriptor(Blob.prototype, name);
    assert_equals(typeof d.value, 'function', name);
    assert_true(d.writable && d.enumerable && d.configurable, name + "'s attributes");
    assert_equals(d.value.length, 0, name + '.length');
    assert_throws_js(TypeError, () => new d.value(), name + ' is not a constructor');
  }
}, 'The members of Blob.prototype and File.prototype');

test(() => {
  const fakes = [Object.create(Blob.prototype), Object.create(File.prototype), {}, null, undefined, 1];
  for (const fake of fakes) {
    for (const name of ['size', 'type']) {
      assert_throws_js(TypeError, () => Object.getOwnPropertyDescriptor(Blob.prototype, name).get.call(fake), name);
    }
    assert_throws_js(TypeError, () => Blob.prototype.slice.call(fake), 'slice');
    assert_throws_js(TypeError, () => Blob.prototype.stream.call(fake), 'stream');
  }
  const blob = new Blob();
  for (const name of ['name', 'lastModified']) {
    assert_throws_js(TypeError, () => Object.getOwnPropertyDescriptor(File.prototype, name).get.call(blob), name + ' of a Blob');
  }
}, 'Attributes and operations check their object is a Blob (or File)');

promise_test(async (t) => {
  for (const name of ['text', 'arrayBuffer', 'bytes']) {
    const p = Blob.prototype[name].call(Object.create(Blob.prototype));
    assert_true(p instanceof Promise, name + ' returns a promise');
    await promise_rejects_js(t, TypeError, p, name);
  }
}, 'The promise-returning operations reject for an object that is not a Blob');

test(() => {
  class MyBlob extends Blob {
    constructor(parts) { super(parts, { type: 'a/b' }); this.mine = true; }
  }
  const b = new MyBlob(['xyz']);
  assert_true(b instanceof MyBlob && b instanceof Blob);
  assert_equals(b.size, 3);
  assert_equals(b.type, 'a/b');
  assert_true(b.mine);
  assert_equals(Object.prototype.toString.call(b), '[object Blob]');
  class MyFile extends File {}
  const f = new MyFile(['x'], 'n');
  assert_true(f instanceof MyFile && f instanceof File);
  assert_equals(f.name, 'n');
}, 'Blob and File can be subclassed');

test(() => {
  const saved = Object.getPrototypeOf(File);
  Object.setPrototypeOf(File, function NotBlob() { throw new Error('called'); });
  try {
    const f = new File(['abc'], 'x');
    assert_equals(f.size, 3);
  } finally {
    Object.setPrototypeOf(File, saved);
  }
}, "File's constructor does not go through its [[Prototype]]");
