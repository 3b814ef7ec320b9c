package wpt

import (
	"errors"
	"fmt"
	"math"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"time"

	"github.com/dop251/goja"
	"github.com/dop251/goja_nodejs/eventloop"

	"github.com/textcodec/textcodec/goja/dom"
	"github.com/textcodec/textcodec/goja/encoding"
	"github.com/textcodec/textcodec/goja/fileapi"
	"github.com/textcodec/textcodec/goja/globalscope"
	"github.com/textcodec/textcodec/goja/streams"
	"github.com/textcodec/textcodec/goja/structuredclone"
	gojaurl "github.com/textcodec/textcodec/goja/url"
)

// An Installer adds what a test needs to a fresh runtime's global object,
// before testharness.js loads; Enable is called on the runtime's goroutine.
// An error it returns ends the run with a harness ERROR.
type Installer struct {
	Name   string
	Enable func(*goja.Runtime) error
}

// DefaultInstallers returns the list the runner applies, in order, to every
// runtime when Options.Installers is nil: the bindings under test
// (textcodec, streams, then dom: AbortController, AbortSignal and
// DOMException, which streams tests use and streams.Enable does not
// install; fileapi's Blob and File; globalscope's atob and btoa, beside the
// runner's own queueMicrotask, which reports to the harness; then
// structuredClone; then url: URL and URLSearchParams). To run
// another binding's WPT tests, pass a list in Options, e.g.
// append(wpt.DefaultInstallers(), yours).
func DefaultInstallers() []Installer {
	return []Installer{
		{"textcodec", func(rt *goja.Runtime) error { return encoding.Enable(rt) }},
		{"streams", func(rt *goja.Runtime) error { return streams.Enable(rt) }},
		{"dom", func(rt *goja.Runtime) error { return dom.Enable(rt) }},
		{"fileapi", func(rt *goja.Runtime) error { return fileapi.Enable(rt) }},
		{"globalscope", func(rt *goja.Runtime) error { return globalscope.Enable(rt, globalscope.KeepExistingGlobals()) }},
		{"structuredclone", func(rt *goja.Runtime) error { return structuredclone.Enable(rt) }},
		{"url", func(rt *goja.Runtime) error { return gojaurl.Enable(rt) }},
	}
}

// Options configure Run.
type Options struct {
	// Root is the WPT checkout: it holds resources/testharness.js and the
	// test folders. Paths are relative to it (default: "encoding").
	Root  string
	Paths []string

	// Timeout bounds each run of a file (default 10 s, testharness.js's
	// own default); a file with "// META: timeout=long" gets LongTimeout
	// (default 6 × Timeout, as WPT's 10 s and 60 s).
	Timeout, LongTimeout time.Duration

	// Jobs is the number of files run at once (default GOMAXPROCS).
	Jobs int

	// Installers replace DefaultInstallers() when not nil.
	Installers []Installer

	// Progress, when set, is called once per result in the order of the
	// results, as soon as it and all before it are known.
	Progress func(Result)
}

// Result statuses of a run (the harness status), as wptreport names them,
// and SKIP for a file the runner does not run.
const (
	StatusOK                 = "OK"
	StatusError              = "ERROR"
	StatusTimeout            = "TIMEOUT"
	StatusPreconditionFailed = "PRECONDITION_FAILED"
	StatusSkip               = "SKIP"
)

// Subtest statuses.
const (
	SubtestPass    = "PASS"
	SubtestFail    = "FAIL"
	SubtestTimeout = "TIMEOUT"
	SubtestNotRun  = "NOTRUN"
)

// A Result is the outcome of one run of a test file (one variant).
type Result struct {
	Test     string // test ID: "/" + file path + variant
	File     string // the file, relative to the root
	Variant  string // "?1-1000", or ""
	Status   string // harness status: OK, ERROR, TIMEOUT, PRECONDITION_FAILED; SKIP
	Message  string // why the status is not OK (for SKIP, why the file is not run)
	Subtests []Subtest
	Console  []string // what the test wrote to console, "level: text" a line
	Duration time.Duration
}

// A Subtest is one test() (or promise_test, async_test) of a file.
type Subtest struct {
	Name    string
	Status  string // PASS, FAIL, TIMEOUT, NOTRUN, PRECONDITION_FAILED
	Message string
}

// Passed reports the number of subtests that passed.
func (r *Result) Passed() int {
	n := 0
	for _, s := range r.Subtests {
		if s.Status == SubtestPass {
			n++
		}
	}
	return n
}

// OK reports whether the run passed: the harness finished OK and every
// subtest passed. A skipped file is not OK.
func (r *Result) OK() bool {
	return r.Status == StatusOK && r.Passed() == len(r.Subtests)
}

// Run discovers the test files of opts.Paths under opts.Root and runs each
// variant of each in a fresh runtime. Skipped files have one result, with
// status SKIP. The results are in the order of the files and their variants.
func Run(opts Options) ([]Result, error) {
	harness := filepath.Join(opts.Root, "resources", "testharness.js")
	if st, err := os.Stat(harness); err != nil || st.IsDir() {
		return nil, fmt.Errorf("wpt: no resources/testharness.js in the root %s (give --root a WPT checkout)", opts.Root)
	}
	files, err := Discover(opts.Root, opts.Paths)
	if err != nil {
		return nil, err
	}
	if opts.Timeout <= 0 {
		opts.Timeout = 10 * time.Second
	}
	if opts.LongTimeout <= 0 {
		opts.LongTimeout = 6 * opts.Timeout
	}
	if opts.Jobs <= 0 {
		opts.Jobs = runtime.GOMAXPROCS(0)
	}
	if opts.Installers == nil {
		opts.Installers = DefaultInstallers()
	}

	type job struct {
		file    *File
		variant string
	}
	var jobs []job
	for _, f := range files {
		if f.Skip != "" || len(f.Variants) == 0 {
			jobs = append(jobs, job{f, ""})
			continue
		}
		for _, v := range f.Variants {
			jobs = append(jobs, job{f, v})
		}
	}

	results := make([]Result, len(jobs))
	finished := make([]chan struct{}, len(jobs))
	for i := range finished {
		finished[i] = make(chan struct{})
	}
	cache := &scriptCache{}
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < opts.Jobs; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				j := jobs[i]
				if j.file.Skip != "" {
					results[i] = Result{Test: "/" + j.file.Path, File: j.file.Path, Status: StatusSkip, Message: j.file.Skip}
				} else {
					results[i] = runFile(opts, cache, j.file, j.variant)
				}
				close(finished[i])
			}
		}()
	}
	go func() {
		for i := range jobs {
			next <- i
		}
		close(next)
	}()
	for i := range jobs {
		<-finished[i]
		if opts.Progress != nil {
			opts.Progress(results[i])
		}
	}
	wg.Wait()
	return results, nil
}

// Grace periods after a file's timeout: for testharness.js to report the
// subtests that did not finish, then for the runtime to stop once
// interrupted. A run whose runtime does not stop even then (a goja built-in
// that cannot be interrupted, running for long) is abandoned.
const (
	timeoutGrace = 2 * time.Second
	stopGrace    = 5 * time.Second
)

// errTimeout is the value a timed-out runtime is interrupted with.
var errTimeout = errors.New("wpt: file timed out")

// A fileRun is the state of one run of a file: its runtime, event loop,
// timers and what testharness.js has reported. Everything but the fields
// under mu belongs to the loop's goroutine.
type fileRun struct {
	opts    Options
	cache   *scriptCache
	file    *File
	url     *url.URL
	loop    *eventloop.EventLoop
	rt      *goja.Runtime
	timeout time.Duration

	dispatch   goja.Callable // the global's event dispatch
	taskFn     goja.Callable // see taskProgram
	setTimeout goja.Callable // the event loop's own, to arm the next timer
	clearTimer goja.Callable

	timers map[int64]*timer
	nextID int64
	seq    uint64
	armed  goja.Value // the event loop timer for the earliest timer
	armedT time.Time  // when the armed timer is due

	rejections []*goja.Promise // rejected with no handler, in order

	mu        sync.Mutex
	timedOut  bool // the file's time is up
	harnessUp bool // add_completion_callback was registered
	completed bool
	stopping  bool // the run's outcome is known; ignore further events
	status    string
	message   string
	subtests  []Subtest
	byName    map[string]int // index in subtests, from the result callback
	console   []string
}

// runFile runs one variant of a file in a fresh runtime and event loop.
func runFile(opts Options, cache *scriptCache, f *File, variant string) Result {
	start := time.Now()
	r := &fileRun{
		opts:    opts,
		cache:   cache,
		file:    f,
		url:     testURL(f.Path, variant, f.Global),
		timers:  map[int64]*timer{},
		byName:  map[string]int{},
		timeout: opts.Timeout,
	}
	if f.Long {
		r.timeout = opts.LongTimeout
	}
	res := Result{Test: "/" + f.Path + variant, File: f.Path, Variant: variant}

	r.loop = eventloop.NewEventLoop(eventloop.EnableConsole(false))
	rtReady := make(chan *goja.Runtime, 1)
	done := make(chan struct{})
	panicked := false
	go func() {
		defer close(done)
		defer func() {
			// A panic here is a runner bug or a binding's; report it as
			// the file's error rather than crash the whole run.
			if p := recover(); p != nil {
				panicked = true
				r.finish(StatusError, fmt.Sprintf("internal error: %v", p))
			}
		}()
		r.loop.Run(func(rt *goja.Runtime) {
			r.rt = rt
			rtReady <- rt
			r.start()
		})
		r.afterLoop()
	}()
	rt := <-rtReady

	timer := time.NewTimer(r.timeout)
	select {
	case <-done:
	case <-timer.C:
		r.mu.Lock()
		r.timedOut = true
		r.mu.Unlock()
		// Interrupt whatever runs, then ask testharness.js to time out
		// (it reports the unfinished subtests as TIMEOUT or NOTRUN).
		rt.Interrupt(errTimeout)
		r.loop.RunOnLoop(func(*goja.Runtime) { r.harnessTimeout() })
		select {
		case <-done:
		case <-time.After(timeoutGrace):
			r.finish(StatusTimeout, fmt.Sprintf("timed out after %v; testharness.js did not report in time", r.timeout))
			rt.Interrupt(errTimeout)
			r.loop.StopNoWait()
			select {
			case <-done:
			case <-time.After(stopGrace):
				r.finish(StatusTimeout, "timed out, and the runtime did not stop: abandoned")
			}
		}
	}
	timer.Stop()
	select {
	case <-done:
		// Cancel the timers left. (After a panic the loop still counts
		// itself running, and Terminate would wait for it forever.)
		if !panicked {
			r.loop.Terminate()
		}
	default: // abandoned: leave the loop to its goroutine
	}

	r.mu.Lock()
	defer r.mu.Unlock()
	res.Status, res.Message = r.status, r.message
	if res.Status == "" {
		res.Status, res.Message = StatusError, "the harness did not complete"
	}
	res.Subtests = append([]Subtest(nil), r.subtests...)
	res.Console = append([]string(nil), r.console...)
	res.Duration = time.Since(start)
	return res
}

// finish records the run's outcome unless one is already known.
func (r *fileRun) finish(status, message string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.stopping {
		return
	}
	r.stopping = true
	r.status, r.message = status, message
}

func (r *fileRun) isStopping() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.stopping
}

// start sets up the global and runs WPT's classic worker wrapper as one
// task: GLOBAL, testharness.js, the META scripts and title in their order,
// the test file, then done(). Nothing runs between the scripts (no microtask
// checkpoint), as in a worker's importScripts.
func (r *fileRun) start() {
	rt := r.rt
	rt.GlobalObject().Delete("require") // goja_nodejs's module loader: not a worker's
	for _, name := range []string{"setImmediate", "clearImmediate"} {
		rt.GlobalObject().Delete(name)
	}
	var ok bool
	if r.setTimeout, ok = goja.AssertFunction(rt.Get("setTimeout")); !ok {
		panic("the event loop has no setTimeout")
	}
	if r.clearTimer, ok = goja.AssertFunction(rt.Get("clearTimeout")); !ok {
		panic("the event loop has no clearTimeout")
	}
	rt.SetPromiseRejectionTracker(r.trackRejection)

	setup, err := rt.RunProgram(globalProgram())
	if err != nil {
		panic(err)
	}
	setupFn, _ := goja.AssertFunction(setup)
	native := rt.NewObject()
	loc := rt.NewObject()
	for k, v := range locationObject(r.url) {
		loc.Set(k, v)
	}
	native.Set("location", loc)
	native.Set("isWindow", r.file.Global == "window")
	native.Set("importScripts", r.importScripts)
	native.Set("setTimer", r.setTimer)
	native.Set("clearTimer", r.clearTimerByID)
	native.Set("report", func(v goja.Value) { r.reportValue(v) })
	native.Set("console", func(level, text string) {
		r.mu.Lock()
		r.console = append(r.console, level+": "+text)
		r.mu.Unlock()
	})
	d, err := setupFn(nil, rt.GlobalObject(), native)
	if err != nil {
		panic(err)
	}
	r.dispatch, _ = goja.AssertFunction(d)

	native.Set("fetch", r.fetch)
	native.Set("utf8Decode", r.utf8Decode)
	native.Set("blobBytes", r.blobBytes)
	fetchSetup, err := rt.RunProgram(fetchProgram())
	if err != nil {
		panic(err)
	}
	fetchFn, _ := goja.AssertFunction(fetchSetup)
	if _, err := fetchFn(nil, rt.GlobalObject(), native); err != nil {
		panic(err)
	}

	for _, in := range r.opts.Installers {
		if err := in.Enable(rt); err != nil {
			r.finish(StatusError, fmt.Sprintf("installing %s: %v", in.Name, err))
			r.loop.StopNoWait()
			return
		}
	}

	// The wrapper runs as one task through taskFn: the native worker
	// function is called from a JavaScript function, so goja sees one call
	// into the runtime and runs no microtask before all the scripts have
	// run (a native function called straight from Go would make each
	// nested RunProgram a call of its own).
	v, err := rt.RunProgram(taskProgram())
	if err != nil {
		panic(err)
	}
	r.taskFn, _ = goja.AssertFunction(v)
	r.callTask(rt.ToValue(func(goja.FunctionCall) goja.Value {
		r.worker()
		return goja.Undefined()
	}), goja.Undefined(), nil)
}

// taskProgram evaluates to task(fn, thisArg, args, report), which calls fn
// and reports what it throws, before the microtasks that follow run (as
// HTML reports an exception when a callback or script throws it).
var taskProgram = sync.OnceValue(func() *goja.Program {
	return goja.MustCompile("wpt-task.js", `(function () {
	const apply = Reflect.apply;
	return function task(fn, thisArg, args, report) {
		try {
			apply(fn, thisArg, args);
		} catch (e) {
			report(e);
		}
	};
})()`, true)
})

// callTask runs fn(...args) as a task: an exception it throws is reported
// at once, then goja runs the microtasks, then promises rejected with no
// handler are reported, as HTML does after a task.
func (r *fileRun) callTask(fn, this goja.Value, args []goja.Value) {
	rt := r.rt
	report := rt.ToValue(func(call goja.FunctionCall) goja.Value {
		r.reportValue(call.Argument(0))
		return goja.Undefined()
	})
	r.task(func() error {
		_, err := r.taskFn(nil, fn, this, rt.NewArray(toInterfaces(args)...), report)
		return err
	})
}

func toInterfaces(vs []goja.Value) []interface{} {
	out := make([]interface{}, len(vs))
	for i, v := range vs {
		out[i] = v
	}
	return out
}

// worker is WPT's *.any.worker.js wrapper (tools/serve/serve.py,
// ClassicWorkerHandler), or for a window its *.any.html page (WindowHandler),
// run as a native function so that the scripts are one task. In a worker a
// script's exception propagates, as from importScripts. In a window each
// script is a script element of the page: its exception is reported (the
// global's "error" event) and the next script runs. (A page runs its
// scripts as tasks of their own, with microtasks between them; the runner
// runs them as one task, as Node.js's WPT runner does.)
func (r *fileRun) worker() {
	rt := r.rt
	g := rt.NewObject()
	isWorker, isWindow := r.file.Global == "dedicatedworker", r.file.Global == "window"
	g.Set("isWindow", func() bool { return isWindow })
	g.Set("isWorker", func() bool { return isWorker })
	g.Set("isShadowRealm", func() bool { return false })
	rt.Set("GLOBAL", g)

	r.load("/resources/testharness.js")
	r.hookHarness()
	load := r.load
	if isWindow {
		load = func(ref string) {
			if ex := rt.Try(func() { r.load(ref) }); ex != nil {
				r.reportException(ex.Value(), ex)
			}
		}
	}
	for _, m := range r.file.meta {
		switch m.key {
		case "script":
			load(m.value)
		case "title":
			rt.Set("META_TITLE", m.value)
		}
	}
	load("/" + r.file.Path)
	done, ok := goja.AssertFunction(rt.Get("done"))
	if !ok {
		panic(rt.NewTypeError("testharness.js defined no done()"))
	}
	if _, err := done(nil); err != nil {
		panic(err)
	}
}

// load runs the script at ref (resolved against the worker's URL) as
// importScripts does, throwing its exception or a load error.
func (r *fileRun) load(ref string) {
	rt := r.rt
	file, name, err := resolveScript(r.opts.Root, r.url, ref)
	if err != nil {
		panic(rt.NewTypeError("importScripts: cannot load %s: %v", ref, err))
	}
	prg, err := r.cache.get(file, name)
	if err != nil {
		var se *goja.CompilerSyntaxError
		if errors.As(err, &se) {
			ctor, _ := rt.Get("SyntaxError").(*goja.Object)
			if ctor != nil {
				if obj, nerr := rt.New(ctor, rt.ToValue(err.Error())); nerr == nil {
					panic(obj)
				}
			}
		}
		panic(rt.NewTypeError("importScripts: %s: %v", name, err))
	}
	if _, err := rt.RunProgram(prg); err != nil {
		panic(err)
	}
}

// importScripts is the global's importScripts(...urls).
func (r *fileRun) importScripts(urls []string) {
	for _, u := range urls {
		r.load(u)
	}
}

// hookHarness registers the runner's result and completion callbacks with
// testharness.js, just after it loads.
func (r *fileRun) hookHarness() {
	rt := r.rt
	addResult, ok1 := goja.AssertFunction(rt.Get("add_result_callback"))
	addCompletion, ok2 := goja.AssertFunction(rt.Get("add_completion_callback"))
	if !ok1 || !ok2 {
		panic(rt.NewTypeError("resources/testharness.js defined no add_result_callback/add_completion_callback"))
	}
	if _, err := addResult(nil, rt.ToValue(func(call goja.FunctionCall) goja.Value {
		r.recordSubtest(call.Argument(0))
		return goja.Undefined()
	})); err != nil {
		panic(err)
	}
	if _, err := addCompletion(nil, rt.ToValue(func(call goja.FunctionCall) goja.Value {
		r.complete(call.Argument(0), call.Argument(1))
		return goja.Undefined()
	})); err != nil {
		panic(err)
	}
	r.mu.Lock()
	r.harnessUp = true
	r.mu.Unlock()
}

// Test and harness statuses by number (testharness.js's Test.statuses and
// TestsStatus.statuses).
var (
	subtestStatuses = []string{SubtestPass, SubtestFail, SubtestTimeout, SubtestNotRun, "PRECONDITION_FAILED"}
	harnessStatuses = []string{StatusOK, StatusError, StatusTimeout, StatusPreconditionFailed}
)

// statusOf reads a testharness.js Test or TestsStatus object's status, a
// number, as the name wptreport uses.
func (r *fileRun) statusOf(o *goja.Object, names []string) string {
	n := o.Get("status")
	if n == nil || goja.IsNull(n) || goja.IsUndefined(n) {
		return ""
	}
	if i := n.ToInteger(); i >= 0 && int(i) < len(names) {
		return names[i]
	}
	return n.String()
}

// str returns o[key] as a string, "" for null or undefined.
func str(o *goja.Object, key string) string {
	v := o.Get(key)
	if v == nil || goja.IsNull(v) || goja.IsUndefined(v) {
		return ""
	}
	return v.String()
}

func (r *fileRun) subtestOf(v goja.Value) (Subtest, bool) {
	o, ok := v.(*goja.Object)
	if !ok {
		return Subtest{}, false
	}
	return Subtest{Name: str(o, "name"), Status: r.statusOf(o, subtestStatuses), Message: str(o, "message")}, true
}

// recordSubtest is the result callback: a subtest has finished.
func (r *fileRun) recordSubtest(v goja.Value) {
	s, ok := r.subtestOf(v)
	if !ok {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.completed {
		return
	}
	if i, dup := r.byName[s.Name]; dup {
		r.subtests[i] = s
		return
	}
	r.byName[s.Name] = len(r.subtests)
	r.subtests = append(r.subtests, s)
}

// complete is the completion callback: every subtest with its final status,
// and the harness status. It ends the run.
func (r *fileRun) complete(tests, harness goja.Value) {
	var list []Subtest
	if o, ok := tests.(*goja.Object); ok {
		n := int(o.Get("length").ToInteger())
		for i := 0; i < n; i++ {
			if s, ok := r.subtestOf(o.Get(fmt.Sprint(i))); ok {
				list = append(list, s)
			}
		}
	}
	status, message := StatusError, "no harness status"
	if o, ok := harness.(*goja.Object); ok {
		status, message = r.statusOf(o, harnessStatuses), str(o, "message")
	}
	r.mu.Lock()
	if !r.completed && !r.stopping {
		r.completed, r.stopping = true, true
		r.subtests = list
		r.status, r.message = status, message
	}
	r.mu.Unlock()
	r.loop.StopNoWait()
}

// harnessTimeout runs on the loop after the file's timeout: it asks
// testharness.js to time out, which completes the run.
func (r *fileRun) harnessTimeout() {
	if r.isStopping() {
		return
	}
	r.rt.ClearInterrupt()
	r.callTimeout(fmt.Sprintf("timed out after %v", r.timeout))
}

// callTimeout calls testharness.js's timeout() as a task, then makes sure
// the run has an outcome: TIMEOUT with message unless the harness gave one.
func (r *fileRun) callTimeout(message string) {
	if f, ok := goja.AssertFunction(r.rt.Get("timeout")); ok {
		r.task(func() error { _, err := f(nil); return err })
	}
	r.mu.Lock()
	if r.completed && r.status == StatusTimeout && r.message == "" {
		r.message = message
	}
	r.mu.Unlock()
	r.finish(StatusTimeout, message)
	r.loop.StopNoWait()
}

// afterLoop runs when the event loop has stopped: by the completion
// callback, a stop after a timeout, or because nothing was left to run
// (no timer pending) while subtests still waited, say on a promise that
// nothing will settle; a browser would time out, so the run times out now.
func (r *fileRun) afterLoop() {
	if r.isStopping() {
		return
	}
	r.mu.Lock()
	up, timedOut := r.harnessUp, r.timedOut
	r.mu.Unlock()
	if !up {
		r.finish(StatusError, "testharness.js did not load")
		return
	}
	r.rt.ClearInterrupt()
	if timedOut {
		r.callTimeout(fmt.Sprintf("timed out after %v", r.timeout))
		return
	}
	r.callTimeout("the harness did not complete and nothing was left to run (no timer pending)")
}

// task runs one task (a script, a timer callback): fn, with the microtasks
// goja runs after it, then the report of an uncaught exception and of
// promises rejected with no handler, as HTML does after a task.
func (r *fileRun) task(fn func() error) {
	if err := fn(); err != nil {
		r.reportError(err)
	}
	for i := 0; i < 100 && len(r.rejections) > 0; i++ {
		list := r.rejections
		r.rejections = nil
		for _, p := range list {
			if r.dispatch == nil || r.isStopping() {
				continue
			}
			ev := r.rt.NewObject()
			ev.Set("promise", p)
			ev.Set("reason", p.Result())
			if _, err := r.dispatch(nil, r.rt.ToValue("unhandledrejection"), ev); err != nil {
				r.reportError(err)
			}
		}
	}
}

// trackRejection is goja's promise rejection tracker.
func (r *fileRun) trackRejection(p *goja.Promise, op goja.PromiseRejectionOperation) {
	switch op {
	case goja.PromiseRejectionReject:
		r.rejections = append(r.rejections, p)
	case goja.PromiseRejectionHandle:
		for i, q := range r.rejections {
			if q == p {
				r.rejections = append(r.rejections[:i], r.rejections[i+1:]...)
				break
			}
		}
	}
}

// reportError reports an exception that escaped a task as the global's
// "error" event (testharness.js turns it into a harness ERROR); before
// testharness.js listens, it ends the run with ERROR itself. An interrupt
// is the runner's own doing and is not reported.
func (r *fileRun) reportError(err error) {
	var ie *goja.InterruptedError
	if errors.As(err, &ie) {
		return
	}
	var ex *goja.Exception
	if !errors.As(err, &ex) {
		r.finish(StatusError, err.Error())
		return
	}
	r.reportException(ex.Value(), ex)
}

// reportValue reports a thrown value (from queueMicrotask's callback).
func (r *fileRun) reportValue(v goja.Value) {
	r.reportException(v, nil)
}

func (r *fileRun) reportException(v goja.Value, ex *goja.Exception) {
	message := "uncaught exception"
	if v != nil {
		message = "Uncaught " + safeString(v)
	}
	init := r.rt.NewObject()
	init.Set("message", message)
	init.Set("error", v)
	if ex != nil {
		if st := ex.Stack(); len(st) > 0 {
			pos := st[0].Position()
			init.Set("filename", origin+st[0].SrcName())
			init.Set("lineno", pos.Line)
			init.Set("colno", pos.Column)
		}
	}
	n := int64(0)
	if r.dispatch != nil && !r.isStopping() {
		if res, err := r.dispatch(nil, r.rt.ToValue("error"), init); err == nil {
			n = res.ToInteger()
		}
	}
	r.mu.Lock()
	up := r.harnessUp
	r.mu.Unlock()
	if n == 0 && !up {
		r.finish(StatusError, message)
		r.loop.StopNoWait()
	}
}

// safeString converts a thrown value to a string without letting a
// throwing toString escape.
func safeString(v goja.Value) (s string) {
	defer func() {
		if recover() != nil {
			s = "(a value whose conversion to a string throws)"
		}
	}()
	return v.String()
}

// setTimer implements setTimeout and setInterval: HTML's timer
// initialisation steps, with string handlers unsupported (goja could
// evaluate them, but WPT's encoding tests never pass one).
func (r *fileRun) setTimer(handler goja.Value, timeout goja.Value, args []goja.Value, repeat bool) int64 {
	if _, ok := goja.AssertFunction(handler); !ok {
		panic(r.rt.NewTypeError("setTimeout/setInterval: only function handlers are supported"))
	}
	ms := timeout.ToFloat()
	if math.IsNaN(ms) || ms < 0 {
		ms = 0
	}
	if ms > math.MaxInt32 {
		ms = math.MaxInt32
	}
	delay := time.Duration(math.Trunc(ms)) * time.Millisecond
	r.nextID++
	r.seq++
	t := &timer{id: r.nextID, fnValue: handler, args: args, due: time.Now().Add(delay), seq: r.seq, delay: delay, interval: repeat}
	r.timers[t.id] = t
	r.arm()
	return t.id
}

// clearTimerByID implements clearTimeout and clearInterval.
func (r *fileRun) clearTimerByID(id goja.Value) {
	delete(r.timers, id.ToInteger())
	r.arm()
}

// arm sets the event loop's one timer for the earliest pending timer.
func (r *fileRun) arm() {
	t := earliest(r.timers)
	if t == nil {
		if r.armed != nil {
			r.clearTimer(nil, r.armed)
			r.armed = nil
		}
		return
	}
	if r.armed != nil && r.armedT.Equal(t.due) {
		return
	}
	if r.armed != nil {
		r.clearTimer(nil, r.armed)
	}
	wait := time.Until(t.due)
	if wait < 0 {
		wait = 0
	}
	ms := (wait + time.Millisecond - 1) / time.Millisecond
	v, err := r.setTimeout(nil, r.rt.ToValue(r.fire), r.rt.ToValue(int64(ms)))
	if err != nil {
		panic(err)
	}
	r.armed, r.armedT = v, t.due
}

// fire runs the earliest due timer as a task, then arms the next.
func (r *fileRun) fire() {
	r.armed = nil
	if r.isStopping() {
		return
	}
	t := earliest(r.timers)
	if t == nil {
		return
	}
	if time.Now().Before(t.due) {
		r.arm()
		return
	}
	if t.interval {
		r.seq++
		t.due, t.seq = time.Now().Add(t.delay), r.seq
	} else {
		delete(r.timers, t.id)
	}
	r.callTask(t.fnValue, r.rt.GlobalObject(), t.args)
	r.arm()
}
