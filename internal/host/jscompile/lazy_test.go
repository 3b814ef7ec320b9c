package jscompile

import (
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/webjs"
)

// TestLazy checks that the program is compiled once, and runs:
// intrinsics.js evaluates to its record.
func TestLazy(t *testing.T) {
	program := Lazy(webjs.Intrinsics)
	if program() != program() {
		t.Fatal("two calls give two programs")
	}
	v, err := goja.New().RunProgram(program())
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := v.(*goja.Object); !ok {
		t.Fatalf("intrinsics.js gives %v, want its record", v)
	}
}
