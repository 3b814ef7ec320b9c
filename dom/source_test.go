package dom

import (
	"slices"
	"testing"
)

// TestSourceOrder checks that sourceOrder names every file of js/ exactly
// once, so that no part of the implementation is left out of the program.
func TestSourceOrder(t *testing.T) {
	entries, err := jsFiles.ReadDir("js")
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	for _, e := range entries {
		files = append(files, e.Name())
	}
	listed := slices.Clone(sourceOrder)
	slices.Sort(listed)
	slices.Sort(files)
	if !slices.Equal(listed, files) {
		t.Fatalf("sourceOrder lists %v; js/ holds %v", listed, files)
	}
}
