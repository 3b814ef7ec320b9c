// The test harness of goja/encoding's tests (encoding/*.js): a small subset
// of the web-platform-tests harness, with fmt(v), the form of a value in a
// failure's message, and the helpers bytes("E3 81 82") and codes(string).
// Every test() runs at once and reports to Go through __pass(name) and
// __fail(name, message).
"use strict";
function fmt(v) {
	if (typeof v === "string") return JSON.stringify(v);
	if (typeof v === "symbol") return v.toString();
	if (v instanceof Uint8Array) return "Uint8Array[" + Array.prototype.join.call(v, ",") + "]";
	return String(v);
}
function assert_true(c, msg) { if (c !== true) throw new Error("assert_true: " + (msg || "") + " (got " + fmt(c) + ")"); }
function assert_false(c, msg) { if (c !== false) throw new Error("assert_false: " + (msg || "") + " (got " + fmt(c) + ")"); }
function assert_equals(a, e, msg) {
	if (!Object.is(a, e)) throw new Error("assert_equals: " + (msg || "") + ": got " + fmt(a) + ", want " + fmt(e));
}
function assert_array_equals(a, e, msg) {
	if (a.length !== e.length) throw new Error("assert_array_equals: " + (msg || "") + ": length " + a.length + ", want " + e.length + " (got [" + Array.prototype.join.call(a, ",") + "])");
	for (let i = 0; i < e.length; i++) {
		if (!Object.is(a[i], e[i])) throw new Error("assert_array_equals: " + (msg || "") + ": [" + i + "] = " + fmt(a[i]) + ", want " + fmt(e[i]) + " (got [" + Array.prototype.join.call(a, ",") + "])");
	}
}
function assert_throws_js(ctor, fn, msg) {
	try {
		fn();
	} catch (e) {
		if (!(e instanceof ctor) || e.constructor !== ctor) throw new Error("assert_throws_js: " + (msg || "") + ": threw " + fmt(e) + ", want " + ctor.name);
		return e;
	}
	throw new Error("assert_throws_js: " + (msg || "") + ": did not throw " + ctor.name);
}
function assert_throws_exactly(value, fn, msg) {
	try {
		fn();
	} catch (e) {
		if (e !== value) throw new Error("assert_throws_exactly: " + (msg || "") + ": threw " + fmt(e));
		return;
	}
	throw new Error("assert_throws_exactly: " + (msg || "") + ": did not throw");
}
function test(fn, name) {
	try {
		fn();
		__pass(name);
	} catch (e) {
		__fail(name, (e && e.stack) ? e.stack : fmt(e));
	}
}
function bytes(s) { return new Uint8Array(s.split(" ").filter(x => x).map(x => parseInt(x, 16))); }
function codes(s) { return Array.from(s, c => c.codePointAt(0).toString(16).toUpperCase()).join(" "); }
