package webjs

// Streams is the Streams Standard (package streams), one file per part of
// the standard.
var Streams = Program{Name: "streams.js", Files: []string{
	"streams/prelude.js",      // the program's opening, captured intrinsics, small helpers
	"streams/promises.js",     // Web IDL promise operations
	"streams/webidl.js",       // Web IDL conversions, callbacks, interface objects
	"streams/queue.js",        // queue-with-sizes, lists
	"streams/strategies.js",   // ByteLengthQueuingStrategy, CountQueuingStrategy
	"streams/signal.js",       // abort signals
	"streams/readable.js",     // ReadableStream, its reader, controller, async iterator
	"streams/from.js",         // ReadableStream.from and the iterator operations
	"streams/pipe.js",         // ReadableStreamPipeTo
	"streams/tee.js",          // ReadableStreamTee
	"streams/readable_ops.js", // ReadableStream abstract operations, default reader and controller
	"streams/bytes.js",        // readable byte streams: controller, BYOB request, ArrayBuffer operations
	"streams/tee_bytes.js",    // ReadableByteStreamTee
	"streams/writable.js",     // WritableStream, its writer and controller
	"streams/transform.js",    // TransformStream and its controller
	"streams/gohooks.js",      // operations for package streams; the program's end
}}

// DOM is the DOM Standard's events and abort signals, with Web IDL's
// DOMException (package dom), one file per interface.
var DOM = Program{Name: "dom.js", Files: []string{
	"dom/prelude.js",      // the program's opening, captured intrinsics, Web IDL helpers
	"dom/domexception.js", // DOMException
	"dom/event.js",        // Event
	"dom/customevent.js",  // CustomEvent
	"dom/eventtarget.js",  // EventTarget, dispatch
	"dom/abort.js",        // AbortController, AbortSignal
	"dom/hooks.js",        // the interface objects and operations; the program's end
}}

// URL is the URL Standard's URL and URLSearchParams (package goja/url),
// one file per interface.
var URL = Program{Name: "url.js", Files: []string{
	"url/prelude.js",      // the program's opening, captured intrinsics, Web IDL helpers
	"url/url.js",          // URL
	"url/searchparams.js", // URLSearchParams and its iterator
	"url/hooks.js",        // the interface objects; the program's end
}}

// Intrinsics reads the built-ins the bindings call into a record (package
// intrinsics).
var Intrinsics = Program{Name: "intrinsics.js", Files: []string{"intrinsics/intrinsics.js"}}

// Views adds to that record the built-ins that give a view's internal slots,
// for a runtime whose objects' layout is unknown (package intrinsics).
var Views = Program{Name: "views.js", Files: []string{"intrinsics/views.js"}}

// CloneBuiltins adds to that record the built-ins structuredClone calls,
// in a process that links package goja/structuredclone.
var CloneBuiltins = Program{Name: "clone.js", Files: []string{"intrinsics/clone.js"}}

// GlobalScope is HTML's atob, btoa and queueMicrotask (package globalscope).
var GlobalScope = Program{Name: "globalscope.js", Files: []string{"globalscope/globalscope.js"}}

// FileAPI is the File API's Blob and File (package fileapi).
var FileAPI = Program{Name: "fileapi.js", Files: []string{
	"fileapi/prelude.js", // the program's opening, captured intrinsics, Web IDL conversions
	"fileapi/blob.js",    // Blob
	"fileapi/file.js",    // File
	"fileapi/hooks.js",   // the interface objects and operations for Go; the program's end
}}

// StructuredClone is the HTML Standard's structuredClone (package
// structuredclone).
var StructuredClone = Program{Name: "structuredclone.js", Files: []string{
	"structuredclone/prelude.js",  // the program's opening, captured built-ins, small helpers
	"structuredclone/clone.js",    // StructuredSerializeInternal with StructuredDeserialize
	"structuredclone/transfer.js", // the transfer list, and the options dictionary
	"structuredclone/hooks.js",    // structuredClone and the operations for Go; the program's end
}}
