package xtext

import (
	"bytes"
	"testing"

	"golang.org/x/text/encoding"
	"golang.org/x/text/transform"

	"github.com/textcodec/textcodec"
)

// The fuzz targets: any input, cut anywhere, through any small buffers,
// gives textcodec's one-shot output. go test runs the seeds; go test -fuzz
// FuzzDecode (or FuzzEncode) ./xtext searches.

// chunked calls tr over src cut into the chunks that cuts describes (each
// byte the length of the next chunk, 0 meaning an empty call), with atEOF
// false, then over what is left with atEOF true, into a dst of dstSize
// bytes grown only when a call makes no progress. It checks the contract
// of each call and returns the output.
func chunked(t *testing.T, tr transform.Transformer, src []byte, cuts []byte, dstSize int) []byte {
	t.Helper()
	tr.Reset()
	dst := make([]byte, dstSize)
	var out, window []byte
	pos := 0
	call := func(atEOF bool) bool {
		for calls := 0; ; calls++ {
			if calls > 4*len(src)+64 {
				t.Fatalf("no end after %d calls", calls)
			}
			nDst, nSrc, err := tr.Transform(dst, window, atEOF)
			if nDst < 0 || nDst > len(dst) || nSrc < 0 || nSrc > len(window) {
				t.Fatalf("Transform returned %d, %d for %d, %d", nDst, nSrc, len(dst), len(window))
			}
			out = append(out, dst[:nDst]...)
			window = window[nSrc:]
			switch err {
			case nil:
				if len(window) != 0 {
					t.Fatalf("nil error with %d bytes of src left", len(window))
				}
				return true
			case transform.ErrShortSrc:
				if atEOF {
					t.Fatal("ErrShortSrc at EOF")
				}
				if len(window) > 3 {
					t.Fatalf("ErrShortSrc with %d bytes left", len(window))
				}
				return false
			case transform.ErrShortDst:
				if nDst == 0 && nSrc == 0 {
					dst = make([]byte, len(dst)+1)
				}
			default:
				t.Fatalf("error %v", err)
			}
		}
	}
	for _, c := range cuts {
		n := min(int(c%17), len(src)-pos)
		window = append(window, src[pos:pos+n]...)
		pos += n
		call(false)
	}
	window = append(window, src[pos:]...)
	call(true)
	return out
}

func FuzzDecode(f *testing.F) {
	f.Add([]byte("\x93\xfa\x96\x7b\x81"), uint8(34), []byte{1, 1, 0, 2}, uint8(1))
	f.Add([]byte("\x1B$BF|\x1B(J\\\x1B$"), uint8(33), []byte{3, 0, 5}, uint8(4))
	f.Add([]byte("\xEF\xBB\xBF\xF0\x9F\x98\x80\xE2\x82"), uint8(0), []byte{2, 2, 2}, uint8(3))
	f.Add([]byte("\xFF\xFEa\x00\x00\xD8"), uint8(38), []byte{1}, uint8(2))
	f.Add([]byte("\x81\x30\x81\x30\x84\x31\xA4\x39"), uint8(30), []byte{3, 1}, uint8(5))
	f.Add([]byte("\x88\x62\x88\x64\xA1"), uint8(31), []byte{1, 16}, uint8(1))
	f.Fuzz(func(t *testing.T, in []byte, which uint8, cuts []byte, dstSize uint8) {
		x := all[int(which)%len(all)]
		want, _ := x.Encoding().NewDecoder().Bytes(in)
		got := chunked(t, x.NewDecoder(), in, cuts, 1+int(dstSize)%64)
		if !bytes.Equal(got, want) {
			t.Errorf("%v % X cuts %v dst %d:\ngot  %q\nwant %q", x, in, cuts, dstSize, got, want)
		}
	})
}

func FuzzEncode(f *testing.F) {
	f.Add("日本€¥a", uint8(33), []byte{1, 1, 0, 2}, uint8(1))
	f.Add("¥€", uint8(33), []byte{2}, uint8(16))
	f.Add("a\xE2\x82b\xF0\x9F\xE2", uint8(21), []byte{2, 2}, uint8(3))
	f.Add("\ue5e5\u1e3f😀\xED\xA0\x80", uint8(30), []byte{3, 1, 1}, uint8(5))
	f.Add("ｶﾀｶﾅ\x1B\x0E", uint8(33), []byte{4}, uint8(7))
	f.Add("\xE2\xE2\xE2\xE2\xE2\xF0\x9F\x98", uint8(29), []byte{6, 0, 1}, uint8(20))
	f.Fuzz(func(t *testing.T, in string, which uint8, cuts []byte, dstSize uint8) {
		x := all[int(which)%len(all)]
		enc := x.Encoding().OutputEncoding()
		ds := 1 + int(dstSize)%64
		want, _ := textcodec.Encode([]byte(in), enc)
		// x/text's wrapper writes &#27; where the standard has &#65533;
		// (TestISO2022JPControls).
		controls := enc == textcodec.ISO2022JP && bytes.ContainsAny([]byte(in), "\x0E\x0F\x1B")
		got := chunked(t, encoding.HTMLEscapeUnsupported(x.NewEncoder()), []byte(in), cuts, ds)
		if !controls && !bytes.Equal(got, want) && !bytes.Equal(got, romanAtEnd(want)) {
			t.Errorf("%v HTML %q cuts %v dst %d:\ngot  %q\nwant %q", x, in, cuts, ds, got, want)
		}
		want = coreReplaced(enc, in)
		got = chunked(t, encoding.ReplaceUnsupported(x.NewEncoder()), []byte(in), cuts, ds)
		if !bytes.Equal(got, want) && !bytes.Equal(got, romanAtEnd(want)) {
			t.Errorf("%v replace %q cuts %v dst %d:\ngot  %q\nwant %q", x, in, cuts, ds, got, want)
		}
	})
}
