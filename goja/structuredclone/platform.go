package structuredclone

import (
	"errors"
	"sync"
	"sync/atomic"

	"github.com/dop251/goja"
)

// A PlatformObject is a kind of platform object that structuredClone
// clones: an object made by another binding (Blob and File are the HTML
// Standard's examples) that is [Serializable] in Web IDL's sense. The
// binding that makes such objects gives the three functions, and they are
// registered for every runtime with Register (from an init function of the
// package that connects the two), or for one runtime with Enable's option
// Serializable:
//
//	structuredclone.Enable(rt, structuredclone.Serializable(structuredclone.PlatformObject{
//		Interface:   "Blob",
//		Is:          func(rt *goja.Runtime, o *goja.Object) bool { ... },
//		Serialize:   func(rt *goja.Runtime, o *goja.Object) (any, error) { ... },
//		Deserialize: func(rt *goja.Runtime, data any) (*goja.Object, error) { ... },
//	}))
//
// Is is asked first, for every object a clone reaches (before the
// object's other kinds), so it must be quick, must not run a script, and
// must not panic (goja's Object.Export panics for a typed array whose buffer
// was detached: compare ExportType before calling Export); it answers for the most derived interface first (a File
// is a Blob too: register File before Blob). Serialize is the interface's
// serialization steps: it returns the object's data as Go values that do
// not refer to the runtime, or an error, which the script gets as a
// "DataCloneError" DOMException (a *goja.Exception error is thrown as it
// is). Deserialize is the deserialization steps: a new object of the
// interface in rt, from what Serialize returned; it must not depend on the
// runtime's globals (the interface may have been deleted from the global
// object). Serialize nil makes such objects not serializable: a clone that
// reaches one throws a "DataCloneError" DOMException.
//
// The functions are called on the runtime's goroutine, during a clone.
type PlatformObject struct {
	Interface   string
	Is          func(rt *goja.Runtime, o *goja.Object) bool
	Serialize   func(rt *goja.Runtime, o *goja.Object) (any, error)
	Deserialize func(rt *goja.Runtime, data any) (*goja.Object, error)

	// interfaceOf names the interface of an object Is answered for, for
	// the registrations of several interfaces (notserializable.go).
	interfaceOf func(rt *goja.Runtime, v goja.Value) (string, bool)
}

// interfaceName returns the name of o's interface, for messages.
func (p PlatformObject) interfaceName(rt *goja.Runtime, o *goja.Object) string {
	if p.interfaceOf != nil {
		if name, ok := p.interfaceOf(rt, o); ok {
			return name
		}
	}
	return p.Interface
}

// Register registers p for every runtime, in this process: each clone
// asks the runtime's own registrations (Serializable) first, then these, in
// the order they were registered. One with an Interface registered before
// replaces it. Call it from an init function, or before the runtimes that
// need it clone anything; it is safe for concurrent use.
func Register(p PlatformObject) {
	registered.mu.Lock()
	defer registered.mu.Unlock()
	var list []PlatformObject
	if l := registered.list.Load(); l != nil {
		list = *l
	}
	list = withPlatform(list, p)
	registered.list.Store(&list)
}

// registered are Register's registrations: a list replaced, never changed,
// so that clones read it without a lock.
var registered struct {
	mu   sync.Mutex
	list atomic.Pointer[[]PlatformObject]
}

// withPlatform returns list with p added, or replacing the one of the same
// Interface (in a new slice: list may be shared). A p without Is is left
// out.
func withPlatform(list []PlatformObject, p PlatformObject) []PlatformObject {
	if p.Is == nil {
		return list
	}
	out := make([]PlatformObject, 0, len(list)+1)
	replaced := false
	for _, q := range list {
		if q.Interface == p.Interface {
			q, replaced = p, true
		}
		out = append(out, q)
	}
	if !replaced {
		out = append(out, p)
	}
	return out
}

// addPlatform adds the registrations ps to b's.
func (b *binding) addPlatform(ps []PlatformObject) {
	for _, p := range ps {
		b.platform = withPlatform(b.platform, p)
	}
}

// platformFor returns the registration o is an object of: b's own first,
// then Register's.
func (b *binding) platformFor(o *goja.Object) (PlatformObject, bool) {
	if o == nil {
		return PlatformObject{}, false
	}
	for _, p := range b.platform {
		if p.Is(b.rt, o) {
			return p, true
		}
	}
	if l := registered.list.Load(); l != nil {
		for _, p := range *l {
			if p.Is(b.rt, o) {
				return p, true
			}
		}
	}
	return PlatformObject{}, false
}

// clonePlatformObject is clone.js's $clonePlatformObject(o): the clone of
// o, a registered platform object, made by its serialization and
// deserialization steps.
func (b *binding) clonePlatformObject(call goja.FunctionCall) goja.Value {
	o, _ := call.Argument(0).(*goja.Object)
	if p, ok := b.platformFor(o); ok {
		if p.Serialize == nil || p.Deserialize == nil {
			panic(b.dataCloneError("a " + p.interfaceName(b.rt, o) + " object is not serializable"))
		}
		data, err := p.Serialize(b.rt, o)
		if err == nil {
			var out *goja.Object
			if out, err = p.Deserialize(b.rt, data); err == nil && out != nil {
				return out
			}
		}
		var ex *goja.Exception
		if errors.As(err, &ex) {
			panic(ex)
		}
		msg := "a " + p.Interface + " object could not be cloned"
		if err != nil {
			msg += ": " + err.Error()
		}
		panic(b.dataCloneError(msg))
	}
	panic(b.dataCloneError("not a platform object"))
}
