// WritableStream, its default writer and controller.

test(() => {
	assert_equals(WritableStream.length, 0);
	assert_equals(WritableStreamDefaultWriter.length, 1);
	assert_throws_js(TypeError, () => new WritableStreamDefaultController());
	assert_throws_js(TypeError, () => new WritableStream(null));
	assert_throws_js(RangeError, () => new WritableStream({ type: "bytes" }), "type is reserved");
	assert_throws_js(TypeError, () => new WritableStream({ write: 1 }));
	assert_throws_js(RangeError, () => new WritableStream({}, { highWaterMark: -1 }));
	const log = [];
	new WritableStream({
		get abort() { log.push("abort"); },
		get close() { log.push("close"); },
		get start() { log.push("start"); },
		get type() { log.push("type"); },
		get write() { log.push("write"); },
	}, { get highWaterMark() { log.push("hwm"); return 1; }, get size() { log.push("size"); } });
	assert_array_equals(log, ["hwm", "size", "abort", "close", "start", "type", "write"]);
}, "constructor checks and Web IDL order");

promise_test(async () => {
	const ws = recordingWritableStream();
	const writer = ws.getWriter();
	assert_true(ws.locked);
	assert_throws_js(TypeError, () => ws.getWriter(), "second writer");
	assert_equals(writer.desiredSize, 1);
	const w1 = writer.write("a");
	assert_equals(writer.desiredSize, 0, "one chunk queued");
	const w2 = writer.write("b");
	assert_equals(writer.desiredSize, -1);
	const c = writer.close();
	await Promise.all([w1, w2, c, writer.closed]);
	assert_array_equals(ws.events, ["write", "a", "write", "b", "close"]);
	assert_equals(writer.desiredSize, 0, "closed");
	await promise_rejects_js(TypeError, writer.write("c"), "write after close");
}, "writes reach the sink in order, then close");

promise_test(async () => {
	const log = [];
	const ws = new WritableStream({ write(chunk) { log.push("sink:" + chunk); } });
	const writer = ws.getWriter();
	writer.write(1).then(() => log.push("w1"));
	writer.write(2).then(() => log.push("w2"));
	writer.close().then(() => log.push("close"));
	writer.closed.then(() => log.push("closed"));
	await flushAsyncEvents();
	// The sink's second write starts in the same job that settles the
	// first write's promise, before that promise's reactions run.
	assert_array_equals(log, ["sink:1", "sink:2", "w1", "w2", "close", "closed"]);
}, "write, close and closed promises settle in order");

promise_test(async () => {
	let resolveWrite;
	const ws = new WritableStream({ write() { return new Promise(r => { resolveWrite = r; }); } }, { highWaterMark: 2 });
	const writer = ws.getWriter();
	let ready = false;
	await writer.ready;
	writer.write("a");
	writer.write("b");
	assert_equals(writer.desiredSize, 0);
	writer.ready.then(() => { ready = true; });
	await flushAsyncEvents();
	assert_false(ready, "ready waits while the queue is full");
	resolveWrite();
	await flushAsyncEvents();
	assert_true(ready, "ready resolves when a write completes");
	assert_equals(writer.desiredSize, 1);
}, "ready reflects backpressure");

promise_test(async () => {
	const error = new Error("write failed");
	const ws = new WritableStream({ write() { throw error; } });
	const writer = ws.getWriter();
	await promise_rejects_exactly(error, writer.write("a"), "the write");
	await promise_rejects_exactly(error, writer.closed, "closed");
	await promise_rejects_exactly(error, writer.ready, "ready");
	assert_equals(writer.desiredSize, null);
	await promise_rejects_exactly(error, writer.write("b"), "later writes");
	await promise_rejects_js(TypeError, writer.close(), "close of an errored stream");
}, "a failed write errors the stream");

promise_test(async () => {
	const ws = recordingWritableStream();
	const writer = ws.getWriter();
	const reason = new Error("abort reason");
	await writer.ready;
	const w = writer.write("a");
	const a = writer.abort(reason);
	await w;
	await a;
	await promise_rejects_exactly(reason, writer.closed);
	assert_array_equals(ws.events, ["write", "a", "abort", reason]);
}, "abort waits for the write in flight, then calls the sink's abort");

promise_test(async () => {
	let controller;
	const ws = new WritableStream({ start(c) { controller = c; } });
	const writer = ws.getWriter();
	const signal = controller.signal;
	assert_false(signal.aborted);
	const events = [];
	signal.addEventListener("abort", e => events.push(e.type + ":" + signal.reason));
	await writer.abort("why");
	assert_true(signal.aborted);
	assert_equals(signal.reason, "why");
	assert_array_equals(events, ["abort:why"]);
	assert_throws_exactly("why", () => signal.throwIfAborted());
}, "the controller's signal is aborted with the abort reason");

promise_test(async () => {
	let controller;
	const ws = new WritableStream({ start(c) { controller = c; } });
	const writer = ws.getWriter();
	const error = new Error("controller error");
	controller.error(error);
	await promise_rejects_exactly(error, writer.closed);
	controller.error(new Error("ignored"));
	await promise_rejects_exactly(error, writer.write("x"));
}, "controller.error errors the stream once");

promise_test(async () => {
	const ws = new WritableStream();
	const writer = ws.getWriter();
	const closed = writer.closed;
	const ready = writer.ready;
	writer.releaseLock();
	assert_false(ws.locked);
	await promise_rejects_js(TypeError, closed, "closed");
	await promise_rejects_js(TypeError, writer.ready, "ready after release");
	await ready;
	assert_throws_js(TypeError, () => writer.desiredSize);
	await promise_rejects_js(TypeError, writer.write("x"));
	const w2 = ws.getWriter();
	await w2.close();
}, "releaseLock");

promise_test(async () => {
	const ws = new WritableStream();
	await ws.close();
	await promise_rejects_js(TypeError, ws.close(), "close twice");
	await ws.abort("ignored");
	const ws2 = new WritableStream();
	ws2.getWriter();
	await promise_rejects_js(TypeError, ws2.abort(), "abort of a locked stream");
	await promise_rejects_js(TypeError, ws2.close(), "close of a locked stream");
}, "close and abort on the stream");

promise_test(async () => {
	const error = new Error("start");
	const ws = new WritableStream({ start() { return Promise.reject(error); } });
	await promise_rejects_exactly(error, ws.getWriter().closed);
	let sizeCalls = 0;
	const ws2 = new WritableStream({}, { size() { sizeCalls++; throw error; } });
	const writer = ws2.getWriter();
	await promise_rejects_exactly(error, writer.write("x"));
	assert_equals(sizeCalls, 1);
}, "a rejected start or a throwing size errors the stream");

promise_test(async () => {
	await promise_rejects_js(TypeError, WritableStream.prototype.abort.call({}));
	await promise_rejects_js(TypeError, WritableStream.prototype.close.call({}));
	await promise_rejects_js(TypeError, WritableStreamDefaultWriter.prototype.write.call({}));
	await promise_rejects_js(TypeError, Object.getOwnPropertyDescriptor(WritableStreamDefaultWriter.prototype, "ready").get.call({}));
	assert_throws_js(TypeError, () => WritableStream.prototype.getWriter.call({}));
	assert_throws_js(TypeError, () => Object.getOwnPropertyDescriptor(WritableStreamDefaultController.prototype, "signal").get.call({}));
}, "brand checks");

promise_test(async () => {
	let controller;
	const ws = new WritableStream({ start(c) { controller = c; } });
	const reason = new Error("why");
	await ws.abort(reason);
	const signal = controller.signal;
	assert_true(signal instanceof AbortSignal);
	assert_true(signal.aborted, "a signal first asked for after the abort is aborted");
	assert_equals(signal.reason, reason);
	assert_equals(controller.signal, signal, "and the same one every time");
	let c2;
	const ws2 = new WritableStream({ start(c) { c2 = c; } });
	await ws2.abort();
	const r = c2.signal.reason;
	assert_true(r instanceof DOMException);
	assert_equals(r.name, "AbortError");
	assert_equals(c2.signal.reason, r);
}, "the controller's signal asked for after an abort");
