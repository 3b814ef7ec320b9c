package structuredclone

import (
	"errors"
	"reflect"
	"runtime"
	"testing"
	"time"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/dom"
	"github.com/textcodec/textcodec/goja/encoding"
)

// Enable installs structuredClone as Web IDL installs an operation of the
// global object; every Enable and Interfaces gives the same function, and
// KeepExistingGlobals leaves a host's own alone.
func TestEnableGlobals(t *testing.T) {
	rt := goja.New()
	m, err := Interfaces(rt)
	if err != nil || len(m) != 1 || m["structuredClone"] == nil {
		t.Fatalf("Interfaces: %v, %v", m, err)
	}
	if rt.Get("structuredClone") != nil {
		t.Fatal("Interfaces installed structuredClone")
	}
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	if rt.Get("structuredClone") != m["structuredClone"] {
		t.Fatal("Enable installed another function")
	}
	rt.Set("structuredClone", 1)
	if err := Enable(rt, KeepExistingGlobals()); err != nil {
		t.Fatal(err)
	}
	if rt.Get("structuredClone").ToInteger() != 1 {
		t.Fatal("KeepExistingGlobals replaced the host's structuredClone")
	}
}

// An Enable with an interrupt pending fails and keeps nothing.
func TestEnableInterrupted(t *testing.T) {
	rt := goja.New()
	rt.Interrupt("stop")
	if err := Enable(rt); err == nil {
		t.Fatal("Enable with an interrupt pending did not fail")
	}
	rt.ClearInterrupt()
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	if v, err := rt.RunString(`structuredClone([1])[0]`); err != nil || v.ToInteger() != 1 {
		t.Fatalf("got %v, %v", v, err)
	}
}

// Clone gives a script's exception as a *goja.Exception: a DataCloneError
// (package dom's DOMException, even when dom.Enable was not called), or what
// a getter threw; bad Go arguments are errors.
func TestCloneErrors(t *testing.T) {
	rt := goja.New()
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	if v, err := Clone(rt, nil, nil); err != nil || !goja.IsUndefined(v) {
		t.Errorf("Clone(nil): %v, %v", v, err)
	}
	fn, _ := rt.RunString(`(function () {})`)
	_, err := Clone(rt, fn, nil)
	var ex *goja.Exception
	if !errors.As(err, &ex) || ex.Value().(*goja.Object).Get("name").String() != "DataCloneError" {
		t.Errorf("Clone(function): %v", err)
	}
	getter, _ := rt.RunString(`({ get x() { throw 42; } })`)
	if _, err := Clone(rt, getter, nil); !errors.As(err, &ex) || ex.Value().ToInteger() != 42 {
		t.Errorf("Clone(throwing getter): %v", err)
	}
	if _, err := Clone(rt, goja.Undefined(), []*goja.Object{nil}); err == nil {
		t.Error("a nil transferable was accepted")
	}
	obj := rt.NewObject()
	if _, err := Clone(rt, goja.Undefined(), []*goja.Object{obj}); !errors.As(err, &ex) {
		t.Errorf("Clone with an object that is not transferable: %v", err)
	}
	// The DOMException is dom's: the same class dom.Enable installs later.
	if err := dom.Enable(rt); err != nil {
		t.Fatal(err)
	}
	if v, err := rt.RunString(`try { structuredClone(Symbol()); } catch (e) { e instanceof DOMException && e.code === 25 }`); err != nil || !v.ToBoolean() {
		t.Errorf("got %v, %v", v, err)
	}
}

// A Go value the host gave the script is cloned by what goja shows of it;
// one goja shows as a Number object of a Go type is a DataCloneError, not a
// panic.
func TestGoValues(t *testing.T) {
	type myNumber int
	rt := goja.New()
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	rt.Set("goMap", map[string]any{"a": 1})
	rt.Set("goNumber", myNumber(1))
	v, err := rt.RunString(`structuredClone(goMap).a`)
	if err != nil || v.ToInteger() != 1 {
		t.Errorf("a Go map: %v, %v", v, err)
	}
	if _, err := rt.RunString(`structuredClone(goNumber)`); err == nil {
		t.Error("a Go number of a named type was cloned")
	}
}

// The host's interrupt stops a clone of a huge value within a few
// milliseconds, wherever the walk is: in the JavaScript walk and in the
// native copies (an ArrayBuffer's bytes, a String object's code units).
// (What the walk cannot cut short is the listing of one object's own keys,
// Object.keys, which takes time in proportion to that one object's size.)
func TestInterrupt(t *testing.T) {
	for _, c := range []struct{ name, make string }{
		{"objects", `const v = []; for (let i = 0; i < 100; i++) { const w = []; v.push(w); for (let j = 0; j < 3000; j++) w.push({ j, s: "x" }); } v`},
		{"buffer", `new ArrayBuffer(1 << 30)`},
		{"string", `new String("x".repeat(1 << 24))`},
	} {
		t.Run(c.name, func(t *testing.T) {
			rt := goja.New()
			if err := Enable(rt); err != nil {
				t.Fatal(err)
			}
			v, err := rt.RunString(c.make)
			if err != nil {
				t.Fatal(err)
			}
			rt.Set("v", v)
			var stopped time.Time
			timer := time.AfterFunc(20*time.Millisecond, func() {
				stopped = time.Now()
				rt.Interrupt("stop")
			})
			defer timer.Stop()
			_, err = rt.RunString(`try { structuredClone(v); } catch (e) { "caught" }`)
			var ie *goja.InterruptedError
			if !errors.As(err, &ie) {
				t.Fatalf("the clone ended with %v, not the interrupt", err)
			}
			// Logged, not asserted: the machine's load decides it.
			t.Logf("stopped %v after the interrupt", time.Since(stopped))
		})
	}
}

// A registered platform object is cloned by its Go steps; one with no
// serialization steps, or whose steps fail, is a DataCloneError; an
// exception its steps give passes through.
func TestSerializable(t *testing.T) {
	type box struct{ n int }
	rt := goja.New()
	isBox := func(rt *goja.Runtime, o *goja.Object) bool { return o.ExportType() == reflect.TypeOf(&box{}) }
	var failWith error
	err := Enable(rt, Serializable(PlatformObject{
		Interface: "Box",
		Is:        isBox,
		Serialize: func(rt *goja.Runtime, o *goja.Object) (any, error) {
			if failWith != nil {
				return nil, failWith
			}
			return o.Export().(*box).n, nil
		},
		Deserialize: func(rt *goja.Runtime, data any) (*goja.Object, error) {
			return rt.ToValue(&box{n: data.(int) + 1}).(*goja.Object), nil
		},
	}), Serializable(PlatformObject{Interface: "Opaque", Is: func(rt *goja.Runtime, o *goja.Object) bool {
		return o.Get("opaque") != nil && o.ClassName() == "Object" && o.ExportType() == nil
	}}))
	if err != nil {
		t.Fatal(err)
	}
	rt.Set("b", &box{n: 1})
	v, err := rt.RunString(`const c = structuredClone([b, b]); c[0] === c[1] && c[0] !== b`)
	if err != nil || !v.ToBoolean() {
		t.Fatalf("got %v, %v", v, err)
	}
	if v, _ := rt.RunString(`c[0]`); v.Export().(*box).n != 2 {
		t.Errorf("the clone is %v", v.Export())
	}
	failWith = errors.New("no")
	if _, err := rt.RunString(`structuredClone(b)`); err == nil {
		t.Error("a failed serialization was not thrown")
	}
	_, thrown := rt.RunString(`throw 7`)
	failWith = thrown
	if v, err := rt.RunString(`try { structuredClone(b); } catch (e) { e }`); err != nil || v.ToInteger() != 7 {
		t.Errorf("the steps' exception: %v, %v", v, err)
	}
}

// The registry forgets collected runtimes.
func TestRegistryForgetsRuntimes(t *testing.T) {
	for i := 0; i < 20; i++ {
		rt := goja.New()
		if err := Enable(rt); err != nil {
			t.Fatal(err)
		}
	}
	for try := 0; try < 50 && registrySize() > 0; try++ {
		runtime.GC()
		time.Sleep(10 * time.Millisecond)
	}
	if n := registrySize(); n != 0 {
		t.Fatalf("%d runtimes still registered", n)
	}
}

// Register's platform objects are known to every runtime, after the
// runtime's own; a later registration of an Interface replaces the earlier.
func TestRegister(t *testing.T) {
	type token struct{ s string }
	is := func(rt *goja.Runtime, o *goja.Object) bool { return o.ExportType() == reflect.TypeOf(&token{}) }
	mk := func(suffix string) PlatformObject {
		return PlatformObject{
			Interface: "TestToken",
			Is:        is,
			Serialize: func(rt *goja.Runtime, o *goja.Object) (any, error) { return o.Export().(*token).s, nil },
			Deserialize: func(rt *goja.Runtime, data any) (*goja.Object, error) {
				return rt.ToValue(&token{data.(string) + suffix}).(*goja.Object), nil
			},
		}
	}
	Register(mk(" (first)"))
	Register(mk(" (registered)"))
	Register(PlatformObject{Interface: "no Is"})
	clone := func(opts ...Option) string {
		rt := goja.New()
		if err := Enable(rt, opts...); err != nil {
			t.Fatal(err)
		}
		c, err := Clone(rt, rt.ToValue(&token{"t"}), nil)
		if err != nil {
			t.Fatal(err)
		}
		return c.Export().(*token).s
	}
	if got := clone(); got != "t (registered)" {
		t.Errorf("with Register's: %q", got)
	}
	if got := clone(Serializable(mk(" (runtime's)"))); got != "t (runtime's)" {
		t.Errorf("with the runtime's own: %q", got)
	}
}

// The built-ins a clone calls are the runtime's first capture's: a script
// that runs after another binding's Enable and before this one's, and
// replaces Map.prototype.set, Object.keys and the others with spies, is
// never called by a clone, and the clone is right.
func TestBuiltinsFromTheFirstCapture(t *testing.T) {
	rt := goja.New()
	if err := encoding.Enable(rt); err != nil {
		t.Fatal(err)
	}
	if _, err := rt.RunString(`
		var value = { m: new Map([[1, 2]]), s: new Set([3]), d: new Date(5), r: /ab/g, e: new EvalError("m") };
		var spied = [];
		const spy = (name, result) => function () { spied.push(name); return result; };
		Map.prototype.set = spy("Map.prototype.set");
		Map.prototype.forEach = spy("Map.prototype.forEach");
		Set.prototype.add = spy("Set.prototype.add");
		Set.prototype.forEach = spy("Set.prototype.forEach");
		Object.keys = spy("Object.keys", []);
		Object.hasOwn = spy("Object.hasOwn", false);
		Map = spy("Map", {});
		Date = spy("Date", {});
		EvalError = spy("EvalError", {});
		Object.defineProperty(RegExp.prototype, "source", { get: spy("source", "x") });
		Object.defineProperty(RegExp.prototype, "global", { get: spy("global", false) });`); err != nil {
		t.Fatal(err)
	}
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	v, err := rt.RunString(`
		const c = structuredClone(value);
		[spied.join(","), Reflect.ownKeys(c).join(), c.m.size, c.m.get(1), c.s.has(3), c.d.getTime(),
			c.r.exec("zab")[0], c.r.lastIndex, c.e.name, c.e.message, Object.getPrototypeOf(c.e) === Object.getPrototypeOf(value.e)].join("|")`)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := v.String(), "|m,s,d,r,e|1|2|true|5|ab|3|EvalError|m|true"; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}
