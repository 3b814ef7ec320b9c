// META: title=atob and btoa: forgiving-base64 and Web IDL
// The project's own tests of HTML's atob and btoa (package goja/globalscope),
// from the HTML Standard's and the Infra Standard's text.
'use strict';

const bytes = (s) => Array.from(s, (c) => c.charCodeAt(0));

test(() => {
  for (const f of [atob, btoa]) {
    assert_equals(typeof f, 'function');
    assert_equals(f.length, 1, f.name + '.length');
    const d = Object.getOwnPropertyDescriptor(globalThis, f.name);
    assert_true(d.writable && d.configurable && !d.enumerable, f.name + "'s property attributes");
    assert_throws_js(TypeError, () => f(), f.name + ' with no argument');
    assert_throws_js(TypeError, () => new f('YQ=='), f.name + ' is not a constructor');
    assert_false('prototype' in f, f.name + ' has no prototype property');
  }
}, 'atob and btoa are operations of the global object');

// Infra's forgiving-base64 decode, step by step.
[
  ['removes ASCII whitespace anywhere', '\t Y\nW\fJ\rj ', [97, 98, 99]],
  ['keeps U+000B, which is not ASCII whitespace', 'YW\vJj', null],
  ['keeps U+00A0, which is not ASCII whitespace', 'YWJj\u00a0', null],
  ['drops one "=" at the end of a length that divides by 4', 'YWI=', [97, 98]],
  ['drops two "=" at the end of a length that divides by 4', 'YQ==', [97]],
  ['fails on three "="', 'Y===', null],
  ['fails on "=" when the length does not divide by 4', 'YQ=', null],
  ['fails on "=" in the middle', 'YQ==YQ==', null],
  ['fails when the length leaves 1 after dividing by 4', 'YWJjZ', null],
  ['takes data without its padding', 'YQ', [97]],
  ['discards the leftover bits, even when not zero', 'YR', [97]],
  ['discards 2 leftover bits', 'YWJ', [97, 98]],
  ['fails on base64url\'s "-"', 'ab-d', null],
  ['fails on base64url\'s "_"', 'ab_d', null],
  ['fails on a NUL', 'YQ\0=', null],
  ['fails on a code point above U+007F', 'YW\u00e9J', null],
  ['fails on a code point above U+FFFF', 'YWJj\u{1F600}', null],
  ['decodes every byte value', btoa(String.fromCharCode(0, 127, 128, 255)), [0, 127, 128, 255]],
].forEach(([name, input, expected]) => {
  test(() => {
    if (expected === null) {
      assert_throws_dom('InvalidCharacterError', () => atob(input));
    } else {
      assert_array_equals(bytes(atob(input)), expected);
    }
  }, 'atob ' + name);
});

test(() => {
  assert_equals(atob(undefined === undefined ? 'YQ' : ''), 'a');
  assert_equals(atob({ toString() { return 'YWJj'; } }), 'abc', 'ToString of an object');
  assert_equals(atob(null), '\x9e\xe9\x65', 'null is "null"');
  assert_throws_js(TypeError, () => atob(Symbol()), 'a Symbol');
  const e = (() => { try { atob('a'); } catch (e) { return e; } })();
  assert_true(e instanceof DOMException, 'a DOMException');
  assert_equals(e.code, DOMException.INVALID_CHARACTER_ERR, 'its code');
}, 'atob converts its argument to a DOMString and throws InvalidCharacterError');

test(() => {
  assert_equals(btoa(''), '');
  assert_equals(btoa('a'), 'YQ==');
  assert_equals(btoa('ab'), 'YWI=');
  assert_equals(btoa('abc'), 'YWJj');
  assert_equals(btoa('\xff\xfe\xfd'), '//79');
  assert_equals(btoa(12), 'MTI=', 'ToString of a number');
  assert_equals(btoa(undefined), 'dW5kZWZpbmVk');
  assert_throws_dom('InvalidCharacterError', () => btoa('\u0100'));
  assert_throws_dom('InvalidCharacterError', () => btoa('abc\ud800'), 'a lone surrogate');
  assert_throws_dom('InvalidCharacterError', () => btoa('\u{1F600}'), 'a surrogate pair');
  assert_throws_js(TypeError, () => btoa(Symbol()), 'a Symbol');
}, 'btoa: forgiving-base64 encode of the code units, all at most U+00FF');

test(() => {
  let all = '';
  for (let i = 0; i < 256; i++) all += String.fromCharCode(i);
  const big = all.repeat(4096); // 1 MiB of code units
  const encoded = btoa(big);
  assert_equals(encoded.length, 4 * Math.ceil(big.length / 3));
  assert_equals(atob(encoded), big);
  const spaced = encoded.slice(0, 4000).replace(/(.{76})/g, '$1\r\n');
  assert_equals(atob(spaced), big.slice(0, 3000), 'with line breaks every 76 characters');
}, 'atob(btoa(s)) is s for 1 MiB of every code unit up to U+00FF');
