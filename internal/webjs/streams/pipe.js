function ReadableStreamPipeTo(source, dest, preventClose, preventAbort, preventCancel, signal) {
	const reader = AcquireReadableStreamDefaultReader(source);
	const writer = AcquireWritableStreamDefaultWriter(dest);
	source.disturbed = true;
	let shuttingDown = false;
	// The last write's promise record, to wait for ongoing writes at
	// shutdown.
	let currentWrite = resolvedRecord(undefined);
	// A chunk read and not yet written, and pendingChunkWrite: null from
	// the chunk's read to its write or, once shutdown waits for the chunk, a
	// record that settles when its write does (it is then currentWrite);
	// otherwise undefined.
	let pendingChunk, pendingChunkWrite;
	const promise = newPromise();
	let abortAlgorithm;
	let signalListener;

	// Shutdown with an action, optionally with an error.
	function shutdownWithAction(action, originalIsError, originalError) {
		if (shuttingDown) return;
		shuttingDown = true;
		const doTheRest = () => {
			let p;
			try {
				p = action();
			} catch (e) {
				p = promiseRejectedWith(e);
			}
			uponPromise(p, () => finalize(originalIsError, originalError), (newError) => finalize(true, newError));
		};
		if (dest.state === 'writable' && !WritableStreamCloseQueuedOrInFlight(dest)) {
			uponFulfillment(waitForWritesToFinish(), doTheRest);
		} else {
			doTheRest();
		}
	}

	function shutdown(isError, error) {
		if (shuttingDown) return;
		shuttingDown = true;
		if (dest.state === 'writable' && !WritableStreamCloseQueuedOrInFlight(dest)) {
			uponFulfillment(waitForWritesToFinish(), () => finalize(isError, error));
		} else {
			finalize(isError, error);
		}
	}

	function finalize(isError, error) {
		WritableStreamDefaultWriterRelease(writer);
		ReadableStreamDefaultReaderRelease(reader);
		if (signal !== undefined && signalListener !== undefined) signal.remove(signalListener);
		if (isError) rejectPromise(promise, error);
		else resolvePromise(promise, undefined);
	}

	// Wait until every chunk that has been read has been written (its write
	// settled, either way): another write may start while waiting for one.
	function waitForWritesToFinish() {
		if (pendingChunkWrite === null) { // a chunk read is a chunk to wait for
			pendingChunkWrite = newLazyPromise();
			currentWrite = pendingChunkWrite;
		}
		const oldCurrentWrite = currentWrite;
		// Another write started, or a chunk was read (by a read pending
		// when shutdown began).
		const written = () => (oldCurrentWrite !== currentWrite || pendingChunkWrite === null ? waitForWritesToFinish() : undefined);
		return transformPromiseWith(promiseOf(currentWrite), written, written);
	}

	if (signal !== undefined) {
		abortAlgorithm = () => {
			const error = signal.reason();
			const actions = newArray();
			if (!preventAbort) {
				actions[actions.length] = () => (dest.state === 'writable' ? WritableStreamAbort(dest, error) : promiseResolvedWith(undefined));
			}
			if (!preventCancel) {
				actions[actions.length] = () => (source.state === 'readable' ? ReadableStreamCancel(source, error) : promiseResolvedWith(undefined));
			}
			shutdownWithAction(() => {
				const promises = newArray();
				for (let i = 0; i < actions.length; i++) promises[i] = actions[i]();
				return waitForAll(promises);
			}, true, error);
		};
		// signal is package dom's AbortSignal (toSignal): its operations
		// do not throw.
		if (signal.aborted()) {
			abortAlgorithm();
			return promise.promise;
		}
		signalListener = signal.add(abortAlgorithm);
	}

	// The pipe loop: when the writer is ready (no backpressure), read a
	// chunk; write it in a microtask, never inside the controller's
	// enqueue() that fulfilled the read (whatwg/streams#1243; WPT
	// piping/general-addition); then, the backpressure this write causes
	// being known, go round again. One read request serves every read (one
	// is outstanding at a time), and the writes' promises are made only if
	// shutdown waits for them, so a chunk costs one queued microtask and a
	// reaction to the writer's ready promise when there is backpressure.
	// Closing and errors end the loop through the propagation below.
	const readRequest = {
		__proto__: null,
		chunkSteps: (chunk) => {
			pendingChunk = chunk;
			pendingChunkWrite = null;
			queueMicrotask(writePendingChunk);
		},
		closeSteps: noop,
		errorSteps: noop,
	};

	function writePendingChunk() {
		const chunk = pendingChunk;
		const placeholder = pendingChunkWrite;
		pendingChunk = pendingChunkWrite = undefined;
		if (writer.stream === undefined) { // the pipe has finished
			if (placeholder !== null) resolvePromise(placeholder, undefined);
			return;
		}
		const write = WritableStreamDefaultWriterWriteRecord(writer, chunk);
		if (placeholder === null) currentWrite = write;
		else settleWhenWritten(placeholder, write); // shutdown is waiting for this write
		pipeStep();
	}

	function settleWhenWritten(placeholder, write) {
		const settle = () => resolvePromise(placeholder, undefined);
		uponPromise(promiseOf(write), settle, settle);
	}

	function pipeStep() {
		if (shuttingDown) return;
		const ready = writer.readyPromise;
		if (ready.state === 'fulfilled') ReadableStreamDefaultReaderRead(reader, readRequest);
		else if (ready.state === 'pending') uponRecord(ready, pipeStep, noop);
		// A rejected ready promise: the destination errored, handled below.
	}

	// Errors must be propagated forward.
	isOrBecomesErrored(source, reader.closedPromise, (storedError) => {
		if (!preventAbort) shutdownWithAction(() => WritableStreamAbort(dest, storedError), true, storedError);
		else shutdown(true, storedError);
	});
	// Errors must be propagated backward.
	isOrBecomesErrored(dest, writer.closedPromise, (storedError) => {
		if (!preventCancel) shutdownWithAction(() => ReadableStreamCancel(source, storedError), true, storedError);
		else shutdown(true, storedError);
	});
	// Closing must be propagated forward.
	isOrBecomesClosed(source, reader.closedPromise, () => {
		if (!preventClose) shutdownWithAction(() => WritableStreamDefaultWriterCloseWithErrorPropagation(writer));
		else shutdown();
	});
	// Closing must be propagated backward.
	if (WritableStreamCloseQueuedOrInFlight(dest) || dest.state === 'closed') {
		const destClosed = new $TypeError('ReadableStream.pipeTo: the destination stream closed before all data could be piped to it');
		if (!preventCancel) shutdownWithAction(() => ReadableStreamCancel(source, destClosed), true, destClosed);
		else shutdown(true, destClosed);
	}

	queueMicrotask(pipeStep);
	return promise.promise;

	// r is the reader's or writer's closedPromise record.
	function isOrBecomesErrored(stream, r, action) {
		if (stream.state === 'errored') action(stream.storedError);
		else uponRecord(r, noop, action);
	}

	function isOrBecomesClosed(stream, r, action) {
		if (stream.state === 'closed') action();
		else uponRecord(r, action, noop);
	}
}

