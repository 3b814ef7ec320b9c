package encoding

import (
	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/host/gojaobj"
)

// Web IDL tells a BufferSource's kind from internal slots: a typed array has
// [[TypedArrayName]], a DataView [[DataView]]. goja exposes neither to Go,
// and the built-ins that read them are either script-replaceable or read
// properties a script controls (%TypedArray%.prototype[@@toStringTag]
// returns the constructor's "name", which is configurable; DataView's
// getters word their TypeError with the receiver's @@toStringTag). So the
// kinds are read from goja's own objects by package internal/host/gojaobj, which
// runs no script.
//
// If goja ever changes its layout, gojaobj cannot tell, and the binding
// falls back to ways that need no layout: ArrayBuffer.isView, captured by
// Enable, for DataViews, and a write test for Uint8ClampedArray
// (intrinsics.IsClamped). gojaobj's TestLayout fails then, so that a goja upgrade cannot
// go unnoticed.

// A viewKind is what kind of ArrayBufferView an object is, if any.
type viewKind uint8

const (
	notView        viewKind = iota
	viewUint8Array          // [[TypedArrayName]] "Uint8Array"
	viewTypedArray          // any other typed array, Uint8ClampedArray included
	viewDataView
)

// readKind reads an object's kind from goja's objects (tests replace it to
// exercise the fallbacks).
var readKind = gojaobj.KindOf

// slotKind returns o's kind read from goja's slots; ok is false when the
// layout is unknown.
func slotKind(o *goja.Object) (k viewKind, ok bool) {
	kind, ok := readKind(o)
	switch {
	case !ok:
		return notView, false
	case kind == gojaobj.Uint8Array:
		return viewUint8Array, true
	case kind.IsTypedArray():
		return viewTypedArray, true
	case kind == gojaobj.DataView:
		return viewDataView, true
	}
	return notView, true
}
