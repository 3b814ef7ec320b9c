package cputime

import (
	"runtime"
	"testing"
)

func TestThreadAdvances(t *testing.T) {
	if runtime.GOOS != "linux" {
		if Thread() != 0 {
			t.Error("Thread() != 0 off Linux")
		}
		return
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	start := Thread()
	x := 0
	for i := range 10_000_000 {
		x += i
	}
	if end := Thread(); start <= 0 || end <= start {
		t.Errorf("Thread() went from %v to %v over a busy loop (%d)", start, end, x)
	}
}
