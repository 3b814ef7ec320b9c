package textcodec

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
)

// TestNoStartupWork runs a small program that uses UTF-8 only
// (testdata/startup) with GODEBUG=inittrace=1, which prints one line for
// every package whose initialisation does work, and checks that the tables
// cost nothing at start-up and package textcodec next to nothing (its error values): no
// table is built, copied or touched before an encoding is used.
func TestNoStartupWork(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program")
	}
	// Built first, and only the program run with the trace on: with "go
	// run" the compiler would trace its own start-up too, and the build
	// cache would replay those lines with every later build of the package.
	bin := filepath.Join(t.TempDir(), "startup")
	if out, err := exec.Command("go", "build", "-o", bin, "./testdata/startup").CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	cmd := exec.Command(bin)
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if !regexp.MustCompile(`(?m)^café$`).Match(out) || !regexp.MustCompile(`init \S+ @`).Match(out) {
		t.Fatalf("unexpected output:\n%s", out)
	}
	if m := regexp.MustCompile(`init github.com/textcodec/textcodec/internal/tables @.*`).Find(out); m != nil {
		t.Errorf("package tables does work at start-up: %s", m)
	}
	m := regexp.MustCompile(`init github.com/textcodec/textcodec @\S+ ms, \S+ ms clock, (\d+) bytes, (\d+) allocs`).FindSubmatch(out)
	if m != nil {
		if bytes, _ := strconv.Atoi(string(m[1])); bytes > 1024 {
			t.Errorf("package textcodec allocates %d bytes at start-up", bytes)
		}
	}
}
