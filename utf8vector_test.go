package textcodec

import (
	"bytes"
	"math/rand/v2"
	"testing"
	"unicode/utf8"
)

// TestUTF8VectorAgrees checks validUTF8Run and the UTF-8 decoder with the
// vector code (package utf8valid) against the same without it, on text of
// long well-formed runs with ill-formed sequences among them.
func TestUTF8VectorAgrees(t *testing.T) {
	if !useVectorUTF8 {
		t.Skip("no vector unit")
	}
	defer func() { useVectorUTF8 = true }()
	pieces := []string{
		"plain ASCII text ", "\u00e9t\u00e9 ", "\u65e5\u672c", "\U0001F600",
		"\x80", "\xc0\xaf", "\xe0\xa0", "\xed\xa0\x80", "\xf0\x9f\x98", "\xf4\x90\x80\x80", "\xff",
	}
	r := rand.New(rand.NewPCG(13, 14))
	for iter := 0; iter < 5000; iter++ {
		var in []byte
		for n := r.IntN(30); n > 0; n-- {
			k := r.IntN(4)
			if r.IntN(5) == 0 {
				k = 4 + r.IntN(len(pieces)-4)
			}
			in = append(in, pieces[k]...)
		}
		var runs [2]int
		var outs [2][]byte
		for v, vector := range []bool{false, true} {
			useVectorUTF8 = vector
			runs[v] = validUTF8Run(in)
			outs[v], _ = UTF8.NewDecoder().Bytes(in)
		}
		if runs[0] != runs[1] || !utf8.Valid(in[:runs[1]]) {
			t.Fatalf("validUTF8Run(%q) = %d with the vector code, %d without", in, runs[1], runs[0])
		}
		if !bytes.Equal(outs[0], outs[1]) {
			t.Fatalf("decoding %q: %q with the vector code, %q without", in, outs[1], outs[0])
		}
	}
}
