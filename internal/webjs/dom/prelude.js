// The DOM Standard's abort signals (https://dom.spec.whatwg.org/#aborting-ongoing-activities)
// for goja, with what they stand on: Event and EventTarget
// (https://dom.spec.whatwg.org/#events) for an event target outside any
// tree, and Web IDL's DOMException (https://webidl.spec.whatwg.org/#idl-DOMException).
//
// The program is kept as one file per interface (this file opens it,
// hooks.js closes it), joined in the order webjs.DOM lists (programs.go),
// compiled once and run once per runtime by package dom. It evaluates to a function
// that Go calls with an anchor object (which keeps the Go side alive as long
// as the runtime can reach these classes), the built-ins captured by package
// internal/host/intrinsics, Symbol.iterator and Symbol.toStringTag, and four Go functions: now (the
// milliseconds since the runtime's time origin), schedule (run a function
// after a delay, or report that the host gave no timer), report (report
// an exception a listener threw) and iteratesByIndex (whether an array
// iterates as %Array.prototype.values% does: goja/dom's arrayiteration.go). It returns the interface objects and the
// operations other specifications use (package streams).
//
// As in package streams: the program calls only captured built-ins; its
// records, descriptors and internal arrays have a null prototype; it uses
// no for-of, spread or destructuring; each public object's internal slots
// are a record held in a private field, which is also its brand.
(function (anchor, intrinsics, $iteratorSymbol, $toStringTag, $now, $schedule, $report, $iteratesByIndex) {
'use strict';

const $apply = intrinsics.apply;
const $defineProperty = intrinsics.defineProperty;
const $ownKeys = intrinsics.ownKeys;
const $setPrototypeOf = intrinsics.setPrototypeOf;
const $TypeError = intrinsics.TypeError;
const $RangeError = intrinsics.RangeError;
const $Error = intrinsics.Error;
const $newObjectMap = intrinsics.newObjectMap;

// INTERNAL is the token the operations pass to the constructors that
// scripts may not call. Scripts never see it.
const INTERNAL = { __proto__: null, anchor };

function newArray() {
	const a = [];
	$setPrototypeOf(a, null);
	return a;
}

// newObjectMap returns a new map keyed by object identity, with Map's get,
// set, has, delete and size, made in Go (internal/host/intrinsics,
// objectmap.go): nothing it does reaches what a script can change.
function newObjectMap() {
	return $newObjectMap();
}

// newDict returns a new dictionary keyed by strings: a null-prototype
// object, whose keys (even "__proto__") are its own data properties.
function newDict() {
	return { __proto__: null };
}

function isObject(v) {
	return (typeof v === 'object' && v !== null) || typeof v === 'function';
}

// Append v to the null-prototype array a.
function push(a, v) {
	a[a.length] = v;
}

// noArguments is the argument list of a call with none: never written, so
// that each call need not make one.
const noArguments = newArray();

// keepOnly removes from the null-prototype array a, in place, the elements
// for which keep returns false; the others keep their order.
function keepOnly(a, keep) {
	let n = 0;
	for (let i = 0; i < a.length; i++) {
		if (keep(a[i])) a[n++] = a[i];
	}
	a.length = n;
}

function copyArray(a) {
	const out = newArray();
	for (let i = 0; i < a.length; i++) out[i] = a[i];
	return out;
}

// Stamp's constructor returns the object it is given, so that a class
// extending it installs its private field on an object made elsewhere (a
// DOMException is an Error object made by the captured Error constructor, so
// that it has goja's stack).
class Stamp {
	constructor(o) {
		return o;
	}
}

// ---------------------------------------------------------------------------
// Web IDL conversions (https://webidl.spec.whatwg.org/#es-type-mapping).

// DOMString: ToString (a Symbol is a TypeError).
function toDOMString(v) {
	return `${v}`;
}

// boolean: ToBoolean.
function toBoolean(v) {
	return !!v;
}

// unsigned long long with [EnforceRange].
function toEnforcedUnsignedLongLong(v, context) {
	let x = +v;
	if (x !== x || x === Infinity || x === -Infinity) throw new $TypeError(`${context}: ${x} is not a finite number`);
	x -= x % 1; // IntegerPart
	if (x < 0 || x > 9007199254740991) throw new $TypeError(`${context}: ${x} is outside the range of unsigned long long`);
	return x === 0 ? 0 : x;
}

// The argument-count check of an operation or constructor.
function requireArguments(n, required, context) {
	if (n < required) throw new $TypeError(`${context}: ${required} argument${required === 1 ? '' : 's'} required, but only ${n} present`);
}

// A dictionary argument: undefined and null are an empty dictionary (null
// is returned), any other non-object is a TypeError.
function dictionaryObject(v, context) {
	if (v === undefined || v === null) return null;
	if (!isObject(v)) throw new $TypeError(`${context}: the argument is not an object`);
	return v;
}

function booleanMember(dict, name, fallback) {
	if (dict === null) return fallback;
	const v = dict[name];
	return v === undefined ? fallback : !!v;
}

// ---------------------------------------------------------------------------
// Interface objects: Web IDL property attributes
// (https://webidl.spec.whatwg.org/#es-interfaces).

const enumerableDescriptor = { __proto__: null, enumerable: true };

// One descriptor for every @@toStringTag, and one for every constant, whose
// value is set before each use (goja builds an object literal's properties
// one by one: a descriptor per use would cost more than the property).
const toStringTagDescriptor = { __proto__: null, value: undefined, writable: false, enumerable: false, configurable: true };
const constantDescriptor = { __proto__: null, value: undefined, writable: false, enumerable: true, configurable: false };

// finishInterface makes a class's members enumerable, as Web IDL's
// attributes and operations are, and sets its prototype's @@toStringTag.
function finishInterface(ctor, name) {
	makeEnumerable(ctor.prototype, 'constructor', 'constructor', 'constructor');
	makeEnumerable(ctor, 'prototype', 'length', 'name');
	toStringTagDescriptor.value = name;
	$defineProperty(ctor.prototype, $toStringTag, toStringTagDescriptor);
}

// makeEnumerable makes target's own string-keyed properties enumerable, but
// for the three names given.
function makeEnumerable(target, skip1, skip2, skip3) {
	const keys = $ownKeys(target);
	for (let i = 0; i < keys.length; i++) {
		const key = keys[i];
		if (typeof key !== 'string' || key === skip1 || key === skip2 || key === skip3) continue;
		$defineProperty(target, key, enumerableDescriptor);
	}
}

// defineConstants puts Web IDL constants on the interface object and its
// prototype: read-only, enumerable, not configurable. The constants' values
// are 1, 2, 3, ... in the order of names (as DOMException's and, after
// NONE, Event's are); first is the first one's value.
function defineConstants(ctor, names, first) {
	for (let i = 0; i < names.length; i++) {
		constantDescriptor.value = first + i;
		$defineProperty(ctor, names[i], constantDescriptor);
		$defineProperty(ctor.prototype, names[i], constantDescriptor);
	}
}

function brandError(iface, member) {
	return new $TypeError(`${iface}.${member}: 'this' is not a ${iface}`);
}

function illegalConstructor(iface) {
	return new $TypeError(`${iface}: illegal constructor`);
}
