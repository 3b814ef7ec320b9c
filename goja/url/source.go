package url

import (
	"github.com/textcodec/textcodec/internal/host/jscompile"
	"github.com/textcodec/textcodec/internal/webjs"
)

// program is the interfaces' JavaScript (webjs.URL: one program, one file
// per interface), compiled once for all runtimes.
var program = jscompile.Lazy(webjs.URL)
