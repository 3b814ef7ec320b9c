//go:build !linux

package bench

import "time"

// threadCPU is not available here: no cpu-MB/s metric is reported.
func threadCPU() time.Duration { return 0 }
