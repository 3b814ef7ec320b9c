function ReadableStreamPipeTo(source, dest, preventClose, preventAbort, preventCancel, signal) {
	const reader = AcquireReadableStreamDefaultReader(source);
	const writer = AcquireWritableStreamDefaultWriter(dest);
	source.disturbed = true;
	let shuttingDown = false;
	// The promise of the last write, to wait for ongoing writes at shutdown.
	let currentWrite = promiseResolvedWith(undefined);
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
		if (signal !== undefined && signalListener !== undefined) {
			try {
				signal.remove(signalListener);
			} catch (e) {
				// a host signal's removeEventListener failed: nothing to undo
			}
		}
		if (isError) rejectPromise(promise, error);
		else resolvePromise(promise, undefined);
	}

	// Wait until every chunk that has been read has been written: another
	// write may start while waiting for one.
	function waitForWritesToFinish() {
		const oldCurrentWrite = currentWrite;
		return transformPromiseWith(currentWrite, () => (oldCurrentWrite !== currentWrite ? waitForWritesToFinish() : undefined));
	}

	if (signal !== undefined) {
		abortAlgorithm = () => {
			let error;
			try {
				error = signal.reason();
			} catch (e) {
				error = e;
			}
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
		let aborted;
		try {
			aborted = signal.aborted();
			if (!aborted) signalListener = signal.add(abortAlgorithm);
		} catch (e) {
			// A host signal that throws fails the pipe with its exception.
			shuttingDown = true;
			finalize(true, e);
			return promise.promise;
		}
		if (aborted) {
			abortAlgorithm();
			return promise.promise;
		}
	}

	// The pipe loop: wait for the writer to be ready (backpressure), read a
	// chunk, write it without waiting for the write, repeat.
	function pipeStep() {
		if (shuttingDown) return promiseResolvedWith(true);
		return transformPromiseWith(writer.readyPromise.promise, () => {
			const r = newPromise();
			ReadableStreamDefaultReaderRead(reader, {
				__proto__: null,
				chunkSteps: (chunk) => {
					// The write starts in a microtask, never inside the
					// controller's enqueue() that fulfilled this read
					// (whatwg/streams#1243; WPT piping/general-addition).
					// It is queued before r settles, so the next pipe step
					// sees the backpressure this write causes.
					const written = newPromise();
					currentWrite = written.promise;
					queueMicrotask(() => {
						const settle = () => resolvePromise(written, undefined);
						uponPromise(WritableStreamDefaultWriterWrite(writer, chunk), settle, settle);
					});
					resolvePromise(r, false);
				},
				closeSteps: () => resolvePromise(r, true),
				errorSteps: (e) => rejectPromise(r, e),
			});
			return r.promise;
		});
	}

	function pipeLoop() {
		const loop = newPromise();
		const next = (done) => {
			if (done) resolvePromise(loop, undefined);
			else uponPromise(pipeStep(), next, (e) => rejectPromise(loop, e));
		};
		next(false);
		return loop.promise;
	}

	// Errors must be propagated forward.
	isOrBecomesErrored(source, reader.closedPromise.promise, (storedError) => {
		if (!preventAbort) shutdownWithAction(() => WritableStreamAbort(dest, storedError), true, storedError);
		else shutdown(true, storedError);
	});
	// Errors must be propagated backward.
	isOrBecomesErrored(dest, writer.closedPromise.promise, (storedError) => {
		if (!preventCancel) shutdownWithAction(() => ReadableStreamCancel(source, storedError), true, storedError);
		else shutdown(true, storedError);
	});
	// Closing must be propagated forward.
	isOrBecomesClosed(source, reader.closedPromise.promise, () => {
		if (!preventClose) shutdownWithAction(() => WritableStreamDefaultWriterCloseWithErrorPropagation(writer));
		else shutdown();
	});
	// Closing must be propagated backward.
	if (WritableStreamCloseQueuedOrInFlight(dest) || dest.state === 'closed') {
		const destClosed = new $TypeError('ReadableStream.pipeTo: the destination stream closed before all data could be piped to it');
		if (!preventCancel) shutdownWithAction(() => ReadableStreamCancel(source, destClosed), true, destClosed);
		else shutdown(true, destClosed);
	}

	setPromiseIsHandledToTrue(pipeLoop());
	return promise.promise;

	function isOrBecomesErrored(stream, p, action) {
		if (stream.state === 'errored') action(stream.storedError);
		else uponRejection(p, action);
	}

	function isOrBecomesClosed(stream, p, action) {
		if (stream.state === 'closed') action();
		else uponFulfillment(p, action);
	}
}

