// EventTarget, with no tree: dispatch at the target alone.

test(() => {
	const target = new EventTarget();
	const log = [];
	const e = new Event("x");
	const listener = function (ev) {
		log.push(["bubble", this === target, ev === e, ev.target === target, ev.currentTarget === target, ev.eventPhase, ev.composedPath().length]);
	};
	target.addEventListener("x", listener);
	target.addEventListener("x", (ev) => log.push(["capture", ev.eventPhase]), true);
	target.addEventListener("y", () => log.push("other type"));
	assert_true(target.dispatchEvent(e));
	assert_equals(JSON.stringify(log), JSON.stringify([["capture", 2], ["bubble", true, true, true, true, 2, 1]]));
	assert_equals(e.target, target, "target stays after dispatch");
	assert_equals(e.currentTarget, null);
	assert_equals(e.eventPhase, 0);
	assert_array_equals(e.composedPath(), []);
	assert_false(e.isTrusted);
}, "dispatch invokes capturing listeners, then the others, at the target");

test(() => {
	const target = new EventTarget();
	let n = 0;
	const l = () => n++;
	target.addEventListener("x", l);
	target.addEventListener("x", l);
	target.addEventListener("x", l, { capture: true });
	target.dispatchEvent(new Event("x"));
	assert_equals(n, 2, "the same listener once per capture value");
	target.removeEventListener("x", l, { capture: true });
	target.dispatchEvent(new Event("x"));
	assert_equals(n, 3);
	target.removeEventListener("x", l, false);
	target.dispatchEvent(new Event("x"));
	assert_equals(n, 3);
}, "duplicates and removal match type, callback and capture");

test(() => {
	const target = new EventTarget();
	let n = 0;
	target.addEventListener("x", () => n++, { once: true });
	target.dispatchEvent(new Event("x"));
	target.dispatchEvent(new Event("x"));
	assert_equals(n, 1);
}, "once");

test(() => {
	const target = new EventTarget();
	const results = [];
	target.addEventListener("x", (e) => { e.preventDefault(); results.push(e.defaultPrevented); }, { passive: true });
	target.addEventListener("x", (e) => { e.preventDefault(); results.push(e.defaultPrevented); });
	assert_false(target.dispatchEvent(new Event("x", { cancelable: true })));
	assert_array_equals(results, [false, true]);
}, "passive listeners cannot cancel");

test(() => {
	const target = new EventTarget();
	const c = new AbortController();
	let n = 0;
	target.addEventListener("x", () => n++, { signal: c.signal });
	target.dispatchEvent(new Event("x"));
	c.abort();
	target.dispatchEvent(new Event("x"));
	assert_equals(n, 1);
	target.addEventListener("x", () => n++, { signal: c.signal });
	target.dispatchEvent(new Event("x"));
	assert_equals(n, 1, "an aborted signal adds nothing");
	assert_throws_js(TypeError, () => target.addEventListener("x", () => {}, { signal: null }));
	assert_throws_js(TypeError, () => target.addEventListener("x", () => {}, { signal: {} }));
}, "signal removes the listener");

test(() => {
	const target = new EventTarget();
	const log = [];
	target.addEventListener("x", () => log.push(1));
	target.addEventListener("x", (e) => { log.push(2); e.stopImmediatePropagation(); });
	target.addEventListener("x", () => log.push(3));
	target.dispatchEvent(new Event("x"));
	assert_array_equals(log, [1, 2]);
	const e = new Event("x");
	e.stopPropagation();
	target.dispatchEvent(e);
	assert_array_equals(log, [1, 2], "stopped before dispatch");
	assert_false(e.cancelBubble, "the flag is cleared after dispatch");
}, "stopImmediatePropagation and stopPropagation");

test(() => {
	const target = new EventTarget();
	const log = [];
	const second = () => log.push("second");
	target.addEventListener("x", () => { log.push("first"); target.removeEventListener("x", second); target.addEventListener("x", () => log.push("added")); });
	target.addEventListener("x", second);
	target.dispatchEvent(new Event("x"));
	assert_array_equals(log, ["first"], "a removed listener is not called; an added one waits");
}, "listeners changed during dispatch");

test(() => {
	const target = new EventTarget();
	const log = [];
	const fns = [];
	for (let i = 0; i < 40; i++) fns.push(() => log.push(i));
	for (let i = 0; i < 40; i++) target.addEventListener("x", fns[i]);
	for (let i = 0; i < 40; i += 2) target.removeEventListener("x", fns[i]);
	for (let i = 0; i < 40; i += 3) target.removeEventListener("x", fns[i]);
	target.addEventListener("x", fns[0]);
	target.addEventListener("x", fns[3]);
	target.addEventListener("x", fns[1]);
	target.dispatchEvent(new Event("x"));
	const want = [];
	for (let i = 0; i < 40; i++) if (i % 2 !== 0 && i % 3 !== 0) want.push(i);
	want.push(0, 3);
	assert_array_equals(log, want, "the survivors in the order added, then the listeners added again, a duplicate once");
	for (let i = 0; i < 40; i++) target.removeEventListener("x", fns[i]);
	log.length = 0;
	target.dispatchEvent(new Event("x"));
	assert_array_equals(log, [], "every listener removed");
	target.addEventListener("x", fns[5]);
	target.dispatchEvent(new Event("x"));
	assert_array_equals(log, [5], "a listener added after all were removed");
}, "removing many listeners and adding some again keeps the order they were added in");

test(() => {
	const target = new EventTarget();
	const log = [];
	const f = (e) => log.push(e.type + ":" + e.eventPhase);
	const types = ["", "c", "b", "cx", "x", "__proto__", "constructor", "hasOwnProperty"];
	for (let i = 0; i < types.length; i++) {
		target.addEventListener(types[i], f);
		target.addEventListener(types[i], f, true);
		target.addEventListener(types[i], f, { capture: false, once: true });
	}
	for (let i = 0; i < types.length; i++) target.dispatchEvent(new Event(types[i]));
	const want = [];
	for (let i = 0; i < types.length; i++) want.push(types[i] + ":2", types[i] + ":2");
	assert_array_equals(log, want, "one listener per type and capture");
	log.length = 0;
	target.removeEventListener("x", f, true);
	target.removeEventListener("c", f);
	target.removeEventListener("cx", f, { capture: true });
	target.removeEventListener("x", () => {});
	for (let i = 0; i < types.length; i++) target.dispatchEvent(new Event(types[i]));
	assert_array_equals(log, [":2", ":2", "c:2", "b:2", "b:2", "cx:2", "x:2", "__proto__:2", "__proto__:2", "constructor:2", "constructor:2", "hasOwnProperty:2", "hasOwnProperty:2"], "removal matches type, callback and capture");
}, "a callback's listeners for many types, and type names that are property names");

test(() => {
	const target = new EventTarget();
	const log = [];
	const obj = { handleEvent(e) { log.push(this === obj, e.type); } };
	target.addEventListener("x", obj);
	target.addEventListener("x", { handleEvent: 1 });
	target.addEventListener("x", () => { throw new Error("boom"); });
	target.addEventListener("x", () => log.push("after"));
	target.dispatchEvent(new Event("x"));
	assert_array_equals(log, [true, "x", "after"]);
	const reported = __reported();
	assert_equals(reported.length, 2);
	assert_true(reported[0] instanceof TypeError, "handleEvent not callable");
	assert_equals(reported[1].message, "boom");
}, "handleEvent objects; exceptions are reported, not thrown");

test(() => {
	const target = new EventTarget();
	const e = new Event("x");
	let inner;
	target.addEventListener("x", () => {
		try { target.dispatchEvent(e); } catch (err) { inner = err; }
	});
	target.dispatchEvent(e);
	assert_true(inner instanceof DOMException);
	assert_equals(inner.name, "InvalidStateError");
	assert_throws_js(TypeError, () => target.dispatchEvent({ type: "x" }));
	assert_throws_js(TypeError, () => target.dispatchEvent());
}, "dispatchEvent's errors");

test(() => {
	const target = new EventTarget();
	assert_throws_js(TypeError, () => target.addEventListener("x"), "two arguments required");
	assert_throws_js(TypeError, () => target.addEventListener("x", 1), "the listener is not an object");
	target.addEventListener("x", null);
	target.addEventListener("x", undefined);
	target.removeEventListener("x", null);
	const log = [];
	const options = {};
	for (const name of ["capture", "once", "passive", "signal", "other"]) {
		Object.defineProperty(options, name, { get() { log.push(name); return undefined; } });
	}
	target.addEventListener("x", () => {}, options);
	assert_array_equals(log, ["capture", "once", "passive", "signal"]);
	log.length = 0;
	target.removeEventListener("x", () => {}, options);
	assert_array_equals(log, ["capture"]);
	assert_equals(EventTarget.prototype.addEventListener.length, 2);
	assert_equals(EventTarget.prototype.dispatchEvent.length, 1);
}, "argument conversions");

test(() => {
	class Emitter extends EventTarget {}
	const em = new Emitter();
	let got = false;
	em.addEventListener("x", () => { got = true; });
	em.dispatchEvent(new Event("x"));
	assert_true(got);
	for (const name of ["addEventListener", "removeEventListener", "dispatchEvent"]) {
		for (const wrong of [{}, undefined, new Event("x")]) {
			let threw = false;
			try {
				Reflect.apply(EventTarget.prototype[name], wrong, ["x", () => {}]);
			} catch (e) {
				threw = true;
				assert_true(e instanceof TypeError && e.message.includes("'this'"), name + ": " + fmt(e));
			}
			assert_true(threw, name);
		}
	}
	assert_throws_js(TypeError, () => EventTarget(), "called without new");
	assert_equals(Object.prototype.toString.call(em), "[object EventTarget]");
}, "subclasses and brand checks");
