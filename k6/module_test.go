package k6

import (
	"slices"
	"testing"

	"github.com/grafana/sobek"
	"go.k6.io/k6/js/modulestest"
)

// globalKeys returns the names of rt's global object's own properties.
func globalKeys(t *testing.T, rt *sobek.Runtime) string {
	t.Helper()
	v, err := rt.RunString(`Reflect.ownKeys(globalThis).map(String).join()`)
	if err != nil {
		t.Fatal(err)
	}
	return v.String()
}

// TestModuleInstance checks that each VU gets working interface objects of
// its own as named exports, and that the global object is left as it was.
func TestModuleInstance(t *testing.T) {
	r := modulestest.NewRuntime(t)
	rt := r.VU.Runtime()
	before := globalKeys(t, rt)
	named := new(RootModule).NewModuleInstance(r.VU).Exports().Named
	if after := globalKeys(t, rt); after != before {
		t.Errorf("the module changed the global object's properties:\n%s\n->\n%s", before, after)
	}
	for _, name := range []string{
		"TextDecoder", "TextEncoder", "TextDecoderStream", "TextEncoderStream",
		"ReadableStream", "WritableStream", "TransformStream", "ByteLengthQueuingStrategy", "CountQueuingStrategy",
	} {
		if _, ok := named[name].(*sobek.Object); !ok {
			t.Errorf("no export %s", name)
		}
	}
	if err := rt.Set("lib", named); err != nil {
		t.Fatal(err)
	}
	_, err := r.RunOnEventLoop(`
		var out = [];
		const bytes = new Uint8Array([0x8f, 0x74, 0x82, 0xcc, 0x0a, 0x92, 0xa9]); // "春の\n朝"
		let lines = [], rest = "";
		new lib.ReadableStream({ start(c) { for (const b of bytes) c.enqueue(new Uint8Array([b])); c.close(); } })
			.pipeThrough(new lib.TextDecoderStream("shift_jis"))
			.pipeTo(new lib.WritableStream({ write(s) { rest += s; }, close() { out.push(...rest.split("\n")); } }))
			.then(() => out.push(new lib.TextEncoder().encodeInto("é", new Uint8Array(1)).written));`)
	if err != nil {
		t.Fatal(err)
	}
	got := rt.Get("out").Export().([]any)
	want := []any{"春の", "朝", int64(0)}
	if !slices.Equal(got, want) {
		t.Errorf("script gave %v, want %v", got, want)
	}

	// Another VU's runtime gets objects of its own.
	r2 := modulestest.NewRuntime(t)
	named2 := new(RootModule).NewModuleInstance(r2.VU).Exports().Named
	if named2["TextDecoder"] == named["TextDecoder"] || named2["ReadableStream"] == named["ReadableStream"] {
		t.Error("two VUs share interface objects")
	}
}
