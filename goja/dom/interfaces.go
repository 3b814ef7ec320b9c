package dom

import "github.com/dop251/goja"

// Interfaces returns rt's interface objects by the names Enable installs
// them under ("AbortController", "AbortSignal", "CustomEvent",
// "DOMException", "Event", "EventTarget"), in a new map, for hosts that hand
// them to scripts other than as globals. It keeps the contract of package
// encoding's Interfaces: it makes rt's binding if it has none, installs
// nothing, and gives the same objects as every Enable and Interfaces on rt.
// (AbortSignal.timeout of a binding Interfaces made has the timer of a later
// Enable, or none.)
func Interfaces(rt *goja.Runtime) (map[string]*goja.Object, error) {
	b, err := bindingFor(rt)
	if err != nil {
		return nil, err
	}
	return b.globals.Map(), nil
}
