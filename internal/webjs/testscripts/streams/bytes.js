// Readable byte streams: ReadableByteStreamController, ReadableStreamBYOBReader
// and ReadableStreamBYOBRequest, as the standard defines them.

function bytes(view) {
	return Array.from(new Uint8Array(view.buffer, view.byteOffset, view.byteLength));
}

// byteSource returns a byte stream and its controller (from start).
function byteSource(extras = {}, strategy) {
	let controller;
	const rs = new ReadableStream({
		type: "bytes",
		autoAllocateChunkSize: extras.autoAllocateChunkSize,
		start(c) { controller = c; },
		pull: extras.pull,
		cancel: extras.cancel,
	}, strategy);
	return [rs, controller];
}

test(() => {
	assert_equals(ReadableStreamBYOBReader.length, 1);
	assert_equals(ReadableStreamBYOBReader.prototype.read.length, 1);
	assert_equals(ReadableStreamBYOBRequest.prototype.respond.length, 1);
	assert_equals(ReadableStreamBYOBRequest.prototype.respondWithNewView.length, 1);
	assert_equals(ReadableByteStreamController.prototype.enqueue.length, 1);
	assert_equals(ReadableByteStreamController.prototype.error.length, 0);
	assert_throws_js(TypeError, () => new ReadableByteStreamController());
	assert_throws_js(TypeError, () => new ReadableStreamBYOBRequest());
	assert_throws_js(TypeError, () => new ReadableStreamBYOBReader(new ReadableStream()), "not a byte stream");
	const [rs, c] = byteSource();
	assert_equals(Object.prototype.toString.call(c), "[object ReadableByteStreamController]");
	assert_equals(c.desiredSize, 0, "a byte stream's default highWaterMark is 0");
	assert_equals(c.byobRequest, null);
	const reader = new ReadableStreamBYOBReader(rs);
	assert_true(rs.locked);
	assert_throws_js(TypeError, () => rs.getReader({ mode: "byob" }), "locked");
	reader.releaseLock();
	assert_false(rs.locked);
}, "interfaces, constructors and defaults");

promise_test(async () => {
	const [rs, c] = byteSource();
	const chunk = new Uint8Array([1, 2, 3, 4]);
	const sub = new Uint8Array(chunk.buffer, 1, 2);
	c.enqueue(sub);
	assert_equals(chunk.buffer.byteLength, 0, "the chunk's buffer is transferred (detached)");
	assert_equals(c.desiredSize, -2);
	const { value, done } = await rs.getReader().read();
	assert_false(done);
	assert_true(value instanceof Uint8Array);
	assert_equals(value.byteOffset, 1, "the view keeps its place in the buffer");
	assert_array_equals(bytes(value), [2, 3]);
}, "enqueue transfers the chunk's buffer; a default reader gets a Uint8Array of it");

promise_test(async () => {
	let request;
	const [rs] = byteSource({
		pull(c) {
			request = c.byobRequest;
			const v = request.view;
			assert_true(v instanceof Uint8Array);
			assert_equals(v.byteOffset, 2);
			assert_equals(v.byteLength, 4);
			v[0] = 7;
			v[1] = 8;
			request.respond(2);
		},
	});
	const buffer = new ArrayBuffer(8);
	const p = rs.getReader({ mode: "byob" }).read(new Uint16Array(buffer, 2, 2));
	assert_equals(buffer.byteLength, 0, "read(view) transfers the view's buffer");
	const { value, done } = await p;
	assert_false(done);
	assert_true(value instanceof Uint16Array);
	assert_equals(value.length, 1);
	assert_equals(value.byteOffset, 2);
	assert_equals(value.buffer.byteLength, 8);
	assert_array_equals(bytes(value), [7, 8]);
	assert_equals(request.view, null, "the request is invalidated");
	assert_throws_js(TypeError, () => request.respond(1));
}, "a BYOB read into a Uint16Array, filled by byobRequest.respond");

promise_test(async () => {
	const [rs, c] = byteSource();
	const reader = rs.getReader({ mode: "byob" });
	const p = reader.read(new Uint16Array(2));
	c.enqueue(new Uint8Array([1, 2, 3]));
	const r1 = await p;
	assert_equals(r1.value.length, 1, "only whole elements");
	assert_array_equals(bytes(r1.value), [1, 2]);
	const p2 = reader.read(new Uint16Array(2));
	c.enqueue(new Uint8Array([4]));
	const r2 = await p2;
	assert_array_equals(bytes(r2.value), [3, 4], "the odd byte stays queued");
}, "an element split across chunks");

promise_test(async () => {
	const [rs, c] = byteSource();
	const reader = rs.getReader({ mode: "byob" });
	const p = reader.read(new Uint8Array(5), { min: 3 });
	c.enqueue(new Uint8Array([1]));
	c.enqueue(new Uint8Array([2]));
	let settled = false;
	p.then(() => { settled = true; });
	await flushAsyncEvents();
	assert_false(settled, "two bytes are fewer than min");
	c.enqueue(new Uint8Array([3, 4]));
	const { value } = await p;
	assert_array_equals(bytes(value), [1, 2, 3, 4]);
}, "read(view, {min}) waits for min elements");

promise_test(async () => {
	const [rs, c] = byteSource();
	const reader = rs.getReader({ mode: "byob" });
	const p = reader.read(new Uint8Array(4), { min: 4 });
	c.enqueue(new Uint8Array([1, 2]));
	c.close();
	c.byobRequest.respond(0);
	const { value, done } = await p;
	assert_true(done);
	assert_array_equals(bytes(value), [1, 2], "what was filled, with done");
	const r2 = await reader.read(new Uint8Array(3));
	assert_true(r2.done);
	assert_equals(r2.value.byteLength, 0);
	assert_equals(r2.value.buffer.byteLength, 3);
}, "close with a read pending: respond(0) ends it with what was filled");

promise_test(async () => {
	const [rs, c] = byteSource();
	const reader = rs.getReader({ mode: "byob" });
	const p = reader.read(new Uint16Array(1));
	c.enqueue(new Uint8Array([1]));
	const e = assert_throws_js(TypeError, () => c.close());
	await promise_rejects_exactly(e, p);
	await promise_rejects_exactly(e, reader.closed);
}, "close with a partly filled element errors the stream");

promise_test(async () => {
	const log = [];
	const [rs] = byteSource({ cancel(reason) { log.push(reason); } });
	const reader = rs.getReader({ mode: "byob" });
	const p = reader.read(new Uint8Array(1));
	await reader.cancel("why");
	const { value, done } = await p;
	assert_true(done);
	assert_equals(value, undefined);
	assert_array_equals(log, ["why"]);
}, "cancel ends a pending BYOB read with done and no view");

promise_test(async () => {
	let pulls = 0;
	let request;
	const [rs] = byteSource({ pull(c) { pulls++; request = c.byobRequest; } });
	const byob = rs.getReader({ mode: "byob" });
	const p = byob.read(new Uint8Array(4));
	await flushAsyncEvents();
	byob.releaseLock();
	await promise_rejects_js(TypeError, p);
	// The source fills the request after the release: the bytes go to the
	// queue, for the next reader.
	request.view[0] = 9;
	request.view[1] = 8;
	request.respond(2);
	const { value } = await rs.getReader().read();
	assert_array_equals(bytes(value), [9, 8]);
	assert_equals(value.buffer.byteLength, 2, "a copy of the filled part");
}, "releaseLock with a BYOB read pending: the request's bytes go to the next reader");

promise_test(async () => {
	const sizes = [];
	const [rs] = byteSource({
		autoAllocateChunkSize: 16,
		pull(c) {
			const v = c.byobRequest.view;
			sizes.push(v.byteLength);
			v[0] = 42;
			c.byobRequest.respond(1);
		},
	});
	const { value } = await rs.getReader().read();
	assert_array_equals(sizes, [16]);
	assert_array_equals(bytes(value), [42]);
	assert_equals(value.buffer.byteLength, 16);
}, "autoAllocateChunkSize gives a default reader's read a byobRequest");

promise_test(async () => {
	let request;
	const [rs] = byteSource({ pull(c) { request = c.byobRequest; } });
	const p = rs.getReader({ mode: "byob" }).read(new Uint8Array(new ArrayBuffer(6), 2, 3));
	await flushAsyncEvents();
	const v = request.view;
	assert_throws_js(RangeError, () => request.respondWithNewView(new Uint8Array(new ArrayBuffer(6), 3, 1)), "wrong offset");
	assert_throws_js(RangeError, () => request.respondWithNewView(new Uint8Array(new ArrayBuffer(7), 2, 1)), "wrong buffer size");
	assert_throws_js(RangeError, () => request.respond(4), "more than the view");
	assert_throws_js(TypeError, () => request.respond(0), "0 while readable");
	const mine = new Uint8Array(v.buffer, 2, 2);
	mine[0] = 5;
	mine[1] = 6;
	request.respondWithNewView(mine);
	assert_equals(mine.buffer.byteLength, 0, "the new view's buffer is transferred");
	const { value } = await p;
	assert_array_equals(bytes(value), [5, 6]);
}, "respondWithNewView and respond's range checks");

promise_test(async () => {
	const [rs, c] = byteSource();
	const reader = rs.getReader({ mode: "byob" });
	await promise_rejects_js(TypeError, reader.read(new Uint8Array(0)), "empty view");
	await promise_rejects_js(TypeError, reader.read({}), "not a view");
	await promise_rejects_js(TypeError, reader.read(new Uint8Array(1), { min: 0 }), "min 0");
	await promise_rejects_js(RangeError, reader.read(new Uint16Array(2), { min: 3 }), "min over length");
	await promise_rejects_js(RangeError, reader.read(new DataView(new ArrayBuffer(2)), { min: 3 }), "min over byteLength");
	await promise_rejects_js(TypeError, reader.read(new Uint8Array(1), { min: -1 }), "EnforceRange");
	const detached = new Uint8Array(2);
	c.enqueue(detached);
	await promise_rejects_js(TypeError, reader.read(detached), "detached view");
	assert_throws_js(TypeError, () => c.enqueue(new Uint8Array(0)), "empty chunk");
	assert_throws_js(TypeError, () => c.enqueue(detached), "detached chunk");
	assert_throws_js(TypeError, () => c.enqueue("x"), "not a view");
	c.close();
	assert_throws_js(TypeError, () => c.enqueue(new Uint8Array(1)), "closing");
	assert_throws_js(TypeError, () => c.close(), "closing twice");
}, "argument checks of read, enqueue and close");

promise_test(async () => {
	const [rs, c] = byteSource();
	c.enqueue(new Uint8Array([1, 2]));
	c.close();
	const [b1, b2] = rs.tee();
	const r1 = b1.getReader();
	const x = await r1.read();
	x.value[0] = 99;
	const r2 = b2.getReader({ mode: "byob" });
	const y = await r2.read(new Uint8Array(4));
	assert_array_equals(bytes(y.value), [1, 2], "each branch has its own copy");
	assert_true((await r1.read()).done);
	assert_true((await r2.read(new Uint8Array(1))).done);
}, "tee of a byte stream: byte branches with their own copies");

promise_test(async () => {
	let n = 0;
	const [rs] = byteSource({
		pull(c) {
			n++;
			if (n <= 3) c.enqueue(new Uint8Array([n]));
			else c.close();
		},
	});
	const [b1, b2] = rs.tee();
	const got = [];
	const it = b2.values();
	await b1.pipeTo(new WritableStream({ write(chunk) { got.push(chunk[0]); } }));
	for (;;) {
		const { value, done } = await it.next();
		if (done) break;
		got.push(value[0] * 10);
	}
	assert_array_equals(got, [1, 2, 3, 10, 20, 30]);
}, "pipeTo and values() read byte streams");

promise_test(async () => {
	const [rs, c] = byteSource();
	const reader = rs.getReader({ mode: "byob" });
	const p1 = reader.read(new Uint8Array(2));
	const p2 = reader.read(new Uint8Array(2));
	c.enqueue(new Uint8Array([1, 2, 3]));
	const r1 = await p1;
	const r2 = await p2;
	assert_array_equals(bytes(r1.value), [1, 2]);
	assert_array_equals(bytes(r2.value), [3]);
	const e = new Error("boom");
	const p3 = reader.read(new Uint8Array(1));
	c.error(e);
	await promise_rejects_exactly(e, p3);
	assert_equals(c.desiredSize, null);
}, "queued BYOB reads are filled in order; error rejects them");

promise_test(async () => {
	const chunks = await readAll(ReadableStream.from(["a", "b"]));
	assert_array_equals(chunks, ["a", "b"]);
}, "ReadableStream.from still makes default streams");
