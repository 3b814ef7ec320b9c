// harness: streams enabled by the script
// Web IDL reacts to promises without reading a constructor (PerformPromiseThen
// with a %Promise% capability); goja's then reads
// p.constructor[Symbol.species]. The promises the streams make for
// themselves (an algorithm's result, a transform's backpressure promise) must
// not reach what a script put on Promise.prototype.constructor or
// Promise[Symbol.species]: the count of such reads while a pipe runs must
// not grow with the number of chunks.

// pipeCounting pipes n chunks from a pull source through a TransformStream
// with a transformer into a counting sink, and returns the number of reads
// of Promise.prototype.constructor and Promise[Symbol.species] the pipe made,
// and what the sink got.
async function pipeCounting(n) {
	await null; // past the harness's own use of promises
	__enableStreams();
	const got = [];
	let i = 0;
	const source = new ReadableStream({
		pull(c) {
			if (i === n) c.close();
			else c.enqueue("c" + i++);
		},
	});
	const upper = new TransformStream({
		transform(chunk, c) { c.enqueue(chunk.toUpperCase()); },
	});
	const sink = new WritableStream({
		write(chunk) { got[got.length] = chunk; },
	});
	const species = Object.getOwnPropertyDescriptor(Promise, Symbol.species);
	const ctor = Object.getOwnPropertyDescriptor(Promise.prototype, "constructor");
	let reads = 0;
	Object.defineProperty(Promise, Symbol.species, {
		configurable: true,
		get() { reads++; return Promise; },
	});
	Object.defineProperty(Promise.prototype, "constructor", {
		configurable: true,
		get() { reads++; return Promise; },
	});
	try {
		await source.pipeThrough(upper).pipeTo(sink);
	} finally {
		Object.defineProperty(Promise, Symbol.species, species);
		Object.defineProperty(Promise.prototype, "constructor", ctor);
	}
	return { reads, got };
}

promise_test(async () => {
	const few = await pipeCounting(2);
	const many = await pipeCounting(12);
	assert_equals(few.got.join(), "C0,C1");
	assert_equals(many.got.length, 12);
	assert_equals(many.got[11], "C11");
	assert_equals(many.reads, few.reads, "reads of a replaced constructor or @@species per chunk");
}, "a replaced Promise.prototype.constructor or Promise[Symbol.species] is not read for each chunk of a pipe");

promise_test(async () => {
	__enableStreams();
	const given = [];
	const ts = new TransformStream({ transform(chunk, c) { c.enqueue(chunk); } });
	const writer = ts.writable.getWriter();
	given.push(writer.ready, writer.write("a"), writer.ready);
	const reader = ts.readable.getReader();
	given.push(reader.read());
	await null;
	given.push(writer.ready, writer.close(), writer.closed);
	const ts2 = new TransformStream({ cancel() { return Promise.resolve(); } });
	given.push(ts2.readable.cancel("r"), ts2.writable.abort("r"), ts2.writable.getWriter().ready);
	const rs = new ReadableStream({ pull(c) { c.enqueue(1); c.close(); } });
	given.push(rs.pipeTo(new WritableStream({ write() { return Promise.resolve(); } })));
	for (let i = 0; i < given.length; i++) {
		assert_equals(Object.getPrototypeOf(given[i]), Promise.prototype, "promise " + i);
		given[i].catch(() => {});
	}
	await Promise.allSettled(given);
}, "the promises given to scripts are %Promise%s, never the streams' internal ones");
