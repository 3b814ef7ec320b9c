package dom_test

import (
	"fmt"
	"time"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/dom"
)

func Example() {
	rt := goja.New()
	if err := dom.Enable(rt); err != nil {
		panic(err)
	}
	v, err := rt.RunString(`
		const c = new AbortController(), seen = [];
		c.signal.addEventListener("abort", (e) => seen.push(e.type + ": " + c.signal.reason.name));
		c.abort();
		seen.push(c.signal.aborted);
		seen.join(", ");
	`)
	if err != nil {
		panic(err)
	}
	fmt.Println(v)
	// Output: abort: AbortError, true
}

// A host without a global setTimeout gives AbortSignal.timeout its timer;
// here a Go timer list that the host runs as an event loop would.
func ExampleTimer() {
	rt := goja.New()
	var due []func() error
	err := dom.Enable(rt, dom.Timer(func(d time.Duration, fire func() error) {
		due = append(due, fire)
	}))
	if err != nil {
		panic(err)
	}
	rt.Set("print", fmt.Println)
	if _, err := rt.RunString(`
		const s = AbortSignal.timeout(10);
		s.onabort = () => print(s.reason.name);
	`); err != nil {
		panic(err)
	}
	for _, fire := range due { // the timers are due: run them
		if err := fire(); err != nil {
			panic(err)
		}
	}
	// Output: TimeoutError
}
