package gojaobj

import (
	"testing"

	"github.com/dop251/goja"
)

// TestLayout fails when goja's objects are no longer laid out as this
// package reads them (after a goja upgrade): the bindings then capture the
// built-ins they would otherwise read from Go, at a cost to every runtime.
// Update layout.go to the new layout.
func TestLayout(t *testing.T) {
	if !Known() {
		t.Fatal("goja's object layout is not the one layout.go reads")
	}
	rt := goja.New()
	for src, want := range map[string]Kind{
		`new Uint8Array(2)`:                    Uint8Array,
		`new Uint8Array(0)`:                    Uint8Array,
		`new (class extends Uint8Array {})(1)`: Uint8Array,
		`new Uint8ClampedArray(0)`:             Uint8ClampedArray,
		`new Int8Array(1)`:                     Int8Array,
		`new Float64Array(1)`:                  Float64Array,
		`new BigUint64Array(1)`:                BigUint64Array,
		`new DataView(new ArrayBuffer(2))`:     DataView,
		`new ArrayBuffer(2)`:                   NotView,
		`({length: 1, 0: 65})`:                 NotView,
		`Object.create(DataView.prototype)`:    NotView,
		`Object.create(Uint8Array.prototype)`:  NotView,
		`new Proxy(new Uint8Array(1), {})`:     NotView,
		`[1, 2]`:                               NotView,
		`(function () {})`:                     NotView,
	} {
		v, err := rt.RunString(src)
		if err != nil {
			t.Fatal(err)
		}
		if got, ok := KindOf(v.(*goja.Object)); !ok || got != want {
			t.Errorf("%s: KindOf = %v, %v; want %v", src, got, ok, want)
		}
		if _, ok := ViewOf(v.(*goja.Object)); ok != (want != NotView) {
			t.Errorf("%s: ViewOf ok = %v", src, ok)
		}
	}
	// Go values goja wraps are no views.
	for _, x := range []any{[]byte{1}, []uint16{1}, map[string]any{"length": 1}, struct{}{}} {
		if got, _ := KindOf(rt.ToValue(x).(*goja.Object)); got != NotView {
			t.Errorf("%T: KindOf = %v, want NotView", x, got)
		}
	}
	if got, ok := KindOf(nil); got != NotView || !ok {
		t.Errorf("KindOf(nil) = %v, %v", got, ok)
	}
}

// ViewOf reads the slots goja keeps, whatever a script did to the globals,
// the prototypes' getters, the view's prototype or the constructors' names.
func TestViewOfHostile(t *testing.T) {
	rt := goja.New()
	v, err := rt.RunString(`
		const b = new ArrayBuffer(24);
		const real = [Uint16Array, DataView, Uint8ClampedArray, Float64Array];
		const views = [new Uint16Array(b, 4, 5), new DataView(b, 1, 7), new Uint8ClampedArray(b, 3), new (class extends Float64Array {})(b, 8)];
		const TA = Object.getPrototypeOf(Uint8Array);
		for (const k of ["buffer", "byteOffset", "byteLength", "length"]) Object.defineProperty(TA.prototype, k, { get() { throw new Error("read " + k) } });
		Object.defineProperty(TA.prototype, Symbol.toStringTag, { get() { throw new Error("read tag") } });
		for (const k of ["buffer", "byteOffset", "byteLength"]) Object.defineProperty(DataView.prototype, k, { get() { throw new Error("read " + k) } });
		Object.defineProperty(Uint16Array, "name", { value: "Uint8Array" });
		Object.setPrototypeOf(views[0], Int8Array.prototype);
		globalThis.DataView = globalThis.Uint16Array = function () {};
		[b, views, real];
	`)
	if err != nil {
		t.Fatal(err)
	}
	arr := v.(*goja.Object)
	buf := arr.Get("0")
	views, real := arr.Get("1").(*goja.Object), arr.Get("2").(*goja.Object)
	want := []View{
		{Kind: Uint16Array, ByteOffset: 4, ByteLength: 10, Length: 5},
		{Kind: DataView, ByteOffset: 1, ByteLength: 7, Length: 7},
		{Kind: Uint8ClampedArray, ByteOffset: 3, ByteLength: 21, Length: 21},
		{Kind: Float64Array, ByteOffset: 8, ByteLength: 16, Length: 2},
	}
	for i, w := range want {
		o := views.Get(itoa(i)).(*goja.Object)
		got, ok := ViewOf(o)
		if !ok || got.Kind != w.Kind || got.ByteOffset != w.ByteOffset || got.ByteLength != w.ByteLength || got.Length != w.Length {
			t.Errorf("view %d: got %+v, %v; want %+v", i, got, ok, w)
		}
		if got.Constructor != real.Get(itoa(i)) {
			t.Errorf("view %d: the constructor is not the intrinsic %v", i, w.Kind)
		}
		if rt.ToValue(got.Buffer) != buf {
			t.Errorf("view %d: the buffer is not the one it views", i)
		}
	}
	buf.(*goja.Object).Export().(goja.ArrayBuffer).Detach()
	for i := range want {
		got, ok := ViewOf(views.Get(itoa(i)).(*goja.Object))
		if !ok || !got.Buffer.Detached() || got.ByteOffset != 0 || got.ByteLength != 0 || got.Length != 0 {
			t.Errorf("view %d of a detached buffer: got %+v, %v", i, got, ok)
		}
	}
}

func TestKinds(t *testing.T) {
	for k := Int8Array; k <= BigUint64Array; k++ {
		if KindNamed(k.TypedArrayName()) != k || !k.IsTypedArray() {
			t.Errorf("%v: KindNamed(TypedArrayName) = %v", k, KindNamed(k.TypedArrayName()))
		}
	}
	if DataView.TypedArrayName() != "" || DataView.ElementSize() != 1 || KindNamed("DataView") != NotView || Kind(200).String() != "" {
		t.Error("DataView or an unknown kind is named or sized wrongly")
	}
}

func itoa(i int) string { return string(rune('0' + i)) }

// BenchmarkViewOf measures reading a typed array's slots.
func BenchmarkViewOf(b *testing.B) {
	rt := goja.New()
	v, err := rt.RunString(`new Uint16Array(new ArrayBuffer(64), 2, 8)`)
	if err != nil {
		b.Fatal(err)
	}
	o := v.(*goja.Object)
	b.ReportAllocs()
	for b.Loop() {
		if _, ok := ViewOf(o); !ok {
			b.Fatal("not a view")
		}
	}
}
