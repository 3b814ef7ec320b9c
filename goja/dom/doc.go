// Package dom is the part of the DOM Standard (https://dom.spec.whatwg.org/)
// that non-browser JavaScript hosts use, for the goja runtime
// (github.com/dop251/goja): AbortController and AbortSignal, with what they
// stand on, Event, CustomEvent and EventTarget for targets outside any tree,
// and Web IDL's DOMException. Enable installs them as globals of a runtime:
//
//	rt := goja.New()
//	dom.Enable(rt)
//	rt.RunString(`
//		const c = new AbortController();
//		c.signal.addEventListener("abort", () => console.log(c.signal.reason.name));
//		c.abort(); // AbortError
//	`)
//
// It is one of the goja bindings of github.com/textcodec/textcodec, beside
// goja/encoding, goja/streams and goja/nodemodules (package encoding's
// documentation, "The packages", places each), and is generated for sobek,
// k6's fork of goja, as sobek/dom. Enable and Interfaces keep the contract
// every binding keeps, stated once in package encoding's documentation
// ("Enable"); Operations and ExistingOperations make or find the same
// binding.
//
// Package streams uses it without installing it: streams.Enable installs
// only the streams' globals, so a host whose scripts use AbortController or
// DOMException calls Enable too. WritableStreamDefaultController.signal is
// an AbortSignal of this package (the implementation runs in the runtime
// when a script first asks for one, with the built-ins captured before
// scripts ran), and pipeTo's signal option must be one. Other bindings reach
// the DOM Standard's operations for other specifications ("signal abort",
// "add" and "remove" an abort algorithm) through Operations, and check a
// script's argument without running anything through ExistingOperations.
//
//	Standard                                   Here
//	DOMException (Web IDL)                     DOMException: name, message, code, the legacy code constants; an Error object with goja's stack
//	Event, EventInit                           Event (initEvent included); isTrusted is an own unforgeable accessor
//	CustomEvent, CustomEventInit               CustomEvent: detail, initCustomEvent
//	EventTarget                                EventTarget: addEventListener (capture, once, passive, signal), removeEventListener, dispatchEvent
//	AbortController                            AbortController: signal, abort(reason)
//	AbortSignal                                AbortSignal: aborted, reason, throwIfAborted, onabort, abort, timeout, any
//	signal abort, add, remove, dependent signals   Operations, ExistingOperations (for other bindings' programs)
//	run steps after a timeout                  the host's timer: Timer, or the global setTimeout Enable finds
//	report an exception                        ReportException (by default listeners' exceptions are dropped)
//
// # Implementation
//
// As package streams: one JavaScript program (the files of internal/webjs/dom, joined
// in the order webjs.DOM lists), compiled once and run once per runtime,
// with the built-ins that the runtime's first binding captured (package
// internal/host/intrinsics), so that scripts that replace globals or prototype
// methods do not change what it does. Each public object's internal slots
// are a null-prototype record in a private field, which is also its brand:
// every attribute and operation throws a TypeError on an object that is not
// one (a Proxy of one included). Interface objects follow Web IDL: classes
// (a TypeError without new), enumerable accessors and methods with Web IDL's
// lengths, constants on the interface object and its prototype,
// @@toStringTag; arguments and dictionary members are converted in Web
// IDL's order. AbortSignal has no public constructor; DOMException's
// prototype's prototype is Error.prototype.
//
// # Limits
//
//   - No tree: an event's path is its target alone (eventPhase is AT_TARGET
//     while listeners run, composedPath() gives [target]); bubbles and
//     composed are stored and read back, and mean nothing more. There is no
//     Node or Window. As the standard's "invoke" says, a stop propagation
//     flag set before dispatchEvent (stopPropagation(), cancelBubble = true)
//     keeps every listener from running, and one set by a capturing
//     listener keeps the other listeners from running (WPT's
//     Event-propagation-EventTarget.any.js expects them to run).
//   - Event.timeStamp counts milliseconds from the runtime's binding's
//     creation, coarsened to 100 µs; goja has no performance.now to compare
//     with.
//   - goja has no weak references: AbortSignal.any's source and dependent
//     signals are held strongly. A dependent signal is dropped from its
//     sources when it is aborted, but one that never is stays reachable
//     from its sources for as long as they are (the standard lets it be
//     collected).
//   - AbortSignal.timeout needs a timer (see Timer); without one it throws
//     a "NotSupportedError" DOMException. Its timer keeps goja_nodejs's
//     event loop running until it fires.
//   - Exceptions thrown by listeners are "reported" only through
//     ReportException.
//   - DOMException is not serializable (goja has no structured clone).
package dom
