package streams

import (
	"bytes"
	"errors"
	"slices"
	"testing"

	"github.com/dop251/goja"
)

// The errors the bridge makes (for a failed Read, for a chunk that is not
// bytes) are the realm's Error and TypeError, made with the constructors
// captured before a script replaced the globals.
func TestBridgeErrorsAfterGlobalsReplaced(t *testing.T) {
	var got []string
	runMiniLoop(t, func(rt *goja.Runtime, loop Loop) {
		rs, err := NewReadableFromReader(rt, loop, &countingReader{max: 1, err: errors.New("disk on fire")}, nil)
		if err != nil {
			t.Fatal(err)
		}
		rt.Set("input", rs)
		rt.Set("report", func(s string) { got = append(got, s) })
		mustRun(t, rt, `
			const saved = { Error, TypeError };
			globalThis.Error = function Fake() {};
			globalThis.TypeError = function Fake() {};
			const check = (e, name) => name + " " + (e.constructor === saved[name] && e instanceof saved[name]) + " " + e.message;
			input.getReader().read().then(null, e => report(check(e, "Error")));
			var output = new ReadableStream({
				start(c) { c.enqueue("not bytes"); },
				cancel(reason) { report(check(reason, "TypeError")); },
			});
		`)
		err = WriteToWriter(rt, loop, rt.Get("output"), &bytes.Buffer{}, func(_ int64, err error) {
			if !errors.Is(err, ErrNotByteChunk) {
				t.Errorf("WriteToWriter ended with %v", err)
			}
		})
		if err != nil {
			t.Fatal(err)
		}
	})
	slices.Sort(got)
	want := []string{"Error true disk on fire", "TypeError true " + ErrNotByteChunk.Error()}
	if !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}
