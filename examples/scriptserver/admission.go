package main

import (
	"context"
	"math"
	"sync"
	"time"
)

// An admission decides which requests run, which wait, and which are
// refused (503 with Retry-After), so that no client, and no burst of
// requests, keeps the others from an answer.
//
//   - Slots: at most slots scripts run at once. A request takes a free slot
//     that its client's standing (below) lets it take, or else a place in
//     the queue.
//   - Per client: a client (by default the request's remote address) has at
//     most perClient requests running or waiting; more are refused at once.
//     Alone, a client in good standing can use every slot; it cannot also
//     fill the queue.
//   - Standing: each client has a record of its recent scripts, kept
//     with a half-life of standingHalfLife: strikes (a script that held its
//     worker for half the time limit or more) and quick ones (the others).
//     A client with a strike is heavy; one with quick scripts and no strike
//     is good; any other (new) client is unknown. Heavy and unknown clients
//     together hold at most slots - 1 slots (when slots > 1), so a slot
//     stays for the good ones: a client that has been sending short
//     scripts finds a slot free, or the first to free, whatever the
//     others send; a new client gets its first answer in turn with the
//     unknown, and is good from then on.
//   - Queue: at most queue requests wait, each until its own deadline
//     (which counts from its arrival: no request waits past its time
//     limit). A freed slot goes to the good clients in turn (round robin),
//     then the unknown, then the heavy (those that may run), each client's
//     requests in the order they came, so a client with many waiting
//     requests does not go before one with a single request. When the
//     queue is full, a new request takes the newest place of a client of
//     lower standing, or else of the client waiting for the most when that
//     is more than its own client waits for; that request is refused;
//     otherwise the new one is.
//   - Overtime: a script still running when its request has been answered
//     (interrupted past its deadline, and still unwinding or stuck in a
//     native call that does not poll goja's interrupt) gives its slot to
//     the next request, if fewer than overtime scripts are in overtime;
//     otherwise it keeps its slot until it ends. So the process never holds
//     more than slots + overtime scripts' goroutines, and a script that
//     does not stop costs the others one slot only when overtime is full.
type admission struct {
	slots, queue, perClient, overtime int
	strikeAt                          time.Duration // worker time that makes a script a strike
	now                               func() time.Time

	mu         sync.Mutex
	running    int // scripts holding a slot
	restricted int // of which heavy and unknown clients'
	overtimed  int // scripts in overtime
	waiting    int // requests in the queue
	clients    map[string]*client
	turn       []*client // the clients with waiting requests, next first
	records    map[string]*record
	pruneAt    int // prune records when there are this many
}

// standingHalfLife is how fast a client's record fades.
const standingHalfLife = 30 * time.Second

// A client's standing, best first.
const (
	good = iota
	unknown
	heavy
)

// A record is a client's recent scripts: strikes and quick ones, each
// fading by half every standingHalfLife, as of at.
type record struct {
	strikes, quick float64
	at             time.Time
}

// fade brings r to now.
func (r *record) fade(now time.Time) {
	f := math.Exp2(-float64(now.Sub(r.at)) / float64(standingHalfLife))
	r.strikes *= f
	r.quick *= f
	r.at = now
}

func (r *record) standing() int {
	switch {
	case r.strikes >= 0.5:
		return heavy
	case r.quick >= 0.5:
		return good
	}
	return unknown
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
	c        *client
	standing int
	ticket   *ticket // when granted
	ready    chan struct{}
	granted  bool
	evicted  bool
}

// A ticket is an admitted request's hold on a slot (or on an overtime
// place, after toOvertime), given back by release.
type ticket struct {
	c          *client
	restricted bool // counted in restricted while in a slot
	start      time.Time
	overtime   bool
	released   bool
}

// Why a request was not admitted.
const (
	admitted = iota
	clientFull
	queueFull
	queueTimeout
)

// newAdmission returns an admission; a script that holds its worker for
// strikeAt or more (half the time limit) is a strike.
func newAdmission(slots, queue, perClient, overtime int, strikeAt time.Duration) *admission {
	return &admission{
		slots: slots, queue: queue, perClient: perClient, overtime: overtime, strikeAt: strikeAt, now: time.Now,
		clients: map[string]*client{}, records: map[string]*record{}, pruneAt: 1024,
	}
}

// standing returns key's standing now.
func (a *admission) standing(key string) int {
	r := a.records[key]
	if r == nil {
		return unknown
	}
	r.fade(a.now())
	return r.standing()
}

// mayRun reports whether a request of the standing given may take a free
// slot.
func (a *admission) mayRun(standing int) bool {
	if a.running >= a.slots {
		return false
	}
	return standing == good || a.slots == 1 || a.restricted < a.slots-1
}

// admit counts a request of c into a slot and returns its ticket.
func (a *admission) admit(c *client, standing int) *ticket {
	a.running++
	if standing != good {
		a.restricted++
	}
	return &ticket{c: c, restricted: standing != good, start: a.now()}
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
	standing := a.standing(key)
	// A waiting request that may run has a slot already (grant runs
	// whenever one frees): one that may run now goes before those waiting.
	if a.mayRun(standing) {
		c.inFlight++
		t := a.admit(c, standing)
		a.mu.Unlock()
		return t, admitted
	}
	if a.waiting >= a.queue && !a.evictFor(c, standing) {
		a.forget(c)
		a.mu.Unlock()
		return nil, queueFull
	}
	w := &waiter{c: c, standing: standing, ready: make(chan struct{})}
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
		return w.ticket, admitted
	case w.granted: // granted as the deadline came: the deadline wins
		a.releaseLocked(w.ticket)
	default:
		a.unqueue(w)
		c.inFlight--
		a.forget(c)
	}
	return nil, queueTimeout
}

// evictFor refuses, to make room for a request of c (of the standing
// given), the newest waiting request of the client of the lowest standing
// lower than c's, or else of the client with the most waiting when that is
// more than c has.
func (a *admission) evictFor(c *client, standing int) bool {
	var most, lowest *client
	for _, o := range a.turn {
		if most == nil || len(o.waiters) > len(most.waiters) {
			most = o
		}
		if s := o.waiters[len(o.waiters)-1].standing; s > standing && (lowest == nil || s > lowest.waiters[len(lowest.waiters)-1].standing) {
			lowest = o
		}
	}
	switch {
	case lowest != nil:
		most = lowest
	case most == nil || len(most.waiters) <= len(c.waiters)+1:
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
	a.leaveSlot(t)
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
		a.leaveSlot(t)
	}
	a.use(t.c.key, a.now().Sub(t.start))
	t.c.inFlight--
	a.forget(t.c)
	a.grant()
}

// leaveSlot counts t's request out of its slot.
func (a *admission) leaveSlot(t *ticket) {
	a.running--
	if t.restricted {
		a.restricted--
	}
}

// use records a script of key that held its worker for d.
func (a *admission) use(key string, d time.Duration) {
	now := a.now()
	r := a.records[key]
	if r == nil {
		r = &record{at: now}
		a.records[key] = r
	}
	r.fade(now)
	if d >= a.strikeAt {
		r.strikes++
	} else {
		r.quick++
	}
	if len(a.records) < a.pruneAt {
		return
	}
	for k, o := range a.records {
		if o.fade(now); o.strikes < 0.01 && o.quick < 0.01 {
			delete(a.records, k)
		}
	}
	a.pruneAt = max(1024, 2*len(a.records))
}

// grant gives the free slots to waiting requests: the first client's in
// turn of the best standing that may run; the client goes to the back of
// the turn.
func (a *admission) grant() {
	for a.running < a.slots {
		i := a.nextInTurn()
		if i < 0 {
			return
		}
		c := a.turn[i]
		w := c.waiters[0]
		a.unqueue(w)
		if len(c.waiters) > 0 { // c goes to the back of the turn
			a.turn = append(append(a.turn[:i:i], a.turn[i+1:]...), c)
		}
		w.ticket = a.admit(c, w.standing)
		w.granted = true
		close(w.ready)
	}
}

// nextInTurn returns the index in turn of the client whose first waiting
// request goes next, or -1 when none may run.
func (a *admission) nextInTurn() int {
	best := -1
	for i, c := range a.turn {
		s := c.waiters[0].standing
		if a.mayRun(s) && (best < 0 || s < a.turn[best].waiters[0].standing) {
			best = i
		}
	}
	return best
}

// busyScripts returns the scripts running in slots and in overtime (for
// tests).
func (a *admission) busyScripts() (running, overtime int) {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.running, a.overtimed
}
