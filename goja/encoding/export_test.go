package encoding

import (
	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/host/gojaobj"
)

// WithoutSlots makes the package act as if goja's object layout were unknown
// (see slots.go) until restore is called, to test the fallbacks.
func WithoutSlots() (restore func()) {
	saved := readKind
	readKind = func(*goja.Object) (gojaobj.Kind, bool) { return gojaobj.NotView, false }
	return func() { readKind = saved }
}

// enable is Enable for the package's own tests: it returns rt's binding.
func enable(rt *goja.Runtime, opts ...Option) (*binding, error) {
	if err := Enable(rt, opts...); err != nil {
		return nil, err
	}
	return bindingFor(rt)
}
