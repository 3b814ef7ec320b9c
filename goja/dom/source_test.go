package dom

import (
	"testing"

	"github.com/textcodec/textcodec/internal/host/jsprogram"
)

// TestSourceOrder checks that sourceOrder names every file of js/ exactly
// once, so that no part of the implementation is left out of the program.
func TestSourceOrder(t *testing.T) {
	if err := jsprogram.CheckOrder(jsFiles, "js", sourceOrder); err != nil {
		t.Fatal(err)
	}
}
