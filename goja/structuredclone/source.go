package structuredclone

import (
	"github.com/textcodec/textcodec/internal/host/jscompile"
	"github.com/textcodec/textcodec/internal/webjs"
)

// program is the implementation (webjs.StructuredClone), compiled once for
// all runtimes.
var program = jscompile.Lazy(webjs.StructuredClone)
