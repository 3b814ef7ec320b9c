package main

import (
	"strings"
	"testing"
)

func TestEncodeSamples(t *testing.T) {
	// Encoding each sample's text gives the sample's bytes back (the UTF-16LE
	// sample excepted: UTF-16LE has no encoder).
	for _, s := range samples {
		if s.label == "utf-16le" {
			continue
		}
		for _, mode := range [][]string{nil, {"--fatal"}} {
			args := append([]string{"encode", "--encoding", s.label}, mode...)
			out, errOut, st := runCLI(t, s.text, args...)
			if want := readSample(t, s.file); st != exitOK || out != want || errOut != "" {
				t.Errorf("%q: status %d, stderr %q\n got % x\nwant % x", args, st, errOut, out, want)
			}
		}
	}
}

func TestEncodeHTML(t *testing.T) {
	for _, tc := range []struct{ in, label, want string }{
		{"a€中b", "windows-1252", "a\x80&#20013;b"},
		{"x😀y", "shift_jis", "x&#128512;y"},
		{"Grüße", "us-ascii", "Gr\xFC\xDFe"}, // us-ascii is windows-1252
		{"Grüße", "koi8-r", "Gr&#252;&#223;e"},
		// Ill-formed UTF-8 input reads as U+FFFD, and so does an
		// incomplete sequence at the end (flushed by Close).
		{"a\xFFb", "windows-1252", "a&#65533;b"},
		{"ab\xE6", "windows-1252", "ab&#65533;"},
		// ISO-2022-JP returns to ASCII at the end of the stream.
		{"日本", "iso-2022-jp", "\x1B$BF|K\\\x1B(B"},
		{"", "gb18030", ""},
	} {
		out, errOut, st := runCLI(t, tc.in, "encode", "--encoding", tc.label)
		if st != exitOK || out != tc.want || errOut != "" {
			t.Errorf("%s < %q: status %d, stderr %q\n got %q\nwant %q", tc.label, tc.in, st, errOut, out, tc.want)
		}
	}
}

func TestEncodeFatal(t *testing.T) {
	for _, tc := range []struct {
		in, label string
		out       string // the bytes before the error
		msg       string // in stderr
	}{
		{"a€中b", "windows-1252", "a\x80", "U+4E2D cannot be encoded in windows-1252 (input byte offset 4)"},
		{"x😀y", "shift_jis", "x", "U+1F600 cannot be encoded in Shift_JIS (input byte offset 1)"},
		{"\u00A0", "big5", "", "U+00A0 cannot be encoded in Big5 (input byte offset 0)"},
		{"ab\xFF", "koi8-u", "ab", "U+FFFD cannot be encoded in KOI8-U (input byte offset 2)"},
		// The end of the stream: an incomplete sequence is U+FFFD.
		{"ab\xE6\x97", "windows-1252", "ab", "U+FFFD cannot be encoded in windows-1252 (input byte offset 2)"},
	} {
		out, errOut, st := runCLI(t, tc.in, "encode", "--fatal", "--encoding", tc.label)
		if st != exitFailure || out != tc.out || !strings.Contains(errOut, tc.msg) {
			t.Errorf("%s < %q: status %d, stdout %q, stderr %q; want 1, %q, %q", tc.label, tc.in, st, out, errOut, tc.out, tc.msg)
		}
	}
}

func TestEncodeOutputEncoding(t *testing.T) {
	// "get an output encoding": no encoder, so UTF-8, and a note.
	const in = "héllo 中 😀\n"
	for _, label := range []string{"utf-16le", "UTF-16", "utf-16be", "iso-2022-kr", "replacement"} {
		for _, mode := range [][]string{nil, {"--fatal"}} {
			args := append([]string{"encode", "--encoding", label}, mode...)
			out, errOut, st := runCLI(t, in, args...)
			lines := strings.Split(strings.TrimSuffix(errOut, "\n"), "\n")
			if st != exitOK || out != in || len(lines) != 1 || !strings.Contains(errOut, "writing UTF-8 instead") {
				t.Errorf("%q: status %d, stdout %q, stderr %q", args, st, out, errOut)
			}
		}
	}
	out, errOut, st := runCLI(t, in, "encode", "--encoding", "utf-8")
	if st != exitOK || out != in || errOut != "" {
		t.Errorf("utf-8: status %d, stdout %q, stderr %q", st, out, errOut)
	}
}
