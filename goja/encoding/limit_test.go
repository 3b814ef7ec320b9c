package encoding_test

import (
	"path"
	"strings"
	"testing"

	"github.com/textcodec/textcodec/goja/encoding"
)

// outputLimit is the MaxOutputBytes the scripts of testscripts'
// encoding/limit expect.
const outputLimit = 1024

// TestOutputLimit runs testscripts' encoding/limit/*.js with
// MaxOutputBytes(outputLimit).
func TestOutputLimit(t *testing.T) {
	for _, f := range scripts(t, "encoding/limit") {
		t.Run(strings.TrimSuffix(path.Base(f), ".js"), func(t *testing.T) {
			rt := newRuntimeWith(t, encoding.MaxOutputBytes(outputLimit))
			runScript(t, rt, f, script(f))
		})
	}
}
