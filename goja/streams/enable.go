package streams

import (
	"errors"
	"reflect"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/host"
	"github.com/textcodec/textcodec/internal/host/intrinsics"
)

// Enable installs the Streams Standard's interfaces as properties of rt's
// global object: ReadableStream, ReadableStreamDefaultReader,
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
// Enable keeps the contract of every binding's Enable, stated in package
// encoding's documentation ("Enable"): call it before scripts run; the
// first call (or Interfaces) makes rt's binding, and every later one
// installs the same objects again, per its options.
func Enable(rt *goja.Runtime, opts ...Option) error {
	o := host.ApplyOptions[options](opts)
	b, err := bindingFor(rt)
	if err != nil {
		return err
	}
	if o.maxQueuedGiven {
		if _, err := b.setQueueBudget(nil, rt.ToValue(o.maxQueued)); err != nil {
			return err
		}
	}
	return b.globals.Install(rt, o.keepExisting)
}

// A binding is a runtime's instance of the implementation: the interface
// objects and the internal operations package streams calls. It belongs to
// the runtime's goroutine.
type binding struct {
	rt      *goja.Runtime
	globals host.Interfaces // the interface objects, in the order Enable installs them

	// builtins are the runtime's captured built-ins; holding them keeps
	// the capture alive for later bindings of the runtime.
	builtins *intrinsics.Set
	errors   host.Errors   // the errors the bridge makes, with the captured constructors
	isView   goja.Callable // ArrayBuffer.isView, as captured
	poll     host.Poller   // stops long native calls on the host's interrupt

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
	setQueueBudget       goja.Callable
	platformInterface    goja.Callable
}

// bindings maps each runtime to its binding without keeping either alive.
// The runtime keeps its binding alive (the implementation's program holds
// the binding as its anchor, and every stream holds the program's scope), so
// a binding lives exactly as long as something in the runtime can reach a
// stream or an interface object.
var bindings host.PerRuntime[binding]

// bindingFor returns rt's binding, making it on first use (Enable's or
// Interfaces').
func bindingFor(rt *goja.Runtime) (*binding, error) {
	return bindings.GetOrMake(rt, func() (*binding, error) { return newBinding(rt) })
}

// registrySize returns the number of runtimes in bindings (for tests).
func registrySize() int { return bindings.Len() }

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
	b := &binding{rt: rt, builtins: set, errors: set.Errors(rt), isView: isView}
	// goja has no Symbol.asyncIterator: the program takes it as undefined.
	hv, err := mk(nil, rt.ToValue(b), record, goja.SymIterator, goja.SymToStringTag, rt.ToValue(b.domOperations), goja.SymSpecies, rt.ToValue(isPromise), rt.ToValue(b.chunkBytes))
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
			obj, ok := pair.Get("1").(*goja.Object)
			if !ok {
				return nil, errNotRun
			}
			b.globals = append(b.globals, host.Interface{Name: pair.Get("0").String(), Object: obj})
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
		{"setQueueBudget", &b.setQueueBudget},
		{"platformInterface", &b.platformInterface},
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
	b.poll = host.NewPoller(probe)
	return b, nil
}

// chunkBytes is the bytes a chunk holds, for MaxQueuedBytes: a view's or
// ArrayBuffer's byte length, two per UTF-16 code unit of a string, 0 for
// other values. It reads no property a script controls.
func (b *binding) chunkBytes(v goja.Value) int {
	if s, ok := v.(goja.String); ok {
		return 2 * s.Length()
	}
	p, _ := b.chunkData(v)
	return len(p)
}

// isPromise is ECMAScript's IsPromise: whether v is an object with a
// [[PromiseState]]. It reads no property (a Proxy's traps do not run).
func isPromise(v goja.Value) bool {
	o, ok := v.(*goja.Object)
	return ok && o.ExportType() == promiseType
}

var promiseType = reflect.TypeFor[*goja.Promise]()

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}
