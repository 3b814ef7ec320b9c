package encoding

import "github.com/dop251/goja"

// builtins are the realm's intrinsics the binding calls itself: Web IDL
// creates and throws those, whatever a script has done to the global object.
// goja gives Go no handle on most of its intrinsics, so the binding takes
// them from the runtime's capture (package intrinsics), made before scripts
// run (Enable's contract). Nothing a script does afterwards, to globals,
// prototypes or Object.getOwnPropertyDescriptor, changes what the binding
// accepts, throws or returns. The errors it throws are host.Errors of the
// same capture (b.errors).
type builtins struct {
	uint8Array goja.Constructor // %Uint8Array%, or nil when the runtime lacked it
	// isView is ArrayBuffer.isView, captured only when goja's slots are
	// unknown (see slots.go): it tells DataViews from ordinary objects
	// without running script.
	isView goja.Callable
}

// builtinsSource is the part of the classes' program (classesSource) that
// captures isView; needIsView is its second parameter. A global a script
// deleted before Enable is captured as undefined.
const builtinsSource = `
		isView: needIsView && typeof ArrayBuffer === "function" ? ArrayBuffer.isView : undefined,`

// throwTypeError throws a new TypeError.
func (b *binding) throwTypeError(msg string) { b.errors.ThrowTypeError(msg) }

// throwRangeError throws a new RangeError of the realm (a TypeError in a
// runtime stripped of RangeError before Enable).
func (b *binding) throwRangeError(msg string) { b.errors.ThrowRangeError(msg) }
