// Package nodemodules gives scripts written for Node.js the modules they
// require for text encoding and streams, on goja_nodejs's require
// (github.com/dop251/goja_nodejs/require), and the streams bridge its Loop
// on goja_nodejs's event loop (FromEventLoop):
//
//	Module                   Exports
//	util, node:util          goja_nodejs's own util (format), TextDecoder, TextEncoder
//	stream/web,              ReadableStream, WritableStream, TransformStream, their readers,
//	node:stream/web          writers and controllers, ByteLengthQueuingStrategy,
//	                         CountQueuingStrategy, TextDecoderStream, TextEncoderStream
//	url, node:url            URL, URLSearchParams (package goja/url's; not Node's legacy
//	                         url.parse, url.format, url.resolve)
//
// It is the one package of github.com/textcodec/textcodec's goja bindings
// that imports goja_nodejs: packages goja/encoding, goja/streams and
// goja/dom install the interfaces themselves (package encoding's
// documentation, "The packages", places each), and hosts that do not use
// goja_nodejs, k6 among them, never import it. It has no sobek copy.
//
// A host opts in per registry, never process-wide:
//
//	registry := require.NewRegistry()
//	nodemodules.Register(registry)
//	registry.Enable(rt)
//	encoding.Enable(rt) // optional: the globals too, as Node has them
//	streams.Enable(rt)
//
// The classes are the runtime's own, those encoding.Interfaces and
// streams.Interfaces give (the contract is package encoding's, "Enable"):
// when the host also installed them as globals,
// require("util").TextDecoder === TextDecoder and
// require("stream/web").ReadableStream === ReadableStream, so objects made
// either way pass each other's checks, whichever came first. Options such as
// encoding.MaxOutputBytes are given to encoding.Enable, before or after the
// modules are required. Of the names Node's stream/web exports, those the
// streams implementation has are exported; CompressionStream and
// DecompressionStream are not implemented.
//
// require("util") and require("node:util") give one exports object per
// runtime, as do the two names of stream/web, as in Node. Accessors a script
// puts on Object.prototype ("exports", or a member's name) change neither
// what require returns, then or later, nor what the exports hold. A
// registry without Register is unaffected: its "util" is goja_nodejs's core
// module (this package imports it, which registers it as goja_nodejs's
// packages do), and "stream/web" is not found.
package nodemodules
