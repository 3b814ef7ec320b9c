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
		return promiseOf(writer.closedPromise);
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
		return promiseOf(writer.readyPromise);
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
		stream: undefined, queue: undefined, queueHead: 0, queueTotalSize: 0, queueBytes: 0,
		abortSignal: undefined, started: false, strategySizeAlgorithm: undefined, strategyHWM: 0,
		writeAlgorithm: undefined, closeAlgorithm: undefined, abortAlgorithm: undefined, wrapper: undefined,
		// The reactions to a sink write's promise, made once per controller
		// (WritableStreamDefaultControllerProcessWrite).
		onWriteFulfilled: undefined, onWriteRejected: undefined,
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
		// The promises are made when a script asks for them (ready,
		// closed).
		if (!WritableStreamCloseQueuedOrInFlight(stream) && stream.backpressure) writer.readyPromise = newLazyPromise();
		else writer.readyPromise = fulfilledLazyRecord(undefined);
		writer.closedPromise = newLazyPromise();
	} else if (state === 'erroring') {
		writer.readyPromise = handledRejectedLazyRecord(stream.storedError);
		writer.closedPromise = newLazyPromise();
	} else if (state === 'closed') {
		writer.readyPromise = fulfilledLazyRecord(undefined);
		writer.closedPromise = fulfilledLazyRecord(undefined);
	} else {
		const storedError = stream.storedError;
		writer.readyPromise = handledRejectedLazyRecord(storedError);
		writer.closedPromise = handledRejectedLazyRecord(storedError);
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
	const promise = newLazyPromise(); // given out by promiseOf
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
		markRecordHandled(writer.closedPromise);
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
		if (backpressure) writer.readyPromise = newLazyPromise(); // given out by promiseOf
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
		markRecordHandled(writer.closedPromise);
		rejectPromise(writer.closedPromise, error);
	} else {
		writer.closedPromise = handledRejectedLazyRecord(error);
	}
}

function WritableStreamDefaultWriterEnsureReadyPromiseRejected(writer, error) {
	if (writer.readyPromise.state === 'pending') {
		markRecordHandled(writer.readyPromise);
		rejectPromise(writer.readyPromise, error);
	} else {
		writer.readyPromise = handledRejectedLazyRecord(error);
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
	return promiseOf(WritableStreamDefaultWriterWriteRecord(writer, chunk));
}

// WritableStreamDefaultWriterWriteRecord is WritableStreamDefaultWriterWrite
// returning the promise as a record (promises.js), whose promise is made
// only if asked for: a pipe waits for its writes only when it shuts down.
function WritableStreamDefaultWriterWriteRecord(writer, chunk) {
	const stream = writer.stream;
	const controller = stream.controller;
	const chunkSize = WritableStreamDefaultControllerGetChunkSize(controller, chunk);
	if (stream !== writer.stream) return rejectedLazyRecord(new $TypeError('WritableStreamDefaultWriter.write: the writer was released'));
	const state = stream.state;
	if (state === 'errored') return rejectedLazyRecord(stream.storedError);
	if (WritableStreamCloseQueuedOrInFlight(stream) || state === 'closed') return rejectedLazyRecord(new $TypeError('WritableStreamDefaultWriter.write: the stream is closing or closed'));
	if (state === 'erroring') return rejectedLazyRecord(stream.storedError);
	const promise = WritableStreamAddWriteRequest(stream);
	WritableStreamDefaultControllerWrite(controller, chunk, chunkSize);
	return promise;
}

// --- Default controllers (abstract operations) ----------------------------------

function WritableStreamDefaultControllerAbortSteps(controller, reason) {
	const result = controller.abortAlgorithm(reason, controller.owner);
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
	let startAlgorithm = () => undefined;
	let writeAlgorithm = returnResolvedUndefined;
	let closeAlgorithm = returnResolvedUndefined;
	let abortAlgorithm = returnResolvedUndefined;
	const start = sinkDict.start;
	const write = sinkDict.write;
	const close = sinkDict.close;
	const abort = sinkDict.abort;
	if (start !== undefined) startAlgorithm = () => $apply(start, underlyingSink, [writableControllerWrapper(controller)]);
	if (write !== undefined) {
		// One argument list for every call (Reflect.apply copies it).
		const writeArgs = newArray();
		writeArgs[1] = writableControllerWrapper(controller);
		writeAlgorithm = (chunk) => {
			writeArgs[0] = chunk;
			const result = invokePromise(write, underlyingSink, writeArgs);
			writeArgs[0] = undefined;
			return result;
		};
	}
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
	const sinkClosePromise = controller.closeAlgorithm(controller.owner);
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
	const sinkWritePromise = controller.writeAlgorithm(chunk, controller.owner);
	if (controller.onWriteFulfilled === undefined) makeWriteReactions(controller);
	uponPromise(sinkWritePromise, controller.onWriteFulfilled, controller.onWriteRejected);
}

// makeWriteReactions makes the controller's reactions to its sink's write
// promises (WritableStreamDefaultControllerProcessWrite), once.
function makeWriteReactions(controller) {
	const stream = controller.stream;
	controller.onWriteFulfilled = () => {
		WritableStreamFinishInFlightWrite(stream);
		const state = stream.state;
		DequeueValue(controller);
		if (!WritableStreamCloseQueuedOrInFlight(stream) && state === 'writable') {
			const backpressure = WritableStreamDefaultControllerGetBackpressure(controller);
			WritableStreamUpdateBackpressure(stream, backpressure);
		}
		WritableStreamDefaultControllerAdvanceQueueIfNeeded(controller);
	};
	controller.onWriteRejected = (reason) => {
		if (stream.state === 'writable') WritableStreamDefaultControllerClearAlgorithms(controller);
		WritableStreamFinishInFlightWriteWithError(stream, reason);
	};
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

