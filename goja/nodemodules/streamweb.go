package nodemodules

import (
	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/encoding"
	"github.com/textcodec/textcodec/goja/streams"
)

// streamWebNames are the names Node's stream/web exports, in the order of
// its documentation, but for TextEncoderStream and TextDecoderStream
// (package encoding's) and CompressionStream and DecompressionStream (not
// implemented).
var streamWebNames = [...]string{
	"ReadableStream",
	"ReadableStreamDefaultReader",
	"ReadableStreamBYOBReader",
	"ReadableStreamBYOBRequest",
	"ReadableByteStreamController",
	"ReadableStreamDefaultController",
	"TransformStream",
	"TransformStreamDefaultController",
	"WritableStream",
	"WritableStreamDefaultWriter",
	"WritableStreamDefaultController",
	"ByteLengthQueuingStrategy",
	"CountQueuingStrategy",
}

// fillStreamWeb makes Node's stream/web: the streams implementation's
// interface objects that Node exports there (those it has: byte streams'
// only once it implements them), then TextEncoderStream and
// TextDecoderStream.
func fillStreamWeb(rt *goja.Runtime, exports *goja.Object) error {
	ifaces, err := streams.Interfaces(rt)
	if err != nil {
		return err
	}
	for _, name := range streamWebNames {
		if v, ok := ifaces[name]; ok {
			if err := export(exports, name, v); err != nil {
				return err
			}
		}
	}
	codec, err := encoding.Interfaces(rt)
	if err != nil {
		return err
	}
	if err := export(exports, "TextEncoderStream", codec["TextEncoderStream"]); err != nil {
		return err
	}
	return export(exports, "TextDecoderStream", codec["TextDecoderStream"])
}
