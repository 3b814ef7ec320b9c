package dom

import (
	"fmt"
	"runtime"
	"testing"

	"github.com/dop251/goja"
)

// 10^5 abort algorithms added to one signal and removed in the order added
// (as many pipes sharing one signal finish) take linear time: removing each
// by copying the rest runs for hours at 10^5 (2*10^4 under the race
// detector).
func TestRemoveManyAbortAlgorithms(t *testing.T) {
	n := 100000
	if raceEnabled {
		n = 20000
	}
	rt := goja.New()
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	ops, err := Operations(rt)
	if err != nil {
		t.Fatal(err)
	}
	if err := rt.Set("ops", ops); err != nil {
		t.Fatal(err)
	}
	v, err := rt.RunString(`(function (n) {
		const c = new AbortController();
		const algorithms = [];
		let ran = [];
		for (let i = 0; i < n; i++) {
			const k = i;
			algorithms.push(() => { ran.push(k); });
			ops.add(c.signal, algorithms[i]);
		}
		// Adding one again adds nothing (an ordered set).
		ops.add(c.signal, algorithms[0]);
		for (let i = 0; i < n - 3; i++) ops.remove(c.signal, algorithms[i]);
		// Removing one not there does nothing.
		ops.remove(c.signal, algorithms[0]);
		ops.remove(c.signal, () => {});
		c.abort();
		return ran.join();
	})(` + fmt.Sprint(n) + `)`)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := v.String(), fmt.Sprintf("%d,%d,%d", n-3, n-2, n-1); got != want {
		t.Errorf("the algorithms left ran as %q, want %q", got, want)
	}
}

// A listener added with a signal and then removed leaves nothing on the
// signal: 2*10^4 such listeners on a signal that is never aborted keep no
// memory (their abort steps, which would do nothing, are gone).
func TestRemovedListenersLeaveNoAbortSteps(t *testing.T) {
	rt := goja.New()
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	cycle, err := rt.RunString(`
		const controller = new AbortController(), target = new EventTarget();
		(function (n) {
			for (let i = 0; i < n; i++) {
				const f = () => {};
				target.addEventListener("x", f, { signal: controller.signal });
				target.removeEventListener("x", f);
			}
		})`)
	if err != nil {
		t.Fatal(err)
	}
	run, _ := goja.AssertFunction(cycle)
	if _, err := run(nil, rt.ToValue(1000)); err != nil {
		t.Fatal(err)
	}
	before := liveHeap()
	if _, err := run(nil, rt.ToValue(20000)); err != nil {
		t.Fatal(err)
	}
	grown := int64(liveHeap()) - int64(before)
	// Kept, each listener's abort steps (a closure holding the listener)
	// cost about 2 KB: 40 MB for 2*10^4.
	if grown > 2<<20 {
		t.Errorf("2*10^4 added and removed listeners grew the heap by %d bytes", grown)
	}
	runtime.KeepAlive(rt)
}

func liveHeap() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}
