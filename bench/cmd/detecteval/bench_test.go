package main

import (
	"runtime"
	"syscall"
	"testing"
	"time"
	"unsafe"

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
	start := threadCPU()
	for range b.N {
		for _, in := range inputs {
			d.Reset()
			d.Feed(in, true)
			d.Guess(detect.Options{AllowUTF8: true})
		}
	}
	if cpu := threadCPU() - start; cpu > 0 {
		b.ReportMetric(float64(n)*float64(b.N)/1e6/cpu.Seconds(), "cpu-MB/s")
	}
}

// threadCPU returns the CPU time the calling thread has used
// (clock_gettime(CLOCK_THREAD_CPUTIME_ID)): on a busy machine, a steadier
// measure than the wall clock.
func threadCPU() time.Duration {
	const clockThreadCPUTimeID = 3
	var ts syscall.Timespec
	syscall.RawSyscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTimeID, uintptr(unsafe.Pointer(&ts)), 0)
	return time.Duration(ts.Nano())
}
