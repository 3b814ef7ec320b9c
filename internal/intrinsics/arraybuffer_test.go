package intrinsics

import (
	"testing"

	"github.com/dop251/goja"
)

// The ArrayBuffer operations detach, copy and clone as ECMAScript's do, and
// throw (never panic the host) for what is not an ArrayBuffer.
func TestArrayBufferOps(t *testing.T) {
	rt := goja.New()
	s, err := Capture(rt)
	if err != nil {
		t.Fatal(err)
	}
	rt.Set("ops", s.Record())
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
		for (const f of [() => ops.transferArrayBuffer(a), () => ops.transferArrayBuffer({}), () => ops.isDetachedBuffer(new Uint8Array(1)),
			() => ops.copyDataBlockBytes(c, 3, b, 0, 2), () => ops.cloneArrayBuffer(b, -1, 1), () => ops.cloneArrayBuffer(b, 0.5, 1)]) {
			try { f(); out.push("no throw"); } catch (e) { out.push(e instanceof TypeError); }
		}
		Object.defineProperty(Uint16Array, "name", { value: "Uint8Array" });
		Object.defineProperty(Uint8Array, "name", { value: "Int8Array" });
		for (const v of [new Uint16Array(1), new Uint8Array(1), new Uint8ClampedArray(1), new BigInt64Array(1), new DataView(new ArrayBuffer(1)), {}]) out.push(ops.typedArrayName(v));
		out.join(",");
	`)
	if err != nil {
		t.Fatal(err)
	}
	want := "0,4,true,false,4,0340,23,0,false,true,true,true,true,true,true,Uint16Array,Uint8Array,Uint8ClampedArray,BigInt64Array,,"
	if got := v.String(); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}
