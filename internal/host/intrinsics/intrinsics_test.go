package intrinsics

import (
	"runtime"
	"testing"
	"time"

	"github.com/dop251/goja"
)

// A script that replaces built-ins after Capture changes nothing in the
// record.
func TestCaptureBeforeScripts(t *testing.T) {
	rt := goja.New()
	s, err := Capture(rt)
	if err != nil {
		t.Fatal(err)
	}
	orig, err := rt.RunString(`[Promise, Promise.prototype.then, Reflect.apply, Uint8Array, Reflect.setPrototypeOf]`)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := rt.RunString(`
		Promise.prototype.then = function () { throw new Error("replaced") };
		Reflect.apply = null;
		Object.defineProperty(Object.prototype, "then", { get() { throw new Error("read") } });
		globalThis.Promise = function () {};
		globalThis.Uint8Array = Array;
		ArrayBuffer.isView = () => true;
		Reflect.setPrototypeOf = null;
	`); err != nil {
		t.Fatal(err)
	}
	want := orig.(*goja.Object)
	for i, name := range []string{"Promise", "promiseThen", "apply", "Uint8Array", "setPrototypeOf"} {
		if got := s.Get(name); got != want.Get(itoa(i)) {
			t.Errorf("%s: got %v, want the built-in", name, got)
		}
	}
	if p := s.Record().Prototype(); p != nil {
		t.Errorf("the record's prototype is %v, want null", p)
	}
	// A second capture returns the first one.
	s2, err := Capture(rt)
	if err != nil || s2 != s {
		t.Errorf("second Capture: %p, %v; want %p", s2, err, s)
	}
}

func itoa(i int) string { return string(rune('0' + i)) }

// Every name of intrinsics.js is captured.
func TestCaptureComplete(t *testing.T) {
	rt := goja.New()
	s, err := Capture(rt)
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range s.Record().Keys() {
		if goja.IsUndefined(s.Get(k)) {
			t.Errorf("%s is undefined", k)
		}
	}
}

func TestCaptureInterrupted(t *testing.T) {
	rt := goja.New()
	rt.Interrupt("stop")
	if s, err := Capture(rt); err == nil {
		t.Fatalf("Capture on an interrupted runtime returned %v and no error", s)
	}
	rt.ClearInterrupt()
	if _, err := Capture(rt); err != nil {
		t.Fatal(err)
	}
}

// The registry keeps neither runtimes nor records alive.
func TestRegistryForgetsRuntimes(t *testing.T) {
	for i := 0; i < 20; i++ {
		rt := goja.New()
		if _, err := Capture(rt); err != nil {
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

// BenchmarkCapture measures Capture on a fresh runtime (made outside the
// timer), as encoding.Enable and streams.Enable pay it.
func BenchmarkCapture(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		rt := goja.New()
		b.StartTimer()
		if _, err := Capture(rt); err != nil {
			b.Fatal(err)
		}
	}
}
