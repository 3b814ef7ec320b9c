package structuredclone

import (
	"testing"

	"github.com/dop251/goja"
)

// BenchmarkEnable measures what structuredClone costs a fresh runtime
// (goja.New is measured on its own as goja.New): capturing the built-ins the
// clone calls (which makes goja build Map, Set, Date, RegExp and the error
// constructors), running the program, and installing the function.
func BenchmarkEnable(b *testing.B) {
	b.Run("goja.New", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			goja.New()
		}
	})
	b.Run("Enable", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			b.StopTimer()
			rt := goja.New()
			b.StartTimer()
			if err := Enable(rt); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// nestedSource makes the value BenchmarkClone clones: a realistic nested
// object (a JSON-like API response of 100 records, each with strings,
// numbers, a nested object, an array, a Date and a Map), about 1,100
// objects. bench/js's structuredClone row and its Node.js script clone the
// same value.
const nestedSource = `(() => {
	const items = [];
	for (let i = 0; i < 100; i++) {
		items.push({
			id: i, name: "item " + i, price: i * 1.25, tags: ["a", "b", "c"],
			owner: { id: i % 7, name: "owner", email: "o@example.com", roles: ["admin", "user"] },
			created: new Date(1700000000000 + i),
			attrs: new Map([["color", "red"], ["size", i]]),
			history: [{ at: i, what: "made" }, { at: i + 1, what: "changed" }],
		});
	}
	return { items, total: 100, page: { n: 1, of: 10 } };
})()`

// BenchmarkClone measures structuredClone of nestedSource's value.
func BenchmarkClone(b *testing.B) {
	rt := goja.New()
	if err := Enable(rt); err != nil {
		b.Fatal(err)
	}
	v, err := rt.RunString(nestedSource)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Clone(rt, v, nil); err != nil {
			b.Fatal(err)
		}
	}
}
