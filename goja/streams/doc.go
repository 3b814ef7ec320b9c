// Package streams is the WHATWG Streams Standard
// (https://streams.spec.whatwg.org/) for the goja JavaScript runtime
// (github.com/dop251/goja): readable, writable and transform streams, their
// readers, writers and controllers, and the two queuing strategies. Enable
// installs them as globals of a runtime:
//
//	rt := goja.New()
//	streams.Enable(rt)
//	rt.RunString(`
//		const rs = ReadableStream.from(["a", "b"]);
//		rs.pipeTo(new WritableStream({ write(chunk) { ... } }));
//	`)
//
// Streams work on goja's own job queue (promises settle when goja runs its
// jobs, at the end of RunString and of every call from Go into JavaScript)
// and on goja_nodejs's event loop alike; nothing in them needs a timer or a
// goroutine. The package knows nothing of encodings: TextDecoderStream and
// TextEncoderStream (package encoding) are built on NewTransform, the
// standard's "set up a TransformStream" for other specifications.
//
// It is one of the goja bindings of github.com/textcodec/textcodec, beside
// goja/encoding, goja/dom and goja/nodemodules (package encoding's
// documentation, "The packages", places each), and is generated for sobek,
// k6's fork of goja, as sobek/streams, whose classes the k6 extension
// (module github.com/textcodec/textcodec/k6) exports. Enable and Interfaces
// keep the contract every binding keeps, stated once in package encoding's
// documentation ("Enable").
//
// # Implementation
//
// The standard's algorithms are promise-heavy and specified to the microtask,
// so they are written in JavaScript (the files of internal/webjs/streams, joined into one program), transcribed from
// the standard's text with its abstract operations' names, and compiled once
// with goja.Compile; each runtime runs the compiled program once, the first
// time it needs streams. Each public object is a class instance whose private
// field holds a record of the standard's internal slots; brand checks use the
// private field, so no property a script can reach is ever trusted. The
// built-ins the implementation calls are those the runtime's first binding
// (streams.Enable, or encoding.Enable) captured before scripts ran, even when
// the program itself first runs later; its records, descriptors and internal
// arrays have a null prototype, so accessors a script puts on
// Object.prototype or Array.prototype never see them.
//
// Byte streams transfer ArrayBuffers as the standard does: enqueue(chunk)
// and read(view) detach the buffer they are given, and the reader gets a new
// ArrayBuffer over the same memory (goja has no ArrayBuffer.prototype.transfer;
// package internal/host/intrinsics detaches from Go, with no copy). The views'
// internal slots are read with the accessors captured before scripts ran.
//
//	Standard                                        Here
//	ReadableStream, default reader and controller   ReadableStream, ReadableStreamDefaultReader, ReadableStreamDefaultController
//	readable byte streams (type: "bytes")           ReadableByteStreamController, ReadableStreamBYOBReader, ReadableStreamBYOBRequest
//	ReadableStream.from, values, pipeTo, pipeThrough, tee   as in the standard (see "Not implemented" for async iteration)
//	WritableStream, default writer and controller   WritableStream, WritableStreamDefaultWriter, WritableStreamDefaultController
//	TransformStream, default controller (with cancel)       TransformStream, TransformStreamDefaultController
//	ByteLengthQueuingStrategy, CountQueuingStrategy as in the standard
//	set up a TransformStream, enqueue (other specs) NewTransform, Transform.Enqueue
//	(host I/O)                                      NewReadableFromReader, WriteToWriter (on any event loop: Loop)
//
// The interfaces follow Web IDL: constructors are classes (a TypeError
// without new, subclassable), attributes are enumerable accessors and
// operations enumerable methods on the prototypes, with Web IDL's lengths;
// Symbol.toStringTag is set; arguments and dictionary members are converted
// in Web IDL's order; a promise-returning method called on the wrong object
// returns a rejected promise. The controllers have no public constructor.
//
// Abort signals are package dom's (the DOM Standard's AbortController and
// AbortSignal, with DOMException, Event, CustomEvent and EventTarget), which
// Enable does not install: a host whose scripts make signals calls
// dom.Enable too. WritableStreamDefaultController.signal is one of its
// AbortSignals (dom's implementation runs in the runtime when a script
// first asks for one, so a runtime that never does pays nothing for it),
// and pipeTo's signal option must be one (anything else, even an object
// with the same members, is a TypeError, as Web IDL converts to
// AbortSignal); an abort with no reason is an "AbortError" DOMException.
//
// # Any event loop
//
// NewReadableFromReader and WriteToWriter run Go I/O on goroutines of their
// own and bring each result back to the runtime's goroutine through the
// host's event loop, a Loop: one method, RegisterCallback, which returns the
// function that hands the loop a function to run, and keeps the loop from
// ending until it has run (k6's modules.VU has the same method). A host on
// goja_nodejs's event loop passes nodemodules.FromEventLoop(loop) (package
// goja/nodemodules, so that this package does not import goja_nodejs); a
// host with its own loop implements Loop in a few lines (see Loop's
// documentation).
//
// # Not implemented
//
//   - Async iteration syntax: goja has no Symbol.asyncIterator, for await or
//     async generators. ReadableStream.prototype.values({preventCancel})
//     returns the standard's async iterator (next and return, as Web IDL
//     defines them), to be driven by hand; it is also installed as
//     [Symbol.asyncIterator] when the runtime has that symbol.
//     ReadableStream.from takes arrays and other sync iterables (and
//     ReadableStreams); async iterables need Symbol.asyncIterator.
//   - Transferring streams (postMessage) and structured cloning: goja has
//     neither.
//
// # Safety
//
// Scripts are untrusted. Nothing a script passes (getters, Proxies, thenables,
// replaced built-ins, re-entrant calls from callbacks) makes the host see a
// Go panic: the algorithms run in JavaScript, and the Go code around them
// checks every value it gets back. The Go side stops on the host's
// goja.Runtime.Interrupt within a step of work (host.Poller in
// internal/host), even in the copy of a large chunk (BYOB reads, respond,
// a byte tee's clone, the io bridge). The promises the implementation
// reacts to are reacted to as the standard's PerformPromiseThen does,
// reading no "constructor", @@species or "then" a script can change, so a
// replaced or throwing Promise.prototype.constructor or Promise[@@species]
// changes nothing. goja has no memory limit: a host bounds what scripts
// keep queued in streams with MaxQueuedBytes (and what one call of package
// encoding makes with encoding.MaxOutputBytes).
package streams
