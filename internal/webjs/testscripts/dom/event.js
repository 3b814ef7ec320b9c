// Event.

test(() => {
	const e = new Event("x");
	assert_equals(e.type, "x");
	assert_equals(e.target, null);
	assert_equals(e.currentTarget, null);
	assert_equals(e.srcElement, null);
	assert_equals(e.eventPhase, Event.NONE);
	assert_false(e.bubbles);
	assert_false(e.cancelable);
	assert_false(e.composed);
	assert_false(e.defaultPrevented);
	assert_true(e.returnValue);
	assert_false(e.cancelBubble);
	assert_false(e.isTrusted);
	assert_equals(typeof e.timeStamp, "number");
	assert_true(e.timeStamp >= 0);
	assert_array_equals(e.composedPath(), []);
	assert_equals(Event.length, 1);
	assert_throws_js(TypeError, () => new Event(), "type is required");
	assert_throws_js(TypeError, () => Event("x"), "called without new");
	assert_throws_js(TypeError, () => new Event("x", 1), "the dictionary is not an object");
}, "constructor defaults");

test(() => {
	const log = [];
	const init = {};
	for (const name of ["bubbles", "cancelable", "composed", "other"]) {
		Object.defineProperty(init, name, { get() { log.push(name); return 1; } });
	}
	const e = new Event({ toString() { log.push("type"); return "t"; } }, init);
	assert_array_equals(log, ["type", "bubbles", "cancelable", "composed"]);
	assert_true(e.bubbles);
	assert_true(e.cancelable);
	assert_true(e.composed);
}, "EventInit's members are read in Web IDL's order");

test(() => {
	const e = new Event("x", { cancelable: true });
	e.preventDefault();
	assert_true(e.defaultPrevented);
	assert_false(e.returnValue);
	const f = new Event("x", { cancelable: true });
	f.returnValue = false;
	assert_true(f.defaultPrevented);
	f.returnValue = true;
	assert_true(f.defaultPrevented, "returnValue = true does not undo");
	const g = new Event("x");
	g.preventDefault();
	assert_false(g.defaultPrevented, "not cancelable");
	g.cancelBubble = true;
	assert_true(g.cancelBubble);
	g.cancelBubble = false;
	assert_true(g.cancelBubble, "cancelBubble = false does not undo");
}, "preventDefault, returnValue and cancelBubble");

test(() => {
	const d = Object.getOwnPropertyDescriptor(new Event("x"), "isTrusted");
	assert_equals(typeof d.get, "function");
	assert_true(d.enumerable);
	assert_false(d.configurable);
	assert_equals(d.get, Object.getOwnPropertyDescriptor(new Event("y"), "isTrusted").get, "one getter for all");
	assert_throws_js(TypeError, () => d.get.call({}));
	assert_false("isTrusted" in Event.prototype);
}, "isTrusted is an unforgeable own accessor");

test(() => {
	for (const [name, value] of [["NONE", 0], ["CAPTURING_PHASE", 1], ["AT_TARGET", 2], ["BUBBLING_PHASE", 3]]) {
		for (const o of [Event, Event.prototype]) {
			const d = Object.getOwnPropertyDescriptor(o, name);
			assert_equals(d.value, value, name);
			assert_false(d.writable);
			assert_true(d.enumerable);
			assert_false(d.configurable);
		}
	}
	assert_equals(Object.prototype.toString.call(new Event("x")), "[object Event]");
}, "constants and @@toStringTag");

test(() => {
	const e = new Event("x");
	e.initEvent("y", true, true);
	assert_equals(e.type, "y");
	assert_true(e.bubbles);
	assert_true(e.cancelable);
	assert_throws_js(TypeError, () => e.initEvent());
	const target = new EventTarget();
	let inner;
	target.addEventListener("y", (ev) => { ev.initEvent("z"); inner = ev.type; });
	target.dispatchEvent(e);
	assert_equals(inner, "y", "initEvent does nothing while dispatched");
}, "initEvent");

test(() => {
	class MyEvent extends Event {
		constructor() { super("mine", { bubbles: true }); }
	}
	const e = new MyEvent();
	assert_equals(e.type, "mine");
	assert_true(e.bubbles);
	assert_false(e.isTrusted);
	const target = new EventTarget();
	let got;
	target.addEventListener("mine", (ev) => { got = ev; });
	assert_true(target.dispatchEvent(e));
	assert_equals(got, e);
}, "subclasses");

test(() => {
	const members = Object.getOwnPropertyNames(Event.prototype).filter((k) => k !== "constructor");
	for (const name of members) {
		const d = Object.getOwnPropertyDescriptor(Event.prototype, name);
		const fn = d.get || (typeof d.value === "function" ? d.value : undefined);
		if (fn === undefined) continue;
		for (const wrong of [{}, undefined, new EventTarget(), Object.create(Event.prototype)]) {
			let threw = false;
			try {
				Reflect.apply(fn, wrong, ["x"]);
			} catch (e) {
				threw = true;
				assert_true(e instanceof TypeError && e.message.includes("'this'"), name + ": " + fmt(e));
			}
			assert_true(threw, name + " on a wrong object");
		}
	}
}, "every member checks 'this'");

test(() => {
	const log = [];
	const init = {};
	for (const name of ["bubbles", "cancelable", "composed", "detail"]) {
		Object.defineProperty(init, name, { get() { log.push(name); return name === "detail" ? 42 : true; } });
	}
	const e = new CustomEvent("c", init);
	assert_array_equals(log, ["bubbles", "cancelable", "composed", "detail"]);
	assert_equals(e.detail, 42);
	assert_true(e instanceof Event);
	assert_equals(new CustomEvent("c").detail, null);
	assert_equals(CustomEvent.length, 1);
	assert_equals(Object.prototype.toString.call(e), "[object CustomEvent]");
	e.initCustomEvent("d", false, false, "x");
	assert_equals(e.type, "d");
	assert_equals(e.detail, "x");
	assert_throws_js(TypeError, () => Object.getOwnPropertyDescriptor(CustomEvent.prototype, "detail").get.call(new Event("x")));
	const target = new EventTarget();
	let seen;
	target.addEventListener("d", (ev) => { ev.initCustomEvent("z", true, true, 1); seen = ev.detail; });
	target.dispatchEvent(e);
	assert_equals(seen, "x", "initCustomEvent does nothing while dispatched");
}, "CustomEvent");
