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
	if (size !== undefined) d.autoAllocateChunkSize = toUnsignedLongLongEnforceRange(size, 'ReadableStream: autoAllocateChunkSize');
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
		if (sourceDict.type === 'bytes') {
			if (strategyDict.size !== undefined) throw new $RangeError('ReadableStream: a byte stream cannot have a size function');
			const highWaterMark = ExtractHighWaterMark(strategyDict, 0);
			SetUpReadableByteStreamControllerFromUnderlyingSource(stream, source, sourceDict, highWaterMark);
			return;
		}
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
			return byobReaderWrapper(AcquireReadableStreamBYOBReader(stream));
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
			// The promise the steps return only settles the chained one,
			// which adopts it: internal, so that adopting it reads nothing
			// a script can change.
			const chainedSteps = () => markInternal(nextSteps());
			it.ongoing = PerformPromiseThen(it.ongoing, chainedSteps, chainedSteps);
		} else {
			it.ongoing = nextSteps();
		}
		return it.ongoing;
	}
	return(value = undefined) {
		const it = asyncIteratorRecord(this);
		if (it === undefined) return promiseRejectedWith(new $TypeError("ReadableStream AsyncIterator.return: 'this' is not a ReadableStream async iterator"));
		// The promise the steps return reaches no script (return's result
		// and any chained one adopt it): internal.
		const returnSteps = () => {
			if (it.finished) return markInternal(promiseResolvedWith({ value, done: true }));
			it.finished = true;
			return markInternal(asyncIteratorReturn(it, value));
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
	return { __proto__: null, byob: false, stream: undefined, closedPromise: undefined, readRequests: newList(), wrapper: undefined };
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
		return promiseOf(reader.closedPromise);
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

// --- BYOB reader -------------------------------------------------------------

function newBYOBReaderRecord() {
	return { __proto__: null, byob: true, stream: undefined, closedPromise: undefined, readIntoRequests: newList(), wrapper: undefined };
}

function byobReaderWrapper(reader) {
	if (reader.wrapper === undefined) new ReadableStreamBYOBReader(INTERNAL, reader);
	return reader.wrapper;
}

let byobReaderRecord;
class ReadableStreamBYOBReader {
	#s;
	constructor(stream, record = undefined) {
		if (stream === INTERNAL) {
			this.#s = record;
			record.wrapper = this;
			return;
		}
		const s = readableStreamRecord(stream);
		if (s === undefined) throw new $TypeError("ReadableStreamBYOBReader: parameter 1 is not of type 'ReadableStream'");
		const reader = newBYOBReaderRecord();
		SetUpReadableStreamBYOBReader(reader, s);
		this.#s = reader;
		reader.wrapper = this;
	}
	static {
		byobReaderRecord = (o) => (isObject(o) && #s in o ? o.#s : undefined);
	}
	get closed() {
		const reader = byobReaderRecord(this);
		if (reader === undefined) return promiseRejectedWith(brandError('ReadableStreamBYOBReader', 'closed'));
		return promiseOf(reader.closedPromise);
	}
	cancel(reason = undefined) {
		const reader = byobReaderRecord(this);
		if (reader === undefined) return promiseRejectedWith(brandError('ReadableStreamBYOBReader', 'cancel'));
		if (reader.stream === undefined) return promiseRejectedWith(new $TypeError('ReadableStreamBYOBReader.cancel: the reader has been released'));
		return ReadableStreamReaderGenericCancel(reader, reason);
	}
	read(view, options = undefined) {
		const reader = byobReaderRecord(this);
		if (reader === undefined) return promiseRejectedWith(brandError('ReadableStreamBYOBReader', 'read'));
		let min, s;
		try {
			toArrayBufferView(view, 'ReadableStreamBYOBReader.read');
			// ReadableStreamBYOBReaderReadOptions: [EnforceRange] unsigned long long min = 1.
			const dict = dictionaryObject(options, 'ReadableStreamBYOBReader.read');
			const m = anyMember(dict, 'min');
			min = m === undefined ? 1 : toUnsignedLongLongEnforceRange(m, 'ReadableStreamBYOBReader.read: min');
			s = viewSlots(view);
		} catch (e) {
			return promiseRejectedWith(e);
		}
		if (s.byteLength === 0) return promiseRejectedWith(new $TypeError('ReadableStreamBYOBReader.read: the view is empty'));
		if (arrayBufferByteLength(s.buffer) === 0) return promiseRejectedWith(new $TypeError("ReadableStreamBYOBReader.read: the view's buffer is empty"));
		if (IsDetachedBuffer(s.buffer)) return promiseRejectedWith(new $TypeError("ReadableStreamBYOBReader.read: the view's buffer is detached"));
		if (min === 0) return promiseRejectedWith(new $TypeError('ReadableStreamBYOBReader.read: min must be greater than 0'));
		if (s.name !== undefined) {
			if (min > s.length) return promiseRejectedWith(new $RangeError("ReadableStreamBYOBReader.read: min is larger than the view's length"));
		} else if (min > s.byteLength) {
			return promiseRejectedWith(new $RangeError("ReadableStreamBYOBReader.read: min is larger than the view's byteLength"));
		}
		if (reader.stream === undefined) return promiseRejectedWith(new $TypeError('ReadableStreamBYOBReader.read: the reader has been released'));
		const r = newPromise();
		ReadableStreamBYOBReaderRead(reader, view, min, {
			__proto__: null,
			chunkSteps: (chunk) => resolvePromise(r, { done: false, value: chunk }),
			closeSteps: (chunk) => resolvePromise(r, { done: true, value: chunk }),
			errorSteps: (e) => rejectPromise(r, e),
		});
		return r.promise;
	}
	releaseLock() {
		const reader = byobReaderRecord(this);
		if (reader === undefined) throw brandError('ReadableStreamBYOBReader', 'releaseLock');
		if (reader.stream === undefined) return;
		ReadableStreamBYOBReaderRelease(reader);
	}
}
finishInterface(ReadableStreamBYOBReader, 'ReadableStreamBYOBReader');

// --- Default controller ------------------------------------------------------

function newReadableControllerRecord() {
	return {
		__proto__: null, byteController: false,
		stream: undefined, queue: undefined, queueHead: 0, queueTotalSize: 0, queueBytes: 0,
		started: false, closeRequested: false, pullAgain: false, pulling: false,
		strategySizeAlgorithm: undefined, strategyHWM: 0,
		pullAlgorithm: undefined, cancelAlgorithm: undefined, wrapper: undefined,
		onPullFulfilled: undefined, onPullRejected: undefined, // the reactions to a pull's promise, made once
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

function AcquireReadableStreamBYOBReader(stream) {
	const reader = newBYOBReaderRecord();
	SetUpReadableStreamBYOBReader(reader, stream);
	return reader;
}

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
