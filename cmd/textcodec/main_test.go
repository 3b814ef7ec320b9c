package main

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/textcodec/textcodec"
)

// runCLI runs the command line in-process with stdin as standard input
// and returns what it wrote and its exit status.
func runCLI(t *testing.T, stdin string, args ...string) (stdout, stderr string, status int) {
	t.Helper()
	var out, errOut bytes.Buffer
	status = run(args, strings.NewReader(stdin), &out, &errOut)
	return out.String(), errOut.String(), status
}

func TestHelp(t *testing.T) {
	for _, args := range [][]string{{"help"}, {"-h"}, {"--help"}} {
		out, _, st := runCLI(t, "", args...)
		if st != exitOK || !strings.Contains(out, "textcodec decode --encoding LABEL") {
			t.Errorf("%q: status %d, stdout %q", args, st, out)
		}
	}
	for _, cmd := range []string{"decode", "encode", "labels"} {
		for _, args := range [][]string{{cmd, "-h"}, {cmd, "--help"}, {"help", cmd}} {
			out, _, st := runCLI(t, "", args...)
			if st != exitOK || !strings.HasPrefix(out, "Usage: textcodec "+cmd) || !strings.Contains(out, "Flags:") {
				t.Errorf("%q: status %d, stdout %q", args, st, out)
			}
		}
	}
}

func TestUsageErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string // in stderr
	}{
		{nil, "Usage:"},
		{[]string{"frobnicate"}, `unknown command "frobnicate"`},
		{[]string{"help", "frobnicate"}, `unknown command "frobnicate"`},
		{[]string{"run"}, "exactly one SCRIPT.js"},
		{[]string{"wpt"}, "--root is required"},
		{[]string{"decode", "--bogus"}, "flag provided but not defined: -bogus"},
		{[]string{"encode", "--encoding"}, "flag needs an argument"},
		{[]string{"decode", "--fatal=maybe", "--encoding", "utf-8"}, "invalid boolean value"},
		{[]string{"decode"}, "--encoding is required"},
		{[]string{"decode", "--encoding", "utf-8", "a", "b"}, "too many arguments"},
		{[]string{"labels", "extra"}, `unexpected argument "extra"`},
		{[]string{"decode", "--encoding", "klingon"}, `unknown encoding label "klingon"`},
		{[]string{"encode", "--encoding", "klingon"}, `unknown encoding label "klingon"`},
		// "get an encoding" folds ASCII only, and trims ASCII whitespace only.
		{[]string{"decode", "--encoding", "\vutf-8"}, `unknown encoding label "\vutf-8"`},
		{[]string{"decode", "--encoding", "\u212Aoi8-r"}, `unknown encoding label`},
	} {
		out, errOut, st := runCLI(t, "", tc.args...)
		if st != exitUsage || !strings.Contains(errOut, tc.want) || out != "" {
			t.Errorf("%q: status %d, stdout %q, stderr %q; want status 2 and %q in stderr", tc.args, st, out, errOut, tc.want)
		}
	}
}

func TestLabelLookup(t *testing.T) {
	// Labels are matched as "get an encoding" says: trimmed, any ASCII case.
	out, errOut, st := runCLI(t, "\x82\xa0", "decode", "--encoding", " \tSJIS\n ")
	if st != exitOK || out != "あ" {
		t.Errorf("status %d, stdout %q, stderr %q", st, out, errOut)
	}
}

func TestMissingFile(t *testing.T) {
	for _, cmd := range []string{"decode", "encode"} {
		path := filepath.Join(t.TempDir(), "absent.txt")
		_, errOut, st := runCLI(t, "", cmd, "--encoding", "utf-8", path)
		if st != exitFailure || !strings.Contains(errOut, "absent.txt") {
			t.Errorf("%s: status %d, stderr %q; want 1", cmd, st, errOut)
		}
	}
}

func TestLabels(t *testing.T) {
	out, errOut, st := runCLI(t, "", "labels")
	if st != exitOK || errOut != "" {
		t.Fatalf("status %d, stderr %q", st, errOut)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 40 {
		t.Errorf("%d lines, want 40 encodings", len(lines))
	}
	labels := 0
	seen := map[string]bool{}
	for i, line := range lines {
		f := strings.Fields(line)
		if len(f) < 2 {
			t.Errorf("line %d %q: want a name and labels", i, line)
			continue
		}
		if i < len(textcodec.Encodings()) && f[0] != textcodec.Encodings()[i].Name() {
			t.Errorf("line %d names %s, want %s (the standard's order)", i, f[0], textcodec.Encodings()[i].Name())
		}
		for _, l := range f[1:] {
			labels++
			if seen[l] {
				t.Errorf("label %q listed twice", l)
			}
			seen[l] = true
			if e := textcodec.Lookup(l); e == nil || e.Name() != f[0] {
				t.Errorf("label %q listed for %s, but Lookup gives %v", l, f[0], e)
			}
		}
	}
	if labels != 228 {
		t.Errorf("%d labels, want 228", labels)
	}
	for _, l := range []string{"utf-8", "sjis", "csshiftjis", "gb18030", "iso-2022-kr", "x-user-defined", "unicodefeff"} {
		if !seen[l] {
			t.Errorf("label %q not listed", l)
		}
	}
}

func TestLabelsJSON(t *testing.T) {
	out, errOut, st := runCLI(t, "", "labels", "--json")
	if st != exitOK {
		t.Fatalf("status %d, stderr %q", st, errOut)
	}
	var list []labelsEntry
	if err := json.Unmarshal([]byte(out), &list); err != nil {
		t.Fatal(err)
	}
	labels := 0
	for _, e := range list {
		labels += len(e.Labels)
	}
	if len(list) != 40 || labels != 228 {
		t.Errorf("%d encodings, %d labels; want 40 and 228", len(list), labels)
	}
	if len(list) > 0 && (list[0].Name != "UTF-8" || list[len(list)-1].Name != "x-user-defined") {
		t.Errorf("first %q, last %q", list[0].Name, list[len(list)-1].Name)
	}
}
