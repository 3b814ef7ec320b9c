// harness: streams enabled by the script
// Scripts that change built-ins before the streams implementation first runs
// (a host that called only textcodec.Enable runs it at the first
// TextDecoderStream), and that then try to see or steer what streams do
// inside. Each test makes its change, calls __enableStreams() and uses
// streams; nothing the change installed may run, and streams must work.
// None of these tests uses for-of, spread, destructuring or .then, which
// would themselves reach what the tests replace.

// newLog returns an array with a null prototype, which accessors on
// Array.prototype do not see; logPush appends to it.
function newLog() {
	const a = [];
	Object.setPrototypeOf(a, null);
	return a;
}

function logPush(a, v) {
	a[a.length] = v;
}

// exercise drives most of the implementation: a pull source, a transform
// with backpressure, a pipe to a counting sink, a reader, tee, values(),
// ReadableStream.from, cancel, abort with a listener on the controller's
// signal, and errors. It logs what it got in got (and returns nothing, so
// that its promise is not resolved with an object).
async function exercise(got) {
	let n = 0;
	const source = new ReadableStream({
		pull(c) {
			n++;
			if (n <= 3) c.enqueue("c" + n);
			else c.close();
		},
	}, { highWaterMark: 2 });
	const upper = new TransformStream({
		transform(chunk, c) { c.enqueue(chunk.toUpperCase()); },
	}, new CountQueuingStrategy({ highWaterMark: 1 }), new ByteLengthQueuingStrategy({ highWaterMark: 0 }));
	await source.pipeThrough(upper).pipeTo(new WritableStream({
		write(chunk) { logPush(got, chunk); },
	}));

	const branches = ReadableStream.from(["x", "y"]).tee();
	const r1 = branches[0].getReader();
	const a = await r1.read();
	const b = await r1.read();
	const c = await r1.read();
	logPush(got, a.value);
	logPush(got, b.value);
	logPush(got, c.done);
	await branches[1].cancel("stop");

	const it = ReadableStream.from(["i"]).values();
	const i1 = await it.next();
	const i2 = await it.next();
	logPush(got, i1.value);
	logPush(got, i2.done);
	await it.return();

	let aborted = "";
	const ws = new WritableStream({
		start(c) { c.signal.addEventListener("abort", () => { aborted = c.signal.reason; }); },
	});
	const writer = ws.getWriter();
	await writer.write("w");
	await writer.abort("why");
	logPush(got, aborted);

	const erroring = new ReadableStream({ start(c) { c.error({ message: "bad" }); } });
	try {
		await erroring.getReader().read();
		logPush(got, "no error");
	} catch (e) {
		logPush(got, e.message);
	}
	try {
		ReadableStreamDefaultReader.prototype.releaseLock.call({});
	} catch (e) {
		logPush(got, e.name);
	}
	await flushAsyncEvents();
}

const exercised = ["C1", "C2", "C3", "x", "y", true, "i", true, "why", "bad", "TypeError"];

// trap defines accessors for names on target that record the objects they
// are called on; untrap removes them.
function trap(target, names, seen) {
	for (let i = 0; i < names.length; i++) {
		const name = names[i];
		Object.defineProperty(target, name, {
			__proto__: null,
			configurable: true,
			get() { logPush(seen, name + " read"); return undefined; },
			set(v) { logPush(seen, name + " written"); },
		});
	}
}

function untrap(target, names) {
	for (let i = 0; i < names.length; i++) delete target[names[i]];
}

// The field names of the implementation's records, lists, descriptors and
// sentinels, but for those that the standard reads from a script's objects
// (close and once, as dictionary members) and "value" (goja's array
// iterator, which ReadableStream.from calls, assigns its results' value as a
// script would).
const recordNames = [
	"promise", "state", "res", "rej", "queue", "queueHead", "queueTotalSize", "items", "head",
	"stream", "reader", "writer", "controller", "storedError", "disturbed", "wrapper",
	"closedPromise", "readyPromise", "readRequests", "writeRequests", "started", "closeRequested",
	"pullAgain", "pulling", "strategySizeAlgorithm", "strategyHWM", "pullAlgorithm", "cancelAlgorithm",
	"abortSignal", "writeAlgorithm", "closeAlgorithm", "abortAlgorithm", "inFlightWriteRequest",
	"closeRequest", "inFlightCloseRequest", "pendingAbortRequest", "backpressure",
	"backpressureChangePromise", "readable", "writable", "transformAlgorithm", "flushAlgorithm",
	"finishPromise", "chunkSteps", "closeSteps", "errorSteps", "algorithms", "listeners", "aborted",
	"reason", "removed", "end", "iterator", "nextMethod", "ongoing", "finished",
	"preventCancel", "preventAbort", "preventClose", "signal", "anchor", "wasAlreadyErroring",
	"get", "set", "writable", "enumerable", "configurable",
];

promise_test(async () => {
	await null; // past the harness's own use of promises
	const seen = newLog();
	const got = newLog();
	trap(Object.prototype, recordNames, seen);
	try {
		__enableStreams();
		await exercise(got);
	} finally {
		untrap(Object.prototype, recordNames);
	}
	assert_array_equals(seen, [], "accessors on Object.prototype ran");
	assert_array_equals(got, exercised);
}, "accessors on Object.prototype see no record, descriptor or sentinel");

promise_test(async () => {
	// "then" on Object.prototype: resolving a promise with a read result
	// or an iterator result reads it (the standard does too); nothing else
	// may.
	await null;
	const others = newLog();
	const got = newLog();
	Object.defineProperty(Object.prototype, "then", {
		__proto__: null,
		configurable: true,
		get() {
			const keys = Object.keys(this).sort().join(",");
			if (keys !== "done,value") logPush(others, keys);
			return undefined;
		},
	});
	try {
		__enableStreams();
		await exercise(got);
	} finally {
		delete Object.prototype.then;
	}
	assert_array_equals(others, [], "then was read from internal objects");
	assert_array_equals(got, exercised);
}, "Object.prototype.then is read only from results the standard resolves with");

promise_test(async () => {
	await null;
	const seen = newLog();
	const got = newLog();
	const indices = ["0", "1", "2", "3", "4", "5"];
	trap(Array.prototype, indices, seen);
	try {
		__enableStreams();
		await exercise(got);
	} finally {
		untrap(Array.prototype, indices);
	}
	assert_array_equals(seen, [], "accessors on Array.prototype ran");
	assert_array_equals(got, exercised);
}, "accessors on Array.prototype's indices see no internal array");

promise_test(async () => {
	await null;
	const got = newLog();
	const arrayIteratorPrototype = Object.getPrototypeOf([][Symbol.iterator]());
	const next = arrayIteratorPrototype.next;
	let calls = 0;
	arrayIteratorPrototype.next = function () {
		calls++;
		return Reflect.apply(next, this, arguments);
	};
	try {
		__enableStreams();
		await exercise(got);
	} finally {
		arrayIteratorPrototype.next = next;
	}
	// ReadableStream.from iterates its arrays, as the standard says: three
	// calls for ["x", "y"], two for ["i"].
	assert_equals(calls, 5, "%ArrayIteratorPrototype%.next calls");
	assert_array_equals(got, exercised);
}, "a replaced %ArrayIteratorPrototype%.next is called only where the standard iterates");

promise_test(async () => {
	await null;
	const got = newLog();
	const then = Promise.prototype.then;
	const apply = Reflect.apply;
	const resolve = Promise.resolve;
	const calls = newLog();
	// Resolving a promise with a promise calls its then from a job, as the
	// standard's "resolve" does: those calls have no script on the stack.
	// Any other call comes from the implementation.
	Promise.prototype.then = function (f, r) {
		const stack = new Error().stack;
		if (stack.indexOf("streams.js") >= 0) logPush(calls, "then");
		return apply(then, this, [f, r]);
	};
	Reflect.apply = function (f, t, args) {
		logPush(calls, "Reflect.apply");
		return apply(f, t, args);
	};
	Promise.resolve = function (v) {
		logPush(calls, "Promise.resolve");
		return apply(resolve, this, [v]);
	};
	try {
		__enableStreams();
		await exercise(got);
	} finally {
		Promise.prototype.then = then;
		Reflect.apply = apply;
		Promise.resolve = resolve;
	}
	assert_array_equals(calls, [], "calls of the replaced methods");
	assert_array_equals(got, exercised);
}, "replaced Promise.prototype.then, Promise.resolve and Reflect.apply are not called");

promise_test(async () => {
	await null;
	const got = newLog();
	const saved = {
		Promise, TypeError, RangeError, Error, Symbol,
		defineProperty: Object.defineProperty,
		getOwnPropertyDescriptor: Object.getOwnPropertyDescriptor,
		getOwnPropertyNames: Object.getOwnPropertyNames,
		isNaN: Number.isNaN,
		floor: Math.floor,
	};
	const calls = newLog();
	const spy = (name) => function () { logPush(calls, name); throw new saved.Error("replaced " + name); };
	globalThis.Promise = spy("Promise");
	globalThis.TypeError = spy("TypeError");
	globalThis.RangeError = spy("RangeError");
	globalThis.Error = spy("Error");
	globalThis.Symbol = { iterator: saved.Symbol("not @@iterator"), toStringTag: saved.Symbol("not @@toStringTag") };
	Object.defineProperty = spy("Object.defineProperty");
	Object.getOwnPropertyDescriptor = spy("Object.getOwnPropertyDescriptor");
	Object.getOwnPropertyNames = spy("Object.getOwnPropertyNames");
	Number.isNaN = spy("Number.isNaN");
	Math.floor = spy("Math.floor");
	let tag, locked, range;
	try {
		__enableStreams();
		await exercise(got);
		tag = Object.prototype.toString.call(new ReadableStream());
		try {
			const rs = new ReadableStream();
			rs.getReader();
			rs.getReader();
		} catch (e) {
			locked = e;
		}
		try {
			new ReadableStream({}, { highWaterMark: NaN });
		} catch (e) {
			range = e;
		}
		new ReadableStream({ autoAllocateChunkSize: 1.5 }, {});
	} finally {
		globalThis.Promise = saved.Promise;
		globalThis.TypeError = saved.TypeError;
		globalThis.RangeError = saved.RangeError;
		globalThis.Error = saved.Error;
		globalThis.Symbol = saved.Symbol;
		Object.defineProperty = saved.defineProperty;
		Object.getOwnPropertyDescriptor = saved.getOwnPropertyDescriptor;
		Object.getOwnPropertyNames = saved.getOwnPropertyNames;
		Number.isNaN = saved.isNaN;
		Math.floor = saved.floor;
	}
	assert_array_equals(calls, [], "replaced globals called");
	assert_array_equals(got, exercised);
	assert_equals(tag, "[object ReadableStream]");
	assert_true(locked instanceof TypeError, "the built-in TypeError");
	assert_true(range instanceof RangeError, "the built-in RangeError");
}, "replaced globals (Promise, the error constructors, Symbol, Object's, Number.isNaN, Math.floor) are not used");
