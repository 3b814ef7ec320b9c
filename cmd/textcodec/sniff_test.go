package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/textcodec/textcodec"
	"github.com/textcodec/textcodec/htmlsniff"
)

// writeFiles writes name -> content files into a new directory and
// returns the paths in the order given.
func writeFiles(t *testing.T, files ...[2]string) []string {
	t.Helper()
	dir := t.TempDir()
	var paths []string
	for _, f := range files {
		p := filepath.Join(dir, f[0])
		if err := os.WriteFile(p, []byte(f[1]), 0o644); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p)
	}
	return paths
}

func TestSniff(t *testing.T) {
	paths := writeFiles(t,
		[2]string{"meta.html", "<meta charset=windows-1251><p>\xcf\xf0\xe8\xe2\xe5\xf2"},
		[2]string{"bom.html", "\xef\xbb\xbf<meta charset=windows-1251>"},
		[2]string{"xml.xhtml", `<?xml version="1.0" encoding="iso-8859-7"?><html/>`},
		[2]string{"plain.txt", "caf\xe9"},
	)
	out, errOut, st := runCLI(t, "", append([]string{"sniff"}, paths...)...)
	want := "windows-1251 tentative prescan-meta " + paths[0] + "\n" +
		"UTF-8 certain bom " + paths[1] + "\n" +
		"ISO-8859-7 tentative xml-declaration " + paths[2] + "\n" +
		"windows-1252 tentative frequency-analysis " + paths[3] + "\n"
	if st != exitOK || out != want || errOut != "" {
		t.Errorf("status %d, stderr %q\n got %q\nwant %q", st, errOut, out, want)
	}
	// --content-type is the transport layer: certain, over the <meta>, under the BOM.
	out, _, _ = runCLI(t, "", "sniff", "--content-type", "text/html; charset=koi8-r", paths[0], paths[1])
	if want := "KOI8-R certain transport " + paths[0] + "\nUTF-8 certain bom " + paths[1] + "\n"; out != want {
		t.Errorf("--content-type: got %q, want %q", out, want)
	}
	// --default is the last step: after the detector (package detect's),
	// which has no answer for ASCII, or with --no-detect.
	ascii := writeFiles(t, [2]string{"ascii.txt", "plain ASCII"})[0]
	out, _, _ = runCLI(t, "", "sniff", "--default", "latin2", ascii)
	if want := "ISO-8859-2 tentative default " + ascii + "\n"; out != want {
		t.Errorf("--default: got %q, want %q", out, want)
	}
	out, _, _ = runCLI(t, "", "sniff", "--no-detect", "--default", "latin2", paths[3])
	if want := "ISO-8859-2 tentative default " + paths[3] + "\n"; out != want {
		t.Errorf("--no-detect --default: got %q, want %q", out, want)
	}
	// Standard input, by default and as "-".
	for _, args := range [][]string{{"sniff"}, {"sniff", "-"}} {
		out, _, st := runCLI(t, "<meta charset=gbk>", args...)
		if st != exitOK || out != "GBK tentative prescan-meta -\n" {
			t.Errorf("%q: status %d, got %q", args, st, out)
		}
	}
}

// utf8Detector is a Detector that answers EUC-JP, or UTF-8 when allowed
// to and the bytes are UTF-8.
type utf8Detector struct{ b []byte }

func (d *utf8Detector) Feed(b []byte, last bool) { d.b = append(d.b, b...) }

func (d *utf8Detector) Guess(tld string, allowUTF8 bool) *textcodec.Encoding {
	if allowUTF8 && textcodec.ValidUTF8(d.b) {
		return textcodec.UTF8
	}
	return textcodec.EUCJP
}

func TestSniffDetector(t *testing.T) {
	defer func(old func() htmlsniff.Detector) { newDetector = old }(newDetector)
	newDetector = func() htmlsniff.Detector { return &utf8Detector{} }
	paths := writeFiles(t, [2]string{"a.txt", "\xa4\xa2"}, [2]string{"b.txt", "\xe3\x81\x82"})
	if out, _, _ := runCLI(t, "", "sniff", paths[1]); out != "UTF-8 tentative frequency-analysis "+paths[1]+"\n" {
		t.Errorf("a detector allowed UTF-8: %q", out)
	}
	if out, _, _ := runCLI(t, "", "sniff", paths[0]); out != "EUC-JP tentative frequency-analysis "+paths[0]+"\n" {
		t.Errorf("with a detector: %q", out)
	}
	if out, _, _ := runCLI(t, "", "sniff", "--no-detect", "--default", "sjis", paths[0]); out != "Shift_JIS tentative default "+paths[0]+"\n" {
		t.Errorf("--no-detect: %q", out)
	}
	if out, _, _ := runCLI(t, "", "decode", "--sniff", paths[0]); out != "あ" {
		t.Errorf("decode --sniff with a detector: %q", out)
	}
	if out, _, _ := runCLI(t, "", "decode", "--sniff", "--no-detect", paths[0]); out != "¤¢" {
		t.Errorf("decode --sniff --no-detect: %q", out)
	}
}

func TestSniffErrors(t *testing.T) {
	paths := writeFiles(t, [2]string{"ok.html", "<meta charset=big5>"})
	absent := filepath.Join(t.TempDir(), "absent.html")
	out, errOut, st := runCLI(t, "", "sniff", absent, paths[0])
	if st != exitFailure || out != "Big5 tentative prescan-meta "+paths[0]+"\n" || !strings.Contains(errOut, "absent.html") {
		t.Errorf("missing file: status %d, stdout %q, stderr %q", st, out, errOut)
	}
	// A read error: a directory opens but does not read.
	dir := t.TempDir()
	for _, args := range [][]string{{"sniff", dir}, {"decode", "--sniff", dir}} {
		if out, errOut, st := runCLI(t, "", args...); st != exitFailure || out != "" || !strings.Contains(errOut, "is a directory") {
			t.Errorf("%q: status %d, stdout %q, stderr %q", args, st, out, errOut)
		}
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"sniff", "--default", "klingon"}, `unknown encoding label "klingon"`},
		{[]string{"sniff", "--bogus"}, "flag provided but not defined"},
		{[]string{"decode", "--sniff", "--encoding", "klingon"}, `unknown encoding label "klingon"`},
		{[]string{"decode", "--sniff", "--no-bom-sniff"}, "cannot be used together"},
		{[]string{"decode", "--encoding", "utf-8", "--content-type", "text/html"}, "need --sniff"},
		{[]string{"decode", "--encoding", "utf-8", "--no-detect"}, "need --sniff"},
	} {
		out, errOut, st := runCLI(t, "", tc.args...)
		if st != exitUsage || !strings.Contains(errOut, tc.want) || out != "" {
			t.Errorf("%q: status %d, stdout %q, stderr %q; want status 2 and %q", tc.args, st, out, errOut, tc.want)
		}
	}
	if out, _, st := runCLI(t, "", "help", "sniff"); st != exitOK || !strings.HasPrefix(out, "Usage: textcodec sniff") {
		t.Errorf("help sniff: status %d, %q", st, out)
	}
}

func TestDecodeSniff(t *testing.T) {
	long := strings.Repeat("x", 70000)
	cases := []struct {
		name, in string
		args     []string
		want     string
	}{
		{"meta", "<meta charset=windows-1251><p>\xcf\xf0\xe8\xe2\xe5\xf2", nil, "<meta charset=windows-1251><p>Привет"},
		{"meta, long input", "<meta charset=koi8-r>" + long + "\xf0", nil, "<meta charset=koi8-r>" + long + "П"},
		{"content-type", "caf\xe9", []string{"--content-type", "text/plain; charset=iso-8859-15"}, "café"},
		{"bom", "\xff\xfea\x00", []string{"--content-type", "text/html; charset=koi8-r"}, "a"},
		{"default windows-1252", "caf\xe9", nil, "café"},
		{"--encoding is the default", "\x82\xa0", []string{"--encoding", "shift_jis"}, "あ"},
		{"--encoding loses to a meta", "<meta charset=euc-jp>\xa4\xa2", []string{"--encoding", "shift_jis"}, "<meta charset=euc-jp>あ"},
	}
	for _, c := range cases {
		args := append([]string{"decode", "--sniff", "--no-detect"}, c.args...)
		out, errOut, st := runCLI(t, c.in, args...)
		if st != exitOK || out != c.want {
			t.Errorf("%s: status %d, stderr %q, got %.60q, want %.60q", c.name, st, errOut, out, c.want)
		}
	}
	// --fatal applies to the sniffed encoding.
	out, errOut, st := runCLI(t, "<meta charset=utf-8>ok\xff", "decode", "--sniff", "--fatal")
	if st != exitFailure || out != "<meta charset=utf-8>ok" || !strings.Contains(errOut, "malformed UTF-8 input at byte offset 22") {
		t.Errorf("--fatal: status %d, stdout %q, stderr %q", st, out, errOut)
	}
}

// failWriter fails every write.
type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, os.ErrClosed }

func TestSniffWriteError(t *testing.T) {
	var errOut strings.Builder
	st := run([]string{"sniff"}, strings.NewReader("x"), failWriter{}, &errOut)
	if st != exitFailure || !strings.Contains(errOut.String(), "file already closed") {
		t.Errorf("status %d, stderr %q", st, errOut.String())
	}
}
