package globalscope

import "testing"

// queueMicrotask reads nothing a script can change: neither
// Promise.prototype.constructor nor a constructor's @@species, before or
// after its first use, so a getter there never runs, a species constructor
// is never called and a throwing getter never makes it throw.
func TestQueueMicrotaskReadsNoSpecies(t *testing.T) {
	const poison = `var reads = [], ran = [];
		function Evil(executor) { reads.push("Evil called"); executor(() => {}, () => {}); }
		Object.defineProperty(Promise, Symbol.species, { configurable: true, get() { reads.push("Promise[@@species]"); return Evil; } });
		Object.defineProperty(Promise.prototype, "constructor", { configurable: true, get() { reads.push("constructor"); throw new Error("constructor getter"); } });
		Object.defineProperty(Object.prototype, "constructor", { configurable: true, get() { reads.push("Object.prototype.constructor"); return { [Symbol.species]: Evil }; } });
		queueMicrotask(() => ran.push(1));
		queueMicrotask(() => ran.push(2));
		reads.join() + "|" + ran.join()`
	for _, firstUse := range []bool{false, true} {
		rt := newRuntime(t)
		if firstUse {
			run(t, rt, `queueMicrotask(() => {})`)
		}
		if got := run(t, rt, poison); got != "|" {
			t.Errorf("first use before poisoning %v: %s", firstUse, got)
		}
		if got := run(t, rt, `reads.join() + "|" + ran.join()`); got != "|1,2" {
			t.Errorf("first use before poisoning %v: after the microtasks: %s", firstUse, got)
		}
	}
}
