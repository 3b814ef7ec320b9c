package url

import (
	"errors"
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/host"
)

// The host's interrupt stops a long native call: the host's Run* call
// returns goja's *InterruptedError with the host's value, the script's
// try/catch does not see it, and the call returns no result. The interrupt
// is delivered from the binding's own poll (the k-th one), so that it falls
// inside the call whatever the machine's speed: these tests measure
// nothing. (weburl polls every weburl.PollInterval code points, well under
// a millisecond of work; BenchmarkParseLong gives the figure.)

// runInterrupted runs setup, then script (which sets done once its call
// returns), in a runtime with Enable applied, and calls rt.Interrupt on the
// binding's k-th poll (never when k is 0). It returns how many polls ran
// and the error RunString returned for script.
func runInterrupted(t *testing.T, setup, script string, k int) (polls int, err error, rt *goja.Runtime) {
	t.Helper()
	rt = goja.New()
	b, err := bindingFor(rt)
	if err != nil {
		t.Fatal(err)
	}
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	v, err := rt.RunString(`(function () {})`)
	if err != nil {
		t.Fatal(err)
	}
	probe, _ := goja.AssertFunction(v)
	armed := false // polls count from the script on, not during setup
	b.poller = host.NewPoller(func(this goja.Value, args ...goja.Value) (goja.Value, error) {
		if !armed {
			return probe(this, args...)
		}
		polls++
		if polls == k {
			rt.Interrupt("host says stop")
		}
		return probe(this, args...)
	})
	if _, err := rt.RunString(setup); err != nil {
		t.Fatal(err)
	}
	armed = true
	_, err = rt.RunString(`var done = false, caught = false; try { ` + script + `; done = true } catch (e) { caught = true }`)
	return polls, err, rt
}

func TestInterruptStopsNativeCalls(t *testing.T) {
	const big = `const big = "a".repeat(2 ** 19), pairs = "a=b&".repeat(2 ** 17);`
	const bigU = `const bigU = "\u00e9".repeat(2 ** 20);`
	for _, tc := range []struct{ name, setup, script string }{
		{"path", big, `new URL("https://x/" + big)`},
		{"opaque path", big, `new URL("data:" + big)`},
		{"query", big, `new URL("https://x/?" + big)`},
		{"fragment", big, `new URL("https://x/#" + big)`},
		{"canParse", big, `URL.canParse("https://x/" + big)`},
		{"pathname setter", big + `const u = new URL("https://x/");`, `u.pathname = big`},
		{"search setter", big + `const u = new URL("https://x/");`, `u.search = big`},
		{"hash setter", big + `const u = new URL("https://x/");`, `u.hash = big`},
		{"URLSearchParams string", big, `new URLSearchParams(pairs)`},
		{"searchParams", big + `const u = new URL("https://x/?" + pairs);`, `u.searchParams`},
		{"toString", big + `const p = new URLSearchParams(pairs);`, `p.toString()`},
		{"sort", big + `const p = new URLSearchParams(pairs);`, `p.sort()`},
		{"has", big + `const p = new URLSearchParams(pairs);`, `p.has("z")`},
		{"getAll", big + `const p = new URLSearchParams(pairs);`, `p.getAll("z")`},
		{"set", big + `const p = new URLSearchParams(pairs);`, `p.set("z", "1")`},
		{"delete", big + `const p = new URLSearchParams(pairs);`, `p.delete("z")`},
		{"update", big + `const u = new URL("https://x/?" + pairs), p = u.searchParams;`, `p.append("z", "1")`},
		// A string of goja's UTF-16 form is converted for Go in polled
		// pieces: these calls do no other work that grows with it.
		{"non-ASCII name", bigU + `const p = new URLSearchParams();`, `p.has(bigU)`},
		{"non-ASCII value", bigU + `const p = new URLSearchParams();`, `p.append("a", bigU)`},
		{"non-ASCII input", bigU, `new URL("https://x/" + bigU)`},
		{"non-ASCII base", bigU, `new URL("https:", "https://x/" + bigU)`},
		{"non-ASCII setter", bigU + `const u = new URL("https://x/");`, `u.username = bigU`},
		// A sort polls through each comparison of long names.
		{"sort of long names", `const s = "a".repeat(2 ** 20), p = new URLSearchParams([[s + "b", ""], [s + "a", ""]]);`, `p.sort()`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n, err, _ := runInterrupted(t, tc.setup, tc.script, 0)
			if err != nil {
				t.Fatalf("without an interrupt: %v", err)
			}
			if n < 2 {
				t.Fatalf("the call polled %d times", n)
			}
			for _, k := range []int{1, n / 2, n} {
				polls, err, rt := runInterrupted(t, tc.setup, tc.script, k)
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
