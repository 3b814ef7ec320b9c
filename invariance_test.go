package textcodec_test

// Chunk invariance: the output of a Decoder or an Encoder for a stream given
// in chunks (split anywhere, with empty chunks, one byte or unit at a time,
// into destination buffers of the minimum size) is the output for the whole
// stream at once, in both error modes; in fatal mode the errors come at the
// same offsets after the same output. And the documented buffer bounds
// (MaxUTF8Len, MaxUTF16Len, MaxEncodedLen) are never too small: the drivers
// treat ErrShortDst from a dst of that size as a failure.

import (
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/textcodec/textcodec"
)

// invSplits returns chunkings of in: at every single split point when
// every is set, at random points (with empty chunks in the middle and at the
// end), and one item at a time with empty chunks in between. The random
// choices depend on in only, so a check is repeatable and can be shrunk.
func invSplits[T any](in []T, every bool) [][][]T {
	var out [][][]T
	if every {
		for k := 0; k <= len(in); k++ {
			out = append(out, [][]T{in[:k], in[k:]})
		}
	}
	r := rand.New(rand.NewPCG(xcSeed, uint64(len(in))*0x9E3779B97F4A7C15+invHash(in)))
	for range 3 {
		var chunks [][]T
		rest := in
		for len(rest) > 0 {
			n := min(len(rest), r.IntN(6))
			chunks = append(chunks, rest[:n])
			rest = rest[n:]
		}
		if r.IntN(2) == 0 {
			chunks = append(chunks, nil)
		}
		out = append(out, chunks)
	}
	var one [][]T
	for i := range in {
		one = append(one, in[i:i+1], in[i:i])
	}
	out = append(out, one)
	return out
}

// invHash is a fixed hash of in.
func invHash[T any](in []T) uint64 {
	h := fnv.New64a()
	fmt.Fprint(h, in)
	return h.Sum64()
}

func invShowChunks[T any](chunks [][]T) string {
	var b strings.Builder
	for i, c := range chunks {
		if i > 0 {
			b.WriteString(" | ")
		}
		fmt.Fprintf(&b, "%X", any(c))
	}
	return b.String()
}

// invCheckDecode compares, for in, the Decoder's output in one call with its
// output for every chunking of invSplits and with minimum-size destination
// buffers, in every mode. It returns a description of the first
// difference, or "".
func invCheckDecode(e *textcodec.Encoding, in []byte) string {
	splits := invSplits(in, len(in) <= 16)
	for _, fatal := range []bool{false, true} {
		for _, bom := range xcBOMModes {
			for _, to16 := range []bool{false, true} {
				form, tiny := "UTF-8", 4
				if to16 {
					form, tiny = "UTF-16", 2
				}
				where := fmt.Sprintf("%s mode, %s, %s output", xcModeName(fatal), xcBOMName(bom), form)
				want, problem := xcImplDecode(e, in, fatal, bom, to16)
				if problem != "" {
					return fmt.Sprintf("%s, in one call: %s", where, problem)
				}
				for _, chunks := range splits {
					got, problem := xcImplDecodeChunks(e, chunks, fatal, bom, to16, 0)
					if problem == "" {
						problem = xcDiff(want, got, false)
					}
					if problem != "" {
						return fmt.Sprintf("%s, chunks %s: %s", where, invShowChunks(chunks), problem)
					}
				}
				if !to16 {
					for _, chunks := range splits[len(splits)-2:] {
						got, problem := invDecodeMixed(e, chunks, fatal, bom)
						if problem == "" {
							problem = xcDiff(want, got, false)
						}
						if problem != "" {
							return fmt.Sprintf("%s, UTF-8 and UTF-16 output in turns, chunks %s: %s", where, invShowChunks(chunks), problem)
						}
					}
				}
				for _, chunks := range [][][]byte{{in}, splits[len(splits)-1]} {
					got, problem := xcImplDecodeChunks(e, chunks, fatal, bom, to16, tiny)
					if problem == "" {
						problem = xcDiff(want, got, false)
					}
					if problem != "" {
						return fmt.Sprintf("%s, dst of %d units, chunks %s: %s", where, tiny, invShowChunks(chunks), problem)
					}
				}
			}
		}
	}
	return ""
}

// invDecodeMixed decodes chunks with one Decoder, to UTF-8 for even chunks
// and to UTF-16 for odd ones, with dst sized by the Decoder's bounds.
func invDecodeMixed(e *textcodec.Encoding, chunks [][]byte, fatal bool, bom textcodec.BOMMode) (xcRun, string) {
	opts := []textcodec.DecoderOption{bom}
	if fatal {
		opts = append(opts, textcodec.Fatal)
	}
	d := e.NewDecoder(opts...)
	var r xcRun
	for ci, c := range chunks {
		last := ci == len(chunks)-1
		var part xcRun
		var problem string
		if ci%2 == 0 {
			var out []byte
			var errs []xcErr
			call := func(dst, src []byte, l bool) (int, int, error) { return d.DecodeUTF8(dst, src, l && last) }
			out, errs, problem = xcDecodeDrive(call, d.MaxUTF8Len, true, fatal, [][]byte{c})
			if problem == "" {
				part, problem = xcRunesOf(out, errs)
			}
		} else {
			var out []uint16
			var errs []xcErr
			call := func(dst []uint16, src []byte, l bool) (int, int, error) { return d.DecodeUTF16(dst, src, l && last) }
			out, errs, problem = xcDecodeDrive(call, d.MaxUTF16Len, true, fatal, [][]byte{c})
			if problem == "" {
				part, problem = xcRunesOf(out, errs)
			}
		}
		if problem != "" {
			return r, problem
		}
		for _, er := range part.errs {
			er.out += len(r.out)
			r.errs = append(r.errs, er)
		}
		r.out = append(r.out, part.out...)
	}
	return r, ""
}

// invCheckEncode8 is invCheckDecode for an Encoder with UTF-8 input
// (possibly ill-formed), split anywhere, including inside a sequence.
func invCheckEncode8(e *textcodec.Encoding, text []byte) string {
	splits := invSplits(text, len(text) <= 16)
	for _, html := range []bool{true, false} {
		where := xcEncModeName(html) + " mode, UTF-8 input"
		want, problem := xcImplEncode8(e, [][]byte{text}, html, 0)
		if problem != "" {
			return fmt.Sprintf("%s, in one call: %s", where, problem)
		}
		for _, chunks := range splits {
			got, problem := xcImplEncode8(e, chunks, html, 0)
			if problem == "" {
				problem = xcDiff(want, got, true)
			}
			if problem != "" {
				return fmt.Sprintf("%s, chunks %s: %s", where, invShowChunks(chunks), problem)
			}
		}
		for _, chunks := range [][][]byte{{text}, splits[len(splits)-1]} {
			got, problem := xcImplEncode8(e, chunks, html, 16)
			if problem == "" {
				problem = xcDiff(want, got, true)
			}
			if problem != "" {
				return fmt.Sprintf("%s, dst of 16 bytes, chunks %s: %s", where, invShowChunks(chunks), problem)
			}
		}
	}
	return ""
}

// invCheckEncode16 is invCheckEncode8 for UTF-16 input (possibly with lone
// surrogates), split anywhere, including between the halves of a pair.
func invCheckEncode16(e *textcodec.Encoding, units []uint16) string {
	splits := invSplits(units, len(units) <= 16)
	for _, html := range []bool{true, false} {
		where := xcEncModeName(html) + " mode, UTF-16 input"
		want, problem := xcImplEncode16(e, [][]uint16{units}, html, 0)
		if problem != "" {
			return fmt.Sprintf("%s, in one call: %s", where, problem)
		}
		for _, chunks := range splits {
			got, problem := xcImplEncode16(e, chunks, html, 0)
			if problem == "" {
				problem = xcDiff(want, got, true)
			}
			if problem != "" {
				return fmt.Sprintf("%s, chunks %s: %s", where, invShowChunks(chunks), problem)
			}
		}
		for _, chunks := range [][][]uint16{{units}, splits[len(splits)-1]} {
			got, problem := xcImplEncode16(e, chunks, html, 16)
			if problem == "" {
				problem = xcDiff(want, got, true)
			}
			if problem != "" {
				return fmt.Sprintf("%s, dst of 16 bytes, chunks %s: %s", where, invShowChunks(chunks), problem)
			}
		}
	}
	return ""
}

// invForEach runs f for every encoding as a subtest with a generator; the
// reference only biases the generator.
func invForEach(t *testing.T, test uint64, f func(t *testing.T, e *textcodec.Encoding, g *xcGen)) {
	s := refLoad(t)
	for _, e := range textcodec.Encodings() {
		t.Run(e.Name(), func(t *testing.T) {
			f(t, e, &xcGen{r: xcRand(e, test), s: s, name: e.Name()})
		})
	}
}

func TestChunkInvarianceDecode(t *testing.T) {
	invForEach(t, 10, func(t *testing.T, e *textcodec.Encoding, g *xcGen) {
		check := func(in []byte) string { return invCheckDecode(e, in) }
		for k := range xcCount(150) {
			in := g.input()
			if k%3 == 0 {
				in = in[:min(len(in), 12)]
			}
			if check(in) != "" {
				xcReport(t, "chunked decoding", in, check, xcShowBytes)
				return
			}
		}
	})
}

func TestChunkInvarianceEncode(t *testing.T) {
	invForEach(t, 11, func(t *testing.T, e *textcodec.Encoding, g *xcGen) {
		if !e.HasEncoder() {
			return
		}
		check8 := func(b []byte) string { return invCheckEncode8(e, b) }
		check16 := func(u []uint16) string { return invCheckEncode16(e, u) }
		for range xcCount(150) {
			var text []byte
			if g.r.IntN(2) == 0 {
				text = []byte(string(g.scalars(g.r.IntN(10))))
			} else {
				text = g.utf8ish()
			}
			if check8(text) != "" {
				xcReport(t, "chunked encoding", text, check8, xcShowBytes)
				return
			}
			units := g.units()
			if check16(units) != "" {
				xcReport(t, "chunked encoding", units, check16, xcShowUnits)
				return
			}
		}
	})
}

// invWorstBytes returns long inputs built to make a decoder write as much as
// it can: every byte an error, two code points for two bytes (Big5),
// escape-sequence errors (ISO-2022-JP), surrogate errors (UTF-16), restores
// (gb18030), cut at random points.
func invWorstBytes(g *xcGen) [][]byte {
	patterns := []string{
		"\x80", "\xFF", "\xC0", "\xE0\x80", "\xF0\x9F\x41", "\x88\x62", "\x88\x64", "\x1B", "\x1B$", "\x1B(", "\x1B$\x1B(",
		"\x1B(B\x1B(B", "\x1B(Ax", "\x0E", "\x00\xD8", "\xD8\x00", "\x00\xDC", "\xDC\x00", "\x81\x30\x81\x41", "\x81\x30\x41",
		"\x81\x30\x81", "\x8F\xA1\x41", "\x8E\x41", "\xA1\x41", "\x81\x20", "\xEF\xBB\xBF", "\xFE\xFF", "\xFF\xFE",
	}
	var out [][]byte
	for _, p := range patterns {
		b := []byte(strings.Repeat(p, 1+300/len(p)))
		out = append(out, b, b[:len(b)-1-g.r.IntN(len(p))], append([]byte{0x1B, '$', 'B'}, b...))
	}
	for range 20 {
		var b []byte
		for len(b) < 300 {
			b = append(b, patterns[g.r.IntN(len(patterns))]...)
		}
		out = append(out, b)
	}
	return out
}

// invWorstText returns long encoder inputs built to make an encoder write as
// much as it can: unmappable code points (numeric references), ISO-2022-JP
// escapes around every character, lone surrogates.
func invWorstText(g *xcGen) [][]uint16 {
	pieces := [][]rune{
		{0xFFFF}, {0x10FFFF}, {0xFFFD}, {0x3042, 0x1B}, {0x3042, 0xFFFF}, {0x3042, 'a'}, {0xA5, 0x1B}, {0xA5, 'a', 0xA5, 0x5C},
		{0x3042, 0xA5}, {0xFF61}, {0x80}, {0x2603}, {0x1B}, {0x0E}, {0xE5E5}, {0x3042, 0x10FFFF},
	}
	var out [][]uint16
	for _, p := range pieces {
		var u []uint16
		for len(u) < 300 {
			u = append(u, utf16.Encode(p)...)
		}
		out = append(out, u)
	}
	lone := [][]uint16{{0xD800}, {0xDC00}, {0x3042, 0xD800}, {0xDBFF, 0x41}}
	for _, p := range lone {
		var u []uint16
		for len(u) < 300 {
			u = append(u, p...)
		}
		out = append(out, u)
	}
	for range 10 {
		var u []uint16
		for len(u) < 300 {
			if g.r.IntN(3) == 0 {
				u = append(u, lone[g.r.IntN(len(lone))]...)
			} else {
				u = append(u, utf16.Encode(pieces[g.r.IntN(len(pieces))])...)
			}
		}
		out = append(out, u)
	}
	return out
}

// TestMaxLenSufficient runs adversarial inputs with destination buffers of
// exactly the size the bounds promise, in one call and in chunks (so that
// the bounds must account for state held between calls).
func TestMaxLenSufficient(t *testing.T) {
	invForEach(t, 12, func(t *testing.T, e *textcodec.Encoding, g *xcGen) {
		for _, in := range invWorstBytes(g) {
			chunkings := [][][]byte{{in}, invSplits(in, false)[0]}
			for _, fatal := range []bool{false, true} {
				for _, to16 := range []bool{false, true} {
					for _, chunks := range chunkings {
						if _, problem := xcImplDecodeChunks(e, chunks, fatal, textcodec.BOMSniff, to16, 0); problem != "" {
							t.Errorf("decoding %q (%s mode, UTF-16 output %v): %s", in[:min(len(in), 24)], xcModeName(fatal), to16, problem)
							return
						}
					}
				}
			}
		}
		if !e.HasEncoder() {
			return
		}
		for _, units := range invWorstText(g) {
			text := []byte(string(utf16.Decode(units)))
			bad := []byte(strings.Repeat("\xF0\x9F\x80", 100)) // ill-formed: U+FFFD for three bytes
			for _, html := range []bool{true, false} {
				if _, problem := xcImplEncode16(e, [][]uint16{units}, html, 0); problem != "" {
					t.Errorf("encoding UTF-16 %04X... (%s mode): %s", units[:8], xcEncModeName(html), problem)
					return
				}
				if _, problem := xcImplEncode16(e, invSplits(units, false)[0], html, 0); problem != "" {
					t.Errorf("encoding UTF-16 %04X... in chunks (%s mode): %s", units[:8], xcEncModeName(html), problem)
					return
				}
				for _, b := range [][]byte{text, bad, []byte(strings.Repeat("\xFF", 300))} {
					if _, problem := xcImplEncode8(e, [][]byte{b}, html, 0); problem != "" {
						t.Errorf("encoding UTF-8 %q... (%s mode): %s", b[:min(len(b), 24)], xcEncModeName(html), problem)
						return
					}
					if _, problem := xcImplEncode8(e, invSplits(b, false)[0], html, 0); problem != "" {
						t.Errorf("encoding UTF-8 %q... in chunks (%s mode): %s", b[:min(len(b), 24)], xcEncModeName(html), problem)
						return
					}
				}
			}
		}
	})
}

// TestDecoderReuse checks that a Decoder and an Encoder are ready for a new
// stream after a call with last set, and after Reset in the middle of one.
func TestDecoderReuse(t *testing.T) {
	invForEach(t, 13, func(t *testing.T, e *textcodec.Encoding, g *xcGen) {
		for range xcCount(50) {
			a, b := g.input(), g.input()
			for _, bom := range xcBOMModes {
				d := e.NewDecoder(bom)
				fresh := func(in []byte) string {
					r, _ := xcImplDecode(e, in, false, bom, false)
					return string(r.out)
				}
				run := func(in []byte, last bool) string {
					dst := make([]byte, d.MaxUTF8Len(len(in)))
					n, _, err := d.DecodeUTF8(dst, in, last)
					if err != nil {
						t.Fatalf("%v", err)
					}
					return string(dst[:n])
				}
				run(a, true)
				if got, want := run(b, true), fresh(b); got != want {
					t.Errorf("%s: after a stream %q, %q decodes to %+q, want %+q", xcBOMName(bom), a, b, got, want)
					return
				}
				run(a, false)
				d.Reset()
				if got, want := run(b, true), fresh(b); got != want {
					t.Errorf("%s: after Reset in a stream %q, %q decodes to %+q, want %+q", xcBOMName(bom), a, b, got, want)
					return
				}
				if d.Encoding() != e {
					t.Errorf("%s: Encoding() after Reset = %v", xcBOMName(bom), d.Encoding())
				}
			}
			if !e.HasEncoder() {
				continue
			}
			ta, tb := string(g.scalars(5)), string(g.scalars(5))
			enc, _ := e.NewEncoder(textcodec.Replace)
			encode := func(s string, last bool) string {
				dst := make([]byte, enc.MaxEncodedLen(len(s)))
				n, _, err := enc.Encode(dst, []byte(s), last)
				if err != nil {
					t.Fatalf("%v", err)
				}
				return string(dst[:n])
			}
			want, _ := xcImplEncode8(e, [][]byte{[]byte(tb)}, true, 0)
			encode(ta, true)
			if got := encode(tb, true); got != string(xcRunesToBytes(want.out)) {
				t.Errorf("after encoding %+q, %+q encodes to %q, want %q", ta, tb, got, xcRunesToBytes(want.out))
				return
			}
			encode(ta+"\xF0\x9F", false)
			enc.Reset()
			if got := encode(tb, true); got != string(xcRunesToBytes(want.out)) {
				t.Errorf("after Reset in %+q, %+q encodes to %q, want %q", ta, tb, got, xcRunesToBytes(want.out))
				return
			}
		}
	})
}

func xcRunesToBytes(rs []rune) []byte {
	b := make([]byte, len(rs))
	for i, r := range rs {
		b[i] = byte(r)
	}
	return b
}

// TestSniffSplitBOM feeds every byte order mark, and prefixes of them, one
// byte at a time ahead of text, for every fallback encoding.
func TestSniffSplitBOM(t *testing.T) {
	for _, e := range textcodec.Encodings() {
		for _, in := range []string{"\xEF\xBB\xBFa\xC3\xA9", "\xFE\xFF\x00a", "\xFF\xFEa\x00", "\xEF\xBB", "\xEF", "\xFE", "\xFF", "\xEF\xBBa", "\xFEa", "", "\xEF\xBB\xBF", "\xFE\xFF", "\xFF\xFE\xFF"} {
			if d := invCheckDecode(e, []byte(in)); d != "" {
				t.Errorf("%s, %q: %s", e, in, d)
			}
			// Encoding() reports the sniffed encoding once the decision is
			// made, before the end of the stream.
			want := e
			switch {
			case strings.HasPrefix(in, "\xEF\xBB\xBF"):
				want = textcodec.UTF8
			case strings.HasPrefix(in, "\xFE\xFF"):
				want = textcodec.UTF16BE
			case strings.HasPrefix(in, "\xFF\xFE"):
				want = textcodec.UTF16LE
			}
			d := e.NewDecoder(textcodec.BOMSniff)
			var dst [64]byte
			d.DecodeUTF8(dst[:], []byte(in), false)
			if decided := len(in) >= 3 || want != e; decided && d.Encoding() != want {
				t.Errorf("%s, %q: Encoding() = %s after the BOM, want %s", e, in, d.Encoding(), want)
			}

		}
	}
}
