package textcodec

import (
	"errors"
	"testing"
)

func TestFatalOffsets(t *testing.T) {
	for _, tc := range []struct {
		e      *Encoding
		in     string
		offset int64
	}{
		{UTF8, "ab\xFF", 2},     // the stray byte
		{UTF8, "ab\xC3A", 3},    // the byte that ended the sequence
		{UTF8, "ab\xE3\x81", 4}, // end of input
		{EUCKR, "a\xFF", 1},
		{EUCKR, "a\xB0 ", 2},
		{UTF16LE, "a\x00\x00\xDC", 3},
	} {
		_, err := decodeBoth(t, tc.e, []byte(tc.in), Fatal, BOMKeep)
		var de *DecodeError
		if !errors.As(err, &de) || de.Offset != tc.offset || !errors.Is(err, ErrMalformed) || de.Encoding != tc.e.Name() {
			t.Errorf("%s % X: error %v, want offset %d", tc.e, tc.in, err, tc.offset)
		}
	}
}

// TestBOMModes covers TextDecoder's BOM removal, ignoreBOM, and "decode"'s
// BOM sniffing, including BOMs split across chunks.
func TestBOMModes(t *testing.T) {
	for _, tc := range []struct {
		e    *Encoding
		mode BOMMode
		in   string
		want string
		enc  *Encoding // the encoding in use afterwards (sniffing)
	}{
		{UTF8, BOMRemove, "\xEF\xBB\xBFa", "a", UTF8},
		{UTF8, BOMRemove, "\xEF\xBB\xBF\xEF\xBB\xBFa", "\uFEFFa", UTF8},
		{UTF8, BOMKeep, "\xEF\xBB\xBFa", "\uFEFFa", UTF8},
		{UTF8, BOMRemove, "\xEF\xBBa", "\uFFFDa", UTF8},
		{UTF16LE, BOMRemove, "\xFF\xFEa\x00", "a", UTF16LE},
		{UTF16BE, BOMRemove, "\xFE\xFF\x00a", "a", UTF16BE},
		{UTF16BE, BOMRemove, "\xFF\xFE\x00a", "\uFFFEa", UTF16BE},      // the other byte order: U+FFFE
		{Windows1252, BOMRemove, "\xEF\xBB\xBFa", "ï»¿a", Windows1252}, // not for legacy encodings
		{Windows1252, BOMSniff, "\xEF\xBB\xBFa\xC3\xA9", "aé", UTF8},
		{Windows1252, BOMSniff, "\xFE\xFF\x00a", "a", UTF16BE},
		{Windows1252, BOMSniff, "\xFF\xFEa\x00", "a", UTF16LE},
		{Windows1252, BOMSniff, "\xEF\xBB", "ï»", Windows1252},
		{Windows1252, BOMSniff, "\xEF", "ï", Windows1252},
		{Windows1252, BOMSniff, "", "", Windows1252},
		{UTF8, BOMSniff, "\xEF\xBB\xBF\xEF\xBB\xBF", "\uFEFF", UTF8},
		{UTF16LE, BOMSniff, "\xEF\xBB\xBFa", "a", UTF8},
	} {
		for split := 0; split <= len(tc.in); split++ {
			d := tc.e.NewDecoder(tc.mode)
			out, err := d.AppendUTF8(nil, []byte(tc.in[:split]), false)
			if err == nil {
				out, err = d.AppendUTF8(out, []byte(tc.in[split:]), false)
			}
			used := d.Encoding()
			if err == nil {
				out, err = d.AppendUTF8(out, nil, true)
			}
			if string(out) != tc.want || err != nil || (len(tc.in) > 0 && used != tc.enc) {
				t.Errorf("%s mode %d % X split %d: %+q (%v, %s), want %+q (%s)", tc.e, tc.mode, tc.in, split, out, err, used, tc.want, tc.enc)
			}
		}
	}
}

// TestBOMSeenResets: after a stream ends, the next one removes its BOM again.
func TestBOMSeenResets(t *testing.T) {
	d := UTF8.NewDecoder()
	for range 2 {
		if s, err := d.DecodeToString([]byte("\xEF\xBB\xBFx")); s != "x" || err != nil {
			t.Fatalf("got %q %v", s, err)
		}
		out, _ := d.AppendUTF8(nil, []byte("\xEF\xBB\xBF"), false)
		out, _ = d.AppendUTF8(out, []byte("\xEF\xBB\xBF"), true)
		if string(out) != "\uFEFF" {
			t.Fatalf("second BOM of a stream should stay, got %+q", out)
		}
	}
}
