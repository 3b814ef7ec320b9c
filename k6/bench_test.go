package k6

import (
	"testing"

	"github.com/grafana/sobek"
	"go.k6.io/k6/js/modulestest"
)

// BenchmarkNewModuleInstance measures one VU's import of the module (its
// NewModuleInstance) beside a bare sobek runtime and a bare k6 test VU.
func BenchmarkNewModuleInstance(b *testing.B) {
	b.Run("sobek.New", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			sobek.New()
		}
	})
	b.Run("VU", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			modulestest.NewRuntime(b)
		}
	})
	b.Run("VU+import", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			r := modulestest.NewRuntime(b)
			new(RootModule).NewModuleInstance(r.VU)
		}
	})
}
