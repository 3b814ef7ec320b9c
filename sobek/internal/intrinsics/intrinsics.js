// The built-ins this module's goja bindings call, read from a runtime before
// any script has run in it (see package intrinsics). The program evaluates to
// a null-prototype record, so that reading it later reaches nothing a script
// can change.
//
// Each built-in read here makes goja build it (goja builds its built-ins on
// first use), which is what a capture costs: the list holds only what cannot
// be had another way. Well-known symbols come from Go (goja.SymIterator, ...);
// Number.isNaN and Math.floor have syntactic equivalents. The views' internal
// slots ([[ViewedArrayBuffer]], [[ByteOffset]], [[ByteLength]],
// [[ArrayLength]]) are read with the prototypes' own getters, captured here;
// the typed array constructors are kept by their [[TypedArrayName]]
// (arraybuffer.go's typedArrayName).
// A global a script deleted or replaced with something else before the
// capture is captured as undefined (a runtime stripped of Promise can have
// no streams, and says so with a TypeError when one is made).
'use strict';
(function () {
	const fn = (v) => (typeof v === 'function' ? v : undefined);
	const P = fn(typeof Promise === 'undefined' ? undefined : Promise);
	const R = typeof Reflect === 'object' && Reflect !== null ? Reflect : undefined;
	const AB = fn(typeof ArrayBuffer === 'undefined' ? undefined : ArrayBuffer);
	const DV = fn(typeof DataView === 'undefined' ? undefined : DataView);
	const U8 = fn(typeof Uint8Array === 'undefined' ? undefined : Uint8Array);
	const TA = U8 && R && fn(R.getPrototypeOf(U8)); // %TypedArray%
	const getter = (o, key) => {
		if (!o || !R) return undefined;
		const d = R.getOwnPropertyDescriptor(o.prototype, key);
		return d === undefined ? undefined : fn(d.get);
	};
	// The typed array constructors table, by [[TypedArrayName]].
	const typedArrays = { __proto__: null };
	const names = ['Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array', 'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array'];
	for (let i = 0; i < names.length; i++) {
		const ctor = fn(globalThis[names[i]]);
		if (ctor !== undefined) typedArrays[names[i]] = ctor;
	}
	return {
		__proto__: null,
		Promise: P,
		promiseThen: P && fn(P.prototype.then),
		promiseResolve: P && fn(P.resolve),
		apply: R && fn(R.apply),
		defineProperty: R && fn(R.defineProperty),
		ownKeys: R && fn(R.ownKeys),
		setPrototypeOf: R && fn(R.setPrototypeOf),
		Error: fn(typeof Error === 'undefined' ? undefined : Error),
		TypeError: fn(typeof TypeError === 'undefined' ? undefined : TypeError),
		RangeError: fn(typeof RangeError === 'undefined' ? undefined : RangeError),
		Uint8Array: U8,
		isView: AB && fn(AB.isView),
		ArrayBuffer: AB,
		arrayBufferByteLength: getter(AB, 'byteLength'),
		DataView: DV,
		dataViewBuffer: getter(DV, 'buffer'),
		dataViewByteOffset: getter(DV, 'byteOffset'),
		dataViewByteLength: getter(DV, 'byteLength'),
		typedArrayBuffer: getter(TA, 'buffer'),
		typedArrayByteOffset: getter(TA, 'byteOffset'),
		typedArrayByteLength: getter(TA, 'byteLength'),
		typedArrayLength: getter(TA, 'length'),
		typedArrayTag: typeof Symbol === 'function' ? getter(TA, Symbol.toStringTag) : undefined,
		typedArrays,
	};
})()
