package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"mime"
	"net"
	"net/http"
	"runtime"
	"strconv"
	"sync"
	"time"

	"github.com/dlclark/regexp2/v2"
)

// Config holds a Server's limits. Zero fields take the defaults; the
// package doc says what each one stops.
type Config struct {
	// Timeout is the time a request may take from its arrival (its body
	// read) to its answer: waiting for a worker, running, and converting
	// the result (default 1s). Past it the runtime is interrupted, and the
	// handler answers at Timeout plus 25 ms whatever the script does (on a
	// loaded machine later: the times measured under attack are in
	// docs/scriptserver-limits.md).
	Timeout time.Duration
	// MaxRequest bounds the request body, script and input together
	// (default 1 MiB); larger requests get 413.
	MaxRequest int64
	// Concurrency is the number of scripts run at once (default
	// GOMAXPROCS).
	Concurrency int
	// Queue is the number of requests that may wait for a worker (default
	// 4 × Concurrency; -1: none). Further requests get 503 at once, or take
	// the place of a client that waits for more (see admission).
	Queue int
	// MaxPerClient bounds one client's requests running or waiting
	// (default Concurrency); further ones get 503 at once.
	MaxPerClient int
	// Overtime is the number of scripts that may go on running after
	// their request was answered without holding a slot (default
	// Concurrency; -1: none): the process runs at most Concurrency +
	// Overtime scripts.
	Overtime int
	// ClientKey tells whose a request is (default: the host part of its
	// remote address).
	ClientKey func(*http.Request) string
	// MaxCallStack bounds JavaScript's call stack (default 1000 frames):
	// goja unwinds a stack of calls made through native code (getters,
	// String(), a TextDecoder label's conversion) in time that grows with
	// the square of its depth. See README.
	MaxCallStack int
	// MaxAllocation bounds what one ArrayBuffer, typed array,
	// String.prototype.repeat, padStart or padEnd may allocate, in bytes
	// (default MemoryBudget / 4, or 256 MiB without a budget; -1: no
	// bound). See allocguard.go.
	MaxAllocation int64
	// Spare is the number of runtimes made in advance (default 8; -1:
	// none, each request makes its own).
	Spare int
	// MaxDepth bounds the nesting of brackets in a script (and in text
	// given to eval, Function and JSON.parse), and MaxChain the operators
	// in one expression, checked before goja's parser sees the text
	// (defaults 1000 and 1000). See prescan.go.
	MaxDepth, MaxChain int
	// MaxResult bounds the bytes of a result (default 16 MiB), and of a
	// JSON.stringify in a script; MaxResultDepth bounds the nesting of a
	// JSON result (default 1000). Past them a request gets 422.
	MaxResult, MaxResultDepth int
	// MaxOutputBytes bounds what one TextDecoder or TextEncoder call may
	// produce (encoding.MaxOutputBytes; default 64 MiB; -1: no bound).
	MaxOutputBytes int
	// MaxQueuedBytes bounds the bytes a script keeps queued in all its
	// streams together (streams.MaxQueuedBytes; default 64 MiB; -1: no
	// bound). Past it the enqueue throws a RangeError.
	MaxQueuedBytes int64
	// MemoryBudget is the heap, in bytes, past which every running script
	// is interrupted and answered 507 (default 0: none; main's default is
	// 1 GiB). See memory.go.
	MemoryBudget uint64
	// MemoryInterval is how often the heap is sampled (default 5ms).
	MemoryInterval time.Duration
}

// withDefaults returns cfg with the defaults in its zero fields.
func (cfg Config) withDefaults() Config {
	if cfg.Timeout <= 0 {
		cfg.Timeout = time.Second
	}
	if cfg.MaxRequest <= 0 {
		cfg.MaxRequest = 1 << 20
	}
	if cfg.Concurrency <= 0 {
		cfg.Concurrency = runtime.GOMAXPROCS(0)
	}
	switch {
	case cfg.Queue == 0:
		cfg.Queue = 4 * cfg.Concurrency
	case cfg.Queue < 0:
		cfg.Queue = 0
	}
	if cfg.MaxPerClient <= 0 {
		cfg.MaxPerClient = cfg.Concurrency
	}
	switch {
	case cfg.Overtime == 0:
		cfg.Overtime = cfg.Concurrency
	case cfg.Overtime < 0:
		cfg.Overtime = 0
	}
	if cfg.ClientKey == nil {
		cfg.ClientKey = remoteHost
	}
	switch {
	case cfg.MaxAllocation == 0 && cfg.MemoryBudget > 0:
		cfg.MaxAllocation = int64(cfg.MemoryBudget / 4)
	case cfg.MaxAllocation == 0:
		cfg.MaxAllocation = 256 << 20
	case cfg.MaxAllocation < 0:
		cfg.MaxAllocation = 0
	}
	if cfg.MaxCallStack <= 0 {
		cfg.MaxCallStack = 1000
	}
	if cfg.Spare == 0 {
		cfg.Spare = 8
	}
	if cfg.MaxDepth <= 0 {
		cfg.MaxDepth = 1000
	}
	if cfg.MaxChain <= 0 {
		cfg.MaxChain = 1000
	}
	if cfg.MaxResult <= 0 {
		cfg.MaxResult = 16 << 20
	}
	if cfg.MaxResultDepth <= 0 {
		cfg.MaxResultDepth = 1000
	}
	switch {
	case cfg.MaxOutputBytes == 0:
		cfg.MaxOutputBytes = 64 << 20
	case cfg.MaxOutputBytes < 0:
		cfg.MaxOutputBytes = 0
	}
	switch {
	case cfg.MaxQueuedBytes == 0:
		cfg.MaxQueuedBytes = 64 << 20
	case cfg.MaxQueuedBytes < 0:
		cfg.MaxQueuedBytes = 0
	}
	if cfg.MemoryInterval <= 0 {
		cfg.MemoryInterval = 5 * time.Millisecond
	}
	return cfg
}

// A Server runs the scripts posted to /run. Make one with NewServer.
//
// Each script runs in a runtime of its own, used once and dropped: goja
// cannot reset a runtime, and a script can change anything in it (globals,
// the built-in prototypes, TextDecoder.prototype), so a reused runtime would
// carry one client's changes into the next client's script, and an interrupt
// meant for one script could hit the next. What the pool saves is the time to
// make a runtime (goja.New and encoding.Enable, some tens of microseconds):
// a goroutine keeps Spare fresh runtimes made ahead of the requests.
//
// The limits on untrusted scripts, and the ones goja cannot give, are
// described in the package doc.
type Server struct {
	cfg       Config
	admission *admission
	spares    *spares
	memory    *memoryWatch
}

// regexpTimeout is set once per process: goja compiles regular
// expressions it cannot give to Go's linear-time regexp with regexp2,
// whose backtracking does not see goja's interrupt; a match that runs past
// it fails (as no match).
var regexpTimeout sync.Once

// NewServer returns a Server with the limits cfg sets. Close stops its
// background goroutines.
func NewServer(cfg Config) *Server {
	cfg = cfg.withDefaults()
	regexpTimeout.Do(func() { regexp2.DefaultMatchTimeout = cfg.Timeout })
	lim := vmLimits{
		scan:           scanLimits{maxDepth: cfg.MaxDepth, maxChain: cfg.MaxChain},
		maxOutputBytes: cfg.MaxOutputBytes,
		maxQueuedBytes: cfg.MaxQueuedBytes,
		maxResult:      cfg.MaxResult,
		maxResultDepth: cfg.MaxResultDepth,
		maxCallStack:   cfg.MaxCallStack,
		maxAllocation:  cfg.MaxAllocation,
	}
	return &Server{
		cfg:       cfg,
		admission: newAdmission(cfg.Concurrency, cfg.Queue, cfg.MaxPerClient, cfg.Overtime, cfg.Timeout/2),
		spares:    newSpares(cfg.Spare, func() (*jsVM, error) { return newVM(lim) }),
		memory:    newMemoryWatch(cfg.MemoryBudget, cfg.MemoryInterval),
	}
}

// Close stops making runtimes in advance and watching memory. Requests
// still work, each making its own runtime.
func (s *Server) Close() {
	s.spares.close()
	s.memory.close()
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
	ctx, cancel := context.WithTimeout(r.Context(), s.cfg.Timeout)
	defer cancel()
	var res response
	if err := prescan(script, scanLimits{maxDepth: s.cfg.MaxDepth, maxChain: s.cfg.MaxChain}); err != nil {
		res = textResponse(http.StatusUnprocessableEntity, "%v", err)
	} else {
		res = s.serve(ctx, s.cfg.ClientKey(r), script, input)
	}
	h := w.Header()
	h.Set("Content-Type", res.contentType)
	h.Set("X-Content-Type-Options", "nosniff")
	if res.retryAfter > 0 {
		h.Set("Retry-After", strconv.Itoa(res.retryAfter))
	}
	w.WriteHeader(res.status)
	w.Write(res.body)
}

// remoteHost is the host part of r's remote address.
func remoteHost(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
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
