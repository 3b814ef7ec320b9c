package encoding

import (
	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/host/rtmap"
)

// Interfaces are the interface objects of one binding of a runtime: the
// values Enable installs as globals.
type Interfaces struct {
	TextDecoder, TextEncoder, TextDecoderStream, TextEncoderStream *goja.Object
}

// InterfacesOf returns rt's current interface objects, for hosts that hand
// them to scripts other than as globals (package nodemodules exports them
// from require("util") and require("stream/web")): those of the last Enable
// on rt, which are the globals it installed unless KeepExistingGlobals left a
// host's in place. When Enable has not been called on rt, InterfacesOf makes
// a binding with opts, installs nothing, and returns its objects, the same
// on every call; opts are ignored otherwise. The first Enable on rt then
// adopts that binding (with Enable's own options) rather than making a new
// one, so that what a module took while the host set the runtime up (as
// goja_nodejs's event loop loads util for its console) and the globals are
// the same objects.
//
// Call it from the runtime's goroutine. It fails only when goja does not run
// the binding's setup (an interrupt pending on the runtime).
func InterfacesOf(rt *goja.Runtime, opts ...Option) (Interfaces, error) {
	ref, err := currentBindings.GetOrMake(rt, func() (*currentBinding, error) {
		b, err := newBinding(rt, opts...)
		if err != nil {
			return nil, err
		}
		ref := &currentBinding{b: b, adoptable: true}
		b.current = ref
		return ref, nil
	})
	if err != nil {
		return Interfaces{}, err
	}
	b := ref.b
	return Interfaces{
		TextDecoder:       b.decCtor,
		TextEncoder:       b.encCtor,
		TextDecoderStream: b.streams.decCtor,
		TextEncoderStream: b.streams.encCtor,
	}, nil
}

// A currentBinding records a runtime's current binding: the last Enable's,
// or the one InterfacesOf made. Every binding it has recorded holds it, so it
// lives as long as the runtime can reach any of them.
type currentBinding struct {
	b *binding
	// adoptable is set while b is InterfacesOf's and no Enable has run.
	adoptable bool
}

// currentBindings maps each runtime to its currentBinding without keeping
// either alive.
var currentBindings rtmap.Map[currentBinding]

// bindingToEnable returns the binding Enable installs: the one InterfacesOf
// made, with opts, if no Enable has run on rt yet, or else a new one, which
// becomes rt's current binding. rt's record is made only with a binding in
// it, so a failed Enable leaves no empty record for InterfacesOf to find.
func bindingToEnable(rt *goja.Runtime, opts ...Option) (*binding, error) {
	if ref := currentBindings.Get(rt); ref != nil && ref.adoptable {
		ref.adoptable = false
		ref.b.setOptions(opts)
		return ref.b, nil
	}
	b, err := newBinding(rt, opts...)
	if err != nil {
		return b, err
	}
	ref, _ := currentBindings.GetOrMake(rt, func() (*currentBinding, error) { return &currentBinding{}, nil })
	ref.b = b
	b.current = ref
	return b, nil
}
