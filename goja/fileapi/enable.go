package fileapi

import (
	"errors"
	"time"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/host"
	"github.com/textcodec/textcodec/internal/host/intrinsics"
	"github.com/textcodec/textcodec/internal/host/jscompile"
	"github.com/textcodec/textcodec/internal/webjs"
)

// Enable installs Blob and File as properties of rt's global object, with
// the options given.
//
// Enable keeps the contract of every binding's Enable, stated in package
// encoding's documentation ("Enable"): call it before scripts run; the
// first call (or Interfaces, or NewBlob) makes rt's binding, and every
// later one installs the same objects again, per its options.
// MaxOutputBytes and Clock given to a later call replace the earlier ones;
// ones not given leave them.
func Enable(rt *goja.Runtime, opts ...Option) error {
	o := host.ApplyOptions[options](opts)
	b, err := bindingFor(rt)
	if err != nil {
		return err
	}
	if o.maxOutputGiven {
		b.maxOutput = o.maxOutput
	}
	if o.clock != nil {
		b.clock = o.clock
	}
	return b.globals.Install(rt, o.keepExisting)
}

// A binding is a runtime's instance of the implementation. It belongs to the
// runtime's goroutine.
type binding struct {
	rt      *goja.Runtime
	globals host.Interfaces // Blob, File

	// builtins are the runtime's captured built-ins; holding them keeps
	// the capture alive for later bindings of the runtime (Blob.stream()
	// starts package streams' implementation with them).
	builtins *intrinsics.Set
	errors   host.Errors
	poll     host.Poller
	// isView is ArrayBuffer.isView as captured, made only when goja's
	// layout is unknown (see isBufferSource).
	isView goja.Callable

	// The program's operations for the Go API (hooks.js).
	slotsOf, newBlob, newFile goja.Callable

	maxOutput int              // MaxOutputBytes; 0 for no bound
	clock     func() time.Time // Clock; time.Now by default
}

// bindings maps each runtime to its binding without keeping either alive.
// The runtime keeps its binding alive: the program holds it as its anchor.
var bindings host.PerRuntime[binding]

// bindingFor returns rt's binding, making it on first use.
func bindingFor(rt *goja.Runtime) (*binding, error) {
	return bindings.GetOrMake(rt, func() (*binding, error) { return newBinding(rt) })
}

// errNotRun is returned when the program did not give what it always gives;
// only an interrupted or broken runtime gets here.
var errNotRun = errors.New("fileapi: the implementation did not initialise")

// program is the implementation (webjs.FileAPI), compiled once for all
// runtimes.
var program = jscompile.Lazy(webjs.FileAPI)

// globalNames are the interface objects' names, in the order Enable
// installs them; the program returns each under its name.
var globalNames = []string{"Blob", "File"}

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
	b := &binding{rt: rt, builtins: set, errors: set.Errors(rt), clock: time.Now}
	hv, err := mk(nil, rt.ToValue(b), set.Record(), goja.SymIterator, goja.SymToStringTag, b.goFunctions())
	if err != nil {
		return nil, err
	}
	hooks, ok := hv.(*goja.Object)
	if !ok {
		return nil, errNotRun
	}
	for _, name := range globalNames {
		o, ok := hooks.Get(name).(*goja.Object)
		if !ok {
			return nil, errNotRun
		}
		b.globals = append(b.globals, host.Interface{Name: name, Object: o})
	}
	for _, f := range []struct {
		name string
		dst  *goja.Callable
	}{{"slotsOf", &b.slotsOf}, {"newBlob", &b.newBlob}, {"newFile", &b.newFile}} {
		if *f.dst, ok = goja.AssertFunction(hooks.Get(f.name)); !ok {
			return nil, errNotRun
		}
	}
	probe, ok := goja.AssertFunction(hooks.Get("probe"))
	if !ok {
		return nil, errNotRun
	}
	b.poll = host.NewPoller(probe)
	return b, nil
}

// goFunctions returns the object of Go functions the program takes (go in
// prelude.js): a null-prototype object, read once when the program runs.
func (b *binding) goFunctions() *goja.Object {
	rt := b.rt
	o := rt.CreateObject(nil)
	for name, f := range map[string]func(goja.FunctionCall) goja.Value{
		"isBufferSource": b.isBufferSourceCall,
		"make":           b.makeCall,
		"size":           b.sizeCall,
		"slice":          b.sliceCall,
		"text":           b.textCall,
		"arrayBuffer":    b.arrayBufferCall,
		"stream":         b.streamCall,
		"normalizeType":  b.normalizeTypeCall,
		"toUSVString":    b.toUSVStringCall,
		"now":            b.nowCall,
	} {
		o.Set(name, f)
	}
	return o
}
