package nodemodules

import (
	"github.com/dop251/goja"
	gojautil "github.com/dop251/goja_nodejs/util"

	"github.com/textcodec/textcodec/goja/encoding"
)

// fillUtil makes Node's util: goja_nodejs's own util module (format) fills
// exports, module's exports object, and TextDecoder and TextEncoder, which
// Node's util also exports, are added.
func fillUtil(rt *goja.Runtime, module, exports *goja.Object) error {
	if err := rt.Try(func() { gojautil.Require(rt, module) }); err != nil {
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
