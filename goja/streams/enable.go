package streams

import (
	"errors"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/host/interrupt"
	"github.com/textcodec/textcodec/internal/host/intrinsics"
	"github.com/textcodec/textcodec/internal/host/ownprops"
	"github.com/textcodec/textcodec/internal/host/rtmap"
)

// Enable installs the Streams Standard's interfaces as properties of rt's
// global object (writable, configurable, not enumerable, as Web IDL defines
// interface objects): ReadableStream, ReadableStreamDefaultReader,
// ReadableStreamDefaultController, ReadableStreamBYOBReader,
// ReadableByteStreamController, ReadableStreamBYOBRequest, WritableStream,
// WritableStreamDefaultWriter, WritableStreamDefaultController,
// TransformStream, TransformStreamDefaultController,
// ByteLengthQueuingStrategy and CountQueuingStrategy. It does not install
// the DOM Standard's AbortController and AbortSignal (package dom): a host
// whose scripts use them calls dom.Enable as well, and pipeTo's signal
// option takes its AbortSignals. WritableStreamDefaultController.signal is
// one of them, made with package dom's implementation, which runs in the
// runtime only when a script first asks for a signal.
//
// Call it from the runtime's goroutine, while no script runs, and before
// running scripts: the implementation uses the built-ins
// (Promise.prototype.then, Reflect.apply, the error constructors, ...) as
// they were when the runtime's first binding (streams.Enable or
// textcodec.Enable) captured them, so that scripts that replace them later do
// not change how streams behave.
//
// Enable may be called on any number of runtimes, from any goroutines (each
// runtime from its own). Calling it again on the same runtime installs the
// same interface objects again. With KeepExistingGlobals, names the global
// object already has are left as they are. It fails only if goja does not
// run the implementation's program (an interrupt); a global property that a
// script has made non-configurable is skipped and reported in the error (in
// the default mode), the others are installed.
func Enable(rt *goja.Runtime, opts ...Option) error {
	var o options
	for _, opt := range opts {
		if opt != nil {
			opt(&o)
		}
	}
	b, err := bindingFor(rt)
	if err != nil {
		return err
	}
	global := rt.GlobalObject()
	var existing map[string]bool
	if o.keepExisting {
		if existing, err = ownprops.Names(rt, global); err != nil {
			return err
		}
	}
	var errs []error
	for _, g := range b.globals {
		if existing[g.name] {
			continue
		}
		if err := global.DefineDataProperty(g.name, g.value, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// A binding is a runtime's instance of the implementation: the interface
// objects and the internal operations package streams calls. It belongs to
// the runtime's goroutine.
type binding struct {
	rt      *goja.Runtime
	globals []global

	// builtins are the runtime's captured built-ins; holding them keeps
	// the capture alive for later bindings of the runtime.
	builtins *intrinsics.Set
	isView   goja.Callable    // ArrayBuffer.isView, as captured
	poll     interrupt.Poller // stops long native calls on the host's interrupt

	// Internal operations of the implementation (js/gohooks.js).
	newTransform         goja.Callable
	transformEnqueue     goja.Callable
	newReadable          goja.Callable
	controllerEnqueue    goja.Callable
	controllerClose      goja.Callable
	controllerError      goja.Callable
	controllerCanEnqueue goja.Callable
	acquireReader        goja.Callable
	read                 goja.Callable
	releaseReader        goja.Callable
	cancelReader         goja.Callable
	newUint8Array        goja.Callable
	newError             goja.Callable
	newTypeError         goja.Callable
}

type global struct {
	name  string
	value goja.Value
}

// The registry maps each runtime to its binding without keeping either
// alive: the key is a weak pointer to the runtime, removed by a cleanup when
// the runtime is collected, and the value a weak pointer to the binding. The
// runtime keeps its binding alive (the implementation's program holds the
// binding as its anchor, and every stream holds the program's scope), so a
// binding lives exactly as long as something in the runtime can reach a
// stream or an interface object.
var registry rtmap.Map[binding]

// bindingFor returns rt's binding, creating it on first use.
func bindingFor(rt *goja.Runtime) (*binding, error) {
	return registry.GetOrMake(rt, func() (*binding, error) { return newBinding(rt) })
}

// registrySize returns the number of runtimes in the registry (for tests).
func registrySize() int { return registry.Len() }

// errNotRun is returned when the implementation's program did not give what
// it always gives; only an interrupted or broken runtime gets here.
var errNotRun = errors.New("streams: the implementation did not initialise")

// newBinding runs the implementation's program in rt, with the built-ins
// captured by the runtime's first binding (or now, if this is the first).
func newBinding(rt *goja.Runtime) (*binding, error) {
	set, err := intrinsics.Capture(rt)
	if err != nil {
		return nil, err
	}
	// ArrayBuffer.isView and the ArrayBuffer operations of byte streams.
	record, err := set.WithBufferOps(rt)
	if err != nil {
		return nil, err
	}
	isView, ok := goja.AssertFunction(record.Get("isView"))
	if !ok {
		return nil, errNotRun
	}
	v, err := rt.RunProgram(program())
	if err != nil {
		return nil, err
	}
	mk, ok := goja.AssertFunction(v)
	if !ok {
		return nil, errNotRun
	}
	b := &binding{rt: rt, builtins: set, isView: isView}
	// goja has no Symbol.asyncIterator: the program takes it as undefined.
	hv, err := mk(nil, rt.ToValue(b), record, goja.SymIterator, goja.SymToStringTag, rt.ToValue(b.domOperations), goja.SymSpecies)
	if err != nil {
		return nil, err
	}
	hooks, ok := hv.(*goja.Object)
	if !ok {
		return nil, errNotRun
	}
	if gl, ok := hooks.Get("globals").(*goja.Object); ok {
		n := int(gl.Get("length").ToInteger())
		for i := 0; i < n; i++ {
			pair, ok := gl.Get(itoa(i)).(*goja.Object)
			if !ok {
				return nil, errNotRun
			}
			b.globals = append(b.globals, global{name: pair.Get("0").String(), value: pair.Get("1")})
		}
	}
	for _, f := range []struct {
		name string
		dst  *goja.Callable
	}{
		{"newTransform", &b.newTransform},
		{"transformEnqueue", &b.transformEnqueue},
		{"newReadable", &b.newReadable},
		{"controllerEnqueue", &b.controllerEnqueue},
		{"controllerClose", &b.controllerClose},
		{"controllerError", &b.controllerError},
		{"controllerCanEnqueue", &b.controllerCanEnqueue},
		{"acquireReader", &b.acquireReader},
		{"read", &b.read},
		{"releaseReader", &b.releaseReader},
		{"cancelReader", &b.cancelReader},
		{"newUint8Array", &b.newUint8Array},
		{"newError", &b.newError},
		{"newTypeError", &b.newTypeError},
	} {
		fn, ok := goja.AssertFunction(hooks.Get(f.name))
		if !ok {
			return nil, errNotRun
		}
		*f.dst = fn
	}
	probe, ok := goja.AssertFunction(hooks.Get("probe"))
	if !ok {
		return nil, errNotRun
	}
	b.poll = interrupt.New(probe)
	return b, nil
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}

// jsError makes a JavaScript Error (or TypeError) with message msg, with the
// constructors captured by the implementation. It cannot fail but for an
// interrupt, when it returns the message as a string value.
func (b *binding) jsError(typeError bool, msg string) goja.Value {
	f := b.newError
	if typeError {
		f = b.newTypeError
	}
	v, err := f(nil, b.rt.ToValue(msg))
	if err != nil {
		return b.rt.ToValue(msg)
	}
	return v
}
