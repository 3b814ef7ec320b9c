package streams

import (
	"testing"

	"github.com/dop251/goja"
)

func TestInterfaces(t *testing.T) {
	rt := goja.New()
	m, err := Interfaces(rt)
	if err != nil {
		t.Fatal(err)
	}
	if rt.Get("ReadableStream") != nil {
		t.Fatal("Interfaces installed a global")
	}
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"ReadableStream", "WritableStream", "TransformStream", "CountQueuingStrategy"} {
		if m[name] == nil || rt.Get(name) != m[name] {
			t.Errorf("%s: Interfaces gave %v, Enable installed %v", name, m[name], rt.Get(name))
		}
	}
	again, _ := Interfaces(rt)
	if len(again) != len(m) || again["WritableStream"] != m["WritableStream"] {
		t.Error("a second call gave other objects")
	}
}
