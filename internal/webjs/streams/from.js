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
			markInternal(r.promise); // seen only by ReadableStreamFromIterable
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
			markInternal(r.promise); // seen only by ReadableStreamFromIterable
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

// PromiseResolve(%Promise%, x): x itself when it is a promise whose
// constructor is %Promise% (the one read the standard makes), else a new
// promise resolved with x.
function PromiseResolve(x) {
	if ($isPromise(x) && x.constructor === $Promise) return x;
	return promiseResolvedWith(x);
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
		valueWrapper = PromiseResolve(value);
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
	uponPromise(valueWrapper, (v) => resolvePromise(r, onFulfilled(v)), (e) => {
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

