package main

import (
	"sync"
)

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
