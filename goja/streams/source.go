package streams

import (
	"github.com/textcodec/textcodec/internal/host/jscompile"
	"github.com/textcodec/textcodec/internal/webjs"
)

// program is the implementation (webjs.Streams: one JavaScript program,
// one file per part of the standard), compiled once for all runtimes.
var program = jscompile.Lazy(webjs.Streams)
