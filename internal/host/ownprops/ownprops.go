// Package ownprops answers which properties an object has as its own, for
// the bindings' install mode that leaves a host's existing globals alone
// (textcodec.KeepExistingGlobals, streams.KeepExistingGlobals).
package ownprops

import "github.com/dop251/goja"

// Names returns the set of o's own string-keyed property names, whatever
// their values and attributes ([[OwnPropertyKeys]], as
// Object.getOwnPropertyNames). It does not panic: when o is a proxy whose
// ownKeys trap throws, it returns the exception as the error.
func Names(rt *goja.Runtime, o *goja.Object) (map[string]bool, error) {
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
