package encoding_test

import (
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/encoding"
)

// TestStreamsUseBuiltinsFromEnable checks that TextDecoderStream, whose
// streams implementation starts only when first constructed, works with the
// built-ins as they were at Enable, not as a script has left them by then,
// in a runtime where the host called encoding.Enable alone. (Promise.prototype
// .then is left alone: resolving a promise with another calls its then, as
// the standards' promise resolution does.)
func TestStreamsUseBuiltinsFromEnable(t *testing.T) {
	rt := goja.New()
	if err := encoding.Enable(rt); err != nil {
		t.Fatal(err)
	}
	v, err := rt.RunString(`
		var trapped = [];
		const chunk = new Uint8Array([0xE3, 0x81, 0x82]);
		Promise.resolve = function () { trapped.push("resolve"); throw new Error("resolve replaced"); };
		Reflect.apply = function () { trapped.push("apply"); throw new Error("apply replaced"); };
		globalThis.Promise = function () { trapped.push("Promise"); throw new Error("Promise replaced"); };
		globalThis.Uint8Array = function () { trapped.push("Uint8Array"); };
		ArrayBuffer.isView = function () { trapped.push("isView"); return false; };

		const ts = new TextDecoderStream();
		const w = ts.writable.getWriter();
		const r = ts.readable.getReader();
		w.write(chunk);
		r.read();
	`)
	if err != nil {
		t.Fatal(err)
	}
	p, ok := v.Export().(*goja.Promise)
	if !ok {
		t.Fatalf("read() returned %v", v)
	}
	if p.State() != goja.PromiseStateFulfilled {
		t.Fatalf("read() is %v with %v", p.State(), p.Result())
	}
	res := p.Result().(*goja.Object)
	if got := res.Get("value"); got == nil || got.String() != "あ" || res.Get("done").ToBoolean() {
		t.Errorf("read() gave value %v, done %v", got, res.Get("done"))
	}
	if trapped := rt.Get("trapped").Export(); len(trapped.([]any)) != 0 {
		t.Errorf("the implementation called what the script replaced: %v", trapped)
	}
}
