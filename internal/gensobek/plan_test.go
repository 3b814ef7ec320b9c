package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// writeTree writes files (slash path -> content) under a new directory.
func writeTree(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	for name, text := range files {
		path := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

func TestMakePlan(t *testing.T) {
	saved, savedRoots := excluded, roots
	roots = []string{"textcodec", "streams"}
	excluded = map[string]string{"streams/bridge.go": "goja_nodejs's console"}
	t.Cleanup(func() { excluded, roots = saved, savedRoots })
	root := writeTree(t, map[string]string{
		"textcodec/a.go":               "package textcodec\nimport (\n\"github.com/dop251/goja\"\n\"github.com/textcodec/textcodec/core\"\n\"github.com/textcodec/textcodec/internal/rt\"\n)\n",
		"textcodec/a_test.go":          "package textcodec\nimport \"github.com/textcodec/textcodec/internal/helper\"\n",
		"textcodec/testdata/x.js":      "x",
		"textcodec/internal/tool/m.go": "package main\nimport \"github.com/dop251/goja\"\n",
		"streams/s.go":                 "package streams\nimport \"github.com/dop251/goja\"\n",
		"streams/js/s.js":              "s",
		"streams/bridge.go":            "package streams\nimport \"github.com/dop251/goja_nodejs/console\"\n",
		"streams/loop.go":              "package streams\nimport \"github.com/dop251/goja_nodejs/eventloop\"\n",
		"core/c.go":                    "package core\n",
		"internal/rt/rt.go":            "package rt\nimport \"github.com/dop251/goja\"\n",
		"internal/helper/h.go":         "package helper\nimport \"github.com/textcodec/textcodec/internal/rt\"\n",
	})
	p, err := makePlan(root)
	if err != nil {
		t.Fatal(err)
	}
	wantFiles := []string{
		"internal/helper/h.go", "internal/rt/rt.go",
		"streams/js/s.js", "streams/loop.go", "streams/s.go",
		"textcodec/a.go", "textcodec/a_test.go", "textcodec/testdata/x.js",
	}
	if !slices.Equal(p.files, wantFiles) {
		t.Errorf("files %v, want %v", p.files, wantFiles)
	}
	if p.copied["core"] || !p.copied["internal/helper"] || !p.copied["internal/rt"] {
		t.Errorf("copied %v: core is shared, the others copied", p.copied)
	}

	// A file that imports goja_nodejs and is not listed stops the generator.
	if err := os.WriteFile(filepath.Join(root, "streams", "loop_new.go"), []byte("package streams\nimport \"github.com/dop251/goja_nodejs/console\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := makePlan(root); err == nil || !strings.Contains(err.Error(), "streams/loop_new.go") {
		t.Errorf("an unlisted goja_nodejs file: error %v", err)
	}
}
