// ArrayBuffer.isView and the built-ins that give a view's internal slots and
// its kind's constructor, captured only when they cannot be read from
// goja's objects (Known in internal/host/gojaobj is false; see
// internal/host/intrinsics/arraybuffer.go). The program evaluates to a
// function that adds them to the record of intrinsics.js: the views'
// prototypes' own getters for [[ViewedArrayBuffer]], [[ByteOffset]],
// [[ByteLength]] and [[ArrayLength]], %DataView%, and the typed array
// constructors by [[TypedArrayName]].
'use strict';
(function (record) {
	const fn = (v) => (typeof v === 'function' ? v : undefined);
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
	const typedArrays = { __proto__: null };
	const names = ['Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array', 'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array'];
	for (let i = 0; i < names.length; i++) {
		const ctor = fn(globalThis[names[i]]);
		if (ctor !== undefined) typedArrays[names[i]] = ctor;
	}
	record.isView = AB && fn(AB.isView);
	record.DataView = DV;
	record.dataViewBuffer = getter(DV, 'buffer');
	record.dataViewByteOffset = getter(DV, 'byteOffset');
	record.dataViewByteLength = getter(DV, 'byteLength');
	record.typedArrayBuffer = getter(TA, 'buffer');
	record.typedArrayByteOffset = getter(TA, 'byteOffset');
	record.typedArrayByteLength = getter(TA, 'byteLength');
	record.typedArrayLength = getter(TA, 'length');
	record.typedArrays = typedArrays;
})
