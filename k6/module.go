// Package k6 is the k6 extension k6/x/textcodec: every class and function
// the library gives JavaScript, for k6 scripts: the WHATWG Encoding
// Standard's TextDecoder, TextEncoder, TextDecoderStream and
// TextEncoderStream; the Streams Standard's classes (ReadableStream,
// WritableStream, TransformStream, ...); the DOM Standard's
// AbortController, AbortSignal, EventTarget, Event, CustomEvent and Web
// IDL's DOMException; the URL Standard's URL and URLSearchParams; the File
// API's Blob and File; and the HTML Standard's structuredClone, atob, btoa
// and queueMicrotask:
//
//	import { TextDecoder, ReadableStream, AbortSignal, URL, Blob, structuredClone } from "k6/x/textcodec";
//
// Each VU gets its own objects, made for its runtime when it first imports
// the module; nothing is installed on the global object, so k6's own
// globals and modules stay as they are. AbortSignal.timeout runs on k6's
// event loop: its timer keeps the VU's iteration waiting until it fires,
// as k6's setTimeout does, and is released when the VU's context ends.
// queueMicrotask's callbacks are promise jobs, which sobek runs after each
// task of k6's event loop; an exception one throws ends the iteration as
// one thrown by a setTimeout callback does. The
// objects are the sobek bindings of github.com/textcodec/textcodec/sobek,
// which are generated from the goja bindings. Importing this package
// registers the module; cmd/k6 is a k6 binary with it linked in.
package k6

import (
	"time"

	"github.com/grafana/sobek"
	"go.k6.io/k6/js/common"
	"go.k6.io/k6/js/modules"

	"github.com/textcodec/textcodec/sobek/dom"
	"github.com/textcodec/textcodec/sobek/encoding"
	"github.com/textcodec/textcodec/sobek/fileapi"
	"github.com/textcodec/textcodec/sobek/globalscope"
	"github.com/textcodec/textcodec/sobek/streams"
	"github.com/textcodec/textcodec/sobek/structuredclone"
	"github.com/textcodec/textcodec/sobek/url"
)

// ImportPath is the name scripts import the module by.
const ImportPath = "k6/x/textcodec"

func init() {
	modules.Register(ImportPath, new(RootModule))
}

// exported are the bindings whose interface objects (and functions) the
// module exports, each by its Interfaces: the names are the globals its
// Enable would install. A new binding is one line here.
var exported = []func(*sobek.Runtime) (map[string]*sobek.Object, error){
	encoding.Interfaces,
	streams.Interfaces,
	dom.Interfaces,
	structuredclone.Interfaces,
	url.Interfaces,
	fileapi.Interfaces,
	globalscope.Interfaces,
}

// RootModule is the module as k6 registers it: it makes one ModuleInstance
// per VU.
type RootModule struct{}

// NewModuleInstance makes the module's objects for vu's runtime. k6 calls it
// on the VU's goroutine, once per VU that imports the module.
func (*RootModule) NewModuleInstance(vu modules.VU) modules.Instance {
	rt := vu.Runtime()
	// The exports first: they hold the interface objects, which keep each
	// binding alive (a binding lives as long as its runtime's objects
	// reach it), so that the timer and report setHostHooks gives stay
	// with the bindings the exports use.
	named := make(map[string]any)
	for _, interfaces := range exported {
		objects, err := interfaces(rt)
		if err != nil {
			common.Throw(rt, err) // an interrupted runtime: the import throws
		}
		for name, o := range objects {
			named[name] = o
		}
	}
	if err := setHostHooks(vu); err != nil {
		common.Throw(rt, err)
	}
	return &ModuleInstance{exports: modules.Exports{Named: named}}
}

// setHostHooks gives the VU's dom binding (AbortSignal.timeout) a timer on
// k6's event loop, and its globalscope binding (queueMicrotask) a report of
// exceptions to it.
func setHostHooks(vu modules.VU) error {
	rt := vu.Runtime()
	if err := enableKeepingGlobals(rt, func() error {
		return dom.Enable(rt, dom.KeepExistingGlobals(), dom.Timer(k6Timer(vu)))
	}, dom.Interfaces); err != nil {
		return err
	}
	return enableKeepingGlobals(rt, func() error {
		return globalscope.Enable(rt, globalscope.KeepExistingGlobals(), globalscope.ReportException(k6Report(vu)))
	}, globalscope.Interfaces)
}

// enableKeepingGlobals runs enable, a binding's Enable (the only way its
// options are given), and then removes the globals it installed that the
// global object did not have, by interfaces' names, before any script
// runs, so that the global object stays as it was.
func enableKeepingGlobals(rt *sobek.Runtime, enable func() error, interfaces func(*sobek.Runtime) (map[string]*sobek.Object, error)) error {
	global := rt.GlobalObject()
	had := make(map[string]bool)
	for _, name := range global.GetOwnPropertyNames() {
		had[name] = true
	}
	if err := enable(); err != nil {
		return err
	}
	objects, err := interfaces(rt)
	if err != nil {
		return err
	}
	for name := range objects {
		if !had[name] {
			if err := global.Delete(name); err != nil {
				return err
			}
		}
	}
	return nil
}

// k6Report returns globalscope's ReportException for vu: HTML's "report
// the exception" of a queueMicrotask callback is, in k6, what an exception
// a setTimeout callback throws is: a task of the event loop that fails
// with it, which ends the iteration and is logged as an uncaught
// exception. It is called on the event loop's goroutine (in a promise
// job).
func k6Report(vu modules.VU) func(exception sobek.Value) {
	return func(exception sobek.Value) {
		enqueue := vu.RegisterCallback()
		enqueue(func() error {
			rethrow, _ := sobek.AssertFunction(vu.Runtime().ToValue(func(call sobek.FunctionCall) sobek.Value {
				panic(call.Argument(0))
			}))
			_, err := rethrow(sobek.Undefined(), exception)
			return err
		})
	}
}

// k6Timer returns dom's Timer on vu's event loop: the callback is
// registered with the loop when the timer is set (which keeps the loop, and
// the iteration, waiting for it) and runs fire on the loop after d; when
// the VU's context ends first, the callback is released without firing.
func k6Timer(vu modules.VU) func(d time.Duration, fire func() error) {
	return func(d time.Duration, fire func() error) {
		enqueue := vu.RegisterCallback()
		done := vu.Context().Done()
		go func() {
			t := time.NewTimer(d)
			defer t.Stop()
			select {
			case <-t.C:
				enqueue(fire)
			case <-done:
				enqueue(func() error { return nil })
			}
		}()
	}
}

// ModuleInstance is one VU's module: its exports.
type ModuleInstance struct {
	exports modules.Exports
}

// Exports returns the VU's interface objects as the module's named exports.
func (m *ModuleInstance) Exports() modules.Exports { return m.exports }
