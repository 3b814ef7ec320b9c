package dom

import (
	"sort"
	"testing"
	"time"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/host/intrinsics"
	"github.com/textcodec/textcodec/internal/host/jstest"
)

// The tests of the interfaces are written in JavaScript (testscripts' dom/,
// internal/webjs/testscripts) against a small subset of the
// web-platform-tests harness (testscripts' harness/base.js and
// harness/dom.js) and run by package jstest: every test in a fresh runtime;
// promise tests must settle by the time goja has run its job queue.
//
// The runtime's timer is a fake one: __fireTimers(ms) runs, in order of
// their delay, the callbacks whose delay is at most ms, and
// __timerDelays() lists the delays still pending. Exceptions listeners
// throw are collected and returned by __reported().
//
// A file whose first line is lazyDirective runs as a host that called only
// encoding.Enable would run it: the built-ins are captured first, and the
// script calls __enableDOM() when it wants the interfaces, after changing
// built-ins.

const lazyDirective = "// harness: dom enabled by the script"

// fakeTimer is Timer's after for tests: callbacks wait for fire.
type fakeTimer struct {
	pending []pendingTimer
}

type pendingTimer struct {
	d time.Duration
	f func() error
}

func (ft *fakeTimer) after(d time.Duration, f func() error) {
	ft.pending = append(ft.pending, pendingTimer{d, f})
}

// fire runs the callbacks due by ms, shortest delay first.
func (ft *fakeTimer) fire(ms float64) {
	sort.SliceStable(ft.pending, func(i, j int) bool { return ft.pending[i].d < ft.pending[j].d })
	limit := time.Duration(ms * float64(time.Millisecond))
	var due []pendingTimer
	kept := ft.pending[:0]
	for _, p := range ft.pending {
		if p.d <= limit {
			due = append(due, p)
		} else {
			kept = append(kept, p)
		}
	}
	ft.pending = kept
	for _, p := range due {
		if err := p.f(); err != nil {
			panic(err) // an interrupt: back to the script that called __fireTimers
		}
	}
}

func (ft *fakeTimer) delays() []float64 {
	var out []float64
	for _, p := range ft.pending {
		out = append(out, float64(p.d)/float64(time.Millisecond))
	}
	return out
}

// newTestRuntime returns a runtime with Enable applied (or, with lazy, the
// built-ins captured and __enableDOM) and the fake timer's globals; the
// harness (jstest) loads its own part and prelude in it.
func newTestRuntime(t *testing.T, lazy bool) *goja.Runtime {
	t.Helper()
	rt := goja.New()
	ft := &fakeTimer{}
	var reported []goja.Value
	enable := func() error {
		return Enable(rt, Timer(ft.after), ReportException(func(v goja.Value) { reported = append(reported, v) }))
	}
	if lazy {
		set, err := intrinsics.Capture(rt)
		if err != nil {
			t.Fatal(err)
		}
		rt.Set("__enableDOM", func() {
			if err := enable(); err != nil {
				panic(rt.NewGoError(err))
			}
			_ = set.Record() // held, as package encoding holds it
		})
	} else if err := enable(); err != nil {
		t.Fatal(err)
	}
	rt.Set("__fireTimers", ft.fire)
	rt.Set("__timerDelays", ft.delays)
	rt.Set("__reported", func() []goja.Value { r := reported; reported = nil; return r })
	return rt
}

// harness runs the scripts of testscripts/dom.
var harness = jstest.Harness{NewRuntime: newTestRuntime, LazyDirective: lazyDirective, Prelude: "harness/dom.js"}

func TestScripts(t *testing.T) { harness.RunDir(t, "dom") }
