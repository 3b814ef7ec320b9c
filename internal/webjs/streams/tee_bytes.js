// ReadableByteStreamTee(stream): each branch is a byte stream; a branch read
// with a BYOB reader reads the source with a BYOB reader into its own view,
// and the other branch gets a copy (CloneAsUint8Array).
function ReadableByteStreamTee(stream) {
	let reader = AcquireReadableStreamDefaultReader(stream);
	let reading = false;
	let readAgainForBranch1 = false;
	let readAgainForBranch2 = false;
	let canceled1 = false;
	let canceled2 = false;
	let reason1;
	let reason2;
	let branch1;
	let branch2;
	const cancelPromise = newPromise();

	const forwardReaderError = (thisReader) => {
		uponRecord(thisReader.closedPromise, noop, (r) => {
			if (thisReader !== reader) return;
			ReadableByteStreamControllerError(branch1.controller, r);
			ReadableByteStreamControllerError(branch2.controller, r);
			if (!canceled1 || !canceled2) resolvePromise(cancelPromise, undefined);
		});
	};

	// After a chunk: the next read, if a branch asked for one meanwhile.
	const readAgain = () => {
		reading = false;
		if (readAgainForBranch1) pull1Algorithm();
		else if (readAgainForBranch2) pull2Algorithm();
	};

	const pullWithDefaultReader = () => {
		if (reader.byob) {
			ReadableStreamBYOBReaderRelease(reader);
			reader = AcquireReadableStreamDefaultReader(stream);
			forwardReaderError(reader);
		}
		const readRequest = {
			__proto__: null,
			chunkSteps: (chunk) => {
				// A microtask later, as in ReadableStreamDefaultTee.
				queueMicrotask(() => {
					readAgainForBranch1 = false;
					readAgainForBranch2 = false;
					const chunk1 = chunk;
					let chunk2 = chunk;
					if (!canceled1 && !canceled2) {
						try {
							chunk2 = CloneAsUint8Array(chunk);
						} catch (cloneE) {
							ReadableByteStreamControllerError(branch1.controller, cloneE);
							ReadableByteStreamControllerError(branch2.controller, cloneE);
							resolvePromise(cancelPromise, markInternal(ReadableStreamCancel(stream, cloneE)));
							return;
						}
					}
					if (!canceled1) teeEnqueue(ReadableByteStreamControllerEnqueue, branch1.controller, chunk1);
					if (!canceled2) teeEnqueue(ReadableByteStreamControllerEnqueue, branch2.controller, chunk2);
					readAgain();
				});
			},
			closeSteps: () => {
				reading = false;
				if (!canceled1) ReadableByteStreamControllerClose(branch1.controller);
				if (!canceled2) ReadableByteStreamControllerClose(branch2.controller);
				if (listSize(branch1.controller.pendingPullIntos) > 0) ReadableByteStreamControllerRespond(branch1.controller, 0);
				if (listSize(branch2.controller.pendingPullIntos) > 0) ReadableByteStreamControllerRespond(branch2.controller, 0);
				if (!canceled1 || !canceled2) resolvePromise(cancelPromise, undefined);
			},
			errorSteps: () => {
				reading = false;
			},
		};
		ReadableStreamDefaultReaderRead(reader, readRequest);
	};

	const pullWithBYOBReader = (view, forBranch2) => {
		if (!reader.byob) {
			ReadableStreamDefaultReaderRelease(reader);
			reader = AcquireReadableStreamBYOBReader(stream);
			forwardReaderError(reader);
		}
		const byobBranch = forBranch2 ? branch2 : branch1;
		const otherBranch = forBranch2 ? branch1 : branch2;
		const readIntoRequest = {
			__proto__: null,
			chunkSteps: (chunk) => {
				queueMicrotask(() => {
					readAgainForBranch1 = false;
					readAgainForBranch2 = false;
					const byobCanceled = forBranch2 ? canceled2 : canceled1;
					const otherCanceled = forBranch2 ? canceled1 : canceled2;
					if (!otherCanceled) {
						let clonedChunk;
						try {
							clonedChunk = CloneAsUint8Array(chunk);
						} catch (cloneE) {
							ReadableByteStreamControllerError(byobBranch.controller, cloneE);
							ReadableByteStreamControllerError(otherBranch.controller, cloneE);
							resolvePromise(cancelPromise, markInternal(ReadableStreamCancel(stream, cloneE)));
							return;
						}
						if (!byobCanceled) ReadableByteStreamControllerRespondWithNewView(byobBranch.controller, chunk);
						teeEnqueue(ReadableByteStreamControllerEnqueue, otherBranch.controller, clonedChunk);
					} else if (!byobCanceled) {
						ReadableByteStreamControllerRespondWithNewView(byobBranch.controller, chunk);
					}
					readAgain();
				});
			},
			closeSteps: (chunk) => {
				reading = false;
				const byobCanceled = forBranch2 ? canceled2 : canceled1;
				const otherCanceled = forBranch2 ? canceled1 : canceled2;
				if (!byobCanceled) ReadableByteStreamControllerClose(byobBranch.controller);
				if (!otherCanceled) ReadableByteStreamControllerClose(otherBranch.controller);
				if (chunk !== undefined) {
					if (!byobCanceled) ReadableByteStreamControllerRespondWithNewView(byobBranch.controller, chunk);
					if (!otherCanceled && listSize(otherBranch.controller.pendingPullIntos) > 0) ReadableByteStreamControllerRespond(otherBranch.controller, 0);
				}
				if (!byobCanceled || !otherCanceled) resolvePromise(cancelPromise, undefined);
			},
			errorSteps: () => {
				reading = false;
			},
		};
		ReadableStreamBYOBReaderRead(reader, view, 1, readIntoRequest);
	};

	const pull1Algorithm = () => {
		if (reading) {
			readAgainForBranch1 = true;
			return promiseResolvedWith(undefined);
		}
		reading = true;
		const byobRequest = ReadableByteStreamControllerGetBYOBRequest(branch1.controller);
		if (byobRequest === null) pullWithDefaultReader();
		else pullWithBYOBReader(byobRequest.view, false);
		return promiseResolvedWith(undefined);
	};
	const pull2Algorithm = () => {
		if (reading) {
			readAgainForBranch2 = true;
			return promiseResolvedWith(undefined);
		}
		reading = true;
		const byobRequest = ReadableByteStreamControllerGetBYOBRequest(branch2.controller);
		if (byobRequest === null) pullWithDefaultReader();
		else pullWithBYOBReader(byobRequest.view, true);
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
	branch1 = CreateReadableByteStream(startAlgorithm, pull1Algorithm, cancel1Algorithm);
	branch2 = CreateReadableByteStream(startAlgorithm, pull2Algorithm, cancel2Algorithm);
	forwardReaderError(reader);
	return [branch1, branch2];
}
