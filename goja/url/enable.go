package url

import (
	"errors"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/host"
	"github.com/textcodec/textcodec/internal/host/intrinsics"
)

// Enable installs URL and URLSearchParams as properties of rt's global
// object.
//
// Enable keeps the contract of every binding's Enable, stated in package
// encoding's documentation ("Enable"): call it before scripts run; the
// first call (or Interfaces) makes rt's binding, and every later one
// installs the same objects again, per its options. A MaxOutputBytes given
// to a later call replaces the earlier one; one not given leaves it.
func Enable(rt *goja.Runtime, opts ...Option) error {
	o := host.ApplyOptions[options](opts)
	b, err := bindingFor(rt)
	if err != nil {
		return err
	}
	if o.maxOutputGiven {
		b.maxOutput = o.maxOutput
	}
	return b.globals.Install(rt, o.keepExisting)
}

// A binding is a runtime's instance of the interfaces. It belongs to the
// runtime's goroutine.
type binding struct {
	rt      *goja.Runtime
	globals host.Interfaces // the interface objects, in the order Enable installs them

	// builtins are the runtime's captured built-ins; holding them keeps
	// the capture alive for later bindings of the runtime.
	builtins *intrinsics.Set
	errors   host.Errors
	// poller stops the Go loops that grow with a script's input when the
	// host interrupts the runtime.
	poller host.Poller
	// maxOutput is MaxOutputBytes' limit; 0 is none.
	maxOutput int
	// platformInterface is the program's brand check (PlatformInterface).
	platformInterface goja.Callable
}

// globalNames are the names of the interface objects, in the order Enable
// installs them; the program returns each under its name (hooks.js).
var globalNames = []string{"URL", "URLSearchParams"}

// bindings maps each runtime to its binding without keeping either alive
// (as package dom's does): the program's anchor holds the binding.
var bindings host.PerRuntime[binding]

// bindingFor returns rt's binding, making it on first use.
func bindingFor(rt *goja.Runtime) (*binding, error) {
	return bindings.GetOrMake(rt, func() (*binding, error) { return newBinding(rt) })
}

// errNotRun is returned when the program did not give what it always
// gives; only an interrupted or broken runtime gets here.
var errNotRun = errors.New("url: the implementation did not initialise")

// newBinding runs the program in rt, with the built-ins captured by the
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
	hv, err := mk(nil, rt.ToValue(b), set.Record(), goja.SymIterator, goja.SymToStringTag, b.newOps())
	if err != nil {
		return nil, err
	}
	hooks, ok := hv.(*goja.Object)
	if !ok {
		return nil, errNotRun
	}
	probe, ok := goja.AssertFunction(hooks.Get("probe"))
	if !ok {
		return nil, errNotRun
	}
	b.poller = host.NewPoller(probe)
	if b.platformInterface, ok = goja.AssertFunction(hooks.Get("platformInterface")); !ok {
		return nil, errNotRun
	}
	for _, name := range globalNames {
		v, ok := hooks.Get(name).(*goja.Object)
		if !ok {
			return nil, errNotRun
		}
		b.globals = append(b.globals, host.Interface{Name: name, Object: v})
	}
	return b, nil
}

// registrySize returns the number of runtimes in bindings (for tests).
func registrySize() int { return bindings.Len() }
