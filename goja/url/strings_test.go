package url

import (
	"strings"
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/host"
)

// str gives what goja's String gives (each lone surrogate U+FFFD), a
// surrogate pair across a piece's end included, and polls between pieces
// (in each of its two passes).
func TestStr(t *testing.T) {
	rt := goja.New()
	b, err := bindingFor(rt)
	if err != nil {
		t.Fatal(err)
	}
	polls := 0
	v, err := rt.RunString(`(function () {})`)
	if err != nil {
		t.Fatal(err)
	}
	probe, _ := goja.AssertFunction(v)
	b.poller = host.NewPoller(func(this goja.Value, args ...goja.Value) (goja.Value, error) {
		polls++
		return probe(this, args...)
	})
	pad := strings.Repeat("\u00e9", host.PollStep-1)
	for _, tc := range []struct {
		name, script string
		polls        int
	}{
		{"ASCII", `"a".repeat(3 * 2 ** 18)`, 0},
		{"one piece", `"\u00e9a"`, 0},
		{"pair across a piece's end", `pad + "\u{1F600}" + pad`, 2},
		{"lone leading surrogate at a piece's end", `pad + "\uD800a" + pad`, 2},
		{"lone leading surrogate last", `pad + "\u00e9\uD800"`, 2},
		{"lone trailing surrogate", `"\uDC00\u00e9" + pad + pad`, 2},
		{"three pieces", `"\u00e9".repeat(3 * 2 ** 18)`, 4},
	} {
		rt.Set("pad", pad)
		v, err := rt.RunString(tc.script)
		if err != nil {
			t.Fatal(err)
		}
		polls = 0
		if got, want := b.str(v), v.String(); got != want {
			t.Errorf("%s: str differs from String (lengths %d, %d)", tc.name, len(got), len(want))
		}
		if polls != tc.polls {
			t.Errorf("%s: %d polls, want %d", tc.name, polls, tc.polls)
		}
	}
}
