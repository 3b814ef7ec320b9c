// goja/encoding's part of the test harness (after base.js): fmt(v), the
// form of a value in a failure's message, and the helpers bytes("E3 81 82")
// and codes(string). goja/encoding runs each file whole: every test()
// runs (__select gives true for each).
"use strict";
function fmt(v) {
	if (typeof v === "string") return JSON.stringify(v);
	if (typeof v === "symbol") return v.toString();
	if (Array.isArray(v)) return "[" + v.map(fmt).join(", ") + "]";
	if (v instanceof Uint8Array) return "Uint8Array[" + Array.prototype.join.call(v, ",") + "]";
	return String(v);
}
function bytes(s) { return new Uint8Array(s.split(" ").filter(x => x).map(x => parseInt(x, 16))); }
function codes(s) { return Array.from(s, c => c.codePointAt(0).toString(16).toUpperCase()).join(" "); }
