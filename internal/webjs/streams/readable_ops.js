function ReadableStreamAddReadIntoRequest(stream, readIntoRequest) {
	listPush(stream.reader.readIntoRequests, readIntoRequest);
}

function ReadableStreamAddReadRequest(stream, readRequest) {
	listPush(stream.reader.readRequests, readRequest);
}

function ReadableStreamCancel(stream, reason) {
	stream.disturbed = true;
	if (stream.state === 'closed') return promiseResolvedWith(undefined);
	if (stream.state === 'errored') return promiseRejectedWith(stream.storedError);
	ReadableStreamClose(stream);
	const reader = stream.reader;
	if (reader !== undefined && reader.byob) {
		const readIntoRequests = listTake(reader.readIntoRequests);
		for (let i = 0; i < readIntoRequests.length; i++) readIntoRequests[i].closeSteps(undefined);
	}
	// [[CancelSteps]]
	const controller = stream.controller;
	const sourceCancelPromise = controller.byteController ? ReadableByteStreamControllerCancelSteps(controller, reason) : ReadableStreamDefaultControllerCancelSteps(controller, reason);
	return transformPromiseWith(sourceCancelPromise, () => undefined);
}

function ReadableStreamClose(stream) {
	stream.state = 'closed';
	const reader = stream.reader;
	if (reader === undefined) return;
	resolvePromise(reader.closedPromise, undefined);
	if (reader.byob) return;
	const readRequests = listTake(reader.readRequests);
	for (let i = 0; i < readRequests.length; i++) readRequests[i].closeSteps();
}

function ReadableStreamError(stream, e) {
	stream.state = 'errored';
	stream.storedError = e;
	const reader = stream.reader;
	if (reader === undefined) return;
	markRecordHandled(reader.closedPromise);
	rejectPromise(reader.closedPromise, e);
	if (reader.byob) ReadableStreamBYOBReaderErrorReadIntoRequests(reader, e);
	else ReadableStreamDefaultReaderErrorReadRequests(reader, e);
}

function ReadableStreamFulfillReadIntoRequest(stream, chunk, done) {
	const reader = stream.reader;
	const readIntoRequest = listShift(reader.readIntoRequests);
	if (done) readIntoRequest.closeSteps(chunk);
	else readIntoRequest.chunkSteps(chunk);
}

function ReadableStreamFulfillReadRequest(stream, chunk, done) {
	const reader = stream.reader;
	const readRequest = listShift(reader.readRequests);
	if (done) readRequest.closeSteps();
	else readRequest.chunkSteps(chunk);
}

function ReadableStreamGetNumReadIntoRequests(stream) {
	return listSize(stream.reader.readIntoRequests);
}

function ReadableStreamGetNumReadRequests(stream) {
	return listSize(stream.reader.readRequests);
}

function ReadableStreamHasBYOBReader(stream) {
	const reader = stream.reader;
	return reader !== undefined && reader.byob;
}

function ReadableStreamHasDefaultReader(stream) {
	const reader = stream.reader;
	return reader !== undefined && !reader.byob;
}

// --- Readers (abstract operations) -------------------------------------------

function ReadableStreamReaderGenericCancel(reader, reason) {
	return ReadableStreamCancel(reader.stream, reason);
}

function ReadableStreamReaderGenericInitialize(reader, stream) {
	reader.stream = stream;
	stream.reader = reader;
	// closedPromise is made when a script asks for it (closed).
	if (stream.state === 'readable') reader.closedPromise = newLazyPromise();
	else if (stream.state === 'closed') reader.closedPromise = fulfilledLazyRecord(undefined);
	else reader.closedPromise = handledRejectedLazyRecord(stream.storedError);
}

function ReadableStreamReaderGenericRelease(reader) {
	const stream = reader.stream;
	const e = new $TypeError('The reader was released');
	if (stream.state === 'readable') {
		markRecordHandled(reader.closedPromise);
		rejectPromise(reader.closedPromise, e);
	} else {
		reader.closedPromise = handledRejectedLazyRecord(e);
	}
	// [[ReleaseSteps]] (a default controller has none)
	if (stream.controller.byteController) ReadableByteStreamControllerReleaseSteps(stream.controller);
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
	else if (stream.controller.byteController) ReadableByteStreamControllerPullSteps(stream.controller, readRequest);
	else ReadableStreamDefaultControllerPullSteps(stream.controller, readRequest);
}

function ReadableStreamDefaultReaderRelease(reader) {
	ReadableStreamReaderGenericRelease(reader);
	const e = new $TypeError('The reader was released');
	ReadableStreamDefaultReaderErrorReadRequests(reader, e);
}

function ReadableStreamBYOBReaderErrorReadIntoRequests(reader, e) {
	const readIntoRequests = listTake(reader.readIntoRequests);
	for (let i = 0; i < readIntoRequests.length; i++) readIntoRequests[i].errorSteps(e);
}

function ReadableStreamBYOBReaderRead(reader, view, min, readIntoRequest) {
	const stream = reader.stream;
	stream.disturbed = true;
	if (stream.state === 'errored') readIntoRequest.errorSteps(stream.storedError);
	else ReadableByteStreamControllerPullInto(stream.controller, view, min, readIntoRequest);
}

function ReadableStreamBYOBReaderRelease(reader) {
	ReadableStreamReaderGenericRelease(reader);
	const e = new $TypeError('The reader was released');
	ReadableStreamBYOBReaderErrorReadIntoRequests(reader, e);
}

function SetUpReadableStreamBYOBReader(reader, stream) {
	if (IsReadableStreamLocked(stream)) throw new $TypeError('ReadableStreamBYOBReader: the stream is locked');
	if (!stream.controller.byteController) throw new $TypeError('ReadableStreamBYOBReader: the stream is not a byte stream');
	ReadableStreamReaderGenericInitialize(reader, stream);
	reader.readIntoRequests = newList();
}

function SetUpReadableStreamDefaultReader(reader, stream) {
	if (IsReadableStreamLocked(stream)) throw new $TypeError('ReadableStreamDefaultReader: the stream is locked');
	ReadableStreamReaderGenericInitialize(reader, stream);
	reader.readRequests = newList();
}

// --- Default controllers (abstract operations) ------------------------------

function ReadableStreamDefaultControllerCancelSteps(controller, reason) {
	ResetQueue(controller);
	const result = controller.cancelAlgorithm(reason, controller.owner);
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
	const pullPromise = controller.pullAlgorithm(controller.owner);
	if (controller.onPullFulfilled === undefined) makePullReactions(controller);
	// A transform stream's pull algorithm gives a promise record (transform.js).
	if (controller.pullGivesRecord) uponRecord(pullPromise, controller.onPullFulfilled, controller.onPullRejected);
	else uponPromise(pullPromise, controller.onPullFulfilled, controller.onPullRejected);
}

// makePullReactions makes the controller's reactions to its pull promises,
// once (a function that makes closures gets a scope object on every call in
// goja).
function makePullReactions(controller) {
	controller.onPullFulfilled = () => {
		controller.pulling = false;
		if (controller.pullAgain) {
			controller.pullAgain = false;
			ReadableStreamDefaultControllerCallPullIfNeeded(controller);
		}
	};
	controller.onPullRejected = (e) => {
		ReadableStreamDefaultControllerError(controller, e);
	};
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
	let startAlgorithm = () => undefined;
	let pullAlgorithm = returnResolvedUndefined;
	let cancelAlgorithm = returnResolvedUndefined;
	const start = sourceDict.start;
	const pull = sourceDict.pull;
	const cancel = sourceDict.cancel;
	if (start !== undefined) startAlgorithm = () => $apply(start, underlyingSource, [readableControllerWrapper(controller)]);
	if (pull !== undefined) {
		const pullArgs = newArray(); // one list for every call (Reflect.apply copies it)
		pullArgs[0] = readableControllerWrapper(controller);
		pullAlgorithm = () => invokePromise(pull, underlyingSource, pullArgs);
	}
	if (cancel !== undefined) cancelAlgorithm = (reason) => invokePromise(cancel, underlyingSource, [reason]);
	SetUpReadableStreamDefaultController(stream, controller, startAlgorithm, pullAlgorithm, cancelAlgorithm, highWaterMark, sizeAlgorithm);
}

