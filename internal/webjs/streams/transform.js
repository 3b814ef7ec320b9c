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
		markInternal(startPromise.promise); // the start algorithms' result, which both streams adopt
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
	return {
		__proto__: null, stream: undefined, transformAlgorithm: undefined, flushAlgorithm: undefined, cancelAlgorithm: undefined, finishPromise: undefined, wrapper: undefined,
		// The reaction to a transform's rejection, made once
		// (TransformStreamDefaultControllerPerformTransform).
		onTransformRejected: undefined,
	};
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

// The algorithms InitializeTransformStream gives its two streams, one
// function each for every TransformStream: the streams' controllers pass
// the TransformStream's record, their owner, as the last argument (a
// closure per stream would cost goja about 700 bytes each).
function transformSinkWrite(chunk, stream) {
	return TransformStreamDefaultSinkWriteAlgorithm(stream, chunk);
}

function transformSinkAbort(reason, stream) {
	return TransformStreamDefaultSinkAbortAlgorithm(stream, reason);
}

function transformSinkClose(stream) {
	return TransformStreamDefaultSinkCloseAlgorithm(stream);
}

function transformSourcePull(stream) {
	return TransformStreamDefaultSourcePullAlgorithm(stream);
}

function transformSourceCancel(reason, stream) {
	return TransformStreamDefaultSourceCancelAlgorithm(stream, reason);
}

function InitializeTransformStream(stream, startPromise, writableHighWaterMark, writableSizeAlgorithm, readableHighWaterMark, readableSizeAlgorithm) {
	const startAlgorithm = () => startPromise;
	stream.writable = CreateWritableStream(startAlgorithm, transformSinkWrite, transformSinkClose, transformSinkAbort, writableHighWaterMark, writableSizeAlgorithm);
	stream.writable.controller.owner = stream;
	stream.readable = CreateReadableStream(startAlgorithm, transformSourcePull, transformSourceCancel, readableHighWaterMark, readableSizeAlgorithm);
	stream.readable.controller.owner = stream;
	stream.readable.controller.pullGivesRecord = true; // the pull algorithm's result, before the first pull
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
	stream.backpressureChangePromise = newLazyPromise(); // only this program sees it
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

// identityTransform is the transform algorithm of a transformer without
// transform; TransformStreamDefaultControllerPerformTransform passes the
// controller.
function identityTransform(chunk, controller) {
	try {
		TransformStreamDefaultControllerEnqueue(controller, chunk);
	} catch (e) {
		return promiseRejectedWith(e);
	}
	return resolvedUndefined;
}

function SetUpTransformStreamDefaultControllerFromTransformer(stream, transformer, transformerDict) {
	const controller = newTransformControllerRecord();
	let transformAlgorithm = identityTransform;
	let flushAlgorithm = returnResolvedUndefined;
	let cancelAlgorithm = returnResolvedUndefined;
	const transform = transformerDict.transform;
	const flush = transformerDict.flush;
	const cancel = transformerDict.cancel;
	if (transform !== undefined) {
		// One argument list for every call (Reflect.apply copies it).
		const transformArgs = newArray();
		transformArgs[1] = transformControllerWrapper(controller);
		transformAlgorithm = (chunk) => {
			transformArgs[0] = chunk;
			const result = invokePromise(transform, transformer, transformArgs);
			transformArgs[0] = undefined;
			return result;
		};
	}
	if (flush !== undefined) flushAlgorithm = () => invokePromise(flush, transformer, [transformControllerWrapper(controller)]);
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
	const transformPromise = controller.transformAlgorithm(chunk, controller);
	if (controller.onTransformRejected === undefined) makeTransformRejected(controller);
	// The writable's write algorithm's result, which only its controller
	// reacts to.
	return internalTransformPromiseWith(transformPromise, undefined, controller.onTransformRejected);
}

// makeTransformRejected makes the controller's reaction to a transform's
// rejection, once.
function makeTransformRejected(controller) {
	controller.onTransformRejected = (r) => {
		TransformStreamError(controller.stream, r);
		throw r;
	};
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
	if (stream.backpressure === true) return transformAfterBackpressure(stream, chunk);
	return TransformStreamDefaultControllerPerformTransform(stream.controller, chunk);
}

// transformAfterBackpressure is TransformStreamDefaultSinkWriteAlgorithm's
// step for a stream with backpressure.
function transformAfterBackpressure(stream, chunk) {
	const controller = stream.controller;
	const backpressureChangePromise = internalPromiseOf(stream.backpressureChangePromise);
	return internalTransformPromiseWith(backpressureChangePromise, () => {
		const writable = stream.writable;
		const state = writable.state;
		if (state === 'erroring') throw writable.storedError;
		return TransformStreamDefaultControllerPerformTransform(controller, chunk);
	});
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
	// The promise as a record: the readable's controller reacts to it
	// without making the promise (pullGivesRecord).
	return stream.backpressureChangePromise;
}

