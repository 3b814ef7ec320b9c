package dom

import (
	"embed"

	"github.com/textcodec/textcodec/internal/host/jsprogram"
)

// The implementation is one JavaScript program, kept in js/ as one file per
// interface. The files are pieces of a single function expression
// (prelude.js opens it, hooks.js closes it), so their names share one scope
// and the order below is the program's order: class declarations run in it.
//
//go:embed js/*.js
var jsFiles embed.FS

// sourceOrder lists every file of js/ once, in program order
// (TestSourceOrder checks that none is missing or extra).
var sourceOrder = []string{
	"prelude.js",      // the program's opening, captured intrinsics, Web IDL helpers
	"domexception.js", // DOMException
	"event.js",        // Event
	"customevent.js",  // CustomEvent
	"eventtarget.js",  // EventTarget, dispatch
	"abort.js",        // AbortController, AbortSignal
	"hooks.js",        // the interface objects and operations; the program's end
}

// program is the compiled implementation, shared by all runtimes.
var program = jsprogram.Lazy("dom.js", jsFiles, "js", sourceOrder)
