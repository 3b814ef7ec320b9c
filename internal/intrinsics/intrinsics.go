// Package intrinsics captures, once per goja runtime, the ECMAScript
// built-ins that this module's bindings call (Promise.prototype.then,
// Reflect.apply, the error constructors, Uint8Array, ArrayBuffer.isView, ...),
// so that a script that replaces them later changes nothing the bindings do.
//
// Package streams runs its implementation's program lazily: at
// streams.Enable, or only when textcodec's TextDecoderStream or
// TextEncoderStream is first constructed. By then scripts may have run and
// replaced any global or prototype method. A binding therefore calls Capture
// from its Enable, before scripts run; Capture runs a small shared program
// that reads the built-ins into a null-prototype record, and every later
// Capture on the same runtime (by any binding) returns that same record, as
// long as one caller still holds it.
//
// The record is an object of the runtime, which scripts never see. Its
// properties are named in intrinsics.js.
package intrinsics

import (
	_ "embed"
	"errors"
	"runtime"
	"sync"
	"weak"

	"github.com/dop251/goja"
)

//go:embed intrinsics.js
var source string

// program is intrinsics.js compiled, shared by all runtimes.
var program = sync.OnceValue(func() *goja.Program {
	return goja.MustCompile("intrinsics.js", source, true)
})

// A Set is one runtime's captured built-ins. It belongs to the runtime's
// goroutine.
type Set struct {
	record *goja.Object
}

// Record returns the null-prototype object whose properties are the captured
// built-ins (named in intrinsics.js).
func (s *Set) Record() *goja.Object { return s.record }

// Get returns the captured built-in name (undefined for an unknown name).
func (s *Set) Get(name string) goja.Value { return s.record.Get(name) }

// The registry maps each runtime to its Set without keeping either alive:
// the key is a weak pointer to the runtime, removed by a cleanup when the
// runtime is collected, and the value a weak pointer to the Set, which lives
// as long as some binding of the runtime holds it. (Holding it here would
// keep the runtime alive through the record's objects.)
var registry struct {
	mu sync.Mutex
	m  map[weak.Pointer[goja.Runtime]]weak.Pointer[Set]
}

// errNotRun is returned when the capture program did not give a record; only
// a broken runtime gets here.
var errNotRun = errors.New("intrinsics: the capture program did not run")

// Capture returns rt's captured built-ins, capturing them now if no binding
// holds them yet. Call it on the runtime's goroutine, before scripts run (a
// binding's Enable); the caller keeps the Set for as long as it needs the
// capture to be the first one. It fails only when goja does not run the
// program (an interrupt pending on the runtime).
func Capture(rt *goja.Runtime) (*Set, error) {
	key := weak.Make(rt)
	registry.mu.Lock()
	ws, ok := registry.m[key]
	registry.mu.Unlock()
	if ok {
		if s := ws.Value(); s != nil {
			return s, nil
		}
	}
	v, err := rt.RunProgram(program())
	if err != nil {
		return nil, err
	}
	o, ok := v.(*goja.Object)
	if !ok {
		return nil, errNotRun
	}
	s := &Set{record: o}
	registry.mu.Lock()
	if registry.m == nil {
		registry.m = make(map[weak.Pointer[goja.Runtime]]weak.Pointer[Set])
	}
	_, existed := registry.m[key]
	registry.m[key] = weak.Make(s)
	registry.mu.Unlock()
	if !existed {
		runtime.AddCleanup(rt, forgetRuntime, key)
	}
	return s, nil
}

func forgetRuntime(key weak.Pointer[goja.Runtime]) {
	registry.mu.Lock()
	delete(registry.m, key)
	registry.mu.Unlock()
}

// registrySize returns the number of runtimes in the registry (for tests).
func registrySize() int {
	registry.mu.Lock()
	defer registry.mu.Unlock()
	return len(registry.m)
}
