// Package structuredclone is the HTML Standard's structured clone
// (https://html.spec.whatwg.org/multipage/structured-data.html) for the goja
// runtime (github.com/dop251/goja): the global structuredClone(value,
// options), and Clone for hosts. Enable installs the function:
//
//	rt := goja.New()
//	structuredclone.Enable(rt)
//	dom.Enable(rt) // DOMException, for scripts that catch a DataCloneError by its class
//	rt.RunString(`
//		const a = { when: new Date(0), seen: new Map() };
//		a.seen.set(a, [1, 2]);
//		const b = structuredClone(a); // b.seen.has(b), b.when is a new Date
//	`)
//
// It is one of the goja bindings of github.com/textcodec/textcodec, beside
// goja/encoding, goja/streams, goja/dom and goja/nodemodules (package
// encoding's documentation, "The packages", places each), and is generated
// for sobek, k6's fork of goja, as sobek/structuredclone. Enable and
// Interfaces keep the contract every binding keeps, stated once in package
// encoding's documentation ("Enable").
//
//	Standard                                   Here
//	structuredClone(value, options)            the global structuredClone; Clone(rt, value, transfer) for Go
//	StructuredSerializeOptions.transfer        any iterable of ArrayBuffers (the transferables goja has)
//	primitives (BigInt included)               themselves; a Symbol is a DataCloneError
//	Boolean, Number, BigInt, String objects    new wrapper objects of the same value
//	Date, RegExp                               new objects; a RegExp's lastIndex is 0
//	ArrayBuffer, typed arrays, DataView        copies; views of one buffer share one copy
//	Map, Set                                   new ones, entries cloned in order
//	Error and its six native subclasses        the prototype by name, message; cause and stack as browsers keep them
//	Array, ordinary objects                    own enumerable string keys in order (getters run), holes and length kept
//	serializable platform objects              those a host registers (Register, Serializable: Blob, File, DOMException)
//	this module's other platform objects       a "DataCloneError" (URL, TextDecoder, ReadableStream, Event, AbortSignal, ...)
//	anything else                              a "DataCloneError" DOMException (functions, WeakMap, Promise, Proxy, ...)
//
// Cycles and shared references are kept: every object reached twice has one
// clone.
//
// # Implementation
//
// One JavaScript program (the files of internal/webjs/structuredclone,
// joined in the order webjs.StructuredClone lists), compiled once and run
// once per runtime at Enable, with the built-ins it calls captured at the
// runtime's first Enable of any of this module's bindings (package
// internal/host/intrinsics), so that scripts that later replace globals or prototype methods (Map's
// forEach, Object.keys, a setter on Object.prototype) change nothing the
// clone does. What kind of object a value is (a Date, a Map, a typed array,
// a Proxy) is read from goja's objects in Go (kind.go), which runs no
// script. Serialization and deserialization run as one walk: the clone of
// each value is made when the serialization reaches it, which no script can
// tell from the standard's two passes (deserialization runs no script), and
// a transferred ArrayBuffer is detached only when the whole value has been
// serialized, so a clone that throws detaches nothing. The walk is
// iterative: nesting depth uses no Go or goja stack; it stops on the host's
// interrupt (goja.Runtime.Interrupt) wherever it is, and MaxObjects bounds
// its size.
//
// A "DataCloneError" is package dom's DOMException, made by dom's
// implementation, which runs in the runtime on the first such error if
// dom.Enable was not called.
//
// # Limits
//
//   - goja has no SharedArrayBuffer, resizable ArrayBuffer, WeakRef or
//     RegExp d and v flags, so none is cloned; a RegExp's source is goja's
//     (it writes new RegExp("/").source as "\u002f" where browsers write
//     "\/").
//   - An error's message, cause and stack are read with
//     Object.getOwnPropertyDescriptor, whose result goja fills with [[Set]]:
//     a script that gives Object.prototype an accessor named "value" makes
//     every own property look like an accessor, and the clone drops them.
//   - This module's own interfaces (ReadableStream, URL, TextDecoder,
//     Event, ...) are not serializable, and ReadableStream, WritableStream
//     and TransformStream, transferable in browsers, are not transferable
//     here: in the value or in the transfer list they are a
//     "DataCloneError" (notserializable.go).
package structuredclone
