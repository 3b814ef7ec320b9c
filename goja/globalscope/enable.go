package globalscope

import (
	"errors"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/host"
	"github.com/textcodec/textcodec/internal/host/intrinsics"
	"github.com/textcodec/textcodec/internal/host/jscompile"
	"github.com/textcodec/textcodec/internal/webjs"
)

// Enable installs atob, btoa and queueMicrotask as methods of rt's global
// object (writable, configurable, not enumerable, as Web IDL defines a
// global object's operations... and as the bindings install interface
// objects), with the options given.
//
// Enable keeps the contract of every binding's Enable, stated in package
// encoding's documentation ("Enable"): call it before scripts run; the
// first call (or Interfaces) makes rt's binding, and every later one
// installs the same functions again, per its options. MaxOutputBytes and
// ReportException given to a later call replace the earlier ones; ones not
// given leave them.
func Enable(rt *goja.Runtime, opts ...Option) error {
	o := host.ApplyOptions[options](opts)
	b, err := bindingFor(rt)
	if err != nil {
		return err
	}
	if o.maxOutputGiven {
		b.maxOutput = o.maxOutput
	}
	if o.report != nil {
		b.report = o.report
	}
	return b.globals.Install(rt, o.keepExisting)
}

// A binding is a runtime's instance of the three methods. It belongs to the
// runtime's goroutine.
type binding struct {
	rt      *goja.Runtime
	globals host.Interfaces // atob, btoa, queueMicrotask

	// builtins are the runtime's captured built-ins; holding them keeps
	// the capture alive for later bindings of the runtime.
	builtins *intrinsics.Set
	errors   host.Errors
	poll     host.Poller

	maxOutput int              // MaxOutputBytes; 0 for no bound
	report    func(goja.Value) // ReportException; nil drops
}

// globalNames are the names of the methods, in the order Enable installs
// them; the program returns each under its name.
var globalNames = []string{"atob", "btoa", "queueMicrotask"}

// bindings maps each runtime to its binding without keeping either alive;
// the runtime keeps its binding alive through the Go functions its methods
// call.
var bindings host.PerRuntime[binding]

// bindingFor returns rt's binding, making it on first use (Enable's or
// Interfaces').
func bindingFor(rt *goja.Runtime) (*binding, error) {
	return bindings.GetOrMake(rt, func() (*binding, error) { return newBinding(rt) })
}

// errNotRun is returned when the program did not give what it always gives;
// only an interrupted or broken runtime gets here.
var errNotRun = errors.New("globalscope: the implementation did not initialise")

// program is globalscope.js, compiled once for all runtimes.
var program = jscompile.Lazy(webjs.GlobalScope)

// newBinding runs the program in rt with the built-ins captured by the
// runtime's first binding (or now, if this is the first).
func newBinding(rt *goja.Runtime) (*binding, error) {
	set, err := intrinsics.Capture(rt)
	if err != nil {
		return nil, err
	}
	v, err := rt.RunProgram(program())
	if err != nil {
		return nil, err
	}
	mk, ok := goja.AssertFunction(v)
	if !ok {
		return nil, errNotRun
	}
	b := &binding{rt: rt, builtins: set, errors: set.Errors(rt)}
	hv, err := mk(nil, set.Record(), rt.ToValue(b.atob), rt.ToValue(b.btoa), rt.ToValue(b.reportException))
	if err != nil {
		return nil, err
	}
	hooks, ok := hv.(*goja.Object)
	if !ok {
		return nil, errNotRun
	}
	for _, name := range globalNames {
		f, ok := hooks.Get(name).(*goja.Object)
		if !ok {
			return nil, errNotRun
		}
		b.globals = append(b.globals, host.Interface{Name: name, Object: f})
	}
	probe, ok := goja.AssertFunction(hooks.Get("probe"))
	if !ok {
		return nil, errNotRun
	}
	b.poll = host.NewPoller(probe)
	return b, nil
}

func (b *binding) reportException(v goja.Value) {
	if b.report != nil {
		b.report(v)
	}
}
