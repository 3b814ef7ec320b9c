package jsbench

import (
	"reflect"
	"testing"
)

// TestUTF16FormIsScriptForm checks what the string form table takes for
// granted of the utf16 form: a string the host makes with
// goja.StringFromUTF16 has the same representation in goja as the same
// text made by a script, so encode reads both the same way (the table shows
// "same type" instead of comparing two measurements of one code path).
func TestUTF16FormIsScriptForm(t *testing.T) {
	e := gojaEngine{}
	for _, text := range formTexts(t) {
		rt, err := e.enabled()
		if err != nil {
			t.Fatal(err)
		}
		js, err := e.formValue(rt, text, "js")
		if err != nil {
			t.Fatal(err)
		}
		u, err := e.formValue(rt, text, "utf16")
		if err != nil {
			t.Fatal(err)
		}
		if reflect.TypeOf(js) != reflect.TypeOf(u) {
			t.Errorf("%s: a script's string is a %T, StringFromUTF16's a %T", text.name, js, u)
		}
	}
}
