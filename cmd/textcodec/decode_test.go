package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The text of the sample files in examples/testdata.
const (
	shiftJISText = "春の朝、窓を開けると鳥の声が聞こえた。\n" +
		"駅までの道は桜の花びらで薄く染まっている。\n" +
		"今日も良い一日になりますように。\n"
	gb18030Text = "早上好！今天的天气很晴朗。\n" +
		"我们一起去公园散步，好吗？\n" +
		"编码标准：€ 与 ¥ 以及 𠀀。\n"
	utf16Text = "Grüße aus München — ça va?\n" +
		"Emoji outside the BMP: 😀 (U+1F600).\n"
	windows1252Text = "Café crème, naïve façade, “smart quotes” – €5.\n" +
		"Ærøskøbing, Œuvre, Straße.\n"
)

// samples lists the sample files, a label for each, and their text.
var samples = []struct {
	file, label, text string
}{
	{"greeting.shift_jis.txt", "shift_jis", shiftJISText},
	{"greeting.gb18030.txt", "gb18030", gb18030Text},
	{"greeting.utf-16le.txt", "utf-16le", utf16Text},
	{"greeting.windows-1252.txt", "windows-1252", windows1252Text},
}

func samplePath(name string) string {
	return filepath.Join("..", "..", "examples", "testdata", name)
}

func readSample(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(samplePath(name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestDecodeSamples(t *testing.T) {
	for _, s := range samples {
		for _, fatal := range []bool{false, true} {
			args := []string{"decode", "--encoding", s.label}
			if fatal {
				args = append(args, "--fatal")
			}
			// From a file, from "-" and from standard input by default.
			out, errOut, st := runCLI(t, "", append(args, samplePath(s.file))...)
			if st != exitOK || out != s.text || errOut != "" {
				t.Errorf("%q on %s: status %d, stderr %q\n got %q\nwant %q", args, s.file, st, errOut, out, s.text)
			}
			in := readSample(t, s.file)
			if out, _, st := runCLI(t, in, append(args, "-")...); st != exitOK || out != s.text {
				t.Errorf("%q - < %s: status %d, got %q", args, s.file, st, out)
			}
			if out, _, st := runCLI(t, in, args...); st != exitOK || out != s.text {
				t.Errorf("%q < %s: status %d, got %q", args, s.file, st, out)
			}
		}
	}
	// Other labels of the same encodings.
	for _, tc := range []struct{ file, label, want string }{
		{"greeting.shift_jis.txt", "sjis", shiftJISText},
		{"greeting.shift_jis.txt", "Windows-31J", shiftJISText},
		{"greeting.windows-1252.txt", "latin1", windows1252Text},
		{"greeting.windows-1252.txt", "US-ASCII", windows1252Text},
		// The BOM makes every label UTF-16LE.
		{"greeting.utf-16le.txt", "windows-1252", utf16Text},
		{"greeting.utf-16le.txt", "utf-16be", utf16Text},
		{"greeting.utf-16le.txt", "utf-8", utf16Text},
	} {
		out, errOut, st := runCLI(t, "", "decode", "--encoding", tc.label, samplePath(tc.file))
		if st != exitOK || out != tc.want {
			t.Errorf("%s as %s: status %d, stderr %q, got %q", tc.file, tc.label, st, errOut, out)
		}
	}
}

func TestDecodeBOM(t *testing.T) {
	for _, tc := range []struct {
		in    string
		label string
		flags []string
		want  string
	}{
		// A UTF-8 BOM overrides Shift_JIS and is dropped.
		{"\xEF\xBB\xBFh\xC3\xA9llo", "shift_jis", nil, "héllo"},
		// Without sniffing the same bytes are Shift_JIS: EF BB is a pair
		// with no code point (U+FFFD, both bytes consumed), then halfwidth
		// katakana BF, C3, A9.
		{"\xEF\xBB\xBFh\xC3\xA9llo", "shift_jis", []string{"--no-bom-sniff"}, "\uFFFD\uFF7Fh\uFF83\uFF69llo"},
		// UTF-8 with the BOM sniffed drops it; without sniffing it is kept as U+FEFF.
		{"\xEF\xBB\xBFabc", "utf-8", nil, "abc"},
		{"\xEF\xBB\xBFabc", "utf-8", []string{"--no-bom-sniff"}, "\uFEFFabc"},
		{"\xEF\xBB\xBF\xEF\xBB\xBFabc", "utf-8", nil, "\uFEFFabc"},
		// UTF-16BE and UTF-16LE BOMs override gb18030.
		{"\xFE\xFF\x00a\x4E\x2D", "gb18030", nil, "a中"},
		{"\xFF\xFEa\x00\x2D\x4E", "gb18030", nil, "a中"},
		{"\xFF\xFEa\x00", "utf-16le", []string{"--no-bom-sniff"}, "\uFEFFa"},
		// Too short to be a BOM.
		{"\xEF\xBB", "windows-1252", nil, "ï»"},
		{"", "utf-16le", nil, ""},
	} {
		args := append([]string{"decode", "--encoding", tc.label}, tc.flags...)
		out, errOut, st := runCLI(t, tc.in, args...)
		if st != exitOK || out != tc.want {
			t.Errorf("%q < %q: status %d, stderr %q\n got %+q\nwant %+q", args, tc.in, st, errOut, out, tc.want)
		}
	}
}

func TestDecodeReplacement(t *testing.T) {
	for _, tc := range []struct{ in, label, want string }{
		{"abc\xFFdef", "utf-8", "abc\uFFFDdef"},
		{"ab\x81\x20cd", "shift_jis", "ab\uFFFD cd"},
		{"abc\x82", "shift_jis", "abc\uFFFD"},
		{"hello", "iso-2022-kr", "\uFFFD"}, // the replacement encoding
	} {
		out, errOut, st := runCLI(t, tc.in, "decode", "--encoding", tc.label)
		if st != exitOK || out != tc.want || errOut != "" {
			t.Errorf("%s < %q: status %d, stderr %q, got %+q, want %+q", tc.label, tc.in, st, errOut, out, tc.want)
		}
	}
}

func TestDecodeFatal(t *testing.T) {
	for _, tc := range []struct {
		in, label string
		out       string // the text before the error
		msg       string // in stderr
	}{
		{"abc\xFFdef", "utf-8", "abc", "malformed UTF-8 input at byte offset 3"},
		// The offset counts a BOM, and names the encoding it selected.
		{"\xEF\xBB\xBFab\xFF", "shift_jis", "ab", "malformed UTF-8 input at byte offset 5"},
		// The byte that made the decoder return error: the restored 0x20.
		{"ab\x81\x20cd", "shift_jis", "ab", "malformed Shift_JIS input at byte offset 3"},
		// An incomplete sequence at the end: the input's length.
		{"abc\x82", "shift_jis", "abc", "malformed Shift_JIS input at byte offset 4"},
		{"\x81\x30\x81", "gb18030", "", "malformed gb18030 input at byte offset 3"},
		// The replacement decoder returns error once, for the first byte.
		{"hello", "iso-2022-kr", "", "malformed replacement input at byte offset 0"},
		{"x", "replacement", "", "malformed replacement input at byte offset 0"},
	} {
		out, errOut, st := runCLI(t, tc.in, "decode", "--fatal", "--encoding", tc.label)
		if st != exitFailure || out != tc.out || !strings.Contains(errOut, tc.msg) {
			t.Errorf("%s < %q: status %d, stdout %q, stderr %q; want 1, %q, %q", tc.label, tc.in, st, out, errOut, tc.out, tc.msg)
		}
	}
}
