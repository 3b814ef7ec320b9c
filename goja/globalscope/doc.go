// Package globalscope is the HTML Standard's atob, btoa and queueMicrotask
// for the goja JavaScript runtime (github.com/dop251/goja): three methods of
// WindowOrWorkerGlobalScope, the mixin HTML puts on every window's and
// worker's global object, which Enable installs on a runtime's global
// object:
//
//	rt := goja.New()
//	globalscope.Enable(rt)
//	rt.RunString(`atob(btoa("\xff\x00")); queueMicrotask(() => {});`)
//
// The package is named for that mixin: these are the global object's own
// methods, not an interface's, and belong to no other specification
// (structuredClone, also the mixin's, is a package of its own for its
// size).
//
//	Standard                                  Here
//	atob(data)                                forgiving-base64 decode (package forgivingbase64), each byte a code unit
//	btoa(data)                                forgiving-base64 encode of the code units, all <= U+00FF
//	"InvalidCharacterError" DOMException      package dom's DOMException
//	queueMicrotask(callback)                  a reaction to a fulfilled promise (goja's job queue)
//	"report the exception"                    ReportException
//
// The methods follow Web IDL: a TypeError when called with no argument,
// DOMString arguments converted with ToString, and no constructor behaviour.
// atob and btoa fail with package dom's "InvalidCharacterError" DOMException
// (dom's implementation runs in the runtime at the first failure, with the
// built-ins the runtime's first binding captured). queueMicrotask calls
// Promise.prototype.then as captured when the binding was made, so a script
// that replaces it changes nothing.
//
// Long inputs are handled in pieces of host.PollStep code units between
// which the host's goja.Runtime.Interrupt is checked, and MaxOutputBytes
// bounds what one call may allocate.
//
// It is one of the goja bindings of github.com/textcodec/textcodec (package
// encoding's documentation, "The packages", places each); Enable and
// Interfaces keep the contract every binding keeps, stated once in package
// encoding's documentation ("Enable").
package globalscope
