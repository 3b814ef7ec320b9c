package nodemodules

import (
	"github.com/dop251/goja"

	gojaurl "github.com/textcodec/textcodec/goja/url"
)

// fillURL makes Node's url module as far as the URL Standard goes: URL and
// URLSearchParams (package goja/url's interface objects, the same as its
// globals). Node's legacy API (url.parse, url.format, url.resolve,
// fileURLToPath, ...) is not provided.
func fillURL(rt *goja.Runtime, exports *goja.Object) error {
	ifaces, err := gojaurl.Interfaces(rt)
	if err != nil {
		return err
	}
	if err := export(exports, "URL", ifaces["URL"]); err != nil {
		return err
	}
	return export(exports, "URLSearchParams", ifaces["URLSearchParams"])
}
