package url

import (
	"runtime"
	"testing"

	"github.com/dop251/goja"
)

// A string argument reaches Go without a copy on the way (USVString
// conversion of a string is the string): URLSearchParams' has allocates
// about the UTF-8 bytes of its argument (2 per unit here), not also a
// copy of its 2-byte code units.
func TestStringArgumentNotCopied(t *testing.T) {
	rt := goja.New()
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	const units = 1 << 22
	if _, err := rt.RunString(`const s = "\u00e9".repeat(2 ** 22), p = new URLSearchParams(); p.has(s)`); err != nil {
		t.Fatal(err)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	if _, err := rt.RunString(`p.has(s)`); err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&after)
	if got, limit := after.TotalAlloc-before.TotalAlloc, uint64(3*units); got > limit {
		t.Errorf("p.has of %d code units allocated %d bytes, want at most %d", units, got, limit)
	}
}
