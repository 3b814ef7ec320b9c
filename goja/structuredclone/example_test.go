package structuredclone_test

import (
	"errors"
	"fmt"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/dom"
	"github.com/textcodec/textcodec/goja/structuredclone"
)

func Example() {
	rt := goja.New()
	if err := structuredclone.Enable(rt); err != nil {
		panic(err)
	}
	v, err := rt.RunString(`
		const a = { when: new Date(0), bytes: new Uint8Array([1, 2]) };
		a.self = a;
		const b = structuredClone(a);
		[b !== a, b.self === b, b.when.getTime(), b.bytes[1]].join(", ");
	`)
	if err != nil {
		panic(err)
	}
	fmt.Println(v)
	// Output: true, true, 0, 2
}

// Clone clones a value for a host, with ArrayBuffers transferred; what
// cannot be cloned is the script's DataCloneError.
func ExampleClone() {
	rt := goja.New()
	if err := structuredclone.Enable(rt); err != nil {
		panic(err)
	}
	if err := dom.Enable(rt); err != nil {
		panic(err)
	}
	v, _ := rt.RunString(`({ buf: new ArrayBuffer(4) })`)
	buf := v.(*goja.Object).Get("buf").(*goja.Object)
	c, err := structuredclone.Clone(rt, v, []*goja.Object{buf})
	if err != nil {
		panic(err)
	}
	fmt.Println(c.(*goja.Object).Get("buf").(*goja.Object).Get("byteLength"), buf.Get("byteLength"))

	fn, _ := rt.RunString(`(() => 1)`)
	_, err = structuredclone.Clone(rt, fn, nil)
	var ex *goja.Exception
	if errors.As(err, &ex) {
		fmt.Println(ex.Value().(*goja.Object).Get("name"))
	}
	// Output:
	// 4 0
	// DataCloneError
}
