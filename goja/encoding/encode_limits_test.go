package encoding

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/host"
)

// encodeInput is the size, in code units or bytes, of the strings the
// interrupt tests encode.
const encodeInput = 16 << 20

// encodeRuntime returns a runtime with Enable applied (with opts) and the
// host strings the tests encode set as globals, and a pointer to the number
// of polls the binding has made; the host interrupts the runtime on poll
// *at (never when it is 0).
func encodeRuntime(t *testing.T, opts ...Option) (rt *goja.Runtime, polls, at *int) {
	t.Helper()
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
	polls, at = new(int), new(int)
	b.poll = host.NewPoller(func(this goja.Value, args ...goja.Value) (goja.Value, error) {
		*polls++
		if *polls == *at {
			rt.Interrupt("host says stop")
		}
		return probe(this, args...)
	})
	rt.Set("hostASCII", strings.Repeat("a", encodeInput))
	rt.Set("hostText", strings.Repeat("h\u00e9llo \u3042\U0001F600 ", encodeInput/16))
	rt.Set("hostBad", strings.Repeat("h\xe9llo \xed\xa0\x80 ", encodeInput/16))
	return rt, polls, at
}

// TestInterruptStopsEncode: the host's interrupt stops a long encode or
// encodeInto, of every form of string, within a piece: the host's RunString
// returns its *InterruptedError, the script's catch does not see it, and the
// call returns nothing.
func TestInterruptStopsEncode(t *testing.T) {
	// Allocations on this goroutine only: makePolled's polls while it
	// waits for another would make the count of polls vary between runs.
	defer func(saved int) { largeAlloc = saved }(largeAlloc)
	largeAlloc = math.MaxInt
	for _, tc := range []struct{ name, src string }{
		{"JS ASCII", `"a".repeat(2 ** 24)`},
		{"JS non-ASCII", `"h\u00e9llo \u3042\ud83d\ude00 ".repeat(2 ** 20)`},
		{"JS lone surrogates", `"\ud800a".repeat(2 ** 23)`},
		{"host ASCII", `hostASCII`},
		{"host UTF-8", `hostText`},
		{"host invalid UTF-8", `hostBad`},
	} {
		for _, op := range []string{"encode", "encodeInto"} {
			script := `var s = ` + tc.src + `, e = new TextEncoder(), dst = new Uint8Array(3 * s.length), done = false, caught = false;
				try { ` + map[string]string{"encode": "e.encode(s)", "encodeInto": "e.encodeInto(s, dst)"}[op] + `; done = true } catch (e) { caught = true }`
			t.Run(tc.name+"/"+op, func(t *testing.T) {
				rt, polls, at := encodeRuntime(t)
				if _, err := rt.RunString(script); err != nil || !rt.Get("done").ToBoolean() {
					t.Fatalf("without an interrupt: %v, done %v", err, rt.Get("done"))
				}
				n := *polls
				if n < 2 {
					t.Fatalf("the call polled %d times", n)
				}
				for _, k := range []int{1, n / 2, n} {
					rt, polls, at = encodeRuntime(t)
					*at = k
					_, err := rt.RunString(script)
					var ie *goja.InterruptedError
					if !errors.As(err, &ie) || ie.Value() != "host says stop" {
						t.Fatalf("interrupt at poll %d of %d: RunString returned %v (%T), want the host's interrupt", k, n, err, err)
					}
					if *polls != k || rt.Get("done").ToBoolean() || rt.Get("caught").ToBoolean() {
						t.Errorf("interrupt at poll %d: %d polls ran, done %v, caught %v", k, *polls, rt.Get("done"), rt.Get("caught"))
					}
				}
			})
		}
	}
}

// TestEncodeOutputLimit: with MaxOutputBytes, encode throws a RangeError
// naming the limit when its output would be longer, and encodeInto when it
// would write more; at the limit both work.
func TestEncodeOutputLimit(t *testing.T) {
	rt, _, _ := encodeRuntime(t, MaxOutputBytes(100))
	rt.Set("host100", strings.Repeat("\u00e9", 50))
	rt.Set("host101", strings.Repeat("\u00e9", 50)+"a")
	rt.Set("hostBad34", strings.Repeat("\xff", 34)) // 34 bytes, 102 of output
	rt.Set("hostBad33", strings.Repeat("\xff", 33)+"a")
	if _, err := rt.RunString(`var e = new TextEncoder()`); err != nil {
		t.Fatal(err)
	}
	const limitError = "RangeError"
	for _, c := range []struct{ expr, want string }{
		{`e.encode("a".repeat(100)).length`, "100"},
		{`e.encode("a".repeat(101))`, limitError},
		{`e.encode("\u00e9".repeat(50)).length`, "100"},
		{`e.encode("\u00e9".repeat(50) + "a")`, limitError},
		{`e.encode("\ud800".repeat(34))`, limitError}, // U+FFFD, three bytes each
		{`e.encode(host100).length`, "100"},
		{`e.encode(host101)`, limitError},
		{`e.encode(hostBad34)`, limitError},
		{`e.encode(hostBad33).length`, "100"},
		{`e.encode(hostASCII)`, limitError},
		{`e.encodeInto("a".repeat(150), new Uint8Array(200))`, limitError},
		{`e.encodeInto("a".repeat(150), new Uint8Array(100)).written`, "100"},
		{`e.encodeInto("a".repeat(100), new Uint8Array(200)).written`, "100"},
		{`e.encodeInto("\u00e9".repeat(75), new Uint8Array(200))`, limitError},
		{`e.encodeInto("\u00e9".repeat(75), new Uint8Array(101)).written`, "100"},
		{`e.encodeInto(host101 + host101, new Uint8Array(200))`, limitError},
		{`e.encodeInto(host101, new Uint8Array(200)).written`, limitError},
		{`e.encodeInto(hostBad34 + "abc", new Uint8Array(200))`, limitError},
		{`e.encodeInto(hostBad34, new Uint8Array(100)).written`, "99"},
		{`e.encodeInto(hostASCII, new Uint8Array(2 ** 20))`, limitError},
		// 99 bytes and then one of three: the limit does not let it in,
		// and neither would a destination of 101 bytes.
		{`e.encodeInto("\u00e9".repeat(49) + "a\u3042", new Uint8Array(101)).written`, "99"},
		{`e.encodeInto("\u00e9".repeat(49) + "a\u3042", new Uint8Array(102))`, limitError},
	} {
		v, err := rt.RunString(`(() => { try { return String(` + c.expr + `) } catch (e) { return e instanceof RangeError && e.message.includes("100 bytes") && e.message.includes("MaxOutputBytes") ? "RangeError" : String(e) } })()`)
		if err != nil || v.String() != c.want {
			got := v.String()
			if len(got) > 40 {
				got = got[:40] + "..."
			}
			t.Errorf("%s = %s, %v; want %s", c.expr, got, err, c.want)
		}
	}
}
