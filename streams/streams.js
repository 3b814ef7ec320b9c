// The WHATWG Streams Standard (https://streams.spec.whatwg.org/) for goja:
// ReadableStream with its default controller and reader, WritableStream with
// its default controller and writer, TransformStream with its default
// controller, and the two queuing strategies. Byte streams (type: "bytes",
// BYOB readers and requests) are not implemented: asking for one throws.
//
// The program is compiled once by package streams and run once per runtime.
// It evaluates to a function that Go calls with an anchor object (which keeps
// the Go side alive as long as the runtime can reach these classes), the
// built-ins captured by package internal/intrinsics and two well-known
// symbols, and that returns the interface objects and the internal operations
// Go uses. Nothing here is reachable by scripts except through the interface
// objects.
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
(function (anchor, intrinsics, $iteratorSymbol, $toStringTag) {
'use strict';

// ---------------------------------------------------------------------------
// Intrinsics, captured before scripts ran (package internal/intrinsics), so
// that scripts that replace globals or prototype methods do not change how
// streams behave. intrinsics has a null prototype.

const $Promise = intrinsics.Promise;
const $then = intrinsics.promiseThen;
const $promiseResolve = intrinsics.promiseResolve;
const $apply = intrinsics.apply;
const $defineProperty = intrinsics.defineProperty;
const $ownKeys = intrinsics.ownKeys;
const $setPrototypeOf = intrinsics.setPrototypeOf;
const $TypeError = intrinsics.TypeError;
const $RangeError = intrinsics.RangeError;
const $Error = intrinsics.Error;
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

const BYTES_UNSUPPORTED = 'ReadableStream: byte streams (type: "bytes") are not supported by this implementation';

function isObject(v) {
	return (typeof v === 'object' && v !== null) || typeof v === 'function';
}

function noop() {}

// ---------------------------------------------------------------------------
// Promises (Web IDL's "a new promise", "resolve", "reject", "react").

// A promise record holds a promise, its resolving functions and its state
// (the standard reads [[PromiseState]] of a writer's promises).
function newPromise() {
	const r = { __proto__: null, promise: undefined, state: 'pending', res: undefined, rej: undefined };
	r.promise = new $Promise((res, rej) => { r.res = res; r.rej = rej; });
	return r;
}

function resolvePromise(r, v) {
	if (r.state !== 'pending') return;
	r.state = 'fulfilled';
	r.res(v);
}

function rejectPromise(r, e) {
	if (r.state !== 'pending') return;
	r.state = 'rejected';
	r.rej(e);
}

function resolvedRecord(v) {
	return { __proto__: null, promise: promiseResolvedWith(v), state: 'fulfilled', res: noop, rej: noop };
}

function rejectedRecord(e) {
	const p = promiseRejectedWith(e);
	setPromiseIsHandledToTrue(p);
	return { __proto__: null, promise: p, state: 'rejected', res: noop, rej: noop };
}

// "A promise resolved with v": a new promise, resolved with v (adopting v's
// state when v is a thenable).
function promiseResolvedWith(v) {
	return new $Promise((res) => res(v));
}

function promiseRejectedWith(e) {
	return new $Promise((_, rej) => rej(e));
}

function PerformPromiseThen(p, onFulfilled, onRejected) {
	return $apply($then, p, [onFulfilled, onRejected]);
}

// "React to p": returns the derived promise.
function transformPromiseWith(p, onFulfilled, onRejected) {
	return PerformPromiseThen(p, onFulfilled, onRejected);
}

// "Upon fulfillment / rejection of p": the derived promise is not used, and
// is kept from reporting an unhandled rejection.
function uponPromise(p, onFulfilled, onRejected) {
	setPromiseIsHandledToTrue(PerformPromiseThen(p, onFulfilled, onRejected));
}

function uponFulfillment(p, onFulfilled) {
	uponPromise(p, onFulfilled, noop);
}

function uponRejection(p, onRejected) {
	uponPromise(p, undefined, onRejected);
}

function setPromiseIsHandledToTrue(p) {
	PerformPromiseThen(p, undefined, noop);
}

const resolvedUndefined = promiseResolvedWith(undefined);

// HTML's "queue a microtask": a reaction to a resolved promise joins the same
// job queue.
function queueMicrotask(f) {
	PerformPromiseThen(resolvedUndefined, f, undefined);
}

// Web IDL's "get a promise for waiting for all".
function waitForAll(promises) {
	const r = newPromise();
	const total = promises.length;
	if (total === 0) {
		queueMicrotask(() => resolvePromise(r, newArray()));
		return r.promise;
	}
	const results = newArray();
	let fulfilledCount = 0;
	let rejected = false;
	const onRejected = (e) => {
		if (rejected) return;
		rejected = true;
		rejectPromise(r, e);
	};
	for (let i = 0; i < total; i++) {
		const index = i;
		results[index] = undefined;
		PerformPromiseThen(promises[i], (v) => {
			results[index] = v;
			fulfilledCount++;
			if (fulfilledCount === total) resolvePromise(r, results);
		}, onRejected);
	}
	return r.promise;
}

// ---------------------------------------------------------------------------
// Web IDL conversions and callback invocation.

// ToString, as DOMString conversion does it (a Symbol is a TypeError).
function toDOMString(v) {
	return `${v}`;
}

// ToNumber, as unrestricted double conversion does it (a Symbol or a BigInt
// is a TypeError).
function toNumber(v) {
	return +v;
}

// dictionaryObject checks a dictionary argument: undefined and null convert
// to an empty dictionary (null is returned), any other non-object is a
// TypeError.
function dictionaryObject(v, context) {
	if (v === undefined || v === null) return null;
	if (!isObject(v)) throw new $TypeError(`${context}: the argument is not an object`);
	return v;
}

// callbackMember reads a dictionary member of a callback function type.
function callbackMember(dict, name, context) {
	if (dict === null) return undefined;
	const v = dict[name];
	if (v === undefined) return undefined;
	if (typeof v !== 'function') throw new $TypeError(`${context}: '${name}' is not a function`);
	return v;
}

function anyMember(dict, name) {
	return dict === null ? undefined : dict[name];
}

function booleanMember(dict, name) {
	if (dict === null) return false;
	const v = dict[name];
	return v === undefined ? false : !!v;
}

// Invoke a callback function whose return type is a promise type: an
// exception becomes a rejected promise, a value a promise resolved with it.
function invokePromise(f, thisArg, args) {
	let v;
	try {
		v = $apply(f, thisArg, args);
	} catch (e) {
		return promiseRejectedWith(e);
	}
	return promiseResolvedWith(v);
}

// QueuingStrategy: highWaterMark (unrestricted double), size (callback).
function toQueuingStrategy(v, context) {
	const dict = dictionaryObject(v, context);
	const s = { __proto__: null, highWaterMark: undefined, size: undefined };
	if (dict === null) return s;
	const hwm = dict.highWaterMark;
	if (hwm !== undefined) s.highWaterMark = toNumber(hwm);
	s.size = callbackMember(dict, 'size', context);
	return s;
}

// StreamPipeOptions: preventAbort, preventCancel, preventClose, signal.
function toStreamPipeOptions(v, context) {
	const dict = dictionaryObject(v, context);
	const preventAbort = booleanMember(dict, 'preventAbort');
	const preventCancel = booleanMember(dict, 'preventCancel');
	const preventClose = booleanMember(dict, 'preventClose');
	let signal = anyMember(dict, 'signal');
	if (signal !== undefined) signal = toSignal(signal, context);
	return { __proto__: null, preventAbort, preventCancel, preventClose, signal };
}

// ---------------------------------------------------------------------------
// Interface objects: Web IDL property attributes.

// finishInterface makes the members of a class enumerable and sets its
// prototype's @@toStringTag. It changes only the enumerable attribute, with a
// descriptor of a null prototype: it reads no descriptor (goja builds those
// with ordinary assignments, which setters on Object.prototype would see), and
// defining reads no "get", "set" or "value" a script put on Object.prototype.
const enumerableDescriptor = { __proto__: null, enumerable: true };

function finishInterface(ctor, name) {
	const targets = [ctor.prototype, ctor];
	for (let t = 0; t < 2; t++) {
		const target = targets[t];
		const keys = $ownKeys(target);
		for (let i = 0; i < keys.length; i++) {
			const key = keys[i];
			if (typeof key !== 'string' || key === 'constructor' || key === 'prototype' || key === 'length' || key === 'name') continue;
			$defineProperty(target, key, enumerableDescriptor);
		}
	}
	$defineProperty(ctor.prototype, $toStringTag, { __proto__: null, value: name, writable: false, enumerable: false, configurable: true });
}

function brandError(iface, member) {
	return new $TypeError(`${iface}.${member}: 'this' is not a ${iface}`);
}

function illegalConstructor(iface) {
	return new $TypeError(`${iface}: illegal constructor`);
}

// ---------------------------------------------------------------------------
// Queue-with-sizes ("Supporting abstract operations"). The queue is a flat
// array (see newArray) of value, size pairs read from index head, emptied
// when it drains and compacted when mostly drained.

function ResetQueue(container) {
	container.queue = newArray();
	container.queueHead = 0;
	container.queueTotalSize = 0;
}

function queueIsEmpty(container) {
	return container.queueHead === container.queue.length;
}

function IsNonNegativeNumber(v) {
	return typeof v === 'number' && !isNaN(v) && v >= 0;
}

function EnqueueValueWithSize(container, value, size) {
	if (!IsNonNegativeNumber(size)) throw new $RangeError('The size of a chunk must be a non-negative number');
	if (size === Infinity) throw new $RangeError('The size of a chunk must be finite');
	const q = container.queue;
	q[q.length] = value;
	q[q.length] = size;
	container.queueTotalSize += size;
}

function DequeueValue(container) {
	let q = container.queue;
	const h = container.queueHead;
	const value = q[h];
	const size = q[h + 1];
	q[h] = undefined;
	q[h + 1] = undefined;
	container.queueHead = h + 2;
	if (container.queueHead === q.length) {
		q.length = 0;
		container.queueHead = 0;
	} else if (container.queueHead >= 1024 && container.queueHead * 2 >= q.length) {
		const rest = newArray();
		for (let i = container.queueHead; i < q.length; i++) rest[rest.length] = q[i];
		container.queue = rest;
		container.queueHead = 0;
	}
	container.queueTotalSize -= size;
	if (container.queueTotalSize < 0) container.queueTotalSize = 0;
	return value;
}

function PeekQueueValue(container) {
	return container.queue[container.queueHead];
}

// A first-in first-out list (read requests, write requests).
function newList() {
	return { __proto__: null, items: newArray(), head: 0 };
}

function listPush(l, v) {
	l.items[l.items.length] = v;
}

function listShift(l) {
	const v = l.items[l.head];
	l.items[l.head] = undefined;
	l.head++;
	if (l.head === l.items.length) {
		l.items.length = 0;
		l.head = 0;
	}
	return v;
}

function listSize(l) {
	return l.items.length - l.head;
}

// listTake empties l and returns its items in order.
function listTake(l) {
	const items = l.items;
	const head = l.head;
	l.items = newArray();
	l.head = 0;
	if (head === 0) return items;
	const out = newArray();
	for (let i = head; i < items.length; i++) out[out.length] = items[i];
	return out;
}

// ---------------------------------------------------------------------------
// Queuing strategies.

function ExtractHighWaterMark(strategy, defaultHWM) {
	if (strategy.highWaterMark === undefined) return defaultHWM;
	const highWaterMark = strategy.highWaterMark;
	if (isNaN(highWaterMark) || highWaterMark < 0) throw new $RangeError('Invalid highWaterMark: it must be a non-negative number');
	return highWaterMark;
}

function returnOne() {
	return 1;
}

function ExtractSizeAlgorithm(strategy) {
	const size = strategy.size;
	if (size === undefined) return returnOne;
	return (chunk) => toNumber($apply(size, undefined, [chunk]));
}

// The realm's size functions (built-in functions named "size", with no
// [[Construct]]).
const countQueuingStrategySize = { size: () => 1 }.size;
const byteLengthQueuingStrategySize = { size: (chunk) => chunk.byteLength }.size;

function toQueuingStrategyInit(v, iface) {
	const dict = dictionaryObject(v, iface);
	const hwm = dict === null ? undefined : dict.highWaterMark;
	if (hwm === undefined) throw new $TypeError(`${iface}: the required member 'highWaterMark' is missing`);
	return toNumber(hwm);
}

let byteLengthStrategyHWM;
class ByteLengthQueuingStrategy {
	#hwm;
	constructor(init) {
		this.#hwm = toQueuingStrategyInit(init, 'ByteLengthQueuingStrategy');
	}
	static {
		byteLengthStrategyHWM = (o) => (isObject(o) && #hwm in o ? o.#hwm : undefined);
	}
	get highWaterMark() {
		const h = byteLengthStrategyHWM(this);
		if (h === undefined) throw brandError('ByteLengthQueuingStrategy', 'highWaterMark');
		return h;
	}
	get size() {
		if (byteLengthStrategyHWM(this) === undefined) throw brandError('ByteLengthQueuingStrategy', 'size');
		return byteLengthQueuingStrategySize;
	}
}
finishInterface(ByteLengthQueuingStrategy, 'ByteLengthQueuingStrategy');

let countStrategyHWM;
class CountQueuingStrategy {
	#hwm;
	constructor(init) {
		this.#hwm = toQueuingStrategyInit(init, 'CountQueuingStrategy');
	}
	static {
		countStrategyHWM = (o) => (isObject(o) && #hwm in o ? o.#hwm : undefined);
	}
	get highWaterMark() {
		const h = countStrategyHWM(this);
		if (h === undefined) throw brandError('CountQueuingStrategy', 'highWaterMark');
		return h;
	}
	get size() {
		if (countStrategyHWM(this) === undefined) throw brandError('CountQueuingStrategy', 'size');
		return countQueuingStrategySize;
	}
}
finishInterface(CountQueuingStrategy, 'CountQueuingStrategy');

// ---------------------------------------------------------------------------
// Abort signals. goja has no AbortController or AbortSignal. A
// WritableStreamDefaultController's signal is a minimal AbortSignal of this
// implementation (aborted, reason, throwIfAborted, addEventListener and
// removeEventListener for "abort"); pipeTo's signal option accepts those and
// any object with addEventListener and removeEventListener methods and
// aborted and reason properties (an AbortSignal from a host's own
// implementation).

function newSignalRecord() {
	return { __proto__: null, aborted: false, reason: undefined, algorithms: newList(), listeners: newArray(), wrapper: undefined };
}

let signalRecord;
class AbortSignal {
	#s;
	constructor(token = undefined, record = undefined) {
		if (token !== INTERNAL) throw illegalConstructor('AbortSignal');
		this.#s = record;
		record.wrapper = this;
	}
	static {
		signalRecord = (o) => (isObject(o) && #s in o ? o.#s : undefined);
	}
	get aborted() {
		const s = signalRecord(this);
		if (s === undefined) throw brandError('AbortSignal', 'aborted');
		return s.aborted;
	}
	get reason() {
		const s = signalRecord(this);
		if (s === undefined) throw brandError('AbortSignal', 'reason');
		return s.reason;
	}
	throwIfAborted() {
		const s = signalRecord(this);
		if (s === undefined) throw brandError('AbortSignal', 'throwIfAborted');
		if (s.aborted) throw s.reason;
	}
	addEventListener(type, callback, options = undefined) {
		const s = signalRecord(this);
		if (s === undefined) throw brandError('AbortSignal', 'addEventListener');
		const t = toDOMString(type);
		if (callback === null || callback === undefined) return;
		if (!isObject(callback)) throw new $TypeError('AbortSignal.addEventListener: the listener is not an object');
		const once = isObject(options) ? !!options.once : false;
		for (let i = 0; i < s.listeners.length; i++) {
			const l = s.listeners[i];
			if (l.type === t && l.callback === callback) return;
		}
		s.listeners[s.listeners.length] = { __proto__: null, type: t, callback, once, removed: false };
	}
	removeEventListener(type, callback, options = undefined) {
		const s = signalRecord(this);
		if (s === undefined) throw brandError('AbortSignal', 'removeEventListener');
		const t = toDOMString(type);
		const kept = newArray();
		for (let i = 0; i < s.listeners.length; i++) {
			const l = s.listeners[i];
			if (l.type === t && l.callback === callback) l.removed = true;
			else kept[kept.length] = l;
		}
		s.listeners = kept;
	}
}
finishInterface(AbortSignal, 'AbortSignal');

function signalWrapper(s) {
	if (s.wrapper === undefined) new AbortSignal(INTERNAL, s);
	return s.wrapper;
}

// DOM's "signal abort", without dependent signals. Listeners' exceptions are
// swallowed (there is no error reporting in goja).
function signalAbort(s, reason) {
	if (s.aborted) return;
	s.aborted = true;
	s.reason = reason;
	const algorithms = listTake(s.algorithms);
	for (let i = 0; i < algorithms.length; i++) algorithms[i]();
	const listeners = copyArray(s.listeners);
	const target = signalWrapper(s);
	const event = { type: 'abort', target, currentTarget: target };
	for (let i = 0; i < listeners.length; i++) {
		const l = listeners[i];
		if (l.removed || l.type !== 'abort') continue;
		if (l.once) {
			l.removed = true;
			const kept = newArray();
			for (let j = 0; j < s.listeners.length; j++) if (s.listeners[j] !== l) kept[kept.length] = s.listeners[j];
			s.listeners = kept;
		}
		try {
			if (typeof l.callback === 'function') {
				$apply(l.callback, target, [event]);
			} else {
				const handleEvent = l.callback.handleEvent;
				if (typeof handleEvent === 'function') $apply(handleEvent, l.callback, [event]);
			}
		} catch (e) {
			// reported nowhere
		}
	}
}

function copyArray(a) {
	const out = newArray();
	for (let i = 0; i < a.length; i++) out[i] = a[i];
	return out;
}

// toSignal converts pipeTo's signal option. The result is a small record
// with three operations, so that ReadableStreamPipeTo treats both kinds of
// signal alike.
function toSignal(v, context) {
	const s = signalRecord(v);
	if (s !== undefined) {
		return {
			__proto__: null,
			aborted: () => s.aborted,
			reason: () => s.reason,
			add: (algorithm) => { listPush(s.algorithms, algorithm); return algorithm; },
			remove: (algorithm) => {
				const kept = newList();
				const items = listTake(s.algorithms);
				for (let i = 0; i < items.length; i++) if (items[i] !== algorithm) listPush(kept, items[i]);
				s.algorithms = kept;
			},
		};
	}
	if (!isObject(v)) throw new $TypeError(`${context}: signal is not an AbortSignal`);
	const add = v.addEventListener;
	const remove = v.removeEventListener;
	if (typeof add !== 'function' || typeof remove !== 'function') throw new $TypeError(`${context}: signal is not an AbortSignal`);
	return {
		__proto__: null,
		aborted: () => !!v.aborted,
		reason: () => v.reason,
		add: (algorithm) => {
			const listener = () => algorithm();
			$apply(add, v, ['abort', listener]);
			return listener;
		},
		remove: (listener) => { $apply(remove, v, ['abort', listener]); },
	};
}

// ===========================================================================
// Readable streams

function newReadableStreamRecord() {
	// InitializeReadableStream
	return { __proto__: null, state: 'readable', reader: undefined, storedError: undefined, disturbed: false, controller: undefined, wrapper: undefined };
}

function readableWrapper(stream) {
	if (stream.wrapper === undefined) new ReadableStream(INTERNAL, stream);
	return stream.wrapper;
}

// UnderlyingSource: autoAllocateChunkSize, cancel, pull, start, type.
function toUnderlyingSource(source) {
	const d = { __proto__: null, autoAllocateChunkSize: undefined, cancel: undefined, pull: undefined, start: undefined, type: undefined };
	if (source === null) return d;
	const size = source.autoAllocateChunkSize;
	if (size !== undefined) {
		// [EnforceRange] unsigned long long
		let n = toNumber(size);
		if (isNaN(n) || n === Infinity || n === -Infinity) throw new $TypeError('ReadableStream: autoAllocateChunkSize is not a finite number');
		n -= n % 1; // IntegerPart (Math.floor could be replaced)
		if (n < 0 || n > 9007199254740991) throw new $TypeError('ReadableStream: autoAllocateChunkSize is out of range');
		d.autoAllocateChunkSize = n;
	}
	d.cancel = callbackMember(source, 'cancel', 'ReadableStream');
	d.pull = callbackMember(source, 'pull', 'ReadableStream');
	d.start = callbackMember(source, 'start', 'ReadableStream');
	const type = source.type;
	if (type !== undefined) {
		const t = toDOMString(type);
		if (t !== 'bytes') throw new $TypeError(`ReadableStream: '${t}' is not a valid value for the type member`);
		d.type = t;
	}
	return d;
}

let readableStreamRecord;
class ReadableStream {
	#s;
	constructor(underlyingSource = undefined, strategy = undefined) {
		if (underlyingSource === INTERNAL) {
			this.#s = strategy;
			strategy.wrapper = this;
			return;
		}
		if (underlyingSource !== undefined && !isObject(underlyingSource)) throw new $TypeError('ReadableStream: parameter 1 is not an object');
		const strategyDict = toQueuingStrategy(strategy, 'ReadableStream');
		const source = underlyingSource === undefined ? null : underlyingSource;
		const sourceDict = toUnderlyingSource(source);
		const stream = newReadableStreamRecord();
		this.#s = stream;
		stream.wrapper = this;
		if (sourceDict.type === 'bytes') throw new $RangeError(BYTES_UNSUPPORTED);
		const sizeAlgorithm = ExtractSizeAlgorithm(strategyDict);
		const highWaterMark = ExtractHighWaterMark(strategyDict, 1);
		SetUpReadableStreamDefaultControllerFromUnderlyingSource(stream, source, sourceDict, highWaterMark, sizeAlgorithm);
	}
	static {
		readableStreamRecord = (o) => (isObject(o) && #s in o ? o.#s : undefined);
	}
	static from(asyncIterable) {
		return readableWrapper(ReadableStreamFromIterable(asyncIterable));
	}
	get locked() {
		const stream = readableStreamRecord(this);
		if (stream === undefined) throw brandError('ReadableStream', 'locked');
		return IsReadableStreamLocked(stream);
	}
	cancel(reason = undefined) {
		const stream = readableStreamRecord(this);
		if (stream === undefined) return promiseRejectedWith(brandError('ReadableStream', 'cancel'));
		if (IsReadableStreamLocked(stream)) return promiseRejectedWith(new $TypeError('ReadableStream.cancel: the stream is locked'));
		return ReadableStreamCancel(stream, reason);
	}
	getReader(options = undefined) {
		const stream = readableStreamRecord(this);
		if (stream === undefined) throw brandError('ReadableStream', 'getReader');
		const dict = dictionaryObject(options, 'ReadableStream.getReader');
		const mode = anyMember(dict, 'mode');
		if (mode !== undefined) {
			const m = toDOMString(mode);
			if (m !== 'byob') throw new $TypeError(`ReadableStream.getReader: '${m}' is not a valid value for mode`);
			// AcquireReadableStreamBYOBReader: a locked stream, or one
			// without a byte stream controller (all of them here), is a
			// TypeError.
			if (IsReadableStreamLocked(stream)) throw new $TypeError('ReadableStream.getReader: the stream is locked');
			throw new $TypeError('ReadableStream.getReader: BYOB readers need a byte stream, and byte streams are not supported by this implementation');
		}
		return readerWrapper(AcquireReadableStreamDefaultReader(stream));
	}
	pipeThrough(transform, options = undefined) {
		const stream = readableStreamRecord(this);
		if (stream === undefined) throw brandError('ReadableStream', 'pipeThrough');
		// ReadableWritablePair: readable, writable (both required).
		const pair = dictionaryObject(transform, 'ReadableStream.pipeThrough');
		const readableValue = pair === null ? undefined : pair.readable;
		if (readableValue === undefined) throw new $TypeError("ReadableStream.pipeThrough: the required member 'readable' is missing");
		const readable = readableStreamRecord(readableValue);
		if (readable === undefined) throw new $TypeError("ReadableStream.pipeThrough: 'readable' is not a ReadableStream");
		const writableValue = pair.writable;
		if (writableValue === undefined) throw new $TypeError("ReadableStream.pipeThrough: the required member 'writable' is missing");
		const writable = writableStreamRecord(writableValue);
		if (writable === undefined) throw new $TypeError("ReadableStream.pipeThrough: 'writable' is not a WritableStream");
		const o = toStreamPipeOptions(options, 'ReadableStream.pipeThrough');
		if (IsReadableStreamLocked(stream)) throw new $TypeError('ReadableStream.pipeThrough: the stream is locked');
		if (IsWritableStreamLocked(writable)) throw new $TypeError('ReadableStream.pipeThrough: the writable stream is locked');
		const promise = ReadableStreamPipeTo(stream, writable, o.preventClose, o.preventAbort, o.preventCancel, o.signal);
		setPromiseIsHandledToTrue(promise);
		return readableValue;
	}
	pipeTo(destination, options = undefined) {
		try {
			const stream = readableStreamRecord(this);
			if (stream === undefined) throw brandError('ReadableStream', 'pipeTo');
			const dest = writableStreamRecord(destination);
			if (dest === undefined) throw new $TypeError("ReadableStream.pipeTo: parameter 1 is not of type 'WritableStream'");
			const o = toStreamPipeOptions(options, 'ReadableStream.pipeTo');
			if (IsReadableStreamLocked(stream)) throw new $TypeError('ReadableStream.pipeTo: the stream is locked');
			if (IsWritableStreamLocked(dest)) throw new $TypeError('ReadableStream.pipeTo: the destination is locked');
			return ReadableStreamPipeTo(stream, dest, o.preventClose, o.preventAbort, o.preventCancel, o.signal);
		} catch (e) {
			return promiseRejectedWith(e);
		}
	}
	tee() {
		const stream = readableStreamRecord(this);
		if (stream === undefined) throw brandError('ReadableStream', 'tee');
		const branches = ReadableStreamTee(stream, false);
		return [readableWrapper(branches[0]), readableWrapper(branches[1])];
	}
	values(options = undefined) {
		const stream = readableStreamRecord(this);
		if (stream === undefined) throw brandError('ReadableStream', 'values');
		// ReadableStreamIteratorOptions: preventCancel.
		const dict = dictionaryObject(options, 'ReadableStream.values');
		const preventCancel = booleanMember(dict, 'preventCancel');
		// The asynchronous iterator initialization steps.
		const reader = AcquireReadableStreamDefaultReader(stream);
		const it = { __proto__: null, reader, preventCancel, ongoing: undefined, finished: false, wrapper: undefined };
		return new ReadableStreamAsyncIterator(INTERNAL, it);
	}
}
finishInterface(ReadableStream, 'ReadableStream');
if ($asyncIteratorSymbol !== undefined) {
	$defineProperty(ReadableStream.prototype, $asyncIteratorSymbol, { __proto__: null, value: ReadableStream.prototype.values, writable: true, enumerable: false, configurable: true });
}
const readableStreamValues = ReadableStream.prototype.values;

// ReadableStream's default asynchronous iterator (Web IDL "asynchronous
// iterator prototype object"). Without %AsyncIteratorPrototype% in goja its
// prototype inherits from Object.prototype.
let asyncIteratorRecord;
class ReadableStreamAsyncIterator {
	#s;
	constructor(token = undefined, record = undefined) {
		if (token !== INTERNAL) throw illegalConstructor('ReadableStream AsyncIterator');
		this.#s = record;
		record.wrapper = this;
	}
	static {
		asyncIteratorRecord = (o) => (isObject(o) && #s in o ? o.#s : undefined);
	}
	next() {
		const it = asyncIteratorRecord(this);
		if (it === undefined) return promiseRejectedWith(new $TypeError("ReadableStream AsyncIterator.next: 'this' is not a ReadableStream async iterator"));
		const nextSteps = () => {
			if (it.finished) return promiseResolvedWith({ value: undefined, done: true });
			const nextPromise = asyncIteratorGetNext(it);
			return PerformPromiseThen(nextPromise, (next) => {
				it.ongoing = undefined;
				if (next === END_OF_ITERATION) {
					it.finished = true;
					return { value: undefined, done: true };
				}
				return { value: next.value, done: false };
			}, (reason) => {
				it.ongoing = undefined;
				it.finished = true;
				throw reason;
			});
		};
		if (it.ongoing !== undefined) {
			it.ongoing = PerformPromiseThen(it.ongoing, nextSteps, nextSteps);
		} else {
			it.ongoing = nextSteps();
		}
		return it.ongoing;
	}
	return(value = undefined) {
		const it = asyncIteratorRecord(this);
		if (it === undefined) return promiseRejectedWith(new $TypeError("ReadableStream AsyncIterator.return: 'this' is not a ReadableStream async iterator"));
		const returnSteps = () => {
			if (it.finished) return promiseResolvedWith({ value, done: true });
			it.finished = true;
			return asyncIteratorReturn(it, value);
		};
		if (it.ongoing !== undefined) {
			it.ongoing = PerformPromiseThen(it.ongoing, returnSteps, returnSteps);
		} else {
			it.ongoing = returnSteps();
		}
		return PerformPromiseThen(it.ongoing, () => ({ value, done: true }), undefined);
	}
}
finishInterface(ReadableStreamAsyncIterator, 'ReadableStream AsyncIterator');
// An asynchronous iterator prototype object has no constructor property.
delete ReadableStreamAsyncIterator.prototype.constructor;

const END_OF_ITERATION = { __proto__: null, end: true };

// ReadableStream's "get the next iteration result".
function asyncIteratorGetNext(it) {
	const reader = it.reader;
	if (reader.stream === undefined) return promiseRejectedWith(new $TypeError('ReadableStream async iterator: the reader was released'));
	const r = newPromise();
	ReadableStreamDefaultReaderRead(reader, {
		__proto__: null,
		chunkSteps: (chunk) => resolvePromise(r, { __proto__: null, value: chunk }),
		closeSteps: () => {
			ReadableStreamDefaultReaderRelease(reader);
			resolvePromise(r, END_OF_ITERATION);
		},
		errorSteps: (e) => {
			ReadableStreamDefaultReaderRelease(reader);
			rejectPromise(r, e);
		},
	});
	return r.promise;
}

// ReadableStream's "asynchronous iterator return".
function asyncIteratorReturn(it, arg) {
	const reader = it.reader;
	if (reader.stream === undefined) return promiseResolvedWith(undefined);
	if (!it.preventCancel) {
		const result = ReadableStreamReaderGenericCancel(reader, arg);
		ReadableStreamDefaultReaderRelease(reader);
		return result;
	}
	ReadableStreamDefaultReaderRelease(reader);
	return promiseResolvedWith(undefined);
}

// --- Readers ---------------------------------------------------------------

function newReaderRecord() {
	return { __proto__: null, stream: undefined, closedPromise: undefined, readRequests: newList(), wrapper: undefined };
}

function readerWrapper(reader) {
	if (reader.wrapper === undefined) new ReadableStreamDefaultReader(INTERNAL, reader);
	return reader.wrapper;
}

let readerRecord;
class ReadableStreamDefaultReader {
	#s;
	constructor(stream, record = undefined) {
		if (stream === INTERNAL) {
			this.#s = record;
			record.wrapper = this;
			return;
		}
		const s = readableStreamRecord(stream);
		if (s === undefined) throw new $TypeError("ReadableStreamDefaultReader: parameter 1 is not of type 'ReadableStream'");
		const reader = newReaderRecord();
		SetUpReadableStreamDefaultReader(reader, s);
		this.#s = reader;
		reader.wrapper = this;
	}
	static {
		readerRecord = (o) => (isObject(o) && #s in o ? o.#s : undefined);
	}
	get closed() {
		const reader = readerRecord(this);
		if (reader === undefined) return promiseRejectedWith(brandError('ReadableStreamDefaultReader', 'closed'));
		return reader.closedPromise.promise;
	}
	cancel(reason = undefined) {
		const reader = readerRecord(this);
		if (reader === undefined) return promiseRejectedWith(brandError('ReadableStreamDefaultReader', 'cancel'));
		if (reader.stream === undefined) return promiseRejectedWith(new $TypeError('ReadableStreamDefaultReader.cancel: the reader has been released'));
		return ReadableStreamReaderGenericCancel(reader, reason);
	}
	read() {
		const reader = readerRecord(this);
		if (reader === undefined) return promiseRejectedWith(brandError('ReadableStreamDefaultReader', 'read'));
		if (reader.stream === undefined) return promiseRejectedWith(new $TypeError('ReadableStreamDefaultReader.read: the reader has been released'));
		const r = newPromise();
		ReadableStreamDefaultReaderRead(reader, {
			__proto__: null,
			chunkSteps: (chunk) => resolvePromise(r, { done: false, value: chunk }),
			closeSteps: () => resolvePromise(r, { done: true, value: undefined }),
			errorSteps: (e) => rejectPromise(r, e),
		});
		return r.promise;
	}
	releaseLock() {
		const reader = readerRecord(this);
		if (reader === undefined) throw brandError('ReadableStreamDefaultReader', 'releaseLock');
		if (reader.stream === undefined) return;
		ReadableStreamDefaultReaderRelease(reader);
	}
}
finishInterface(ReadableStreamDefaultReader, 'ReadableStreamDefaultReader');

// --- Default controller ------------------------------------------------------

function newReadableControllerRecord() {
	return {
		__proto__: null,
		stream: undefined, queue: undefined, queueHead: 0, queueTotalSize: 0,
		started: false, closeRequested: false, pullAgain: false, pulling: false,
		strategySizeAlgorithm: undefined, strategyHWM: 0,
		pullAlgorithm: undefined, cancelAlgorithm: undefined, wrapper: undefined,
	};
}

function readableControllerWrapper(c) {
	if (c.wrapper === undefined) new ReadableStreamDefaultController(INTERNAL, c);
	return c.wrapper;
}

let readableControllerRecord;
class ReadableStreamDefaultController {
	#s;
	constructor(token = undefined, record = undefined) {
		if (token !== INTERNAL) throw illegalConstructor('ReadableStreamDefaultController');
		this.#s = record;
		record.wrapper = this;
	}
	static {
		readableControllerRecord = (o) => (isObject(o) && #s in o ? o.#s : undefined);
	}
	get desiredSize() {
		const c = readableControllerRecord(this);
		if (c === undefined) throw brandError('ReadableStreamDefaultController', 'desiredSize');
		return ReadableStreamDefaultControllerGetDesiredSize(c);
	}
	close() {
		const c = readableControllerRecord(this);
		if (c === undefined) throw brandError('ReadableStreamDefaultController', 'close');
		if (!ReadableStreamDefaultControllerCanCloseOrEnqueue(c)) throw new $TypeError('ReadableStreamDefaultController.close: the stream is not in a state that permits close');
		ReadableStreamDefaultControllerClose(c);
	}
	enqueue(chunk = undefined) {
		const c = readableControllerRecord(this);
		if (c === undefined) throw brandError('ReadableStreamDefaultController', 'enqueue');
		if (!ReadableStreamDefaultControllerCanCloseOrEnqueue(c)) throw new $TypeError('ReadableStreamDefaultController.enqueue: the stream is not in a state that permits enqueue');
		ReadableStreamDefaultControllerEnqueue(c, chunk);
	}
	error(e = undefined) {
		const c = readableControllerRecord(this);
		if (c === undefined) throw brandError('ReadableStreamDefaultController', 'error');
		ReadableStreamDefaultControllerError(c, e);
	}
}
finishInterface(ReadableStreamDefaultController, 'ReadableStreamDefaultController');

// --- Working with readable streams -----------------------------------------

function AcquireReadableStreamDefaultReader(stream) {
	const reader = newReaderRecord();
	SetUpReadableStreamDefaultReader(reader, stream);
	return reader;
}

function CreateReadableStream(startAlgorithm, pullAlgorithm, cancelAlgorithm, highWaterMark = 1, sizeAlgorithm = returnOne) {
	const stream = newReadableStreamRecord();
	const controller = newReadableControllerRecord();
	SetUpReadableStreamDefaultController(stream, controller, startAlgorithm, pullAlgorithm, cancelAlgorithm, highWaterMark, sizeAlgorithm);
	return stream;
}

function IsReadableStreamLocked(stream) {
	return stream.reader !== undefined;
}

// GetIterator(obj, async), with CreateAsyncFromSyncIterator for sync
// iterables. A ReadableStream counts as an async iterable (its
// @@asyncIterator is values) even where goja lacks Symbol.asyncIterator.
function getAsyncIterator(obj) {
	let method;
	if ($asyncIteratorSymbol !== undefined) {
		method = obj == null ? undefined : obj[$asyncIteratorSymbol];
		if (method === null) method = undefined;
		if (method !== undefined && typeof method !== 'function') throw new $TypeError('ReadableStream.from: @@asyncIterator is not a function');
	} else if (readableStreamRecord(obj) !== undefined) {
		method = readableStreamValues;
	}
	if (method === undefined) {
		let syncMethod = obj == null ? undefined : obj[$iteratorSymbol];
		if (syncMethod === null) syncMethod = undefined;
		if (syncMethod === undefined) throw new $TypeError('ReadableStream.from: the argument is not iterable');
		if (typeof syncMethod !== 'function') throw new $TypeError('ReadableStream.from: @@iterator is not a function');
		const syncRecord = getIteratorFromMethod(obj, syncMethod);
		return createAsyncFromSyncIterator(syncRecord);
	}
	return getIteratorFromMethod(obj, method);
}

function getIteratorFromMethod(obj, method) {
	const iterator = $apply(method, obj, []);
	if (!isObject(iterator)) throw new $TypeError('ReadableStream.from: the iterator is not an object');
	const nextMethod = iterator.next;
	return { __proto__: null, iterator, nextMethod, done: false };
}

// CreateAsyncFromSyncIterator: an internal object with next and return
// methods, standing for %AsyncFromSyncIteratorPrototype%.
function createAsyncFromSyncIterator(syncRecord) {
	const iterator = {
		__proto__: null,
		next: (...args) => {
			const r = newPromise();
			let result;
			try {
				result = $apply(syncRecord.nextMethod, syncRecord.iterator, args);
				if (!isObject(result)) throw new $TypeError('ReadableStream.from: the iterator result is not an object');
			} catch (e) {
				rejectPromise(r, e);
				return r.promise;
			}
			return asyncFromSyncIteratorContinuation(result, r, syncRecord, true);
		},
		return: (...args) => {
			const r = newPromise();
			const syncIterator = syncRecord.iterator;
			let result;
			try {
				let ret = syncIterator.return;
				if (ret === null) ret = undefined;
				if (ret === undefined) {
					resolvePromise(r, { value: args.length > 0 ? args[0] : undefined, done: true });
					return r.promise;
				}
				if (typeof ret !== 'function') throw new $TypeError('ReadableStream.from: the iterator\'s return is not a function');
				result = $apply(ret, syncIterator, args);
				if (!isObject(result)) throw new $TypeError('ReadableStream.from: the iterator result is not an object');
			} catch (e) {
				rejectPromise(r, e);
				return r.promise;
			}
			return asyncFromSyncIteratorContinuation(result, r, syncRecord, false);
		},
	};
	return { __proto__: null, iterator, nextMethod: iterator.next, done: false };
}

function asyncFromSyncIteratorContinuation(result, r, syncRecord, closeOnRejection) {
	let done, value, valueWrapper;
	try {
		done = !!result.done;
		value = result.value;
	} catch (e) {
		rejectPromise(r, e);
		return r.promise;
	}
	try {
		valueWrapper = $apply($promiseResolve, $Promise, [value]);
	} catch (e) {
		if (!done && closeOnRejection) closeSyncIterator(syncRecord);
		rejectPromise(r, e);
		return r.promise;
	}
	const onFulfilled = (v) => ({ value: v, done });
	const onRejected = (e) => {
		if (!done && closeOnRejection) closeSyncIterator(syncRecord);
		throw e;
	};
	PerformPromiseThen(valueWrapper, (v) => resolvePromise(r, onFulfilled(v)), (e) => {
		try {
			onRejected(e);
		} catch (e2) {
			rejectPromise(r, e2);
		}
	});
	return r.promise;
}

// IteratorClose with a throw completion: the return method's own errors are
// ignored.
function closeSyncIterator(syncRecord) {
	try {
		const ret = syncRecord.iterator.return;
		if (ret !== undefined && ret !== null) $apply(ret, syncRecord.iterator, []);
	} catch (e) {
		// the original error wins
	}
}

function ReadableStreamFromIterable(asyncIterable) {
	let stream;
	const iteratorRecord = getAsyncIterator(asyncIterable);
	const startAlgorithm = () => undefined;
	const pullAlgorithm = () => {
		let nextResult;
		try {
			if (typeof iteratorRecord.nextMethod !== 'function') throw new $TypeError('ReadableStream.from: the iterator\'s next is not a function');
			nextResult = $apply(iteratorRecord.nextMethod, iteratorRecord.iterator, []);
			if (!isObject(nextResult)) throw new $TypeError('ReadableStream.from: the iterator result is not an object');
		} catch (e) {
			return promiseRejectedWith(e);
		}
		const nextPromise = promiseResolvedWith(nextResult);
		return transformPromiseWith(nextPromise, (iterResult) => {
			if (!isObject(iterResult)) throw new $TypeError('ReadableStream.from: the iterator result is not an object');
			const done = !!iterResult.done;
			if (done) {
				ReadableStreamDefaultControllerClose(stream.controller);
			} else {
				const value = iterResult.value;
				ReadableStreamDefaultControllerEnqueue(stream.controller, value);
			}
		});
	};
	const cancelAlgorithm = (reason) => {
		const iterator = iteratorRecord.iterator;
		let returnMethod;
		try {
			returnMethod = iterator.return;
			if (returnMethod === null) returnMethod = undefined;
			if (returnMethod !== undefined && typeof returnMethod !== 'function') throw new $TypeError('ReadableStream.from: the iterator\'s return is not a function');
		} catch (e) {
			return promiseRejectedWith(e);
		}
		if (returnMethod === undefined) return promiseResolvedWith(undefined);
		let returnResult;
		try {
			returnResult = $apply(returnMethod, iterator, [reason]);
		} catch (e) {
			return promiseRejectedWith(e);
		}
		const returnPromise = promiseResolvedWith(returnResult);
		return transformPromiseWith(returnPromise, (iterResult) => {
			if (!isObject(iterResult)) throw new $TypeError('ReadableStream.from: the iterator\'s return result is not an object');
			return undefined;
		});
	};
	stream = CreateReadableStream(startAlgorithm, pullAlgorithm, cancelAlgorithm, 0);
	return stream;
}

function ReadableStreamPipeTo(source, dest, preventClose, preventAbort, preventCancel, signal) {
	const reader = AcquireReadableStreamDefaultReader(source);
	const writer = AcquireWritableStreamDefaultWriter(dest);
	source.disturbed = true;
	let shuttingDown = false;
	// The promise of the last write, to wait for ongoing writes at shutdown.
	let currentWrite = promiseResolvedWith(undefined);
	const promise = newPromise();
	let abortAlgorithm;
	let signalListener;

	// Shutdown with an action, optionally with an error.
	function shutdownWithAction(action, originalIsError, originalError) {
		if (shuttingDown) return;
		shuttingDown = true;
		const doTheRest = () => {
			let p;
			try {
				p = action();
			} catch (e) {
				p = promiseRejectedWith(e);
			}
			uponPromise(p, () => finalize(originalIsError, originalError), (newError) => finalize(true, newError));
		};
		if (dest.state === 'writable' && !WritableStreamCloseQueuedOrInFlight(dest)) {
			uponFulfillment(waitForWritesToFinish(), doTheRest);
		} else {
			doTheRest();
		}
	}

	function shutdown(isError, error) {
		if (shuttingDown) return;
		shuttingDown = true;
		if (dest.state === 'writable' && !WritableStreamCloseQueuedOrInFlight(dest)) {
			uponFulfillment(waitForWritesToFinish(), () => finalize(isError, error));
		} else {
			finalize(isError, error);
		}
	}

	function finalize(isError, error) {
		WritableStreamDefaultWriterRelease(writer);
		ReadableStreamDefaultReaderRelease(reader);
		if (signal !== undefined && signalListener !== undefined) {
			try {
				signal.remove(signalListener);
			} catch (e) {
				// a host signal's removeEventListener failed: nothing to undo
			}
		}
		if (isError) rejectPromise(promise, error);
		else resolvePromise(promise, undefined);
	}

	// Wait until every chunk that has been read has been written: another
	// write may start while waiting for one.
	function waitForWritesToFinish() {
		const oldCurrentWrite = currentWrite;
		return transformPromiseWith(currentWrite, () => (oldCurrentWrite !== currentWrite ? waitForWritesToFinish() : undefined));
	}

	if (signal !== undefined) {
		abortAlgorithm = () => {
			let error;
			try {
				error = signal.reason();
			} catch (e) {
				error = e;
			}
			const actions = newArray();
			if (!preventAbort) {
				actions[actions.length] = () => (dest.state === 'writable' ? WritableStreamAbort(dest, error) : promiseResolvedWith(undefined));
			}
			if (!preventCancel) {
				actions[actions.length] = () => (source.state === 'readable' ? ReadableStreamCancel(source, error) : promiseResolvedWith(undefined));
			}
			shutdownWithAction(() => {
				const promises = newArray();
				for (let i = 0; i < actions.length; i++) promises[i] = actions[i]();
				return waitForAll(promises);
			}, true, error);
		};
		let aborted;
		try {
			aborted = signal.aborted();
			if (!aborted) signalListener = signal.add(abortAlgorithm);
		} catch (e) {
			// A host signal that throws fails the pipe with its exception.
			shuttingDown = true;
			finalize(true, e);
			return promise.promise;
		}
		if (aborted) {
			abortAlgorithm();
			return promise.promise;
		}
	}

	// The pipe loop: wait for the writer to be ready (backpressure), read a
	// chunk, write it without waiting for the write, repeat.
	function pipeStep() {
		if (shuttingDown) return promiseResolvedWith(true);
		return transformPromiseWith(writer.readyPromise.promise, () => {
			const r = newPromise();
			ReadableStreamDefaultReaderRead(reader, {
				__proto__: null,
				chunkSteps: (chunk) => {
					// The write starts in a microtask, never inside the
					// controller's enqueue() that fulfilled this read
					// (whatwg/streams#1243; WPT piping/general-addition).
					// It is queued before r settles, so the next pipe step
					// sees the backpressure this write causes.
					const written = newPromise();
					currentWrite = written.promise;
					queueMicrotask(() => {
						const settle = () => resolvePromise(written, undefined);
						uponPromise(WritableStreamDefaultWriterWrite(writer, chunk), settle, settle);
					});
					resolvePromise(r, false);
				},
				closeSteps: () => resolvePromise(r, true),
				errorSteps: (e) => rejectPromise(r, e),
			});
			return r.promise;
		});
	}

	function pipeLoop() {
		const loop = newPromise();
		const next = (done) => {
			if (done) resolvePromise(loop, undefined);
			else uponPromise(pipeStep(), next, (e) => rejectPromise(loop, e));
		};
		next(false);
		return loop.promise;
	}

	// Errors must be propagated forward.
	isOrBecomesErrored(source, reader.closedPromise.promise, (storedError) => {
		if (!preventAbort) shutdownWithAction(() => WritableStreamAbort(dest, storedError), true, storedError);
		else shutdown(true, storedError);
	});
	// Errors must be propagated backward.
	isOrBecomesErrored(dest, writer.closedPromise.promise, (storedError) => {
		if (!preventCancel) shutdownWithAction(() => ReadableStreamCancel(source, storedError), true, storedError);
		else shutdown(true, storedError);
	});
	// Closing must be propagated forward.
	isOrBecomesClosed(source, reader.closedPromise.promise, () => {
		if (!preventClose) shutdownWithAction(() => WritableStreamDefaultWriterCloseWithErrorPropagation(writer));
		else shutdown();
	});
	// Closing must be propagated backward.
	if (WritableStreamCloseQueuedOrInFlight(dest) || dest.state === 'closed') {
		const destClosed = new $TypeError('ReadableStream.pipeTo: the destination stream closed before all data could be piped to it');
		if (!preventCancel) shutdownWithAction(() => ReadableStreamCancel(source, destClosed), true, destClosed);
		else shutdown(true, destClosed);
	}

	setPromiseIsHandledToTrue(pipeLoop());
	return promise.promise;

	function isOrBecomesErrored(stream, p, action) {
		if (stream.state === 'errored') action(stream.storedError);
		else uponRejection(p, action);
	}

	function isOrBecomesClosed(stream, p, action) {
		if (stream.state === 'closed') action();
		else uponFulfillment(p, action);
	}
}

function ReadableStreamTee(stream, cloneForBranch2) {
	// Every stream here has a default controller.
	return ReadableStreamDefaultTee(stream, cloneForBranch2);
}

function ReadableStreamDefaultTee(stream, cloneForBranch2) {
	const reader = AcquireReadableStreamDefaultReader(stream);
	let reading = false;
	let readAgain = false;
	let canceled1 = false;
	let canceled2 = false;
	let reason1;
	let reason2;
	let branch1;
	let branch2;
	const cancelPromise = newPromise();

	const pullAlgorithm = () => {
		if (reading) {
			readAgain = true;
			return promiseResolvedWith(undefined);
		}
		reading = true;
		const readRequest = {
			__proto__: null,
			chunkSteps: (chunk) => {
				// A microtask later, so that an error of the stream, which
				// takes a microtask to detect through closedPromise, errors
				// both branches before this chunk shows up.
				queueMicrotask(() => {
					readAgain = false;
					const chunk1 = chunk;
					const chunk2 = chunk;
					// cloneForBranch2 is false for tee(); structured
					// cloning does not exist here.
					if (!canceled1) ReadableStreamDefaultControllerEnqueue(branch1.controller, chunk1);
					if (!canceled2) ReadableStreamDefaultControllerEnqueue(branch2.controller, chunk2);
					reading = false;
					if (readAgain) pullAlgorithm();
				});
			},
			closeSteps: () => {
				reading = false;
				if (!canceled1) ReadableStreamDefaultControllerClose(branch1.controller);
				if (!canceled2) ReadableStreamDefaultControllerClose(branch2.controller);
				if (!canceled1 || !canceled2) resolvePromise(cancelPromise, undefined);
			},
			errorSteps: () => {
				reading = false;
			},
		};
		ReadableStreamDefaultReaderRead(reader, readRequest);
		return promiseResolvedWith(undefined);
	};
	const cancel1Algorithm = (reason) => {
		canceled1 = true;
		reason1 = reason;
		if (canceled2) {
			const compositeReason = [reason1, reason2];
			const cancelResult = ReadableStreamCancel(stream, compositeReason);
			resolvePromise(cancelPromise, cancelResult);
		}
		return cancelPromise.promise;
	};
	const cancel2Algorithm = (reason) => {
		canceled2 = true;
		reason2 = reason;
		if (canceled1) {
			const compositeReason = [reason1, reason2];
			const cancelResult = ReadableStreamCancel(stream, compositeReason);
			resolvePromise(cancelPromise, cancelResult);
		}
		return cancelPromise.promise;
	};
	const startAlgorithm = () => undefined;
	branch1 = CreateReadableStream(startAlgorithm, pullAlgorithm, cancel1Algorithm);
	branch2 = CreateReadableStream(startAlgorithm, pullAlgorithm, cancel2Algorithm);
	uponRejection(reader.closedPromise.promise, (r) => {
		ReadableStreamDefaultControllerError(branch1.controller, r);
		ReadableStreamDefaultControllerError(branch2.controller, r);
		if (!canceled1 || !canceled2) resolvePromise(cancelPromise, undefined);
	});
	return [branch1, branch2];
}

// --- Interfacing with controllers ------------------------------------------

function ReadableStreamAddReadRequest(stream, readRequest) {
	listPush(stream.reader.readRequests, readRequest);
}

function ReadableStreamCancel(stream, reason) {
	stream.disturbed = true;
	if (stream.state === 'closed') return promiseResolvedWith(undefined);
	if (stream.state === 'errored') return promiseRejectedWith(stream.storedError);
	ReadableStreamClose(stream);
	const sourceCancelPromise = ReadableStreamDefaultControllerCancelSteps(stream.controller, reason);
	return transformPromiseWith(sourceCancelPromise, () => undefined);
}

function ReadableStreamClose(stream) {
	stream.state = 'closed';
	const reader = stream.reader;
	if (reader === undefined) return;
	resolvePromise(reader.closedPromise, undefined);
	const readRequests = listTake(reader.readRequests);
	for (let i = 0; i < readRequests.length; i++) readRequests[i].closeSteps();
}

function ReadableStreamError(stream, e) {
	stream.state = 'errored';
	stream.storedError = e;
	const reader = stream.reader;
	if (reader === undefined) return;
	setPromiseIsHandledToTrue(reader.closedPromise.promise);
	rejectPromise(reader.closedPromise, e);
	ReadableStreamDefaultReaderErrorReadRequests(reader, e);
}

function ReadableStreamFulfillReadRequest(stream, chunk, done) {
	const reader = stream.reader;
	const readRequest = listShift(reader.readRequests);
	if (done) readRequest.closeSteps();
	else readRequest.chunkSteps(chunk);
}

function ReadableStreamGetNumReadRequests(stream) {
	return listSize(stream.reader.readRequests);
}

// --- Readers (abstract operations) -------------------------------------------

function ReadableStreamReaderGenericCancel(reader, reason) {
	return ReadableStreamCancel(reader.stream, reason);
}

function ReadableStreamReaderGenericInitialize(reader, stream) {
	reader.stream = stream;
	stream.reader = reader;
	if (stream.state === 'readable') reader.closedPromise = newPromise();
	else if (stream.state === 'closed') reader.closedPromise = resolvedRecord(undefined);
	else reader.closedPromise = rejectedRecord(stream.storedError);
}

function ReadableStreamReaderGenericRelease(reader) {
	const stream = reader.stream;
	const e = new $TypeError('The reader was released');
	if (stream.state === 'readable') {
		setPromiseIsHandledToTrue(reader.closedPromise.promise);
		rejectPromise(reader.closedPromise, e);
	} else {
		reader.closedPromise = rejectedRecord(e);
	}
	// [[ReleaseSteps]] of a default controller: nothing.
	stream.reader = undefined;
	reader.stream = undefined;
}

function ReadableStreamDefaultReaderErrorReadRequests(reader, e) {
	const readRequests = listTake(reader.readRequests);
	for (let i = 0; i < readRequests.length; i++) readRequests[i].errorSteps(e);
}

function ReadableStreamDefaultReaderRead(reader, readRequest) {
	const stream = reader.stream;
	stream.disturbed = true;
	if (stream.state === 'closed') readRequest.closeSteps();
	else if (stream.state === 'errored') readRequest.errorSteps(stream.storedError);
	else ReadableStreamDefaultControllerPullSteps(stream.controller, readRequest);
}

function ReadableStreamDefaultReaderRelease(reader) {
	ReadableStreamReaderGenericRelease(reader);
	const e = new $TypeError('The reader was released');
	ReadableStreamDefaultReaderErrorReadRequests(reader, e);
}

function SetUpReadableStreamDefaultReader(reader, stream) {
	if (IsReadableStreamLocked(stream)) throw new $TypeError('ReadableStreamDefaultReader: the stream is locked');
	ReadableStreamReaderGenericInitialize(reader, stream);
	reader.readRequests = newList();
}

// --- Default controllers (abstract operations) ------------------------------

function ReadableStreamDefaultControllerCancelSteps(controller, reason) {
	ResetQueue(controller);
	const result = controller.cancelAlgorithm(reason);
	ReadableStreamDefaultControllerClearAlgorithms(controller);
	return result;
}

function ReadableStreamDefaultControllerPullSteps(controller, readRequest) {
	const stream = controller.stream;
	if (!queueIsEmpty(controller)) {
		const chunk = DequeueValue(controller);
		if (controller.closeRequested && queueIsEmpty(controller)) {
			ReadableStreamDefaultControllerClearAlgorithms(controller);
			ReadableStreamClose(stream);
		} else {
			ReadableStreamDefaultControllerCallPullIfNeeded(controller);
		}
		readRequest.chunkSteps(chunk);
	} else {
		ReadableStreamAddReadRequest(stream, readRequest);
		ReadableStreamDefaultControllerCallPullIfNeeded(controller);
	}
}

function ReadableStreamDefaultControllerCallPullIfNeeded(controller) {
	if (!ReadableStreamDefaultControllerShouldCallPull(controller)) return;
	if (controller.pulling) {
		controller.pullAgain = true;
		return;
	}
	controller.pulling = true;
	const pullPromise = controller.pullAlgorithm();
	uponPromise(pullPromise, () => {
		controller.pulling = false;
		if (controller.pullAgain) {
			controller.pullAgain = false;
			ReadableStreamDefaultControllerCallPullIfNeeded(controller);
		}
	}, (e) => {
		ReadableStreamDefaultControllerError(controller, e);
	});
}

function ReadableStreamDefaultControllerShouldCallPull(controller) {
	const stream = controller.stream;
	if (!ReadableStreamDefaultControllerCanCloseOrEnqueue(controller)) return false;
	if (!controller.started) return false;
	if (IsReadableStreamLocked(stream) && ReadableStreamGetNumReadRequests(stream) > 0) return true;
	const desiredSize = ReadableStreamDefaultControllerGetDesiredSize(controller);
	return desiredSize > 0;
}

function ReadableStreamDefaultControllerClearAlgorithms(controller) {
	controller.pullAlgorithm = undefined;
	controller.cancelAlgorithm = undefined;
	controller.strategySizeAlgorithm = undefined;
}

function ReadableStreamDefaultControllerClose(controller) {
	if (!ReadableStreamDefaultControllerCanCloseOrEnqueue(controller)) return;
	const stream = controller.stream;
	controller.closeRequested = true;
	if (queueIsEmpty(controller)) {
		ReadableStreamDefaultControllerClearAlgorithms(controller);
		ReadableStreamClose(stream);
	}
}

function ReadableStreamDefaultControllerEnqueue(controller, chunk) {
	if (!ReadableStreamDefaultControllerCanCloseOrEnqueue(controller)) return;
	const stream = controller.stream;
	if (IsReadableStreamLocked(stream) && ReadableStreamGetNumReadRequests(stream) > 0) {
		ReadableStreamFulfillReadRequest(stream, chunk, false);
	} else {
		let chunkSize;
		try {
			chunkSize = controller.strategySizeAlgorithm(chunk);
		} catch (e) {
			ReadableStreamDefaultControllerError(controller, e);
			throw e;
		}
		try {
			EnqueueValueWithSize(controller, chunk, chunkSize);
		} catch (e) {
			ReadableStreamDefaultControllerError(controller, e);
			throw e;
		}
	}
	ReadableStreamDefaultControllerCallPullIfNeeded(controller);
}

function ReadableStreamDefaultControllerError(controller, e) {
	const stream = controller.stream;
	if (stream.state !== 'readable') return;
	ResetQueue(controller);
	ReadableStreamDefaultControllerClearAlgorithms(controller);
	ReadableStreamError(stream, e);
}

function ReadableStreamDefaultControllerGetDesiredSize(controller) {
	const state = controller.stream.state;
	if (state === 'errored') return null;
	if (state === 'closed') return 0;
	return controller.strategyHWM - controller.queueTotalSize;
}

function ReadableStreamDefaultControllerHasBackpressure(controller) {
	return !ReadableStreamDefaultControllerShouldCallPull(controller);
}

function ReadableStreamDefaultControllerCanCloseOrEnqueue(controller) {
	return !controller.closeRequested && controller.stream.state === 'readable';
}

function SetUpReadableStreamDefaultController(stream, controller, startAlgorithm, pullAlgorithm, cancelAlgorithm, highWaterMark, sizeAlgorithm) {
	controller.stream = stream;
	ResetQueue(controller);
	controller.started = false;
	controller.closeRequested = false;
	controller.pullAgain = false;
	controller.pulling = false;
	controller.strategySizeAlgorithm = sizeAlgorithm;
	controller.strategyHWM = highWaterMark;
	controller.pullAlgorithm = pullAlgorithm;
	controller.cancelAlgorithm = cancelAlgorithm;
	stream.controller = controller;
	const startResult = startAlgorithm();
	const startPromise = promiseResolvedWith(startResult);
	uponPromise(startPromise, () => {
		controller.started = true;
		ReadableStreamDefaultControllerCallPullIfNeeded(controller);
	}, (r) => {
		ReadableStreamDefaultControllerError(controller, r);
	});
}

function SetUpReadableStreamDefaultControllerFromUnderlyingSource(stream, underlyingSource, sourceDict, highWaterMark, sizeAlgorithm) {
	const controller = newReadableControllerRecord();
	const wrapper = readableControllerWrapper(controller);
	let startAlgorithm = () => undefined;
	let pullAlgorithm = () => promiseResolvedWith(undefined);
	let cancelAlgorithm = () => promiseResolvedWith(undefined);
	const start = sourceDict.start;
	const pull = sourceDict.pull;
	const cancel = sourceDict.cancel;
	if (start !== undefined) startAlgorithm = () => $apply(start, underlyingSource, [wrapper]);
	if (pull !== undefined) pullAlgorithm = () => invokePromise(pull, underlyingSource, [wrapper]);
	if (cancel !== undefined) cancelAlgorithm = (reason) => invokePromise(cancel, underlyingSource, [reason]);
	SetUpReadableStreamDefaultController(stream, controller, startAlgorithm, pullAlgorithm, cancelAlgorithm, highWaterMark, sizeAlgorithm);
}

// ===========================================================================
// Writable streams

function newWritableStreamRecord() {
	// InitializeWritableStream
	return {
		__proto__: null,
		state: 'writable', storedError: undefined, writer: undefined, controller: undefined,
		inFlightWriteRequest: undefined, closeRequest: undefined, inFlightCloseRequest: undefined,
		pendingAbortRequest: undefined, writeRequests: newList(), backpressure: false, wrapper: undefined,
	};
}

function writableWrapper(stream) {
	if (stream.wrapper === undefined) new WritableStream(INTERNAL, stream);
	return stream.wrapper;
}

// UnderlyingSink: abort, close, start, type, write.
function toUnderlyingSink(sink) {
	const d = { __proto__: null, abort: undefined, close: undefined, start: undefined, type: undefined, write: undefined };
	if (sink === null) return d;
	d.abort = callbackMember(sink, 'abort', 'WritableStream');
	d.close = callbackMember(sink, 'close', 'WritableStream');
	d.start = callbackMember(sink, 'start', 'WritableStream');
	d.type = sink.type;
	d.write = callbackMember(sink, 'write', 'WritableStream');
	return d;
}

let writableStreamRecord;
class WritableStream {
	#s;
	constructor(underlyingSink = undefined, strategy = undefined) {
		if (underlyingSink === INTERNAL) {
			this.#s = strategy;
			strategy.wrapper = this;
			return;
		}
		if (underlyingSink !== undefined && !isObject(underlyingSink)) throw new $TypeError('WritableStream: parameter 1 is not an object');
		const strategyDict = toQueuingStrategy(strategy, 'WritableStream');
		const sink = underlyingSink === undefined ? null : underlyingSink;
		const sinkDict = toUnderlyingSink(sink);
		if (sinkDict.type !== undefined) throw new $RangeError('WritableStream: the type member is reserved and must not be set');
		const stream = newWritableStreamRecord();
		this.#s = stream;
		stream.wrapper = this;
		const sizeAlgorithm = ExtractSizeAlgorithm(strategyDict);
		const highWaterMark = ExtractHighWaterMark(strategyDict, 1);
		SetUpWritableStreamDefaultControllerFromUnderlyingSink(stream, sink, sinkDict, highWaterMark, sizeAlgorithm);
	}
	static {
		writableStreamRecord = (o) => (isObject(o) && #s in o ? o.#s : undefined);
	}
	get locked() {
		const stream = writableStreamRecord(this);
		if (stream === undefined) throw brandError('WritableStream', 'locked');
		return IsWritableStreamLocked(stream);
	}
	abort(reason = undefined) {
		const stream = writableStreamRecord(this);
		if (stream === undefined) return promiseRejectedWith(brandError('WritableStream', 'abort'));
		if (IsWritableStreamLocked(stream)) return promiseRejectedWith(new $TypeError('WritableStream.abort: the stream is locked'));
		return WritableStreamAbort(stream, reason);
	}
	close() {
		const stream = writableStreamRecord(this);
		if (stream === undefined) return promiseRejectedWith(brandError('WritableStream', 'close'));
		if (IsWritableStreamLocked(stream)) return promiseRejectedWith(new $TypeError('WritableStream.close: the stream is locked'));
		if (WritableStreamCloseQueuedOrInFlight(stream)) return promiseRejectedWith(new $TypeError('WritableStream.close: the stream is already closing'));
		return WritableStreamClose(stream);
	}
	getWriter() {
		const stream = writableStreamRecord(this);
		if (stream === undefined) throw brandError('WritableStream', 'getWriter');
		return writerWrapper(AcquireWritableStreamDefaultWriter(stream));
	}
}
finishInterface(WritableStream, 'WritableStream');

// --- Writers ---------------------------------------------------------------

function newWriterRecord() {
	return { __proto__: null, stream: undefined, closedPromise: undefined, readyPromise: undefined, wrapper: undefined };
}

function writerWrapper(writer) {
	if (writer.wrapper === undefined) new WritableStreamDefaultWriter(INTERNAL, writer);
	return writer.wrapper;
}

let writerRecord;
class WritableStreamDefaultWriter {
	#s;
	constructor(stream, record = undefined) {
		if (stream === INTERNAL) {
			this.#s = record;
			record.wrapper = this;
			return;
		}
		const s = writableStreamRecord(stream);
		if (s === undefined) throw new $TypeError("WritableStreamDefaultWriter: parameter 1 is not of type 'WritableStream'");
		const writer = newWriterRecord();
		SetUpWritableStreamDefaultWriter(writer, s);
		this.#s = writer;
		writer.wrapper = this;
	}
	static {
		writerRecord = (o) => (isObject(o) && #s in o ? o.#s : undefined);
	}
	get closed() {
		const writer = writerRecord(this);
		if (writer === undefined) return promiseRejectedWith(brandError('WritableStreamDefaultWriter', 'closed'));
		return writer.closedPromise.promise;
	}
	get desiredSize() {
		const writer = writerRecord(this);
		if (writer === undefined) throw brandError('WritableStreamDefaultWriter', 'desiredSize');
		if (writer.stream === undefined) throw new $TypeError('WritableStreamDefaultWriter.desiredSize: the writer has been released');
		return WritableStreamDefaultWriterGetDesiredSize(writer);
	}
	get ready() {
		const writer = writerRecord(this);
		if (writer === undefined) return promiseRejectedWith(brandError('WritableStreamDefaultWriter', 'ready'));
		return writer.readyPromise.promise;
	}
	abort(reason = undefined) {
		const writer = writerRecord(this);
		if (writer === undefined) return promiseRejectedWith(brandError('WritableStreamDefaultWriter', 'abort'));
		if (writer.stream === undefined) return promiseRejectedWith(new $TypeError('WritableStreamDefaultWriter.abort: the writer has been released'));
		return WritableStreamDefaultWriterAbort(writer, reason);
	}
	close() {
		const writer = writerRecord(this);
		if (writer === undefined) return promiseRejectedWith(brandError('WritableStreamDefaultWriter', 'close'));
		const stream = writer.stream;
		if (stream === undefined) return promiseRejectedWith(new $TypeError('WritableStreamDefaultWriter.close: the writer has been released'));
		if (WritableStreamCloseQueuedOrInFlight(stream)) return promiseRejectedWith(new $TypeError('WritableStreamDefaultWriter.close: the stream is already closing'));
		return WritableStreamDefaultWriterClose(writer);
	}
	releaseLock() {
		const writer = writerRecord(this);
		if (writer === undefined) throw brandError('WritableStreamDefaultWriter', 'releaseLock');
		if (writer.stream === undefined) return;
		WritableStreamDefaultWriterRelease(writer);
	}
	write(chunk = undefined) {
		const writer = writerRecord(this);
		if (writer === undefined) return promiseRejectedWith(brandError('WritableStreamDefaultWriter', 'write'));
		if (writer.stream === undefined) return promiseRejectedWith(new $TypeError('WritableStreamDefaultWriter.write: the writer has been released'));
		return WritableStreamDefaultWriterWrite(writer, chunk);
	}
}
finishInterface(WritableStreamDefaultWriter, 'WritableStreamDefaultWriter');

// --- Default controller ------------------------------------------------------

function newWritableControllerRecord() {
	return {
		__proto__: null,
		stream: undefined, queue: undefined, queueHead: 0, queueTotalSize: 0,
		abortSignal: undefined, started: false, strategySizeAlgorithm: undefined, strategyHWM: 0,
		writeAlgorithm: undefined, closeAlgorithm: undefined, abortAlgorithm: undefined, wrapper: undefined,
	};
}

function writableControllerWrapper(c) {
	if (c.wrapper === undefined) new WritableStreamDefaultController(INTERNAL, c);
	return c.wrapper;
}

let writableControllerRecord;
class WritableStreamDefaultController {
	#s;
	constructor(token = undefined, record = undefined) {
		if (token !== INTERNAL) throw illegalConstructor('WritableStreamDefaultController');
		this.#s = record;
		record.wrapper = this;
	}
	static {
		writableControllerRecord = (o) => (isObject(o) && #s in o ? o.#s : undefined);
	}
	get signal() {
		const c = writableControllerRecord(this);
		if (c === undefined) throw brandError('WritableStreamDefaultController', 'signal');
		return signalWrapper(c.abortSignal);
	}
	error(e = undefined) {
		const c = writableControllerRecord(this);
		if (c === undefined) throw brandError('WritableStreamDefaultController', 'error');
		const state = c.stream.state;
		if (state !== 'writable') return;
		WritableStreamDefaultControllerError(c, e);
	}
}
finishInterface(WritableStreamDefaultController, 'WritableStreamDefaultController');

// The close sentinel, queued in lieu of a chunk.
const closeSentinel = { __proto__: null, close: true };

// --- Working with writable streams -------------------------------------------

function AcquireWritableStreamDefaultWriter(stream) {
	const writer = newWriterRecord();
	SetUpWritableStreamDefaultWriter(writer, stream);
	return writer;
}

function CreateWritableStream(startAlgorithm, writeAlgorithm, closeAlgorithm, abortAlgorithm, highWaterMark, sizeAlgorithm) {
	const stream = newWritableStreamRecord();
	const controller = newWritableControllerRecord();
	SetUpWritableStreamDefaultController(stream, controller, startAlgorithm, writeAlgorithm, closeAlgorithm, abortAlgorithm, highWaterMark, sizeAlgorithm);
	return stream;
}

function IsWritableStreamLocked(stream) {
	return stream.writer !== undefined;
}

function SetUpWritableStreamDefaultWriter(writer, stream) {
	if (IsWritableStreamLocked(stream)) throw new $TypeError('WritableStreamDefaultWriter: the stream is locked');
	writer.stream = stream;
	stream.writer = writer;
	const state = stream.state;
	if (state === 'writable') {
		if (!WritableStreamCloseQueuedOrInFlight(stream) && stream.backpressure) writer.readyPromise = newPromise();
		else writer.readyPromise = resolvedRecord(undefined);
		writer.closedPromise = newPromise();
	} else if (state === 'erroring') {
		writer.readyPromise = rejectedRecord(stream.storedError);
		writer.closedPromise = newPromise();
	} else if (state === 'closed') {
		writer.readyPromise = resolvedRecord(undefined);
		writer.closedPromise = resolvedRecord(undefined);
	} else {
		const storedError = stream.storedError;
		writer.readyPromise = rejectedRecord(storedError);
		writer.closedPromise = rejectedRecord(storedError);
	}
}

function WritableStreamAbort(stream, reason) {
	if (stream.state === 'closed' || stream.state === 'errored') return promiseResolvedWith(undefined);
	signalAbort(stream.controller.abortSignal, reason);
	const state = stream.state;
	if (state === 'closed' || state === 'errored') return promiseResolvedWith(undefined);
	if (stream.pendingAbortRequest !== undefined) return stream.pendingAbortRequest.promise.promise;
	let wasAlreadyErroring = false;
	if (state === 'erroring') {
		wasAlreadyErroring = true;
		reason = undefined;
	}
	const promise = newPromise();
	stream.pendingAbortRequest = { __proto__: null, promise, reason, wasAlreadyErroring };
	if (!wasAlreadyErroring) WritableStreamStartErroring(stream, reason);
	return promise.promise;
}

function WritableStreamClose(stream) {
	const state = stream.state;
	if (state === 'closed' || state === 'errored') return promiseRejectedWith(new $TypeError('WritableStream: the stream is closed or errored'));
	const promise = newPromise();
	stream.closeRequest = promise;
	const writer = stream.writer;
	if (writer !== undefined && stream.backpressure && state === 'writable') resolvePromise(writer.readyPromise, undefined);
	WritableStreamDefaultControllerClose(stream.controller);
	return promise.promise;
}

// --- Interfacing with controllers --------------------------------------------

function WritableStreamAddWriteRequest(stream) {
	const promise = newPromise();
	listPush(stream.writeRequests, promise);
	return promise;
}

function WritableStreamCloseQueuedOrInFlight(stream) {
	return stream.closeRequest !== undefined || stream.inFlightCloseRequest !== undefined;
}

function WritableStreamDealWithRejection(stream, error) {
	const state = stream.state;
	if (state === 'writable') {
		WritableStreamStartErroring(stream, error);
		return;
	}
	WritableStreamFinishErroring(stream);
}

function WritableStreamFinishErroring(stream) {
	stream.state = 'errored';
	// [[ErrorSteps]] of a default controller.
	ResetQueue(stream.controller);
	const storedError = stream.storedError;
	const writeRequests = listTake(stream.writeRequests);
	for (let i = 0; i < writeRequests.length; i++) rejectPromise(writeRequests[i], storedError);
	if (stream.pendingAbortRequest === undefined) {
		WritableStreamRejectCloseAndClosedPromiseIfNeeded(stream);
		return;
	}
	const abortRequest = stream.pendingAbortRequest;
	stream.pendingAbortRequest = undefined;
	if (abortRequest.wasAlreadyErroring) {
		rejectPromise(abortRequest.promise, storedError);
		WritableStreamRejectCloseAndClosedPromiseIfNeeded(stream);
		return;
	}
	const promise = WritableStreamDefaultControllerAbortSteps(stream.controller, abortRequest.reason);
	uponPromise(promise, () => {
		resolvePromise(abortRequest.promise, undefined);
		WritableStreamRejectCloseAndClosedPromiseIfNeeded(stream);
	}, (reason) => {
		rejectPromise(abortRequest.promise, reason);
		WritableStreamRejectCloseAndClosedPromiseIfNeeded(stream);
	});
}

function WritableStreamFinishInFlightClose(stream) {
	resolvePromise(stream.inFlightCloseRequest, undefined);
	stream.inFlightCloseRequest = undefined;
	const state = stream.state;
	if (state === 'erroring') {
		stream.storedError = undefined;
		if (stream.pendingAbortRequest !== undefined) {
			resolvePromise(stream.pendingAbortRequest.promise, undefined);
			stream.pendingAbortRequest = undefined;
		}
	}
	stream.state = 'closed';
	const writer = stream.writer;
	if (writer !== undefined) resolvePromise(writer.closedPromise, undefined);
}

function WritableStreamFinishInFlightCloseWithError(stream, error) {
	rejectPromise(stream.inFlightCloseRequest, error);
	stream.inFlightCloseRequest = undefined;
	if (stream.pendingAbortRequest !== undefined) {
		rejectPromise(stream.pendingAbortRequest.promise, error);
		stream.pendingAbortRequest = undefined;
	}
	WritableStreamDealWithRejection(stream, error);
}

function WritableStreamFinishInFlightWrite(stream) {
	resolvePromise(stream.inFlightWriteRequest, undefined);
	stream.inFlightWriteRequest = undefined;
}

function WritableStreamFinishInFlightWriteWithError(stream, error) {
	rejectPromise(stream.inFlightWriteRequest, error);
	stream.inFlightWriteRequest = undefined;
	WritableStreamDealWithRejection(stream, error);
}

function WritableStreamHasOperationMarkedInFlight(stream) {
	return stream.inFlightWriteRequest !== undefined || stream.inFlightCloseRequest !== undefined;
}

function WritableStreamMarkCloseRequestInFlight(stream) {
	stream.inFlightCloseRequest = stream.closeRequest;
	stream.closeRequest = undefined;
}

function WritableStreamMarkFirstWriteRequestInFlight(stream) {
	stream.inFlightWriteRequest = listShift(stream.writeRequests);
}

function WritableStreamRejectCloseAndClosedPromiseIfNeeded(stream) {
	if (stream.closeRequest !== undefined) {
		rejectPromise(stream.closeRequest, stream.storedError);
		stream.closeRequest = undefined;
	}
	const writer = stream.writer;
	if (writer !== undefined) {
		setPromiseIsHandledToTrue(writer.closedPromise.promise);
		rejectPromise(writer.closedPromise, stream.storedError);
	}
}

function WritableStreamStartErroring(stream, reason) {
	const controller = stream.controller;
	stream.state = 'erroring';
	stream.storedError = reason;
	const writer = stream.writer;
	if (writer !== undefined) WritableStreamDefaultWriterEnsureReadyPromiseRejected(writer, reason);
	if (!WritableStreamHasOperationMarkedInFlight(stream) && controller.started) WritableStreamFinishErroring(stream);
}

function WritableStreamUpdateBackpressure(stream, backpressure) {
	const writer = stream.writer;
	if (writer !== undefined && backpressure !== stream.backpressure) {
		if (backpressure) writer.readyPromise = newPromise();
		else resolvePromise(writer.readyPromise, undefined);
	}
	stream.backpressure = backpressure;
}

// --- Writers (abstract operations) ---------------------------------------------

function WritableStreamDefaultWriterAbort(writer, reason) {
	return WritableStreamAbort(writer.stream, reason);
}

function WritableStreamDefaultWriterClose(writer) {
	return WritableStreamClose(writer.stream);
}

function WritableStreamDefaultWriterCloseWithErrorPropagation(writer) {
	const stream = writer.stream;
	const state = stream.state;
	if (WritableStreamCloseQueuedOrInFlight(stream) || state === 'closed') return promiseResolvedWith(undefined);
	if (state === 'errored') return promiseRejectedWith(stream.storedError);
	return WritableStreamDefaultWriterClose(writer);
}

function WritableStreamDefaultWriterEnsureClosedPromiseRejected(writer, error) {
	if (writer.closedPromise.state === 'pending') {
		setPromiseIsHandledToTrue(writer.closedPromise.promise);
		rejectPromise(writer.closedPromise, error);
	} else {
		writer.closedPromise = rejectedRecord(error);
	}
}

function WritableStreamDefaultWriterEnsureReadyPromiseRejected(writer, error) {
	if (writer.readyPromise.state === 'pending') {
		setPromiseIsHandledToTrue(writer.readyPromise.promise);
		rejectPromise(writer.readyPromise, error);
	} else {
		writer.readyPromise = rejectedRecord(error);
	}
}

function WritableStreamDefaultWriterGetDesiredSize(writer) {
	const stream = writer.stream;
	const state = stream.state;
	if (state === 'errored' || state === 'erroring') return null;
	if (state === 'closed') return 0;
	return WritableStreamDefaultControllerGetDesiredSize(stream.controller);
}

function WritableStreamDefaultWriterRelease(writer) {
	const stream = writer.stream;
	const releasedError = new $TypeError('The writer was released');
	WritableStreamDefaultWriterEnsureReadyPromiseRejected(writer, releasedError);
	WritableStreamDefaultWriterEnsureClosedPromiseRejected(writer, releasedError);
	stream.writer = undefined;
	writer.stream = undefined;
}

function WritableStreamDefaultWriterWrite(writer, chunk) {
	const stream = writer.stream;
	const controller = stream.controller;
	const chunkSize = WritableStreamDefaultControllerGetChunkSize(controller, chunk);
	if (stream !== writer.stream) return promiseRejectedWith(new $TypeError('WritableStreamDefaultWriter.write: the writer was released'));
	const state = stream.state;
	if (state === 'errored') return promiseRejectedWith(stream.storedError);
	if (WritableStreamCloseQueuedOrInFlight(stream) || state === 'closed') return promiseRejectedWith(new $TypeError('WritableStreamDefaultWriter.write: the stream is closing or closed'));
	if (state === 'erroring') return promiseRejectedWith(stream.storedError);
	const promise = WritableStreamAddWriteRequest(stream);
	WritableStreamDefaultControllerWrite(controller, chunk, chunkSize);
	return promise.promise;
}

// --- Default controllers (abstract operations) ----------------------------------

function WritableStreamDefaultControllerAbortSteps(controller, reason) {
	const result = controller.abortAlgorithm(reason);
	WritableStreamDefaultControllerClearAlgorithms(controller);
	return result;
}

function SetUpWritableStreamDefaultController(stream, controller, startAlgorithm, writeAlgorithm, closeAlgorithm, abortAlgorithm, highWaterMark, sizeAlgorithm) {
	controller.stream = stream;
	stream.controller = controller;
	ResetQueue(controller);
	controller.abortSignal = newSignalRecord();
	controller.started = false;
	controller.strategySizeAlgorithm = sizeAlgorithm;
	controller.strategyHWM = highWaterMark;
	controller.writeAlgorithm = writeAlgorithm;
	controller.closeAlgorithm = closeAlgorithm;
	controller.abortAlgorithm = abortAlgorithm;
	const backpressure = WritableStreamDefaultControllerGetBackpressure(controller);
	WritableStreamUpdateBackpressure(stream, backpressure);
	const startResult = startAlgorithm();
	const startPromise = promiseResolvedWith(startResult);
	uponPromise(startPromise, () => {
		controller.started = true;
		WritableStreamDefaultControllerAdvanceQueueIfNeeded(controller);
	}, (r) => {
		controller.started = true;
		WritableStreamDealWithRejection(stream, r);
	});
}

function SetUpWritableStreamDefaultControllerFromUnderlyingSink(stream, underlyingSink, sinkDict, highWaterMark, sizeAlgorithm) {
	const controller = newWritableControllerRecord();
	const wrapper = writableControllerWrapper(controller);
	let startAlgorithm = () => undefined;
	let writeAlgorithm = () => promiseResolvedWith(undefined);
	let closeAlgorithm = () => promiseResolvedWith(undefined);
	let abortAlgorithm = () => promiseResolvedWith(undefined);
	const start = sinkDict.start;
	const write = sinkDict.write;
	const close = sinkDict.close;
	const abort = sinkDict.abort;
	if (start !== undefined) startAlgorithm = () => $apply(start, underlyingSink, [wrapper]);
	if (write !== undefined) writeAlgorithm = (chunk) => invokePromise(write, underlyingSink, [chunk, wrapper]);
	if (close !== undefined) closeAlgorithm = () => invokePromise(close, underlyingSink, []);
	if (abort !== undefined) abortAlgorithm = (reason) => invokePromise(abort, underlyingSink, [reason]);
	SetUpWritableStreamDefaultController(stream, controller, startAlgorithm, writeAlgorithm, closeAlgorithm, abortAlgorithm, highWaterMark, sizeAlgorithm);
}

function WritableStreamDefaultControllerAdvanceQueueIfNeeded(controller) {
	const stream = controller.stream;
	if (!controller.started) return;
	if (stream.inFlightWriteRequest !== undefined) return;
	const state = stream.state;
	if (state === 'erroring') {
		WritableStreamFinishErroring(stream);
		return;
	}
	if (queueIsEmpty(controller)) return;
	const value = PeekQueueValue(controller);
	if (value === closeSentinel) WritableStreamDefaultControllerProcessClose(controller);
	else WritableStreamDefaultControllerProcessWrite(controller, value);
}

function WritableStreamDefaultControllerClearAlgorithms(controller) {
	controller.writeAlgorithm = undefined;
	controller.closeAlgorithm = undefined;
	controller.abortAlgorithm = undefined;
	controller.strategySizeAlgorithm = undefined;
}

function WritableStreamDefaultControllerClose(controller) {
	EnqueueValueWithSize(controller, closeSentinel, 0);
	WritableStreamDefaultControllerAdvanceQueueIfNeeded(controller);
}

function WritableStreamDefaultControllerError(controller, error) {
	const stream = controller.stream;
	WritableStreamDefaultControllerClearAlgorithms(controller);
	WritableStreamStartErroring(stream, error);
}

function WritableStreamDefaultControllerErrorIfNeeded(controller, error) {
	if (controller.stream.state === 'writable') WritableStreamDefaultControllerError(controller, error);
}

function WritableStreamDefaultControllerGetBackpressure(controller) {
	return WritableStreamDefaultControllerGetDesiredSize(controller) <= 0;
}

function WritableStreamDefaultControllerGetChunkSize(controller, chunk) {
	if (controller.strategySizeAlgorithm === undefined) return 1;
	try {
		return controller.strategySizeAlgorithm(chunk);
	} catch (e) {
		WritableStreamDefaultControllerErrorIfNeeded(controller, e);
		return 1;
	}
}

function WritableStreamDefaultControllerGetDesiredSize(controller) {
	return controller.strategyHWM - controller.queueTotalSize;
}

function WritableStreamDefaultControllerProcessClose(controller) {
	const stream = controller.stream;
	WritableStreamMarkCloseRequestInFlight(stream);
	DequeueValue(controller);
	const sinkClosePromise = controller.closeAlgorithm();
	WritableStreamDefaultControllerClearAlgorithms(controller);
	uponPromise(sinkClosePromise, () => {
		WritableStreamFinishInFlightClose(stream);
	}, (reason) => {
		WritableStreamFinishInFlightCloseWithError(stream, reason);
	});
}

function WritableStreamDefaultControllerProcessWrite(controller, chunk) {
	const stream = controller.stream;
	WritableStreamMarkFirstWriteRequestInFlight(stream);
	const sinkWritePromise = controller.writeAlgorithm(chunk);
	uponPromise(sinkWritePromise, () => {
		WritableStreamFinishInFlightWrite(stream);
		const state = stream.state;
		DequeueValue(controller);
		if (!WritableStreamCloseQueuedOrInFlight(stream) && state === 'writable') {
			const backpressure = WritableStreamDefaultControllerGetBackpressure(controller);
			WritableStreamUpdateBackpressure(stream, backpressure);
		}
		WritableStreamDefaultControllerAdvanceQueueIfNeeded(controller);
	}, (reason) => {
		if (stream.state === 'writable') WritableStreamDefaultControllerClearAlgorithms(controller);
		WritableStreamFinishInFlightWriteWithError(stream, reason);
	});
}

function WritableStreamDefaultControllerWrite(controller, chunk, chunkSize) {
	try {
		EnqueueValueWithSize(controller, chunk, chunkSize);
	} catch (e) {
		WritableStreamDefaultControllerErrorIfNeeded(controller, e);
		return;
	}
	const stream = controller.stream;
	if (!WritableStreamCloseQueuedOrInFlight(stream) && stream.state === 'writable') {
		const backpressure = WritableStreamDefaultControllerGetBackpressure(controller);
		WritableStreamUpdateBackpressure(stream, backpressure);
	}
	WritableStreamDefaultControllerAdvanceQueueIfNeeded(controller);
}

// ===========================================================================
// Transform streams

function newTransformStreamRecord() {
	return { __proto__: null, backpressure: undefined, backpressureChangePromise: undefined, controller: undefined, readable: undefined, writable: undefined, wrapper: undefined };
}

// Transformer: cancel, flush, readableType, start, transform, writableType.
function toTransformer(transformer) {
	const d = { __proto__: null, cancel: undefined, flush: undefined, readableType: undefined, start: undefined, transform: undefined, writableType: undefined };
	if (transformer === null) return d;
	d.cancel = callbackMember(transformer, 'cancel', 'TransformStream');
	d.flush = callbackMember(transformer, 'flush', 'TransformStream');
	d.readableType = transformer.readableType;
	d.start = callbackMember(transformer, 'start', 'TransformStream');
	d.transform = callbackMember(transformer, 'transform', 'TransformStream');
	d.writableType = transformer.writableType;
	return d;
}

let transformStreamRecord;
class TransformStream {
	#s;
	constructor(transformer = undefined, writableStrategy = undefined, readableStrategy = undefined) {
		if (transformer === INTERNAL) {
			this.#s = writableStrategy;
			writableStrategy.wrapper = this;
			return;
		}
		if (transformer !== undefined && !isObject(transformer)) throw new $TypeError('TransformStream: parameter 1 is not an object');
		const writableStrategyDict = toQueuingStrategy(writableStrategy, 'TransformStream');
		const readableStrategyDict = toQueuingStrategy(readableStrategy, 'TransformStream');
		const t = transformer === undefined ? null : transformer;
		const transformerDict = toTransformer(t);
		if (transformerDict.readableType !== undefined) throw new $RangeError('TransformStream: the readableType member is reserved and must not be set');
		if (transformerDict.writableType !== undefined) throw new $RangeError('TransformStream: the writableType member is reserved and must not be set');
		const readableHighWaterMark = ExtractHighWaterMark(readableStrategyDict, 0);
		const readableSizeAlgorithm = ExtractSizeAlgorithm(readableStrategyDict);
		const writableHighWaterMark = ExtractHighWaterMark(writableStrategyDict, 1);
		const writableSizeAlgorithm = ExtractSizeAlgorithm(writableStrategyDict);
		const startPromise = newPromise();
		const stream = newTransformStreamRecord();
		this.#s = stream;
		stream.wrapper = this;
		InitializeTransformStream(stream, startPromise.promise, writableHighWaterMark, writableSizeAlgorithm, readableHighWaterMark, readableSizeAlgorithm);
		SetUpTransformStreamDefaultControllerFromTransformer(stream, t, transformerDict);
		if (transformerDict.start !== undefined) {
			resolvePromise(startPromise, $apply(transformerDict.start, t, [transformControllerWrapper(stream.controller)]));
		} else {
			resolvePromise(startPromise, undefined);
		}
	}
	static {
		transformStreamRecord = (o) => (isObject(o) && #s in o ? o.#s : undefined);
	}
	get readable() {
		const stream = transformStreamRecord(this);
		if (stream === undefined) throw brandError('TransformStream', 'readable');
		return readableWrapper(stream.readable);
	}
	get writable() {
		const stream = transformStreamRecord(this);
		if (stream === undefined) throw brandError('TransformStream', 'writable');
		return writableWrapper(stream.writable);
	}
}
finishInterface(TransformStream, 'TransformStream');

function newTransformControllerRecord() {
	return { __proto__: null, stream: undefined, transformAlgorithm: undefined, flushAlgorithm: undefined, cancelAlgorithm: undefined, finishPromise: undefined, wrapper: undefined };
}

function transformControllerWrapper(c) {
	if (c.wrapper === undefined) new TransformStreamDefaultController(INTERNAL, c);
	return c.wrapper;
}

let transformControllerRecord;
class TransformStreamDefaultController {
	#s;
	constructor(token = undefined, record = undefined) {
		if (token !== INTERNAL) throw illegalConstructor('TransformStreamDefaultController');
		this.#s = record;
		record.wrapper = this;
	}
	static {
		transformControllerRecord = (o) => (isObject(o) && #s in o ? o.#s : undefined);
	}
	get desiredSize() {
		const c = transformControllerRecord(this);
		if (c === undefined) throw brandError('TransformStreamDefaultController', 'desiredSize');
		return ReadableStreamDefaultControllerGetDesiredSize(c.stream.readable.controller);
	}
	enqueue(chunk = undefined) {
		const c = transformControllerRecord(this);
		if (c === undefined) throw brandError('TransformStreamDefaultController', 'enqueue');
		TransformStreamDefaultControllerEnqueue(c, chunk);
	}
	error(reason = undefined) {
		const c = transformControllerRecord(this);
		if (c === undefined) throw brandError('TransformStreamDefaultController', 'error');
		TransformStreamDefaultControllerError(c, reason);
	}
	terminate() {
		const c = transformControllerRecord(this);
		if (c === undefined) throw brandError('TransformStreamDefaultController', 'terminate');
		TransformStreamDefaultControllerTerminate(c);
	}
}
finishInterface(TransformStreamDefaultController, 'TransformStreamDefaultController');

// --- Working with transform streams ------------------------------------------

function InitializeTransformStream(stream, startPromise, writableHighWaterMark, writableSizeAlgorithm, readableHighWaterMark, readableSizeAlgorithm) {
	const startAlgorithm = () => startPromise;
	const writeAlgorithm = (chunk) => TransformStreamDefaultSinkWriteAlgorithm(stream, chunk);
	const abortAlgorithm = (reason) => TransformStreamDefaultSinkAbortAlgorithm(stream, reason);
	const closeAlgorithm = () => TransformStreamDefaultSinkCloseAlgorithm(stream);
	stream.writable = CreateWritableStream(startAlgorithm, writeAlgorithm, closeAlgorithm, abortAlgorithm, writableHighWaterMark, writableSizeAlgorithm);
	const pullAlgorithm = () => TransformStreamDefaultSourcePullAlgorithm(stream);
	const cancelAlgorithm = (reason) => TransformStreamDefaultSourceCancelAlgorithm(stream, reason);
	stream.readable = CreateReadableStream(startAlgorithm, pullAlgorithm, cancelAlgorithm, readableHighWaterMark, readableSizeAlgorithm);
	stream.backpressure = undefined;
	stream.backpressureChangePromise = undefined;
	TransformStreamSetBackpressure(stream, true);
	stream.controller = undefined;
}

function TransformStreamError(stream, e) {
	ReadableStreamDefaultControllerError(stream.readable.controller, e);
	TransformStreamErrorWritableAndUnblockWrite(stream, e);
}

function TransformStreamErrorWritableAndUnblockWrite(stream, e) {
	TransformStreamDefaultControllerClearAlgorithms(stream.controller);
	WritableStreamDefaultControllerErrorIfNeeded(stream.writable.controller, e);
	TransformStreamUnblockWrite(stream);
}

function TransformStreamSetBackpressure(stream, backpressure) {
	if (stream.backpressureChangePromise !== undefined) resolvePromise(stream.backpressureChangePromise, undefined);
	stream.backpressureChangePromise = newPromise();
	stream.backpressure = backpressure;
}

function TransformStreamUnblockWrite(stream) {
	if (stream.backpressure === true) TransformStreamSetBackpressure(stream, false);
}

// --- Default controllers -------------------------------------------------------

function SetUpTransformStreamDefaultController(stream, controller, transformAlgorithm, flushAlgorithm, cancelAlgorithm) {
	controller.stream = stream;
	stream.controller = controller;
	controller.transformAlgorithm = transformAlgorithm;
	controller.flushAlgorithm = flushAlgorithm;
	controller.cancelAlgorithm = cancelAlgorithm;
}

function SetUpTransformStreamDefaultControllerFromTransformer(stream, transformer, transformerDict) {
	const controller = newTransformControllerRecord();
	const wrapper = transformControllerWrapper(controller);
	let transformAlgorithm = (chunk) => {
		try {
			TransformStreamDefaultControllerEnqueue(controller, chunk);
		} catch (e) {
			return promiseRejectedWith(e);
		}
		return promiseResolvedWith(undefined);
	};
	let flushAlgorithm = () => promiseResolvedWith(undefined);
	let cancelAlgorithm = () => promiseResolvedWith(undefined);
	const transform = transformerDict.transform;
	const flush = transformerDict.flush;
	const cancel = transformerDict.cancel;
	if (transform !== undefined) transformAlgorithm = (chunk) => invokePromise(transform, transformer, [chunk, wrapper]);
	if (flush !== undefined) flushAlgorithm = () => invokePromise(flush, transformer, [wrapper]);
	if (cancel !== undefined) cancelAlgorithm = (reason) => invokePromise(cancel, transformer, [reason]);
	SetUpTransformStreamDefaultController(stream, controller, transformAlgorithm, flushAlgorithm, cancelAlgorithm);
}

function TransformStreamDefaultControllerClearAlgorithms(controller) {
	controller.transformAlgorithm = undefined;
	controller.flushAlgorithm = undefined;
	controller.cancelAlgorithm = undefined;
}

function TransformStreamDefaultControllerEnqueue(controller, chunk) {
	const stream = controller.stream;
	const readableController = stream.readable.controller;
	if (!ReadableStreamDefaultControllerCanCloseOrEnqueue(readableController)) throw new $TypeError('TransformStreamDefaultController.enqueue: the readable side is not in a state that permits enqueue');
	try {
		ReadableStreamDefaultControllerEnqueue(readableController, chunk);
	} catch (e) {
		TransformStreamErrorWritableAndUnblockWrite(stream, e);
		throw stream.readable.storedError;
	}
	const backpressure = ReadableStreamDefaultControllerHasBackpressure(readableController);
	if (backpressure !== stream.backpressure) TransformStreamSetBackpressure(stream, true);
}

function TransformStreamDefaultControllerError(controller, e) {
	TransformStreamError(controller.stream, e);
}

function TransformStreamDefaultControllerPerformTransform(controller, chunk) {
	const transformPromise = controller.transformAlgorithm(chunk);
	return transformPromiseWith(transformPromise, undefined, (r) => {
		TransformStreamError(controller.stream, r);
		throw r;
	});
}

function TransformStreamDefaultControllerTerminate(controller) {
	const stream = controller.stream;
	const readableController = stream.readable.controller;
	ReadableStreamDefaultControllerClose(readableController);
	const error = new $TypeError('TransformStream terminated');
	TransformStreamErrorWritableAndUnblockWrite(stream, error);
}

// --- Default sinks -----------------------------------------------------------

function TransformStreamDefaultSinkWriteAlgorithm(stream, chunk) {
	const controller = stream.controller;
	if (stream.backpressure === true) {
		const backpressureChangePromise = stream.backpressureChangePromise.promise;
		return transformPromiseWith(backpressureChangePromise, () => {
			const writable = stream.writable;
			const state = writable.state;
			if (state === 'erroring') throw writable.storedError;
			return TransformStreamDefaultControllerPerformTransform(controller, chunk);
		});
	}
	return TransformStreamDefaultControllerPerformTransform(controller, chunk);
}

function TransformStreamDefaultSinkAbortAlgorithm(stream, reason) {
	const controller = stream.controller;
	if (controller.finishPromise !== undefined) return controller.finishPromise.promise;
	const readable = stream.readable;
	controller.finishPromise = newPromise();
	const cancelPromise = controller.cancelAlgorithm(reason);
	TransformStreamDefaultControllerClearAlgorithms(controller);
	uponPromise(cancelPromise, () => {
		if (readable.state === 'errored') {
			rejectPromise(controller.finishPromise, readable.storedError);
		} else {
			ReadableStreamDefaultControllerError(readable.controller, reason);
			resolvePromise(controller.finishPromise, undefined);
		}
	}, (r) => {
		ReadableStreamDefaultControllerError(readable.controller, r);
		rejectPromise(controller.finishPromise, r);
	});
	return controller.finishPromise.promise;
}

function TransformStreamDefaultSinkCloseAlgorithm(stream) {
	const controller = stream.controller;
	if (controller.finishPromise !== undefined) return controller.finishPromise.promise;
	const readable = stream.readable;
	controller.finishPromise = newPromise();
	const flushPromise = controller.flushAlgorithm();
	TransformStreamDefaultControllerClearAlgorithms(controller);
	uponPromise(flushPromise, () => {
		if (readable.state === 'errored') {
			rejectPromise(controller.finishPromise, readable.storedError);
		} else {
			ReadableStreamDefaultControllerClose(readable.controller);
			resolvePromise(controller.finishPromise, undefined);
		}
	}, (r) => {
		ReadableStreamDefaultControllerError(readable.controller, r);
		rejectPromise(controller.finishPromise, r);
	});
	return controller.finishPromise.promise;
}

// --- Default sources -----------------------------------------------------------

function TransformStreamDefaultSourceCancelAlgorithm(stream, reason) {
	const controller = stream.controller;
	if (controller.finishPromise !== undefined) return controller.finishPromise.promise;
	const writable = stream.writable;
	controller.finishPromise = newPromise();
	const cancelPromise = controller.cancelAlgorithm(reason);
	TransformStreamDefaultControllerClearAlgorithms(controller);
	uponPromise(cancelPromise, () => {
		if (writable.state === 'errored') {
			rejectPromise(controller.finishPromise, writable.storedError);
		} else {
			WritableStreamDefaultControllerErrorIfNeeded(writable.controller, reason);
			TransformStreamUnblockWrite(stream);
			resolvePromise(controller.finishPromise, undefined);
		}
	}, (r) => {
		WritableStreamDefaultControllerErrorIfNeeded(writable.controller, r);
		TransformStreamUnblockWrite(stream);
		rejectPromise(controller.finishPromise, r);
	});
	return controller.finishPromise.promise;
}

function TransformStreamDefaultSourcePullAlgorithm(stream) {
	TransformStreamSetBackpressure(stream, false);
	return stream.backpressureChangePromise.promise;
}

// ===========================================================================
// Operations for Go (package streams): other specifications' hooks
// ("Other specifications" in the standard) and the io bridge.

// "Set up" a TransformStream, for other specifications: transform, flush and
// cancel are Go functions that return nothing or throw.
function setUpTransformStream(transformAlgorithm, flushAlgorithm, cancelAlgorithm) {
	const wrap = (algorithm) => (arg) => {
		let result;
		try {
			result = algorithm === undefined ? undefined : algorithm(arg);
		} catch (e) {
			return promiseRejectedWith(e);
		}
		return result === undefined ? promiseResolvedWith(undefined) : result;
	};
	const stream = newTransformStreamRecord();
	const startPromise = promiseResolvedWith(undefined);
	InitializeTransformStream(stream, startPromise, 1, returnOne, 0, returnOne);
	const controller = newTransformControllerRecord();
	SetUpTransformStreamDefaultController(stream, controller, wrap(transformAlgorithm), wrap(flushAlgorithm), wrap(cancelAlgorithm));
	return stream;
}

// A readable stream whose pull and cancel algorithms are Go functions (pull
// returns a promise, or nothing; cancel returns nothing).
function createReadable(pull, cancel, highWaterMark) {
	const startAlgorithm = () => undefined;
	const pullAlgorithm = () => {
		let result;
		try {
			result = pull();
		} catch (e) {
			return promiseRejectedWith(e);
		}
		return result === undefined ? promiseResolvedWith(undefined) : result;
	};
	const cancelAlgorithm = (reason) => {
		try {
			cancel(reason);
		} catch (e) {
			return promiseRejectedWith(e);
		}
		return promiseResolvedWith(undefined);
	};
	return CreateReadableStream(startAlgorithm, pullAlgorithm, cancelAlgorithm, highWaterMark, returnOne);
}

return {
	globals: [
		['ReadableStream', ReadableStream],
		['ReadableStreamDefaultReader', ReadableStreamDefaultReader],
		['ReadableStreamDefaultController', ReadableStreamDefaultController],
		['WritableStream', WritableStream],
		['WritableStreamDefaultWriter', WritableStreamDefaultWriter],
		['WritableStreamDefaultController', WritableStreamDefaultController],
		['TransformStream', TransformStream],
		['TransformStreamDefaultController', TransformStreamDefaultController],
		['ByteLengthQueuingStrategy', ByteLengthQueuingStrategy],
		['CountQueuingStrategy', CountQueuingStrategy],
	],
	// Transform streams set up by Go.
	newTransform(transform, flush, cancel) {
		const stream = setUpTransformStream(transform, flush, cancel);
		return [stream, readableWrapper(stream.readable), writableWrapper(stream.writable), transformWrapper(stream)];
	},
	transformEnqueue(stream, chunk) {
		TransformStreamDefaultControllerEnqueue(stream.controller, chunk);
	},
	// Readable streams fed by Go.
	newReadable(pull, cancel, highWaterMark) {
		const stream = createReadable(pull, cancel, highWaterMark);
		return [stream.controller, readableWrapper(stream)];
	},
	controllerEnqueue(controller, chunk) {
		ReadableStreamDefaultControllerEnqueue(controller, chunk);
	},
	controllerClose(controller) {
		ReadableStreamDefaultControllerClose(controller);
	},
	controllerError(controller, e) {
		ReadableStreamDefaultControllerError(controller, e);
	},
	controllerCanEnqueue(controller) {
		return ReadableStreamDefaultControllerCanCloseOrEnqueue(controller);
	},
	// Readable streams read by Go.
	acquireReader(value) {
		const stream = readableStreamRecord(value);
		if (stream === undefined) throw new $TypeError('not a ReadableStream');
		return AcquireReadableStreamDefaultReader(stream);
	},
	read(reader, chunkSteps, closeSteps, errorSteps) {
		ReadableStreamDefaultReaderRead(reader, { __proto__: null, chunkSteps, closeSteps, errorSteps });
	},
	releaseReader(reader) {
		if (reader.stream !== undefined) ReadableStreamDefaultReaderRelease(reader);
	},
	cancelReader(reader, reason) {
		if (reader.stream === undefined) return;
		setPromiseIsHandledToTrue(ReadableStreamReaderGenericCancel(reader, reason));
	},
	newUint8Array(buffer) {
		return new $Uint8Array(buffer);
	},
	newError(message) {
		return new $Error(message);
	},
	newTypeError(message) {
		return new $TypeError(message);
	},
	// An empty function for Go's interrupt.Poller: calling it runs goja's
	// interrupt check.
	probe: function () {},
};

function transformWrapper(stream) {
	if (stream.wrapper === undefined) new TransformStream(INTERNAL, stream);
	return stream.wrapper;
}
})
