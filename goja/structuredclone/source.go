package structuredclone

import (
	"github.com/textcodec/textcodec/internal/host/intrinsics"
	"github.com/textcodec/textcodec/internal/host/jscompile"
	"github.com/textcodec/textcodec/internal/webjs"
)

// program is the implementation (webjs.StructuredClone), compiled once for
// all runtimes.
var program = jscompile.Lazy(webjs.StructuredClone)

// The built-ins the program calls (Map, Set, Date, RegExp, Object.keys,
// ...) are captured with the others, at the first Enable of any binding on
// a runtime, before scripts run: a script that runs between, say,
// encoding.Enable and Enable cannot replace what a clone calls.
func init() { intrinsics.CaptureCloneBuiltins() }
