package encoding

import (
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/host/gojaobj"
)

// TestSlotLayout fails when goja's objects are no longer laid out as
// internal/gojaobj reads them (after a goja upgrade): the binding then falls
// back to slower checks, one of which cannot tell an empty Uint8ClampedArray
// from a Uint8Array. Update gojaobj to the new layout.
func TestSlotLayout(t *testing.T) {
	if !gojaobj.Known() {
		t.Fatal("goja's object layout is not the one internal/gojaobj reads")
	}
	rt := goja.New()
	for src, want := range map[string]viewKind{
		`new Uint8Array(2)`:                    viewUint8Array,
		`new Uint8Array(0)`:                    viewUint8Array,
		`new (class extends Uint8Array {})(1)`: viewUint8Array,
		`new Uint8ClampedArray(2)`:             viewTypedArray,
		`new Uint8ClampedArray(0)`:             viewTypedArray,
		`new Float64Array(1)`:                  viewTypedArray,
		`new BigInt64Array(1)`:                 viewTypedArray,
		`new DataView(new ArrayBuffer(2))`:     viewDataView,
		`new ArrayBuffer(2)`:                   notView,
		`({length: 1, 0: 65})`:                 notView,
		`Object.create(DataView.prototype)`:    notView,
		`Object.create(Uint8Array.prototype)`:  notView,
		`new Proxy(new Uint8Array(1), {})`:     notView,
		`[1, 2]`:                               notView,
		`(function () {})`:                     notView,
	} {
		v, err := rt.RunString(src)
		if err != nil {
			t.Fatal(err)
		}
		if got, ok := slotKind(v.(*goja.Object)); !ok || got != want {
			t.Errorf("%s: slotKind = %d, %v; want %d", src, got, ok, want)
		}
	}
	// Go values goja wraps are no views.
	for _, x := range []any{[]byte{1}, []uint16{1}, map[string]any{"length": 1}, struct{}{}} {
		if got, _ := slotKind(rt.ToValue(x).(*goja.Object)); got != notView {
			t.Errorf("%T: slotKind = %d, want notView", x, got)
		}
	}
}
