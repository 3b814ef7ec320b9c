package intrinsics

import (
	"github.com/dop251/goja"
)

// This file gives package dom maps keyed by object identity without
// capturing %Map%: reading Map at a binding's Enable makes goja build Map,
// its prototype and its iterators (about 170 allocations and 14 KiB in
// every runtime, used or not), while these maps are made in Go only when
// dom's program runs, and reach nothing a script can change.
//
// WithObjectMaps adds to the record:
//
//	newObjectMap()      a new, empty map whose keys are objects, compared by
//	                    identity (SameValueZero on objects); its methods are
//	                    get(k), set(k, v) (returns the map), has(k),
//	                    delete(k) and the size getter, as Map's
//
// A key that is not an object is a TypeError: the callers (listener
// callbacks, abort signals) never pass one.

// objectMap is an object map's Go side. As a goja.DynamicObject it has no
// properties of its own; its methods are on the shared prototype.
type objectMap struct {
	entries map[*goja.Object]goja.Value
}

func (*objectMap) Get(string) goja.Value       { return nil }
func (*objectMap) Set(string, goja.Value) bool { return false }
func (*objectMap) Has(string) bool             { return false }
func (*objectMap) Delete(string) bool          { return false }
func (*objectMap) Keys() []string              { return nil }

// WithObjectMaps returns the record with newObjectMap added (made on the
// first call). Call it on the goroutine of rt, the Set's runtime.
func (s *Set) WithObjectMaps(rt *goja.Runtime) *goja.Object {
	if _, done := goja.AssertFunction(s.record.Get("newObjectMap")); done {
		return s.record
	}
	mapOf := func(v goja.Value) *objectMap {
		if o, ok := v.(*goja.Object); ok {
			if m, ok := o.Export().(*objectMap); ok {
				return m
			}
		}
		panic(rt.NewTypeError("not an object map"))
	}
	keyOf := func(v goja.Value) *goja.Object {
		if o, ok := v.(*goja.Object); ok {
			return o
		}
		panic(rt.NewTypeError("an object map's key must be an object"))
	}
	proto := rt.NewObject()
	_ = proto.SetPrototype(nil)
	method := func(name string, f func(m *objectMap, call goja.FunctionCall) goja.Value) {
		_ = proto.Set(name, func(call goja.FunctionCall) goja.Value { return f(mapOf(call.This), call) })
	}
	method("get", func(m *objectMap, call goja.FunctionCall) goja.Value {
		if v, ok := m.entries[keyOf(call.Argument(0))]; ok {
			return v
		}
		return goja.Undefined()
	})
	method("set", func(m *objectMap, call goja.FunctionCall) goja.Value {
		m.entries[keyOf(call.Argument(0))] = call.Argument(1)
		return call.This
	})
	method("has", func(m *objectMap, call goja.FunctionCall) goja.Value {
		_, ok := m.entries[keyOf(call.Argument(0))]
		return rt.ToValue(ok)
	})
	method("delete", func(m *objectMap, call goja.FunctionCall) goja.Value {
		k := keyOf(call.Argument(0))
		_, ok := m.entries[k]
		delete(m.entries, k)
		return rt.ToValue(ok)
	})
	size := rt.ToValue(func(call goja.FunctionCall) goja.Value {
		return rt.ToValue(len(mapOf(call.This).entries))
	})
	_ = proto.DefineAccessorProperty("size", size, nil, goja.FLAG_FALSE, goja.FLAG_FALSE)
	_ = s.record.Set("newObjectMap", func(goja.FunctionCall) goja.Value {
		o := rt.NewDynamicObject(&objectMap{entries: make(map[*goja.Object]goja.Value)})
		_ = o.SetPrototype(proto)
		return o
	})
	return s.record
}
