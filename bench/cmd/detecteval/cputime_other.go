//go:build !linux

package main

import "time"

// threadCPU returns 0: the thread's CPU time is read on Linux only, and
// elsewhere the figures fall back to the wall clock.
func threadCPU() time.Duration { return 0 }
