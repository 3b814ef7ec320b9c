//go:build !linux

// Package cputime reads the CPU time of the calling thread, which the
// benchmarks of this module use beside the wall clock: on a busy machine,
// other processes disturb it far less.
package cputime

import "time"

// Thread returns 0: the thread's CPU time is read on Linux only.
func Thread() time.Duration { return 0 }
