package dom

import "github.com/dop251/goja"

// Interfaces returns rt's interface objects by name ("AbortController",
// "AbortSignal", "CustomEvent", "DOMException", "Event", "EventTarget"), for
// hosts that hand them to scripts other than as globals: the values Enable
// installs, the same objects on every call. When the implementation has not
// run on rt yet it runs now, and installs nothing (AbortSignal.timeout then
// has the timer of a later Enable, or none).
//
// Call it from the runtime's goroutine, while no script runs. It fails only
// if goja does not run the implementation's program (an interrupt).
func Interfaces(rt *goja.Runtime) (map[string]goja.Value, error) {
	b, err := bindingFor(rt)
	if err != nil {
		return nil, err
	}
	m := make(map[string]goja.Value, len(b.globals))
	for _, g := range b.globals {
		m[g.name] = g.value
	}
	return m, nil
}
