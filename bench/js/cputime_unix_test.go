//go:build unix

package jsbench

import (
	"syscall"
	"time"
)

// processCPU returns the CPU time this process has used, user and system,
// all threads (the garbage collector's included), or 0 if it cannot be read.
// Node.js's process.cpuUsage() counts the same.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
