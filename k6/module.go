// Package k6 is the k6 extension k6/x/textcodec: every class and function
// the library gives JavaScript, for k6 scripts: the WHATWG Encoding
// Standard's TextDecoder, TextEncoder, TextDecoderStream and
// TextEncoderStream; the Streams Standard's classes (ReadableStream,
// WritableStream, TransformStream, ...); the DOM Standard's
// AbortController, AbortSignal, EventTarget, Event, CustomEvent and Web
// IDL's DOMException; and the HTML Standard's structuredClone:
//
//	import { TextDecoder, ReadableStream, AbortSignal, structuredClone } from "k6/x/textcodec";
//
// Each VU gets its own objects, made for its runtime when it first imports
// the module; nothing is installed on the global object, so k6's own
// globals and modules stay as they are. AbortSignal.timeout runs on k6's
// event loop: its timer keeps the VU's iteration waiting until it fires,
// as k6's setTimeout does, and is released when the VU's context ends. The
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
	"github.com/textcodec/textcodec/sobek/streams"
	"github.com/textcodec/textcodec/sobek/structuredclone"
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
}

// RootModule is the module as k6 registers it: it makes one ModuleInstance
// per VU.
type RootModule struct{}

// NewModuleInstance makes the module's objects for vu's runtime. k6 calls it
// on the VU's goroutine, once per VU that imports the module.
func (*RootModule) NewModuleInstance(vu modules.VU) modules.Instance {
	rt := vu.Runtime()
	if err := setTimer(vu); err != nil {
		common.Throw(rt, err) // an interrupted runtime: the import throws
	}
	named := make(map[string]any)
	for _, interfaces := range exported {
		objects, err := interfaces(rt)
		if err != nil {
			common.Throw(rt, err)
		}
		for name, o := range objects {
			named[name] = o
		}
	}
	return &ModuleInstance{exports: modules.Exports{Named: named}}
}

// setTimer gives the VU's dom binding (AbortSignal.timeout) a timer on k6's
// event loop. dom takes a timer only through Enable, which installs its
// globals too: the ones the global object did not have are removed again,
// before any script runs, so that the global object stays as it was.
func setTimer(vu modules.VU) error {
	rt := vu.Runtime()
	global := rt.GlobalObject()
	had := make(map[string]bool)
	for _, name := range global.GetOwnPropertyNames() {
		had[name] = true
	}
	if err := dom.Enable(rt, dom.KeepExistingGlobals(), dom.Timer(k6Timer(vu))); err != nil {
		return err
	}
	objects, err := dom.Interfaces(rt)
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
