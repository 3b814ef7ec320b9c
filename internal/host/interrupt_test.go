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

// Copy copies what copy copies, and an interrupt during it stops it after
// the block it arrived in.
func TestPollerCopy(t *testing.T) {
	rt := goja.New()
	v, _ := rt.RunString(`(function () {})`)
	probe, _ := goja.AssertFunction(v)
	polls := 0
	p := NewPoller(func(this goja.Value, args ...goja.Value) (goja.Value, error) {
		polls++
		if polls == 2 {
			rt.Interrupt("stop")
		}
		return probe(this, args...)
	})
	src := make([]byte, 5*PollStep+7)
	for i := range src {
		src[i] = byte(i % 251)
	}
	for _, size := range []int{0, 1, PollStep, PollStep + 1, len(src)} {
		dst := make([]byte, size)
		polls = -100 // no interrupt
		if n := p.Copy(dst, src); n != size || string(dst) != string(src[:size]) {
			t.Errorf("Copy into %d bytes: %d copied, equal %v", size, n, string(dst) == string(src[:size]))
		}
		if want := max(0, (size-1)/PollStep); polls != -100+want {
			t.Errorf("Copy of %d bytes polled %d times, want %d", size, polls+100, want)
		}
	}
	// Overlapping, either way, as copy does.
	for _, shift := range []int{-PollStep - 3, -5, 5, PollStep + 3} {
		buf := append([]byte(nil), src...)
		want := append([]byte(nil), src...)
		from, to := max(0, -shift), max(0, shift)
		size := len(src) - max(from, to)
		copy(want[to:to+size], want[from:from+size])
		polls = -100
		p.Copy(buf[to:to+size], buf[from:from+size])
		if string(buf) != string(want) {
			t.Errorf("overlapping Copy shifted by %d differs from copy", shift)
		}
	}
	dst := make([]byte, len(src))
	polls = 0
	rt.Set("copyAll", func() { p.Copy(dst, src) })
	_, err := rt.RunString(`copyAll()`)
	var ie *goja.InterruptedError
	if !errors.As(err, &ie) || ie.Value() != "stop" {
		t.Fatalf("RunString returned %v, want the interrupt", err)
	}
	if string(dst[:2*PollStep]) != string(src[:2*PollStep]) || dst[2*PollStep] != 0 || dst[len(dst)-1] != 0 {
		t.Errorf("the interrupted copy did not stop after the second block")
	}
	rt.ClearInterrupt()
}

// MakeBytes makes what make makes, and reports the sizes make refuses.
func TestMakeBytes(t *testing.T) {
	rt := goja.New()
	v, _ := rt.RunString(`(function () {})`)
	probe, _ := goja.AssertFunction(v)
	for _, p := range []Poller{{}, NewPoller(probe)} {
		for _, n := range []int{0, 1, bigAlloc, bigAlloc + 1, 64 << 20} {
			b, ok := p.MakeBytes(n)
			if !ok || len(b) != n || (n > 0 && (b[0] != 0 || b[n-1] != 0)) {
				t.Errorf("MakeBytes(%d): %d bytes, %v", n, len(b), ok)
			}
		}
		for _, n := range []int{-1, 1 << 62} {
			if b, ok := p.MakeBytes(n); ok || b != nil {
				t.Errorf("MakeBytes(%d) = %d bytes, %v; want false", n, len(b), ok)
			}
		}
	}
}
