// Package intrinsics captures, once per goja runtime, the ECMAScript
// built-ins that this module's bindings call (Promise.prototype.then,
// Reflect.apply, the error constructors, Uint8Array, ...),
// so that a script that replaces them later changes nothing the bindings do.
//
// Package streams runs its implementation's program lazily: at
// streams.Enable, or only when package encoding's TextDecoderStream or
// TextEncoderStream is first constructed. By then scripts may have run and
// replaced any global or prototype method. A binding therefore calls Capture
// from its Enable, before scripts run; Capture runs a small shared program
// that reads the built-ins into a null-prototype record, and every later
// Capture on the same runtime (by any binding) returns that same record, as
// long as one caller still holds it. Set.Errors gives the bindings' errors
// (host.Errors) from the captured constructors.
//
// The record is an object of the runtime, which scripts never see. Its
// properties are named in intrinsics.js. Package streams also needs
// ArrayBuffer.isView, a view's internal slots and its kind's constructor, and
// ArrayBuffer operations goja lacks: Set.WithBufferOps adds those, made in Go
// (arraybuffer.go), when package streams runs its program. What a view is
// is read from goja's objects (internal/host/gojaobj), so that a runtime that
// makes no stream never has goja build ArrayBuffer, DataView and the eleven
// typed array constructors but Uint8Array; only if that cannot be done does
// Capture capture the built-ins that give it (views.js).
//
// In a process that links package goja/structuredclone, Capture also
// captures the built-ins a clone calls (clone.js; CaptureCloneBuiltins), so
// that a script run between two bindings' Enable cannot replace them.
package intrinsics

import (
	"errors"
	"sync/atomic"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/host"
	"github.com/textcodec/textcodec/internal/host/gojaobj"
	"github.com/textcodec/textcodec/internal/host/jscompile"
	"github.com/textcodec/textcodec/internal/webjs"
)

// program is intrinsics.js compiled, shared by all runtimes; viewsProgram is
// views.js (both in internal/webjs).
var (
	program      = jscompile.Lazy(webjs.Intrinsics)
	viewsProgram = jscompile.Lazy(webjs.Views)
	cloneProgram = jscompile.Lazy(webjs.CloneBuiltins)
)

// captureClone tells Capture to capture the built-ins structuredClone calls
// too (CaptureCloneBuiltins).
var captureClone atomic.Bool

// CaptureCloneBuiltins makes every later Capture, in this process, capture
// the built-ins structuredClone calls too (clone.js in
// internal/webjs/intrinsics: Map, Set, Date, RegExp and their methods,
// Object.keys, the error constructors), with the others, before scripts
// run. Package goja/structuredclone calls it from an init function: only a
// process that links it has goja build those built-ins at every runtime's
// first Enable.
func CaptureCloneBuiltins() { captureClone.Store(true) }

// layoutKnown tells whether view slots can be read from goja's objects
// (tests replace it to exercise the captured built-ins).
var layoutKnown = gojaobj.Known

// A Set is one runtime's captured built-ins. It belongs to the runtime's
// goroutine.
type Set struct {
	record *goja.Object
}

// Record returns the null-prototype object whose properties are the captured
// built-ins (named in intrinsics.js, and views.js when it ran), and the
// buffer operations once WithBufferOps has added them.
func (s *Set) Record() *goja.Object { return s.record }

// Get returns the captured built-in name (undefined for an unknown name).
func (s *Set) Get(name string) goja.Value { return s.record.Get(name) }

// Errors returns the errors a binding of rt makes, with the captured %Error%
// and %RangeError% (see host.Errors).
func (s *Set) Errors(rt *goja.Runtime) host.Errors {
	return host.NewErrors(rt, s.record.Get("Error"), s.record.Get("RangeError"))
}

// registry holds each runtime's Set while a binding holds it.
var registry host.PerRuntime[Set]

// errNotRun is returned when the capture program did not give a record; only
// a broken runtime gets here.
var errNotRun = errors.New("intrinsics: the capture program did not run")

// Capture returns rt's captured built-ins, capturing them now if no binding
// holds them yet. Call it on the runtime's goroutine, before scripts run (a
// binding's Enable); the caller keeps the Set for as long as it needs the
// capture to be the first one. It fails only when goja does not run the
// program (an interrupt pending on the runtime).
func Capture(rt *goja.Runtime) (*Set, error) {
	return registry.GetOrMake(rt, func() (*Set, error) {
		v, err := rt.RunProgram(program())
		if err != nil {
			return nil, err
		}
		o, ok := v.(*goja.Object)
		if !ok {
			return nil, errNotRun
		}
		if !layoutKnown() {
			if err := addCaptured(rt, viewsProgram(), o); err != nil {
				return nil, err
			}
		}
		if captureClone.Load() {
			if err := addCaptured(rt, cloneProgram(), o); err != nil {
				return nil, err
			}
		}
		return &Set{record: o}, nil
	})
}

// addCaptured runs p (views.js or clone.js), a function that adds its
// built-ins to record, on record.
func addCaptured(rt *goja.Runtime, p *goja.Program, record *goja.Object) error {
	v, err := rt.RunProgram(p)
	if err != nil {
		return err
	}
	add, ok := goja.AssertFunction(v)
	if !ok {
		return errNotRun
	}
	_, err = add(nil, record)
	return err
}

// registrySize returns the number of runtimes in the registry (for tests).
func registrySize() int { return registry.Len() }
