// goja/url's part of the test harness (after base.js): fmt(v).
"use strict";
function fmt(v) {
	if (typeof v === "string") return JSON.stringify(v);
	if (typeof v === "symbol") return v.toString();
	if (Array.isArray(v)) return "[" + v.map(fmt).join(", ") + "]";
	if (v instanceof Error) return v.name + ": " + v.message;
	return String(v);
}
