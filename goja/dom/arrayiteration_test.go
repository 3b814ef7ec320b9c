package dom

import (
	"testing"

	"github.com/dop251/goja"
)

// TestIteratesByIndex fails when goja no longer exports its array
// iteration built-ins as arrayiteration.go expects (after a goja upgrade):
// AbortSignal.any then takes the iterator protocol for every array. Update
// the names there.
func TestIteratesByIndex(t *testing.T) {
	rt := goja.New()
	for src, want := range map[string]bool{
		`const a = [1]; return [a, a[Symbol.iterator], a[Symbol.iterator]().next]`:                                 true,
		`const a = []; a[5] = 1; return [a, Array.prototype.values, [][Symbol.iterator]().next]`:                   true,
		`const a = new Proxy([], {}); return [a, Array.prototype.values, [][Symbol.iterator]().next]`:              false,
		`const a = {length: 0}; return [a, Array.prototype.values, [][Symbol.iterator]().next]`:                    false,
		`const a = []; return [a, Array.prototype.keys, [][Symbol.iterator]().next]`:                               false,
		`const a = []; return [a, function values() {}, [][Symbol.iterator]().next]`:                               false,
		`const a = []; return [a, Array.prototype.values, new Set().values().next]`:                                false,
		`const a = []; return [a, Array.prototype.values.bind(a), [][Symbol.iterator]().next]`:                     false,
		`const a = []; return [a, Array.prototype.values, {next: [][Symbol.iterator]().next}]`:                     false,
		`const a = []; return [a, new Proxy(Array.prototype.values, {}), [][Symbol.iterator]().next]`:              false,
		`const a = []; return [a, Array.prototype.values, undefined]`:                                              false,
		`const a = new Uint8Array(1); return [a, Array.prototype.values, [][Symbol.iterator]().next]`:              false,
		`const a = Object.create(Array.prototype); return [a, Array.prototype.values, [][Symbol.iterator]().next]`: false,
		`const a = new (class extends Array {})(); return [a, Array.prototype.values, [][Symbol.iterator]().next]`: true,
	} {
		v, err := rt.RunString("(() => {" + src + "})()")
		if err != nil {
			t.Fatal(src, err)
		}
		args := v.(*goja.Object)
		if got := iteratesByIndex(args.Get("0"), args.Get("1"), args.Get("2")); got != want {
			t.Errorf("%s: %v, want %v", src, got, want)
		}
	}
}
