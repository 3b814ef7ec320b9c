// tee, ReadableStream.from and async iteration (values()).

promise_test(async () => {
	const rs = new ReadableStream({ start(c) { c.enqueue("a"); c.enqueue("b"); c.close(); } });
	const branches = rs.tee();
	assert_true(Array.isArray(branches) && branches.length === 2);
	assert_true(rs.locked);
	const [b1, b2] = branches;
	assert_array_equals(await readAll(b1), ["a", "b"]);
	assert_array_equals(await readAll(b2), ["a", "b"]);
}, "both branches get every chunk");

promise_test(async () => {
	const rs = recordingReadableStream();
	const [b1, b2] = rs.tee();
	let c1settled = false;
	const c1 = b1.cancel("r1").then(() => { c1settled = true; });
	await flushAsyncEvents();
	assert_array_equals(rs.eventsWithoutPulls, [], "one branch cancelled: the source is not");
	assert_false(c1settled, "the first cancel waits for the other branch");
	await b2.cancel("r2");
	await c1;
	assert_equals(rs.eventsWithoutPulls[0], "cancel");
	assert_array_equals(rs.eventsWithoutPulls[1], ["r1", "r2"], "the composite reason");
}, "cancelling both branches cancels the source with both reasons");

promise_test(async () => {
	const error = new Error("e");
	let controller;
	const rs = new ReadableStream({ start(c) { controller = c; } });
	const [b1, b2] = rs.tee();
	controller.error(error);
	await promise_rejects_exactly(error, b1.getReader().closed);
	await promise_rejects_exactly(error, b2.getReader().closed);
}, "an error reaches both branches");

promise_test(async () => {
	let controller;
	const rs = new ReadableStream({ start(c) { controller = c; } });
	const [b1, b2] = rs.tee();
	const r1 = b1.getReader();
	const r2 = b2.getReader();
	const p1 = r1.read();
	controller.enqueue("x");
	await flushAsyncEvents();
	assert_equals((await p1).value, "x");
	// The chunk waits in branch 2's queue.
	assert_equals((await r2.read()).value, "x");
}, "a branch read pulls for both");

promise_test(async () => {
	const chunks = await readAll(ReadableStream.from([1, 2, 3]));
	assert_array_equals(chunks, [1, 2, 3]);
	assert_array_equals(await readAll(ReadableStream.from("ab")), ["a", "b"], "a string is iterable");
	assert_array_equals(await readAll(ReadableStream.from(new Set([4, 5]))), [4, 5]);
	function* gen() { yield "g1"; yield "g2"; }
	assert_array_equals(await readAll(ReadableStream.from(gen())), ["g1", "g2"]);
	assert_array_equals(await readAll(ReadableStream.from([Promise.resolve("p")])), ["p"], "promises are awaited");
	const inner = ReadableStream.from(["s"]);
	const outer = ReadableStream.from(inner);
	assert_true(inner.locked, "locked by its async iterator");
	assert_array_equals(await readAll(outer), ["s"], "a ReadableStream");
	assert_false(inner.locked, "released at its end");
}, "ReadableStream.from over iterables");

promise_test(async () => {
	assert_throws_js(TypeError, () => ReadableStream.from(1));
	assert_throws_js(TypeError, () => ReadableStream.from({}));
	assert_throws_js(TypeError, () => ReadableStream.from(null));
	const error = new Error("iter");
	assert_throws_exactly(error, () => ReadableStream.from({ [Symbol.iterator]() { throw error; } }));
	const rs = ReadableStream.from({ [Symbol.iterator]() { return { next() { throw error; } }; } });
	await promise_rejects_exactly(error, rs.getReader().read());
	const rs2 = ReadableStream.from({ [Symbol.iterator]() { return { next() { return 1; } }; } });
	await promise_rejects_js(TypeError, rs2.getReader().read(), "a non-object result");
	const rs3 = ReadableStream.from([Promise.reject(error)]);
	await promise_rejects_exactly(error, rs3.getReader().read(), "a rejected value");
}, "ReadableStream.from errors");

promise_test(async () => {
	const log = [];
	function* gen() {
		try {
			yield 1;
			yield 2;
		} finally {
			log.push("finally");
		}
	}
	const rs = ReadableStream.from(gen());
	const reader = rs.getReader();
	assert_equals((await reader.read()).value, 1);
	await reader.cancel("stop");
	assert_array_equals(log, ["finally"], "cancel calls the iterator's return");
	let pulled = 0;
	const lazy = ReadableStream.from({ [Symbol.iterator]() { return { next() { pulled++; return { done: false, value: pulled }; } }; } });
	await flushAsyncEvents();
	assert_equals(pulled, 0, "from() has a high water mark of 0: nothing is read before a read");
	await lazy.getReader().read();
	assert_equals(pulled, 1);
}, "ReadableStream.from: cancel calls return, and reading is lazy");

promise_test(async () => {
	const rs = new ReadableStream({ start(c) { c.enqueue("a"); c.enqueue("b"); c.close(); } });
	const it = rs.values();
	assert_true(rs.locked);
	assert_equals(Object.prototype.toString.call(it), "[object ReadableStream AsyncIterator]");
	assert_false(Object.getOwnPropertyNames(Object.getPrototypeOf(it)).includes("constructor"));
	const r1 = await it.next();
	assert_array_equals([r1.value, r1.done], ["a", false]);
	assert_equals((await it.next()).value, "b");
	const r3 = await it.next();
	assert_array_equals([r3.value, r3.done], [undefined, true]);
	assert_false(rs.locked, "released at the end");
	const r4 = await it.next();
	assert_true(r4.done);
}, "values() iterates and releases the stream at the end");

promise_test(async () => {
	const rs = recordingReadableStream();
	const it = rs.values();
	const r = await it.return("bye");
	assert_array_equals([r.value, r.done], ["bye", true]);
	assert_array_equals(rs.eventsWithoutPulls, ["cancel", "bye"]);
	assert_false(rs.locked);
	const rs2 = recordingReadableStream();
	const it2 = rs2.values({ preventCancel: true });
	await it2.return("bye");
	assert_array_equals(rs2.eventsWithoutPulls, [], "preventCancel");
	assert_false(rs2.locked);
}, "values().return cancels unless preventCancel");

promise_test(async () => {
	let controller;
	const rs = new ReadableStream({ start(c) { controller = c; } });
	const it = rs.values();
	const n1 = it.next();
	const n2 = it.next();
	controller.enqueue(1);
	controller.enqueue(2);
	controller.close();
	assert_equals((await n1).value, 1);
	assert_equals((await n2).value, 2, "next() calls queue behind each other");
	assert_true((await it.next()).done);
	const error = new Error("e");
	const rs2 = new ReadableStream({ start(c) { c.error(error); } });
	await promise_rejects_exactly(error, rs2.values().next());
	assert_throws_js(TypeError, () => { const s = new ReadableStream(); s.getReader(); s.values(); }, "a locked stream");
}, "values(): queued next() calls and errors");

promise_test(async () => {
	// Async iteration by hand, as for await would do it.
	const rs = ReadableStream.from([1, 2, 3]);
	const it = rs.values();
	let sum = 0;
	for (let r = await it.next(); !r.done; r = await it.next()) sum += r.value;
	assert_equals(sum, 6);
	assert_equals(typeof Symbol.asyncIterator === "symbol", ReadableStream.prototype[Symbol.asyncIterator] === ReadableStream.prototype.values);
}, "values() drives a manual async loop");
