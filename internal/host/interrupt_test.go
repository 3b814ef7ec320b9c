package host

import (
	"errors"
	"testing"

	"github.com/dop251/goja"
)

// newRuntime returns a runtime with a global work(n) that runs n pieces of
// native work, polling after each, and reports how many it ran in done.
func newRuntime(t *testing.T, done *int) *goja.Runtime {
	t.Helper()
	rt := goja.New()
	v, err := rt.RunString(`(function () {})`)
	if err != nil {
		t.Fatal(err)
	}
	probe, _ := goja.AssertFunction(v)
	p := NewPoller(probe)
	rt.Set("work", func(call goja.FunctionCall) goja.Value {
		n := int(call.Argument(0).ToInteger())
		for *done = 0; *done < n; *done++ {
			if *done == 3 {
				rt.Interrupt("stop")
			}
			p.Poll()
		}
		return nil
	})
	return rt
}

func TestPollStopsNativeLoop(t *testing.T) {
	var done int
	rt := newRuntime(t, &done)
	_, err := rt.RunString(`try { work(1000) } catch (e) { "caught" }`)
	var ie *goja.InterruptedError
	if !errors.As(err, &ie) || ie.Value() != "stop" {
		t.Fatalf("RunString returned %v (%T), want the host's interrupt", err, err)
	}
	if done != 3 {
		t.Errorf("the loop ran %d pieces after the interrupt at piece 3, want 0", done-3)
	}
	// The runtime is usable again once the host clears the interrupt.
	rt.ClearInterrupt()
	if v, err := rt.RunString(`1 + 1`); err != nil || v.ToInteger() != 2 {
		t.Errorf("after ClearInterrupt: %v, %v", v, err)
	}
}

func TestPollWithoutInterrupt(t *testing.T) {
	var done int
	rt := goja.New()
	v, _ := rt.RunString(`(function () {})`)
	probe, _ := goja.AssertFunction(v)
	p := NewPoller(probe)
	rt.Set("work", func(call goja.FunctionCall) goja.Value {
		for done = 0; done < 100; done++ {
			p.Poll()
		}
		return nil
	})
	if _, err := rt.RunString(`work()`); err != nil || done != 100 {
		t.Fatalf("got %v after %d pieces", err, done)
	}
	var zero Poller
	zero.Poll() // never panics
}

func TestPollIgnoresOtherFailures(t *testing.T) {
	// A probe that fails without an interrupt (as one would at the
	// script's maximum call depth) does not stop the loop.
	rt := goja.New()
	v, _ := rt.RunString(`(function () { throw new Error("not an interrupt") })`)
	probe, _ := goja.AssertFunction(v)
	p := NewPoller(probe)
	polled := 0
	rt.Set("work", func(call goja.FunctionCall) goja.Value {
		p.Poll()
		polled++
		return nil
	})
	if _, err := rt.RunString(`work()`); err != nil || polled != 1 {
		t.Fatalf("got %v, polled %d", err, polled)
	}
}
