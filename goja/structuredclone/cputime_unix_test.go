//go:build unix

package structuredclone

import (
	"syscall"
	"time"
)

// cpuTime returns the process's CPU time so far (user and system, every
// thread: the garbage collector's work counts), as Node.js's
// process.cpuUsage() counts it.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
