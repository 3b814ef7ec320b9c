package bench

import (
	"time"

	"github.com/textcodec/textcodec/bench/internal/cputime"
)

// threadCPU returns the CPU time the calling thread has used, or 0 where it
// cannot be read (then no cpu-MB/s metric is reported).
func threadCPU() time.Duration { return cputime.Thread() }
