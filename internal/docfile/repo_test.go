package docfile

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// TestRepository checks the repository's README.md, examples/scriptserver/README.md and docs/: every
// generated file's digest, and every quote in a hand-written one.
func TestRepository(t *testing.T) {
	root := filepath.Join("..", "..")
	names, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	if len(names) == 0 {
		t.Fatal("no docs/*.md")
	}
	handWritten := []string{"README.md", "examples/scriptserver/README.md"}
	for _, name := range names {
		content, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		rel, _ := filepath.Rel(root, name)
		_, _, err = Verify(content)
		switch {
		case errors.Is(err, ErrNotGenerated):
			handWritten = append(handWritten, rel)
		case err != nil:
			t.Errorf("%s: %v", rel, err)
		}
	}
	quotes := 0
	for _, name := range handWritten {
		for _, err := range Check(root, name) {
			t.Error(err)
		}
		content, _ := os.ReadFile(filepath.Join(root, name))
		q, _ := Quotes(content)
		quotes += len(q)
	}
	if quotes == 0 {
		t.Error("README.md and docs/ quote no generated file")
	}
}
