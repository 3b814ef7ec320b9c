package jsprogram

import (
	"testing"
	"testing/fstest"

	"github.com/dop251/goja"
)

var files = fstest.MapFS{
	"js/a.js": {Data: []byte("var x = 1;\n")},
	"js/b.js": {Data: []byte("x += 1; x;\n")},
}

// TestJoin checks that the files are joined in the listed order.
func TestJoin(t *testing.T) {
	got, err := Join(files, "js", []string{"b.js", "a.js"})
	if err != nil {
		t.Fatal(err)
	}
	if want := "x += 1; x;\nvar x = 1;\n"; got != want {
		t.Fatalf("Join gives %q, want %q", got, want)
	}
	if _, err := Join(files, "js", []string{"c.js"}); err == nil {
		t.Fatal("Join of a missing file gives no error")
	}
}

// TestLazy runs the compiled program and checks that it is compiled once.
func TestLazy(t *testing.T) {
	program := Lazy("t.js", files, "js", []string{"a.js", "b.js"})
	if program() != program() {
		t.Fatal("two calls give two programs")
	}
	v, err := goja.New().RunProgram(program())
	if err != nil {
		t.Fatal(err)
	}
	if v.ToInteger() != 2 {
		t.Fatalf("the program gives %v, want 2", v)
	}
}

// TestCheckOrder checks that a file left out, one listed twice and one
// listed that is not there are each found.
func TestCheckOrder(t *testing.T) {
	for _, c := range []struct {
		order []string
		ok    bool
	}{
		{[]string{"b.js", "a.js"}, true},
		{[]string{"a.js"}, false},
		{[]string{"a.js", "b.js", "b.js"}, false},
		{[]string{"a.js", "b.js", "c.js"}, false},
	} {
		if err := CheckOrder(files, "js", c.order); (err == nil) != c.ok {
			t.Errorf("CheckOrder(%v) = %v", c.order, err)
		}
	}
}
