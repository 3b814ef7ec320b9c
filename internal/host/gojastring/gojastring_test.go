package gojastring

import (
	"testing"

	"github.com/dop251/goja"
)

// The strings made are goja's own: equal to the ones a script makes, with
// the right length and code units; Units and Bytes read them back.
func TestForms(t *testing.T) {
	if !Known() {
		t.Fatal("goja's string forms were not found: the bindings copy every large string")
	}
	rt := goja.New()
	rt.Set("ascii", ASCII(rt, []byte("abc")))
	rt.Set("empty", ASCII(rt, nil))
	rt.Set("unicode", UTF16([]uint16{0, 'a', 0xE9, 0xD83D, 0xDE00}))
	v, err := rt.RunString(`[ascii === "abc", empty === "", unicode === "a\u00e9\u{1F600}", unicode.length, ascii + unicode === "abca\u00e9\u{1F600}"].join()`)
	if err != nil || v.String() != "true,true,true,4,true" {
		t.Fatalf("got %v, %v", v, err)
	}
	s, _ := rt.RunString(`"x\u0101"`)
	if u, ok := Units(s.(goja.String)); !ok || len(u) != 2 || u[1] != 0x101 {
		t.Errorf("Units: %v, %v", u, ok)
	}
	if _, ok := Bytes(s.(goja.String)); ok {
		t.Error("Bytes read a UTF-16 string")
	}
	a, _ := rt.RunString(`"xy"`)
	if p, ok := Bytes(a.(goja.String)); !ok || string(p) != "xy" {
		t.Errorf("Bytes: %q, %v", p, ok)
	}
	if _, ok := Units(a.(goja.String)); ok {
		t.Error("Units read an ASCII string")
	}
	if _, ok := Units(rt.ToValue("a long Go string, which goja scans lazily").(goja.String)); ok {
		t.Error("Units read a Go string")
	}
}

// NewBytes and NewUnits give slices of the length asked for, small and
// large, each its own memory.
func TestNewBytesAndUnits(t *testing.T) {
	for _, n := range []int{0, 1, minUninitialized - 1, minUninitialized, 1 << 20} {
		p, q := NewBytes(n), NewBytes(n)
		u, v := NewUnits(n), NewUnits(n)
		if len(p) != n || len(u) != n {
			t.Fatalf("n %d: lengths %d, %d", n, len(p), len(u))
		}
		for i := range p {
			p[i], q[i] = 1, 2
			u[i], v[i] = 0xFFFF, 0
		}
		if n > 0 && (p[n-1] != 1 || u[n-1] != 0xFFFF || u[0] != 0xFFFF) {
			t.Errorf("n %d: the slices share memory", n)
		}
	}
}
