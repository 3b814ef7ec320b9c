// TransformStream and its default controller.

test(() => {
	assert_equals(TransformStream.length, 0);
	assert_throws_js(TypeError, () => new TransformStreamDefaultController());
	assert_throws_js(TypeError, () => new TransformStream(null));
	assert_throws_js(RangeError, () => new TransformStream({ readableType: "bytes" }));
	assert_throws_js(RangeError, () => new TransformStream({ writableType: "bytes" }));
	assert_throws_js(RangeError, () => new TransformStream({}, { highWaterMark: -1 }));
	const log = [];
	new TransformStream({
		get cancel() { log.push("cancel"); },
		get flush() { log.push("flush"); },
		get readableType() { log.push("readableType"); },
		get start() { log.push("start"); },
		get transform() { log.push("transform"); },
		get writableType() { log.push("writableType"); },
	}, { get highWaterMark() { log.push("whwm"); } }, { get highWaterMark() { log.push("rhwm"); } });
	assert_array_equals(log, ["whwm", "rhwm", "cancel", "flush", "readableType", "start", "transform", "writableType"]);
	const ts = new TransformStream();
	assert_true(ts.readable instanceof ReadableStream);
	assert_true(ts.writable instanceof WritableStream);
	assert_equals(ts.readable, ts.readable, "the same object each time");
}, "constructor checks and Web IDL order");

promise_test(async () => {
	const ts = new TransformStream();
	const writer = ts.writable.getWriter();
	writer.write("a");
	writer.write("b");
	writer.close();
	assert_array_equals(await readAll(ts.readable), ["a", "b"]);
}, "the identity transform");

promise_test(async () => {
	const ts = new TransformStream({
		start(c) { c.enqueue("<"); },
		transform(chunk, c) { c.enqueue(chunk.toUpperCase()); c.enqueue(chunk); },
		flush(c) { c.enqueue(">"); },
	});
	const writer = ts.writable.getWriter();
	writer.write("a");
	writer.close();
	assert_array_equals(await readAll(ts.readable), ["<", "A", "a", ">"]);
}, "start, transform and flush enqueue");

promise_test(async () => {
	const log = [];
	const ts = new TransformStream({
		transform(chunk, c) { log.push("transform:" + chunk); c.enqueue(chunk); },
	});
	const writer = ts.writable.getWriter();
	await writer.ready;
	assert_equals(writer.desiredSize, 1);
	let w1done = false;
	writer.write(1).then(() => { w1done = true; });
	writer.write(2);
	await flushAsyncEvents();
	assert_array_equals(log, [], "nothing is transformed before the readable side is read (its high water mark is 0)");
	assert_false(w1done);
	const reader = ts.readable.getReader();
	assert_equals((await reader.read()).value, 1);
	await flushAsyncEvents();
	assert_true(w1done, "a read lets one chunk through");
	assert_array_equals(log, ["transform:1"], "and only one");
	assert_equals((await reader.read()).value, 2);
	assert_array_equals(log, ["transform:1", "transform:2"]);
}, "backpressure: transforms wait for the readable side to be read");

promise_test(async () => {
	const error = new Error("transform");
	const ts = new TransformStream({ transform() { throw error; } });
	const writer = ts.writable.getWriter();
	const reader = ts.readable.getReader();
	const read = reader.read();
	await promise_rejects_exactly(error, writer.write("a"));
	await promise_rejects_exactly(error, read, "the pending read");
	await promise_rejects_exactly(error, reader.closed, "the readable side is errored");
	await promise_rejects_exactly(error, writer.closed, "the writable side is errored");
}, "a throwing transform errors both sides");

promise_test(async () => {
	const error = new Error("flush");
	const ts = new TransformStream({ flush() { return Promise.reject(error); } });
	const writer = ts.writable.getWriter();
	await promise_rejects_exactly(error, writer.close());
	await promise_rejects_exactly(error, ts.readable.getReader().closed);
}, "a rejected flush errors both sides");

promise_test(async () => {
	const log = [];
	const reason = new Error("cancel reason");
	const ts = new TransformStream({
		cancel(r) { log.push(r === reason ? "cancel" : "cancel?"); },
		flush() { log.push("flush"); },
	});
	const writer = ts.writable.getWriter();
	await ts.readable.cancel(reason);
	assert_array_equals(log, ["cancel"]);
	await promise_rejects_exactly(reason, writer.closed, "the writable side is errored with the reason");
	const ts2 = new TransformStream({ cancel(r) { log.push("cancel2:" + r); } });
	await ts2.writable.abort("why");
	assert_array_equals(log, ["cancel", "cancel2:why"]);
	await promise_rejects_exactly("why", ts2.readable.getReader().closed);
}, "the transformer's cancel runs on readable.cancel and writable.abort");

promise_test(async () => {
	const error = new Error("cancel failed");
	const ts = new TransformStream({ cancel() { throw error; } });
	await promise_rejects_exactly(error, ts.readable.cancel("r"));
	await promise_rejects_exactly(error, ts.writable.getWriter().closed);
}, "a throwing cancel errors the other side with its exception");

promise_test(async () => {
	let controller;
	const ts = new TransformStream({ start(c) { controller = c; } });
	const writer = ts.writable.getWriter();
	controller.enqueue("last");
	controller.terminate();
	assert_array_equals(await readAll(ts.readable), ["last"]);
	await promise_rejects_js(TypeError, writer.closed, "the writable side is errored");
	assert_throws_js(TypeError, () => controller.enqueue("more"), "enqueue after terminate");
}, "terminate closes the readable side and errors the writable side");

promise_test(async () => {
	let controller;
	const ts = new TransformStream({ start(c) { controller = c; } }, undefined, { highWaterMark: 2 });
	assert_equals(controller.desiredSize, 2);
	controller.enqueue("a");
	assert_equals(controller.desiredSize, 1);
	const error = new Error("e");
	controller.error(error);
	assert_equals(controller.desiredSize, null);
	await promise_rejects_exactly(error, ts.writable.getWriter().closed);
}, "the controller's desiredSize and error");

promise_test(async () => {
	const ts = new TransformStream({ transform(chunk, c) { return new Promise(r => Promise.resolve().then(() => { c.enqueue(chunk * 10); r(); })); } });
	const done = ReadableStream.from([1, 2, 3]).pipeThrough(ts);
	assert_array_equals(await readAll(done), [10, 20, 30]);
}, "asynchronous transforms keep the order");
