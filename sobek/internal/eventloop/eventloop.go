// Package eventloop is a small event loop for sobek, hand-written for the
// sobek module in place of goja_nodejs's (github.com/dop251/goja_nodejs/eventloop),
// which works with goja only. It has the part of that loop's API the goja
// code uses (the web-platform-tests runner, the bridge's and dom's tests,
// streams.FromEventLoop), with the same meaning: the generator
// (internal/gensobek) points their imports here. A sobek host has a loop of
// its own (k6's, through the k6 extension), so the package is internal.
//
// The loop runs functions handed to it (RunOnLoop, timers' callbacks) one at
// a time on the goroutine that called Run. Run returns when no timer is
// pending and nothing is queued, or when StopNoWait or Terminate is called.
// The runtime gets setTimeout, clearTimeout, setInterval and clearInterval
// (HTML's timer functions, without their string-compiling form), and no
// console, require or setImmediate.
package eventloop

import (
	"sync"
	"time"

	"github.com/grafana/sobek"
)

// An EventLoop runs one sobek runtime's callbacks; make it with NewEventLoop.
type EventLoop struct {
	vm *sobek.Runtime

	mu         sync.Mutex
	queue      []func()
	timers     map[*Timer]struct{} // pending: they keep Run going
	stopped    bool                // StopNoWait called during this Run
	terminated bool
	wake       chan struct{} // a token when the queue or the timers change
}

// A Timer is a pending call made by SetTimeout or setTimeout (or, repeating,
// by setInterval).
type Timer struct {
	t        *time.Timer
	fn       func(*sobek.Runtime)
	interval time.Duration // > 0 for setInterval's
}

// An Option configures NewEventLoop.
type Option func(*EventLoop)

// EnableConsole is accepted for goja_nodejs's API; this loop has no console
// either way.
func EnableConsole(bool) Option { return func(*EventLoop) {} }

// NewEventLoop returns a loop with a new runtime that has the timer
// functions.
func NewEventLoop(opts ...Option) *EventLoop {
	l := &EventLoop{vm: sobek.New(), timers: make(map[*Timer]struct{}), wake: make(chan struct{}, 1)}
	for _, o := range opts {
		o(l)
	}
	l.vm.Set("setTimeout", func(call sobek.FunctionCall) sobek.Value { return l.schedule(call, false) })
	l.vm.Set("setInterval", func(call sobek.FunctionCall) sobek.Value { return l.schedule(call, true) })
	clear := func(call sobek.FunctionCall) sobek.Value {
		if t, ok := call.Argument(0).Export().(*Timer); ok {
			l.ClearTimeout(t)
		}
		return sobek.Undefined()
	}
	l.vm.Set("clearTimeout", clear)
	l.vm.Set("clearInterval", clear)
	return l
}

// schedule is setTimeout(callback, delay, ...args) and setInterval.
func (l *EventLoop) schedule(call sobek.FunctionCall, repeat bool) sobek.Value {
	fn, ok := sobek.AssertFunction(call.Argument(0))
	if !ok {
		panic(l.vm.NewTypeError("the callback is not a function"))
	}
	delay := max(call.Argument(1).ToInteger(), 0)
	var args []sobek.Value
	if len(call.Arguments) > 2 {
		args = append(args, call.Arguments[2:]...)
	}
	d := time.Duration(delay) * time.Millisecond
	t := l.start(func(*sobek.Runtime) { fn(nil, args...) }, d, repeat)
	if t == nil {
		return sobek.Undefined()
	}
	return l.vm.ToValue(t)
}

// SetTimeout calls fn on the loop after d; it returns nil once the loop is
// terminated. It may be called from any goroutine.
func (l *EventLoop) SetTimeout(fn func(*sobek.Runtime), d time.Duration) *Timer {
	return l.start(fn, d, false)
}

func (l *EventLoop) start(fn func(*sobek.Runtime), d time.Duration, repeat bool) *Timer {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.terminated {
		return nil
	}
	t := &Timer{fn: fn}
	if repeat {
		t.interval = max(d, time.Millisecond)
	}
	l.timers[t] = struct{}{}
	t.t = time.AfterFunc(d, func() { l.fire(t) })
	return t
}

// fire queues t's call, made on the loop if t is still pending then.
func (l *EventLoop) fire(t *Timer) {
	l.post(func() {
		l.mu.Lock()
		_, pending := l.timers[t]
		if pending && t.interval == 0 {
			delete(l.timers, t)
		}
		l.mu.Unlock()
		if !pending {
			return
		}
		t.fn(l.vm)
		if t.interval > 0 {
			l.mu.Lock()
			if _, ok := l.timers[t]; ok {
				t.t.Reset(t.interval)
			}
			l.mu.Unlock()
		}
	})
}

// ClearTimeout cancels t if it is pending (a nil t is ignored).
func (l *EventLoop) ClearTimeout(t *Timer) {
	if t == nil {
		return
	}
	l.mu.Lock()
	if _, ok := l.timers[t]; ok {
		delete(l.timers, t)
		t.t.Stop()
	}
	l.mu.Unlock()
	l.signal()
}

// RunOnLoop queues fn to run on the loop, and reports whether it was queued
// (not after Terminate). A queued function does not by itself keep Run
// going once no timer is pending, as with goja_nodejs's loop. It may be
// called from any goroutine.
func (l *EventLoop) RunOnLoop(fn func(*sobek.Runtime)) bool {
	return l.post(func() { fn(l.vm) })
}

func (l *EventLoop) post(job func()) bool {
	l.mu.Lock()
	if l.terminated {
		l.mu.Unlock()
		return false
	}
	l.queue = append(l.queue, job)
	l.mu.Unlock()
	l.signal()
	return true
}

func (l *EventLoop) signal() {
	select {
	case l.wake <- struct{}{}:
	default:
	}
}

// Run calls fn on the calling goroutine, then runs the loop there until no
// timer is pending and nothing is queued, or until StopNoWait or Terminate.
func (l *EventLoop) Run(fn func(*sobek.Runtime)) {
	fn(l.vm)
	for {
		l.mu.Lock()
		if l.stopped || l.terminated {
			l.stopped = false
			l.mu.Unlock()
			return
		}
		if len(l.queue) > 0 {
			job := l.queue[0]
			l.queue = l.queue[1:]
			l.mu.Unlock()
			job()
			continue
		}
		idle := len(l.timers) == 0
		l.mu.Unlock()
		if idle {
			return
		}
		<-l.wake
	}
}

// StopNoWait makes Run return before its next job; it may be called from
// any goroutine.
func (l *EventLoop) StopNoWait() {
	l.mu.Lock()
	l.stopped = true
	l.mu.Unlock()
	l.signal()
}

// Terminate stops the loop for good: it cancels the pending timers and
// drops the queue; later RunOnLoop and SetTimeout calls do nothing.
func (l *EventLoop) Terminate() {
	l.mu.Lock()
	l.terminated = true
	for t := range l.timers {
		t.t.Stop()
	}
	clear(l.timers)
	l.queue = nil
	l.mu.Unlock()
	l.signal()
}
