// Command scriptserver is an example of embedding package goja/encoding in a
// server: an HTTP server that runs JavaScript sent to it, with TextDecoder and
// TextEncoder available, on input bytes sent with it, and answers with what
// the script returns.
//
// Run it from the repository's root with
//
//	go run ./examples/scriptserver -addr localhost:8080
//
// and send it a script (the multipart field "script") and input bytes (the
// field "body", given to the script as the Uint8Array body):
//
//	curl -F 'script=new TextDecoder("shift_jis").decode(body)' \
//	     -F body=@examples/testdata/greeting.shift_jis.txt localhost:8080/run
//
// A request whose content type is not multipart is the script itself, with
// an empty body:
//
//	curl --data-binary 'new TextEncoder().encode("€")' localhost:8080/run | xxd
//
// The script's completion value (that of its last statement, as with eval)
// is the response: a string as text/plain in UTF-8, a Uint8Array or other
// typed array, DataView or ArrayBuffer as its bytes, a promise as what it
// settles to, undefined as 204 No Content, anything else as JSON. A script
// that throws gets 422 with the exception and its JavaScript stack; one that
// runs past the time limit is interrupted and gets 504. The flags set the
// limits for untrusted scripts: a script refused before parsing gets 422, a
// result past its limits 422, a full server 503 with Retry-After, a script
// stopped for the memory budget 507.
//
// # Limits
//
// Each script runs in a fresh runtime, dropped after one use. The threat: a
// client who sends scripts to stop the process, hold its CPU or memory, or
// keep other clients from an answer. What holds, with the flag that sets it:
//
//   - Deep nesting and long chains (nested brackets, "!!!…", "x=>x=>…",
//     "a?b:c?…", "f()()…", "1+1+…"): goja's parser recurses on the Go stack,
//     where an overflow kills the process, and its compiler takes quadratic
//     time on long chains. A linear pre-scan (prescan.go) refuses such text
//     with 422 before goja parses it, and the same for text given to eval,
//     Function (and its async and generator kinds) and JSON.parse at run time
//     (a RangeError). -max-depth, -max-chain.
//   - Endless loops and long native calls: rt.Interrupt at the deadline
//     (context.AfterFunc); the library's calls poll the interrupt; the
//     handler answers 504 by the deadline whatever the script does. -timeout.
//   - More requests than workers, and one client or burst starving the
//     others: bounded workers and queue; at most -max-per-client requests
//     of one client (remote address) running or waiting; clients whose
//     scripts ran for half the time limit lately (heavy) and new ones
//     share all workers but one, kept for clients whose scripts have been
//     short, who are also served first (admission.go). 503 with
//     Retry-After when refused, or when no worker is free by the request's
//     deadline (the time limit counts from arrival). -concurrency, -queue,
//     -max-per-client.
//   - A worker busy after its answer (a deep stack unwinding, a native call
//     that does not see the interrupt): its slot goes to the next request
//     while fewer than -overtime scripts are in overtime, so at most
//     -concurrency + -overtime scripts run at once. -overtime.
//   - Deep recursion through native code (getters, String(), a
//     TextDecoder's label): goja unwinds it in time quadratic in its depth
//     (seconds at 4,000 frames); the call stack is bounded at 1000 frames,
//     where it takes milliseconds on an idle machine. -max-call-stack.
//   - Single huge allocations: new ArrayBuffer(2 ** 40) or
//     "x".repeat(2 ** 40) would end the process (Go's fatal out of memory);
//     ArrayBuffer, the typed array constructors, repeat, padStart and
//     padEnd refuse past -max-allocation with a RangeError (allocguard.go).
//   - Deep or huge results: a JSON writer in Go (jsonwalk.go, JSON.stringify's
//     algorithm, which also replaces JSON.stringify in each runtime) polls
//     the interrupt and stops past the caps with 422; strings, typed arrays
//     and ArrayBuffers are measured before they are copied. -max-result,
//     -max-result-depth.
//   - One huge decode or encode: the binding's MaxOutputBytes, a RangeError.
//   - Chunks kept queued in streams: streams.MaxQueuedBytes over all of a
//     script's streams, a RangeError that errors the stream.
//     -max-output.
//   - Memory: a watchdog samples the heap (runtime/metrics) every few
//     milliseconds; past the budget it interrupts every running script (507
//     with Retry-After) and returns their memory to the OS before the next
//     script starts; the budget is also the Go soft memory limit. -memory.
//   - Catastrophic regular expressions: regexp2's DefaultMatchTimeout is set
//     to the time limit. -timeout.
//
// What goja cannot give, and the server does not pretend to: no per-script
// heap accounting (the watchdog stops all running scripts, and one
// allocation such as new ArrayBuffer(n) is made before anything can look);
// no bound on what goja's other native calls allocate in one step (a join
// of a huge sparse array, strings grown by "+", which the memory watch
// stops only between instructions); no recovery from a Go stack overflow (the pre-scan guards the parser and
// JSON.parse, the Go JSON writer guards JSON.stringify; other native
// recursion on structures a script builds is bounded only by the time limit
// and the memory it takes to build them); no interrupt inside goja's own
// native calls (sort, join, String.prototype.repeat, compiling a script):
// the request is still answered at its deadline, but the worker keeps its
// slot until the call returns. eval becomes an indirect eval (global scope).
// Run the server under a supervisor with operating-system memory limits as
// well.
package main

import (
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"
	"runtime/debug"
	"time"
)

func main() {
	addr := flag.String("addr", "localhost:8080", "listen on this `address`")
	timeout := flag.Duration("timeout", time.Second, "time limit for one request: queue, script and result")
	maxRequest := flag.Int64("max-request", 1<<20, "largest request body in `bytes` (script and input)")
	concurrency := flag.Int("concurrency", 0, "scripts run at once (0: GOMAXPROCS)")
	queue := flag.Int("queue", 0, "requests waiting for a worker (0: 4 × concurrency; -1: none)")
	perClient := flag.Int("max-per-client", 0, "requests of one client (remote address) running or waiting (0: concurrency)")
	overtime := flag.Int("overtime", 0, "scripts that may go on after their answer without a worker slot (0: concurrency; -1: none)")
	maxCallStack := flag.Int("max-call-stack", 1000, "deepest JavaScript call stack, in frames")
	maxAllocation := flag.Int64("max-allocation", 0, "largest `bytes` one ArrayBuffer, typed array, repeat or pad may allocate (0: memory / 4; -1: no bound)")
	spare := flag.Int("spare", 8, "runtimes kept made in advance")
	maxDepth := flag.Int("max-depth", 1000, "deepest nesting of brackets in script text (and eval, Function, JSON.parse)")
	maxChain := flag.Int("max-chain", 1000, "most operators, calls and member accesses in one expression")
	maxResult := flag.Int("max-result", 16<<20, "largest result in `bytes` (and JSON.stringify in a script)")
	maxResultDepth := flag.Int("max-result-depth", 1000, "deepest nesting of a JSON result")
	maxOutput := flag.Int("max-output", 64<<20, "most `bytes` one TextDecoder/TextEncoder call may produce (-1: no bound)")
	maxQueued := flag.Int64("max-queued", 64<<20, "most `bytes` a script may keep queued in all its streams (-1: no bound)")
	memory := flag.Uint64("memory", 1<<30, "heap budget in `bytes`: past it running scripts are stopped (0: none); also the Go soft memory limit")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: scriptserver [flags]   then POST a script to http://ADDRESS/run, e.g.")
		fmt.Fprintln(os.Stderr, `  curl --data-binary 'new TextDecoder("shift_jis").decode(new Uint8Array([0x82, 0xa0]))' localhost:8080/run`)
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() > 0 {
		flag.Usage()
		os.Exit(2)
	}

	if *memory > 0 {
		debug.SetMemoryLimit(int64(*memory))
	}
	s := NewServer(Config{
		Timeout:        *timeout,
		MaxRequest:     *maxRequest,
		Concurrency:    *concurrency,
		Queue:          *queue,
		MaxPerClient:   *perClient,
		Overtime:       *overtime,
		MaxCallStack:   *maxCallStack,
		MaxAllocation:  *maxAllocation,
		Spare:          *spare,
		MaxDepth:       *maxDepth,
		MaxChain:       *maxChain,
		MaxResult:      *maxResult,
		MaxResultDepth: *maxResultDepth,
		MaxOutputBytes: *maxOutput,
		MaxQueuedBytes: *maxQueued,
		MemoryBudget:   *memory,
	})
	defer s.Close()
	log.Printf("scriptserver: listening on http://%s/run", *addr)
	srv := &http.Server{
		Addr:              *addr,
		Handler:           s,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second, // a slow client's body, before the script's clock starts
		WriteTimeout:      *timeout + 30*time.Second,
	}
	log.Fatal(srv.ListenAndServe())
}
