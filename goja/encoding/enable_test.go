package encoding_test

import (
	"fmt"
	"sync"
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/encoding"
)

// workload uses every part of the binding; its result depends only on the
// runtime's own objects.
const workload = `
(function (seed) {
	const d = new TextDecoder("shift_jis", { fatal: false });
	const e = new TextEncoder();
	let out = d.decode(new Uint8Array([0x82, 0xA0]), { stream: true }) + d.decode(new Uint8Array([0x41 + seed % 26]));
	const u = e.encode(out + "\u00E9");
	const dst = new Uint8Array(8);
	const r = e.encodeInto("\u{1F600}" + seed, dst);
	class Sub extends TextDecoder {}
	out += new Sub("utf-16le").decode(new Uint16Array([0x3042])) + "|" + u.length + "|" + r.read + "," + r.written;
	return out + "|" + new TextDecoder().decode(new DataView(dst.buffer, 0, r.written));
})`

func want(seed int) string {
	return fmt.Sprintf("\u3042%cあ|6|%d,%d|\U0001F600%d", 'A'+seed%26, 2+len(fmt.Sprint(seed)), 4+len(fmt.Sprint(seed)), seed)
}

// TestEnableConcurrent enables and uses many runtimes at once, one goroutine
// each; run with -race.
func TestEnableConcurrent(t *testing.T) {
	prg := goja.MustCompile("workload.js", workload, true)
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for g := 0; g < 16; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for i := 0; i < 20; i++ {
				rt := goja.New()
				encoding.Enable(rt)
				if i%2 == 0 {
					encoding.Enable(rt) // twice is fine
				}
				f, err := rt.RunProgram(prg)
				if err != nil {
					errs <- err
					return
				}
				fn, _ := goja.AssertFunction(f)
				seed := g*100 + i
				v, err := fn(nil, rt.ToValue(seed))
				if err != nil {
					errs <- err
					return
				}
				if got := v.String(); got != want(seed) {
					errs <- fmt.Errorf("seed %d: got %q, want %q", seed, got, want(seed))
					return
				}
			}
		}(g)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// TestEnableTwice: a second Enable reinstalls the first one's interface
// objects, so objects made before it are instances of the globals after it.
func TestEnableTwice(t *testing.T) {
	rt := newRuntime(t)
	runScript(t, rt, "first.js", `var OldD = TextDecoder, OldE = TextEncoder, d1 = new TextDecoder("latin1"), e1 = new TextEncoder();
		globalThis.TextDecoder = function TextDecoder() {};`)
	encoding.Enable(rt)
	runScript(t, rt, "second.js", `
	test(() => {
		assert_true(OldD === TextDecoder && OldE === TextEncoder);
		assert_true(d1 instanceof TextDecoder);
		assert_equals(d1.decode(new Uint8Array([0x80])), "\u20AC");
		assert_equals(TextEncoder.prototype.encode.call(e1, "a").length, 1);
	}, "two Enables");
	`)
}

// TestGoStrings passes strings made by Go (goja keeps long ones in their Go
// form until used) to encode and encodeInto, and as labels.
func TestGoStrings(t *testing.T) {
	rt := newRuntime(t)
	rt.Set("goLong", "Go string longer than sixteen bytes: \u00e9\u20ac\U0001F600")
	rt.Set("goASCII", "Go string longer than sixteen bytes, ASCII only")
	rt.Set("goShort", "\u00e9")
	rt.Set("goLabel", "   Windows-1252   \t")
	rt.Set("goBad", "invalid UTF-8 \xff\xfe and more than sixteen bytes")
	runScript(t, rt, "gostrings.js", `
	test(() => {
		const e = new TextEncoder(), d = new TextDecoder();
		assert_equals(d.decode(e.encode(goLong)), goLong);
		assert_equals(d.decode(e.encode(goASCII)), goASCII);
		assert_equals(e.encode(goASCII).length, goASCII.length);
		assert_array_equals(e.encode(goShort), [0xC3, 0xA9]);
		const dst = new Uint8Array(200);
		const r = e.encodeInto(goLong, dst);
		assert_equals(r.read, goLong.length);
		assert_equals(d.decode(dst.subarray(0, r.written)), goLong);
		assert_equals(new TextDecoder(goLabel).encoding, "windows-1252");
		assert_equals(d.decode(e.encode(goBad)), goBad, "goja's reading of invalid UTF-8 round-trips");
	}, "strings from Go");
	`)
}

// TestEnableDoesNotPanic: Enable on a runtime a script has prepared against
// it, or with an interrupt pending, returns quietly.
func TestEnableDoesNotPanic(t *testing.T) {
	rt := goja.New()
	if _, err := rt.RunString(`Object.defineProperty(globalThis, "TextDecoder", { value: 1 })`); err != nil {
		t.Fatal(err)
	}
	encoding.Enable(rt)
	v, err := rt.RunString(`TextDecoder + "," + typeof TextEncoder + "," + new TextEncoder().encode("ab").length`)
	if err != nil || v.String() != "1,function,2" {
		t.Errorf("locked global: %v, %v", v, err)
	}

	rt = goja.New()
	rt.Interrupt("stop")
	encoding.Enable(rt)
	rt.ClearInterrupt()
	v, err = rt.RunString(`typeof TextDecoder`)
	if err != nil || (v.String() != "undefined" && v.String() != "function") {
		t.Errorf("interrupted: %v, %v", v, err)
	}
}

// TestHostValues: Go values a host exposes are buffer sources only when they
// are JavaScript ArrayBuffers; Go slices wrapped by goja are not.
func TestHostValues(t *testing.T) {
	rt := newRuntime(t)
	rt.Set("goBytes", []byte("AB"))
	rt.Set("goUnits", []uint16{0x41})
	rt.Set("goArray", [2]byte{0x41, 0x42})
	rt.Set("goBuffer", rt.NewArrayBuffer([]byte("CD")))
	rt.Set("goMap", map[string]any{"0": 0x41, "length": 1})
	runScript(t, rt, "host.js", `
	test(() => {
		const d = new TextDecoder();
		assert_equals(d.decode(goBuffer), "CD");
		assert_equals(d.decode(new Uint8Array(goBuffer, 1)), "D");
		for (const v of [goBytes, goUnits, goArray, goMap]) {
			assert_throws_js(TypeError, () => d.decode(v), Object.prototype.toString.call(v));
			assert_throws_js(TypeError, () => new TextEncoder().encodeInto("x", v));
		}
	}, "host values");
	`)
}
