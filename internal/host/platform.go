package host

import "github.com/dop251/goja"

// PlatformInterface calls check, a program's platformInterface(v) (the
// name of the interface v is a platform object of, told by brand checks
// alone, or undefined), and gives the name; anything but an object is no
// platform object, and check is not called for it. A binding's exported
// PlatformInterface is this on its own check.
func PlatformInterface(check goja.Callable, v goja.Value) (string, bool) {
	if _, isObject := v.(*goja.Object); !isObject || check == nil {
		return "", false
	}
	name, err := check(nil, v)
	if err != nil || name == nil || goja.IsUndefined(name) {
		return "", false
	}
	return name.String(), true
}
