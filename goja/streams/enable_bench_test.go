package streams

import (
	"testing"

	"github.com/dop251/goja"
)

// BenchmarkEnable measures what the streams implementation costs a fresh
// runtime (goja.New is measured on its own as goja.New): running the program
// that defines the classes, and installing them.
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
