package main

import (
	"testing"

	"github.com/dop251/goja"
)

// TestJSONWriterMatchesGoja compares the server's JSON.stringify with
// goja's on ordinary values.
func TestJSONWriterMatchesGoja(t *testing.T) {
	vm, err := newVM(vmLimits{scan: defaultScan, maxResult: 1 << 20, maxResultDepth: 100})
	if err != nil {
		t.Fatal(err)
	}
	plain := goja.New()
	for _, expr := range []string{
		`[1, "a", true, null, undefined, () => 1, Symbol("s"), NaN, -0, 1e21, 1.5e-7, Infinity]`,
		`({ a: 1, b: undefined, c: () => 1, d: { e: [ {}, [] ] }, "\u2028\"\\\n\u0001": "\ud800\udc00\ud800x\udc00" })`,
		`({ toJSON(k) { return "key:" + k } })`,
		`({ get x() { return 42 }, y: new Date(0), z: new Number(3), w: new String("s"), v: new Boolean(false) })`,
		`Object.assign(Object.create({ inherited: 1 }), { own: 2 })`,
		`[new Uint8Array([1, 2]), new Map([[1, 2]]), /re/g, new Error("e")]`,
		`"just a string"`, `7`, `undefined`, `null`,
		`JSON.rawJSON ? [JSON.rawJSON("1e1000")] : []`,
	} {
		for _, args := range []string{"", ", null, 2", `, ["a", "d", "e", 0], "\t"`, `, (k, v) => typeof v === "number" ? v + 1 : v, 20`} {
			src := "JSON.stringify(" + expr + args + ")"
			want, err := plain.RunString(src)
			if err != nil {
				t.Fatal(src, err)
			}
			got, err := vm.rt.RunString(src)
			if err != nil {
				t.Errorf("%s: %v", src, err)
				continue
			}
			if !got.SameAs(want) {
				t.Errorf("%s:\n got %v\nwant %v", src, got, want)
			}
		}
	}
	// the holder's "" is the value, whatever Object.prototype says
	hook := `Object.defineProperty(Object.prototype, "", { set(v) {}, get() { return 9 } }); JSON.stringify(5, function (k, v) { return k === "" ? this[""] : v })`
	if got, err := vm.rt.RunString(hook); err != nil || got.String() != "5" {
		t.Errorf("replacer's this[\"\"]: got %v (%v), want 5", got, err)
	}
	for _, src := range []string{`const a = {}; a.a = a; JSON.stringify(a)`, `JSON.stringify(1n)`, `JSON.stringify({ toJSON() { throw new Error("x") } })`} {
		_, want := plain.RunString(src)
		_, got := vm.rt.RunString(src)
		if want == nil || got == nil {
			t.Errorf("%s: no exception (goja %v, server %v)", src, want, got)
		}
	}
}
