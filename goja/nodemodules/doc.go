// Package nodemodules gives scripts written for Node.js the modules they
// require for text encoding and streams, on goja_nodejs's require
// (github.com/dop251/goja_nodejs/require):
//
//	Module                   Exports
//	util, node:util          goja_nodejs's own util (format), TextDecoder, TextEncoder
//	stream/web,              ReadableStream, WritableStream, TransformStream, their readers,
//	node:stream/web          writers and controllers, ByteLengthQueuingStrategy,
//	                         CountQueuingStrategy, TextDecoderStream, TextEncoderStream
//
// A host opts in per registry, never process-wide:
//
//	registry := require.NewRegistry()
//	nodemodules.Register(registry)
//	registry.Enable(rt)
//	textcodec.Enable(rt) // optional: the globals too
//	streams.Enable(rt)
//
// The classes are the runtime's own (textcodec.InterfacesOf,
// streams.Interfaces): when the host also installed them as globals,
// require("util").TextDecoder === TextDecoder and
// require("stream/web").ReadableStream === ReadableStream, so objects made
// either way pass each other's checks. A runtime on which textcodec.Enable
// was not called gets a binding of its own, made with the options given to
// Register. Of the names Node's stream/web exports, those the streams
// implementation has (byte-stream classes once it has them) are exported;
// CompressionStream and DecompressionStream are not implemented.
//
// require("util") and require("node:util") give one exports object per
// runtime, as do the two names of stream/web, as in Node. A registry without
// Register is unaffected: its "util" is goja_nodejs's core module (this
// package imports it, which registers it as goja_nodejs's packages do), and
// "stream/web" is not found.
package nodemodules
