package docfile

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestReadmePrograms runs each complete Go program in README.md (a ```go
// block that starts with "package main") and checks its output against the
// comments on its fmt.Print lines, in order.
func TestReadmePrograms(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs programs with go run")
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	blocks := regexp.MustCompile("(?s)```go\n(package main\n.*?)```").FindAllStringSubmatch(string(readme), -1)
	if len(blocks) < 3 {
		t.Fatalf("%d programs in README.md, want the Go, goja and Node-style ones", len(blocks))
	}
	printed := regexp.MustCompile(`(?m)^\s*fmt\.Print.*\) // (.*)$`)
	for i, b := range blocks {
		src := b[1]
		var want []string
		for _, m := range printed.FindAllStringSubmatch(src, -1) {
			want = append(want, m[1])
		}
		if len(want) == 0 {
			t.Errorf("program %d prints nothing it states", i+1)
			continue
		}
		file := filepath.Join(t.TempDir(), "main.go")
		if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		// Run from this module, whose go.mod has every import the
		// programs make.
		out, err := exec.Command(goCmd, "run", file).CombinedOutput()
		if err != nil {
			t.Errorf("program %d: %v\n%s", i+1, err, out)
			continue
		}
		if got := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n"); strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("program %d prints\n%s\nREADME.md says\n%s", i+1, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
}
