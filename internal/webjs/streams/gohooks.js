// ===========================================================================
// Operations for Go (package streams): other specifications' hooks
// ("Other specifications" in the standard) and the io bridge.

// "Set up" a TransformStream, for other specifications: transform, flush and
// cancel are Go functions that throw or return; what transform and flush
// return, unless undefined, is a chunk to enqueue, which is enqueued here
// (so that a chunk crosses from JavaScript to Go and back once).
function setUpTransformStream(transformAlgorithm, flushAlgorithm, cancelAlgorithm) {
	const controller = newTransformControllerRecord();
	const wrap = (algorithm, enqueues) => (arg) => {
		try {
			const result = algorithm === undefined ? undefined : algorithm(arg);
			if (enqueues && result !== undefined) TransformStreamDefaultControllerEnqueue(controller, result);
		} catch (e) {
			return promiseRejectedWith(e);
		}
		return resolvedUndefined;
	};
	const stream = newTransformStreamRecord();
	const startPromise = resolvedUndefined; // internal: both streams adopt it
	InitializeTransformStream(stream, startPromise, 1, returnOne, 0, returnOne);
	SetUpTransformStreamDefaultController(stream, controller, wrap(transformAlgorithm, true), wrap(flushAlgorithm, true), wrap(cancelAlgorithm, false));
	return stream;
}

// A readable byte stream ("set up with byte reading support") whose pull and
// cancel algorithms are Go functions: pull gets the view of the current BYOB
// request (a Uint8Array over the pending read's buffer) or null, and returns
// a promise, or nothing; cancel returns nothing. highWaterMark is in bytes.
function createReadable(pull, cancel, highWaterMark) {
	const startAlgorithm = () => undefined;
	let controller;
	const pullAlgorithm = () => {
		let result;
		try {
			const request = ReadableByteStreamControllerGetBYOBRequest(controller);
			result = pull(request === null ? null : request.view);
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
	const stream = newReadableStreamRecord();
	controller = newByteControllerRecord();
	SetUpReadableByteStreamController(stream, controller, startAlgorithm, pullAlgorithm, cancelAlgorithm, highWaterMark, undefined);
	return stream;
}

return {
	globals: [
		['ReadableStream', ReadableStream],
		['ReadableStreamDefaultReader', ReadableStreamDefaultReader],
		['ReadableStreamDefaultController', ReadableStreamDefaultController],
		['ReadableStreamBYOBReader', ReadableStreamBYOBReader],
		['ReadableByteStreamController', ReadableByteStreamController],
		['ReadableStreamBYOBRequest', ReadableStreamBYOBRequest],
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
	// Readable byte streams fed by Go.
	newReadable(pull, cancel, highWaterMark) {
		const stream = createReadable(pull, cancel, highWaterMark);
		return [stream.controller, readableWrapper(stream)];
	},
	// Enqueue chunk (a Uint8Array); or, when view is the current BYOB
	// request's view, respond with chunk (a count of bytes written into it).
	controllerEnqueue(controller, chunk, view) {
		if (view === undefined) {
			ReadableByteStreamControllerEnqueue(controller, chunk);
			return;
		}
		const request = controller.byobRequest;
		if (request === null || request.view !== view) throw new $TypeError('the BYOB request was invalidated');
		ReadableByteStreamControllerRespond(controller, chunk);
	},
	// "Close" for other specifications: the pending read, if any, ends.
	controllerClose(controller) {
		ReadableByteStreamControllerClose(controller);
		if (controller.stream.state === 'closed' && listSize(controller.pendingPullIntos) > 0) ReadableByteStreamControllerRespond(controller, 0);
	},
	controllerError(controller, e) {
		ReadableByteStreamControllerError(controller, e);
	},
	controllerCanEnqueue(controller) {
		return !controller.closeRequested && controller.stream.state === 'readable';
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
	// The host's bound on queued bytes (streams.MaxQueuedBytes): n <= 0
	// for none.
	setQueueBudget,
	// The name of the interface of this program's that v is a platform
	// object of (brand checks only: nothing is made and no property is
	// read), or undefined.
	platformInterface(v) {
		if (readableStreamRecord(v) !== undefined) return 'ReadableStream';
		if (writableStreamRecord(v) !== undefined) return 'WritableStream';
		if (transformStreamRecord(v) !== undefined) return 'TransformStream';
		if (readerRecord(v) !== undefined) return 'ReadableStreamDefaultReader';
		if (byobReaderRecord(v) !== undefined) return 'ReadableStreamBYOBReader';
		if (writerRecord(v) !== undefined) return 'WritableStreamDefaultWriter';
		if (readableControllerRecord(v) !== undefined) return 'ReadableStreamDefaultController';
		if (byteControllerRecord(v) !== undefined) return 'ReadableByteStreamController';
		if (byobRequestRecord(v) !== undefined) return 'ReadableStreamBYOBRequest';
		if (writableControllerRecord(v) !== undefined) return 'WritableStreamDefaultController';
		if (transformControllerRecord(v) !== undefined) return 'TransformStreamDefaultController';
		if (byteLengthStrategyHWM(v) !== undefined) return 'ByteLengthQueuingStrategy';
		if (countStrategyHWM(v) !== undefined) return 'CountQueuingStrategy';
		return undefined;
	},
	// An empty function for Go's host.Poller: calling it runs goja's
	// interrupt check.
	probe: function () {},
};

function transformWrapper(stream) {
	if (stream.wrapper === undefined) new TransformStream(INTERNAL, stream);
	return stream.wrapper;
}
})
