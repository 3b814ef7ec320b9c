// harness: dom enabled by the script
// Scripts that change built-ins before the implementation first runs (a
// host that called only encoding.Enable, then streams at the first
// WritableStream, runs it late), and that then try to see or steer what it
// does inside. Each test makes its change, calls __enableDOM() and uses the
// interfaces; nothing the change installed may run, and they must work.
// None of these tests uses for-of, spread or destructuring, which would
// themselves reach what the tests replace.

const TypeErrorPrototype = TypeError.prototype;

function newLog() {
	const a = [];
	Object.setPrototypeOf(a, null);
	return a;
}

function logPush(a, v) {
	a[a.length] = v;
}

// exercise drives most of the implementation and logs what it saw in got.
function exercise(got) {
	const c = new AbortController();
	const t = new EventTarget();
	const options = { __proto__: null, once: true, signal: c.signal, capture: false, passive: false };
	t.addEventListener("x", (e) => logPush(got, e.type + e.eventPhase + e.composedPath().length), options);
	t.addEventListener("x", { __proto__: null, handleEvent(e) { e.preventDefault(); logPush(got, "h" + e.defaultPrevented); } }, true);
	logPush(got, t.dispatchEvent(new Event("x", { __proto__: null, cancelable: true })));
	c.signal.onabort = (e) => logPush(got, "onabort:" + e.isTrusted);
	const any = AbortSignal.any([c.signal]);
	any.addEventListener("abort", () => logPush(got, "any:" + any.reason.name));
	c.signal.addEventListener("abort", () => { throw new Error("reported"); });
	c.abort();
	logPush(got, c.signal.reason.name + ":" + c.signal.reason.code);
	logPush(got, __reported().length);
	const s = AbortSignal.timeout(5);
	__fireTimers(5);
	logPush(got, s.reason.name);
	logPush(got, AbortSignal.abort("r").reason);
	try {
		const wrong = { __proto__: null, f: AbortSignal.prototype.throwIfAborted };
		wrong.f();
	} catch (e) {
		logPush(got, Object.getPrototypeOf(e) === TypeErrorPrototype);
	}
	try {
		t.dispatchEvent(null);
	} catch (e) {
		logPush(got, Object.getPrototypeOf(e) === TypeErrorPrototype);
	}
}

const exercised = ["h" + true, "x2" + 1, false, "onabort:true", "any:AbortError", "AbortError:20", 1, "TimeoutError", "r", true, true];

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

// The field names of the implementation's records and descriptors, but for
// the dictionary members the standard reads from a script's objects
// (capture, once, passive, signal, bubbles, cancelable, composed),
// handleEvent, and "value" (goja's array iterator, which AbortSignal.any
// calls, assigns its results' value as a script would).
const recordNames = [
	"anchor", "wrapper", "reason", "algorithms", "dependent", "sourceSignals", "dependentSignals",
	"onabort", "onabortListener", "type", "isTrusted", "target", "currentTarget", "eventPhase",
	"stopPropagation", "stopImmediatePropagation", "canceled", "inPassiveListener", "initialized",
	"dispatch", "timeStamp", "listeners", "callback", "removed", "name", "message",
	"get", "set", "writable", "enumerable", "configurable", "length", "code",
	"bubbling", "capturing", "removedInList", "abortedDependents", "has", "delete", "size",
	"handler", "list", "index", "holes", "abortSteps",
];

test(() => {
	const seen = newLog();
	const got = newLog();
	trap(Object.prototype, recordNames, seen);
	try {
		__enableDOM();
		exercise(got);
	} finally {
		untrap(Object.prototype, recordNames);
	}
	assert_array_equals(seen, [], "accessors on Object.prototype ran");
	assert_array_equals(got, exercised);
}, "accessors on Object.prototype see no record or descriptor");

test(() => {
	const seen = newLog();
	const got = newLog();
	const indices = ["0", "1", "2", "3", "4", "5"];
	trap(Array.prototype, indices, seen);
	try {
		__enableDOM();
		exercise(got);
	} finally {
		untrap(Array.prototype, indices);
	}
	assert_array_equals(seen, [], "accessors on Array.prototype ran");
	assert_array_equals(got, exercised);
}, "accessors on Array.prototype's indices see no internal array");

test(() => {
	const got = newLog();
	const saved = { __proto__: null, TypeError, Error, apply: Reflect.apply, defineProperty: Reflect.defineProperty, setPrototypeOf: Reflect.setPrototypeOf, ownKeys: Reflect.ownKeys, call: Function.prototype.call, fapply: Function.prototype.apply, push: Array.prototype.push, odp: Object.defineProperty };
	const boom = function () { throw new saved.Error("a replaced built-in was called"); };
	globalThis.TypeError = boom;
	globalThis.Error = boom;
	Reflect.apply = boom;
	Reflect.defineProperty = boom;
	Reflect.setPrototypeOf = boom;
	Reflect.ownKeys = boom;
	Function.prototype.call = boom;
	Function.prototype.apply = boom;
	Array.prototype.push = boom;
	let brand;
	try {
		__enableDOM();
		exercise(got);
		try {
			new AbortSignal();
		} catch (e) {
			brand = e;
		}
	} finally {
		globalThis.TypeError = saved.TypeError;
		globalThis.Error = saved.Error;
		Reflect.apply = saved.apply;
		Reflect.defineProperty = saved.defineProperty;
		Reflect.setPrototypeOf = saved.setPrototypeOf;
		Reflect.ownKeys = saved.ownKeys;
		Function.prototype.call = saved.call;
		Function.prototype.apply = saved.fapply;
		Array.prototype.push = saved.push;
	}
	assert_array_equals(got, exercised);
	assert_true(brand instanceof TypeError, "the captured TypeError");
	assert_true(new DOMException() instanceof Error, "DOMException.prototype's prototype is the captured Error.prototype");
}, "replaced globals and prototype methods are not called");

test(() => {
	__enableDOM();
	const got = newLog();
	const MapPrototype = Map.prototype;
	const saved = { __proto__: null, Map, get: MapPrototype.get, set: MapPrototype.set, has: MapPrototype.has, delete: MapPrototype["delete"], size: Object.getOwnPropertyDescriptor(MapPrototype, "size") };
	const boom = function () { throw new Error("a replaced Map built-in was called"); };
	globalThis.Map = boom;
	MapPrototype.get = boom;
	MapPrototype.set = boom;
	MapPrototype.has = boom;
	MapPrototype["delete"] = boom;
	Object.defineProperty(MapPrototype, "size", { __proto__: null, get: boom, configurable: true });
	try {
		exercise(got);
		const t = new EventTarget();
		const f = () => logPush(got, "f");
		t.addEventListener("y", f);
		t.addEventListener("y", f);
		t.removeEventListener("y", f, true);
		t.dispatchEvent(new Event("y"));
		t.removeEventListener("y", f);
		t.dispatchEvent(new Event("y"));
		const c = new AbortController();
		const any = AbortSignal.any([c.signal, c.signal]);
		any.onabort = () => logPush(got, "any");
		c.abort();
	} finally {
		globalThis.Map = saved.Map;
		MapPrototype.get = saved.get;
		MapPrototype.set = saved.set;
		MapPrototype.has = saved.has;
		MapPrototype["delete"] = saved["delete"];
		Object.defineProperty(MapPrototype, "size", saved.size);
	}
	const want = newLog();
	for (let i = 0; i < exercised.length; i++) logPush(want, exercised[i]);
	logPush(want, "f");
	logPush(want, "any");
	assert_array_equals(got, want);
}, "Map and its prototype's methods replaced after Enable are not called");
