package textcodec_test

import (
	"fmt"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/textcodec"
)

func Example() {
	rt := goja.New()
	textcodec.Enable(rt)
	v, err := rt.RunString(`
		const d = new TextDecoder("shift_jis");
		let s = d.decode(new Uint8Array([0x82]), { stream: true });
		s += d.decode(new Uint8Array([0xA0, 0x41]));
		const bytes = new TextEncoder().encode(s);
		d.encoding + ": " + s + " = " + Array.from(bytes, b => b.toString(16)).join(" ");
	`)
	if err != nil {
		panic(err)
	}
	fmt.Println(v)
	// Output: shift_jis: あA = e3 81 82 41
}

func Example_fatal() {
	rt := goja.New()
	textcodec.Enable(rt)
	v, _ := rt.RunString(`
		try {
			new TextDecoder("utf-8", { fatal: true }).decode(new Uint8Array([0xFF]));
		} catch (e) {
			e.name;
		}
	`)
	fmt.Println(v)
	// Output: TypeError
}
