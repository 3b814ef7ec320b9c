package nodemodules

import (
	"github.com/dop251/goja"
	gojautil "github.com/dop251/goja_nodejs/util"

	"github.com/textcodec/textcodec/goja/encoding"
)

// fillUtil makes Node's util: goja_nodejs's own util module's format, and
// TextDecoder and TextEncoder, which Node's util also exports.
func fillUtil(rt *goja.Runtime, exports *goja.Object) error {
	format, err := utilFormat(rt)
	if err != nil {
		return err
	}
	if err := export(exports, "format", format); err != nil {
		return err
	}
	codec, err := encoding.Interfaces(rt)
	if err != nil {
		return err
	}
	if err := export(exports, "TextDecoder", codec["TextDecoder"]); err != nil {
		return err
	}
	return export(exports, "TextEncoder", codec["TextEncoder"])
}

// utilFormat returns goja_nodejs's util.format. Its module loader assigns
// format on module.exports with an ordinary [[Set]], so it fills a scratch
// module whose objects have no prototype: no setter a script put on
// Object.prototype runs, and format is read from an own property.
func utilFormat(rt *goja.Runtime) (goja.Value, error) {
	scratch, scratchExports := rt.CreateObject(nil), rt.CreateObject(nil)
	if err := export(scratch, "exports", scratchExports); err != nil {
		return nil, err
	}
	if err := rt.Try(func() { gojautil.Require(rt, scratch) }); err != nil {
		return nil, err
	}
	return scratchExports.Get("format"), nil
}
