package textcodec

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

// Vectors for the UTF-8 decoder: one U+FFFD per maximal ill-formed subpart,
// the byte that ends a sequence early read again, and end-of-queue.
func TestUTF8DecoderVectors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", ""},
		{"abc", "abc"},
		{"\xC2\x80\xDF\xBF", "\u0080\u07FF"},
		{"\xE0\xA0\x80\xEF\xBF\xBF", "\u0800\uFFFF"},
		{"\xF0\x90\x80\x80\xF4\x8F\xBF\xBF", "\U00010000\U0010FFFF"},
		{"\x80", "\uFFFD"},
		{"\xBF\xC0\xC1\xF5\xFF", "\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD"},
		{"\xC2", "\uFFFD"},                     // end-of-queue
		{"\xE0\xA0", "\uFFFD"},                 // end-of-queue after two
		{"\xF0\x90\x80", "\uFFFD"},             // end-of-queue after three
		{"\xC2A", "\uFFFDA"},                   // ASCII restored
		{"\xE0\x80\x80", "\uFFFD\uFFFD\uFFFD"}, // overlong: lower boundary 0xA0
		{"\xED\xA0\x80", "\uFFFD\uFFFD\uFFFD"}, // surrogate: upper boundary 0x9F
		{"\xED\x9F\xBF", "\uD7FF"},             //
		{"\xF0\x80\x80\x80", "\uFFFD\uFFFD\uFFFD\uFFFD"},
		{"\xF4\x90\x80\x80", "\uFFFD\uFFFD\uFFFD\uFFFD"}, // above U+10FFFF
		{"\xF0\x90\x80A", "\uFFFDA"},
		{"\xE1\x80\xE1\x80\x80", "\uFFFD\u1000"},
		{"\xF0\x9F\x92\xA9\xF0\x9F\x92", "\U0001F4A9\uFFFD"},
	} {
		got, err := decodeBoth(t, UTF8, []byte(tc.in), BOMKeep)
		if got != tc.want || err != nil {
			t.Errorf("UTF-8 % X = %+q (%v), want %+q", tc.in, got, err, tc.want)
		}
		_, err = decodeBoth(t, UTF8, []byte(tc.in), BOMKeep, Fatal)
		if wantErr := tc.want != "" && !utf8.ValidString(tc.in); (err != nil) != wantErr {
			t.Errorf("UTF-8 fatal % X: error %v, want error %v", tc.in, err, wantErr)
		}
	}
}

// TestUTF8DecoderAgreesWithGo: for well-formed input the standard's UTF-8
// decoder is the identity; Go's utf8.Valid accepts exactly the same strings.
func TestUTF8DecoderAgreesWithGo(t *testing.T) {
	var buf [4]byte
	for b0 := 0; b0 < 256; b0++ {
		for b1 := 0; b1 < 256; b1 += 3 {
			for _, tail := range []string{"", "\x80", "\x80\x80", "\xBF\xBF"} {
				s := append(append(buf[:0], byte(b0), byte(b1)), tail...)
				_, err := decodeBoth(t, UTF8, s, BOMKeep, Fatal)
				if (err == nil) != utf8.Valid(s) {
					t.Fatalf("% X: fatal error %v, utf8.Valid %v", s, err, utf8.Valid(s))
				}
			}
		}
	}
}

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

func TestUTF16DecoderVectors(t *testing.T) {
	for _, tc := range []struct {
		le, want string
	}{
		{"", ""},
		{"a\x00", "a"},
		{"a", "\uFFFD"},                    // odd byte at end-of-queue
		{"\x3D\xD8\xA9\xDC", "\U0001F4A9"}, // surrogate pair
		{"\x3D\xD8", "\uFFFD"},             // leading surrogate at end-of-queue
		{"\x3D\xD8a", "\uFFFD"},            // and a stray byte
		{"\x3D\xD8a\x00", "\uFFFDa"},       // unit after a lead is restored
		{"\x3D\xD8\x3D\xD8\xA9\xDC", "\uFFFD\U0001F4A9"},
		{"\xA9\xDC", "\uFFFD"}, // lone trailing surrogate
		{"\xA9\xDCa\x00", "\uFFFDa"},
		{"\xFF\xFEa\x00", "\uFEFFa"}, // BOMKeep
		{"\x00\xD8\x00\xDC\xFF\xDB\xFF\xDF", "\U00010000\U0010FFFF"},
	} {
		be := []byte(tc.le)
		for k := 0; k+1 < len(be); k += 2 {
			be[k], be[k+1] = be[k+1], be[k]
		}
		got, err := decodeBoth(t, UTF16LE, []byte(tc.le), BOMKeep)
		if got != tc.want || err != nil {
			t.Errorf("UTF-16LE % X = %+q (%v), want %+q", tc.le, got, err, tc.want)
		}
		if len(tc.le)%2 == 0 {
			got, err = decodeBoth(t, UTF16BE, be, BOMKeep)
			if got != tc.want || err != nil {
				t.Errorf("UTF-16BE % X = %+q (%v), want %+q", be, got, err, tc.want)
			}
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

// TestHasSurrogate checks the four-lane test against every code unit in
// every lane, beside a non-surrogate filler.
func TestHasSurrogate(t *testing.T) {
	for lane := 0; lane < 4; lane++ {
		for cu := 0; cu < 0x10000; cu++ {
			w := uint64(0x0041004100410041)&^(0xFFFF<<(16*lane)) | uint64(cu)<<(16*lane)
			if got, want := hasSurrogate(w), cu >= 0xD800 && cu <= 0xDFFF; got != want {
				t.Fatalf("lane %d, U+%04X: hasSurrogate = %v", lane, cu, got)
			}
		}
	}
}

// TestUTF8StringPieces checks the one-shot fast path for well-formed UTF-8
// (Decoder.String and Bytes), which checks and copies 16 KiB at a time: a
// sequence cut by a piece's end is taken with the next piece, and an
// ill-formed one anywhere falls back to the decoder, with the same output.
func TestUTF8StringPieces(t *testing.T) {
	const piece = 16 << 10
	for _, seq := range []string{"é", "漢", "😀", "\xC2", "\xE1\x80", "\xF0\x9F\x98", "\x80", "\xFF"} {
		for _, at := range []int{piece - 4, piece - 3, piece - 2, piece - 1, piece, piece + 1, 2*piece - 2, 3 * piece} {
			for _, withBOM := range []bool{false, true} {
				in := []byte(strings.Repeat("a", at) + seq + strings.Repeat("b", 5))
				if withBOM {
					in = append([]byte("\uFEFF"), in...)
				}
				want := strings.ToValidUTF8(string(in), "\uFFFD")
				if withBOM {
					want = want[3:]
				}
				for _, fatal := range []bool{false, true} {
					opts := []DecoderOption{}
					if fatal {
						opts = append(opts, Fatal)
					}
					d := UTF8.NewDecoder(opts...)
					s, err := d.DecodeToString(in)
					valid := utf8.Valid(in)
					if fatal && !valid {
						var de *DecodeError
						if !errors.As(err, &de) || s != "" {
							t.Errorf("%+q at %d: fatal String = %d bytes, %v; want a *DecodeError", seq, at, len(s), err)
						}
						continue
					}
					if s != want || err != nil {
						t.Errorf("%+q at %d (BOM %v, fatal %v): String differs from the decoder's output (%v)", seq, at, withBOM, fatal, err)
					}
					b, err := d.Bytes(in)
					if string(b) != want || err != nil {
						t.Errorf("%+q at %d (BOM %v, fatal %v): Bytes differs from the decoder's output (%v)", seq, at, withBOM, fatal, err)
					}
				}
			}
		}
	}
}
