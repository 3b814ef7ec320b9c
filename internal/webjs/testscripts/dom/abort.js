// AbortController and AbortSignal.

test(() => {
	const c = new AbortController();
	const s = c.signal;
	assert_equals(c.signal, s, "the same signal every time");
	assert_true(s instanceof AbortSignal);
	assert_true(s instanceof EventTarget);
	assert_false(s.aborted);
	assert_equals(s.reason, undefined);
	s.throwIfAborted();
	const log = [];
	s.addEventListener("abort", (e) => log.push(e.type, e.isTrusted, e.target === s, e.cancelable, e.bubbles, s.aborted));
	c.abort("why");
	assert_array_equals(log, ["abort", true, true, false, false, true]);
	assert_true(s.aborted);
	assert_equals(s.reason, "why");
	assert_throws_exactly("why", () => s.throwIfAborted());
	c.abort("again");
	assert_equals(s.reason, "why", "a second abort changes nothing");
	assert_equals(log.length, 6, "and fires nothing");
}, "abort(reason)");

test(() => {
	for (const args of [[], [undefined]]) {
		const c = new AbortController();
		c.abort(...args);
		const r = c.signal.reason;
		assert_true(r instanceof DOMException, args.length + " arguments");
		assert_equals(r.name, "AbortError");
		assert_equals(r.code, 20);
	}
	const c = new AbortController();
	c.abort(null);
	assert_equals(c.signal.reason, null, "null is a reason");
}, "abort() with no reason: an AbortError DOMException");

test(() => {
	const c = new AbortController();
	const log = [];
	c.signal.onabort = function (e) { log.push("handler", this === c.signal, e.type); };
	c.signal.addEventListener("abort", () => log.push("listener"));
	assert_equals(typeof c.signal.onabort, "function");
	c.abort();
	assert_array_equals(log, ["handler", true, "abort", "listener"], "the handler's place is where it was first set");
	const c2 = new AbortController();
	const log2 = [];
	c2.signal.onabort = () => log2.push("first");
	c2.signal.onabort = () => log2.push("second");
	c2.signal.onabort = 1;
	assert_equals(c2.signal.onabort, null, "a non-object is null");
	c2.signal.onabort = () => log2.push("third");
	c2.abort();
	assert_array_equals(log2, ["third"]);
}, "onabort");

test(() => {
	assert_throws_js(TypeError, () => new AbortSignal());
	assert_throws_js(TypeError, () => { class S extends AbortSignal {} return new S(); });
	assert_equals(AbortSignal.length, 0);
	assert_equals(AbortController.length, 0);
	assert_throws_js(TypeError, () => AbortController());
	assert_equals(Object.getPrototypeOf(AbortSignal), EventTarget);
	assert_equals(Object.getPrototypeOf(AbortSignal.prototype), EventTarget.prototype);
	assert_equals(Object.prototype.toString.call(new AbortController()), "[object AbortController]");
	assert_equals(Object.prototype.toString.call(AbortSignal.abort()), "[object AbortSignal]");
	for (const [o, names] of [[AbortSignal.prototype, ["aborted", "reason", "throwIfAborted", "onabort"]], [AbortSignal, ["abort", "timeout", "any"]], [AbortController.prototype, ["signal", "abort"]]]) {
		for (const name of names) assert_true(Object.getOwnPropertyDescriptor(o, name).enumerable, name);
	}
	assert_equals(AbortSignal.abort.length, 0);
	assert_equals(AbortSignal.timeout.length, 1);
	assert_equals(AbortSignal.any.length, 1);
	assert_equals(AbortController.prototype.abort.length, 0);
}, "interface objects");

test(() => {
	const s = AbortSignal.abort();
	assert_true(s.aborted);
	assert_equals(s.reason.name, "AbortError");
	const r = {};
	assert_equals(AbortSignal.abort(r).reason, r);
	let fired = false;
	s.addEventListener("abort", () => { fired = true; });
	assert_false(fired);
}, "AbortSignal.abort");

test(() => {
	const s = AbortSignal.timeout(10);
	assert_false(s.aborted);
	let event;
	s.onabort = (e) => { event = e; };
	assert_array_equals(__timerDelays(), [10]);
	__fireTimers(9);
	assert_false(s.aborted);
	__fireTimers(10);
	assert_true(s.aborted);
	assert_true(s.reason instanceof DOMException);
	assert_equals(s.reason.name, "TimeoutError");
	assert_equals(s.reason.code, 23);
	assert_equals(event.type, "abort");
	assert_throws_js(TypeError, () => AbortSignal.timeout(-1), "EnforceRange");
	assert_throws_js(TypeError, () => AbortSignal.timeout(NaN));
	assert_throws_js(TypeError, () => AbortSignal.timeout(Infinity));
	assert_throws_js(TypeError, () => AbortSignal.timeout(2 ** 53));
	assert_throws_js(TypeError, () => AbortSignal.timeout());
	AbortSignal.timeout(1.9);
	AbortSignal.timeout(-0.5);
	assert_array_equals(__timerDelays(), [1, 0], "truncated");
}, "AbortSignal.timeout");

test(() => {
	const a = new AbortController();
	const b = new AbortController();
	const any = AbortSignal.any([a.signal, b.signal]);
	const log = [];
	a.signal.addEventListener("abort", () => log.push("a", any.aborted));
	any.addEventListener("abort", () => log.push("any", any.reason));
	b.abort("b's");
	a.abort("a's");
	assert_array_equals(log, ["any", "b's", "a", true]);
	assert_equals(any.reason, "b's");
}, "AbortSignal.any follows its first source to abort");

test(() => {
	const a = new AbortController();
	const log = [];
	const any = AbortSignal.any([a.signal]);
	const anyOfAny = AbortSignal.any([any]);
	a.signal.addEventListener("abort", () => log.push("source", any.aborted, anyOfAny.aborted));
	any.addEventListener("abort", () => log.push("any"));
	anyOfAny.addEventListener("abort", () => log.push("anyOfAny"));
	a.abort("r");
	assert_array_equals(log, ["source", true, true, "any", "anyOfAny"], "dependents are aborted before the source's event; their events follow");
	assert_equals(anyOfAny.reason, "r");
}, "dependent signals of dependent signals");

test(() => {
	const a = new AbortController();
	const b = new AbortController();
	const log = [];
	const once = AbortSignal.any([a.signal, a.signal, b.signal, a.signal]);
	const viaDependent = AbortSignal.any([once, a.signal, once, b.signal]);
	once.addEventListener("abort", () => log.push("once"));
	viaDependent.addEventListener("abort", () => log.push("viaDependent"));
	a.signal.addEventListener("abort", () => log.push("a"));
	a.abort("r");
	b.abort("s");
	assert_array_equals(log, ["a", "once", "viaDependent"], "each dependent aborted once, in the order made");
	assert_equals(viaDependent.reason, "r");
}, "AbortSignal.any with a signal given more than once");

test(() => {
	const shared = new AbortController();
	const others = [];
	const dependents = [];
	const log = [];
	for (let i = 0; i < 10; i++) {
		const other = new AbortController();
		others.push(other);
		const d = AbortSignal.any([shared.signal, other.signal]);
		d.addEventListener("abort", () => log.push(i + ":" + d.reason));
		dependents.push(d);
	}
	for (let i = 0; i < 7; i++) others[i].abort("own");
	shared.abort("shared");
	assert_array_equals(log, ["0:own", "1:own", "2:own", "3:own", "4:own", "5:own", "6:own", "7:shared", "8:shared", "9:shared"]);
	others[9].abort("late");
	assert_equals(log.length, 10, "an aborted dependent fires once");
	assert_true(AbortSignal.any([shared.signal]).aborted, "a dependent of an aborted source is aborted");
}, "a source with many dependents, most of them aborted by their other source");

test(() => {
	const aborted = AbortSignal.abort("early");
	const c = new AbortController();
	const any = AbortSignal.any([c.signal, aborted]);
	assert_true(any.aborted);
	assert_equals(any.reason, "early");
	const empty = AbortSignal.any([]);
	assert_false(empty.aborted);
	const c2 = new AbortController();
	const fromSet = AbortSignal.any(new Set([c2.signal]));
	c2.abort();
	assert_true(fromSet.aborted, "any iterable");
	assert_throws_js(TypeError, () => AbortSignal.any([{}]));
	assert_throws_js(TypeError, () => AbortSignal.any(c.signal), "not iterable");
	assert_throws_js(TypeError, () => AbortSignal.any());
}, "AbortSignal.any's arguments");

test(() => {
	const wrongs = [{}, undefined, new EventTarget(), new AbortController()];
	const members = [
		[AbortSignal.prototype, ["aborted", "reason", "throwIfAborted", "onabort"]],
		[AbortController.prototype, ["signal", "abort"]],
	];
	for (const [proto, names] of members) {
		for (const name of names) {
			const d = Object.getOwnPropertyDescriptor(proto, name);
			const fns = [d.get, d.set, d.value].filter((f) => typeof f === "function");
			for (const fn of fns) {
				for (const wrong of wrongs) {
					if (wrong instanceof AbortController && proto === AbortController.prototype) continue;
					let threw = false;
					try {
						Reflect.apply(fn, wrong, [null]);
					} catch (e) {
						threw = true;
						assert_true(e instanceof TypeError && e.message.includes("'this'"), name + ": " + fmt(e));
					}
					assert_true(threw, name);
				}
			}
		}
	}
}, "brand checks");

test(() => {
	const c = new AbortController();
	c.signal.addEventListener("abort", () => { throw new Error("listener"); });
	c.signal.onabort = () => { throw new Error("handler"); };
	let after = false;
	c.signal.addEventListener("abort", () => { after = true; });
	c.abort();
	assert_true(after);
	const r = __reported();
	assert_equals(r.length, 2);
	assert_equals(r[0].message, "listener");
	assert_equals(r[1].message, "handler");
}, "exceptions in abort listeners are reported");

test(() => {
	const c = new AbortController();
	c.signal.onabort = {};
	assert_equals(typeof c.signal.onabort, "object", "an object is kept");
	let after = false;
	c.signal.addEventListener("abort", () => { after = true; });
	c.abort();
	assert_true(after);
	assert_equals(__reported().length, 0, "a non-callable handler returns undefined (Web IDL's invoke a callback function), nothing is reported");
}, "a non-callable onabort object does nothing");

test(() => {
	// An array read by index (its iteration unchanged) makes the reads the
	// iterator protocol makes: length, then the element, per step; a
	// getter that grows the array is seen, and the first element that is no
	// signal ends the conversion with nothing more read.
	const a = new AbortController(), b = new AbortController();
	const reads = [];
	const list = [a.signal];
	Object.defineProperty(list, 1, { get() { reads.push(1); list.push(b.signal); return a.signal; }, enumerable: true, configurable: true });
	const any = AbortSignal.any(new Proxy(list, { get(t, k, r) { if (typeof k === "string") reads.push(k); return Reflect.get(t, k, r); } }));
	assert_array_equals(reads, ["length", "0", "length", "1", 1, "length", "2", "length"], "reads through a proxy");
	reads.length = 0;
	const any2 = AbortSignal.any(list);
	assert_array_equals(reads, [1], "an accessor element");
	assert_equals(list.length, 4);
	b.abort("b");
	assert_equals(any.reason, "b");
	assert_equals(any2.reason, "b");
	const stop = [a.signal, {}, { get x() { throw new Error("read"); } }];
	Object.defineProperty(stop, 2, { get() { throw new Error("read past the bad element"); } });
	assert_throws_js(TypeError, () => AbortSignal.any(stop));
}, "AbortSignal.any reads an array's length and elements in the iterator protocol's order");

test(() => {
	const c = new AbortController();
	const calls = [];
	const values = Array.prototype[Symbol.iterator];
	const IteratorPrototype = Object.getPrototypeOf([][Symbol.iterator]());
	const next = IteratorPrototype.next;
	try {
		Array.prototype[Symbol.iterator] = function* () { calls.push("iterator"); yield c.signal; };
		const any = AbortSignal.any([{}, 1]);
		assert_array_equals(calls, ["iterator"], "a replaced Array.prototype[Symbol.iterator] is called");
		Array.prototype[Symbol.iterator] = values;
		IteratorPrototype.next = function () { calls.push("next"); return Reflect.apply(next, this, []); };
		AbortSignal.any([c.signal]);
		assert_array_equals(calls, ["iterator", "next", "next"], "a replaced array iterator next is called");
		IteratorPrototype.next = next;
		const own = [c.signal];
		own[Symbol.iterator] = function () { calls.push("own"); return values.call([]); };
		AbortSignal.any(own);
		assert_array_equals(calls, ["iterator", "next", "next", "own"], "an array's own @@iterator is called");
		c.abort("r");
		assert_equals(any.reason, "r");
	} finally {
		Array.prototype[Symbol.iterator] = values;
		IteratorPrototype.next = next;
	}
}, "AbortSignal.any iterates an array whose iteration was changed with the changed methods");
