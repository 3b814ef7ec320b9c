// The File API's Blob and File (https://w3c.github.io/FileAPI/) for goja.
//
// The program is kept as one file per interface (this file opens it,
// hooks.js closes it), joined in the order webjs.FileAPI lists
// (programs.go), compiled once and run once per runtime by package fileapi.
// It evaluates to a function that Go calls with an anchor object (which
// keeps the Go side alive as long as the runtime can reach these classes),
// the built-ins captured by package internal/host/intrinsics,
// Symbol.iterator, Symbol.toStringTag and the Go functions that hold and
// read a blob's bytes (go, below). It returns the interface objects and the
// operations package fileapi's Go API uses.
//
// A blob's bytes are a Go value (a "data" handle) that scripts never see:
// immutable once made, shared by every slice of it. Web IDL's conversions,
// the brand checks and the interfaces' shape are here; the byte work is
// Go's. As in the other programs: the program calls only captured built-ins;
// its records and internal arrays have a null prototype; each public
// object's internal slots are a record held in a private field, which is
// also its brand (installed by a Stamp subclass, so that File, whose
// prototype chain goes through Blob, is constructed without calling Blob:
// a script that changes File's [[Prototype]] changes nothing).
(function (anchor, intrinsics, $iteratorSymbol, $toStringTag, go) {
'use strict';

const $apply = intrinsics.apply;
const $defineProperty = intrinsics.defineProperty;
const $ownKeys = intrinsics.ownKeys;
const $setPrototypeOf = intrinsics.setPrototypeOf;
const $TypeError = intrinsics.TypeError;
const $Promise = intrinsics.Promise;
const $Uint8Array = intrinsics.Uint8Array;

// The Go functions (package fileapi, hooks.go):
//   isBufferSource(v)            whether v is an ArrayBuffer or an ArrayBufferView
//   make(parts, native)          the bytes of "process blob parts" of parts: data
//                                handles, buffer sources and strings (USVString
//                                conversion and UTF-8 encode are Go's), with
//                                strings' line endings made native when native
//   size(data)                   the number of bytes
//   slice(data, start, end)      the bytes from start to end, shared
//   text(data)                   UTF-8 decode
//   arrayBuffer(data)            a new ArrayBuffer of a copy of the bytes
//   stream(data)                 a new readable byte stream of the bytes
//   normalizeType(s)             "" when s has a code unit outside U+0020..U+007E,
//                                else s in ASCII lowercase
//   toUSVString(s)               s with lone surrogates replaced by U+FFFD
//   now()                        the current time in milliseconds since the epoch
const $isBufferSource = go.isBufferSource;
const $make = go.make;
const $size = go.size;
const $slice = go.slice;
const $text = go.text;
const $arrayBuffer = go.arrayBuffer;
const $stream = go.stream;
const $normalizeType = go.normalizeType;
const $toUSVString = go.toUSVString;
const $now = go.now;

// INTERNAL is the token the operations pass to the constructors to make an
// object from a record. Scripts never see it.
const INTERNAL = { __proto__: null, anchor };

function newArray() {
	const a = [];
	$setPrototypeOf(a, null);
	return a;
}

const noArguments = newArray();

function isObject(v) {
	return (typeof v === 'object' && v !== null) || typeof v === 'function';
}

// Stamp's constructor returns the object it is given, so that a class
// extending it installs its private field on an object made elsewhere.
class Stamp {
	constructor(o) {
		return o;
	}
}

// ---------------------------------------------------------------------------
// Promises (Web IDL: "a promise resolved with", "a promise rejected with").

function promiseResolvedWith(v) {
	return new $Promise((resolve) => resolve(v));
}

function promiseRejectedWith(e) {
	return new $Promise((resolve, reject) => reject(e));
}

// ---------------------------------------------------------------------------
// Web IDL conversions (https://webidl.spec.whatwg.org/#es-type-mapping).

// The argument-count check of an operation or constructor.
function requireArguments(n, required, context) {
	if (n < required) throw new $TypeError(`${context}: ${required} argument${required === 1 ? '' : 's'} required, but only ${n} present`);
}

// long long: ToNumber, NaN and infinities 0, truncated, then modulo 2^64
// into the signed range.
function toLongLong(v) {
	let x = +v;
	if (x !== x || x === Infinity || x === -Infinity) return 0;
	x -= x % 1;
	if (x >= 9223372036854775808 || x < -9223372036854775808) {
		x %= 18446744073709551616;
		if (x < 0) x += 18446744073709551616;
		if (x >= 9223372036854775808) x -= 18446744073709551616;
	}
	return x === 0 ? 0 : x;
}

// [Clamp] long long: ToNumber, NaN 0, clamped to the range, rounded to the
// nearest integer with ties to even, and +0 for -0.
function toClampedLongLong(v) {
	let x = +v;
	if (x !== x) return 0;
	if (x < -9223372036854775808) x = -9223372036854775808;
	if (x > 9223372036854775807) x = 9223372036854775807;
	const t = x - (x % 1); // toward zero
	const frac = x - t;
	let r = t;
	if (frac > 0.5 || (frac === 0.5 && t % 2 !== 0)) r = t + 1;
	else if (frac < -0.5 || (frac === -0.5 && t % 2 !== 0)) r = t - 1;
	return r === 0 ? 0 : r;
}

// sequence<BlobPart>, each element (BufferSource or Blob or USVString):
// Web IDL's "create a sequence from an iterable", converting each value as
// it comes. A Blob is given to Go as its data handle, a buffer source as
// itself (its bytes are read when the parts are processed, after every
// conversion), anything else as its ToString (Go makes it a USVString).
function toBlobParts(v, context) {
	if (v === undefined) return noArguments;
	if (!isObject(v)) throw new $TypeError(`${context}: parameter 1 is not an iterable object`);
	const method = v[$iteratorSymbol];
	if (typeof method !== 'function') throw new $TypeError(`${context}: parameter 1 is not an iterable object`);
	const iterator = $apply(method, v, noArguments);
	if (!isObject(iterator)) throw new $TypeError(`${context}: the iterator is not an object`);
	const next = iterator.next;
	const parts = newArray();
	for (;;) {
		const result = $apply(next, iterator, noArguments);
		if (!isObject(result)) throw new $TypeError(`${context}: the iterator result is not an object`);
		if (result.done) break;
		parts[parts.length] = toBlobPart(result.value);
	}
	return parts;
}

function toBlobPart(v) {
	if (isObject(v)) {
		const b = blobRecord(v);
		if (b !== undefined) return b.data;
		if ($isBufferSource(v)) return v;
	}
	return toDOMString(v);
}

// toDOMString is Web IDL's DOMString conversion, ToString. A string is
// returned as it is (ToString of a string is itself): goja's template
// literal would copy it, in one step no interrupt stops.
function toDOMString(v) {
	return typeof v === 'string' ? v : `${v}`;
}

// BlobPropertyBag (endings, type) and, with file, FilePropertyBag's
// lastModified: members read in Web IDL's order, the inherited
// dictionary's first, each in lexicographic order.
function toPropertyBag(v, context, file) {
	const bag = { __proto__: null, endings: 'transparent', type: '', lastModified: undefined };
	if (v === undefined || v === null) return bag;
	if (!isObject(v)) throw new $TypeError(`${context}: the options argument is not an object`);
	const endings = v.endings;
	if (endings !== undefined) {
		const s = toDOMString(endings);
		if (s !== 'transparent' && s !== 'native') throw new $TypeError(`${context}: ${s.length > 64 ? 'the value' : `'${s}'`} is not a valid value for enumeration EndingType`);
		bag.endings = s;
	}
	const type = v.type;
	if (type !== undefined) bag.type = toDOMString(type);
	if (file) {
		const lastModified = v.lastModified;
		if (lastModified !== undefined) bag.lastModified = toLongLong(lastModified);
	}
	return bag;
}

// ---------------------------------------------------------------------------
// Interface objects: Web IDL property attributes
// (https://webidl.spec.whatwg.org/#es-interfaces).

const enumerableDescriptor = { __proto__: null, enumerable: true };
const toStringTagDescriptor = { __proto__: null, value: undefined, writable: false, enumerable: false, configurable: true };

// finishInterface makes a class's members enumerable, as Web IDL's
// attributes and operations are, and sets its prototype's @@toStringTag.
function finishInterface(ctor, name) {
	makeEnumerable(ctor.prototype);
	toStringTagDescriptor.value = name;
	$defineProperty(ctor.prototype, $toStringTag, toStringTagDescriptor);
}

function makeEnumerable(target) {
	const keys = $ownKeys(target);
	for (let i = 0; i < keys.length; i++) {
		const key = keys[i];
		if (typeof key !== 'string' || key === 'constructor') continue;
		$defineProperty(target, key, enumerableDescriptor);
	}
}

function brandError(iface, member) {
	return new $TypeError(`${iface}.${member}: 'this' is not a ${iface}`);
}
