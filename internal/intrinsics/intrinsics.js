// The built-ins this module's goja bindings call, read from a runtime before
// any script has run in it (see package intrinsics). The program evaluates to
// a null-prototype record, so that reading it later reaches nothing a script
// can change.
//
// Each built-in read here makes goja build it (goja builds its built-ins on
// first use), which is what a capture costs: the list holds only what cannot
// be had another way. Well-known symbols come from Go (goja.SymIterator, ...);
// Number.isNaN and Math.floor have syntactic equivalents.
'use strict';
({
	__proto__: null,
	Promise,
	promiseThen: Promise.prototype.then,
	promiseResolve: Promise.resolve,
	apply: Reflect.apply,
	defineProperty: Reflect.defineProperty,
	ownKeys: Reflect.ownKeys,
	setPrototypeOf: Reflect.setPrototypeOf,
	Error,
	TypeError,
	RangeError,
	Uint8Array,
	isView: ArrayBuffer.isView,
})
