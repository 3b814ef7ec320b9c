package xtext

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/transform"

	"github.com/textcodec/textcodec"
)

var update = flag.Bool("update", false, "rewrite testdata/differences.txt and the IANA files in testdata")

// TestDifferencesFromXText runs the standard (textcodec) and x/text (found by
// htmlindex) over every byte, every two-byte sequence of the multi-byte
// encodings and every BMP code point, and checks the list of mappings where
// they disagree against testdata/differences.txt (go test -run
// Differences -update rewrites it; the package doc points to it).
func TestDifferencesFromXText(t *testing.T) {
	var b strings.Builder
	fmt.Fprintf(&b, "# Where golang.org/x/text v0.16.0 (through htmlindex) and the Encoding Standard\n"+
		"# disagree, found by xtext's TestDifferencesFromXText. Decoding: every byte, every\n"+
		"# two-byte sequence with a lead byte 0x81-0xFE (and 0x8F sequences of EUC-JP,\n"+
		"# ISO-2022-JP's double-byte mode) as a whole input; rows where both give one\n"+
		"# character. Encoding: every BMP code point; where only x/text encodes, a count.\n"+
		"# Runs of consecutive inputs are merged.\n"+
		"# Format: encoding, direction, input(s): the standard -> x/text\n\n")
	for _, enc := range textcodec.Encodings() {
		x, err := htmlindex.Get(enc.Name())
		if err != nil {
			fmt.Fprintf(&b, "%s: x/text has no such encoding\n", enc)
			continue
		}
		if enc == textcodec.Replacement || enc == textcodec.UTF8 || enc == textcodec.UTF16BE || enc == textcodec.UTF16LE {
			continue
		}
		decodeDifferences(&b, enc, x)
		if enc.HasEncoder() {
			encodeDifferences(&b, enc, x)
		}
	}
	got := b.String()
	const file = "testdata/differences.txt"
	if *update {
		if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("the differences from x/text changed; run go test -run Differences -update and review the diff")
	}
}

// runs merges rows whose inputs step by one and whose outputs each step by
// one or stay at "nothing" (U+FFFD when decoding, an error when encoding).
type runs struct {
	b                *strings.Builder
	head             string
	in0, in1         int
	out0, xout0, len int
	open             bool
	inFmt            string
	bytesOut         bool // outputs are bytes (encoding), not code points
}

// none is the output that stands for no mapping.
func (r *runs) none() int {
	if r.bytesOut {
		return -1
	}
	return 0xFFFD
}

func (r *runs) follows(v0, v int) bool {
	return v == v0+r.len || v == v0 && v == r.none()
}

func (r *runs) add(in, std, x int) {
	if r.open && in == r.in1+1 && r.follows(r.out0, std) && r.follows(r.xout0, x) {
		r.in1, r.len = in, r.len+1
		return
	}
	r.flush()
	r.open, r.in0, r.in1, r.out0, r.xout0, r.len = true, in, in, std, x, 1
}

func (r *runs) flush() {
	if !r.open {
		return
	}
	in := fmt.Sprintf(r.inFmt, r.in0)
	if r.in1 != r.in0 {
		in += "-" + fmt.Sprintf(r.inFmt, r.in1)
	}
	fmt.Fprintf(r.b, "%s %s: %s -> %s\n", r.head, in, r.out(r.out0), r.out(r.xout0))
	r.open = false
}

// out writes a code point or bytes, with ".." for a run.
func (r *runs) out(v int) string {
	var s string
	switch {
	case v == r.none() && r.bytesOut:
		return "error"
	case v == r.none():
		return "U+FFFD"
	case r.bytesOut:
		s = fmt.Sprintf("%02X", v)
	default:
		s = fmt.Sprintf("U+%04X", v)
	}
	if r.len > 1 {
		s += ".."
	}
	return s
}

func decodeDifferences(b *strings.Builder, enc *textcodec.Encoding, x encoding.Encoding) {
	r := &runs{b: b, head: enc.Name() + " decode", inFmt: "%02X"}
	one := func(in []byte, key int) {
		std, _ := enc.NewDecoder().Bytes(in)
		xo, _, _ := transform.Bytes(x.NewDecoder(), in)
		if string(std) == string(xo) {
			return
		}
		s, ns := utf8.DecodeRune(std)
		xr, nx := utf8.DecodeRune(xo)
		if ns != len(std) || nx != len(xo) || len(std) == 0 || len(xo) == 0 {
			return // error handling, not a mapping
		}
		r.add(key, int(s), int(xr))
	}
	switch enc {
	case textcodec.ISO2022JP:
		r.inFmt = "ESC$B %04X"
		for p := 0x2121; p <= 0x7E7E; p++ {
			if p&0xFF >= 0x21 && p&0xFF <= 0x7E {
				one([]byte{0x1B, '$', 'B', byte(p >> 8), byte(p), 0x1B, '(', 'B'}, p)
			}
		}
	default:
		for c := 0; c < 0x100; c++ {
			one([]byte{byte(c)}, c)
		}
		if isSingleByte(enc) {
			break
		}
		r.flush()
		r.inFmt = "%04X"
		for p := 0x8100; p <= 0xFEFF; p++ {
			one([]byte{byte(p >> 8), byte(p)}, p)
		}
		if enc == textcodec.EUCJP {
			r.flush()
			r.inFmt = "8F%04X"
			for p := 0xA1A1; p <= 0xFEFE; p++ {
				one([]byte{0x8F, byte(p >> 8), byte(p)}, p)
			}
		}
	}
	r.flush()
}

func encodeDifferences(b *strings.Builder, enc *textcodec.Encoding, x encoding.Encoding) {
	r := &runs{b: b, head: enc.Name() + " encode", inFmt: "U+%04X", bytesOut: true}
	e, _ := enc.NewEncoder(textcodec.Fatal)
	xe := x.NewEncoder()
	var buf [8]byte
	dst, xdst := make([]byte, 64), make([]byte, 64)
	var extra int
	var first, last rune
	for c := rune(0); c <= 0xFFFF; c++ {
		if c >= 0xD800 && c <= 0xDFFF {
			continue
		}
		in := buf[:utf8.EncodeRune(buf[:], c)]
		e.Reset()
		n, _, err := e.Encode(dst, in, true)
		std := string(dst[:n])
		if err != nil {
			std = "error"
		}
		xe.Reset()
		xn, _, xerr := xe.Transform(xdst, in, true)
		xs := string(xdst[:xn])
		if xerr != nil {
			xs = "error"
		}
		switch {
		case std == xs:
		case err != nil:
			// x/text has a mapping the standard leaves out on purpose
			// (JIS X 0212 in EUC-JP, HKSCS in Big5): counted, not listed.
			if extra == 0 {
				first = c
			}
			extra, last = extra+1, c
		default:
			r.add(int(c), bytesKey(std), bytesKey(xs))
		}
	}
	r.flush()
	if extra > 0 {
		fmt.Fprintf(b, "%s encode: %d code points from U+%04X to U+%04X: error -> x/text encodes them\n", enc.Name(), extra, first, last)
	}
}

// bytesKey turns an encoder's output into a number runs can step through:
// -1 for an error, else the bytes as a big-endian number.
func bytesKey(s string) int {
	if s == "error" {
		return -1
	}
	v := 0
	for i := 0; i < len(s); i++ {
		v = v<<8 | int(s[i])
	}
	return v
}

func isSingleByte(enc *textcodec.Encoding) bool {
	switch enc {
	case textcodec.GBK, textcodec.GB18030, textcodec.Big5, textcodec.EUCJP, textcodec.ShiftJIS, textcodec.EUCKR:
		return false
	}
	return true
}
