// pipeTo and pipeThrough.

promise_test(async () => {
	const rs = recordingReadableStream({ start(c) { c.enqueue("a"); c.enqueue("b"); c.close(); } });
	const ws = recordingWritableStream();
	const p = rs.pipeTo(ws);
	assert_true(rs.locked && ws.locked, "both locked while piping");
	assert_equals(await p, undefined);
	assert_false(rs.locked || ws.locked, "both released");
	assert_array_equals(ws.events, ["write", "a", "write", "b", "close"]);
}, "pipeTo writes every chunk and closes the destination");

promise_test(async () => {
	const rs = new ReadableStream({ start(c) { c.enqueue("a"); c.close(); } });
	const ws = recordingWritableStream();
	await rs.pipeTo(ws, { preventClose: true });
	assert_array_equals(ws.events, ["write", "a"]);
	const writer = ws.getWriter();
	await writer.write("b");
	assert_array_equals(ws.events, ["write", "a", "write", "b"]);
}, "preventClose leaves the destination open");

promise_test(async () => {
	const error = new Error("source");
	const rs = new ReadableStream({ start(c) { c.enqueue("a"); c.error(error); } });
	const ws = recordingWritableStream();
	await promise_rejects_exactly(error, rs.pipeTo(ws));
	assert_array_equals(ws.events, ["abort", error], "the queued chunk is dropped with the error; dest aborted");
	const rs2 = new ReadableStream({ start(c) { c.error(error); } });
	const ws2 = recordingWritableStream();
	await promise_rejects_exactly(error, rs2.pipeTo(ws2, { preventAbort: true }));
	assert_array_equals(ws2.events, [], "preventAbort");
	await ws2.getWriter().close();
}, "source errors propagate forward unless preventAbort");

promise_test(async () => {
	const error = new Error("dest");
	const rs = recordingReadableStream();
	const ws = new WritableStream({ start(c) { c.error(error); } });
	await promise_rejects_exactly(error, rs.pipeTo(ws));
	assert_array_equals(rs.eventsWithoutPulls, ["cancel", error]);
	const rs2 = recordingReadableStream();
	const ws2 = new WritableStream({ write() { throw error; } });
	rs2.controller.enqueue("x");
	await promise_rejects_exactly(error, rs2.pipeTo(ws2, { preventCancel: true }));
	assert_array_equals(rs2.eventsWithoutPulls, [], "preventCancel");
	assert_false(rs2.locked);
}, "destination errors propagate backward unless preventCancel");

promise_test(async () => {
	const ws = new WritableStream();
	await ws.close();
	const rs = recordingReadableStream();
	await promise_rejects_js(TypeError, rs.pipeTo(ws));
	assert_equals(rs.eventsWithoutPulls[0], "cancel");
	assert_true(rs.eventsWithoutPulls[1] instanceof TypeError);
}, "a closed destination cancels the source");

promise_test(async () => {
	const rs = new ReadableStream();
	rs.getReader();
	await promise_rejects_js(TypeError, rs.pipeTo(new WritableStream()), "locked source");
	const ws = new WritableStream();
	ws.getWriter();
	await promise_rejects_js(TypeError, new ReadableStream().pipeTo(ws), "locked destination");
	await promise_rejects_js(TypeError, new ReadableStream().pipeTo({}), "not a WritableStream");
	await promise_rejects_js(TypeError, new ReadableStream().pipeTo(new WritableStream(), { signal: {} }), "not a signal");
	await promise_rejects_js(TypeError, new ReadableStream().pipeTo(new WritableStream(), 1), "options not an object");
}, "pipeTo's argument errors are rejections");

promise_test(async () => {
	const log = [];
	const options = {
		get preventAbort() { log.push("preventAbort"); return false; },
		get preventCancel() { log.push("preventCancel"); return false; },
		get preventClose() { log.push("preventClose"); return false; },
		get signal() { log.push("signal"); return undefined; },
	};
	await new ReadableStream({ start(c) { c.close(); } }).pipeTo(new WritableStream(), options);
	assert_array_equals(log, ["preventAbort", "preventCancel", "preventClose", "signal"]);
}, "pipeTo reads its options in Web IDL order");

promise_test(async () => {
	let written = 0;
	let pulls = 0;
	let resolveWrite;
	const rs = new ReadableStream({
		pull(c) { c.enqueue(pulls++); },
	}, { highWaterMark: 0 });
	const ws = new WritableStream({
		write() {
			written++;
			return new Promise(r => { resolveWrite = r; });
		},
	}, { highWaterMark: 2 });
	rs.pipeTo(ws);
	await flushAsyncEvents();
	// One write in flight and one queued fill the destination to its high
	// water mark; the pipe reads no more while its desired size is not
	// positive.
	assert_equals(written, 1);
	assert_equals(pulls, 2);
	resolveWrite();
	await flushAsyncEvents();
	assert_equals(written, 2, "the queued chunk is written once the first write completed");
	assert_equals(pulls, 3, "and one more chunk read to refill the queue");
}, "pipeTo respects the destination's backpressure");

promise_test(async () => {
	const controller = new AbortController();
	const reason = new Error("aborted");
	const rs = recordingReadableStream();
	const ws = recordingWritableStream();
	const p = rs.pipeTo(ws, { signal: controller.signal });
	controller.abort(reason);
	await promise_rejects_exactly(reason, p);
	assert_array_equals(ws.events, ["abort", reason]);
	assert_array_equals(rs.eventsWithoutPulls, ["cancel", reason]);
}, "an aborted signal aborts the destination and cancels the source");

promise_test(async () => {
	const controller = new AbortController();
	controller.abort();
	const rs = recordingReadableStream();
	const ws = recordingWritableStream();
	const e = await rs.pipeTo(ws, { signal: controller.signal, preventAbort: true }).then(() => fail("fulfilled"), (e) => e);
	assert_true(e instanceof DOMException, "an AbortError DOMException");
	assert_equals(e.name, "AbortError");
	assert_equals(e, controller.signal.reason);
	assert_array_equals(ws.events, [], "preventAbort");
	assert_array_equals(rs.eventsWithoutPulls, ["cancel", e]);
}, "a signal aborted before the pipe starts, with no reason and preventAbort");

promise_test(async () => {
	const controller = new AbortController();
	const rs = new ReadableStream({ start(c) { c.close(); } });
	const ws = recordingWritableStream();
	await rs.pipeTo(ws, { signal: controller.signal });
	controller.abort("late");
	await flushAsyncEvents();
	assert_array_equals(ws.events, ["close"], "the finished pipe removed its abort algorithm");
}, "aborting after the pipe finished changes nothing");

promise_test(async () => {
	const signal = fakeSignal();
	await promise_rejects_js(TypeError, new ReadableStream().pipeTo(new WritableStream(), { signal }), "an object like an AbortSignal");
	assert_equals(signal.listenerCount, 0);
	const c = new AbortController();
	const proxy = new Proxy(c.signal, {});
	await promise_rejects_js(TypeError, new ReadableStream().pipeTo(new WritableStream(), { signal: proxy }), "a Proxy of one");
}, "pipeTo's signal must be an AbortSignal");

promise_test(async () => {
	let controller;
	const dest = new WritableStream({ start(c) { controller = c; } });
	const reason = "signal reason";
	const source = new ReadableStream();
	const p = source.pipeTo(new WritableStream(), { signal: controller.signal });
	await dest.abort(reason);
	await promise_rejects_exactly(reason, p);
}, "a WritableStreamDefaultController's signal works as pipeTo's signal");

promise_test(async () => {
	const rs = ReadableStream.from(["a", "b"]);
	const ts = new TransformStream({ transform(c, ctl) { ctl.enqueue(c + c); } });
	const out = rs.pipeThrough(ts);
	assert_equals(out, ts.readable);
	assert_true(rs.locked);
	assert_array_equals(await readAll(out), ["aa", "bb"]);
	assert_throws_js(TypeError, () => rs.pipeThrough(new TransformStream()), "a locked stream");
	assert_throws_js(TypeError, () => new ReadableStream().pipeThrough({ readable: new ReadableStream() }), "writable missing");
	assert_throws_js(TypeError, () => new ReadableStream().pipeThrough({ writable: new WritableStream() }), "readable missing");
	assert_throws_js(TypeError, () => new ReadableStream().pipeThrough({ readable: {}, writable: new WritableStream() }), "readable of the wrong type");
	const locked = new TransformStream();
	locked.writable.getWriter();
	assert_throws_js(TypeError, () => new ReadableStream().pipeThrough(locked), "a locked writable");
}, "pipeThrough");

promise_test(async () => {
	const log = [];
	const pair = {
		get readable() { log.push("readable"); return new ReadableStream(); },
		get writable() { log.push("writable"); return new WritableStream(); },
	};
	new ReadableStream().pipeThrough(pair, { get preventAbort() { log.push("preventAbort"); } });
	assert_array_equals(log, ["readable", "writable", "preventAbort"]);
}, "pipeThrough reads its arguments in Web IDL order");

promise_test(async () => {
	const log = [];
	const rs = new ReadableStream({ start(c) { c.enqueue(1); c.enqueue(2); c.close(); } });
	const ws = new WritableStream({
		write(chunk) { log.push("write " + chunk); },
		close() { log.push("close"); },
	});
	const p = rs.pipeTo(ws).then(() => log.push("pipeTo resolved"));
	await p;
	assert_array_equals(log, ["write 1", "write 2", "close", "pipeTo resolved"]);
}, "pipeTo resolves after the destination closed");

promise_test(async () => {
	let controller;
	const log = [];
	const rs = new ReadableStream({ start(c) { controller = c; } }, { highWaterMark: 0 });
	const ws = new WritableStream({ write(chunk) { log.push("write " + chunk); } });
	const p = rs.pipeTo(ws);
	await flushAsyncEvents(); // the pipe is waiting in a read
	log.push("enqueue a");
	controller.enqueue("a");
	log.push("enqueue returned");
	await flushAsyncEvents();
	assert_array_equals(log, ["enqueue a", "enqueue returned", "write a"], "the write starts after enqueue() returned");
	controller.close();
	await p;
}, "a chunk that fulfills the pipe's pending read is written in a later microtask, not inside enqueue()");

promise_test(async () => {
	let controller;
	const rs = recordingReadableStream({ start(c) { controller = c; } }, { highWaterMark: 0 });
	let resolveWrite;
	const ws = recordingWritableStream({ write() { return new Promise((r) => { resolveWrite = r; }); } });
	const p = rs.pipeTo(ws);
	await flushAsyncEvents();
	controller.enqueue("a");
	controller.enqueue("b");
	controller.enqueue("c");
	await flushAsyncEvents();
	// "a" is being written; the destination (high-water mark 1) is full, so
	// the pipe must not read "b" until that write finishes.
	assert_array_equals(ws.events, ["write", "a"]);
	assert_equals(controller.desiredSize, -2, "b and c stay queued in the source");
	resolveWrite();
	await flushAsyncEvents();
	assert_array_equals(ws.events, ["write", "a", "write", "b"]);
	resolveWrite();
	await flushAsyncEvents();
	resolveWrite();
	controller.close();
	await p;
	assert_array_equals(ws.events, ["write", "a", "write", "b", "write", "c", "close"]);
}, "a deferred pipe write still applies the destination's backpressure before the next read");

promise_test(async () => {
	const log = [];
	let c;
	const rs = new ReadableStream({ start(ctrl) { c = ctrl; } });
	let finishWrite;
	const ws = new WritableStream({
		write(chunk) {
			log.push("write " + chunk);
			return new Promise((resolve) => { finishWrite = () => { log.push("written " + chunk); resolve(); }; });
		},
	}, { highWaterMark: 4 });
	const controller = new AbortController();
	const p = rs.pipeTo(ws, { signal: controller.signal, preventAbort: true, preventCancel: true })
		.then(() => log.push("pipe fulfilled"), () => log.push("pipe rejected"));
	await flushAsyncEvents(); // the pipe waits for a chunk: a read is pending
	controller.abort();
	c.enqueue("b"); // fulfils that read after shutdown began
	await flushAsyncEvents();
	assert_array_equals(log, ["write b"], "the pipe waits for the write of a chunk read before it finished");
	finishWrite();
	await p;
	assert_array_equals(log, ["write b", "written b", "pipe rejected"]);
}, "a chunk read once shutdown began waiting for writes is written before the pipe finishes");
