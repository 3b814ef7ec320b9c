// ===========================================================================
// Readable byte streams: ReadableByteStreamController, ReadableStreamBYOBRequest
// and their abstract operations ("Readable byte stream controller abstract
// operations"), with the ECMAScript operations on ArrayBuffers and views they
// use.

// --- ArrayBuffers and views ("Miscellaneous" and ECMAScript) ---------------

const $isView = intrinsics.isView;
const $transferArrayBuffer = intrinsics.transferArrayBuffer;
const $isDetachedBuffer = intrinsics.isDetachedBuffer;
const $copyDataBlockBytes = intrinsics.copyDataBlockBytes;
const $cloneArrayBuffer = intrinsics.cloneArrayBuffer;
const $allocateArrayBuffer = intrinsics.allocateArrayBuffer;
const $arrayBufferByteLength = intrinsics.arrayBufferByteLength;
const $viewSlots = intrinsics.viewSlots;

// viewSlots reads an ArrayBufferView's internal slots from Go (never the
// properties a script can redefine; internal/host/intrinsics): buffer
// ([[ViewedArrayBuffer]]), byteOffset, byteLength, name ([[TypedArrayName]],
// undefined for a DataView), length ([[ArrayLength]]), elementSize (the
// typed array table's Element Size, 1 for a DataView) and ctor (the
// intrinsic constructor of its kind). A view whose buffer is detached has
// byteOffset, byteLength and length 0.
function viewSlots(view) {
	const s = { __proto__: null, buffer: undefined, byteOffset: 0, byteLength: 0, name: undefined, length: 0, elementSize: 1, ctor: undefined };
	$viewSlots(view, s);
	return s;
}

// Web IDL's ArrayBufferView conversion (goja has neither SharedArrayBuffer
// nor resizable buffers).
function toArrayBufferView(v, context) {
	if (!$isView(v)) throw new $TypeError(`${context}: the argument is not an ArrayBufferView`);
	return v;
}

function arrayBufferByteLength(buffer) {
	return $arrayBufferByteLength(buffer);
}

function TransferArrayBuffer(O) {
	return $transferArrayBuffer(O);
}

function IsDetachedBuffer(O) {
	return $isDetachedBuffer(O);
}

function CanTransferArrayBuffer(O) {
	return !$isDetachedBuffer(O);
}

// CloneAsUint8Array(O), O a view.
function CloneAsUint8Array(O) {
	const s = viewSlots(O);
	const buffer = $cloneArrayBuffer(s.buffer, s.byteOffset, s.byteLength);
	return new $Uint8Array(buffer);
}

// --- ReadableByteStreamController ------------------------------------------

function newByteControllerRecord() {
	return {
		__proto__: null, byteController: true,
		stream: undefined, queue: undefined, queueHead: 0, queueTotalSize: 0, queueBytes: 0,
		started: false, closeRequested: false, pullAgain: false, pulling: false,
		strategyHWM: 0, autoAllocateChunkSize: undefined,
		byobRequest: null, pendingPullIntos: newList(),
		pullAlgorithm: undefined, cancelAlgorithm: undefined, wrapper: undefined,
		onPullFulfilled: undefined, onPullRejected: undefined, // the reactions to a pull's promise, made once
	};
}

function byteControllerWrapper(c) {
	if (c.wrapper === undefined) new ReadableByteStreamController(INTERNAL, c);
	return c.wrapper;
}

let byteControllerRecord;
class ReadableByteStreamController {
	#s;
	constructor(token = undefined, record = undefined) {
		if (token !== INTERNAL) throw illegalConstructor('ReadableByteStreamController');
		this.#s = record;
		record.wrapper = this;
	}
	static {
		byteControllerRecord = (o) => (isObject(o) && #s in o ? o.#s : undefined);
	}
	get byobRequest() {
		const c = byteControllerRecord(this);
		if (c === undefined) throw brandError('ReadableByteStreamController', 'byobRequest');
		const request = ReadableByteStreamControllerGetBYOBRequest(c);
		return request === null ? null : byobRequestWrapper(request);
	}
	get desiredSize() {
		const c = byteControllerRecord(this);
		if (c === undefined) throw brandError('ReadableByteStreamController', 'desiredSize');
		return ReadableByteStreamControllerGetDesiredSize(c);
	}
	close() {
		const c = byteControllerRecord(this);
		if (c === undefined) throw brandError('ReadableByteStreamController', 'close');
		if (c.closeRequested) throw new $TypeError('ReadableByteStreamController.close: the stream is already closing');
		if (c.stream.state !== 'readable') throw new $TypeError('ReadableByteStreamController.close: the stream is not readable');
		ReadableByteStreamControllerClose(c);
	}
	enqueue(chunk) {
		const c = byteControllerRecord(this);
		if (c === undefined) throw brandError('ReadableByteStreamController', 'enqueue');
		toArrayBufferView(chunk, 'ReadableByteStreamController.enqueue');
		const s = viewSlots(chunk);
		if (s.byteLength === 0) throw new $TypeError('ReadableByteStreamController.enqueue: the chunk is empty');
		if (arrayBufferByteLength(s.buffer) === 0) throw new $TypeError("ReadableByteStreamController.enqueue: the chunk's buffer is empty or detached");
		if (c.closeRequested) throw new $TypeError('ReadableByteStreamController.enqueue: the stream is closing');
		if (c.stream.state !== 'readable') throw new $TypeError('ReadableByteStreamController.enqueue: the stream is not readable');
		ReadableByteStreamControllerEnqueue(c, chunk);
	}
	error(e = undefined) {
		const c = byteControllerRecord(this);
		if (c === undefined) throw brandError('ReadableByteStreamController', 'error');
		ReadableByteStreamControllerError(c, e);
	}
}
finishInterface(ReadableByteStreamController, 'ReadableByteStreamController');

// --- ReadableStreamBYOBRequest ----------------------------------------------

function byobRequestWrapper(request) {
	if (request.wrapper === undefined) new ReadableStreamBYOBRequest(INTERNAL, request);
	return request.wrapper;
}

// [[EnforceRange]] unsigned long long.
function toUnsignedLongLongEnforceRange(v, context) {
	let n = toNumber(v);
	if (isNaN(n) || n === Infinity || n === -Infinity) throw new $TypeError(`${context} is not a finite number`);
	n -= n % 1; // IntegerPart (Math.trunc could be replaced)
	if (n === 0) n = 0; // -0 is +0
	if (n < 0 || n > 9007199254740991) throw new $TypeError(`${context} is out of range`);
	return n;
}

let byobRequestRecord;
class ReadableStreamBYOBRequest {
	#s;
	constructor(token = undefined, record = undefined) {
		if (token !== INTERNAL) throw illegalConstructor('ReadableStreamBYOBRequest');
		this.#s = record;
		record.wrapper = this;
	}
	static {
		byobRequestRecord = (o) => (isObject(o) && #s in o ? o.#s : undefined);
	}
	get view() {
		const r = byobRequestRecord(this);
		if (r === undefined) throw brandError('ReadableStreamBYOBRequest', 'view');
		return r.view;
	}
	respond(bytesWritten) {
		const r = byobRequestRecord(this);
		if (r === undefined) throw brandError('ReadableStreamBYOBRequest', 'respond');
		const n = toUnsignedLongLongEnforceRange(bytesWritten, 'ReadableStreamBYOBRequest.respond: bytesWritten');
		if (r.controller === undefined) throw new $TypeError('ReadableStreamBYOBRequest.respond: the request has been invalidated');
		if (IsDetachedBuffer(viewSlots(r.view).buffer)) throw new $TypeError("ReadableStreamBYOBRequest.respond: the view's buffer is detached");
		ReadableByteStreamControllerRespond(r.controller, n);
	}
	respondWithNewView(view) {
		const r = byobRequestRecord(this);
		if (r === undefined) throw brandError('ReadableStreamBYOBRequest', 'respondWithNewView');
		toArrayBufferView(view, 'ReadableStreamBYOBRequest.respondWithNewView');
		if (r.controller === undefined) throw new $TypeError('ReadableStreamBYOBRequest.respondWithNewView: the request has been invalidated');
		if (IsDetachedBuffer(viewSlots(view).buffer)) throw new $TypeError("ReadableStreamBYOBRequest.respondWithNewView: the view's buffer is detached");
		ReadableByteStreamControllerRespondWithNewView(r.controller, view);
	}
}
finishInterface(ReadableStreamBYOBRequest, 'ReadableStreamBYOBRequest');

// --- Abstract operations -----------------------------------------------------

// [[CancelSteps]](reason) of ReadableByteStreamController.
function ReadableByteStreamControllerCancelSteps(controller, reason) {
	ReadableByteStreamControllerClearPendingPullIntos(controller);
	ResetQueue(controller);
	const result = controller.cancelAlgorithm(reason);
	ReadableByteStreamControllerClearAlgorithms(controller);
	return result;
}

// [[PullSteps]](readRequest) of ReadableByteStreamController.
function ReadableByteStreamControllerPullSteps(controller, readRequest) {
	const stream = controller.stream;
	if (controller.queueTotalSize > 0) {
		ReadableByteStreamControllerFillReadRequestFromQueue(controller, readRequest);
		return;
	}
	const autoAllocateChunkSize = controller.autoAllocateChunkSize;
	if (autoAllocateChunkSize !== undefined) {
		let buffer;
		try {
			buffer = $allocateArrayBuffer(autoAllocateChunkSize);
		} catch (e) {
			readRequest.errorSteps(e);
			return;
		}
		listPush(controller.pendingPullIntos, newPullIntoDescriptor(buffer, autoAllocateChunkSize, 0, autoAllocateChunkSize, 1, 1, $Uint8Array, 'default'));
	}
	ReadableStreamAddReadRequest(stream, readRequest);
	ReadableByteStreamControllerCallPullIfNeeded(controller);
}

// [[ReleaseSteps]]() of ReadableByteStreamController.
function ReadableByteStreamControllerReleaseSteps(controller) {
	if (listSize(controller.pendingPullIntos) === 0) return;
	const firstPendingPullInto = listPeek(controller.pendingPullIntos);
	firstPendingPullInto.readerType = 'none';
	const pendingPullIntos = newList();
	listPush(pendingPullIntos, firstPendingPullInto);
	controller.pendingPullIntos = pendingPullIntos;
}

// A pull-into descriptor.
function newPullIntoDescriptor(buffer, bufferByteLength, byteOffset, byteLength, minimumFill, elementSize, viewConstructor, readerType) {
	return { __proto__: null, buffer, bufferByteLength, byteOffset, byteLength, bytesFilled: 0, minimumFill, elementSize, viewConstructor, readerType };
}

// The queue holds readable byte stream queue entries from queue[queueHead]
// on (see ResetQueue), compacted as DequeueValue compacts its queue.
function byteQueueHead(controller) {
	return controller.queue[controller.queueHead];
}

function byteQueueShift(controller) {
	const q = controller.queue;
	const entry = q[controller.queueHead];
	if (controller.queueBytes > 0) releaseQueue(controller, entry.byteLength + queueEntryBytes);
	q[controller.queueHead] = undefined;
	controller.queueHead++;
	if (controller.queueHead === q.length) {
		q.length = 0;
		controller.queueHead = 0;
	} else if (controller.queueHead >= 1024 && controller.queueHead * 2 >= q.length) {
		compactQueue(controller);
	}
	return entry;
}

function listPeek(l) {
	return l.items[l.head];
}

function ReadableByteStreamControllerCallPullIfNeeded(controller) {
	if (!ReadableByteStreamControllerShouldCallPull(controller)) return;
	if (controller.pulling) {
		controller.pullAgain = true;
		return;
	}
	controller.pulling = true;
	const pullPromise = controller.pullAlgorithm();
	if (controller.onPullFulfilled === undefined) makeBytePullReactions(controller);
	uponPromise(pullPromise, controller.onPullFulfilled, controller.onPullRejected);
}

// makeBytePullReactions makes the controller's reactions to its pull
// promises, once (as makePullReactions does for a default controller).
function makeBytePullReactions(controller) {
	controller.onPullFulfilled = () => {
		controller.pulling = false;
		if (controller.pullAgain) {
			controller.pullAgain = false;
			ReadableByteStreamControllerCallPullIfNeeded(controller);
		}
	};
	controller.onPullRejected = (e) => {
		ReadableByteStreamControllerError(controller, e);
	};
}

function ReadableByteStreamControllerClearAlgorithms(controller) {
	controller.pullAlgorithm = undefined;
	controller.cancelAlgorithm = undefined;
}

function ReadableByteStreamControllerClearPendingPullIntos(controller) {
	ReadableByteStreamControllerInvalidateBYOBRequest(controller);
	controller.pendingPullIntos = newList();
}

function ReadableByteStreamControllerClose(controller) {
	const stream = controller.stream;
	if (controller.closeRequested || stream.state !== 'readable') return;
	if (controller.queueTotalSize > 0) {
		controller.closeRequested = true;
		return;
	}
	if (listSize(controller.pendingPullIntos) > 0) {
		const firstPendingPullInto = listPeek(controller.pendingPullIntos);
		if (firstPendingPullInto.bytesFilled % firstPendingPullInto.elementSize !== 0) {
			const e = new $TypeError('ReadableByteStreamController.close: the pending read has a partly filled element');
			ReadableByteStreamControllerError(controller, e);
			throw e;
		}
	}
	ReadableByteStreamControllerClearAlgorithms(controller);
	ReadableStreamClose(stream);
}

function ReadableByteStreamControllerCommitPullIntoDescriptor(stream, pullIntoDescriptor) {
	let done = false;
	if (stream.state === 'closed') done = true;
	const filledView = ReadableByteStreamControllerConvertPullIntoDescriptor(pullIntoDescriptor);
	if (pullIntoDescriptor.readerType === 'default') ReadableStreamFulfillReadRequest(stream, filledView, done);
	else ReadableStreamFulfillReadIntoRequest(stream, filledView, done);
}

function ReadableByteStreamControllerConvertPullIntoDescriptor(pullIntoDescriptor) {
	const bytesFilled = pullIntoDescriptor.bytesFilled;
	const elementSize = pullIntoDescriptor.elementSize;
	const buffer = TransferArrayBuffer(pullIntoDescriptor.buffer);
	return new pullIntoDescriptor.viewConstructor(buffer, pullIntoDescriptor.byteOffset, bytesFilled / elementSize);
}

function ReadableByteStreamControllerEnqueue(controller, chunk) {
	const stream = controller.stream;
	if (controller.closeRequested || stream.state !== 'readable') return;
	const s = viewSlots(chunk);
	const buffer = s.buffer;
	const byteOffset = s.byteOffset;
	const byteLength = s.byteLength;
	if (IsDetachedBuffer(buffer)) throw new $TypeError("ReadableByteStreamController.enqueue: the chunk's buffer is detached");
	const transferredBuffer = TransferArrayBuffer(buffer);
	if (listSize(controller.pendingPullIntos) > 0) {
		const firstPendingPullInto = listPeek(controller.pendingPullIntos);
		if (IsDetachedBuffer(firstPendingPullInto.buffer)) throw new $TypeError("ReadableByteStreamController.enqueue: the BYOB request's buffer is detached");
		ReadableByteStreamControllerInvalidateBYOBRequest(controller);
		firstPendingPullInto.buffer = TransferArrayBuffer(firstPendingPullInto.buffer);
		if (firstPendingPullInto.readerType === 'none') ReadableByteStreamControllerEnqueueDetachedPullIntoToQueue(controller, firstPendingPullInto);
	}
	if (ReadableStreamHasDefaultReader(stream)) {
		ReadableByteStreamControllerProcessReadRequestsUsingQueue(controller);
		if (ReadableStreamGetNumReadRequests(stream) === 0) {
			ReadableByteStreamControllerEnqueueChunkToQueue(controller, transferredBuffer, byteOffset, byteLength);
		} else {
			if (listSize(controller.pendingPullIntos) > 0) ReadableByteStreamControllerShiftPendingPullInto(controller);
			const transferredView = new $Uint8Array(transferredBuffer, byteOffset, byteLength);
			ReadableStreamFulfillReadRequest(stream, transferredView, false);
		}
	} else if (ReadableStreamHasBYOBReader(stream)) {
		ReadableByteStreamControllerEnqueueChunkToQueue(controller, transferredBuffer, byteOffset, byteLength);
		const filledPullIntos = ReadableByteStreamControllerProcessPullIntoDescriptorsUsingQueue(controller);
		for (let i = 0; i < filledPullIntos.length; i++) ReadableByteStreamControllerCommitPullIntoDescriptor(stream, filledPullIntos[i]);
	} else {
		ReadableByteStreamControllerEnqueueChunkToQueue(controller, transferredBuffer, byteOffset, byteLength);
	}
	ReadableByteStreamControllerCallPullIfNeeded(controller);
}

// EnqueueChunkToQueue, which errors the stream and throws the RangeError
// when the chunk does not fit in the host's bound (chargeQueue).
function ReadableByteStreamControllerEnqueueChunkToQueue(controller, buffer, byteOffset, byteLength) {
	if (queueBudget !== Infinity) {
		try {
			chargeQueue(controller, byteLength + queueEntryBytes);
		} catch (e) {
			ReadableByteStreamControllerError(controller, e);
			throw e;
		}
	}
	let q = controller.queue;
	if (q === emptyArray) controller.queue = q = newArray();
	q[q.length] = { __proto__: null, buffer, byteOffset, byteLength };
	controller.queueTotalSize += byteLength;
}

function ReadableByteStreamControllerEnqueueClonedChunkToQueue(controller, buffer, byteOffset, byteLength) {
	let cloneResult;
	try {
		cloneResult = $cloneArrayBuffer(buffer, byteOffset, byteLength);
	} catch (e) {
		ReadableByteStreamControllerError(controller, e);
		throw e;
	}
	ReadableByteStreamControllerEnqueueChunkToQueue(controller, cloneResult, 0, byteLength);
}

function ReadableByteStreamControllerEnqueueDetachedPullIntoToQueue(controller, pullIntoDescriptor) {
	if (pullIntoDescriptor.bytesFilled > 0) {
		ReadableByteStreamControllerEnqueueClonedChunkToQueue(controller, pullIntoDescriptor.buffer, pullIntoDescriptor.byteOffset, pullIntoDescriptor.bytesFilled);
	}
	ReadableByteStreamControllerShiftPendingPullInto(controller);
}

function ReadableByteStreamControllerError(controller, e) {
	const stream = controller.stream;
	if (stream.state !== 'readable') return;
	ReadableByteStreamControllerClearPendingPullIntos(controller);
	ResetQueue(controller);
	ReadableByteStreamControllerClearAlgorithms(controller);
	ReadableStreamError(stream, e);
}

function ReadableByteStreamControllerFillHeadPullIntoDescriptor(controller, size, pullIntoDescriptor) {
	pullIntoDescriptor.bytesFilled += size;
}

function ReadableByteStreamControllerFillPullIntoDescriptorFromQueue(controller, pullIntoDescriptor) {
	const maxBytesToCopy = mathMin(controller.queueTotalSize, pullIntoDescriptor.byteLength - pullIntoDescriptor.bytesFilled);
	const maxBytesFilled = pullIntoDescriptor.bytesFilled + maxBytesToCopy;
	let totalBytesToCopyRemaining = maxBytesToCopy;
	let ready = false;
	const remainderBytes = maxBytesFilled % pullIntoDescriptor.elementSize;
	const maxAlignedBytes = maxBytesFilled - remainderBytes;
	if (maxAlignedBytes >= pullIntoDescriptor.minimumFill) {
		totalBytesToCopyRemaining = maxAlignedBytes - pullIntoDescriptor.bytesFilled;
		ready = true;
	}
	while (totalBytesToCopyRemaining > 0) {
		const headOfQueue = byteQueueHead(controller);
		const bytesToCopy = mathMin(totalBytesToCopyRemaining, headOfQueue.byteLength);
		const destStart = pullIntoDescriptor.byteOffset + pullIntoDescriptor.bytesFilled;
		$copyDataBlockBytes(pullIntoDescriptor.buffer, destStart, headOfQueue.buffer, headOfQueue.byteOffset, bytesToCopy);
		if (headOfQueue.byteLength === bytesToCopy) {
			byteQueueShift(controller);
		} else {
			headOfQueue.byteOffset += bytesToCopy;
			headOfQueue.byteLength -= bytesToCopy;
			if (controller.queueBytes > 0) releaseQueue(controller, bytesToCopy);
		}
		controller.queueTotalSize -= bytesToCopy;
		ReadableByteStreamControllerFillHeadPullIntoDescriptor(controller, bytesToCopy, pullIntoDescriptor);
		totalBytesToCopyRemaining -= bytesToCopy;
	}
	return ready;
}

function mathMin(a, b) {
	return a < b ? a : b;
}

function ReadableByteStreamControllerFillReadRequestFromQueue(controller, readRequest) {
	const entry = byteQueueShift(controller);
	controller.queueTotalSize -= entry.byteLength;
	ReadableByteStreamControllerHandleQueueDrain(controller);
	const view = new $Uint8Array(entry.buffer, entry.byteOffset, entry.byteLength);
	readRequest.chunkSteps(view);
}

function ReadableByteStreamControllerGetBYOBRequest(controller) {
	if (controller.byobRequest === null && listSize(controller.pendingPullIntos) > 0) {
		const firstDescriptor = listPeek(controller.pendingPullIntos);
		const view = new $Uint8Array(firstDescriptor.buffer, firstDescriptor.byteOffset + firstDescriptor.bytesFilled, firstDescriptor.byteLength - firstDescriptor.bytesFilled);
		controller.byobRequest = { __proto__: null, controller, view, wrapper: undefined };
	}
	return controller.byobRequest;
}

function ReadableByteStreamControllerGetDesiredSize(controller) {
	const state = controller.stream.state;
	if (state === 'errored') return null;
	if (state === 'closed') return 0;
	return controller.strategyHWM - controller.queueTotalSize;
}

function ReadableByteStreamControllerHandleQueueDrain(controller) {
	if (controller.queueTotalSize === 0 && controller.closeRequested) {
		ReadableByteStreamControllerClearAlgorithms(controller);
		ReadableStreamClose(controller.stream);
	} else {
		ReadableByteStreamControllerCallPullIfNeeded(controller);
	}
}

function ReadableByteStreamControllerInvalidateBYOBRequest(controller) {
	const request = controller.byobRequest;
	if (request === null) return;
	request.controller = undefined;
	request.view = null;
	controller.byobRequest = null;
}

// Returns the descriptors it filled; the caller commits them (after its own
// state changes are done, so that a read's settling, which can run a script's
// Object.prototype.then, sees a consistent controller).
function ReadableByteStreamControllerProcessPullIntoDescriptorsUsingQueue(controller) {
	const filledPullIntos = newArray();
	while (listSize(controller.pendingPullIntos) > 0) {
		if (controller.queueTotalSize === 0) break;
		const pullIntoDescriptor = listPeek(controller.pendingPullIntos);
		if (ReadableByteStreamControllerFillPullIntoDescriptorFromQueue(controller, pullIntoDescriptor)) {
			ReadableByteStreamControllerShiftPendingPullInto(controller);
			filledPullIntos[filledPullIntos.length] = pullIntoDescriptor;
		}
	}
	return filledPullIntos;
}

function ReadableByteStreamControllerProcessReadRequestsUsingQueue(controller) {
	const reader = controller.stream.reader;
	while (listSize(reader.readRequests) > 0) {
		if (controller.queueTotalSize === 0) return;
		const readRequest = listShift(reader.readRequests);
		ReadableByteStreamControllerFillReadRequestFromQueue(controller, readRequest);
	}
}

function ReadableByteStreamControllerPullInto(controller, view, min, readIntoRequest) {
	const stream = controller.stream;
	const s = viewSlots(view);
	const elementSize = s.elementSize;
	const ctor = s.ctor;
	const minimumFill = min * elementSize;
	const byteOffset = s.byteOffset;
	const byteLength = s.byteLength;
	let buffer;
	try {
		buffer = TransferArrayBuffer(s.buffer);
	} catch (e) {
		readIntoRequest.errorSteps(e);
		return;
	}
	const pullIntoDescriptor = newPullIntoDescriptor(buffer, arrayBufferByteLength(buffer), byteOffset, byteLength, minimumFill, elementSize, ctor, 'byob');
	if (listSize(controller.pendingPullIntos) > 0) {
		listPush(controller.pendingPullIntos, pullIntoDescriptor);
		ReadableStreamAddReadIntoRequest(stream, readIntoRequest);
		return;
	}
	if (stream.state === 'closed') {
		const emptyView = new ctor(pullIntoDescriptor.buffer, pullIntoDescriptor.byteOffset, 0);
		readIntoRequest.closeSteps(emptyView);
		return;
	}
	if (controller.queueTotalSize > 0) {
		if (ReadableByteStreamControllerFillPullIntoDescriptorFromQueue(controller, pullIntoDescriptor)) {
			const filledView = ReadableByteStreamControllerConvertPullIntoDescriptor(pullIntoDescriptor);
			ReadableByteStreamControllerHandleQueueDrain(controller);
			readIntoRequest.chunkSteps(filledView);
			return;
		}
		if (controller.closeRequested) {
			const e = new $TypeError('ReadableStreamBYOBReader.read: the stream closed with too few bytes to fill the view');
			ReadableByteStreamControllerError(controller, e);
			readIntoRequest.errorSteps(e);
			return;
		}
	}
	listPush(controller.pendingPullIntos, pullIntoDescriptor);
	ReadableStreamAddReadIntoRequest(stream, readIntoRequest);
	ReadableByteStreamControllerCallPullIfNeeded(controller);
}

function ReadableByteStreamControllerRespond(controller, bytesWritten) {
	const firstDescriptor = listPeek(controller.pendingPullIntos);
	const state = controller.stream.state;
	if (state === 'closed') {
		if (bytesWritten !== 0) throw new $TypeError('ReadableStreamBYOBRequest.respond: bytesWritten must be 0 once the stream is closed');
	} else {
		if (bytesWritten === 0) throw new $TypeError('ReadableStreamBYOBRequest.respond: bytesWritten must be greater than 0 while the stream is readable');
		if (firstDescriptor.bytesFilled + bytesWritten > firstDescriptor.byteLength) throw new $RangeError('ReadableStreamBYOBRequest.respond: bytesWritten is larger than the view');
	}
	firstDescriptor.buffer = TransferArrayBuffer(firstDescriptor.buffer);
	ReadableByteStreamControllerRespondInternal(controller, bytesWritten);
}

function ReadableByteStreamControllerRespondInClosedState(controller, firstDescriptor) {
	if (firstDescriptor.readerType === 'none') ReadableByteStreamControllerShiftPendingPullInto(controller);
	const stream = controller.stream;
	if (ReadableStreamHasBYOBReader(stream)) {
		const filledPullIntos = newArray();
		while (filledPullIntos.length < ReadableStreamGetNumReadIntoRequests(stream)) {
			filledPullIntos[filledPullIntos.length] = ReadableByteStreamControllerShiftPendingPullInto(controller);
		}
		for (let i = 0; i < filledPullIntos.length; i++) ReadableByteStreamControllerCommitPullIntoDescriptor(stream, filledPullIntos[i]);
	}
}

function ReadableByteStreamControllerRespondInReadableState(controller, bytesWritten, pullIntoDescriptor) {
	ReadableByteStreamControllerFillHeadPullIntoDescriptor(controller, bytesWritten, pullIntoDescriptor);
	if (pullIntoDescriptor.readerType === 'none') {
		ReadableByteStreamControllerEnqueueDetachedPullIntoToQueue(controller, pullIntoDescriptor);
		const filledPullIntos = ReadableByteStreamControllerProcessPullIntoDescriptorsUsingQueue(controller);
		for (let i = 0; i < filledPullIntos.length; i++) ReadableByteStreamControllerCommitPullIntoDescriptor(controller.stream, filledPullIntos[i]);
		return;
	}
	if (pullIntoDescriptor.bytesFilled < pullIntoDescriptor.minimumFill) return;
	ReadableByteStreamControllerShiftPendingPullInto(controller);
	const remainderSize = pullIntoDescriptor.bytesFilled % pullIntoDescriptor.elementSize;
	if (remainderSize > 0) {
		const end = pullIntoDescriptor.byteOffset + pullIntoDescriptor.bytesFilled;
		ReadableByteStreamControllerEnqueueClonedChunkToQueue(controller, pullIntoDescriptor.buffer, end - remainderSize, remainderSize);
	}
	pullIntoDescriptor.bytesFilled -= remainderSize;
	const filledPullIntos = ReadableByteStreamControllerProcessPullIntoDescriptorsUsingQueue(controller);
	ReadableByteStreamControllerCommitPullIntoDescriptor(controller.stream, pullIntoDescriptor);
	for (let i = 0; i < filledPullIntos.length; i++) ReadableByteStreamControllerCommitPullIntoDescriptor(controller.stream, filledPullIntos[i]);
}

function ReadableByteStreamControllerRespondInternal(controller, bytesWritten) {
	const firstDescriptor = listPeek(controller.pendingPullIntos);
	ReadableByteStreamControllerInvalidateBYOBRequest(controller);
	const state = controller.stream.state;
	if (state === 'closed') ReadableByteStreamControllerRespondInClosedState(controller, firstDescriptor);
	else ReadableByteStreamControllerRespondInReadableState(controller, bytesWritten, firstDescriptor);
	ReadableByteStreamControllerCallPullIfNeeded(controller);
}

function ReadableByteStreamControllerRespondWithNewView(controller, view) {
	const firstDescriptor = listPeek(controller.pendingPullIntos);
	const state = controller.stream.state;
	const s = viewSlots(view);
	if (state === 'closed') {
		if (s.byteLength !== 0) throw new $TypeError("ReadableStreamBYOBRequest.respondWithNewView: the view's length must be 0 once the stream is closed");
	} else {
		if (s.byteLength === 0) throw new $TypeError("ReadableStreamBYOBRequest.respondWithNewView: the view's length must be greater than 0 while the stream is readable");
	}
	if (firstDescriptor.byteOffset + firstDescriptor.bytesFilled !== s.byteOffset) throw new $RangeError('ReadableStreamBYOBRequest.respondWithNewView: the view does not start where the request does');
	if (firstDescriptor.bufferByteLength !== arrayBufferByteLength(s.buffer)) throw new $RangeError("ReadableStreamBYOBRequest.respondWithNewView: the view's buffer is not the request's size");
	if (firstDescriptor.bytesFilled + s.byteLength > firstDescriptor.byteLength) throw new $RangeError('ReadableStreamBYOBRequest.respondWithNewView: the view is larger than the request');
	const viewByteLength = s.byteLength;
	firstDescriptor.buffer = TransferArrayBuffer(s.buffer);
	ReadableByteStreamControllerRespondInternal(controller, viewByteLength);
}

function ReadableByteStreamControllerShiftPendingPullInto(controller) {
	return listShift(controller.pendingPullIntos);
}

function ReadableByteStreamControllerShouldCallPull(controller) {
	const stream = controller.stream;
	if (stream.state !== 'readable') return false;
	if (controller.closeRequested) return false;
	if (!controller.started) return false;
	if (ReadableStreamHasDefaultReader(stream) && ReadableStreamGetNumReadRequests(stream) > 0) return true;
	if (ReadableStreamHasBYOBReader(stream) && ReadableStreamGetNumReadIntoRequests(stream) > 0) return true;
	const desiredSize = ReadableByteStreamControllerGetDesiredSize(controller);
	return desiredSize > 0;
}

function SetUpReadableByteStreamController(stream, controller, startAlgorithm, pullAlgorithm, cancelAlgorithm, highWaterMark, autoAllocateChunkSize) {
	controller.stream = stream;
	controller.pullAgain = false;
	controller.pulling = false;
	controller.byobRequest = null;
	ResetQueue(controller);
	controller.closeRequested = false;
	controller.started = false;
	controller.strategyHWM = highWaterMark;
	controller.pullAlgorithm = pullAlgorithm;
	controller.cancelAlgorithm = cancelAlgorithm;
	controller.autoAllocateChunkSize = autoAllocateChunkSize;
	controller.pendingPullIntos = newList();
	stream.controller = controller;
	const startResult = startAlgorithm();
	uponPromise(promiseResolvedWith(startResult), () => {
		controller.started = true;
		ReadableByteStreamControllerCallPullIfNeeded(controller);
	}, (r) => {
		ReadableByteStreamControllerError(controller, r);
	});
}

function SetUpReadableByteStreamControllerFromUnderlyingSource(stream, underlyingSource, underlyingSourceDict, highWaterMark) {
	const controller = newByteControllerRecord();
	let startAlgorithm = () => undefined;
	let pullAlgorithm = returnResolvedUndefined;
	let cancelAlgorithm = returnResolvedUndefined;
	const start = underlyingSourceDict.start;
	const pull = underlyingSourceDict.pull;
	const cancel = underlyingSourceDict.cancel;
	if (start !== undefined) startAlgorithm = () => $apply(start, underlyingSource, [byteControllerWrapper(controller)]);
	if (pull !== undefined) {
		const pullArgs = newArray(); // one list for every call (Reflect.apply copies it)
		pullArgs[0] = byteControllerWrapper(controller);
		pullAlgorithm = () => invokePromise(pull, underlyingSource, pullArgs);
	}
	if (cancel !== undefined) cancelAlgorithm = (reason) => invokePromise(cancel, underlyingSource, [reason]);
	const autoAllocateChunkSize = underlyingSourceDict.autoAllocateChunkSize;
	if (autoAllocateChunkSize === 0) throw new $TypeError('ReadableStream: autoAllocateChunkSize must be greater than 0');
	SetUpReadableByteStreamController(stream, controller, startAlgorithm, pullAlgorithm, cancelAlgorithm, highWaterMark, autoAllocateChunkSize);
}

// CreateReadableByteStream (for tee).
function CreateReadableByteStream(startAlgorithm, pullAlgorithm, cancelAlgorithm) {
	const stream = newReadableStreamRecord();
	const controller = newByteControllerRecord();
	SetUpReadableByteStreamController(stream, controller, startAlgorithm, pullAlgorithm, cancelAlgorithm, 0, undefined);
	return stream;
}
