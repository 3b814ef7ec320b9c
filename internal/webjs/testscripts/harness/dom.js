// goja/dom's part of the test harness (after base.js): fmt(v) and
// assert_throws_dom.
"use strict";
function fmt(v) {
	if (typeof v === "string") return JSON.stringify(v);
	if (typeof v === "symbol") return v.toString();
	if (Array.isArray(v)) return "[" + v.map(fmt).join(", ") + "]";
	if (v instanceof Error) return v.name + ": " + v.message;
	return String(v);
}
function assert_throws_dom(name, fn, msg) {
	try {
		fn();
	} catch (e) {
		if (!(e instanceof DOMException) || e.name !== name) fail("assert_throws_dom: " + (msg || "") + ": threw " + fmt(e) + ", want a " + name);
		return e;
	}
	fail("assert_throws_dom: " + (msg || "") + ": did not throw " + name);
}
