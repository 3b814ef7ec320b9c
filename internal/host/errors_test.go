package host_test

import (
	"errors"
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/host"
	"github.com/textcodec/textcodec/internal/host/intrinsics"
)

// The errors are the realm's, made with the constructors captured before a
// script replaced the globals, and their messages are taken as they are.
func TestErrorsAfterGlobalsReplaced(t *testing.T) {
	rt := goja.New()
	set, err := intrinsics.Capture(rt)
	if err != nil {
		t.Fatal(err)
	}
	errs := set.Errors(rt)
	rt.Set("make", func(kind, msg string) *goja.Object {
		switch kind {
		case "Error":
			return errs.Error(msg)
		case "RangeError":
			return errs.RangeError(msg)
		}
		return errs.TypeError(msg)
	})
	rt.Set("throwRange", func(msg string) { errs.ThrowRangeError(msg) })
	rt.Set("throwType", func(msg string) { errs.ThrowTypeError(msg) })
	v, err := rt.RunString(`
		const saved = { Error, RangeError, TypeError };
		for (const name of ["Error", "RangeError", "TypeError"])
			globalThis[name] = function Fake() {};
		const out = [];
		for (const name of ["Error", "RangeError", "TypeError"]) {
			const e = make(name, "100% %s");
			out.push(e.constructor === saved[name] && Object.getPrototypeOf(e) === saved[name].prototype && e.message === "100% %s");
		}
		for (const [f, name] of [[throwRange, "RangeError"], [throwType, "TypeError"]]) {
			try { f("m"); out.push("no throw"); } catch (e) { out.push(e.constructor === saved[name]); }
		}
		out.join()`)
	if err != nil || v.String() != "true,true,true,true,true" {
		t.Errorf("got %v, %v", v, err)
	}
}

// A runtime whose Error and RangeError were gone before the capture gets
// TypeErrors instead.
func TestErrorsWithoutConstructors(t *testing.T) {
	rt := goja.New()
	if _, err := rt.RunString(`delete globalThis.Error; delete globalThis.RangeError;`); err != nil {
		t.Fatal(err)
	}
	errs := host.NewErrors(rt, goja.Undefined(), nil)
	for _, e := range []*goja.Object{errs.Error("a"), errs.RangeError("b")} {
		if name := e.Get("name").String(); name != "TypeError" {
			t.Errorf("got a %s", name)
		}
	}
}

// Throw passes an exception on as itself, an interrupt as an interrupt
// (which try/catch does not see), and anything else as a GoError.
func TestThrow(t *testing.T) {
	rt := goja.New()
	var pending error
	rt.Set("fail", func() { host.Throw(rt, pending) })
	catch := func() (goja.Value, error) {
		return rt.RunString(`try { fail(); "no throw" } catch (e) { e }`)
	}

	_, pending = rt.RunString(`throw 42`)
	if v, err := catch(); err != nil || v.ToInteger() != 42 {
		t.Errorf("an exception: %v, %v", v, err)
	}

	pending = errors.New("go error")
	if v, err := catch(); err != nil || v.(*goja.Object).Get("message").String() != "go error" {
		t.Errorf("a Go error: %v, %v", v, err)
	}

	rt.Set("interrupted", func() {
		rt.Interrupt("stop")
		_, pending = rt.RunString(`1`) // goja's InterruptedError, as a call returns it
		rt.ClearInterrupt()
		host.Throw(rt, pending)
	})
	_, err := rt.RunString(`try { interrupted(); } catch (e) { "caught" }`)
	var ie *goja.InterruptedError
	if !errors.As(err, &ie) || ie.Value() != "stop" {
		t.Errorf("an interrupt: %v", err)
	}
}
