// ReadableStream, its default reader and controller.

test(() => {
	for (const name of ["ReadableStream", "ReadableStreamDefaultReader", "ReadableStreamDefaultController"]) {
		const d = Object.getOwnPropertyDescriptor(globalThis, name);
		assert_true(d.writable && d.configurable && !d.enumerable, name + " property attributes");
		assert_equals(globalThis[name].prototype[Symbol.toStringTag], name);
	}
	assert_equals(ReadableStream.length, 0);
	assert_equals(ReadableStreamDefaultReader.length, 1);
	assert_equals(ReadableStream.from.length, 1);
	const d = Object.getOwnPropertyDescriptor(ReadableStream.prototype, "locked");
	assert_true(d.enumerable && d.configurable && typeof d.get === "function" && d.set === undefined, "locked accessor");
	assert_equals(d.get.name, "get locked");
	const m = Object.getOwnPropertyDescriptor(ReadableStream.prototype, "pipeTo");
	assert_true(m.enumerable && m.writable && m.configurable, "pipeTo attributes");
	assert_equals(ReadableStream.prototype.pipeTo.length, 1);
	assert_equals(ReadableStream.prototype.pipeThrough.length, 1);
	assert_equals(ReadableStream.prototype.cancel.length, 0);
	assert_equals(ReadableStream.prototype.getReader.length, 0);
	assert_equals(ReadableStream.prototype.values.length, 0);
}, "interface objects follow Web IDL");

test(() => {
	assert_throws_js(TypeError, () => ReadableStream(), "without new");
	assert_throws_js(TypeError, () => new ReadableStream(null), "null source");
	assert_throws_js(TypeError, () => new ReadableStream(1), "number source");
	assert_throws_js(TypeError, () => new ReadableStream({ start: 1 }), "start not callable");
	assert_throws_js(TypeError, () => new ReadableStream({ type: "nope" }), "bad type");
	assert_throws_js(RangeError, () => new ReadableStream({}, { highWaterMark: -1 }), "negative hwm");
	assert_throws_js(RangeError, () => new ReadableStream({}, { highWaterMark: NaN }), "NaN hwm");
	assert_throws_js(TypeError, () => new ReadableStream({}, { size: 1 }), "size not callable");
	assert_throws_js(TypeError, () => new ReadableStream({}, 1), "strategy not an object");
	assert_throws_js(TypeError, () => new ReadableStreamDefaultController(), "controller constructor");
	new ReadableStream();
	new ReadableStream(undefined, undefined);
	new ReadableStream({}, { highWaterMark: Infinity });
}, "constructor argument checks");

test(() => {
	const rs = new ReadableStream({ type: "bytes" });
	assert_true(rs.getReader({ mode: "byob" }) instanceof ReadableStreamBYOBReader);
	assert_throws_js(TypeError, () => new ReadableStream().getReader({ mode: "byob" }), "not a byte stream");
	assert_throws_js(RangeError, () => new ReadableStream({ type: "bytes" }, { size() { return 1; } }), "size function");
	assert_throws_js(TypeError, () => new ReadableStream({ type: "bytes", autoAllocateChunkSize: 0 }), "autoAllocateChunkSize 0");
	// [EnforceRange] unsigned long long, then 0 is a TypeError.
	for (const v of [-1, -0.5, NaN, Infinity, 2 ** 53]) {
		assert_throws_js(TypeError, () => new ReadableStream({ type: "bytes", autoAllocateChunkSize: v }), `autoAllocateChunkSize ${v}`);
	}
	new ReadableStream({ type: "bytes", autoAllocateChunkSize: 1.9 });
	const rs2 = new ReadableStream();
	assert_throws_js(TypeError, () => rs2.getReader({ mode: "other" }));
	assert_false(rs2.locked);
}, "byte streams: type, getReader mode and strategy checks");

test(() => {
	const log = [];
	const strategy = {
		get highWaterMark() { log.push("hwm"); return 2; },
		get size() { log.push("size"); return undefined; },
	};
	const source = {
		get autoAllocateChunkSize() { log.push("autoAllocateChunkSize"); return undefined; },
		get cancel() { log.push("cancel"); return undefined; },
		get pull() { log.push("pull"); return undefined; },
		get start() { log.push("start"); return undefined; },
		get type() { log.push("type"); return undefined; },
	};
	new ReadableStream(source, strategy);
	assert_array_equals(log, ["hwm", "size", "autoAllocateChunkSize", "cancel", "pull", "start", "type"]);
}, "the constructor reads the strategy, then the source, each member once in Web IDL order");

test(() => {
	let controller;
	const source = { start(c) { controller = c; assert_equals(this, source, "this is the source"); } };
	new ReadableStream(source, { highWaterMark: 3 });
	assert_equals(controller.desiredSize, 3);
	controller.enqueue("a");
	assert_equals(controller.desiredSize, 2);
	controller.close();
	assert_equals(controller.desiredSize, 2, "close requested, a chunk still queued");
	assert_throws_js(TypeError, () => controller.enqueue("b"), "enqueue after close");
	assert_throws_js(TypeError, () => controller.close(), "close twice");
}, "the controller's desiredSize, enqueue and close");

test(() => {
	const error = new Error("boom");
	assert_throws_exactly(error, () => new ReadableStream({ start() { throw error; } }));
}, "an exception thrown by start is rethrown by the constructor");

promise_test(async () => {
	const rs = new ReadableStream({ start(c) { c.enqueue("a"); c.enqueue("b"); c.close(); } });
	const reader = rs.getReader();
	assert_true(rs.locked);
	assert_throws_js(TypeError, () => rs.getReader(), "second reader");
	assert_throws_js(TypeError, () => new ReadableStreamDefaultReader(rs), "reader constructor on a locked stream");
	const r1 = await reader.read();
	assert_array_equals(Object.keys(r1), ["done", "value"], "read result keys");
	assert_equals(r1.value, "a");
	assert_false(r1.done);
	assert_equals((await reader.read()).value, "b");
	const r3 = await reader.read();
	assert_true(r3.done);
	assert_equals(r3.value, undefined);
	await reader.closed;
}, "read() gives the chunks in order, then done");

promise_test(async () => {
	const log = [];
	let controller;
	const rs = new ReadableStream({ start(c) { controller = c; } });
	const reader = rs.getReader();
	reader.read().then(r => log.push("read1:" + r.value));
	reader.read().then(r => log.push("read2:" + r.done));
	reader.closed.then(() => log.push("closed"));
	controller.enqueue("x");
	controller.close();
	await flushAsyncEvents();
	assert_array_equals(log, ["read1:x", "closed", "read2:true"]);
}, "pending reads and closed settle in the standard's order");

promise_test(async () => {
	const log = [];
	let controller;
	const rs = new ReadableStream({ start(c) { controller = c; } });
	const reader = rs.getReader();
	const error = new Error("e");
	reader.read().then(() => log.push("read fulfilled"), e => log.push("read rejected"));
	reader.closed.then(() => log.push("closed fulfilled"), e => log.push("closed rejected"));
	controller.error(error);
	await flushAsyncEvents();
	assert_array_equals(log, ["closed rejected", "read rejected"]);
	await promise_rejects_exactly(error, reader.read(), "read after error");
	assert_equals(controller.desiredSize, null);
}, "error() rejects closed, then pending reads");

promise_test(async () => {
	const rs = new ReadableStream({ start(c) { c.enqueue("a"); } });
	const reader = rs.getReader();
	const closed = reader.closed;
	reader.releaseLock();
	assert_false(rs.locked);
	await promise_rejects_js(TypeError, closed, "closed rejects on release");
	await promise_rejects_js(TypeError, reader.read(), "read after release");
	await promise_rejects_js(TypeError, reader.cancel(), "cancel after release");
	reader.releaseLock();
	const reader2 = rs.getReader();
	assert_equals((await reader2.read()).value, "a");
}, "releaseLock unlocks and rejects closed; a new reader reads on");

promise_test(async () => {
	let controller;
	const rs = new ReadableStream({ start(c) { controller = c; } });
	const reader = rs.getReader();
	const read = reader.read();
	reader.releaseLock();
	await promise_rejects_js(TypeError, read, "pending read rejects on release");
}, "releaseLock rejects pending reads");

promise_test(async () => {
	const rs = recordingReadableStream();
	const reason = new Error("r");
	rs.controller.enqueue("a");
	const result = await rs.cancel(reason);
	assert_equals(result, undefined);
	assert_array_equals(rs.eventsWithoutPulls, ["cancel", reason]);
	const reader = rs.getReader();
	assert_true((await reader.read()).done, "cancel discards the queue and closes");
	await promise_rejects_js(TypeError, (() => { const r = new ReadableStream(); r.getReader(); return r.cancel(); })(), "cancel of a locked stream");
}, "cancel calls the source's cancel, empties the queue and closes");

promise_test(async () => {
	const error = new Error("cancel failed");
	const rs = new ReadableStream({ cancel() { throw error; } });
	await promise_rejects_exactly(error, rs.cancel(), "cancel's exception");
	const rs2 = new ReadableStream({ cancel() { return Promise.reject(error); } });
	await promise_rejects_exactly(error, rs2.cancel(), "cancel's rejection");
	const rs3 = new ReadableStream({ start(c) { c.error(error); } });
	await promise_rejects_exactly(error, rs3.cancel(), "cancel of an errored stream");
}, "cancel reports the source's failure");

promise_test(async () => {
	const rs = recordingReadableStream({}, { highWaterMark: 2 });
	await flushAsyncEvents();
	assert_array_equals(rs.events, ["pull"], "pull once after start, the queue wanting 2");
	rs.controller.enqueue("a");
	await flushAsyncEvents();
	assert_array_equals(rs.events, ["pull", "pull"], "still below the high water mark");
	rs.controller.enqueue("b");
	await flushAsyncEvents();
	assert_array_equals(rs.events, ["pull", "pull"], "full: no pull");
	const reader = rs.getReader();
	await reader.read();
	await flushAsyncEvents();
	assert_array_equals(rs.events, ["pull", "pull", "pull"], "a read makes room");
}, "pull is called only while the queue is below the high water mark (backpressure)");

promise_test(async () => {
	let pulls = 0;
	let resolvePull;
	const rs = new ReadableStream({
		pull(c) {
			pulls++;
			return new Promise(r => { resolvePull = () => { c.enqueue(pulls); r(); }; });
		},
	}, { highWaterMark: 0 });
	await flushAsyncEvents();
	assert_equals(pulls, 0, "no pull with a high water mark of 0 and no reader");
	const reader = rs.getReader();
	const read = reader.read();
	reader.read();
	await flushAsyncEvents();
	assert_equals(pulls, 1, "one pull at a time");
	resolvePull();
	assert_equals((await read).value, 1);
	await flushAsyncEvents();
	assert_equals(pulls, 2, "the second read pulls again once the first pull settled");
}, "pull is not called again before its promise settles");

promise_test(async () => {
	const error = new Error("pull");
	const rs = new ReadableStream({ pull() { throw error; } });
	await promise_rejects_exactly(error, rs.getReader().closed);
	const rs2 = new ReadableStream({ start() { return Promise.reject(error); } });
	await promise_rejects_exactly(error, rs2.getReader().read());
}, "a throwing pull or a rejected start errors the stream");

promise_test(async () => {
	let c0;
	new ReadableStream({ start(c) { c0 = c; } }, new ByteLengthQueuingStrategy({ highWaterMark: 4 }));
	c0.enqueue(new Uint8Array(3));
	assert_equals(c0.desiredSize, 1);
	c0.enqueue(new Uint8Array(2));
	assert_equals(c0.desiredSize, -1);
	let controller;
	const rs2 = new ReadableStream({ start(c) { controller = c; } }, { highWaterMark: 10, size(chunk) { return chunk.length; } });
	controller.enqueue("abcd");
	assert_equals(controller.desiredSize, 6);
	let c3;
	const rs3 = new ReadableStream({ start(c) { c3 = c; } }, { size() { return -1; } });
	assert_throws_js(RangeError, () => c3.enqueue("a"), "negative size");
	await promise_rejects_js(RangeError, rs3.getReader().closed, "the stream is errored");
	let c4;
	const sizeError = new Error("size");
	const rs4 = new ReadableStream({ start(c) { c4 = c; } }, { size() { throw sizeError; } });
	assert_throws_exactly(sizeError, () => c4.enqueue("a"));
	await promise_rejects_exactly(sizeError, rs4.getReader().closed);
}, "size() governs desiredSize; a bad or throwing size errors the stream");

test(() => {
	const s = new CountQueuingStrategy({ highWaterMark: 5 });
	assert_equals(s.highWaterMark, 5);
	assert_equals(s.size(), 1);
	assert_equals(s.size, new CountQueuingStrategy({ highWaterMark: 1 }).size, "one size function per realm");
	assert_equals(s.size.name, "size");
	assert_equals(s.size.length, 0);
	const b = new ByteLengthQueuingStrategy({ highWaterMark: "3" });
	assert_equals(b.highWaterMark, 3);
	assert_equals(b.size(new Uint8Array(7)), 7);
	assert_equals(b.size.length, 1);
	assert_throws_js(TypeError, () => b.size(undefined));
	assert_throws_js(TypeError, () => new b.size());
	assert_throws_js(TypeError, () => new CountQueuingStrategy());
	assert_throws_js(TypeError, () => new CountQueuingStrategy({}));
	assert_throws_js(TypeError, () => Object.getOwnPropertyDescriptor(CountQueuingStrategy.prototype, "highWaterMark").get.call({}));
	assert_equals(Object.prototype.toString.call(s), "[object CountQueuingStrategy]");
}, "queuing strategies");

promise_test(async () => {
	const methods = ["cancel", "pipeTo"];
	for (const m of methods) {
		await promise_rejects_js(TypeError, ReadableStream.prototype[m].call({}), m + " on a non-stream");
	}
	assert_throws_js(TypeError, () => ReadableStream.prototype.getReader.call({}));
	assert_throws_js(TypeError, () => ReadableStream.prototype.tee.call({}));
	assert_throws_js(TypeError, () => Object.getOwnPropertyDescriptor(ReadableStream.prototype, "locked").get.call({}));
	const reader = new ReadableStream().getReader();
	await promise_rejects_js(TypeError, ReadableStreamDefaultReader.prototype.read.call({}));
	await promise_rejects_js(TypeError, Object.getOwnPropertyDescriptor(ReadableStreamDefaultReader.prototype, "closed").get.call({}));
	assert_throws_js(TypeError, () => ReadableStreamDefaultReader.prototype.releaseLock.call({}));
	await promise_rejects_js(TypeError, ReadableStream.prototype.cancel.call(new Proxy(new ReadableStream(), {})), "a Proxy is not a stream");
	reader.releaseLock();
}, "brand checks: promise-returning members reject, others throw");

promise_test(async () => {
	class MyStream extends ReadableStream {
		constructor() { super({ start(c) { c.enqueue(1); c.close(); } }); this.extra = true; }
	}
	const s = new MyStream();
	assert_true(s instanceof ReadableStream && s.extra);
	assert_array_equals(await readAll(s), [1]);
}, "ReadableStream can be subclassed");

promise_test(async () => {
	// Scripts that replace built-ins after Enable do not change the streams.
	const then = Promise.prototype.then;
	const rs = new ReadableStream({ start(c) { c.enqueue(1); c.close(); } });
	const reader = rs.getReader();
	Promise.prototype.then = function () { throw new Error("patched then called"); };
	Reflect.apply = () => { throw new Error("patched apply called"); };
	let p;
	try {
		p = reader.read();
	} finally {
		Promise.prototype.then = then;
	}
	assert_equals((await p).value, 1);
}, "replaced built-ins are not used");

promise_test(async () => {
	// The standard's internal reads (pipeTo, tee) never resolve a promise with
	// a chunk, so Object.prototype.then cannot intercept chunks.
	let intercepted = 0;
	Object.defineProperty(Object.prototype, "then", { configurable: true, get() { intercepted++; return undefined; } });
	const chunks = [];
	try {
		const rs = new ReadableStream({ start(c) { c.enqueue({ a: 1 }); c.enqueue({ b: 2 }); c.close(); } });
		const [b1, b2] = rs.tee();
		b2.cancel();
		await b1.pipeTo(new WritableStream({ write(c) { chunks.push(c); } }));
	} finally {
		delete Object.prototype.then;
	}
	assert_equals(intercepted, 0, "then lookups");
	assert_equals(chunks.length, 2);
}, "pipeTo and tee do not expose chunks to Object.prototype.then");
