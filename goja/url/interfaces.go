package url

import "github.com/dop251/goja"

// Interfaces returns rt's interface objects by the names Enable installs
// them under ("URL", "URLSearchParams"), in a new map, for hosts that hand
// them to scripts other than as globals (package nodemodules' url module).
// It keeps the contract of package encoding's Interfaces: it makes rt's
// binding if it has none, installs nothing, and gives the same objects as
// every Enable and Interfaces on rt.
func Interfaces(rt *goja.Runtime) (map[string]*goja.Object, error) {
	b, err := bindingFor(rt)
	if err != nil {
		return nil, err
	}
	return b.globals.Map(), nil
}
