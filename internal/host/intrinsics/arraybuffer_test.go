package intrinsics

import (
	"testing"

	"github.com/dop251/goja"
)

// bothLayouts runs f with view slots read from goja's objects, and again
// with goja's layout taken for unknown (the captured built-ins of views.js).
func bothLayouts(t *testing.T, f func(t *testing.T)) {
	t.Run("goja", f)
	t.Run("captured", func(t *testing.T) {
		saved := layoutKnown
		layoutKnown = func() bool { return false }
		defer func() { layoutKnown = saved }()
		f(t)
	})
}

// opsRuntime returns a fresh runtime with the record, buffer operations
// included, as the global "ops".
func opsRuntime(t *testing.T) *goja.Runtime {
	rt := goja.New()
	s, err := Capture(rt)
	if err != nil {
		t.Fatal(err)
	}
	record, err := s.WithBufferOps(rt)
	if err != nil {
		t.Fatal(err)
	}
	if again, err := s.WithBufferOps(rt); again != record || err != nil {
		t.Fatalf("a second WithBufferOps: %v, %v", again, err)
	}
	rt.Set("ops", record)
	return rt
}

// The ArrayBuffer operations detach, copy and clone as ECMAScript's do, and
// throw (never panic the host) for what is not an ArrayBuffer.
func TestArrayBufferOps(t *testing.T) {
	bothLayouts(t, func(t *testing.T) {
		rt := opsRuntime(t)
		v, err := rt.RunString(`
		const out = [];
		const a = new Uint8Array([1, 2, 3, 4]).buffer;
		const b = ops.transferArrayBuffer(a);
		out.push(a.byteLength, b.byteLength, ops.isDetachedBuffer(a), ops.isDetachedBuffer(b), new Uint8Array(b)[3]);
		const c = new ArrayBuffer(4);
		ops.copyDataBlockBytes(c, 1, b, 2, 2);
		out.push(Array.from(new Uint8Array(c)).join(""));
		const d = ops.cloneArrayBuffer(b, 1, 2);
		new Uint8Array(b)[1] = 9;
		out.push(Array.from(new Uint8Array(d)).join(""));
		const empty = ops.transferArrayBuffer(new ArrayBuffer(0));
		out.push(empty.byteLength, ops.isDetachedBuffer(empty));
		const e = ops.allocateArrayBuffer(3);
		out.push(e instanceof ArrayBuffer, ops.arrayBufferByteLength(e), ops.arrayBufferByteLength(a));
		for (const f of [() => ops.transferArrayBuffer(a), () => ops.transferArrayBuffer({}), () => ops.isDetachedBuffer(new Uint8Array(1)),
			() => ops.copyDataBlockBytes(c, 3, b, 0, 2), () => ops.cloneArrayBuffer(b, -1, 1), () => ops.cloneArrayBuffer(b, 0.5, 1),
			() => ops.arrayBufferByteLength(new Uint8Array(1)), () => ops.viewSlots(new ArrayBuffer(1), { __proto__: null }),
			() => ops.viewSlots({}, { __proto__: null }), () => ops.viewSlots(Object.create(DataView.prototype), { __proto__: null })]) {
			try { f(); out.push("no throw"); } catch (e) { out.push(e instanceof TypeError); }
		}
		try { ops.allocateArrayBuffer(2 ** 53 - 1); out.push("no throw"); } catch (e) { out.push(e instanceof RangeError); }
		ArrayBuffer.isView = () => false;
		for (const v of [new Uint8Array(1), new DataView(new ArrayBuffer(1)), new ArrayBuffer(1), {}, 1, undefined]) out.push(ops.isView(v));
		out.join(",");
	`)
		if err != nil {
			t.Fatal(err)
		}
		want := "0,4,true,false,4,0340,23,0,false,true,3,0,true,true,true,true,true,true,true,true,true,true,true," +
			"true,true,false,false,false,false"
		if got := v.String(); got != want {
			t.Errorf("got  %s\nwant %s", got, want)
		}
	})
}

// viewSlots gives a view's slots and its kind's intrinsic constructor,
// whatever a script did after the capture to the globals, the constructors'
// names, the prototypes' getters or the view's prototype.
func TestViewSlots(t *testing.T) {
	bothLayouts(t, func(t *testing.T) {
		rt := opsRuntime(t)
		v, err := rt.RunString(`
		const real = { DataView, Uint16Array, Uint8Array, Uint8ClampedArray, BigInt64Array, Float32Array };
		const b = new ArrayBuffer(32);
		const views = [new Uint16Array(b, 2, 3), new Uint8Array(b, 1, 4), new Uint8ClampedArray(b), new BigInt64Array(b, 8, 1),
			new DataView(b, 5, 6), new (class extends Float32Array {})(b, 4, 2)];
		Object.defineProperty(Uint16Array, "name", { value: "Uint8Array" });
		Object.defineProperty(Uint8Array, "name", { value: "Uint8ClampedArray" });
		Object.setPrototypeOf(views[0], Float64Array.prototype);
		const TA = Object.getPrototypeOf(Uint8Array);
		for (const k of ["buffer", "byteOffset", "byteLength", "length"]) Object.defineProperty(TA.prototype, k, { get() { throw new Error("read " + k) } });
		for (const k of ["buffer", "byteOffset", "byteLength"]) Object.defineProperty(DataView.prototype, k, { get() { throw new Error("read " + k) } });
		globalThis.DataView = globalThis.Uint16Array = globalThis.Uint8Array = function () {};
		const out = [];
		const slots = (view) => {
			const s = { __proto__: null, buffer: undefined, byteOffset: 0, byteLength: 0, length: 0, name: undefined, elementSize: 0, ctor: undefined };
			ops.viewSlots(view, s);
			const ctor = Object.keys(real).find((k) => real[k] === s.ctor);
			return [s.buffer === b, s.byteOffset, s.byteLength, s.length, s.name, s.elementSize, ctor].join(" ");
		};
		for (const view of views) out.push(slots(view));
		ops.transferArrayBuffer(b);
		out.push(slots(views[0]), slots(views[4]));
		out.join("; ");
	`)
		if err != nil {
			t.Fatal(err)
		}
		want := "true 2 6 3 Uint16Array 2 Uint16Array; true 1 4 4 Uint8Array 1 Uint8Array; " +
			"true 0 32 32 Uint8ClampedArray 1 Uint8ClampedArray; true 8 8 1 BigInt64Array 8 BigInt64Array; " +
			"true 5 6 6  1 DataView; true 4 8 2 Float32Array 4 Float32Array; " +
			"true 0 0 0 Uint16Array 2 Uint16Array; true 0 0 0  1 DataView"
		if got := v.String(); got != want {
			t.Errorf("got  %s\nwant %s", got, want)
		}
	})
}
