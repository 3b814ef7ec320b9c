package main

import (
	"context"
	"sync"
)

// An admission decides which requests run, which wait, and which are
// refused (503 with Retry-After), so that no client, and no burst of
// requests, keeps the others from an answer.
//
//   - Slots: at most slots scripts run at once. A request takes a free slot
//     when nobody waits, or else a place in the queue.
//   - Per client: a client (by default the request's remote address) has at
//     most perClient requests running or waiting; more are refused at once.
//     Alone, a client can use every slot; it cannot also fill the queue.
//   - Queue: at most queue requests wait, each until its own deadline
//     (which counts from its arrival: no request waits past its time
//     limit). A freed slot goes to the clients in turn (round robin), each
//     client's requests in the order they came, so a client with many
//     waiting requests does not go before one with a single request. When
//     the queue is full, a request whose client waits for fewer requests
//     than the client waiting for the most takes that client's newest
//     place, whose request is refused; otherwise it is refused.
//   - Overtime: a script still running when its request has been answered
//     (interrupted past its deadline, and still unwinding or stuck in a
//     native call that does not poll goja's interrupt) gives its slot to
//     the next request, if fewer than overtime scripts are in overtime;
//     otherwise it keeps its slot until it ends. So the process never holds
//     more than slots + overtime scripts' goroutines, and a script that
//     does not stop costs the others one slot only when overtime is full.
type admission struct {
	slots, queue, perClient, overtime int

	mu        sync.Mutex
	running   int // scripts holding a slot
	overtimed int // scripts in overtime
	waiting   int // requests in the queue
	clients   map[string]*client
	turn      []*client // the clients with waiting requests, next first
}

// A client is one client's requests admitted (running, in overtime) or
// waiting.
type client struct {
	key      string
	inFlight int
	waiters  []*waiter // in arrival order
}

// A waiter is a request in the queue: ready is closed when it gets a slot
// (granted) or loses its place (evicted).
type waiter struct {
	c       *client
	ready   chan struct{}
	granted bool
	evicted bool
}

// A ticket is an admitted request's hold on a slot (or on an overtime
// place, after toOvertime), given back by release.
type ticket struct {
	c        *client
	overtime bool
	released bool
}

// Why a request was not admitted.
const (
	admitted = iota
	clientFull
	queueFull
	queueTimeout
)

func newAdmission(slots, queue, perClient, overtime int) *admission {
	return &admission{slots: slots, queue: queue, perClient: perClient, overtime: overtime, clients: map[string]*client{}}
}

// acquire admits a request of client key whose deadline is ctx's. On
// admitted, the caller must call release with the ticket once the script's
// goroutine ends.
func (a *admission) acquire(ctx context.Context, key string) (*ticket, int) {
	a.mu.Lock()
	c := a.clients[key]
	if c == nil {
		c = &client{key: key}
		a.clients[key] = c
	}
	if c.inFlight >= a.perClient {
		a.mu.Unlock()
		return nil, clientFull
	}
	if a.running < a.slots && a.waiting == 0 {
		a.running++
		c.inFlight++
		a.mu.Unlock()
		return &ticket{c: c}, admitted
	}
	if a.waiting >= a.queue && !a.evictFor(c) {
		a.forget(c)
		a.mu.Unlock()
		return nil, queueFull
	}
	w := &waiter{c: c, ready: make(chan struct{})}
	c.waiters = append(c.waiters, w)
	c.inFlight++
	a.waiting++
	if len(c.waiters) == 1 {
		a.turn = append(a.turn, c)
	}
	a.mu.Unlock()

	select {
	case <-w.ready:
	case <-ctx.Done():
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	switch {
	case w.evicted:
		return nil, queueFull
	case w.granted && ctx.Err() == nil:
		return &ticket{c: c}, admitted
	case w.granted: // granted as the deadline came: the deadline wins
		a.releaseLocked(&ticket{c: c})
	default:
		a.unqueue(w)
		c.inFlight--
		a.forget(c)
	}
	return nil, queueTimeout
}

// evictFor refuses the newest waiting request of the client with the most
// waiting, when that is more than c has, to make room for one of c's.
func (a *admission) evictFor(c *client) bool {
	var most *client
	for _, o := range a.turn {
		if most == nil || len(o.waiters) > len(most.waiters) {
			most = o
		}
	}
	if most == nil || len(most.waiters) <= len(c.waiters)+1 {
		return false
	}
	w := most.waiters[len(most.waiters)-1]
	a.unqueue(w)
	most.inFlight--
	w.evicted = true
	close(w.ready)
	return true
}

// unqueue takes w out of the queue.
func (a *admission) unqueue(w *waiter) {
	c := w.c
	for i, o := range c.waiters {
		if o == w {
			c.waiters = append(c.waiters[:i], c.waiters[i+1:]...)
			break
		}
	}
	a.waiting--
	if len(c.waiters) == 0 {
		for i, o := range a.turn {
			if o == c {
				a.turn = append(a.turn[:i], a.turn[i+1:]...)
				break
			}
		}
	}
}

// forget drops c's entry when it has nothing admitted or waiting.
func (a *admission) forget(c *client) {
	if c.inFlight == 0 && len(c.waiters) == 0 {
		delete(a.clients, c.key)
	}
}

// toOvertime moves an admitted request's script, whose request has been
// answered, out of its slot if there is an overtime place, and gives the
// slot to the next request.
func (a *admission) toOvertime(t *ticket) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if t.released || t.overtime || a.overtimed >= a.overtime {
		return
	}
	t.overtime = true
	a.overtimed++
	a.running--
	a.grant()
}

// release gives back t's slot or overtime place, when its script's
// goroutine ends.
func (a *admission) release(t *ticket) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.releaseLocked(t)
}

func (a *admission) releaseLocked(t *ticket) {
	if t.released {
		return
	}
	t.released = true
	if t.overtime {
		a.overtimed--
	} else {
		a.running--
	}
	t.c.inFlight--
	a.forget(t.c)
	a.grant()
}

// grant gives the free slots to waiting requests, one client's at a time
// in turn.
func (a *admission) grant() {
	for a.running < a.slots && len(a.turn) > 0 {
		c := a.turn[0]
		w := c.waiters[0]
		a.unqueue(w)
		if len(c.waiters) > 0 { // c goes to the back of the turn
			a.turn = append(a.turn[1:], c)
		}
		a.running++
		w.granted = true
		close(w.ready)
	}
}

// busyScripts returns the scripts running in slots and in overtime (for
// tests).
func (a *admission) busyScripts() (running, overtime int) {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.running, a.overtimed
}
