//go:build !unix

package structuredclone

import "time"

// cpuTime is 0 where the process's CPU time is not read: no cpu-ns/op.
func cpuTime() time.Duration { return 0 }
