package globalscope

import "github.com/dop251/goja"

// Interfaces returns rt's functions by the names Enable installs them under
// ("atob", "btoa", "queueMicrotask"), in a new map, for hosts that hand them
// to scripts other than as globals (package nodemodules exports atob and
// btoa from require("buffer")). It keeps the contract of package encoding's
// Interfaces: it makes rt's binding if it has none, installs nothing, and
// gives the same objects as every Enable and Interfaces on rt.
func Interfaces(rt *goja.Runtime) (map[string]*goja.Object, error) {
	b, err := bindingFor(rt)
	if err != nil {
		return nil, err
	}
	return b.globals.Map(), nil
}
