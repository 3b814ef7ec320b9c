package main

import (
	"strings"
	"testing"
	"time"
)

// recursions are scripts that recurse through native code until the call
// stack's limit: goja unwinds them in time that grows with the square of
// the depth.
var recursions = map[string]string{
	"getter": `const o = { get x() { return this.x; } }; o.x`,
	"String": `const o = { toString() { return String(this); } }; String(o)`,
	"label":  `const o = { toString() { return new TextDecoder(o); } }; new TextDecoder(o)`,
}

// The default call stack is 1000 frames: the recursions end with 422 (goja
// unwinds 1000 levels in tens of milliseconds; at 10,000 it took seconds,
// past the time limit), and 900 levels of plain recursion still run.
func TestCallStackLimit(t *testing.T) {
	ts := newTestServer(t, Config{Timeout: 5 * time.Second})
	for name, script := range recursions {
		if a := postScript(t, ts.URL, script); a.status != 422 || !strings.Contains(a.body, "call stack deeper than 1000") {
			t.Errorf("%s: %d %q after %v", name, a.status, a.body, a.took)
		}
	}
	if a := postScript(t, ts.URL, `function f(n) { return n === 0 ? 0 : 1 + f(n - 1); } f(900)`); a.status != 200 || a.body != "900\n" {
		t.Errorf("900 levels: %d %q", a.status, a.body)
	}
}

// A worker still unwinding after its request was answered 504 gives its
// slot to the next request: with both slots taken by deep recursions (a
// stack of 4000 frames, seconds to unwind), a normal request is served;
// and no more than Concurrency + Overtime scripts run at once.
func TestUnwindingWorkerReplaced(t *testing.T) {
	const limit = 300 * time.Millisecond
	s := NewServer(Config{Timeout: limit, Concurrency: 2, Queue: 4, Overtime: 2, MaxCallStack: 4000, ClientKey: byClientHeader})
	ts := newTestServerFor(t, s)
	for i, client := range []string{"attacker1", "attacker2"} {
		if a := postAs(t, ts.URL, client, recursions["getter"]); a.status != 504 {
			t.Fatalf("recursion %d: %d %q", i, a.status, a.body)
		}
	}
	running, overtime := s.admission.busyScripts()
	if a := postAs(t, ts.URL, "normal", `"served"`); a.status != 200 || a.body != "served" {
		t.Errorf("normal request with %d scripts in overtime: %d %q after %v", overtime, a.status, a.body, a.took)
	}
	if running+overtime > 4 || overtime == 0 {
		t.Errorf("%d running and %d in overtime: want some in overtime, at most 4 in all", running, overtime)
	}
}

// The allocations goja makes at once, each of which asked Go for a
// terabyte and ended the process, are refused with a RangeError; the same
// built-ins work below the limit, and the guarded constructors are the
// interface objects a script sees everywhere.
func TestAllocationGuard(t *testing.T) {
	ts := newTestServer(t, Config{Timeout: 5 * time.Second, MaxAllocation: 1 << 20})
	for _, script := range []string{
		`new ArrayBuffer(2 ** 40)`,
		`new Float64Array(2 ** 37)`,
		`new Uint8Array({ length: 2 ** 40 })`,
		`Uint8Array.from({ length: 2 ** 40 })`,
		`new (class extends Uint16Array {})(2 ** 39)`,
		`new (new Uint8Array(0).constructor)(2 ** 40)`,
		`new (Object.getPrototypeOf(new Int32Array(0)).constructor)(2 ** 38)`,
		`"x".repeat(2 ** 40)`,
		`"ab".padStart(2 ** 40, "cd")`,
		`"ab".padEnd(2 ** 21)`,
		`new ArrayBuffer(2 ** 21)`,
	} {
		if a := postScript(t, ts.URL, script); a.status != 422 || !strings.Contains(a.body, "RangeError") || !strings.Contains(a.body, "limit") {
			t.Errorf("%s: %d %q", script, a.status, a.body)
		}
	}
	for script, want := range map[string]string{
		`new Uint8Array(2 ** 19).length`:                                     "524288",
		`new Uint8Array([1, 2, 3]).subarray(1).length`:                       "2",
		`new Uint8Array(2) instanceof Uint8Array`:                            "true",
		`new (class extends Uint8Array {})(3).length`:                        "3",
		`Uint8Array.prototype.constructor === Uint8Array`:                    "true",
		`new ArrayBuffer(8).byteLength`:                                      "8",
		`"ab".repeat(3) + "a".padStart(3, "-") + "a".padEnd(3) + "|"`:        "ababab--aa  |",
		`"a".padStart(2 ** 40, "") + "a".padEnd(-1)`:                         "aa",
		`String.prototype.repeat.call(12, 2)`:                                "1212",
		`Uint8Array.from([1, 2]).join()`:                                     "1,2",
		`new TextDecoder().decode(new Uint8Array([104, 105]))`:               "hi",
		`try { String.prototype.repeat.call(null, 1) } catch (e) { e.name }`: "TypeError",
		`try { "a".repeat(-1) } catch (e) { e.name }`:                        "RangeError",
	} {
		if a := postScript(t, ts.URL, script); a.status != 200 || strings.TrimSuffix(a.body, "\n") != want {
			t.Errorf("%s: %d %q, want %q", script, a.status, a.body, want)
		}
	}
}
