package main

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/dop251/goja"
)

// The values a script's runtime is interrupted with.
var (
	errTimeLimit    = errors.New("time limit exceeded")
	errMemoryBudget = errors.New("memory budget exceeded")
)

// answerGrace is how long past its deadline a request waits for its script
// to stop and answer, before the handler answers for it. Interrupted
// JavaScript stops at its next instruction and textcodec's native calls
// within about 10 ms; a native call that never looks (a regular expression
// with backtracking, goja's sort of a huge array) keeps running, without
// its client.
const answerGrace = 25 * time.Millisecond

// A job is one script run: its runtime and why it was stopped.
type job struct {
	mu     sync.Mutex
	rt     *goja.Runtime // nil until the runtime is made
	reason error         // the first stop's reason
}

// stop interrupts the script with reason, once; a stop before the runtime
// exists is applied when it does.
func (j *job) stop(reason error) {
	j.mu.Lock()
	defer j.mu.Unlock()
	if j.reason != nil {
		return
	}
	j.reason = reason
	if j.rt != nil {
		j.rt.Interrupt(reason)
	}
}

func (j *job) attach(rt *goja.Runtime) {
	j.mu.Lock()
	defer j.mu.Unlock()
	j.rt = rt
	if j.reason != nil {
		rt.Interrupt(j.reason)
	}
}

func (j *job) stoppedBy() error {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.reason
}

// serve runs script on input for client and answers by ctx's deadline
// plus answerGrace, whatever the script does: the script runs on a
// goroutine of its own, which keeps the request's slot until it ends or,
// answered late, moves to overtime (see admission).
func (s *Server) serve(ctx context.Context, client, script string, input []byte) response {
	t, why := s.admission.acquire(ctx, client)
	switch why {
	case clientFull:
		return s.busy("%d requests of this client already running or waiting", s.cfg.MaxPerClient)
	case queueFull:
		return s.busy("all %d workers busy and %d requests waiting", s.cfg.Concurrency, s.cfg.Queue)
	case queueTimeout:
		return s.busy("no worker free within the time limit of %v", s.cfg.Timeout)
	}
	j := &job{}
	answer := make(chan response, 1)
	go func() {
		defer s.admission.release(t)
		answer <- s.execute(ctx, j, script, input)
		if errors.Is(j.stoppedBy(), errMemoryBudget) {
			afterOverrun()
		}
	}()
	deadline, _ := ctx.Deadline()
	late := time.NewTimer(time.Until(deadline) + answerGrace)
	defer late.Stop()
	select {
	case res := <-answer:
		return res
	case <-late.C:
		j.stop(errTimeLimit)
		s.admission.toOvertime(t)
		return s.stopResponse(j.stoppedBy())
	}
}

// busy is a 503 with Retry-After.
func (s *Server) busy(format string, args ...any) response {
	res := textResponse(http.StatusServiceUnavailable, "server busy: "+format, args...)
	res.retryAfter = max(1, int(s.cfg.Timeout.Round(time.Second)/time.Second))
	return res
}

// stopResponse is the response to a script stopped for reason.
func (s *Server) stopResponse(reason error) response {
	if errors.Is(reason, errMemoryBudget) {
		res := textResponse(http.StatusInsufficientStorage, "script interrupted: memory budget of %d bytes exceeded (-memory)", s.cfg.MemoryBudget)
		res.retryAfter = 1
		return res
	}
	return textResponse(http.StatusGatewayTimeout, "script interrupted: time limit of %v exceeded", s.cfg.Timeout)
}

// execute runs script with the global body set to a Uint8Array of input,
// and converts its completion value to the response, until ctx's deadline
// or the memory watch stops it.
func (s *Server) execute(ctx context.Context, j *job, script string, input []byte) (res response) {
	stopTimer := context.AfterFunc(ctx, func() { j.stop(errTimeLimit) })
	defer stopTimer()
	s.memory.add(j)
	defer s.memory.remove(j)
	defer func() {
		if r := recover(); r != nil {
			// goja's interrupt, a result past a limit, or a Go panic
			// (goja's parser panics on some scripts, the literal
			// "\u{10FFFF}"; a bug here or in a binding would too). The
			// runtime is dropped in every case.
			res = s.panicResponse(j, r)
		}
	}()
	prog, err := goja.Compile("script.js", script, false)
	if err != nil {
		return textResponse(http.StatusUnprocessableEntity, "%v", err)
	}
	vm, err := s.spares.get() // used once, never returned
	if err != nil {
		return textResponse(http.StatusInternalServerError, "internal error: %v", err)
	}
	j.attach(vm.rt)
	body, err := vm.uint8Array(vm.rt.ToValue(vm.rt.NewArrayBuffer(input)))
	if err != nil {
		return s.errorResponse(j, err)
	}
	if err := vm.rt.Set("body", body); err != nil {
		return s.errorResponse(j, err)
	}
	v, err := vm.rt.RunProgram(prog)
	if err != nil {
		return s.errorResponse(j, err)
	}
	if ex := vm.rt.Try(func() { res = vm.response(v) }); ex != nil {
		return s.errorResponse(j, ex)
	}
	return res
}

func (s *Server) panicResponse(j *job, r any) response {
	if err, ok := r.(error); ok {
		var interrupted *goja.InterruptedError
		var limit *resultLimitError
		switch {
		case errors.As(err, &interrupted):
			return s.stopResponse(j.stoppedBy())
		case errors.As(err, &limit):
			return textResponse(http.StatusUnprocessableEntity, "result refused: %v", limit)
		}
	}
	return textResponse(http.StatusInternalServerError, "internal error: %v", r)
}

// errorResponse is the response to a script that failed with err.
func (s *Server) errorResponse(j *job, err error) response {
	var interrupted *goja.InterruptedError
	var overflow *goja.StackOverflowError
	var ex *goja.Exception
	switch {
	case errors.As(err, &interrupted):
		return s.stopResponse(j.stoppedBy())
	case errors.As(err, &overflow):
		return textResponse(http.StatusUnprocessableEntity, "call stack deeper than %d", s.cfg.MaxCallStack)
	case errors.As(err, &ex):
		if str, ok := ex.Value().(goja.String); ok && str.Length() > maxMessage {
			return textResponse(http.StatusUnprocessableEntity, "Uncaught %s", shortString(str))
		}
		msg := strings.TrimRight(ex.String(), "\n")
		if len(msg) > 4*maxMessage {
			msg = msg[:4*maxMessage] + "... (cut)"
		}
		return textResponse(http.StatusUnprocessableEntity, "Uncaught %s", msg)
	}
	return textResponse(http.StatusInternalServerError, "internal error: %v", err)
}
