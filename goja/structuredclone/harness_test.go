package structuredclone

import (
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/dom"
	"github.com/textcodec/textcodec/internal/host/jstest"
)

// The tests of structuredClone are written in JavaScript (testscripts'
// structuredclone/, internal/webjs/testscripts) against the subset of the
// web-platform-tests harness package jstest runs (with goja/dom's part,
// harness/dom.js, for assert_throws_dom): every test in a fresh runtime
// with dom and structuredClone enabled. A file whose first line is
// limitDirective runs with MaxObjects(100).
const limitDirective = "// harness: structuredclone.MaxObjects(100)"

func newTestRuntime(t *testing.T, limited bool) *goja.Runtime {
	t.Helper()
	rt := goja.New()
	var opts []Option
	if limited {
		opts = append(opts, MaxObjects(100))
	}
	if err := Enable(rt, opts...); err != nil {
		t.Fatal(err)
	}
	if err := dom.Enable(rt); err != nil {
		t.Fatal(err)
	}
	return rt
}

var harness = jstest.Harness{NewRuntime: newTestRuntime, LazyDirective: limitDirective, Prelude: "harness/dom.js"}

func TestScripts(t *testing.T) { harness.RunDir(t, "structuredclone") }
