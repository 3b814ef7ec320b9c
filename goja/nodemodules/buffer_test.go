package nodemodules_test

import (
	"testing"

	gojabuffer "github.com/dop251/goja_nodejs/buffer"

	"github.com/textcodec/textcodec/goja/fileapi"
	"github.com/textcodec/textcodec/goja/globalscope"
)

// require("buffer") and require("node:buffer") are one module: goja_nodejs's
// Buffer, which still works (and so do goja_nodejs's Go helpers, which
// require "buffer" themselves), with Blob, File, atob and btoa, the same
// objects as the globals.
func TestBuffer(t *testing.T) {
	rt := newRuntime(t, true, false)
	if err := fileapi.Enable(rt); err != nil {
		t.Fatal(err)
	}
	if err := globalscope.Enable(rt); err != nil {
		t.Fatal(err)
	}
	got := run(t, rt, `
		const buffer = require("buffer");
		[buffer === require("node:buffer"), buffer.Blob === Blob, buffer.File === File, buffer.atob === atob, buffer.btoa === btoa,
		 buffer.Buffer.from("hi").toString("base64"), buffer.btoa("hi"), new buffer.Blob(["abc"]).size,
		 Object.keys(buffer).sort().join(" ")].join()`)
	if got != "true,true,true,true,true,aGk=,aGk=,3,Blob Buffer File atob btoa" {
		t.Errorf("got %s", got)
	}
	if w := gojabuffer.WrapBytes(rt, []byte("x")); w.Get("length").ToInteger() != 1 {
		t.Errorf("goja_nodejs's WrapBytes: %v", w)
	}
}

// Without the globals, require("buffer") makes the bindings itself.
func TestBufferWithoutGlobals(t *testing.T) {
	rt := newRuntime(t, true, false)
	got := run(t, rt, `const { Blob, File, atob } = require("buffer");
		[typeof globalThis.Blob, new File(["ab"], "f").name, atob("YWI=")].join()`)
	if got != "undefined,f,ab" {
		t.Errorf("got %s", got)
	}
}
