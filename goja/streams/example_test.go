package streams_test

import (
	"fmt"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/streams"
)

func Example() {
	rt := goja.New()
	if err := streams.Enable(rt); err != nil {
		panic(err)
	}
	rt.Set("print", fmt.Println)
	// The promises settle in goja's job queue, which RunString runs before
	// it returns.
	_, err := rt.RunString(`
		const upper = new TransformStream({ transform(chunk, c) { c.enqueue(chunk.toUpperCase()); } });
		const seen = [];
		ReadableStream.from(["a", "b", "c"])
			.pipeThrough(upper)
			.pipeTo(new WritableStream({ write(chunk) { seen.push(chunk); } }))
			.then(() => print(seen.join(" ")));
	`)
	if err != nil {
		panic(err)
	}
	// Output: A B C
}

// Interfaces gives the interface objects without installing them, for a
// host that hands them to scripts some other way.
func ExampleInterfaces() {
	rt := goja.New()
	ifaces, err := streams.Interfaces(rt)
	if err != nil {
		panic(err)
	}
	rt.Set("web", ifaces)
	v, err := rt.RunString(`typeof ReadableStream + " " + new web.ReadableStream().locked`)
	if err != nil {
		panic(err)
	}
	fmt.Println(v)
	// Output: undefined false
}

func ExamplePlatformInterface() {
	rt := goja.New()
	_ = streams.Enable(rt)
	for _, src := range []string{`new ReadableStream().getReader()`, `({})`} {
		v, _ := rt.RunString(src)
		name, ok := streams.PlatformInterface(rt, v)
		fmt.Println(name, ok)
	}
	// Output:
	// ReadableStreamDefaultReader true
	//  false
}
