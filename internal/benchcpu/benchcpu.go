// Package benchcpu measures benchmarks by CPU time, for a machine whose
// wall-clock figures are noisy (it is shared): the process's user and
// system time, all threads, as Node.js's process.cpuUsage() reports it, so
// that a goja benchmark and its Node.js counterpart are measured alike.
package benchcpu

import (
	"testing"
)

// ReportMBPerSecond runs loop (which does n operations of size bytes) and
// reports the bytes over the CPU time it took as the benchmark's
// "cpu-MB/s" metric, when CPU time can be read.
func ReportMBPerSecond(b *testing.B, size int64, n int, loop func()) {
	start := processCPU()
	loop()
	if used := processCPU() - start; start > 0 && used > 0 {
		b.ReportMetric(float64(size)*float64(n)/used.Seconds()/1e6, "cpu-MB/s")
	}
}
