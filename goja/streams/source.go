package streams

import (
	"embed"

	"github.com/textcodec/textcodec/internal/host/jsprogram"
)

// The implementation is one JavaScript program, kept in js/ as one file per
// part of the standard. The files are pieces of a single function expression
// (prelude.js opens it, gohooks.js closes it), so their names share one scope
// and the order below is the program's order: class declarations run in it.
//
//go:embed js/*.js
var jsFiles embed.FS

// sourceOrder lists every file of js/ once, in program order
// (TestSourceOrder checks that none is missing or extra).
var sourceOrder = []string{
	"prelude.js",      // the program's opening, captured intrinsics, small helpers
	"promises.js",     // Web IDL promise operations
	"webidl.js",       // Web IDL conversions, callbacks, interface objects
	"queue.js",        // queue-with-sizes, lists
	"strategies.js",   // ByteLengthQueuingStrategy, CountQueuingStrategy
	"signal.js",       // abort signals
	"readable.js",     // ReadableStream, its reader, controller, async iterator
	"from.js",         // ReadableStream.from and the iterator operations
	"pipe.js",         // ReadableStreamPipeTo
	"tee.js",          // ReadableStreamTee
	"readable_ops.js", // ReadableStream abstract operations, default reader and controller
	"bytes.js",        // readable byte streams: controller, BYOB request, ArrayBuffer operations
	"tee_bytes.js",    // ReadableByteStreamTee
	"writable.js",     // WritableStream, its writer and controller
	"transform.js",    // TransformStream and its controller
	"gohooks.js",      // operations for package streams; the program's end
}

// program is the compiled implementation, shared by all runtimes.
var program = jsprogram.Lazy("streams.js", jsFiles, "js", sourceOrder)
