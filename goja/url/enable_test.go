package url

import (
	"testing"

	"github.com/dop251/goja"
)

// Enable installs the same objects on every call, as Interfaces gives them;
// KeepExistingGlobals leaves a name the global object already has.
func TestEnableAndInterfaces(t *testing.T) {
	rt := goja.New()
	ifaces, err := Interfaces(rt)
	if err != nil {
		t.Fatal(err)
	}
	if len(ifaces) != 2 || ifaces["URL"] == nil || ifaces["URLSearchParams"] == nil {
		t.Fatalf("Interfaces: %v", ifaces)
	}
	if v := rt.Get("URL"); v != nil {
		t.Fatalf("Interfaces installed URL: %v", v)
	}
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	if rt.Get("URL") != ifaces["URL"] || rt.Get("URLSearchParams") != ifaces["URLSearchParams"] {
		t.Fatal("Enable installed other objects than Interfaces gave")
	}
	if _, err := rt.RunString(`URL = 1; URLSearchParams = 2`); err != nil {
		t.Fatal(err)
	}
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	if rt.Get("URL") != ifaces["URL"] {
		t.Fatal("a second Enable did not reinstall URL")
	}
	if _, err := rt.RunString(`URL = "mine"`); err != nil {
		t.Fatal(err)
	}
	if err := Enable(rt, KeepExistingGlobals()); err != nil {
		t.Fatal(err)
	}
	if rt.Get("URL").String() != "mine" {
		t.Fatal("KeepExistingGlobals replaced URL")
	}
	again, _ := Interfaces(rt)
	if again["URL"] != ifaces["URL"] {
		t.Fatal("Interfaces gave another URL")
	}
	if registrySize() < 1 {
		t.Fatal("no binding registered")
	}
}

// A runtime whose global object has a non-configurable URL gets an error
// naming it, and URLSearchParams all the same.
func TestEnableNonConfigurable(t *testing.T) {
	rt := goja.New()
	if _, err := rt.RunString(`Object.defineProperty(globalThis, "URL", { value: 1, configurable: false })`); err != nil {
		t.Fatal(err)
	}
	if err := Enable(rt); err == nil {
		t.Fatal("no error")
	}
	if v, _ := rt.RunString(`typeof URLSearchParams`); v.String() != "function" {
		t.Fatal("URLSearchParams not installed")
	}
}

// An interrupted runtime makes no binding, and Enable reports it.
func TestEnableInterrupted(t *testing.T) {
	rt := goja.New()
	rt.Interrupt("stop")
	if err := Enable(rt); err == nil {
		t.Fatal("no error")
	}
}
