package encoding_test

import (
	"strings"
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/encoding"
)

// Interfaces before Enable makes the binding and installs nothing; Enable
// then installs those same objects.
func TestInterfacesThenEnable(t *testing.T) {
	rt := goja.New()
	first, err := encoding.Interfaces(rt)
	if err != nil {
		t.Fatal(err)
	}
	if len(first) != 4 || first["TextDecoder"] == nil || first["TextEncoderStream"] == nil {
		t.Fatalf("Interfaces gave %v", first)
	}
	if v := rt.Get("TextDecoder"); v != nil {
		t.Fatalf("Interfaces installed a global: %v", v)
	}
	rt.Set("D", first["TextDecoder"])
	if v, err := rt.RunString(`new D("euc-kr").encoding`); err != nil || v.String() != "euc-kr" {
		t.Fatalf("the TextDecoder Interfaces made: %v, %v", v, err)
	}
	if err := encoding.Enable(rt, encoding.MaxOutputBytes(4)); err != nil {
		t.Fatal(err)
	}
	for name, o := range first {
		if rt.Get(name) != o {
			t.Errorf("Enable installed another %s than Interfaces gave", name)
		}
	}
	if _, err := rt.RunString(`new D().decode(new Uint8Array(5))`); err == nil || !strings.Contains(err.Error(), "RangeError") {
		t.Errorf("Enable's MaxOutputBytes on the binding Interfaces made: %v", err)
	}
}

// Options that configure the binding stay until an Enable gives them again.
func TestMaxOutputBytesLastsUntilGivenAgain(t *testing.T) {
	rt := goja.New()
	over := func() error {
		_, err := rt.RunString(`new TextEncoder().encode("12345")`)
		return err
	}
	if err := encoding.Enable(rt, encoding.MaxOutputBytes(4)); err != nil {
		t.Fatal(err)
	}
	if err := encoding.Enable(rt, encoding.KeepExistingGlobals()); err != nil {
		t.Fatal(err)
	}
	if err := encoding.Enable(rt); err != nil {
		t.Fatal(err)
	}
	if err := over(); err == nil || !strings.Contains(err.Error(), "RangeError") {
		t.Errorf("the limit after Enable without MaxOutputBytes: %v", err)
	}
	if err := encoding.Enable(rt, encoding.MaxOutputBytes(0)); err != nil {
		t.Fatal(err)
	}
	if err := over(); err != nil {
		t.Errorf("MaxOutputBytes(0) did not lift the limit: %v", err)
	}
}

// An Enable that an interrupt stopped leaves rt as if it had not run:
// Interfaces and the next Enable work, and give one binding.
func TestInterfacesAfterInterruptedEnable(t *testing.T) {
	rt := goja.New()
	rt.Interrupt("stop")
	if err := encoding.Enable(rt); err == nil {
		t.Fatal("Enable with an interrupt pending did not fail")
	}
	if v := rt.Get("TextDecoder"); v != nil {
		t.Fatalf("an interrupted Enable installed a global: %v", v)
	}
	rt.ClearInterrupt()
	got, err := encoding.Interfaces(rt)
	if err != nil || got["TextDecoder"] == nil {
		t.Fatalf("Interfaces: %v, %v", got, err)
	}
	if err := encoding.Enable(rt); err != nil {
		t.Fatal(err)
	}
	if rt.Get("TextDecoder") != got["TextDecoder"] {
		t.Error("Enable did not install the binding Interfaces made")
	}
}
