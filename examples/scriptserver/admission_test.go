package main

import (
	"context"
	"testing"
	"time"
)

// wait returns a context that ends after d, canceled at the test's end.
func wait(t *testing.T, d time.Duration) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	t.Cleanup(cancel)
	return ctx
}

// queued starts acquire for key on a goroutine and waits until the request
// is in the queue; the result arrives on the channel.
func queued(t *testing.T, a *admission, key string, d time.Duration) chan int {
	t.Helper()
	out := make(chan int, 1)
	waiting := func() int {
		a.mu.Lock()
		defer a.mu.Unlock()
		if c := a.clients[key]; c != nil {
			return len(c.waiters)
		}
		return 0
	}
	before := waiting()
	go func() {
		_, why := a.acquire(wait(t, d), key)
		out <- why
	}()
	for waiting() <= before {
		time.Sleep(time.Millisecond)
	}
	return out
}

func mustAdmit(t *testing.T, a *admission, key string) *ticket {
	t.Helper()
	tk, why := a.acquire(wait(t, time.Second), key)
	if why != admitted {
		t.Fatalf("%s: not admitted (%d)", key, why)
	}
	return tk
}

// One client has at most perClient requests running or waiting.
func TestAdmissionPerClient(t *testing.T) {
	a := newAdmission(2, 4, 2, 0, time.Second)
	a.use("a", time.Millisecond) // a good client may use every slot
	t1 := mustAdmit(t, a, "a")
	mustAdmit(t, a, "a")
	if _, why := a.acquire(wait(t, time.Second), "a"); why != clientFull {
		t.Errorf("a third request of one client: %d, want clientFull", why)
	}
	a.release(t1)
	mustAdmit(t, a, "a")
}

// Freed slots go to the waiting clients in turn, not in arrival order.
func TestAdmissionRoundRobin(t *testing.T) {
	a := newAdmission(1, 10, 10, 0, time.Second)
	tk := mustAdmit(t, a, "burst")
	b1 := queued(t, a, "burst", time.Minute)
	b2 := queued(t, a, "burst", time.Minute)
	n := queued(t, a, "normal", time.Minute)
	a.release(tk)
	if why := <-b1; why != admitted {
		t.Fatalf("first waiting: %d", why)
	}
	// burst's first request runs; the next slot is normal's, though
	// burst's second came first.
	a.mu.Lock()
	next := a.turn[0].key
	a.mu.Unlock()
	if next != "normal" {
		t.Errorf("next turn: %s, want normal", next)
	}
	_ = b2
	_ = n
}

// A full queue takes a place from the client waiting for the most.
func TestAdmissionEviction(t *testing.T) {
	a := newAdmission(1, 3, 10, 0, time.Second)
	mustAdmit(t, a, "burst")
	w := []chan int{queued(t, a, "burst", time.Minute), queued(t, a, "burst", time.Minute), queued(t, a, "burst", time.Minute)}
	_ = queued(t, a, "normal", time.Minute)
	if why := <-w[2]; why != queueFull {
		t.Errorf("burst's newest waiting request: %d, want queueFull", why)
	}
	// Now burst waits for 2 and normal for 1: a second normal request
	// does not take a place (normal would wait for as many as burst).
	if _, why := a.acquire(wait(t, time.Second), "normal"); why != queueFull {
		t.Errorf("normal's second request: %d, want queueFull", why)
	}
}

// A request that waits past its deadline is refused and leaves the queue.
func TestAdmissionTimeout(t *testing.T) {
	a := newAdmission(1, 3, 10, 0, time.Second)
	tk := mustAdmit(t, a, "a")
	if why := <-queued(t, a, "b", 20*time.Millisecond); why != queueTimeout {
		t.Errorf("got %d, want queueTimeout", why)
	}
	a.mu.Lock()
	waiting, clients := a.waiting, len(a.clients)
	a.mu.Unlock()
	if waiting != 0 || clients != 1 {
		t.Errorf("after the timeout: %d waiting, %d clients", waiting, clients)
	}
	a.release(tk)
	if _, why := a.acquire(wait(t, time.Second), "b"); why != admitted {
		t.Errorf("after release: %d", why)
	}
}

// A script answered late moves to overtime, giving its slot to the next
// request, while there is overtime room: then the slot stays held. Running
// plus overtime never passes slots plus overtime.
func TestAdmissionOvertime(t *testing.T) {
	a := newAdmission(1, 4, 10, 1, time.Second)
	stuck1 := mustAdmit(t, a, "x")
	next := queued(t, a, "y", time.Minute)
	a.toOvertime(stuck1)
	if why := <-next; why != admitted {
		t.Fatalf("the request after one in overtime: %d", why)
	}
	a.mu.Lock()
	stuck2 := &ticket{c: a.clients["y"], start: a.now()}
	a.mu.Unlock()
	after := queued(t, a, "z", 50*time.Millisecond)
	a.toOvertime(stuck2) // overtime is full: stuck2 keeps its slot
	if why := <-after; why != queueTimeout {
		t.Errorf("with overtime full: %d, want queueTimeout", why)
	}
	if running, overtime := a.busyScripts(); running != 1 || overtime != 1 {
		t.Errorf("busy: %d running, %d in overtime; want 1 and 1", running, overtime)
	}
	a.release(stuck1)
	a.release(stuck2)
	a.release(stuck2) // a second release does nothing
	if running, overtime := a.busyScripts(); running != 0 || overtime != 0 {
		t.Errorf("after release: %d running, %d in overtime", running, overtime)
	}
}

// A heavy client (one that kept a worker for half a time limit lately)
// holds at most slots - 1 slots: the last one stays for good clients, whose
// requests go first and may take a heavy client's place in a full queue.
func TestAdmissionHeavy(t *testing.T) {
	a := newAdmission(2, 1, 10, 0, time.Second)
	a.mu.Lock()
	a.use("heavy", 2*time.Second)
	a.use("light", time.Millisecond)
	a.use("light2", time.Millisecond)
	a.mu.Unlock()
	mustAdmit(t, a, "heavy")
	second := queued(t, a, "heavy", time.Minute)
	tk := mustAdmit(t, a, "light") // the slot kept for good clients
	light2 := queued(t, a, "light2", time.Minute)
	select {
	case why := <-second:
		if why != queueFull {
			t.Errorf("the heavy client's waiting request: %d, want queueFull (its place taken)", why)
		}
	case <-time.After(time.Second):
		t.Error("the heavy client's waiting request kept its place in a full queue")
	}
	a.release(tk)
	if why := <-light2; why != admitted {
		t.Errorf("the light request waiting: %d", why)
	}
	if running, _ := a.busyScripts(); running != 2 {
		t.Errorf("%d running, want 2 (heavy and light2)", running)
	}
	a.mu.Lock()
	standings := [3]int{a.standing("heavy"), a.standing("light"), a.standing("new")}
	a.mu.Unlock()
	if standings != [3]int{heavy, good, unknown} {
		t.Errorf("standings %v, want heavy, good, unknown", standings)
	}
}

// Clients not yet good (new ones) share slots - 1 slots: a good client
// finds the last one free.
func TestAdmissionUnknownShare(t *testing.T) {
	a := newAdmission(2, 4, 10, 0, time.Second)
	a.use("good", time.Millisecond)
	mustAdmit(t, a, "new1")
	if _, why := a.acquire(wait(t, 20*time.Millisecond), "new2"); why != queueTimeout {
		t.Errorf("a second new client's request: %d, want queueTimeout", why)
	}
	mustAdmit(t, a, "good")
}
