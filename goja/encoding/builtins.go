package encoding

import "github.com/dop251/goja"

// builtins are the realm's intrinsics the binding uses (%RangeError%,
// %Uint8Array%): Web IDL throws and creates those, whatever a script has done
// to the global object. goja gives Go no handle on its intrinsics, so Enable
// captures them from the global object in the one run of the classes'
// program, before scripts run (Enable's contract). Nothing a script does
// afterwards, to globals, prototypes or Object.getOwnPropertyDescriptor,
// changes what the binding accepts, throws or returns.
type builtins struct {
	rangeError goja.Constructor // %RangeError%, or nil when the runtime lacked it
	uint8Array goja.Constructor // %Uint8Array%, or nil likewise
	// isView is ArrayBuffer.isView, captured only when goja's slots are
	// unknown (see slots.go): it tells DataViews from ordinary objects
	// without running script.
	isView goja.Callable
}

// builtinsSource is the part of the classes' program (classesSource) that
// captures them; needIsView is its second parameter. A global a script
// deleted before Enable is captured as undefined, and the binding then
// throws TypeErrors where it would throw or create that built-in's objects.
const builtinsSource = `
		RangeError: typeof RangeError === "function" ? RangeError : undefined,
		Uint8Array: typeof Uint8Array === "function" ? Uint8Array : undefined,
		isView: needIsView && typeof ArrayBuffer === "function" ? ArrayBuffer.isView : undefined,`

// captureBuiltins reads the built-ins from the object the classes' program
// returned.
func (b *binding) captureBuiltins(classes *goja.Object) {
	ctor := func(name string) goja.Constructor {
		o, _ := classes.Get(name).(*goja.Object)
		if o == nil {
			return nil
		}
		c, _ := goja.AssertConstructor(o)
		return c
	}
	b.builtins.rangeError = ctor("RangeError")
	b.builtins.uint8Array = ctor("Uint8Array")
	b.builtins.isView, _ = goja.AssertFunction(classes.Get("isView"))
}
