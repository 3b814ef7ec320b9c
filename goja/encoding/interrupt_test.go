package encoding

import (
	"bytes"
	"errors"
	"math"
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/host"
)

// The host's interrupt stops a long native call: the host's Run* call returns
// goja's *InterruptedError with the host's value, the script's try/catch does
// not see it, and the call returns no result. The interrupt is delivered from
// the binding's own poll (the k-th one), so that it falls inside the call
// whatever the machine's speed: these tests measure nothing.

// interruptInput is the size of the tests' inputs.
const interruptInput = 16 << 20

// runInterrupted runs script, which sets done once its call returns, in a
// runtime with Enable applied and input set to a Uint8Array of in, and calls
// rt.Interrupt on the binding's k-th poll (never when k is 0). It returns how
// many polls ran and the error RunString returned.
// Large allocations, which poll on a timer, are made inline so that the
// polls are the same in every run.
func runInterrupted(t *testing.T, in []byte, script string, k int, opts ...Option) (polls int, err error, rt *goja.Runtime) {
	t.Helper()
	defer func(saved int) { largeAlloc = saved }(largeAlloc)
	largeAlloc = math.MaxInt
	rt = goja.New()
	b, err := enable(rt, opts...)
	if err != nil {
		t.Fatal(err)
	}
	v, err := rt.RunString(`(function () {})`)
	if err != nil {
		t.Fatal(err)
	}
	probe, _ := goja.AssertFunction(v)
	b.poll = host.NewPoller(func(this goja.Value, args ...goja.Value) (goja.Value, error) {
		polls++
		if polls == k {
			rt.Interrupt("host says stop")
		}
		return probe(this, args...)
	})
	u8, err := rt.New(rt.Get("Uint8Array"), rt.ToValue(rt.NewArrayBuffer(in)))
	if err != nil {
		t.Fatal(err)
	}
	rt.Set("input", u8)
	_, err = rt.RunString(`var done = false, caught = false; try { ` + script + `; done = true } catch (e) { caught = true }`)
	return polls, err, rt
}

func TestInterruptStopsNativeCalls(t *testing.T) {
	for _, tc := range []struct {
		name   string
		in     []byte
		script string
	}{
		{"decode ASCII", bytes.Repeat([]byte("a"), interruptInput), `new TextDecoder().decode(input)`},
		{"decode gb18030", bytes.Repeat([]byte{0x81, 0x40}, interruptInput/2), `new TextDecoder("gb18030").decode(input)`},
		{"decode Shift_JIS fatal", bytes.Repeat([]byte{0x82, 0xA0}, interruptInput/2), `new TextDecoder("shift_jis", { fatal: true }).decode(input)`},
		{"decode UTF-16LE to ASCII", bytes.Repeat([]byte{'a', 0}, interruptInput/2), `new TextDecoder("utf-16le").decode(input)`},
		{"decode with BOM", append([]byte{0xEF, 0xBB, 0xBF}, bytes.Repeat([]byte{0xC3, 0xA9}, interruptInput/2)...), `new TextDecoder().decode(input)`},
		{"streaming decode error", append(bytes.Repeat([]byte{0xC3, 0xA9}, 4), bytes.Repeat([]byte{0xFF}, interruptInput)...), `new TextDecoder("utf-8", { fatal: true }).decode(input, { stream: true })`},
		{"label of spaces", nil, `new TextDecoder(" ".repeat(2 ** 24) + "utf-8")`},
		{"label of spaces in UTF-16", nil, `new TextDecoder("\u00e9" + " ".repeat(2 ** 24))`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n, err, rt := runInterrupted(t, tc.in, tc.script, 0)
			if err != nil && tc.name != "streaming decode error" {
				t.Fatalf("without an interrupt: %v", err)
			}
			if n < 2 {
				t.Fatalf("the call polled %d times", n)
			}
			_ = rt
			for _, k := range []int{1, n / 2, n} {
				polls, err, rt := runInterrupted(t, tc.in, tc.script, k)
				var ie *goja.InterruptedError
				if !errors.As(err, &ie) || ie.Value() != "host says stop" {
					t.Fatalf("interrupt at poll %d of %d: RunString returned %v (%T), want the host's interrupt", k, n, err, err)
				}
				if polls != k {
					t.Errorf("interrupt at poll %d: %d polls ran", k, polls)
				}
				if rt.Get("done").ToBoolean() || rt.Get("caught").ToBoolean() {
					t.Errorf("interrupt at poll %d: the call returned (done %v) or the script caught the interrupt (caught %v)", k, rt.Get("done"), rt.Get("caught"))
				}
			}
		})
	}
}

// TestInterruptedDecoderStartsAfresh: a decoder whose streaming call was
// interrupted starts a new stream on its next call.
func TestInterruptedDecoderStartsAfresh(t *testing.T) {
	in := bytes.Repeat([]byte{0x82, 0xA0}, 1<<20)
	_, err, rt := runInterrupted(t, in, `var d = new TextDecoder("shift_jis"); d.decode(new Uint8Array([0x82]), { stream: true }); d.decode(input, { stream: true })`, 2)
	if err == nil {
		t.Fatal("not interrupted")
	}
	rt.ClearInterrupt()
	v, err := rt.RunString(`d.decode(new Uint8Array([0xA0]))`)
	if err != nil || v.String() != "\uFFFD" {
		t.Errorf("after the interrupt: %q, %v; want U+FFFD (no lead byte pending)", v, err)
	}
}

// TestInterruptStopsStreamTransforms: the same for one chunk of a
// TextDecoderStream or TextEncoderStream, whose transform runs in a promise
// job of the host's RunString.
func TestInterruptStopsStreamTransforms(t *testing.T) {
	const pipe = `
		var transformed = false;
		const w = ts.writable.getWriter(), r = ts.readable.getReader();
		r.read().then(() => { transformed = true });
		w.write(chunk);`
	for _, tc := range []struct {
		name   string
		in     []byte
		script string
	}{
		{"TextDecoderStream gb18030", bytes.Repeat([]byte{0x81, 0x40}, interruptInput/2), `const ts = new TextDecoderStream("gb18030"), chunk = input;`},
		{"TextDecoderStream ASCII", bytes.Repeat([]byte{'a'}, interruptInput), `const ts = new TextDecoderStream(), chunk = input;`},
		{"TextEncoderStream non-ASCII", nil, `const ts = new TextEncoderStream(), chunk = "\u00e9\u3042\ud83d\ude00".repeat(2 ** 22);`},
		{"TextEncoderStream ASCII", nil, `const ts = new TextEncoderStream(), chunk = "a".repeat(2 ** 24);`},
		{"TextEncoderStream host string", nil, `const ts = new TextEncoderStream(), chunk = JSON.stringify("\u00e9\u3042\ud83d\ude00".repeat(2 ** 21));`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			script := tc.script + pipe
			n, err, rt := runInterrupted(t, tc.in, script, 0)
			if err != nil || !rt.Get("transformed").ToBoolean() {
				t.Fatalf("without an interrupt: %v, transformed %v", err, rt.Get("transformed"))
			}
			if n < 2 {
				t.Fatalf("the transform polled %d times", n)
			}
			for _, k := range []int{1, n / 2, n} {
				polls, err, rt := runInterrupted(t, tc.in, script, k)
				var ie *goja.InterruptedError
				if !errors.As(err, &ie) || ie.Value() != "host says stop" {
					t.Fatalf("interrupt at poll %d of %d: RunString returned %v (%T), want the host's interrupt", k, n, err, err)
				}
				if polls != k || rt.Get("transformed").ToBoolean() {
					t.Errorf("interrupt at poll %d: %d polls ran, transformed %v", k, polls, rt.Get("transformed"))
				}
			}
		})
	}
}

// TestMakePolled: makePolled returns a zeroed slice of the length asked for,
// made inline or on another goroutine, and polls while it waits.
func TestMakePolled(t *testing.T) {
	rt := goja.New()
	b, err := enable(rt)
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{0, 1, largeAlloc/2 - 1, largeAlloc / 2, largeAlloc} {
		u := makePolled[uint16](b, n)
		p := makePolled[byte](b, n)
		if len(u) != n || len(p) != n {
			t.Fatalf("makePolled(%d): lengths %d and %d", n, len(u), len(p))
		}
		for i := 0; i < n; i += 4099 {
			if u[i] != 0 || p[i] != 0 {
				t.Fatalf("makePolled(%d): not zeroed at %d", n, i)
			}
		}
	}
}
