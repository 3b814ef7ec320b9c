// The part of the test harness that the encoding, streams and dom tests
// share: test, promise_test and the asserts all of them use, as
// web-platform-tests' testharness.js names them. It runs before the
// package's part (encoding.js, streams.js, dom.js here), which defines
// fmt(v), the form of a value in a failure's message. The globals
// __select(name) (whether the test runs), __pass(name) and
// __fail(name, message) come from Go.
"use strict";
function fail(msg) { throw new Error(msg); }
function assert_true(c, msg) { if (c !== true) fail("assert_true: " + (msg || "") + " (got " + fmt(c) + ")"); }
function assert_false(c, msg) { if (c !== false) fail("assert_false: " + (msg || "") + " (got " + fmt(c) + ")"); }
function assert_equals(a, e, msg) {
	if (!Object.is(a, e)) fail("assert_equals: " + (msg || "") + ": got " + fmt(a) + ", want " + fmt(e));
}
function assert_array_equals(a, e, msg) {
	if (a.length !== e.length) fail("assert_array_equals: " + (msg || "") + ": got " + fmt(Array.from(a)) + ", want " + fmt(e));
	for (let i = 0; i < e.length; i++) {
		if (!Object.is(a[i], e[i])) fail("assert_array_equals: " + (msg || "") + ": got " + fmt(Array.from(a)) + ", want " + fmt(e));
	}
}
function assert_throws_js(ctor, fn, msg) {
	try {
		fn();
	} catch (e) {
		if (!(e instanceof ctor) || e.constructor !== ctor) fail("assert_throws_js: " + (msg || "") + ": threw " + fmt(e) + ", want " + ctor.name);
		return e;
	}
	fail("assert_throws_js: " + (msg || "") + ": did not throw " + ctor.name);
}
function assert_throws_exactly(value, fn, msg) {
	try {
		fn();
	} catch (e) {
		if (e !== value) fail("assert_throws_exactly: " + (msg || "") + ": threw " + fmt(e));
		return;
	}
	fail("assert_throws_exactly: " + (msg || "") + ": did not throw");
}
function test(fn, name) {
	if (!__select(name)) return;
	try {
		fn();
		__pass(name);
	} catch (e) {
		__fail(name, (e && e.stack) ? e.stack : fmt(e));
	}
}
function promise_test(fn, name) {
	if (!__select(name)) return;
	let p;
	try {
		p = fn();
	} catch (e) {
		__fail(name, (e && e.stack) ? e.stack : fmt(e));
		return;
	}
	Promise.resolve(p).then(() => __pass(name), e => __fail(name, (e && e.stack) ? e.stack : fmt(e)));
}
