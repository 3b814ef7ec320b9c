package dom

import (
	"github.com/textcodec/textcodec/internal/host/jscompile"
	"github.com/textcodec/textcodec/internal/webjs"
)

// program is the implementation (webjs.DOM: one JavaScript program, one
// file per interface), compiled once for all runtimes.
var program = jscompile.Lazy(webjs.DOM)
