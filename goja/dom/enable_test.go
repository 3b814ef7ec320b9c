package dom

import (
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/dop251/goja"
	"github.com/dop251/goja_nodejs/eventloop"
)

func mustRun(t *testing.T, rt *goja.Runtime, src string) goja.Value {
	t.Helper()
	v, err := rt.RunString(src)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

var interfaceNames = []string{"AbortController", "AbortSignal", "CustomEvent", "DOMException", "Event", "EventTarget"}

// The interface objects are writable, configurable, not enumerable globals.
func TestEnableGlobals(t *testing.T) {
	rt := goja.New()
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	for _, name := range interfaceNames {
		v := mustRun(t, rt, `(() => { const d = Object.getOwnPropertyDescriptor(globalThis, "`+name+`");
			return typeof d.value + d.writable + d.enumerable + d.configurable; })()`)
		if got := v.String(); got != "functiontruefalsetrue" {
			t.Errorf("%s: %s", name, got)
		}
	}
	m, err := Interfaces(rt)
	if err != nil || len(m) != len(interfaceNames) {
		t.Fatalf("Interfaces: %v, %v", m, err)
	}
	for _, name := range interfaceNames {
		if rt.Get(name) != m[name] {
			t.Errorf("Interfaces()[%s] is not the global", name)
		}
	}
}

// KeepExistingGlobals leaves a host's own globals alone, and installs the
// missing ones; the default mode replaces them and reports a
// non-configurable one.
func TestKeepExistingGlobals(t *testing.T) {
	rt := goja.New()
	mustRun(t, rt, `
		globalThis.AbortController = "host";
		Object.defineProperty(globalThis, "Event", { value: 1, writable: false, configurable: false });
	`)
	if err := Enable(rt, KeepExistingGlobals()); err != nil {
		t.Fatal(err)
	}
	if got := mustRun(t, rt, `[AbortController, Event, typeof AbortSignal].join()`).String(); got != "host,1,function" {
		t.Errorf("after KeepExistingGlobals: %s", got)
	}
	err := Enable(rt)
	if err == nil || !strings.Contains(err.Error(), "Event") {
		t.Errorf("Enable over a non-configurable Event: %v", err)
	}
	if got := mustRun(t, rt, `typeof AbortController`).String(); got != "function" {
		t.Errorf("the default mode did not replace AbortController: %s", got)
	}
}

// Operations works without Enable and installs nothing; without a timer,
// AbortSignal.timeout throws a NotSupportedError.
func TestOperationsWithoutEnable(t *testing.T) {
	rt := goja.New()
	ops, err := Operations(rt)
	if err != nil {
		t.Fatal(err)
	}
	if rt.Get("AbortSignal") != nil {
		t.Fatal("Operations installed a global")
	}
	rt.Set("ops", ops)
	got := mustRun(t, rt, `
		const s = ops.newSignal();
		const log = [];
		const alg = () => log.push("removed");
		ops.add(s, () => log.push("alg", ops.aborted(s)));
		ops.add(s, alg);
		ops.remove(s, alg);
		s.addEventListener("abort", () => log.push("event"));
		ops.signalAbort(s, undefined);
		log.push(ops.isAbortSignal(s), ops.isAbortSignal({}), ops.reason(s).name);
		let t;
		try { s.constructor.timeout(1); } catch (e) { t = e.name; }
		log.push(t);
		try { ops.aborted({}); } catch (e) { log.push(e instanceof TypeError); }
		log.join();
	`).String()
	if want := "alg,true,event,true,false,AbortError,NotSupportedError,true"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

// ExistingOperations makes nothing: it finds the operations only once
// Enable or Operations has run the implementation, and then the same object
// as Operations.
func TestExistingOperations(t *testing.T) {
	rt := goja.New()
	if ops, err := ExistingOperations(rt); ops != nil || err != nil {
		t.Fatalf("ExistingOperations before Enable: %v, %v", ops, err)
	}
	if bindings.Get(rt) != nil {
		t.Fatal("ExistingOperations made the implementation")
	}
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	a, err := ExistingOperations(rt)
	if a == nil || err != nil {
		t.Fatalf("ExistingOperations after Enable: %v, %v", a, err)
	}
	if b, _ := Operations(rt); b != a {
		t.Fatal("Operations and ExistingOperations differ")
	}
	rt.Set("ops", a)
	if got := mustRun(t, rt, `ops.isAbortSignal(new AbortController().signal)`); !got.ToBoolean() {
		t.Fatal("a global AbortController's signal is not the operations' AbortSignal")
	}
}

// Without Timer, Enable takes the global setTimeout: on goja_nodejs's event
// loop AbortSignal.timeout aborts with a TimeoutError.
func TestTimeoutOnEventLoop(t *testing.T) {
	loop := eventloop.NewEventLoop()
	var got string
	loop.Run(func(rt *goja.Runtime) {
		if err := Enable(rt); err != nil {
			t.Error(err)
			return
		}
		rt.Set("done", func(s string) { got = s })
		mustRun(t, rt, `
			const s = AbortSignal.timeout(5);
			s.onabort = () => done(s.reason.name + ":" + s.reason.message);
		`)
	})
	if got != "TimeoutError:signal timed out" {
		t.Errorf("got %q", got)
	}
}

// A delay longer than setTimeout takes is waited for in several calls, and
// the setTimeout taken is the one Enable saw, not a script's.
func TestTimeoutLongerThanSetTimeout(t *testing.T) {
	rt := goja.New()
	var calls []int64
	var pending []goja.Callable
	rt.Set("setTimeout", func(cb goja.Value, ms int64) {
		f, _ := goja.AssertFunction(cb)
		calls = append(calls, ms)
		pending = append(pending, f)
	})
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	mustRun(t, rt, `
		globalThis.setTimeout = () => { throw new Error("the script's setTimeout"); };
		var s = AbortSignal.timeout(2 ** 31 + 5);
	`)
	for len(pending) > 0 {
		f := pending[0]
		pending = pending[1:]
		if _, err := f(goja.Undefined()); err != nil {
			t.Fatal(err)
		}
	}
	if len(calls) != 2 || calls[0] != 1<<31-1 || calls[1] != 6 {
		t.Errorf("setTimeout calls: %v", calls)
	}
	if got := mustRun(t, rt, `s.reason.name`).String(); got != "TimeoutError" {
		t.Errorf("reason: %s", got)
	}
}

// A runtime with no timer at all.
func TestTimeoutWithoutTimer(t *testing.T) {
	rt := goja.New()
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	got := mustRun(t, rt, `try { AbortSignal.timeout(1); "no exception" } catch (e) { e instanceof DOMException && e.name }`)
	if got.String() != "NotSupportedError" {
		t.Errorf("got %v", got)
	}
}

func TestEnableInterrupted(t *testing.T) {
	rt := goja.New()
	rt.Interrupt("stop")
	if err := Enable(rt); err == nil {
		t.Fatal("Enable on an interrupted runtime returned no error")
	}
	rt.ClearInterrupt()
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
}

// An interrupt while a listener runs stops the abort, and reaches the host.
func TestInterruptInListener(t *testing.T) {
	rt := goja.New()
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	rt.Set("stop", func() { rt.Interrupt("stop") })
	_, err := rt.RunString(`
		const c = new AbortController();
		c.signal.addEventListener("abort", () => { stop(); for (;;) {} });
		c.abort();
	`)
	if _, ok := err.(*goja.InterruptedError); !ok {
		t.Fatalf("got %v, want an interrupt", err)
	}
}

// The registry keeps no runtime alive.
func TestRegistryForgetsRuntimes(t *testing.T) {
	for i := 0; i < 20; i++ {
		if err := Enable(goja.New()); err != nil {
			t.Fatal(err)
		}
	}
	deadline := time.Now().Add(10 * time.Second)
	for registrySize() > 2 {
		if time.Now().After(deadline) {
			t.Fatalf("%d runtimes still registered", registrySize())
		}
		runtime.GC()
		time.Sleep(10 * time.Millisecond)
	}
}

// Timer's fire runs on goja_nodejs's loop, and returns the interrupt a
// listener met.
func TestTimerOption(t *testing.T) {
	loop := eventloop.NewEventLoop()
	var fireErr error
	var got string
	loop.Run(func(rt *goja.Runtime) {
		timer := Timer(func(d time.Duration, fire func() error) {
			loop.SetTimeout(func(*goja.Runtime) {
				if err := fire(); err != nil {
					fireErr = err
				}
			}, d)
		})
		if err := Enable(rt, timer); err != nil {
			t.Error(err)
			return
		}
		rt.Set("done", func(s string) { got = s })
		rt.Set("stop", func() { rt.Interrupt("stop") })
		mustRun(t, rt, `
			const s = AbortSignal.timeout(1);
			s.onabort = () => done(s.reason.name);
			AbortSignal.timeout(2).onabort = () => { stop(); for (;;) {} };
		`)
	})
	if got != "TimeoutError" {
		t.Errorf("got %q", got)
	}
	if _, ok := fireErr.(*goja.InterruptedError); !ok {
		t.Errorf("fire returned %v, want the interrupt", fireErr)
	}
}
