package encoding_test

import (
	"strings"
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/encoding"
)

func TestInterfacesOf(t *testing.T) {
	// Without Enable: a binding of its own, no globals, the same objects
	// every time.
	rt := goja.New()
	first, err := encoding.InterfacesOf(rt)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := encoding.InterfacesOf(rt)
	if first != again || first.TextDecoder == nil || first.TextEncoderStream == nil {
		t.Fatalf("two calls gave %v and %v", first, again)
	}
	if v := rt.Get("TextDecoder"); v != nil {
		t.Fatalf("InterfacesOf installed a global: %v", v)
	}
	rt.Set("D", first.TextDecoder)
	if v, err := rt.RunString(`new D("euc-kr").encoding`); err != nil || v.String() != "euc-kr" {
		t.Fatalf("the TextDecoder InterfacesOf made: %v, %v", v, err)
	}

	// The first Enable adopts them, with its own options.
	if err := encoding.Enable(rt, encoding.MaxOutputBytes(4)); err != nil {
		t.Fatal(err)
	}
	if rt.Get("TextDecoder") != first.TextDecoder || rt.Get("TextEncoderStream") != first.TextEncoderStream {
		t.Error("the first Enable did not install the objects InterfacesOf made")
	}
	if _, err := rt.RunString(`new D().decode(new Uint8Array(5))`); err == nil || !strings.Contains(err.Error(), "RangeError") {
		t.Errorf("Enable's MaxOutputBytes on the adopted binding: %v", err)
	}

	// After Enable: the globals it installed, also in the keep-existing
	// mode, and the next Enable's after that.
	for _, opts := range [][]encoding.Option{nil, {encoding.KeepExistingGlobals()}} {
		rt := goja.New()
		if err := encoding.Enable(rt, opts...); err != nil {
			t.Fatal(err)
		}
		got, err := encoding.InterfacesOf(rt)
		if err != nil {
			t.Fatal(err)
		}
		for name, v := range map[string]*goja.Object{"TextDecoder": got.TextDecoder, "TextEncoder": got.TextEncoder, "TextDecoderStream": got.TextDecoderStream, "TextEncoderStream": got.TextEncoderStream} {
			if rt.Get(name) != v {
				t.Errorf("%s is not the global", name)
			}
		}
		if err := encoding.Enable(rt); err != nil {
			t.Fatal(err)
		}
		if now, _ := encoding.InterfacesOf(rt); now.TextDecoder != rt.Get("TextDecoder") || now.TextDecoder == got.TextDecoder {
			t.Error("InterfacesOf did not follow the second Enable")
		}
	}
}

// An Enable that an interrupt stopped leaves rt as if it had not run:
// InterfacesOf and the next Enable work (InterfacesOf panicked before).
func TestInterfacesOfAfterInterruptedEnable(t *testing.T) {
	rt := goja.New()
	rt.Interrupt("stop")
	if err := encoding.Enable(rt); err == nil {
		t.Fatal("Enable with an interrupt pending did not fail")
	}
	rt.ClearInterrupt()
	got, err := encoding.InterfacesOf(rt)
	if err != nil || got.TextDecoder == nil {
		t.Fatalf("InterfacesOf: %v, %v", got, err)
	}
	if err := encoding.Enable(rt); err != nil {
		t.Fatal(err)
	}
	if rt.Get("TextDecoder") != got.TextDecoder {
		t.Error("Enable did not adopt the binding InterfacesOf made")
	}
}
