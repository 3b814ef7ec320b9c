package textcodec

import (
	"testing"

	"github.com/dop251/goja"
)

func BenchmarkTmpEnableNoStreams(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		rt := goja.New()
		b.StartTimer()
		bd := &binding{rt: rt}
		bd.interfaces()
		g := rt.GlobalObject()
		g.DefineDataProperty("TextDecoder", bd.decCtor, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
		g.DefineDataProperty("TextEncoder", bd.encCtor, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	}
}

func BenchmarkTmpEnable(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		rt := goja.New()
		b.StartTimer()
		Enable(rt)
	}
}
