// The WHATWG Streams Standard (https://streams.spec.whatwg.org/) for goja:
// ReadableStream with its default controller and reader, WritableStream with
// its default controller and writer, TransformStream with its default
// controller, and the two queuing strategies; readable byte streams with
// their controller, BYOB reader and BYOB request.
//
// The program is kept as one file per part of the standard (this file opens
// it, gohooks.js closes it), joined in the order webjs.Streams lists
// (programs.go), compiled once and run once per runtime by package streams.
// It evaluates to a function that Go calls with an anchor object (which keeps
// the Go side alive as long as the runtime can reach these classes), the
// built-ins captured by package internal/host/intrinsics, two well-known symbols,
// a Go function that gives package dom's operations ($domOperations, for
// abort signals: see signal.js), @@species ($species) and a Go function
// that tells a promise from other values without reading it ($isPromise,
// ECMAScript's IsPromise) and one that gives the bytes a chunk holds
// ($chunkBytes, for the host's bound on queued bytes: see queue.js), and that returns
// the interface objects and the internal operations Go uses. Nothing here is reachable by scripts except
// through the interface objects.
//
// Scripts may have run before this program does (it runs when streams are
// first needed), and may have changed any global, prototype method or
// accessor. So the program calls only captured built-ins, and nothing it does
// reaches Object.prototype, Array.prototype or Function.prototype unless the
// standard says so: its records and internal arrays have a null prototype
// (newArray), descriptors too, and it uses no for-of, spread or destructuring
// (which call %ArrayIteratorPrototype%.next).
//
// Layout: each public object is a thin wrapper, an instance of a class whose
// private field #s holds a plain record with the standard's internal slots.
// The abstract operations, named as in the standard, work on those records.
// Web IDL conversions happen in the wrappers, in Web IDL's order.
(function (anchor, intrinsics, $iteratorSymbol, $toStringTag, $domOperations, $species, $isPromise, $chunkBytes) {
'use strict';

// ---------------------------------------------------------------------------
// Intrinsics, captured before scripts ran (package internal/host/intrinsics), so
// that scripts that replace globals or prototype methods do not change how
// streams behave. intrinsics has a null prototype.

// undefined and Infinity as constants of this program: goja reads a name
// declared nowhere in the program from the global object, each time.
const undefined = void 0;
const Infinity = 1 / 0;

const $Promise = intrinsics.Promise;
const $then = intrinsics.promiseThen;
const $apply = intrinsics.apply;
const $defineProperty = intrinsics.defineProperty;
const $ownKeys = intrinsics.ownKeys;
const $setPrototypeOf = intrinsics.setPrototypeOf;
const $getPrototypeOf = intrinsics.getPrototypeOf;
const $getOwnPropertyDescriptor = intrinsics.getOwnPropertyDescriptor;
// %Promise.prototype%: Promise's prototype property is neither writable nor
// configurable.
const $PromisePrototype = $Promise === undefined ? undefined : $Promise.prototype;
const $TypeError = intrinsics.TypeError;
const $RangeError = intrinsics.RangeError;
const $Uint8Array = intrinsics.Uint8Array;
// goja has no Symbol.asyncIterator (nor for await, nor async generators).
// When a goja version has it, Go passes it here, values() is installed under
// it as well and ReadableStream.from accepts async iterables.
const $asyncIteratorSymbol = undefined;

// INTERNAL is the token the internal operations pass to the constructors to
// make a wrapper around an existing record. Scripts never see it.
const INTERNAL = { __proto__: null, anchor };

// newArray returns an empty array with a null prototype: writing past its end
// or reading a hole reaches no accessor a script put on Array.prototype or
// Object.prototype.
function newArray() {
	const a = [];
	$setPrototypeOf(a, null);
	return a;
}

// isNaN is Number.isNaN, which a script could replace.
function isNaN(v) {
	return v !== v;
}

function isObject(v) {
	return (typeof v === 'object' && v !== null) || typeof v === 'function';
}

function noop() {}

