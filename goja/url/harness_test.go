package url

import (
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/host/intrinsics"
	"github.com/textcodec/textcodec/internal/host/jstest"
)

// The tests of the interfaces are written in JavaScript (testscripts' url/,
// internal/webjs/testscripts) against a small subset of the
// web-platform-tests harness (testscripts' harness/base.js, and
// harness/dom.js for its fmt) and run by package jstest: every test in a
// fresh runtime.
//
// A file whose first line is lazyDirective runs as a host whose runtime had
// its built-ins captured by another binding first: the script calls
// __enableURL() when it wants the interfaces, after changing built-ins.
const lazyDirective = "// harness: url enabled by the script"

// newTestRuntime returns a runtime with Enable applied (or, with lazy, the
// built-ins captured and __enableURL).
func newTestRuntime(t *testing.T, lazy bool) *goja.Runtime {
	t.Helper()
	rt := goja.New()
	if lazy {
		set, err := intrinsics.Capture(rt)
		if err != nil {
			t.Fatal(err)
		}
		rt.Set("__enableURL", func() {
			if err := Enable(rt); err != nil {
				panic(rt.NewGoError(err))
			}
			_ = set.Record() // held, as another binding holds it
		})
	} else if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	return rt
}

// harness runs the scripts of testscripts/url.
var harness = jstest.Harness{NewRuntime: newTestRuntime, LazyDirective: lazyDirective, Prelude: "harness/dom.js"}

func TestScripts(t *testing.T) { harness.RunDir(t, "url") }
