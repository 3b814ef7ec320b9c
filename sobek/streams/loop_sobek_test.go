package streams

// Hand-written for the sobek module, in place of what the goja code's
// bridge_test.go holds besides its tests (which the generator leaves out,
// for they run on goja_nodejs's event loop): runLoop, on the minimal loop
// of miniloop_test.go, and mustRun.

import (
	"testing"

	"github.com/grafana/sobek"
)

// runLoop runs fn on a new minimal loop with streams enabled and waits
// until the loop has no more work.
func runLoop(t *testing.T, fn func(rt *sobek.Runtime, loop Loop)) {
	t.Helper()
	runMiniLoop(t, fn)
}

func mustRun(t *testing.T, rt *sobek.Runtime, src string) sobek.Value {
	t.Helper()
	v, err := rt.RunString(src)
	if err != nil {
		t.Fatal(err)
	}
	return v
}
