package url

import (
	"testing"

	"github.com/dop251/goja"
)

// BenchmarkEnable measures what the interfaces cost a fresh runtime
// (goja.New is measured on its own as goja.New): capturing the built-ins,
// running the program that defines the classes, and installing them.
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

// BenchmarkParse parses a URL and reads its href, from JavaScript.
func BenchmarkParse(b *testing.B) {
	rt := goja.New()
	if err := Enable(rt); err != nil {
		b.Fatal(err)
	}
	fn, err := rt.RunString(`(function (n) {
		for (let i = 0; i < n; i++) new URL("https://api.example.com/v2/users/12345/orders?page=3&per_page=50").href;
	})`)
	if err != nil {
		b.Fatal(err)
	}
	run, _ := goja.AssertFunction(fn)
	b.ReportAllocs()
	b.ResetTimer()
	if _, err := run(nil, rt.ToValue(b.N)); err != nil {
		b.Fatal(err)
	}
}
