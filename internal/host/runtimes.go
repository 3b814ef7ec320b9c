package host

import (
	"runtime"
	"sync"
	"weak"

	"github.com/dop251/goja"
)

// A PerRuntime maps goja runtimes to values of the bindings (a runtime's
// binding, its captured built-ins) without keeping either alive: the key is
// a weak pointer to the runtime, removed by a cleanup when the runtime is
// collected, and the value a weak pointer, so a value lives exactly as long
// as something else holds it (the runtime, through the JavaScript objects
// that refer to it, or another binding).
//
// A PerRuntime holds at most one *T per runtime. The zero PerRuntime is
// empty and ready to use; it is safe for concurrent use.
type PerRuntime[T any] struct {
	mu sync.Mutex
	m  map[weak.Pointer[goja.Runtime]]weak.Pointer[T]
}

// GetOrMake returns rt's value, making it with mk (on the caller's
// goroutine, without the PerRuntime's lock) when rt has none or it was collected.
// An error from mk is returned and nothing is stored.
func (m *PerRuntime[T]) GetOrMake(rt *goja.Runtime, mk func() (*T, error)) (*T, error) {
	key := weak.Make(rt)
	m.mu.Lock()
	w, ok := m.m[key]
	m.mu.Unlock()
	if ok {
		if v := w.Value(); v != nil {
			return v, nil
		}
	}
	v, err := mk()
	if err != nil {
		return nil, err
	}
	m.mu.Lock()
	if m.m == nil {
		m.m = make(map[weak.Pointer[goja.Runtime]]weak.Pointer[T])
	}
	_, existed := m.m[key]
	m.m[key] = weak.Make(v)
	m.mu.Unlock()
	if !existed {
		runtime.AddCleanup(rt, m.forget, key)
	}
	return v, nil
}

// Get returns rt's value, or nil when rt has none (or it was collected). It
// makes nothing.
func (m *PerRuntime[T]) Get(rt *goja.Runtime) *T {
	m.mu.Lock()
	w, ok := m.m[weak.Make(rt)]
	m.mu.Unlock()
	if !ok {
		return nil
	}
	return w.Value()
}

func (m *PerRuntime[T]) forget(key weak.Pointer[goja.Runtime]) {
	m.mu.Lock()
	delete(m.m, key)
	m.mu.Unlock()
}

// Len returns the number of runtimes in the PerRuntime not yet collected.
func (m *PerRuntime[T]) Len() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.m)
}
