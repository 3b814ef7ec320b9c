// Package cputime reads the CPU time of the calling thread, which the
// benchmarks of this module use beside the wall clock: on a busy machine,
// other processes disturb it far less.
package cputime

import (
	"syscall"
	"time"
	"unsafe"
)

// Thread returns the CPU time the calling thread has used
// (clock_gettime(CLOCK_THREAD_CPUTIME_ID)), or 0 if it cannot be read. A
// caller locks its goroutine to its thread (runtime.LockOSThread) between
// two readings.
func Thread() time.Duration {
	const clockThreadCPUTimeID = 3
	var ts syscall.Timespec
	_, _, errno := syscall.RawSyscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTimeID, uintptr(unsafe.Pointer(&ts)), 0)
	if errno != 0 {
		return 0
	}
	return time.Duration(ts.Nano())
}
