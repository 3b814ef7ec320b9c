package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// wptRoot returns a WPT-like root with wpt-runner's testharness.js (see
// wpt/run_test.go's runnerDir) and the given files, or skips.
func wptRoot(t *testing.T, files map[string]string) string {
	t.Helper()
	var harness []byte
	for _, d := range []string{os.Getenv("WPT_RUNNER_DIR"), filepath.Join("..", "..", "internal", "wpt", "node_modules", "wpt-runner")} {
		if d == "" {
			continue
		}
		if data, err := os.ReadFile(filepath.Join(d, "testharness", "testharness.js")); err == nil {
			harness = data
			break
		}
	}
	if harness == nil {
		t.Skip("needs the npm package wpt-runner; run: npm install --prefix /tmp/wpt wpt-runner@7.0.0 && WPT_RUNNER_DIR=/tmp/wpt/node_modules/wpt-runner go test ./... (.ci/run does)")
	}
	root := t.TempDir()
	files["resources/testharness.js"] = string(harness)
	for name, content := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

func TestWPTUsage(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"wpt"}, "--root is required"},
		{[]string{"wpt", "--root", t.TempDir()}, "no resources/testharness.js"},
		{[]string{"wpt", "--bogus"}, "flag provided but not defined"},
		{[]string{"wpt", "--root", ".", "--timeout", "0s"}, "--timeout must be positive"},
		{[]string{"wpt", "--root", ".", "--expect", filepath.Join(t.TempDir(), "missing.json")}, "missing.json"},
	} {
		out, errOut, st := runCLI(t, "", tc.args...)
		if st != exitUsage || !strings.Contains(errOut, tc.want) {
			t.Errorf("%q: status %d, stdout %q, stderr %q; want 2 and %q", tc.args, st, out, errOut, tc.want)
		}
	}
	out, _, st := runCLI(t, "", "wpt", "-h")
	if st != exitOK || !strings.HasPrefix(out, "Usage: textcodec wpt --root WPT_CHECKOUT") || !strings.Contains(out, "count subtests") || !strings.Contains(out, "URL and URLSearchParams, Blob and File, atob, btoa and structuredClone") {
		t.Errorf("wpt -h: status %d, %q", st, out)
	}
}

func TestWPTRun(t *testing.T) {
	root := wptRoot(t, map[string]string{
		"encoding/good.any.js": "test(() => assert_equals(new TextDecoder('latin1').encoding, 'windows-1252'), 'label');\n" +
			"test(() => assert_equals(new TextEncoder().encode('\\u00E9').length, 2), 'encode');",
		"encoding/bad.any.js":    "test(() => assert_equals(typeof SharedArrayBuffer, 'function'), 'sab');\ntest(() => {}, 'fine');",
		"encoding/page.html":     "",
		"encoding/log.any.js":    "console.log('hello', 1); test(() => {}, 'logs');",
		"elsewhere/skip.any.js":  "test(() => assert_true(false), 'not run');",
		"encoding/one.window.js": "",
	})

	out, errOut, st := runCLI(t, "", "wpt", "--root", root)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	want := []string{
		"FAIL /encoding/bad.any.js (1/2)",
		"PASS /encoding/good.any.js (2/2)",
		"PASS /encoding/log.any.js (1/1)",
		"SKIP /encoding/one.window.js (browser-only: a *.window.js test runs in a window)",
		"SKIP /encoding/page.html (browser-only: a document)",
		"4 passed, 1 failed, 2 skipped",
	}
	if st != exitFailure || strings.Join(lines, "\n") != strings.Join(want, "\n") || errOut != "" {
		t.Errorf("status %d, stderr %q, stdout:\n%s\nwant:\n%s", st, errOut, out, strings.Join(want, "\n"))
	}

	// -v, a path, and a passing run.
	out, _, st = runCLI(t, "", "wpt", "--root", root, "-v", "encoding/good.any.js", "encoding/log.any.js")
	for _, w := range []string{"PASS /encoding/good.any.js (2/2)\n  PASS label\n  PASS encode\n", "  console log: hello 1\n", "3 passed, 0 failed\n"} {
		if !strings.Contains(out, w) {
			t.Errorf("-v output lacks %q:\n%s", w, out)
		}
	}
	if st != exitOK || !strings.HasSuffix(out, "3 passed, 0 failed\n") {
		t.Errorf("status %d, output:\n%s", st, out)
	}

	// --expect: the known failure matches; a stale entry and an unexpected
	// pass do not.
	dir := t.TempDir()
	good := filepath.Join(dir, "good.json")
	os.WriteFile(good, []byte(`{"/encoding/bad.any.js": {"sab": "goja has no SharedArrayBuffer"}}`), 0o644)
	out, _, st = runCLI(t, "", "wpt", "--root", root, "--expect", good, "encoding")
	if st != exitOK || !strings.Contains(out, "FAIL /encoding/bad.any.js (1/2) [1 expected]") {
		t.Errorf("--expect matching: status %d, output:\n%s", st, out)
	}
	stale := filepath.Join(dir, "stale.json")
	os.WriteFile(stale, []byte(`{"/encoding/bad.any.js": {"sab": "x", "fine": "was broken"}, "encoding/good.any.js": {"gone": "renamed"}}`), 0o644)
	out, _, st = runCLI(t, "", "wpt", "--root", root, "--expect", stale)
	for _, w := range []string{
		"unexpected pass: /encoding/bad.any.js » fine: expected to fail: was broken",
		"missing: /encoding/good.any.js » gone",
		"2 differences from " + stale,
	} {
		if !strings.Contains(out, w) {
			t.Errorf("--expect mismatching output lacks %q:\n%s", w, out)
		}
	}
	if st != exitFailure {
		t.Errorf("--expect mismatching: status %d", st)
	}
	empty := filepath.Join(dir, "empty.json")
	os.WriteFile(empty, []byte(`{}`), 0o644)
	out, _, st = runCLI(t, "", "wpt", "--root", root, "--expect", empty)
	if st != exitFailure || !strings.Contains(out, "regression: /encoding/bad.any.js » sab: FAIL: assert_equals") {
		t.Errorf("a regression: status %d, output:\n%s", st, out)
	}

	// --json writes a wptreport.
	report := filepath.Join(dir, "report.json")
	if _, errOut, st := runCLI(t, "", "wpt", "--root", root, "--json", report, "encoding/good.any.js"); st != exitOK {
		t.Fatalf("--json: status %d, %s", st, errOut)
	}
	data, err := os.ReadFile(report)
	if err != nil {
		t.Fatal(err)
	}
	var rep struct {
		Results []struct {
			Test     string `json:"test"`
			Status   string `json:"status"`
			Subtests []struct {
				Name   string `json:"name"`
				Status string `json:"status"`
			} `json:"subtests"`
		} `json:"results"`
		RunInfo   map[string]string `json:"run_info"`
		TimeStart int64             `json:"time_start"`
		TimeEnd   int64             `json:"time_end"`
	}
	if err := json.Unmarshal(data, &rep); err != nil {
		t.Fatal(err)
	}
	if len(rep.Results) != 1 || rep.Results[0].Test != "/encoding/good.any.js" || rep.Results[0].Status != "OK" ||
		len(rep.Results[0].Subtests) != 2 || rep.Results[0].Subtests[1].Name != "encode" || rep.TimeEnd < rep.TimeStart {
		t.Errorf("report: %s", data)
	}
	if _, errOut, st := runCLI(t, "", "wpt", "--root", root, "--json", filepath.Join(dir, "no", "such", "dir.json")); st != exitFailure || errOut == "" {
		t.Errorf("--json into a missing folder: status %d, %q", st, errOut)
	}
}
