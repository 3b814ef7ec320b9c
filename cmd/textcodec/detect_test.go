package main

import (
	"strings"
	"testing"
)

func TestDetectSamples(t *testing.T) {
	want := map[string]string{
		"greeting.shift_jis.txt":    "Shift_JIS",
		"greeting.gb18030.txt":      "GBK", // the same decoder as gb18030
		"greeting.utf-16le.txt":     "UTF-16LE reliable bom",
		"greeting.windows-1252.txt": "windows-1252",
	}
	var args []string
	for _, s := range samples {
		args = append(args, samplePath(s.file))
	}
	stdout, stderr, status := runCLI(t, "", append([]string{"detect"}, args...)...)
	if status != exitOK || stderr != "" {
		t.Fatalf("status %d, stderr %q", status, stderr)
	}
	lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
	if len(lines) != len(samples) {
		t.Fatalf("got %d lines, want %d: %q", len(lines), len(samples), stdout)
	}
	for i, s := range samples {
		if !strings.HasPrefix(lines[i], want[s.file]+" ") || !strings.HasSuffix(lines[i], " "+samplePath(s.file)) {
			t.Errorf("%s: got %q, want it to start with %q", s.file, lines[i], want[s.file])
		}
	}
}

func TestDetectStdinAndOptions(t *testing.T) {
	for _, c := range []struct {
		stdin string
		args  []string
		want  string
	}{
		{"plain ASCII", nil, "windows-1252 reliable ascii -\n"},
		{"plain ASCII", []string{"--tld", "jp"}, "Shift_JIS reliable ascii -\n"},
		{"Grüße aus München", []string{"-"}, "UTF-8 reliable utf-8 -\n"},
	} {
		stdout, stderr, status := runCLI(t, c.stdin, append([]string{"detect"}, c.args...)...)
		if status != exitOK || stderr != "" || !strings.HasPrefix(stdout, c.want) {
			t.Errorf("%q %v: got %q, %q, status %d; want %q", c.stdin, c.args, stdout, stderr, status, c.want)
		}
	}
	stdout, _, status := runCLI(t, "Grüße aus München", "detect", "--no-utf8")
	if status != exitOK || strings.HasPrefix(stdout, "UTF-8 ") {
		t.Errorf("--no-utf8: got %q, status %d", stdout, status)
	}
}

func TestDetectErrors(t *testing.T) {
	stdout, stderr, status := runCLI(t, "", "detect", "no-such-file", samplePath("greeting.shift_jis.txt"))
	if status != exitFailure || !strings.Contains(stderr, "no-such-file") || !strings.HasPrefix(stdout, "Shift_JIS ") {
		t.Errorf("missing file: got %q, %q, status %d", stdout, stderr, status)
	}
	if _, _, status := runCLI(t, "", "detect", "--bogus"); status != exitUsage {
		t.Errorf("bad flag: status %d, want %d", status, exitUsage)
	}
	stdout, _, status = runCLI(t, "", "help", "detect")
	if status != exitOK || !strings.Contains(stdout, "textcodec detect [--tld T]") {
		t.Errorf("help detect: %q, status %d", stdout, status)
	}
}
