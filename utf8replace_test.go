package textcodec_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	. "github.com/textcodec/textcodec"
)

// checkUTF8Decode decodes in as UTF-8 to UTF-8 in replacement mode, whole
// and in pieces of 1 to 100 bytes into a dst of 4 to 100 bytes, and
// returns what differs from want, or "".
func checkUTF8Decode(r *rand.Rand, in []byte, want string) string {
	d := UTF8.NewDecoder(BOMKeep)
	got, err := d.Bytes(in)
	if err != nil || string(got) != want {
		return fmt.Sprintf("Bytes(%q) = %q, %v; want %q", in, got, err, want)
	}
	var out []byte
	dst := make([]byte, 4+r.IntN(97))
	for i := 0; ; {
		end := min(len(in), i+1+r.IntN(100))
		nd, ns, err := d.DecodeUTF8(dst, in[i:end], end == len(in))
		out = append(out, dst[:nd]...)
		i += ns
		if err == nil && end == len(in) && i == len(in) {
			break
		}
		if err != nil && err != ErrShortDst {
			return err.Error()
		}
	}
	if string(out) != want {
		return fmt.Sprintf("dst %d: DecodeUTF8 in pieces of %q = %q; want %q", len(dst), in, out, want)
	}
	return ""
}

// utf8Pieces are what utf8TestText joins: well-formed text of each length,
// and each kind of ill-formed sequence.
var utf8Pieces = []string{
	"a", "plain ASCII text ", "\u00e9", "\u65e5\u672c", "\U0001F600", "\u00e9t\u00e9 ",
	"\x80", "\xbf", "\xc0\xaf", "\xc1", "\xc3", "\xe0\x80\x80", "\xe0\xa0", "\xed\xa0\x80",
	"\xed\x9f", "\xef\xbf", "\xf0\x8f\xbf\xbf", "\xf0\x9f\x98", "\xf4\x90\x80\x80", "\xf4\x8f",
	"\xf5\x80", "\xff", "\xfe",
}

// utf8TestText returns text of pieces, mostly well-formed ones, with runs
// long enough for the vector code.
func utf8TestText(r *rand.Rand) []byte {
	var b []byte
	for n := r.IntN(40); n > 0; n-- {
		if r.IntN(4) == 0 {
			b = append(b, utf8Pieces[6+r.IntN(len(utf8Pieces)-6)]...)
			continue
		}
		for k := r.IntN(20); k >= 0; k-- {
			b = append(b, utf8Pieces[r.IntN(6)]...)
		}
	}
	return b
}

// TestUTF8RunsAgainstReference checks the UTF-8 decoder's UTF-8 output in
// replacement mode (replaceRunsUTF8 and the handler, the vector code on
// long runs) against the standard's decoder transcribed in
// reference_test.go, whole and in small pieces of input and output.
func TestUTF8RunsAgainstReference(t *testing.T) {
	s := refLoad(t)
	r := rand.New(rand.NewPCG(11, 12))
	for iter := 0; iter < 3000; iter++ {
		in := utf8TestText(r)
		want := string(refDecodeAll(s, "UTF-8", in))
		if msg := checkUTF8Decode(r, in, want); msg != "" {
			t.Fatal(msg)
		}
	}
}
