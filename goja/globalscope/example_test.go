package globalscope_test

import (
	"fmt"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/dom"
	"github.com/textcodec/textcodec/goja/globalscope"
)

func Example() {
	rt := goja.New()
	if err := globalscope.Enable(rt); err != nil {
		panic(err)
	}
	if err := dom.Enable(rt); err != nil { // the DOMException atob throws
		panic(err)
	}
	v, err := rt.RunString(`
		const out = [btoa("\xff\x00hi"), atob(" /w Bo aQ ")];
		try { atob("a===") } catch (e) { out.push(e instanceof DOMException && e.name) }
		queueMicrotask(() => out.push("microtask"));
		out`)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%q\n", v.Export())
	// Output: ["/wBoaQ==" "ÿ\x00hi" "InvalidCharacterError" "microtask"]
}
