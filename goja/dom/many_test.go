package dom

import (
	"fmt"
	"testing"

	"github.com/dop251/goja"
)

// manyWork defines two functions, the work of TestMany and the benchmarks
// BenchmarkAddEventListener and BenchmarkAbortSignalAny (and, in the same
// words, of the Node.js script the figures in the commit log compare with):
//
//	listeners(n)  n listeners, each its own function, added to one
//	              EventTarget (with one duplicate add each, which adds
//	              nothing), one event dispatched, then each removed and a
//	              second event dispatched; the calls the two events made
//	signals(n)    AbortSignal.any over n controllers' signals, one of them
//	              aborted; 1 if the dependent signal fired its abort event
const manyWork = `
function listeners(n) {
	const target = new EventTarget();
	let calls = 0;
	const fns = [];
	for (let i = 0; i < n; i++) fns.push(() => { calls++; });
	for (let i = 0; i < n; i++) target.addEventListener("x", fns[i]);
	for (let i = 0; i < n; i++) target.addEventListener("x", fns[i]);
	target.dispatchEvent(new Event("x"));
	for (let i = 0; i < n; i++) target.removeEventListener("x", fns[i]);
	target.dispatchEvent(new Event("x"));
	return calls;
}
function signals(n) {
	const controllers = [], sigs = [];
	for (let i = 0; i < n; i++) { const c = new AbortController(); controllers.push(c); sigs.push(c.signal); }
	const any = AbortSignal.any(sigs);
	let fired = 0;
	any.onabort = () => { fired++; };
	controllers[n >> 1].abort();
	return fired;
}
`

// manyRuntime returns a runtime with the globals and manyWork's functions.
func manyRuntime(tb testing.TB) (listeners, signals goja.Callable, rt *goja.Runtime) {
	tb.Helper()
	rt = goja.New()
	if err := Enable(rt); err != nil {
		tb.Fatal(err)
	}
	if _, err := rt.RunString(manyWork); err != nil {
		tb.Fatal(err)
	}
	listeners, _ = goja.AssertFunction(rt.Get("listeners"))
	signals, _ = goja.AssertFunction(rt.Get("signals"))
	return listeners, signals, rt
}

// 10^5 listeners on one target, and AbortSignal.any over 10^5 signals,
// complete: adding, the duplicate check, removal and linking signals are
// not quadratic (at 10^5 a quadratic implementation runs for hours).
func TestMany(t *testing.T) {
	const n = 100000
	listeners, signals, rt := manyRuntime(t)
	calls, err := listeners(nil, rt.ToValue(n))
	if err != nil {
		t.Fatal(err)
	}
	if calls.ToInteger() != n {
		t.Errorf("listeners: %d calls, want %d", calls.ToInteger(), n)
	}
	fired, err := signals(nil, rt.ToValue(n))
	if err != nil {
		t.Fatal(err)
	}
	if fired.ToInteger() != 1 {
		t.Errorf("signals: the dependent signal fired %d abort events, want 1", fired.ToInteger())
	}
}

// BenchmarkAddEventListener runs manyWork's listeners(n): n listeners added
// twice, dispatched to, removed.
func BenchmarkAddEventListener(b *testing.B) {
	benchmarkMany(b, "listeners", 4000, 100000)
}

// BenchmarkAbortSignalAny runs manyWork's signals(n): AbortSignal.any over
// n signals, one aborted.
func BenchmarkAbortSignalAny(b *testing.B) {
	benchmarkMany(b, "signals", 10000, 100000)
}

// benchmarkMany runs manyWork's function work once per iteration, for each
// n of sizes.
func benchmarkMany(b *testing.B, work string, sizes ...int) {
	for _, n := range sizes {
		b.Run(fmt.Sprint("n=", n), func(b *testing.B) {
			listeners, signals, rt := manyRuntime(b)
			run := map[string]goja.Callable{"listeners": listeners, "signals": signals}[work]
			for i := 0; i < b.N; i++ {
				if _, err := run(nil, rt.ToValue(n)); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
