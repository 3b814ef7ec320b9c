package xtext

import (
	"math/rand/v2"
	"strings"
	"unicode/utf8"

	"github.com/textcodec/textcodec"
)

// Inputs shared by the tests: bytes to decode and UTF-8 text to encode that
// reach every path of the encodings (errors, escapes, BOMs, four-byte
// sequences), built once from a fixed seed.

// decodeInputs returns byte strings for enc's decoder: random bytes, text
// in enc, and a BOM followed by text.
func decodeInputs(enc *textcodec.Encoding) [][]byte {
	rng := rand.New(rand.NewPCG(1, uint64(len(enc.Name()))))
	var ins [][]byte
	for _, n := range []int{0, 1, 2, 3, 7, 64, 300} {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(rng.UintN(256))
			if rng.IntN(3) == 0 {
				b[i] &= 0x7F
			}
		}
		ins = append(ins, b)
	}
	if enc.HasEncoder() {
		text, _ := textcodec.Encode([]byte(encodeText), enc)
		ins = append(ins, text, append([]byte("\xEF\xBB\xBF"), text...))
	}
	ins = append(ins, []byte("\xFF\xFEa\x00\x1B$B"), []byte("\x1B(J\\~\x1B$@F|\x1B(B"))
	return ins
}

// encodeText has something for every encoder: ASCII, ISO-2022-JP's Roman
// characters, Latin, Greek, Cyrillic, CJK, half-width katakana, a
// supplementary character, the gb18030 special cases, U+FFFD.
const encodeText = "plain ASCII ~\\ ¥‾ Grüße, señor; Ελλάδα Россия " +
	"日本語のテキスト、ｶﾀｶﾅ 中文 한국어 €‚ ™ \u0080 \ue5e5 \ue7c7 𠀋 😀 \ufffd end"

// encodeInputs returns UTF-8 text for the encoders, ill-formed sequences
// included, with random text made of encodeText's code points.
func encodeInputs() []string {
	rng := rand.New(rand.NewPCG(2, 3))
	runes := []rune(encodeText)
	ins := []string{
		"", "a", encodeText,
		"ill\xE2\x82formed \xF0\x9F\x98 \xED\xA0\x80 \xC0\xAF \x80\x80 \xE2",
		"\xE2\x82",
		"¥€", // Roman state, then unmappable, at the end
		"日€", // jis0208 state, then unmappable
		"a\xF0",
	}
	for _, n := range []int{5, 40, 500} {
		var b strings.Builder
		for range n {
			if rng.IntN(20) == 0 {
				b.WriteString([]string{"\xE2\x82", "\xFF", "\xF0\x9F", "\xED\xBF\xBF"}[rng.IntN(4)])
				continue
			}
			b.WriteRune(runes[rng.IntN(len(runes))])
		}
		ins = append(ins, b.String())
	}
	return ins
}

// coreReplaced is what encoding.ReplaceUnsupported should give: textcodec's
// fatal encoder, with 0x1A written for each unmappable code point.
func coreReplaced(enc *textcodec.Encoding, src string) []byte {
	e, _ := enc.NewEncoder(textcodec.Fatal)
	in := []byte(src)
	buf := make([]byte, e.MaxEncodedLen(len(in)))
	var out []byte
	for {
		n, m, err := e.Encode(buf, in, true)
		out = append(out, buf[:n]...)
		if err == nil {
			return out
		}
		out = append(out, 0x1A)
		in = in[m:]
	}
}

var _ = utf8.RuneError
