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
	roots = []string{"goja/encoding", "goja/streams"}
	excluded = map[string]string{"goja/streams/bridge.go": "goja_nodejs's console"}
	t.Cleanup(func() { excluded, roots = saved, savedRoots })
	root := writeTree(t, map[string]string{
		"goja/encoding/a.go":               "package encoding\nimport (\n\"github.com/dop251/goja\"\n\"github.com/textcodec/textcodec\"\n\"github.com/textcodec/textcodec/internal/rt\"\n)\n",
		"goja/encoding/a_test.go":          "package encoding\nimport \"github.com/textcodec/textcodec/internal/helper\"\n",
		"goja/encoding/notes.txt":          "not copied",
		"goja/encoding/internal/tool/m.go": "package main\nimport \"github.com/dop251/goja\"\n",
		"goja/streams/s.go":                "package streams\nimport \"github.com/dop251/goja\"\n",
		"goja/streams/js/s.js":             "not copied",
		"goja/streams/bridge.go":           "package streams\nimport \"github.com/dop251/goja_nodejs/console\"\n",
		"goja/streams/loop.go":             "package streams\nimport \"github.com/dop251/goja_nodejs/eventloop\"\n",
		"c.go":                             "package textcodec\n",
		"internal/rt/rt.go":                "package rt\nimport \"github.com/dop251/goja\"\n",
		"internal/helper/h.go":             "package helper\nimport \"github.com/textcodec/textcodec/internal/rt\"\n",
	})
	p, err := makePlan(root)
	if err != nil {
		t.Fatal(err)
	}
	wantFiles := []string{
		"goja/encoding/a.go", "goja/encoding/a_test.go",
		"goja/streams/loop.go", "goja/streams/s.go",
		"internal/helper/h.go", "internal/rt/rt.go",
	}
	if !slices.Equal(p.files, wantFiles) {
		t.Errorf("files %v, want %v", p.files, wantFiles)
	}
	if p.copied[""] || !p.copied["internal/helper"] || !p.copied["internal/rt"] {
		t.Errorf("copied %v: core is shared, the others copied", p.copied)
	}

	// A file that imports goja_nodejs and is not listed stops the generator.
	if err := os.WriteFile(filepath.Join(root, "goja", "streams", "loop_new.go"), []byte("package streams\nimport \"github.com/dop251/goja_nodejs/console\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := makePlan(root); err == nil || !strings.Contains(err.Error(), "goja/streams/loop_new.go") {
		t.Errorf("an unlisted goja_nodejs file: error %v", err)
	}
}

// TestMakePlanKeepsDataShared checks that the generator stops on what a
// sobek copy, which has only the Go files, would lack: files a copied Go
// file embeds, and a copied package's testdata folder.
func TestMakePlanKeepsDataShared(t *testing.T) {
	saved := roots
	roots = []string{"goja/encoding"}
	t.Cleanup(func() { roots = saved })
	for _, c := range []struct {
		name  string
		files map[string]string
		want  string
	}{
		{"embed", map[string]string{
			"goja/encoding/a.go": "package encoding\nimport _ \"embed\"\n//go:embed x.js\nvar x string\n",
			"goja/encoding/x.js": "x",
		}, "goja/encoding/a.go embeds"},
		{"embed in a var block", map[string]string{
			"goja/encoding/a.go":    "package encoding\nimport \"embed\"\nvar (\n\t//go:embed js\n\tjs embed.FS\n)\n",
			"goja/encoding/js/x.js": "x",
		}, "goja/encoding/a.go embeds"},
		{"testdata", map[string]string{
			"goja/encoding/a.go":          "package encoding\n",
			"goja/encoding/testdata/x.js": "x",
		}, "goja/encoding/testdata"},
	} {
		_, err := makePlan(writeTree(t, c.files))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one naming %s", c.name, err, c.want)
		}
	}
	ok := map[string]string{
		"goja/encoding/a.go": "package encoding\n// The program is embedded elsewhere: //go:embed is not this file's.\nvar x = 1\n",
	}
	if _, err := makePlan(writeTree(t, ok)); err != nil {
		t.Errorf("a file that only mentions go:embed: %v", err)
	}
}
