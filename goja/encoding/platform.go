package encoding

import "github.com/dop251/goja"

// PlatformInterface tells whether v is a platform object of this package
// in rt, a TextEncoder, TextDecoder, TextEncoderStream or
// TextDecoderStream, and gives that interface's name. An object that only
// inherits from one (Object.create(TextDecoder.prototype)) is not one. It
// runs no script and makes nothing: it looks v up in the tables of the
// objects the constructors made, and in a runtime where Enable (or
// Interfaces) was never called it answers at once. Call it on rt's
// goroutine.
func PlatformInterface(rt *goja.Runtime, v goja.Value) (string, bool) {
	b := bindings.Get(rt)
	o, isObject := v.(*goja.Object)
	if b == nil || !isObject {
		return "", false
	}
	switch {
	case b.encoders.has(o):
		return "TextEncoder", true
	case b.decoders.has(o):
		return "TextDecoder", true
	case b.streams.encoders.has(o):
		return "TextEncoderStream", true
	case b.streams.decoders.has(o):
		return "TextDecoderStream", true
	}
	return "", false
}
