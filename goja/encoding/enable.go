package encoding

import (
	"runtime"
	"sync"
	"weak"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/host"
	"github.com/textcodec/textcodec/internal/host/intrinsics"
)

// Enable installs TextDecoder, TextEncoder, TextDecoderStream and
// TextEncoderStream as properties of rt's global object, with the options
// given. It keeps the contract of every binding's Enable, stated in the
// package documentation ("Enable"): the first call (or Interfaces) makes
// rt's binding, every later one installs the same objects again per its
// options, and a MaxOutputBytes given to a later call replaces the earlier
// limit (one not given leaves it).
func Enable(rt *goja.Runtime, opts ...Option) error {
	o := host.ApplyOptions[options](opts)
	b, err := bindingFor(rt)
	if err != nil {
		return err
	}
	if o.maxOutputGiven {
		b.opts.maxOutput = o.maxOutput
	}
	return b.globals.Install(rt, o.keepExisting)
}

// bindings maps each runtime to its binding without keeping either alive.
// The runtime keeps its binding alive: the interface objects, and every
// object they made, refer to the binding's construct callback.
var bindings host.PerRuntime[binding]

// bindingFor returns rt's binding, making it on first use (Enable's or
// Interfaces'). It fails only when goja does not run the binding's setup (an
// interrupt), and then stores nothing.
func bindingFor(rt *goja.Runtime) (*binding, error) {
	return bindings.GetOrMake(rt, func() (*binding, error) { return newBinding(rt) })
}

// newBinding makes a binding of rt with its interface objects, and installs
// nothing.
func newBinding(rt *goja.Runtime) (*binding, error) {
	b := &binding{rt: rt, streams: &streamBinding{}}
	b.streams.b = b
	// The built-ins the binding and package streams call, captured now,
	// before scripts run: TextDecoderStream and TextEncoderStream start
	// the streams implementation only when first constructed, and it
	// takes this capture then (the binding holds it so that it lasts).
	var err error
	if b.captured, err = intrinsics.Capture(rt); err != nil {
		return nil, err
	}
	b.errors = b.captured.Errors(rt)
	b.builtins.uint8Array, _ = goja.AssertConstructor(b.captured.Get("Uint8Array"))
	if err := b.interfaces(); err != nil {
		return nil, err
	}
	return b, nil
}

// A binding is a runtime's instance of the interfaces: the runtime, the
// interface objects, the registries of instances and the built-ins it
// captured. It belongs to the runtime's goroutine; only the registries'
// cleanups run elsewhere.
type binding struct {
	rt       *goja.Runtime
	decCtor  *goja.Object    // TextDecoder
	decProto *goja.Object    // TextDecoder.prototype
	encCtor  *goja.Object    // TextEncoder
	encProto *goja.Object    // TextEncoder.prototype
	globals  host.Interfaces // the interface objects, in the order Enable installs them
	decoders registry[*decoderState]
	encoders registry[struct{}]
	scratch  []uint16 // decode output buffer, reused while small
	streams  *streamBinding
	opts     settings    // what Enable's Options set
	poll     host.Poller // stops long native calls on the host's interrupt

	// captured are the runtime's captured built-ins; holding them keeps
	// the capture alive for package streams.
	captured *intrinsics.Set
	builtins builtins    // those the binding calls itself
	errors   host.Errors // the errors it throws
}

// must turns an error from a goja call that cannot fail (one on objects the
// binding made itself) into a panic.
func (b *binding) must(err error) {
	if err != nil {
		panic(err)
	}
}

// The interface objects are JavaScript classes whose constructors call back
// into Go. A class gives what Web IDL asks of a constructor and a goja native
// constructor cannot do: a TypeError when called without new, and new.target
// (a native constructor cannot tell new C() from C()). "extends null" makes it
// a derived constructor, so no object is made before the body runs: the
// callback converts the arguments and only then reads new.target's
// prototype, in Web IDL's order. Parameters with initialisers leave length
// at 0. The program is compiled once and shared by all runtimes; one run of
// it makes all four classes, which share one callback, and the empty
// function the binding's host.Poller calls, and captures ArrayBuffer.isView
// when the binding needs it (builtins.go). (The object literal holding them
// is the cheapest way to reach %Object.prototype%, which a script cannot
// replace.)
const classesSource = `(function (construct, needIsView) {
	return {
		probe: function () {},` + builtinsSource + `
		TextDecoder: class TextDecoder extends null {
			constructor(label = undefined, options = undefined) { return construct(0, new.target, label, options); }
		},
		TextEncoder: class TextEncoder extends null {
			constructor() { return construct(1, new.target); }
		},
		TextDecoderStream: class TextDecoderStream extends null {
			constructor(label = undefined, options = undefined) { return construct(2, new.target, label, options); }
		},
		TextEncoderStream: class TextEncoderStream extends null {
			constructor() { return construct(3, new.target); }
		},
	};
})`

var classesProgram = sync.OnceValue(func() *goja.Program {
	return goja.MustCompile("textcodec", classesSource, true)
})

// interfaces creates the four interface objects (TextDecoderStream's and
// TextEncoderStream's in b.streams). It fails only if goja does not run the
// classes' program (an interrupt).
func (b *binding) interfaces() error {
	rt := b.rt
	v, err := rt.RunProgram(classesProgram())
	if err != nil {
		return err
	}
	mk, _ := goja.AssertFunction(v)
	_, slotsKnown := readKind(nil) // whether goja's slots can be read
	res, err := mk(nil, rt.ToValue(b.construct), rt.ToValue(!slotsKnown))
	if err != nil {
		return err
	}
	classes := res.(*goja.Object)
	probe, _ := goja.AssertFunction(classes.Get("probe"))
	b.poll = host.NewPoller(probe)
	b.builtins.isView, _ = goja.AssertFunction(classes.Get("isView"))
	objectProto := classes.Prototype()
	class := func(name string) *goja.Object { return classes.Get(name).(*goja.Object) }
	sb := b.streams
	b.decCtor, b.decProto = b.setUpInterface(class("TextDecoder"), objectProto, "TextDecoder", b.textDecoderMembers)
	b.encCtor, b.encProto = b.setUpInterface(class("TextEncoder"), objectProto, "TextEncoder", b.textEncoderMembers)
	sb.decCtor, sb.decProto = b.setUpInterface(class("TextDecoderStream"), objectProto, "TextDecoderStream", sb.decoderStreamMembers)
	sb.encCtor, sb.encProto = b.setUpInterface(class("TextEncoderStream"), objectProto, "TextEncoderStream", sb.encoderStreamMembers)
	b.globals = host.Interfaces{
		{Name: "TextDecoder", Object: b.decCtor},
		{Name: "TextEncoder", Object: b.encCtor},
		{Name: "TextDecoderStream", Object: sb.decCtor},
		{Name: "TextEncoderStream", Object: sb.encCtor},
	}
	return nil
}

// setUpInterface completes an interface object, a class, as Web IDL lays it
// out: its prototype object inherits from Object.prototype and holds the
// members (attributes and operations, which members defines) and
// @@toStringTag. The class already has the right name, length, prototype and
// constructor properties.
func (b *binding) setUpInterface(ctor, objectProto *goja.Object, name string, members func(proto *goja.Object)) (*goja.Object, *goja.Object) {
	proto := ctor.Get("prototype").(*goja.Object)
	b.must(proto.SetPrototype(objectProto))
	members(proto)
	b.must(proto.DefineDataPropertySymbol(goja.SymToStringTag, b.jsName(name), goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE))
	return ctor, proto
}

// construct is the classes' callback: construct(which, new.target, ...args),
// which is 0 for TextDecoder, 1 for TextEncoder, 2 for TextDecoderStream and
// 3 for TextEncoderStream. Only the classes can reach it.
func (b *binding) construct(call goja.FunctionCall) goja.Value {
	newTarget, _ := call.Argument(1).(*goja.Object)
	switch call.Argument(0).ToInteger() {
	case 0:
		return b.constructDecoder(call.Argument(2), call.Argument(3), newTarget)
	case 1:
		return b.constructEncoder(newTarget)
	case 2:
		return b.streams.constructDecoderStream(call.Argument(2), call.Argument(3), newTarget)
	}
	return b.streams.constructEncoderStream(newTarget)
}

// create makes the object a constructor returns, once its arguments are
// converted ("internally create a new object implementing the interface"):
// its prototype is new.target's "prototype" property, or the interface's
// prototype object when that is not an object.
func (b *binding) create(newTarget, ctor, proto *goja.Object) *goja.Object {
	if newTarget != nil && newTarget != ctor {
		if p, ok := newTarget.Get("prototype").(*goja.Object); ok {
			proto = p
		}
	}
	return b.rt.CreateObject(proto)
}

// jsNames holds the JavaScript strings of the names Enable gives functions
// and @@toStringTag, made once: goja's strings are immutable values that
// runtimes may share.
var jsNames sync.Map // string -> goja.Value

// jsName returns name as a JavaScript string from jsNames.
func (b *binding) jsName(name string) goja.Value {
	if v, ok := jsNames.Load(name); ok {
		return v.(goja.Value)
	}
	v, _ := jsNames.LoadOrStore(name, stringFromASCII(name))
	return v.(goja.Value)
}

// function creates a built-in function object with the given name and length.
func (b *binding) function(name string, length int, fn func(goja.FunctionCall) goja.Value) *goja.Object {
	f := b.rt.ToValue(fn).(*goja.Object)
	b.must(f.DefineDataProperty("name", b.jsName(name), goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE))
	if length != 0 {
		b.must(f.DefineDataProperty("length", b.rt.ToValue(length), goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE))
	}
	return f
}

// operation defines a regular operation: an enumerable, writable,
// configurable method on the prototype.
func (b *binding) operation(proto *goja.Object, name string, length int, fn func(goja.FunctionCall) goja.Value) {
	b.must(proto.DefineDataProperty(name, b.function(name, length, fn), goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_TRUE))
}

// attribute defines a read-only regular attribute: an enumerable,
// configurable accessor property with no setter and a getter named
// getterName ("get <name>").
func (b *binding) attribute(proto *goja.Object, name, getterName string, get func(goja.FunctionCall) goja.Value) {
	b.must(proto.DefineAccessorProperty(name, b.function(getterName, 0, get), nil, goja.FLAG_TRUE, goja.FLAG_TRUE))
}

// A registry maps the objects an interface's constructor made to their Go
// state without keeping them alive: it is the "platform object" brand check.
// Objects are keyed by weak pointers and removed by a cleanup when collected,
// as goja's own WeakMap does; the mutex is for those cleanups, which run on
// another goroutine. The table is allocated on its own and refers to nothing
// in the runtime, so that the cleanups, which hold it, do not keep the
// objects alive.
type registry[T any] struct {
	t *registryTable[T] // made by the first add
	// The last object found, and its state: repeated calls on one object
	// (a streaming loop) skip the table. This keeps that one object alive
	// until another is looked up.
	last  *goja.Object
	lastV T
}

type registryTable[T any] struct {
	mu sync.Mutex
	m  map[weak.Pointer[goja.Object]]T
}

// add registers o with state v, which must not refer to o.
func (r *registry[T]) add(o *goja.Object, v T) {
	t := r.t
	if t == nil {
		t = &registryTable[T]{m: make(map[weak.Pointer[goja.Object]]T)}
		r.t = t
	}
	p := weak.Make(o)
	t.mu.Lock()
	t.m[p] = v
	t.mu.Unlock()
	runtime.AddCleanup(o, t.remove, p)
}

func (t *registryTable[T]) remove(p weak.Pointer[goja.Object]) {
	t.mu.Lock()
	delete(t.m, p)
	t.mu.Unlock()
}

// get returns v's state when v is an object the constructor made.
func (r *registry[T]) get(v goja.Value) (T, bool) {
	var zero T
	o, ok := v.(*goja.Object)
	t := r.t
	if !ok || o == nil || t == nil {
		return zero, false
	}
	if o == r.last {
		return r.lastV, true
	}
	p := weak.Make(o)
	t.mu.Lock()
	s, ok := t.m[p]
	t.mu.Unlock()
	if ok {
		r.last, r.lastV = o, s
	}
	return s, ok
}

// len returns the number of registered objects not yet collected.
func (r *registry[T]) len() int {
	t := r.t
	if t == nil {
		return 0
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	return len(t.m)
}

// has tells whether o is registered, as get does, without remembering o
// as the last object found.
func (r *registry[T]) has(o *goja.Object) bool {
	t := r.t
	if t == nil || o == nil {
		return false
	}
	if o == r.last {
		return true
	}
	p := weak.Make(o)
	t.mu.Lock()
	_, ok := t.m[p]
	t.mu.Unlock()
	return ok
}
