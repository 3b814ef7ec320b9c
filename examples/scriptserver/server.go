package main

import (
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"reflect"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/textcodec"
)

// Config holds a Server's limits. Zero fields take the defaults.
type Config struct {
	// Timeout is the time one script may run, conversion of its result
	// included (default 1s). Past it the runtime is interrupted.
	Timeout time.Duration
	// MaxRequest bounds the request body, script and input together
	// (default 1 MiB); larger requests get 413.
	MaxRequest int64
	// Concurrency is the number of scripts run at once (default
	// GOMAXPROCS); further requests wait for a turn.
	Concurrency int
	// Spare is the number of runtimes made in advance (default 8; -1:
	// none, each request makes its own).
	Spare int
}

// maxCallStack bounds JavaScript recursion, which goja otherwise lets grow
// the heap until the time limit.
const maxCallStack = 10000

// A Server runs the scripts posted to /run. Make one with NewServer.
//
// Each script runs in a runtime of its own, used once and dropped: goja
// cannot reset a runtime, and a script can change anything in it (globals,
// the built-in prototypes, TextDecoder.prototype), so a reused runtime would
// carry one client's changes into the next client's script, and an interrupt
// meant for one script could hit the next. What the pool saves is the time to
// make a runtime (goja.New and textcodec.Enable, some tens of microseconds):
// a goroutine keeps Spare fresh runtimes made ahead of the requests.
//
// goja has no memory limit: a script can allocate until the time limit
// stops it. A host running scripts from untrusted clients should also run
// the server in a process with operating-system limits on memory.
type Server struct {
	cfg   Config
	turns chan struct{} // one token per script running
	pool  *pool
}

// NewServer returns a Server with the limits cfg sets. Close stops its
// background goroutine.
func NewServer(cfg Config) *Server {
	if cfg.Timeout <= 0 {
		cfg.Timeout = time.Second
	}
	if cfg.MaxRequest <= 0 {
		cfg.MaxRequest = 1 << 20
	}
	if cfg.Concurrency <= 0 {
		cfg.Concurrency = runtime.GOMAXPROCS(0)
	}
	if cfg.Spare == 0 {
		cfg.Spare = 8
	}
	return &Server{cfg: cfg, turns: make(chan struct{}, cfg.Concurrency), pool: newPool(cfg.Spare)}
}

// Close stops making runtimes in advance. Requests still work, each making
// its own runtime.
func (s *Server) Close() { s.pool.close() }

// A response is what a request gets: status, content type and body.
type response struct {
	status      int
	contentType string
	body        []byte
}

func textResponse(status int, format string, args ...any) response {
	return response{status, "text/plain; charset=utf-8", []byte(fmt.Sprintf(format, args...) + "\n")}
}

// ServeHTTP handles POST /run.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path != "/run" {
		http.NotFound(w, r)
		return
	}
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", http.MethodPost)
		http.Error(w, "use POST", http.StatusMethodNotAllowed)
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, s.cfg.MaxRequest)
	script, input, err := readRequest(r)
	if err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			http.Error(w, fmt.Sprintf("request larger than %d bytes", tooLarge.Limit), http.StatusRequestEntityTooLarge)
		} else {
			http.Error(w, err.Error(), http.StatusBadRequest)
		}
		return
	}
	select {
	case s.turns <- struct{}{}:
	case <-r.Context().Done():
		http.Error(w, "gone before its turn", http.StatusServiceUnavailable)
		return
	}
	res := s.run(script, input)
	<-s.turns
	h := w.Header()
	h.Set("Content-Type", res.contentType)
	h.Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(res.status)
	w.Write(res.body)
}

// readRequest returns the script and the input bytes of a request: the
// multipart fields "script" (required) and "body", or, for any other content
// type, the whole body as the script and no input.
func readRequest(r *http.Request) (script string, input []byte, err error) {
	mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if mt != "multipart/form-data" {
		b, err := io.ReadAll(r.Body)
		return string(b), nil, err
	}
	mr, err := r.MultipartReader()
	if err != nil {
		return "", nil, err
	}
	haveScript := false
	for {
		part, err := mr.NextPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			return "", nil, err
		}
		b, err := io.ReadAll(part)
		if err != nil {
			return "", nil, err
		}
		switch part.FormName() {
		case "script":
			script, haveScript = string(b), true
		case "body":
			input = b
		}
	}
	if !haveScript {
		return "", nil, errors.New(`no "script" field in the form`)
	}
	return script, input, nil
}

// errTimeLimit is the value a script's runtime is interrupted with.
var errTimeLimit = errors.New("time limit exceeded")

// run runs script with the global body set to a Uint8Array of input, and
// converts its completion value to the response, under the time limit.
func (s *Server) run(script string, input []byte) (res response) {
	vm := s.pool.get() // used once, never returned
	defer func() {
		if r := recover(); r != nil {
			// goja's interrupt, or a Go panic: goja's parser panics on
			// some scripts (the literal "\u{10FFFF}"), and a bug here or in
			// a binding would too. The runtime is dropped either way.
			if err, ok := r.(error); ok {
				var interrupted *goja.InterruptedError
				if errors.As(err, &interrupted) {
					res = s.timeLimitResponse()
					return
				}
			}
			res = textResponse(http.StatusInternalServerError, "internal error: %v", r)
		}
	}()
	timer := time.AfterFunc(s.cfg.Timeout, func() { vm.rt.Interrupt(errTimeLimit) })
	defer timer.Stop()

	prog, err := goja.Compile("script.js", script, false)
	if err != nil {
		return textResponse(http.StatusUnprocessableEntity, "%v", err)
	}
	body, err := vm.uint8Array(vm.rt.ToValue(vm.rt.NewArrayBuffer(input)))
	if err != nil {
		return s.errorResponse(err)
	}
	if err := vm.rt.Set("body", body); err != nil {
		return s.errorResponse(err)
	}
	v, err := vm.rt.RunProgram(prog)
	if err != nil {
		return s.errorResponse(err)
	}
	if ex := vm.rt.Try(func() { res = vm.response(v) }); ex != nil {
		return s.errorResponse(ex)
	}
	return res
}

// errorResponse is the response to a script that failed with err.
func (s *Server) errorResponse(err error) response {
	var interrupted *goja.InterruptedError
	var overflow *goja.StackOverflowError
	var ex *goja.Exception
	switch {
	case errors.As(err, &interrupted):
		return s.timeLimitResponse()
	case errors.As(err, &overflow):
		return textResponse(http.StatusUnprocessableEntity, "call stack deeper than %d", maxCallStack)
	case errors.As(err, &ex):
		return textResponse(http.StatusUnprocessableEntity, "Uncaught %s", strings.TrimRight(ex.String(), "\n"))
	}
	return textResponse(http.StatusInternalServerError, "internal error: %v", err)
}

func (s *Server) timeLimitResponse() response {
	return textResponse(http.StatusGatewayTimeout, "script interrupted: time limit of %v exceeded", s.cfg.Timeout)
}

// A jsVM is a runtime with TextDecoder and TextEncoder, and the built-ins the
// server calls, taken before any script can replace them.
type jsVM struct {
	rt         *goja.Runtime
	uint8Array func(args ...goja.Value) (*goja.Object, error) // new Uint8Array(...)
	stringify  goja.Callable                                  // JSON.stringify
}

func newVM() *jsVM {
	rt := goja.New()
	rt.SetMaxCallStackSize(maxCallStack)
	textcodec.Enable(rt)
	u8 := rt.Get("Uint8Array")
	stringify, _ := goja.AssertFunction(rt.Get("JSON").(*goja.Object).Get("stringify"))
	return &jsVM{
		rt:         rt,
		uint8Array: func(args ...goja.Value) (*goja.Object, error) { return rt.New(u8, args...) },
		stringify:  stringify,
	}
}

var typePromise = reflect.TypeOf((*goja.Promise)(nil))

// response converts a script's completion value v to the response. It runs
// JavaScript (toJSON methods, getters) and panics with what that throws.
func (vm *jsVM) response(v goja.Value) response {
	if v == nil || goja.IsUndefined(v) {
		return response{http.StatusNoContent, "text/plain; charset=utf-8", nil}
	}
	if str, ok := v.(goja.String); ok {
		// String converts lone surrogates to U+FFFD, as a USVString would.
		return response{http.StatusOK, "text/plain; charset=utf-8", []byte(str.String())}
	}
	if o, ok := v.(*goja.Object); ok {
		t := o.ExportType()
		switch {
		case t == typePromise:
			return vm.settled(o.Export().(*goja.Promise))
		case t == reflect.TypeOf(goja.ArrayBuffer{}):
			var b []byte
			if ab := o.Export().(goja.ArrayBuffer); !ab.Detached() {
				b = ab.Bytes()
			}
			return response{http.StatusOK, "application/octet-stream", b}
		case t != nil && t.Kind() == reflect.Slice && t.Elem().Kind() != reflect.Interface:
			// A typed array (a script's own Array exports as []any). Its
			// element 0 is undefined when it is empty or its buffer is
			// detached; otherwise its bytes are exported as they are.
			var b []byte
			if e := o.Get("0"); e != nil && !goja.IsUndefined(e) {
				if err := vm.rt.ExportTo(o, &b); err != nil {
					panic(err)
				}
			}
			return response{http.StatusOK, "application/octet-stream", b}
		}
	}
	j, err := vm.stringify(goja.Undefined(), v)
	if err != nil {
		panic(err)
	}
	if goja.IsUndefined(j) { // a function or a symbol
		return response{http.StatusNoContent, "text/plain; charset=utf-8", nil}
	}
	return response{http.StatusOK, "application/json", []byte(j.String() + "\n")}
}

// settled is the response for a promise the script returned: what it
// settled to, once the script's microtasks have run. The server runs no
// timers, so a pending promise stays pending.
func (vm *jsVM) settled(p *goja.Promise) response {
	switch p.State() {
	case goja.PromiseStateFulfilled:
		return vm.response(p.Result())
	case goja.PromiseStateRejected:
		reason := p.Result()
		msg := reason.String()
		if o, ok := reason.(*goja.Object); ok {
			if st := o.Get("stack"); st != nil && !goja.IsUndefined(st) {
				msg = st.String()
			}
		}
		return textResponse(http.StatusUnprocessableEntity, "Uncaught (in promise) %s", strings.TrimRight(msg, "\n"))
	}
	return textResponse(http.StatusUnprocessableEntity, "the script's promise is still pending when its microtasks are done")
}

// A pool keeps runtimes made in advance. It hands each out once.
type pool struct {
	ready chan *jsVM
	quit  chan struct{}
	done  sync.WaitGroup
	once  sync.Once
}

func newPool(spare int) *pool {
	p := &pool{quit: make(chan struct{})}
	if spare > 0 {
		p.ready = make(chan *jsVM, spare)
		p.done.Add(1)
		go p.fill()
	}
	return p
}

// fill makes runtimes while the pool has room for them.
func (p *pool) fill() {
	defer p.done.Done()
	for {
		vm := newVM()
		select {
		case p.ready <- vm:
		case <-p.quit:
			return
		}
	}
}

// get returns a runtime made in advance, or a new one if none is ready.
func (p *pool) get() *jsVM {
	select {
	case vm := <-p.ready: // a nil channel (no spares) is never ready
		return vm
	default:
		return newVM()
	}
}

func (p *pool) close() {
	p.once.Do(func() { close(p.quit) })
	p.done.Wait()
}
