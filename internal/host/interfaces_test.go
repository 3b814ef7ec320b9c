package host

import (
	"strings"
	"testing"

	"github.com/dop251/goja"
)

func testInterfaces(t *testing.T, rt *goja.Runtime) Interfaces {
	t.Helper()
	var is Interfaces
	for _, name := range []string{"A", "B", "C"} {
		v, err := rt.RunString(`(class ` + name + ` {})`)
		if err != nil {
			t.Fatal(err)
		}
		is = append(is, Interface{Name: name, Object: v.(*goja.Object)})
	}
	return is
}

// Install defines writable, configurable, non-enumerable properties,
// replacing what was there; a non-configurable one is reported and skipped,
// and the others are installed.
func TestInstall(t *testing.T) {
	rt := goja.New()
	is := testInterfaces(t, rt)
	if _, err := rt.RunString(`globalThis.A = 1; Object.defineProperty(globalThis, "B", { value: 2 });`); err != nil {
		t.Fatal(err)
	}
	err := is.Install(rt, false)
	if err == nil || !strings.Contains(err.Error(), "B") {
		t.Errorf("Install over a non-configurable B: %v", err)
	}
	v, err := rt.RunString(`["A", "B", "C"].map(n => {
		const d = Object.getOwnPropertyDescriptor(globalThis, n);
		return typeof d.value + (d.writable ? "w" : "") + (d.enumerable ? "e" : "") + (d.configurable ? "c" : "");
	}).join()`)
	if err != nil || v.String() != "functionwc,number,functionwc" {
		t.Errorf("got %v, %v", v, err)
	}
}

// With keepExisting, Install adds only the names the global object lacks.
func TestInstallKeepExisting(t *testing.T) {
	rt := goja.New()
	is := testInterfaces(t, rt)
	if _, err := rt.RunString(`Object.defineProperty(globalThis, "A", { get() { return 1; }, configurable: true }); globalThis.B = undefined;`); err != nil {
		t.Fatal(err)
	}
	if err := is.Install(rt, true); err != nil {
		t.Fatal(err)
	}
	v, err := rt.RunString(`[A, B, typeof C].join()`)
	if err != nil || v.String() != "1,,function" {
		t.Errorf("got %v, %v", v, err)
	}
}

// Map gives the objects by name, in a new map each time.
func TestMap(t *testing.T) {
	rt := goja.New()
	is := testInterfaces(t, rt)
	m := is.Map()
	if len(m) != 3 || m["B"] != is[1].Object {
		t.Fatalf("Map gave %v", m)
	}
	delete(m, "A")
	if is.Map()["A"] != is[0].Object {
		t.Error("a change to one Map's result reached the next")
	}
}

func TestApplyOptions(t *testing.T) {
	type options struct{ a, b int }
	type Option func(*options)
	o := ApplyOptions[options]([]Option{func(o *options) { o.a = 1 }, nil, func(o *options) { o.b = 2; o.a++ }})
	if o != (options{a: 2, b: 2}) {
		t.Errorf("got %+v", o)
	}
}
