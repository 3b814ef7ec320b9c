//go:build !unix

package jsbench

import "time"

// processCPU is not available here: no cpu-MB/s metric is reported.
func processCPU() time.Duration { return 0 }
