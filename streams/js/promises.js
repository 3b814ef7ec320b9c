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

// A promise record holds a promise, its resolving functions and its state
// (the standard reads [[PromiseState]] of a writer's promises).
function newPromise() {
	const promise = newCapturedPromise();
	const r = { __proto__: null, promise, state: 'pending', res: capturedRes, rej: capturedRej, value: undefined };
	capturedRes = capturedRej = undefined;
	return r;
}

// newLazyPromise returns a record for a promise that only this program sees
// until promiseOf gives it out: the promise is made then, in the state the
// record is in by that time (a promise made later in the same state cannot
// be told apart: reactions to a settled promise are queued when they are
// added). Records nobody reacts to cost no promise at all. A record rejected
// before its promise is made gives a rejected promise not marked as handled:
// the code that asks for it reacts to it or hands it to a script.
function newLazyPromise() {
	return { __proto__: null, promise: undefined, state: 'pending', res: undefined, rej: undefined, value: undefined };
}

// rejectedLazyRecord is a lazy record rejected with e: "a promise rejected
// with e" once promiseOf makes it.
function rejectedLazyRecord(e) {
	const r = newLazyPromise();
	r.state = 'rejected';
	r.value = e;
	return r;
}

// promiseOf returns the record's promise, made on first use.
function promiseOf(r) {
	if (r.promise !== undefined) return r.promise;
	const p = newCapturedPromise();
	if (r.state === 'pending') {
		r.res = capturedRes;
		r.rej = capturedRej;
	} else if (r.state === 'fulfilled') {
		capturedRes(r.value);
	} else {
		capturedRej(r.value);
	}
	capturedRes = capturedRej = undefined;
	r.promise = p;
	return p;
}

function resolvePromise(r, v) {
	if (r.state !== 'pending') return;
	r.state = 'fulfilled';
	if (r.promise === undefined) r.value = v;
	else r.res(v);
}

function rejectPromise(r, e) {
	if (r.state !== 'pending') return;
	r.state = 'rejected';
	if (r.promise === undefined) r.value = e;
	else r.rej(e);
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
// this program reacts to (an algorithm's result): for undefined, one shared
// fulfilled promise, which reactions cannot tell from a new one.
function internalResolvedWith(v) {
	return v === undefined ? resolvedUndefined : promiseResolvedWith(v);
}

function PerformPromiseThen(p, onFulfilled, onRejected) {
	return $apply($then, p, [onFulfilled, onRejected]);
}

// "React to p": returns the derived promise.
function transformPromiseWith(p, onFulfilled, onRejected) {
	return PerformPromiseThen(p, onFulfilled, onRejected);
}

// "Upon fulfillment / rejection of p": the derived promise is not used. It
// is not marked as handled: it is rejected only if a step here throws, which
// the steps, written not to, do only for a fault worth reporting.
function uponPromise(p, onFulfilled, onRejected) {
	PerformPromiseThen(p, onFulfilled, onRejected);
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

