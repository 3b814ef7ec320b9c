package main

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/encoding"
	"github.com/textcodec/textcodec/internal/docfile"
)

// limitsDocCommand is what writes docs/scriptserver-limits.md.
const limitsDocCommand = "`SCRIPTSERVER_SUSTAIN=30s SCRIPTSERVER_DOC=../../docs/scriptserver-limits.md go test -run TestMeasureSustainedAttack -v ./examples/scriptserver`"

// writeLimitsDoc writes the generated file path: the unwinding curve,
// measured now, and the sustained attack's figures (sustained).
func writeLimitsDoc(t *testing.T, path, sustained string) {
	var b strings.Builder
	fmt.Fprintf(&b, "# The script server under attack\n\n")
	fmt.Fprintf(&b, "Measured by examples/scriptserver's TestMeasureSustainedAttack on the machine that ran it (the\n")
	fmt.Fprintf(&b, "load average, three figures, is given: on 2 cores, 2.0 is both busy). One run: wall-clock figures\n")
	fmt.Fprintf(&b, "on a shared machine vary from run to run.\n\n")
	fmt.Fprintf(&b, "## Call stack depth against unwinding time\n\n")
	fmt.Fprintf(&b, "Time from the start of a script that recurses until goja's stack limit to its StackOverflowError\n")
	fmt.Fprintf(&b, "(goja unwinds calls nested through native code in time quadratic in their depth; the server's\n")
	fmt.Fprintf(&b, "limit is 1000 frames). Load before: %s.\n\n", loadAverage())
	fmt.Fprintf(&b, "| depth | getter | String() | TextDecoder label | plain recursion |\n|---:|---:|---:|---:|---:|\n")
	kinds := []string{recursions["getter"], recursions["String"], recursions["label"], `function f() { return f() + 1; } f()`}
	for _, depth := range []int{250, 500, 1000, 2000, 4000} {
		fmt.Fprintf(&b, "| %d |", depth)
		for _, src := range kinds {
			fmt.Fprintf(&b, " %.0f ms |", ms(unwindTime(t, depth, src)))
		}
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "\n## Sustained attack\n\n")
	fmt.Fprintf(&b, "Every attack class is sent by its own client(s) again as soon as it is answered (after a 503,\n")
	fmt.Fprintf(&b, "after a pause), while two normal clients each send a short script every 20 ms.\n\n")
	b.WriteString(sustained)
	if err := docfile.Write(path, []byte(b.String()), limitsDocCommand); err != nil {
		t.Fatal(err)
	}
}

// unwindTime runs src in a runtime with the call stack limit depth and
// returns how long it took to fail.
func unwindTime(t *testing.T, depth int, src string) time.Duration {
	rt := goja.New()
	rt.SetMaxCallStackSize(depth)
	if err := encoding.Enable(rt); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if _, err := rt.RunString(src); err == nil {
		t.Fatalf("%s: no stack overflow", src)
	}
	return time.Since(start)
}
