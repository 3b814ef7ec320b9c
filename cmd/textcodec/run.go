package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/dop251/goja"
	"github.com/dop251/goja_nodejs/console"
	"github.com/dop251/goja_nodejs/eventloop"
	"github.com/dop251/goja_nodejs/require"

	"github.com/textcodec/textcodec/goja/dom"
	jsapi "github.com/textcodec/textcodec/goja/encoding"
	"github.com/textcodec/textcodec/goja/fileapi"
	"github.com/textcodec/textcodec/goja/globalscope"
	"github.com/textcodec/textcodec/goja/nodemodules"
	"github.com/textcodec/textcodec/goja/streams"
	"github.com/textcodec/textcodec/goja/structuredclone"
	gojaurl "github.com/textcodec/textcodec/goja/url"
	"github.com/textcodec/textcodec/internal/host/jscompile"
)

const runSynopsis = `textcodec run [--timeout DURATION] SCRIPT.js

Runs the JavaScript file SCRIPT.js (standard input when "-") in a fresh goja
runtime with TextDecoder, TextEncoder, TextDecoderStream and
TextEncoderStream (package goja/encoding), ReadableStream, WritableStream,
TransformStream and the rest of package streams, AbortController,
AbortSignal, EventTarget, Event and DOMException (package dom), URL and
URLSearchParams (package goja/url), Blob and File (package goja/fileapi),
atob, btoa and queueMicrotask (package goja/globalscope), structuredClone
(package goja/structuredclone), require with Node's modules "util",
"stream/web", "url" and "buffer" (also with "node:", package nodemodules)
and the script's own, console (log,
info and debug to standard output; warn and error to standard error) and
the timers setTimeout, setInterval and setImmediate of goja_nodejs's event
loop, until no timer is left. An uncaught exception (also one thrown by an
event listener), a promise rejected with no handler by the time its task's
microtasks are done, or an internal error stops the script: it is printed with its JavaScript stack to standard error
and the exit status is 1. With --timeout, the runtime is interrupted
(goja's Runtime.Interrupt, which also stops the bindings' native calls)
once the script has run that long, and the exit status is 1.`

// runJS implements "textcodec run".
func runJS(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("run", stderr)
	timeout := fs.Duration("timeout", 0, "interrupt the script after this long (0: no limit)")
	if st := parseFlags(fs, runSynopsis, args, stdout, stderr); st >= 0 {
		return st
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, "textcodec run: exactly one SCRIPT.js argument is required\nUsage: textcodec run [--timeout DURATION] SCRIPT.js")
		return exitUsage
	}
	name := fs.Arg(0)
	var src []byte
	var err error
	if name == "-" {
		name = "<stdin>"
		src, err = io.ReadAll(stdin)
	} else {
		src, err = os.ReadFile(name)
		if abs, aerr := filepath.Abs(name); aerr == nil {
			name = abs // require() resolves relative to the script's folder
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "textcodec run: %v\n", err)
		return exitFailure
	}
	if err := runScript(name, string(src), *timeout, stdout, stderr); err != nil {
		fmt.Fprintln(stderr, err)
		return exitFailure
	}
	return exitOK
}

// errTimeLimit is what a script past --timeout is interrupted with.
var errTimeLimit = errors.New("textcodec run: the script ran past its --timeout")

// runScript runs the script src, named name in stack traces, on a new event
// loop until no job is left or the script fails, and returns the failure. A
// timeout above 0 interrupts the runtime once it has passed.
func runScript(name, src string, timeout time.Duration, stdout, stderr io.Writer) error {
	reg := new(require.Registry)
	reg.RegisterNativeModule(console.ModuleName, console.RequireWithPrinter(&printer{stdout, stderr}))
	nodemodules.Register(reg)
	loop := eventloop.NewEventLoop(eventloop.WithRegistry(reg))
	s := &scriptRun{loop: loop}
	defer func() {
		if s.stopTimer != nil {
			s.stopTimer()
		}
	}()
	if !s.runLoop(func(rt *goja.Runtime) {
		s.rt = rt
		if timeout > 0 {
			s.stopTimer = time.AfterFunc(timeout, func() {
				rt.Interrupt(errTimeLimit) // stops JavaScript (or a native call) running
				// and ends a loop that only waits for a timer
				loop.RunOnLoop(func(*goja.Runtime) { s.fail(errTimeLimit) })
			}).Stop
		}
		s.guard(func() {
			if err := jsapi.Enable(rt); err != nil {
				s.fail(err)
				return
			}
			if err := streams.Enable(rt); err != nil {
				s.fail(err)
				return
			}
			rt.SetPromiseRejectionTracker(s.trackRejection)
			for _, name := range []string{"setTimeout", "setInterval", "setImmediate"} {
				s.wrapTimer(name)
			}
			// After wrapTimer: AbortSignal.timeout takes the guarded
			// setTimeout.
			if err := dom.Enable(rt, dom.ReportException(s.uncaught)); err != nil {
				s.fail(err)
				return
			}
			if err := enableWebAPIs(rt, s.uncaught); err != nil {
				s.fail(err)
				return
			}
			prog, err := jscompile.Compile(name, src, false) // goja.Compile, working around a lexer bug
			if err != nil {
				s.fail(err)
				return
			}
			if _, err := rt.RunProgram(prog); err != nil {
				s.fail(err)
				return
			}
			s.checkRejections()
		})
	}) {
		return s.err
	}
	// Run returns when no timer is left, or early after a failure; then
	// the remaining timers are cancelled without running.
	loop.Terminate()
	return s.err
}

// runLoop runs the event loop with setUp as its first job. A Go panic in a
// timer callback ends it (goja's state is not to be trusted after one): the
// panic is recovered here as a failure, and runLoop reports false. The loop
// is then left as it is, its timers pending (a few goroutines that never
// end), as it cannot be stopped.
func (s *scriptRun) runLoop(setUp func(*goja.Runtime)) (ok bool) {
	defer func() {
		if r := recover(); r != nil {
			s.fail(fmt.Errorf("textcodec run: internal error (a Go panic in goja): %v", r))
			ok = false
		}
	}()
	s.loop.Run(setUp)
	return true
}

// A scriptRun is the state of one runScript: the first failure, and the
// promises rejected with no handler yet. All of it is used on the loop's
// goroutine only.
type scriptRun struct {
	loop       *eventloop.EventLoop
	rt         *goja.Runtime
	err        error
	unhandled  []*goja.Promise
	checkQueue bool        // a rejection check is queued on the loop
	stopTimer  func() bool // stops the --timeout timer, if any
}

// fail records the first failure and stops the loop.
func (s *scriptRun) fail(err error) {
	if s.err != nil {
		return
	}
	var ex *goja.Exception
	if errors.As(err, &ex) {
		err = errors.New("Uncaught " + strings.TrimRight(ex.String(), "\n"))
	}
	s.err = err
	s.loop.StopNoWait()
}

// guard runs f, the script's first job, turning a Go panic (goja's parser
// panics on some inputs; or a bug in goja or a binding) into a failure. The
// runtime runs no JavaScript after one.
func (s *scriptRun) guard(f func()) {
	defer func() {
		if r := recover(); r != nil {
			s.fail(fmt.Errorf("textcodec run: internal error (a Go panic in goja): %v", r))
		}
	}()
	f()
}

// trackRejection is the runtime's promise rejection tracker: it keeps the
// promises rejected with no handler until one gets a handler.
func (s *scriptRun) trackRejection(p *goja.Promise, op goja.PromiseRejectionOperation) {
	switch op {
	case goja.PromiseRejectionReject:
		s.unhandled = append(s.unhandled, p)
	case goja.PromiseRejectionHandle:
		for i, q := range s.unhandled {
			if q == p {
				s.unhandled = append(s.unhandled[:i], s.unhandled[i+1:]...)
				break
			}
		}
	}
}

// checkRejections fails the run if a promise rejected with no handler is
// left. It is called, as Node.js checks, once a task (the script, a timer
// callback) has run and its microtasks with it.
func (s *scriptRun) checkRejections() {
	s.checkQueue = false
	if len(s.unhandled) == 0 || s.err != nil {
		return
	}
	s.fail(errors.New("Uncaught (in promise) " + s.describe(s.unhandled[0].Result())))
}

// uncaught fails the run with exception, thrown where nothing catches it (an
// event listener: Node.js reports it as an uncaught exception).
func (s *scriptRun) uncaught(exception goja.Value) {
	s.fail(errors.New("Uncaught " + s.describe(exception)))
}

// describe returns a thrown value's stack, or its string form (or a
// placeholder when reading them throws).
func (s *scriptRun) describe(v goja.Value) string {
	msg := "undefined"
	if v != nil {
		if err := s.rt.Try(func() {
			msg = v.String()
			if o, ok := v.(*goja.Object); ok {
				if st := o.Get("stack"); st != nil && !goja.IsUndefined(st) {
					msg = st.String()
				}
			}
		}); err != nil {
			msg = "(a value whose string form throws)"
		}
	}
	return strings.TrimRight(msg, "\n")
}

// wrapTimer replaces the global timer function name (setTimeout and the
// like, which take the callback first) with one that passes a guarded
// callback to goja_nodejs's. The event loop ignores what a callback throws;
// the guard makes it a failure, as Node.js does.
func (s *scriptRun) wrapTimer(name string) {
	rt := s.rt
	orig, ok := goja.AssertFunction(rt.Get(name))
	if !ok {
		return
	}
	wrapper := func(call goja.FunctionCall) goja.Value {
		args := append([]goja.Value(nil), call.Arguments...)
		if len(args) > 0 {
			if cb, ok := goja.AssertFunction(args[0]); ok {
				args[0] = rt.ToValue(s.callback(cb))
			}
		}
		v, err := orig(goja.Undefined(), args...)
		if err != nil {
			panic(err)
		}
		return v
	}
	f := rt.ToValue(wrapper).(*goja.Object)
	f.DefineDataProperty("name", rt.ToValue(name), goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_TRUE)
	rt.Set(name, f)
}

// callback returns a timer callback that runs cb unless the run has failed,
// and fails the run when cb throws (a Go panic ends runLoop). The microtasks
// cb queues run after it returns, so the rejection check after them is
// queued on the loop (it also runs first thing in the next callback).
func (s *scriptRun) callback(cb goja.Callable) func(goja.FunctionCall) goja.Value {
	return func(call goja.FunctionCall) goja.Value {
		s.checkRejections()
		if s.err != nil {
			return goja.Undefined()
		}
		if _, err := cb(goja.Undefined(), call.Arguments...); err != nil {
			s.fail(err)
		}
		if s.err == nil && !s.checkQueue {
			s.checkQueue = true
			s.loop.RunOnLoop(func(*goja.Runtime) { s.checkRejections() })
		}
		return goja.Undefined()
	}
}

// printer is console's output: one line per call.
type printer struct{ stdout, stderr io.Writer }

func (p *printer) Log(s string)   { fmt.Fprintln(p.stdout, s) }
func (p *printer) Warn(s string)  { fmt.Fprintln(p.stderr, s) }
func (p *printer) Error(s string) { fmt.Fprintln(p.stderr, s) }

// enableWebAPIs installs URL and URLSearchParams, Blob and File, atob, btoa
// and queueMicrotask (an exception a microtask throws goes to report, as an
// event listener's does), and structuredClone.
func enableWebAPIs(rt *goja.Runtime, report func(goja.Value)) error {
	if err := gojaurl.Enable(rt); err != nil {
		return err
	}
	if err := fileapi.Enable(rt); err != nil {
		return err
	}
	if err := globalscope.Enable(rt, globalscope.ReportException(report)); err != nil {
		return err
	}
	return structuredclone.Enable(rt)
}
