package nodemodules_test

import (
	"fmt"
	"strings"

	"github.com/dop251/goja"
	"github.com/dop251/goja_nodejs/eventloop"
	"github.com/dop251/goja_nodejs/require"

	"github.com/textcodec/textcodec/goja/encoding"
	"github.com/textcodec/textcodec/goja/nodemodules"
	"github.com/textcodec/textcodec/goja/streams"
)

func Example() {
	registry := require.NewRegistry()
	nodemodules.Register(registry)
	rt := goja.New()
	registry.Enable(rt)
	v, err := rt.RunString(`
		const { TextDecoder, TextEncoder } = require("node:util");
		const { ReadableStream } = require("stream/web");
		const bytes = new TextEncoder().encode("é");
		[new TextDecoder("utf-8").decode(bytes), bytes.length, typeof ReadableStream].join(" ");
	`)
	if err != nil {
		panic(err)
	}
	fmt.Println(v)
	// Output: é 2 function
}

// FromEventLoop runs the streams bridge on goja_nodejs's event loop: here a
// Go reader's Shift_JIS bytes, decoded by a TextDecoderStream.
func ExampleFromEventLoop() {
	loop := eventloop.NewEventLoop()
	loop.Run(func(rt *goja.Runtime) {
		if err := encoding.Enable(rt); err != nil {
			panic(err)
		}
		if err := streams.Enable(rt); err != nil {
			panic(err)
		}
		input, err := streams.NewReadableFromReader(rt, nodemodules.FromEventLoop(loop), strings.NewReader("\x82\xa0\x82\xa2"), nil)
		if err != nil {
			panic(err)
		}
		rt.Set("input", input)
		rt.Set("print", fmt.Println)
		if _, err := rt.RunString(`
			let text = "";
			input.pipeThrough(new TextDecoderStream("shift_jis"))
				.pipeTo(new WritableStream({ write(s) { text += s; } }))
				.then(() => print(text));
		`); err != nil {
			panic(err)
		}
	})
	// Output: あい
}
