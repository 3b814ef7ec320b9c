package encoding_test

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/encoding"
)

func Example() {
	rt := goja.New()
	encoding.Enable(rt)
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
	encoding.Enable(rt)
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

// A host that runs untrusted scripts enables the APIs before any script runs,
// bounds each call's output, and stops the run at its deadline with
// rt.Interrupt: a long decode stops within milliseconds, and RunString returns
// goja's *InterruptedError with the host's value.
func Example_untrustedScripts() {
	rt := goja.New()
	rt.SetMaxCallStackSize(1000)
	if err := encoding.Enable(rt, encoding.MaxOutputBytes(64<<20)); err != nil {
		panic(err)
	}

	v, _ := rt.RunString(`
		try {
			new TextDecoder().decode(new Uint8Array(64 << 20)); // 128 MiB as a string
		} catch (e) {
			e.name;
		}
	`)
	fmt.Println(v)

	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	stop := context.AfterFunc(ctx, func() { rt.Interrupt(ctx.Err()) })
	defer stop()
	_, err := rt.RunString(`
		const d = new TextDecoder("gb18030"), input = new Uint8Array(16 << 20).fill(0x81);
		for (;;) d.decode(input);
	`)
	var ie *goja.InterruptedError
	if errors.As(err, &ie) {
		fmt.Println("stopped:", ie.Value())
	}
	rt.ClearInterrupt() // before reusing the runtime
	// Output:
	// RangeError
	// stopped: context deadline exceeded
}

func ExamplePlatformInterface() {
	rt := goja.New()
	_ = encoding.Enable(rt)
	for _, src := range []string{`new TextDecoderStream("utf-16le")`, `Object.create(TextDecoder.prototype)`} {
		v, _ := rt.RunString(src)
		name, ok := encoding.PlatformInterface(rt, v)
		fmt.Println(name, ok)
	}
	// Output:
	// TextDecoderStream true
	//  false
}
