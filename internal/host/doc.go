// Package host is the kit this module's goja bindings (goja/encoding,
// goja/streams, goja/dom, goja/fileapi, goja/globalscope) and its
// Node-style modules (goja/nodemodules) use to live in a goja runtime, so
// that they install, capture, throw, poll and expose their interfaces the
// same way:
//
//	Job                                   Where
//	one binding per runtime, held weakly  PerRuntime (runtimes.go)
//	Enable's install of the globals       Interfaces.Install (interfaces.go)
//	Interfaces(rt)'s result               Interfaces.Map (interfaces.go)
//	Enable's Options                      ApplyOptions (interfaces.go)
//	errors thrown from native functions   Errors, Throw (errors.go)
//	native loops that stop on Interrupt   Poller, PollStep (interrupt.go)
//	built-ins captured before scripts run package intrinsics
//	reading goja's objects (view slots)   package gojaobj
//	making and reading goja's strings     package gojastring
//	goja_nodejs's event loop as a Loop    package nodeloop
//	compiling the JavaScript programs     package jscompile (the sources: internal/webjs)
//	running the JavaScript test files     package jstest
//
// Each binding keeps one record per runtime (a PerRuntime of its binding),
// made by the first Enable or Interfaces on the runtime and reused by every
// later one; its interface objects are an Interfaces list that Enable
// installs and Interfaces returns as a map. The contract users see is
// stated once, in package goja/encoding's documentation ("Enable").
//
// Nothing here knows of encodings or streams.
package host
