package host

import (
	"errors"

	"github.com/dop251/goja"
)

// An Interface is an interface object of a binding and the name Enable
// installs it under.
type Interface struct {
	Name   string
	Object *goja.Object
}

// Interfaces are a binding's interface objects, in the order Enable installs
// them.
type Interfaces []Interface

// Install defines each interface object as a property of rt's global object
// (writable, configurable, not enumerable, as Web IDL defines interface
// objects), replacing what was there; with keepExisting it leaves alone
// every name the global object already has as an own property, whatever its
// value or attributes, and installs only the missing ones. It does not
// panic. A property a script made non-configurable is skipped and reported
// in the error, and the others are installed; with keepExisting, a global
// object whose own keys cannot be listed (a proxy whose ownKeys trap throws)
// makes it fail before it installs anything.
func (is Interfaces) Install(rt *goja.Runtime, keepExisting bool) error {
	global := rt.GlobalObject()
	var existing map[string]bool
	if keepExisting {
		var err error
		if existing, err = ownNames(rt, global); err != nil {
			return err
		}
	}
	var errs []error
	for _, i := range is {
		if existing[i.Name] {
			continue
		}
		if err := global.DefineDataProperty(i.Name, i.Object, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// Map returns the interface objects by name, in a new map: the result of a
// binding's Interfaces(rt).
func (is Interfaces) Map() map[string]*goja.Object {
	m := make(map[string]*goja.Object, len(is))
	for _, i := range is {
		m[i.Name] = i.Object
	}
	return m
}

// ownNames returns the set of o's own string-keyed property names, whatever
// their values and attributes ([[OwnPropertyKeys]], as
// Object.getOwnPropertyNames). It does not panic: when o is a proxy whose
// ownKeys trap throws, it returns the exception as the error.
func ownNames(rt *goja.Runtime, o *goja.Object) (map[string]bool, error) {
	var names []string
	if err := rt.Try(func() { names = o.GetOwnPropertyNames() }); err != nil {
		return nil, err
	}
	set := make(map[string]bool, len(names))
	for _, n := range names {
		set[n] = true
	}
	return set, nil
}

// ApplyOptions returns the settings opts set, applied in order to a zero O
// (nil options are skipped): how each binding's Enable reads its Options.
func ApplyOptions[O any, Option ~func(*O)](opts []Option) O {
	var o O
	for _, opt := range opts {
		if opt != nil {
			opt(&o)
		}
	}
	return o
}
