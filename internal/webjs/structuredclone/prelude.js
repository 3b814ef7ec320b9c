// The HTML Standard's structured clone
// (https://html.spec.whatwg.org/multipage/structured-data.html): the
// structuredClone(value, options) function of the WindowOrWorkerGlobalScope
// mixin, StructuredSerializeWithTransfer and
// StructuredDeserializeWithTransfer, for goja.
//
// The program is kept as one file per part (this file opens it, hooks.js
// closes it), joined in the order webjs.StructuredClone lists
// (programs.go), compiled once and run once per runtime by package
// structuredclone when it is enabled. It evaluates to a function that Go
// calls with an anchor object (which keeps the Go side alive as long as the
// runtime can reach structuredClone), the built-ins captured by package
// internal/host/intrinsics at the runtime's first capture (with clone.js's,
// the buffer operations and the object maps) and a record of Go functions
// (kind.go, enable.go) and Symbol.iterator; it returns structuredClone and
// the operations Go calls.
//
// As in packages streams and dom: the program calls only captured
// built-ins; its records and internal arrays have a null prototype; it uses
// no for-of, spread or destructuring.
(function (anchor, intrinsics, $go, $iteratorSymbol) {
'use strict';

const $apply = intrinsics.apply;
const $defineProperty = intrinsics.defineProperty;
const $setPrototypeOf = intrinsics.setPrototypeOf;
const $TypeError = intrinsics.TypeError;
const $RangeError = intrinsics.RangeError;
const $newObjectMap = intrinsics.newObjectMap;
const $viewSlots = intrinsics.viewSlots;
const $isView = intrinsics.isView;
const $isDetachedBuffer = intrinsics.isDetachedBuffer;

// The built-ins the clone calls, as the runtime's first capture read them
// (before scripts ran; clone.js in internal/webjs/intrinsics), each
// undefined when a script had deleted or replaced it then: a runtime
// stripped of Map clones no Map, and has none to clone.
const $getOwnPropertyDescriptor = intrinsics.getOwnPropertyDescriptor;
const $ObjectPrototype = intrinsics.ObjectPrototype;
const $keys = intrinsics.keys;
const $hasOwn = intrinsics.hasOwn;
const $Date = intrinsics.Date;
const $Map = intrinsics.Map;
const $mapForEach = intrinsics.mapForEach;
const $mapSet = intrinsics.mapSet;
const $Set = intrinsics.Set;
const $setForEach = intrinsics.setForEach;
const $setAdd = intrinsics.setAdd;
const $RegExp = intrinsics.RegExp;
const $regExpSource = intrinsics.regExpSource;
// The flags in the order of RegExp.prototype.flags, each with the getter
// that reads it from [[OriginalFlags]] (goja has no d or v flag).
const regExpFlags = newArray();
(function () {
	const names = ['global', 'ignoreCase', 'multiline', 'dotAll', 'unicode', 'sticky'];
	const letters = 'gimsuy';
	for (let i = 0; i < names.length; i++) {
		const g = intrinsics.regExpFlagGetters[names[i]];
		if (g !== undefined) push(regExpFlags, { __proto__: null, letter: letters[i], get: g });
	}
})();
// The error constructors by the names StructuredSerializeInternal keeps.
const errorConstructors = intrinsics.errorConstructors;

// The Go functions (kind.go and enable.go).
const $kindOf = $go.kindOf;
const $cloneWrapper = $go.cloneWrapper;
const $dateValue = $go.dateValue;
const $copyBuffer = $go.copyBuffer;
const $shareBuffer = $go.shareBuffer;
const $detachBuffer = $go.detachBuffer;
const $clonePlatformObject = $go.clonePlatformObject;
const $newDataCloneError = $go.newDataCloneError;
const $objectLimit = $go.objectLimit;

function newArray() {
	const a = [];
	$setPrototypeOf(a, null);
	return a;
}

// Append v to the null-prototype array a.
function push(a, v) {
	a[a.length] = v;
}

function isObject(v) {
	return (typeof v === 'object' && v !== null) || typeof v === 'function';
}

// dataCloneError returns a new "DataCloneError" DOMException (package
// dom's, made through its operations).
function dataCloneError(message) {
	return $newDataCloneError('structuredClone: ' + message);
}

// pop removes the null-prototype array a's last element.
function pop(a) {
	a[a.length - 1] = undefined;
	a.length = a.length - 1;
}
