// The URL Standard's URL and URLSearchParams interfaces
// (https://url.spec.whatwg.org/#api) for goja. The URL records, the parser
// and URLSearchParams' lists live in Go (package weburl, through package
// goja/url's operations); this program gives them their Web IDL shape:
// brand checks, argument conversions, attributes and operations on the
// prototypes, the iterator.
//
// The program is kept as one file per interface (this file opens it,
// hooks.js closes it), joined in the order webjs.URL lists (programs.go),
// compiled once and run once per runtime by package goja/url. It evaluates
// to a function that Go calls with an anchor object (which keeps the Go
// side alive as long as the runtime can reach these classes), the
// built-ins captured by package internal/host/intrinsics, Symbol.iterator,
// Symbol.toStringTag and the Go operations (enable.go's newOps). It returns
// the interface objects.
//
// As in packages streams and dom: the program calls only captured
// built-ins; its records and descriptors have a null prototype; it uses no
// for-of, spread or destructuring; each public object's internal slots are
// a record held in a private field, which is also its brand.
(function (anchor, intrinsics, $iteratorSymbol, $toStringTag, ops) {
'use strict';

const $apply = intrinsics.apply;
const $defineProperty = intrinsics.defineProperty;
const $ownKeys = intrinsics.ownKeys;
const $getPrototypeOf = intrinsics.getPrototypeOf;
const $setPrototypeOf = intrinsics.setPrototypeOf;
const $getOwnPropertyDescriptor = intrinsics.getOwnPropertyDescriptor;
const $TypeError = intrinsics.TypeError;

// The Go operations (goja/url's ops.go).
const $parse = ops.parse;
const $canParse = ops.canParse;
const $get = ops.get;
const $set = ops.set;
const $newParams = ops.newParams;
const $params = ops.params;
const $update = ops.update;

const noArguments = [];
$setPrototypeOf(noArguments, null);

// INTERNAL is the token the program passes to constructors that scripts
// may not call. Scripts never see it.
const INTERNAL = { __proto__: null, anchor };

function isObject(v) {
	return (typeof v === 'object' && v !== null) || typeof v === 'function';
}

// USVString: ToString (a Symbol is a TypeError); Go takes the string's
// scalar values, a lone surrogate as U+FFFD. ToString of a string is the
// string itself, passed on as it is (a template literal would copy it).
function toUSVString(v) {
	return typeof v === 'string' ? v : `${v}`;
}

// The argument-count check of an operation or constructor.
function requireArguments(n, required, context) {
	if (n < required) throw new $TypeError(`${context}: ${required} argument${required === 1 ? '' : 's'} required, but only ${n} present`);
}

function brandError(iface, member) {
	return new $TypeError(`${iface}.${member}: 'this' is not a ${iface}`);
}

// ---------------------------------------------------------------------------
// Interface objects: Web IDL property attributes
// (https://webidl.spec.whatwg.org/#es-interfaces).

const enumerableDescriptor = { __proto__: null, enumerable: true };
const toStringTagDescriptor = { __proto__: null, value: undefined, writable: false, enumerable: false, configurable: true };

// makeInterface makes a class's members enumerable, as Web IDL's attributes
// and operations are, and sets its prototype's @@toStringTag.
function makeInterface(ctor, name) {
	enumerateOwn(ctor.prototype, 'constructor');
	enumerateOwn(ctor, 'prototype', 'length', 'name');
	toStringTagDescriptor.value = name;
	$defineProperty(ctor.prototype, $toStringTag, toStringTagDescriptor);
}

// enumerateOwn makes target's own string-keyed properties enumerable but
// for those named skip1, skip2 and skip3.
function enumerateOwn(target, skip1, skip2, skip3) {
	const keys = $ownKeys(target);
	for (let i = 0; i < keys.length; i++) {
		const key = keys[i];
		if (typeof key !== 'string' || key === skip1 || key === skip2 || key === skip3) continue;
		$defineProperty(target, key, enumerableDescriptor);
	}
}

// Stamp's constructor returns the object it is given, so that a class
// extending it installs its private field on an object made elsewhere (an
// iterator whose prototype is the iterator prototype object).
class Stamp {
	constructor(o) {
		return o;
	}
}
