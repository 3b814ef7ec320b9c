package url

import (
	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/host"
)

// PlatformInterface tells whether v is a platform object of this package
// in rt, a URL or a URLSearchParams, and gives that interface's name. An
// object that only inherits from one (Object.create(URL.prototype)) is not
// one. It runs only the implementation's brand checks: no script's code,
// no property read, nothing made, and nothing at all in a runtime where the
// implementation has not run (which has no such object). Call it on rt's
// goroutine.
func PlatformInterface(rt *goja.Runtime, v goja.Value) (string, bool) {
	b := bindings.Get(rt)
	if b == nil {
		return "", false
	}
	return host.PlatformInterface(b.platformInterface, v)
}
