package structuredclone

import (
	"errors"
	"strconv"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/dom"
	"github.com/textcodec/textcodec/internal/host"
	"github.com/textcodec/textcodec/internal/host/intrinsics"
)

// Enable installs structuredClone as a property of rt's global object.
//
// Enable keeps the contract of every binding's Enable, stated in package
// encoding's documentation ("Enable"): call it before scripts run (the
// built-ins the clone calls are captured then); the first call (or
// Interfaces, or Clone) makes rt's binding, and every later one installs
// the same function again, per its options.
func Enable(rt *goja.Runtime, opts ...Option) error {
	o := host.ApplyOptions[options](opts)
	b, err := bindingFor(rt)
	if err != nil {
		return err
	}
	if o.maxObjects != 0 {
		b.maxObjects = max(o.maxObjects, 0)
	}
	b.addPlatform(o.platform)
	return b.globals.Install(rt, o.keepExisting)
}

// Interfaces returns rt's structuredClone function under the name Enable
// installs it as ("structuredClone"), in a new map, for hosts that hand it
// to scripts other than as a global. It keeps the contract of package
// encoding's Interfaces: it makes rt's binding if it has none, installs
// nothing, and gives the same function as every Enable and Interfaces on
// rt.
func Interfaces(rt *goja.Runtime) (map[string]*goja.Object, error) {
	b, err := bindingFor(rt)
	if err != nil {
		return nil, err
	}
	return b.globals.Map(), nil
}

// Clone returns the structured clone of value in rt, with the ArrayBuffers
// of transfer transferred (detached, their data moved to the clone's), as
// structuredClone(value, { transfer }) does, for hosts: value and the
// transferables are rt's. A value that cannot be cloned gives the script's
// exception as a *goja.Exception (a "DataCloneError" DOMException, or what
// a getter threw), and an interrupt of rt gives goja's
// *goja.InterruptedError. Call it on rt's goroutine, from Go (it may be
// called from a native function a script called). The Options of rt's
// Enable apply (MaxObjects, Serializable); a runtime on which Enable was
// never called gets its binding now, with the built-ins as they are now.
func Clone(rt *goja.Runtime, value goja.Value, transfer []*goja.Object) (goja.Value, error) {
	b, err := bindingFor(rt)
	if err != nil {
		return nil, err
	}
	list := rt.NewArray()
	for i, t := range transfer {
		if t == nil {
			return nil, errors.New("structuredclone: Clone: transfer holds nil")
		}
		if err := list.Set(strconv.Itoa(i), t); err != nil {
			return nil, err
		}
	}
	if value == nil {
		value = goja.Undefined()
	}
	return b.clone(nil, value, list)
}

// A binding is a runtime's instance of the implementation. It belongs to the
// runtime's goroutine.
type binding struct {
	rt      *goja.Runtime
	globals host.Interfaces // structuredClone

	// builtins are the runtime's captured built-ins; holding them keeps
	// the capture alive for later bindings of the runtime.
	builtins *intrinsics.Set
	errors   host.Errors
	poll     host.Poller
	clone    goja.Callable // the program's clone(value, transfer)

	maxObjects int              // MaxObjects' limit; 0 for none
	platform   []PlatformObject // Serializable's registrations
}

// bindings maps each runtime to its binding without keeping either alive
// (as package dom's does): the program's functions hold the binding.
var bindings host.PerRuntime[binding]

func bindingFor(rt *goja.Runtime) (*binding, error) {
	return bindings.GetOrMake(rt, func() (*binding, error) { return newBinding(rt) })
}

// registrySize returns the number of runtimes in bindings (for tests).
func registrySize() int { return bindings.Len() }

// errNotRun is returned when the implementation's program did not give what
// it always gives; only an interrupted or broken runtime gets here.
var errNotRun = errors.New("structuredclone: the implementation did not initialise")

// newBinding runs the implementation's program in rt, with the built-ins
// captured by the runtime's first binding (or now, if this is the first).
func newBinding(rt *goja.Runtime) (*binding, error) {
	set, err := intrinsics.Capture(rt)
	if err != nil {
		return nil, err
	}
	record, err := set.WithBufferOps(rt)
	if err != nil {
		return nil, err
	}
	set.WithObjectMaps(rt)
	v, err := rt.RunProgram(program())
	if err != nil {
		return nil, err
	}
	mk, ok := goja.AssertFunction(v)
	if !ok {
		return nil, errNotRun
	}
	b := &binding{rt: rt, builtins: set, errors: set.Errors(rt)}
	goFuncs := rt.NewObject()
	for _, f := range []struct {
		name string
		fn   func(goja.FunctionCall) goja.Value
	}{
		{"kindOf", b.kindOfCall},
		{"cloneWrapper", b.cloneWrapper},
		{"dateValue", b.dateValue},
		{"copyBuffer", b.copyBuffer},
		{"shareBuffer", b.shareBuffer},
		{"detachBuffer", b.detachBuffer},
		{"clonePlatformObject", b.clonePlatformObject},
		{"newDataCloneError", func(c goja.FunctionCall) goja.Value { return b.dataCloneError(c.Argument(0).String()) }},
		{"objectLimit", func(goja.FunctionCall) goja.Value { return rt.ToValue(b.maxObjects) }},
	} {
		if err := goFuncs.Set(f.name, f.fn); err != nil {
			return nil, err
		}
	}
	hv, err := mk(nil, rt.ToValue(b), record, goFuncs, goja.SymIterator)
	if err != nil {
		return nil, err
	}
	hooks, ok := hv.(*goja.Object)
	if !ok {
		return nil, errNotRun
	}
	fn, ok := hooks.Get("structuredClone").(*goja.Object)
	if !ok {
		return nil, errNotRun
	}
	b.globals = host.Interfaces{{Name: "structuredClone", Object: fn}}
	if b.clone, ok = goja.AssertFunction(hooks.Get("clone")); !ok {
		return nil, errNotRun
	}
	probe, ok := goja.AssertFunction(hooks.Get("probe"))
	if !ok {
		return nil, errNotRun
	}
	b.poll = host.NewPoller(probe)
	return b, nil
}

// kindOfCall is clone.js's $kindOf(o).
func (b *binding) kindOfCall(call goja.FunctionCall) goja.Value {
	o, ok := call.Argument(0).(*goja.Object)
	if !ok {
		return b.rt.ToValue(kindNotSerializable)
	}
	return b.rt.ToValue(b.kindOf(o))
}

// dataCloneError returns a new "DataCloneError" DOMException with message
// msg, made by package dom's implementation (which runs in the runtime if
// it has not yet, with the built-ins the runtime's first binding
// captured).
func (b *binding) dataCloneError(msg string) goja.Value {
	ops, err := dom.Operations(b.rt)
	if err != nil {
		host.Throw(b.rt, err)
	}
	mk, ok := goja.AssertFunction(ops.Get("newDOMException"))
	if !ok {
		panic(b.rt.NewTypeError("structuredClone: no DOMException"))
	}
	v, err := mk(nil, b.rt.ToValue(msg), b.rt.ToValue("DataCloneError"))
	if err != nil {
		host.Throw(b.rt, err)
	}
	return v
}

func itoa(n int) string { return strconv.Itoa(n) }
