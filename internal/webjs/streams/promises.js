// ---------------------------------------------------------------------------
// Promises (Web IDL's "a new promise", "resolve", "reject", "react").

// capture is the executor of every promise made here: the Promise
// constructor calls it at once, before it returns, so the resolving
// functions it leaves in captured are those of the promise just made. One
// executor for all saves a closure per promise.
let capturedRes, capturedRej;
function capture(res, rej) {
	capturedRes = res;
	capturedRej = rej;
}

function newCapturedPromise() {
	const p = new $Promise(capture);
	return p;
}

// Internal promises. Web IDL reacts to a promise with PerformPromiseThen
// and a %Promise% capability it never shows; goja's then reads
// p.constructor[@@species] for the derived promise's constructor and builds
// a promise with two resolving functions. For a promise no script can see
// ("internal": an algorithm's result, a transform's backpressure promise),
// markInternal gives it a prototype of its own, whose constructor's
// @@species is InternalCapability: then asks it for a capability and gets
// one shared object with two shared functions, no promise, which is all
// an 'upon' reaction, whose derived promise is dropped, needs. reactWith
// (below) lends that prototype to the other promises made here for the
// time of a then, and turns @@species off when the derived promise is used.
// So reactions read nothing a script can reach (Promise.prototype.constructor,
// Promise[@@species], Promise.prototype.then), as the standard's never do.
// An internal promise must never reach a script: it would see the
// prototype, and its derived promises would not settle. A promise made here
// that another one made here is resolved with is internal too: resolving
// with a promise calls its then.

// internalDerived is what then returns for an internal promise.
const internalDerived = { __proto__: null };

// The capability's resolve function: a native function that does nothing a
// script sees (goja calls a native function for less than one written
// here); ArrayBuffer.isView only returns a boolean.
const capabilityResolve = intrinsics.isView === undefined ? noop : intrinsics.isView;

// The capability's reject function: the derived promise of an 'upon'
// reaction rejects only when a step here throws, a fault worth reporting,
// so it is reported as an unhandled rejection, as the real derived
// promise's would be.
function capabilityReject(e) {
	promiseRejectedWith(e);
}

// InternalCapability is NewPromiseCapability's constructor for then on an
// internal promise: a derived class that returns an object without calling
// super makes no object of its own.
class InternalCapability extends null {
	constructor(executor) {
		executor(capabilityResolve, capabilityReject);
		return internalDerived;
	}
}

// internalSpecies is an internal promise's constructor.
const internalSpecies = { __proto__: null, [$species]: InternalCapability };

// internalPromisePrototype has the then a promise resolved with an internal
// promise calls (the captured one).
const internalPromisePrototype = { __proto__: null, constructor: internalSpecies, then: $then };

// markInternal makes p, a promise no script can see, internal, and returns
// it.
function markInternal(p) {
	$setPrototypeOf(p, internalPromisePrototype);
	return p;
}

// A promise record holds a promise, its resolving functions and its state
// (the standard reads [[PromiseState]] of a writer's promises). Its fields
// are promise, state, res, rej, value (the result once settled), and for
// lazy records waiters, onFulfilled, onRejected and handled (see
// uponRecord). A record has only those it has set (goja builds an object's
// properties one by one), and reading one it has not set gives undefined
// (a null prototype).
function newPromise() {
	const promise = newCapturedPromise();
	const r = { __proto__: null, promise, state: 'pending', res: capturedRes, rej: capturedRej };
	capturedRes = capturedRej = undefined;
	return r;
}

// newLazyPromise returns a record for a promise that only this program sees
// until promiseOf gives it out: the promise is made then, in the state the
// record is in by that time (a promise made later in the same state cannot
// be told apart: reactions to a settled promise are queued when they are
// added). Records nobody reacts to cost no promise at all. A record rejected
// before its promise is made gives a rejected promise not marked as handled
// (unless markRecordHandled said so): the code that asks for it reacts to it
// or hands it to a script. uponRecord reacts to a record without making its
// promise: the reactions wait in waiters and are queued when it settles, as
// the promise's would be.
function newLazyPromise() {
	return { __proto__: null, state: 'pending' };
}

// rejectedLazyRecord is a lazy record rejected with e: "a promise rejected
// with e" once promiseOf makes it.
function rejectedLazyRecord(e) {
	const r = newLazyPromise();
	r.state = 'rejected';
	r.value = e;
	return r;
}

// fulfilledLazyRecord is a lazy record fulfilled with v: "a promise
// resolved with v" (v not a thenable) once promiseOf makes it.
function fulfilledLazyRecord(v) {
	const r = newLazyPromise();
	r.state = 'fulfilled';
	r.value = v;
	return r;
}

// handledRejectedLazyRecord is rejectedLazyRecord(e) with its promise
// marked as handled.
function handledRejectedLazyRecord(e) {
	const r = rejectedLazyRecord(e);
	r.handled = true;
	return r;
}

// promiseOf returns the record's promise, made on first use.
function promiseOf(r) {
	if (r.promise !== undefined) return r.promise;
	const p = newCapturedPromise();
	const res = capturedRes, rej = capturedRej;
	capturedRes = capturedRej = undefined;
	r.promise = p;
	if (r.handled) setPromiseIsHandledToTrue(p);
	if (r.state === 'pending') {
		r.res = res;
		r.rej = rej;
	} else if (r.state === 'fulfilled') {
		res(r.value);
	} else {
		rej(r.value);
	}
	return p;
}

// internalPromiseOf is promiseOf for a record whose promise only this
// program sees.
function internalPromiseOf(r) {
	return r.promise !== undefined ? r.promise : markInternal(promiseOf(r));
}

// uponRecord is uponPromise on the record's promise, which it does not make
// for a lazy record.
function uponRecord(r, onFulfilled, onRejected) {
	if (r.promise !== undefined) {
		uponPromise(r.promise, onFulfilled, onRejected);
	} else if (r.state === 'pending') {
		// The first reaction waits in the record (waiters is null), any
		// later ones in the array waiters.
		if (r.waiters === undefined) {
			r.waiters = null;
			r.onFulfilled = onFulfilled;
			r.onRejected = onRejected;
			return;
		}
		if (r.waiters === null) r.waiters = newArray();
		const w = r.waiters;
		w[w.length] = onFulfilled;
		w[w.length] = onRejected;
	} else {
		queueReaction(r.state === 'fulfilled' ? onFulfilled : onRejected, r.value);
	}
}

// queueReaction queues a job that calls f with v, as a reaction to a
// settled promise is queued.
function queueReaction(f, v) {
	if (v === undefined) queueMicrotask(f); // called with undefined
	else queueMicrotask(callWith(f, v));
}

// callWith returns a function that calls f with v. (A function that makes a
// closure gets a fresh scope object on every call in goja, whichever branch
// it takes: the hot functions here leave closures to helpers like this.)
function callWith(f, v) {
	return () => f(v);
}

// markRecordHandled is setPromiseIsHandledToTrue on the record's promise,
// made or to be made.
function markRecordHandled(r) {
	if (r.promise !== undefined) setPromiseIsHandledToTrue(r.promise);
	else r.handled = true;
}

// settleRecord settles a pending record: the waiting reactions are queued
// first (they were added before the promise, if any, was made), then the
// promise is resolved or rejected. The waiting reactions get v as it is,
// which matches the promise's settlement only because no caller settles a
// record with a thenable (they fulfil with undefined or reject).
function settleRecord(r, state, v) {
	r.state = state;
	if (v !== undefined) r.value = v;
	const w = r.waiters;
	if (w !== undefined) {
		const first = state === 'fulfilled' ? r.onFulfilled : r.onRejected;
		r.waiters = r.onFulfilled = r.onRejected = undefined;
		queueReaction(first, v);
		if (w !== null) {
			const k = state === 'fulfilled' ? 0 : 1;
			for (let i = k; i < w.length; i += 2) queueReaction(w[i], v);
		}
	}
	if (r.promise === undefined) return;
	if (state === 'fulfilled') r.res(v);
	else r.rej(v);
}

function resolvePromise(r, v) {
	if (r.state === 'pending') settleRecord(r, 'fulfilled', v);
}

function rejectPromise(r, e) {
	if (r.state === 'pending') settleRecord(r, 'rejected', e);
}

function resolvedRecord(v) {
	return { __proto__: null, promise: promiseResolvedWith(v), state: 'fulfilled', res: noop, rej: noop };
}

// "A promise resolved with v": a new promise, resolved with v (adopting v's
// state when v is a thenable).
function promiseResolvedWith(v) {
	const p = newCapturedPromise();
	const res = capturedRes;
	capturedRes = capturedRej = undefined;
	res(v);
	return p;
}

function promiseRejectedWith(e) {
	const p = newCapturedPromise();
	const rej = capturedRej;
	capturedRes = capturedRej = undefined;
	rej(e);
	return p;
}

// internalResolvedWith is "a promise resolved with v" for a promise only
// this program reacts to (an algorithm's result), internal: for undefined,
// one shared fulfilled promise, which reactions cannot tell from a new one.
function internalResolvedWith(v) {
	return v === undefined ? resolvedUndefined : markInternal(promiseResolvedWith(v));
}

// thenArgs is the argument list of every call to then: Reflect.apply copies
// it before then runs, so one array serves every reaction.
const thenArgs = newArray();

// Reacting to a promise (ECMAScript's PerformPromiseThen, which the
// standard's "react", "upon fulfillment" and "upon rejection" are) reads
// nothing of the promise. goja's only way in is Promise.prototype.then, whose
// SpeciesConstructor reads p.constructor and its @@species. So then is
// called while p's prototype is internalPromisePrototype: the constructor it
// finds is internalSpecies, whose @@species says what derived promise then
// makes (InternalCapability: none; undefined: a %Promise%). A promise made
// here with %Promise.prototype% (given to scripts, or not yet internal) gets
// that prototype for the call and its own back after it: no script runs in
// between, so none sees the change. A promise a script changed itself (an
// own "constructor", another prototype, made non-extensible), or a script's
// promise that is not a plain %Promise%, cannot be reacted to that way: it
// is adopted by an internal promise, as "a promise resolved with" it would
// be (which calls its then: what that then reads, the script arranged), and
// the reaction is to the internal promise.
function reactWith(p, onFulfilled, onRejected, species) {
	let proto = $getPrototypeOf(p);
	if (proto !== internalPromisePrototype) {
		if (proto !== $PromisePrototype || $getOwnPropertyDescriptor(p, 'constructor') !== undefined || !$setPrototypeOf(p, internalPromisePrototype)) {
			p = adoptInternally(p);
			proto = internalPromisePrototype;
		}
	}
	internalSpecies[$species] = species;
	thenArgs[0] = onFulfilled;
	thenArgs[1] = onRejected;
	try {
		return $apply($then, p, thenArgs);
	} finally {
		thenArgs[0] = thenArgs[1] = undefined;
		internalSpecies[$species] = InternalCapability;
		if (proto !== internalPromisePrototype) $setPrototypeOf(p, proto);
	}
}

// adoptInternally returns an internal promise resolved with p.
function adoptInternally(p) {
	const q = markInternal(newCapturedPromise());
	const res = capturedRes;
	capturedRes = capturedRej = undefined;
	res(p);
	return q;
}

// PerformPromiseThen with a %Promise% result capability: returns the derived
// promise, a %Promise% (%Promise.prototype%) whatever p is.
function PerformPromiseThen(p, onFulfilled, onRejected) {
	return reactWith(p, onFulfilled, onRejected, undefined);
}

// "React to p" (transformPromiseWith): the derived promise is a %Promise%.
function transformPromiseWith(p, onFulfilled, onRejected) {
	return reactWith(p, onFulfilled, onRejected, undefined);
}

// internalTransformPromiseWith is transformPromiseWith for a derived
// promise that only this program reacts to.
function internalTransformPromiseWith(p, onFulfilled, onRejected) {
	return markInternal(transformPromiseWith(p, onFulfilled, onRejected));
}

// "Upon fulfillment / rejection of p": the derived promise is not used, so
// none is made (InternalCapability). Its reject function reports what a
// step here throws as an unhandled rejection, which the steps, written not
// to throw, do only for a fault worth reporting.
function uponPromise(p, onFulfilled, onRejected) {
	reactWith(p, onFulfilled, onRejected, InternalCapability);
}

function uponFulfillment(p, onFulfilled) {
	uponPromise(p, onFulfilled, noop);
}

function uponRejection(p, onRejected) {
	uponPromise(p, undefined, onRejected);
}

// Setting [[PromiseIsHandled]]: goja sets it when a reaction is added.
function setPromiseIsHandledToTrue(p) {
	uponPromise(p, undefined, noop);
}

const resolvedUndefined = markInternal(promiseResolvedWith(undefined));

// returnResolvedUndefined is the algorithm that returns "a promise resolved
// with undefined" (the default pull, cancel, write, close, abort, flush),
// one function for every stream.
function returnResolvedUndefined() {
	return resolvedUndefined;
}

// HTML's "queue a microtask": a reaction to a resolved promise joins the same
// job queue.
function queueMicrotask(f) {
	uponPromise(resolvedUndefined, f, undefined);
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
		uponPromise(promises[i], (v) => {
			results[index] = v;
			fulfilledCount++;
			if (fulfilledCount === total) resolvePromise(r, results);
		}, onRejected);
	}
	return r.promise;
}

