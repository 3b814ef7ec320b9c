// Package url gives goja runtimes the URL Standard's URL and
// URLSearchParams interfaces (https://url.spec.whatwg.org/#api), exact to
// their Web IDL: the constructors, URL.parse and URL.canParse, every
// attribute's getter and setter, searchParams kept in step with its URL,
// toJSON, URLSearchParams from a string, a sequence of pairs or a record,
// append, delete and has with an optional value, get, getAll, set, sort,
// size, the stringifier and iteration (entries, keys, values, forEach, and
// an iterator whose prototype inherits from %IteratorPrototype%).
//
//	url.Enable(rt)
//	rt.RunString(`new URL("../b?x=1", "https://example.com/a/").searchParams.get("x")`)
//
// The parser, the records and the lists are package weburl's, in Go; the
// interfaces' shape is JavaScript (internal/webjs/url), as packages streams
// and dom have theirs. Every public object is branded (a private field)
// and every method checks it; the implementation calls only the built-ins
// package intrinsics captured before scripts ran, so that a script that
// replaces Reflect, Object, Array or String methods, or puts accessors on
// Object.prototype, sees and steers nothing inside. Parsing, the list
// operations and serializing poll the host's interrupt (goja's
// Runtime.Interrupt) as they go through long inputs, and MaxOutputBytes
// bounds what they make.
//
// Enable keeps the contract every binding's Enable keeps (package
// encoding's documentation, "Enable"): call it before scripts run; it is
// idempotent per runtime; Interfaces gives the same objects to hosts that
// install them otherwise (package nodemodules' url module does). A runtime
// that never touches URL pays for the program that defines the two classes
// and nothing else: a URL object is made, and its query object only when a
// script first reads searchParams.
//
// URL.createObjectURL and URL.revokeObjectURL (the File API's, which need
// Blob URLs) are not provided, nor webkitURL.
package url
