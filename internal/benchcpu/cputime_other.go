//go:build !unix

package benchcpu

import "time"

// processCPU returns 0: CPU time is read on unix systems only.
func processCPU() time.Duration { return 0 }
