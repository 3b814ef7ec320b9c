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

