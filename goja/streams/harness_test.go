package streams

import (
	"runtime"
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/dom"
	"github.com/textcodec/textcodec/internal/host/intrinsics"
	"github.com/textcodec/textcodec/internal/host/jstest"
)

// The tests of the standard's algorithms are written in JavaScript
// (testscripts' streams/, internal/webjs/testscripts) against a small subset
// of the web-platform-tests harness (testscripts' harness/base.js and
// harness/streams.js) and run by package jstest: every test in a fresh
// runtime. goja has no timers: a promise test must settle
// by the time goja has run its job queue, and flushAsyncEvents waits a fixed
// number of microtasks.
//
// A file whose first line is lazyDirective runs as a host that called only
// encoding.Enable would run it: the runtime has the built-ins captured
// (intrinsics.Capture) but not the streams implementation, and the script
// calls __enableStreams() when it wants streams. Its tests can so change
// built-ins before the implementation's program first runs.

// lazyDirective, as a file's first line, makes the harness leave Enable to
// the script.
const lazyDirective = "// harness: streams enabled by the script"

// newTestRuntime returns a runtime with Enable applied (with lazy, only the
// capture of built-ins, and __enableStreams); the harness (jstest) loads
// its own part and prelude in it.
func newTestRuntime(t *testing.T, lazy bool) *goja.Runtime {
	t.Helper()
	rt := goja.New()
	if lazy {
		set, err := intrinsics.Capture(rt)
		if err != nil {
			t.Fatal(err)
		}
		rt.Set("__enableStreams", func() {
			if err := Enable(rt); err != nil {
				panic(rt.NewGoError(err))
			}
			runtime.KeepAlive(set) // as package encoding holds it
		})
	} else {
		if err := Enable(rt); err != nil {
			t.Fatal(err)
		}
		// AbortController, AbortSignal and DOMException, as a host whose
		// scripts use them installs them (after Enable: pipeTo finds dom's
		// implementation however late it ran).
		if err := dom.Enable(rt); err != nil {
			t.Fatal(err)
		}
		// The names of the interfaces Enable installed (brand.js checks
		// each).
		b, _ := bindingFor(rt)
		var names []string
		for _, g := range b.globals {
			names = append(names, g.Name)
		}
		rt.Set("__enabledInterfaces", names)
	}
	return rt
}

// harness runs the scripts of testscripts/streams.
var harness = jstest.Harness{NewRuntime: newTestRuntime, LazyDirective: lazyDirective, Prelude: "harness/streams.js"}

func TestScripts(t *testing.T) { harness.RunDir(t, "streams") }
