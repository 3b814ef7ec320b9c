package nodemodules

import (
	"github.com/dop251/goja"
	gojabuffer "github.com/dop251/goja_nodejs/buffer"

	"github.com/textcodec/textcodec/goja/fileapi"
	"github.com/textcodec/textcodec/goja/globalscope"
)

// fillBuffer makes Node's buffer: goja_nodejs's own buffer module's exports
// (Buffer), and Blob, File, atob and btoa, which Node's buffer also exports
// (package fileapi's and package globalscope's, the same objects their
// Interfaces give).
func fillBuffer(rt *goja.Runtime, exports *goja.Object) error {
	buffer, err := gojaBufferExports(rt)
	if err != nil {
		return err
	}
	for _, name := range buffer.Keys() {
		if err := export(exports, name, buffer.Get(name)); err != nil {
			return err
		}
	}
	blobs, err := fileapi.Interfaces(rt)
	if err != nil {
		return err
	}
	scope, err := globalscope.Interfaces(rt)
	if err != nil {
		return err
	}
	for _, e := range []struct {
		name string
		v    *goja.Object
	}{{"Blob", blobs["Blob"]}, {"File", blobs["File"]}, {"atob", scope["atob"]}, {"btoa", scope["btoa"]}} {
		if err := export(exports, e.name, e.v); err != nil {
			return err
		}
	}
	return nil
}

// gojaBufferExports returns the exports goja_nodejs's buffer module makes.
// Its loader assigns them on module.exports with an ordinary [[Set]], so it
// fills a scratch module whose objects have no prototype (as utilFormat
// does for util): no setter a script put on Object.prototype runs.
func gojaBufferExports(rt *goja.Runtime) (*goja.Object, error) {
	scratch, scratchExports := rt.CreateObject(nil), rt.CreateObject(nil)
	if err := export(scratch, "exports", scratchExports); err != nil {
		return nil, err
	}
	if err := rt.Try(func() { gojabuffer.Require(rt, scratch) }); err != nil {
		return nil, err
	}
	return scratchExports, nil
}
