package intrinsics

import (
	"strings"
	"testing"

	"github.com/dop251/goja"
)

// An object map keys by identity, answers as Map does, and refuses what is
// not an object map or not an object key.
func TestObjectMap(t *testing.T) {
	rt := goja.New()
	s, err := Capture(rt)
	if err != nil {
		t.Fatal(err)
	}
	if err := rt.Set("record", s.WithObjectMaps(rt)); err != nil {
		t.Fatal(err)
	}
	v, err := rt.RunString(`
		const m = record.newObjectMap(), a = {}, b = {}, f = function () {};
		const out = [];
		out.push(m.size, m.has(a), m.get(a));
		out.push(m.set(a, 1) === m, m.set(f, "f") === m, m.set(a, 2) === m);
		out.push(m.size, m.get(a), m.get(f), m.get(b), m.has(b), m.has({}));
		out.push(m.delete(a), m.delete(a), m.size, m.has(a));
		out.push(Object.getPrototypeOf(Object.getPrototypeOf(m)), Object.keys(m).length);
		out.push(record.newObjectMap() !== m, record.newObjectMap().size);
		out.map(String).join(",");
	`)
	if err != nil {
		t.Fatal(err)
	}
	const want = "0,false,undefined,true,true,true,2,2,f,undefined,false,false,true,false,1,false,null,0,true,0"
	if got := v.String(); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	for _, bad := range []string{
		`record.newObjectMap().get("a")`,
		`record.newObjectMap().set(1, 2)`,
		`Object.getPrototypeOf(record.newObjectMap()).has.call({}, {})`,
	} {
		_, err := rt.RunString(bad)
		if err == nil || !strings.Contains(err.Error(), "TypeError") {
			t.Errorf("%s: error %v, want a TypeError", bad, err)
		}
	}
	if s.WithObjectMaps(rt).Get("newObjectMap") != s.Record().Get("newObjectMap") {
		t.Error("a second WithObjectMaps made the operations again")
	}
}

// Capturing reads no global Map: goja builds Map only when a script uses
// it, and a binding's Enable must not make every runtime pay for it.
func TestCaptureReadsNoMap(t *testing.T) {
	rt := goja.New()
	if _, err := rt.RunString(`
		globalThis.mapReads = 0;
		Object.defineProperty(globalThis, "Map", { get() { mapReads++; return undefined; }, configurable: true });
	`); err != nil {
		t.Fatal(err)
	}
	s, err := Capture(rt)
	if err != nil {
		t.Fatal(err)
	}
	s.WithObjectMaps(rt)
	if n := rt.Get("mapReads").ToInteger(); n != 0 {
		t.Errorf("Capture read Map %d times", n)
	}
}
