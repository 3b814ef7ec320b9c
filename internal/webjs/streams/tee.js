function ReadableStreamTee(stream, cloneForBranch2) {
	if (stream.controller.byteController) return ReadableByteStreamTee(stream);
	return ReadableStreamDefaultTee(stream, cloneForBranch2);
}

function ReadableStreamDefaultTee(stream, cloneForBranch2) {
	const reader = AcquireReadableStreamDefaultReader(stream);
	let reading = false;
	let readAgain = false;
	let canceled1 = false;
	let canceled2 = false;
	let reason1;
	let reason2;
	let branch1;
	let branch2;
	const cancelPromise = newPromise();

	const pullAlgorithm = () => {
		if (reading) {
			readAgain = true;
			return promiseResolvedWith(undefined);
		}
		reading = true;
		const readRequest = {
			__proto__: null,
			chunkSteps: (chunk) => {
				// A microtask later, so that an error of the stream, which
				// takes a microtask to detect through closedPromise, errors
				// both branches before this chunk shows up.
				queueMicrotask(() => {
					readAgain = false;
					const chunk1 = chunk;
					const chunk2 = chunk;
					// cloneForBranch2 is false for tee(); structured
					// cloning does not exist here.
					if (!canceled1) teeEnqueue(ReadableStreamDefaultControllerEnqueue, branch1.controller, chunk1);
					if (!canceled2) teeEnqueue(ReadableStreamDefaultControllerEnqueue, branch2.controller, chunk2);
					reading = false;
					if (readAgain) pullAlgorithm();
				});
			},
			closeSteps: () => {
				reading = false;
				if (!canceled1) ReadableStreamDefaultControllerClose(branch1.controller);
				if (!canceled2) ReadableStreamDefaultControllerClose(branch2.controller);
				if (!canceled1 || !canceled2) resolvePromise(cancelPromise, undefined);
			},
			errorSteps: () => {
				reading = false;
			},
		};
		ReadableStreamDefaultReaderRead(reader, readRequest);
		return promiseResolvedWith(undefined);
	};
	const cancel1Algorithm = (reason) => {
		canceled1 = true;
		reason1 = reason;
		if (canceled2) {
			const compositeReason = [reason1, reason2];
			const cancelResult = ReadableStreamCancel(stream, compositeReason);
			resolvePromise(cancelPromise, markInternal(cancelResult)); // a promise only cancelPromise adopts
		}
		return cancelPromise.promise;
	};
	const cancel2Algorithm = (reason) => {
		canceled2 = true;
		reason2 = reason;
		if (canceled1) {
			const compositeReason = [reason1, reason2];
			const cancelResult = ReadableStreamCancel(stream, compositeReason);
			resolvePromise(cancelPromise, markInternal(cancelResult)); // a promise only cancelPromise adopts
		}
		return cancelPromise.promise;
	};
	const startAlgorithm = () => undefined;
	branch1 = CreateReadableStream(startAlgorithm, pullAlgorithm, cancel1Algorithm);
	branch2 = CreateReadableStream(startAlgorithm, pullAlgorithm, cancel2Algorithm);
	uponRecord(reader.closedPromise, noop, (r) => {
		ReadableStreamDefaultControllerError(branch1.controller, r);
		ReadableStreamDefaultControllerError(branch2.controller, r);
		if (!canceled1 || !canceled2) resolvePromise(cancelPromise, undefined);
	});
	return [branch1, branch2];
}

// --- Interfacing with controllers ------------------------------------------


// teeEnqueue is the tee's enqueue of a chunk into a branch, which the
// standard's steps take not to throw. Only the host's bound on queued bytes
// (chargeQueue) makes it throw, after it has errored that branch: the branch
// takes no more chunks, and the other goes on.
function teeEnqueue(enqueue, controller, chunk) {
	try {
		enqueue(controller, chunk);
	} catch (e) {
		// the branch is errored with e
	}
}
