package structuredclone

import (
	"errors"

	"github.com/dop251/goja"
)

// A PlatformObject is a kind of platform object that structuredClone
// clones: an object made by another binding (Blob and File are the HTML
// Standard's examples) that is [Serializable] in Web IDL's sense. The
// binding that makes such objects gives the three functions; a host (or
// this module's k6 extension) passes them to Enable with Serializable.
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
// must not panic; it answers for the most derived interface first (a File
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
}

// addPlatform adds the registrations ps to b's, replacing one of the same
// Interface.
func (b *binding) addPlatform(ps []PlatformObject) {
	for _, p := range ps {
		if p.Is == nil {
			continue
		}
		replaced := false
		for i := range b.platform {
			if b.platform[i].Interface == p.Interface {
				b.platform[i], replaced = p, true
			}
		}
		if !replaced {
			b.platform = append(b.platform, p)
		}
	}
}

// clonePlatformObject is clone.js's $clonePlatformObject(o): the clone of
// o, a registered platform object, made by its serialization and
// deserialization steps.
func (b *binding) clonePlatformObject(call goja.FunctionCall) goja.Value {
	o, _ := call.Argument(0).(*goja.Object)
	for _, p := range b.platform {
		if o == nil || !p.Is(b.rt, o) {
			continue
		}
		if p.Serialize == nil || p.Deserialize == nil {
			panic(b.dataCloneError("a " + p.Interface + " object is not serializable"))
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
