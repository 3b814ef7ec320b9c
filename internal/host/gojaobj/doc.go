// Package gojaobj reads, from Go, what goja keeps inside its own objects and
// does not expose: an ArrayBufferView's kind ([[TypedArrayName]], or a
// DataView's [[DataView]]) and its internal slots ([[ViewedArrayBuffer]],
// [[ByteOffset]], [[ByteLength]], [[ArrayLength]]), the intrinsic
// constructor of its kind, and a runtime's %DataView%.
//
// The bindings need these facts, and the built-ins that give them to scripts
// are either replaceable by scripts or read properties a script controls
// (%TypedArray%.prototype[@@toStringTag] returns the constructor's "name",
// which is configurable). Capturing those built-ins when a binding is enabled
// works, but makes goja build eleven typed array constructors, DataView and
// their prototypes in every runtime, used or not. Reading goja's objects
// runs no script, reads no property, and builds nothing.
//
// goja's layout is not an API, so it is checked once per process (Known), by
// field names and types and then on the objects of a scratch runtime. When it
// does not match (after a goja upgrade), Known is false, every function here
// reports that it cannot tell, and the bindings fall back to built-ins they
// capture before scripts run: security never depends on the layout.
// TestLayout fails then, so that an upgrade cannot go unnoticed.
//
// Values are read only through fields whose types the check has verified:
// goja.Object.self (an interface: its dynamic type tells the kind),
// typedArrayObject's viewedArrayBuf, defaultCtor, offset, length, elemSize
// and typedArray, dataViewObject's viewedArrayBuf, byteOffset and byteLen,
// goja.ArrayBuffer's one field (the same pointer as viewedArrayBuf), and
// Runtime.global.DataView.
package gojaobj
