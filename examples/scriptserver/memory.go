package main

import (
	"runtime/debug"
	"runtime/metrics"
	"sync"
	"time"
)

// heapMetric is the bytes of heap objects, live and not yet swept: cheap
// to read (no stop of the world), and it follows allocation at once, where
// the live heap is known only after each collection.
const heapMetric = "/memory/classes/heap/objects:bytes"

// A memoryWatch stops scripts when the process's heap passes a budget.
//
// goja keeps no account of what each runtime allocates, and Go none of what
// each goroutine does, so the watch cannot tell which script holds the
// memory. When the heap passes the budget it interrupts every script
// running (each gets 507 Insufficient Storage, "memory budget exceeded"):
// the one that allocated is among them, and the others, which could have
// been the next to fail an allocation, are told to retry. The watch samples
// the heap every interval; a script allocating at 2 GB/s goes some 10 MB
// past the budget in 5 ms, and one allocation (new ArrayBuffer(n), a string
// repeat) is not checked until it has been made. After an overrun each
// stopped script's goroutine, once its runtime is dropped, returns memory
// to the operating system (debug.FreeOSMemory) before it gives back its
// slot, so the next script starts on a heap back under the budget.
//
// The budget is for the heap; set the Go runtime's soft limit
// (debug.SetMemoryLimit, as main does) to it too, so that the collector
// works harder near the budget and garbage does not count against scripts.
type memoryWatch struct {
	budget   uint64
	interval time.Duration

	mu      sync.Mutex
	running map[*job]struct{}
	quit    chan struct{}
	done    sync.WaitGroup
	once    sync.Once
}

// newMemoryWatch starts a watch; budget 0 watches nothing.
func newMemoryWatch(budget uint64, interval time.Duration) *memoryWatch {
	m := &memoryWatch{budget: budget, interval: interval, running: map[*job]struct{}{}, quit: make(chan struct{})}
	if budget > 0 {
		m.done.Add(1)
		go m.watch()
	}
	return m
}

// add and remove register a script while it runs.
func (m *memoryWatch) add(j *job) {
	m.mu.Lock()
	m.running[j] = struct{}{}
	m.mu.Unlock()
}

func (m *memoryWatch) remove(j *job) {
	m.mu.Lock()
	delete(m.running, j)
	m.mu.Unlock()
}

// heapBytes is the current value of heapMetric.
func heapBytes(s []metrics.Sample) uint64 {
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return s[0].Value.Uint64()
}

func (m *memoryWatch) watch() {
	defer m.done.Done()
	sample := []metrics.Sample{{Name: heapMetric}}
	tick := time.NewTicker(m.interval)
	defer tick.Stop()
	for {
		select {
		case <-m.quit:
			return
		case <-tick.C:
		}
		if heapBytes(sample) < m.budget {
			continue
		}
		m.mu.Lock()
		for j := range m.running {
			j.stop(errMemoryBudget)
		}
		m.mu.Unlock()
	}
}

// afterOverrun returns memory to the operating system after a script that
// the watch stopped has dropped its runtime.
func afterOverrun() { debug.FreeOSMemory() }

func (m *memoryWatch) close() {
	m.once.Do(func() { close(m.quit) })
	m.done.Wait()
}
