package encoding_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/textcodec/textcodec/goja/encoding"
)

// outputLimit is the MaxOutputBytes the scripts in testdata/limit expect.
const outputLimit = 1024

// TestOutputLimit runs testdata/limit/*.js with MaxOutputBytes(outputLimit).
func TestOutputLimit(t *testing.T) {
	files, err := filepath.Glob("testdata/limit/*.js")
	if err != nil || len(files) == 0 {
		t.Fatal("no limit scripts", err)
	}
	for _, f := range files {
		t.Run(strings.TrimSuffix(filepath.Base(f), ".js"), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			rt := newRuntimeWith(t, encoding.MaxOutputBytes(outputLimit))
			runScript(t, rt, f, string(src))
		})
	}
}
