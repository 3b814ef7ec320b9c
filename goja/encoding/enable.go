package encoding

import (
	"errors"
	"runtime"
	"sync"
	"weak"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/host/interrupt"
	"github.com/textcodec/textcodec/internal/host/intrinsics"
	"github.com/textcodec/textcodec/internal/host/ownprops"
)

// Enable installs TextDecoder, TextEncoder, TextDecoderStream and
// TextEncoderStream as properties of rt's global object (writable,
// configurable, not enumerable, as Web IDL defines interface objects), with
// the options given. Call it from the runtime's goroutine, before running
// scripts: it captures the built-ins the interfaces use (RangeError,
// Uint8Array, ...) so that nothing a script does later changes what they
// accept, throw or return.
//
// Enable may be called on any number of runtimes, from any goroutines (each
// runtime from its own); runtimes share nothing but immutable data. Calling it
// again on the same runtime installs fresh interface objects; objects made by
// the earlier ones keep working with their own methods. (The first call
// installs those InterfacesOf made, if it ran on rt first.) With
// KeepExistingGlobals, names the global object already has are left as they
// are (so a second call changes nothing). Enable does not panic. It fails
// only when goja does not run its setup (an interrupt pending on the
// runtime), and then installs nothing; a global property that a script has
// made non-configurable is skipped and reported in the error (in the
// default mode), the others are installed.
func Enable(rt *goja.Runtime, opts ...Option) error {
	_, err := enable(rt, opts...)
	return err
}

func enable(rt *goja.Runtime, opts ...Option) (*binding, error) {
	b, err := bindingToEnable(rt, opts...)
	if err != nil {
		return b, err
	}
	global := rt.GlobalObject()
	var existing map[string]bool
	if b.opts.keepExisting {
		if existing, err = ownprops.Names(rt, global); err != nil {
			return b, err
		}
	}
	sb := b.streams
	var errs []error
	for _, g := range [...]struct {
		name string
		ctor *goja.Object
	}{
		{"TextDecoder", b.decCtor},
		{"TextEncoder", b.encCtor},
		{"TextDecoderStream", sb.decCtor},
		{"TextEncoderStream", sb.encCtor},
	} {
		if existing[g.name] {
			continue
		}
		if err := global.DefineDataProperty(g.name, g.ctor, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
			errs = append(errs, err)
		}
	}
	return b, errors.Join(errs...)
}

// newBinding applies opts to a new binding of rt with its interface objects, and installs
// nothing. It fails only when goja does not run its setup (an interrupt).
func newBinding(rt *goja.Runtime, opts ...Option) (*binding, error) {
	b := &binding{rt: rt, streams: &streamBinding{}}
	b.setOptions(opts)
	b.streams.b = b
	// The built-ins package streams calls, captured now, before scripts
	// run: TextDecoderStream and TextEncoderStream start the streams
	// implementation only when first constructed, and it takes this
	// record then (the binding holds it so that it lasts).
	var err error
	if b.streamBuiltins, err = intrinsics.Capture(rt); err != nil {
		return b, err
	}
	return b, b.interfaces()
}

// A binding is one Enable call's state: the runtime, the interface objects,
// the registries of instances and the built-ins it captured. It belongs
// to the runtime's goroutine; only the registries' cleanups run elsewhere.
type binding struct {
	rt       *goja.Runtime
	decCtor  *goja.Object // TextDecoder
	decProto *goja.Object // TextDecoder.prototype
	encCtor  *goja.Object // TextEncoder
	encProto *goja.Object // TextEncoder.prototype
	decoders registry[*decoderState]
	encoders registry[struct{}]
	scratch  []uint16 // decode output buffer, reused while small
	streams  *streamBinding
	opts     options          // what Enable's Options set
	poll     interrupt.Poller // stops long native calls on the host's interrupt

	builtins builtins // the realm's built-ins, captured by Enable

	streamBuiltins *intrinsics.Set // those package streams uses, held for it

	current *currentBinding // rt's record of its current binding, held for it
}

// setOptions sets b's options to opts' (and the defaults for the others).
func (b *binding) setOptions(opts []Option) {
	b.opts = options{}
	for _, o := range opts {
		if o != nil {
			o(&b.opts)
		}
	}
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
// it makes all four classes, which share one callback, the empty function
// the binding's interrupt.Poller calls, and captures the built-ins the
// binding uses (builtins.go). (The object literal
// holding them is the cheapest way to reach %Object.prototype%, which a
// script cannot replace.)
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
	b.poll = interrupt.New(probe)
	b.captureBuiltins(classes)
	objectProto := classes.Prototype()
	class := func(name string) *goja.Object { return classes.Get(name).(*goja.Object) }
	sb := b.streams
	b.decCtor, b.decProto = b.setUpInterface(class("TextDecoder"), objectProto, "TextDecoder", b.textDecoderMembers)
	b.encCtor, b.encProto = b.setUpInterface(class("TextEncoder"), objectProto, "TextEncoder", b.textEncoderMembers)
	sb.decCtor, sb.decProto = b.setUpInterface(class("TextDecoderStream"), objectProto, "TextDecoderStream", sb.decoderStreamMembers)
	sb.encCtor, sb.encProto = b.setUpInterface(class("TextEncoderStream"), objectProto, "TextEncoderStream", sb.encoderStreamMembers)
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
