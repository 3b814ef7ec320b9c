package main

import (
	"context"
	"sync"
)

// A workers bounds the scripts running at once and the requests waiting for
// a turn.
//
// A request takes a running slot if one is free, or else a place in the
// queue if one is free, or else is refused at once (503 with Retry-After).
// A queued request waits for a slot until its own deadline, which counts
// from its arrival: one that cannot start in time is refused too, so no
// request waits past its time limit. A slot is given back when the script's
// goroutine ends, not when the request is answered: a script stuck in a
// native call that does not see goja's interrupt keeps its slot, and the
// server runs fewer scripts until it returns, rather than more than the
// limit at once.
type workers struct {
	slots chan struct{} // a token for each script running
	queue chan struct{} // a token for each request waiting
}

func newWorkers(running, queued int) *workers {
	return &workers{slots: make(chan struct{}, running), queue: make(chan struct{}, queued)}
}

// Why a request did not get a slot.
const (
	admitted = iota
	queueFull
	queueTimeout
)

// acquire takes a slot for a request whose deadline is ctx's. On admitted,
// the caller must call release once when the script's goroutine ends.
func (w *workers) acquire(ctx context.Context) int {
	select {
	case w.slots <- struct{}{}:
		return admitted
	default:
	}
	select {
	case w.queue <- struct{}{}:
	default:
		return queueFull
	}
	defer func() { <-w.queue }()
	select {
	case w.slots <- struct{}{}:
		if ctx.Err() != nil { // both were ready: the deadline wins
			<-w.slots
			return queueTimeout
		}
		return admitted
	case <-ctx.Done():
		return queueTimeout
	}
}

func (w *workers) release() { <-w.slots }

// A spares keeps runtimes made in advance. It hands each out once.
type spares struct {
	build func() (*jsVM, error)
	ready chan *jsVM
	quit  chan struct{}
	done  sync.WaitGroup
	once  sync.Once
}

func newSpares(n int, build func() (*jsVM, error)) *spares {
	p := &spares{build: build, quit: make(chan struct{})}
	if n > 0 {
		p.ready = make(chan *jsVM, n)
		p.done.Add(1)
		go p.fill()
	}
	return p
}

// fill makes runtimes while the pool has room for them.
func (p *spares) fill() {
	defer p.done.Done()
	for {
		vm, err := p.build()
		if err != nil {
			return // get makes its own, and reports the error
		}
		select {
		case p.ready <- vm:
		case <-p.quit:
			return
		}
	}
}

// get returns a runtime made in advance, or a new one if none is ready.
func (p *spares) get() (*jsVM, error) {
	select {
	case vm := <-p.ready: // a nil channel (no spares) is never ready
		return vm, nil
	default:
		return p.build()
	}
}

func (p *spares) close() {
	p.once.Do(func() { close(p.quit) })
	p.done.Wait()
}
