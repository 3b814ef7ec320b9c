// The built-ins this module's goja bindings call, read from a runtime before
// any script has run in it (see package intrinsics). The program evaluates to
// a null-prototype record, so that reading it later reaches nothing a script
// can change.
//
// Each built-in read here makes goja build it (goja builds its built-ins on
// first use), which is what a capture costs: the list holds only what cannot
// be had another way. Well-known symbols come from Go (goja.SymIterator, ...);
// Number.isNaN and Math.floor have syntactic equivalents; ArrayBuffer.isView,
// a view's slots and its kind's constructor are read from goja's objects
// (internal/host/gojaobj), or when that cannot be done captured by views.js.
// A global a script deleted or replaced with something else before the
// capture is captured as undefined (a runtime stripped of Promise can have
// no streams, and says so with a TypeError when one is made).
'use strict';
(function () {
	const fn = (v) => (typeof v === 'function' ? v : undefined);
	const P = fn(typeof Promise === 'undefined' ? undefined : Promise);
	const R = typeof Reflect === 'object' && Reflect !== null ? Reflect : undefined;
	return {
		__proto__: null,
		Promise: P,
		promiseThen: P && fn(P.prototype.then),
		promiseResolve: P && fn(P.resolve),
		apply: R && fn(R.apply),
		defineProperty: R && fn(R.defineProperty),
		ownKeys: R && fn(R.ownKeys),
		setPrototypeOf: R && fn(R.setPrototypeOf),
		getPrototypeOf: R && fn(R.getPrototypeOf),
		getOwnPropertyDescriptor: R && fn(R.getOwnPropertyDescriptor),
		Error: fn(typeof Error === 'undefined' ? undefined : Error),
		TypeError: fn(typeof TypeError === 'undefined' ? undefined : TypeError),
		RangeError: fn(typeof RangeError === 'undefined' ? undefined : RangeError),
		Uint8Array: fn(typeof Uint8Array === 'undefined' ? undefined : Uint8Array),
		// An empty function of this runtime, the probe of the Poller of the
		// operations made in Go (host.Poller).
		probe: function () {},
	};
})()
