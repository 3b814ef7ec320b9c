package main

import (
	"runtime"
	"testing"

	"github.com/textcodec/textcodec/bench/internal/cputime"
	"github.com/textcodec/textcodec/detect"
)

// BenchmarkDetectParagraphs runs package detect over the corpus's paragraph
// samples; SetBytes counts their bytes.
func BenchmarkDetectParagraphs(b *testing.B) {
	benchmarkKind(b, "paragraph")
}

// BenchmarkDetectShort runs package detect over the corpus's short samples.
func BenchmarkDetectShort(b *testing.B) {
	benchmarkKind(b, "short")
}

func benchmarkKind(b *testing.B, kind string) {
	samples, err := loadSamples("../../testdata/detect/eval.tsv")
	if err != nil {
		b.Fatal(err)
	}
	var inputs [][]byte
	n := 0
	for _, s := range samples {
		if s.kind == kind {
			inputs = append(inputs, s.bytes)
			n += len(s.bytes)
		}
	}
	d := detect.New()
	b.SetBytes(int64(n))
	b.ReportAllocs()
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	b.ResetTimer()
	start := cputime.Thread()
	for range b.N {
		for _, in := range inputs {
			d.Reset()
			d.Feed(in, true)
			d.Guess(detect.Options{AllowUTF8: true})
		}
	}
	if cpu := cputime.Thread() - start; cpu > 0 {
		b.ReportMetric(float64(n)*float64(b.N)/1e6/cpu.Seconds(), "cpu-MB/s")
	}
}
