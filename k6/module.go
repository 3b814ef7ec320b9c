// Package k6 is the k6 extension k6/x/textcodec: the WHATWG Encoding
// Standard's TextDecoder, TextEncoder, TextDecoderStream and
// TextEncoderStream, and the Streams Standard's classes (ReadableStream,
// WritableStream, TransformStream, ...), for k6 scripts:
//
//	import { TextDecoder, TextDecoderStream, ReadableStream } from "k6/x/textcodec";
//
// Each VU gets its own objects, made for its runtime when it first imports
// the module; nothing is installed on the global object, so k6's own
// globals and modules stay as they are. The objects are the sobek binding
// of github.com/textcodec/textcodec/sobek, which is generated from the goja
// binding. Importing this package registers the module; cmd/k6 is a k6
// binary with it linked in.
package k6

import (
	"github.com/grafana/sobek"
	"go.k6.io/k6/js/common"
	"go.k6.io/k6/js/modules"

	"github.com/textcodec/textcodec/sobek/encoding"
	"github.com/textcodec/textcodec/sobek/streams"
)

// ImportPath is the name scripts import the module by.
const ImportPath = "k6/x/textcodec"

func init() {
	modules.Register(ImportPath, new(RootModule))
}

// RootModule is the module as k6 registers it: it makes one ModuleInstance
// per VU.
type RootModule struct{}

// NewModuleInstance makes the module's objects for vu's runtime. k6 calls it
// on the VU's goroutine, once per VU that imports the module.
func (*RootModule) NewModuleInstance(vu modules.VU) modules.Instance {
	rt := vu.Runtime()
	named := make(map[string]any)
	for _, interfaces := range []func(*sobek.Runtime) (map[string]*sobek.Object, error){encoding.Interfaces, streams.Interfaces} {
		objects, err := interfaces(rt)
		if err != nil {
			common.Throw(rt, err) // an interrupted runtime: the import throws
		}
		for name, o := range objects {
			named[name] = o
		}
	}
	return &ModuleInstance{exports: modules.Exports{Named: named}}
}

// ModuleInstance is one VU's module: its exports.
type ModuleInstance struct {
	exports modules.Exports
}

// Exports returns the VU's interface objects as the module's named exports.
func (m *ModuleInstance) Exports() modules.Exports { return m.exports }
