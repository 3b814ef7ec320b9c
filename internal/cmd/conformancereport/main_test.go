package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestWrite(t *testing.T) {
	dir := t.TempDir()
	results := filepath.Join(dir, "upstream.json")
	os.WriteFile(results, []byte(`{"results": [
		{"test": "/encoding/b.any.js", "status": "ERROR", "subtests": []},
		{"test": "/encoding/a.any.js?v=1", "status": "OK", "subtests": [
			{"name": "one", "status": "PASS"}, {"name": "two", "status": "FAIL"}, {"name": "three", "status": "FAIL"}]}
	]}`), 0o644)
	expDir := filepath.Join(dir, "exp")
	os.Mkdir(expDir, 0o755)
	os.WriteFile(filepath.Join(expDir, "upstream.json"), []byte(`{"/encoding/a.any.js": {"two": "no SharedArrayBuffer"}}`), 0o644)

	r, err := readRun(results)
	if err != nil {
		t.Fatal(err)
	}
	// A folder stands for its *.json files; a file stands for itself.
	extra := filepath.Join(dir, "own.json")
	os.WriteFile(extra, []byte(`{"/encoding/b.any.js": {"<harness>": "no fetch"}}`), 0o644)
	exps, err := readExpectations(expDir + "," + extra)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	write(&b, []run{r}, exps)
	got := b.String()
	for _, want := range []string{
		"### upstream\n",
		// Sorted by test; a variant's failure is found under its file.
		"| /encoding/a.any.js?v=1 | 1/3 | OK | two: no SharedArrayBuffer; three: not in an expectations file |\n| /encoding/b.any.js | 0/1 | ERROR | harness ERROR: no fetch |",
		"Total: 1 of 4 subtests passed in 2 files; failures not in an expectations file: 1.",
		"| " + filepath.ToSlash(filepath.Join(expDir, "upstream.json")) + " | 1 | 1 |",
		"| /encoding/a.any.js | two | no SharedArrayBuffer |",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("report lacks %q:\n%s", want, got)
		}
	}
}
