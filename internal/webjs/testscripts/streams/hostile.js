// harness: streams enabled by the script
// Scripts that change built-ins before the streams implementation first runs
// (a host that called only encoding.Enable runs it at the first
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
	await exerciseBytes(got);
	await flushAsyncEvents();
}

// bytesOf makes a Uint8Array of its arguments (without iterating an array).
function bytesOf() {
	const u = new Uint8Array(arguments.length);
	for (let i = 0; i < arguments.length; i++) u[i] = arguments[i];
	return u;
}

// exerciseBytes drives the byte streams: BYOB reads (with min, into a
// Uint16Array and a DataView), respond and respondWithNewView, a default
// reader with autoAllocateChunkSize, releaseLock with a read pending, tee,
// pipeTo and enqueue; it logs what it got in got.
async function exerciseBytes(got) {
	let pulls = 0;
	let byob;
	const rs = new ReadableStream({
		type: "bytes",
		autoAllocateChunkSize: 4,
		pull(c) {
			pulls++;
			const request = c.byobRequest;
			const view = request.view;
			if (pulls === 3) {
				// A new view over the same buffer.
				const v = new Uint8Array(view.buffer, view.byteOffset, 2);
				v[0] = 30;
				v[1] = 31;
				request.respondWithNewView(v);
				return;
			}
			view[0] = pulls * 10;
			if (pulls < 5) request.respond(1);
			else if (pulls === 5) {
				c.enqueue(bytesOf(51, 52, 53));
			} else {
				c.close();
				c.byobRequest.respond(0);
			}
		},
	});
	byob = rs.getReader({ mode: "byob" });
	const r1 = await byob.read(new Uint8Array(2)); // pull 1: [10]
	logPush(got, r1.value.length + ":" + r1.value[0]);
	const r2 = await byob.read(new Uint8Array(4), { min: 3 }); // pulls 2, 3: [20, 30, 31]
	logPush(got, r2.value.length + ":" + r2.value[0] + "," + r2.value[1] + "," + r2.value[2]);
	byob.releaseLock();
	const reader = rs.getReader();
	const r3 = await reader.read(); // pull 4, autoAllocateChunkSize: [40]
	logPush(got, r3.value.length + ":" + r3.value[0] + ":" + r3.value.buffer.byteLength);
	reader.releaseLock();
	byob = rs.getReader({ mode: "byob" });
	const r4 = await byob.read(new DataView(new ArrayBuffer(2))); // pull 5: 51, 52 of the enqueued chunk
	logPush(got, r4.value.byteLength + ":" + r4.value.getUint16(0));
	const r5 = await byob.read(new Uint8Array(8)); // the rest of the chunk
	logPush(got, r5.value.length + ":" + r5.value[0]);
	const r6 = await byob.read(new Uint8Array(8)); // pull 6: closed
	logPush(got, r6.done + ":" + r6.value.length);
	byob.releaseLock();

	let n = 0;
	const source = new ReadableStream({
		type: "bytes",
		pull(c) {
			n++;
			if (n <= 2) c.enqueue(bytesOf(n, n));
			else c.close();
		},
	});
	const branches = source.tee();
	const chunks = newLog();
	await branches[0].pipeTo(new WritableStream({ write(chunk) { logPush(chunks, chunk.length); } }));
	const b = branches[1].getReader({ mode: "byob" });
	const got2 = await b.read(new Uint16Array(2));
	logPush(got, chunks.length + ":" + got2.value.length + ":" + got2.value[0]);
	await b.cancel("done");
}

const exercised = ["C1", "C2", "C3", "x", "y", true, "i", true, "why", "bad", "TypeError",
	"1:10", "3:20,30,31", "1:40:4", "2:13108", "1:53", "true:0", "2:2:257"];

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
	"byteController", "byob", "readIntoRequests", "byobRequest",
	"pendingPullIntos", "buffer", "bufferByteLength", "byteOffset", "byteLength", "bytesFilled",
	"minimumFill", "elementSize", "viewConstructor", "readerType", "view", "name", "length", "ctor",
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

promise_test(async () => {
	await null;
	const got = newLog();
	const calls = newLog();
	// fromStreams tells whether the function that called the spy (the
	// third frame: fromStreams, the spy, its caller) is the implementation's.
	const fromStreams = () => {
		const frames = new Error().stack.split("\n\tat ");
		return frames.length > 3 && frames[3].indexOf("streams.js") >= 0;
	};
	// Every accessor of the views and ArrayBuffers, and the constructors,
	// forward to the originals and log the calls the implementation makes.
	const TypedArray = Object.getPrototypeOf(Uint8Array);
	const restore = newLog();
	const spyGetter = (proto, key) => {
		const d = Object.getOwnPropertyDescriptor(proto, key);
		logPush(restore, () => Object.defineProperty(proto, key, d));
		Object.defineProperty(proto, key, {
			configurable: true,
			get() {
				if (fromStreams()) logPush(calls, String(key));
				return Reflect.apply(d.get, this, []);
			},
		});
	};
	const keys = ["buffer", "byteOffset", "byteLength", "length", Symbol.toStringTag];
	for (let i = 0; i < keys.length; i++) spyGetter(TypedArray.prototype, keys[i]);
	for (let i = 0; i < 3; i++) spyGetter(DataView.prototype, keys[i]);
	spyGetter(ArrayBuffer.prototype, "byteLength");
	const slice = ArrayBuffer.prototype.slice;
	ArrayBuffer.prototype.slice = function () {
		if (fromStreams()) logPush(calls, "slice");
		return Reflect.apply(slice, this, arguments);
	};
	const ctors = ["ArrayBuffer", "DataView", "Uint8Array", "Uint16Array"];
	const saved = {};
	for (let i = 0; i < ctors.length; i++) {
		const name = ctors[i];
		const ctor = globalThis[name];
		saved[name] = ctor;
		globalThis[name] = new Proxy(ctor, {
			construct(target, args, newTarget) {
				if (fromStreams()) logPush(calls, name);
				return Reflect.construct(target, args, newTarget === globalThis[name] ? target : newTarget);
			},
		});
	}
	ArrayBuffer.isView = () => { logPush(calls, "isView"); return true; };
	// [[TypedArrayName]] is not the constructor's name.
	Object.defineProperty(saved.Uint16Array, "name", { configurable: true, value: "Uint8Array" });
	try {
		__enableStreams();
		await exerciseBytes(got);
	} finally {
		for (let i = 0; i < ctors.length; i++) globalThis[ctors[i]] = saved[ctors[i]];
		for (let i = 0; i < restore.length; i++) restore[i]();
		ArrayBuffer.prototype.slice = slice;
		Object.defineProperty(Uint16Array, "name", { configurable: true, value: "Uint16Array" });
	}
	assert_array_equals(calls, [], "replaced accessors, methods and constructors called");
	assert_array_equals(got, exercised.slice(exercised.length - 7));
}, "byte streams read views from goja's objects and make them with their kinds' own constructors, never through accessors or constructors a script replaced");

promise_test(async () => {
	await null;
	// A view's kind is what it was made as: a Uint8Array whose constructor a
	// script renamed "Uint8ClampedArray" (the name %TypedArray%'s
	// @@toStringTag getter reports) is read into as a Uint8Array.
	const U8 = Uint8Array;
	Object.defineProperty(U8, "name", { configurable: true, value: "Uint8ClampedArray" });
	try {
		__enableStreams();
		const rs = new ReadableStream({
			type: "bytes",
			pull(c) {
				c.byobRequest.view[0] = 7;
				c.byobRequest.respond(1);
			},
		});
		const r = await rs.getReader({ mode: "byob" }).read(new U8(2));
		assert_equals(Object.getPrototypeOf(r.value), U8.prototype, "the view's prototype");
		assert_equals(r.value[0], 7);
	} finally {
		Object.defineProperty(U8, "name", { configurable: true, value: "Uint8Array" });
	}
}, "byte streams make a view of the kind it was made as, not of its constructor's name");
