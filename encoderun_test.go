package textcodec

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"
	"unicode/utf16"

	"github.com/textcodec/textcodec/internal/tables"
)

// Tests of the encoders' run loops (encoderun.go): for every code point, a
// run loop either takes it whole and writes exactly what the handler
// (encoderKernel.encode) writes, or takes nothing; it takes what it is meant
// to; and an Encoder gives the same output, errors and offsets with its run
// loop as without it, however the input is cut into chunks.

// runKernels returns a fresh kernel of e for each state its run loop
// depends on, with the state's name.
func runKernels(e *Encoding) map[string]func() encoderKernel {
	if e.family == fISO2022JP {
		ks := map[string]func() encoderKernel{}
		for name, st := range map[string]uint8{"ASCII": isoEncASCII, "Roman": isoEncRoman, "jis0208": isoEncJIS0208} {
			ks[name] = func() encoderKernel { return &iso2022JPEncoder{state: st} }
		}
		return ks
	}
	return map[string]func() encoderKernel{"": func() encoderKernel { return newEncoderKernel(e) }}
}

// runMustTake reports whether e's run loop, in state, must take cp, given
// that the handler wrote out for it with no error and no change of state.
func runMustTake(e *Encoding, state string, cp rune, out []byte) bool {
	switch {
	case e.family == fUTF8:
		return true
	case e.family == fISO2022JP:
		// The run loop leaves the half-width katakana, which the handler
		// maps to index jis0208's, to the handler.
		return state == "ASCII" || state == "jis0208" && !(cp >= 0xFF61 && cp <= 0xFF9F)
	case cp > 0xFFFF || len(out) > 2:
		return false // Big5's astral code points, gb18030's four bytes
	case e.family == fGBK && cp == 0x20AC:
		return false
	case e.family == fGB18030 || e.family == fGBK:
		for _, m := range gb18030EncodeOnly {
			if rune(m.cp) == cp {
				return false
			}
		}
	}
	return true
}

// encodeRunSample returns the code points TestEncodeRunMatchesHandler
// tries: all of the BMP and a sample of the rest, with every code point of
// Big5EncodeAstral.
func encodeRunSample() []rune {
	var cps []rune
	for cp := rune(0); cp <= 0x10FFFF; cp++ {
		if cp >= 0xD800 && cp <= 0xDFFF {
			continue
		}
		if cp < 0x10000 || cp%61 == 0 || cp == 0x10FFFF {
			cps = append(cps, cp)
		}
	}
	for _, a := range tables.Big5EncodeAstral {
		cps = append(cps, rune(a.CodePoint))
	}
	return cps
}

func TestEncodeRunMatchesHandler(t *testing.T) {
	cps := encodeRunSample()
	for _, e := range Encodings() {
		if !e.HasEncoder() {
			continue
		}
		if _, ok := newEncoderKernel(e).(runEncoder); !ok {
			t.Errorf("%s: the encoder has no run loop", e)
			continue
		}
		for state, fresh := range runKernels(e) {
			t.Run(e.Name()+"/"+state, func(t *testing.T) {
				var want, got [32]byte
				taken, errs := 0, 0
				for _, cp := range cps {
					k := fresh()
					before := fmt.Sprint(k)
					wn, errCP := k.encode(want[:], cp)
					changed := fmt.Sprint(k) != before
					ok := errCP < 0 && !changed
					for _, in := range []string{"UTF-8", "UTF-16"} {
						r := fresh().(runEncoder)
						var n, m, size int
						if in == "UTF-8" {
							src := []byte(string(cp))
							n, m = r.encodeRunUTF8(got[:], src)
							size = len(src)
						} else {
							src := utf16.Encode([]rune{cp})
							n, m = r.encodeRunUTF16(got[:], src)
							size = len(src)
						}
						switch {
						case m == 0 && n == 0:
							if ok && runMustTake(e, state, cp, want[:wn]) && errs < 10 {
								errs++
								t.Errorf("U+%04X as %s: the run loop takes nothing; the handler writes % X", cp, in, want[:wn])
							}
						case m != size || !ok || !bytes.Equal(got[:n], want[:wn]):
							if errs < 10 {
								errs++
								t.Errorf("U+%04X as %s: the run loop takes %d units and writes % X; the handler writes % X (error %v, state changed %v)",
									cp, in, m, got[:n], want[:wn], errCP >= 0, changed)
							}
						default:
							taken++
						}
					}
				}
				if taken == 0 && state != "Roman" {
					t.Error("the run loop takes nothing")
				}
			})
		}
	}
}

// TestEncodeRunStops checks that the run loops take nothing of ill-formed
// input or a sequence cut by the end of src, and need room in dst.
func TestEncodeRunStops(t *testing.T) {
	bad8 := []string{
		"\x80", "\xBF", "\xC0\x80", "\xC1\xBF", "\xC2", "\xC2\x41", "\xC2\xC2", "\xE0\x80\x80", "\xE0\x9F\xBF",
		"\xE4\xB8", "\xE4\xB8\x41", "\xE4\x41\xAD", "\xED\xA0\x80", "\xED\xBF\xBF", "\xEF\xBF",
		"\xF0\x80\x80\x80", "\xF0\x8F\xBF\xBF", "\xF0\x9F\x98", "\xF0\x9F\x41\x80", "\xF4\x90\x80\x80",
		"\xF5\x80\x80\x80", "\xF8\x88\x80\x80\x80", "\xFE", "\xFF",
	}
	bad16 := [][]uint16{{0xD800}, {0xDBFF}, {0xDC00}, {0xDFFF}, {0xD800, 0x41}, {0xD800, 0xD800}, {0xDC00, 0xD800}}
	for _, e := range Encodings() {
		if !e.HasEncoder() {
			continue
		}
		for state, fresh := range runKernels(e) {
			r, ok := fresh().(runEncoder)
			if !ok {
				continue
			}
			var buf [16]byte
			for _, s := range bad8 {
				// Alone, and followed by more input (the loops read eight
				// bytes at once when there are eight).
				for _, in := range []string{s, s + "ABCDEFGH"} {
					if n, m := r.encodeRunUTF8(buf[:], []byte(in)); n != 0 || m != 0 {
						t.Errorf("%s %s: % X: the run loop takes %d bytes and writes %d", e, state, in, m, n)
					}
				}
			}
			for _, s := range bad16 {
				n, m := r.encodeRunUTF16(buf[:], s)
				if e == UTF8 {
					// A lone surrogate is U+FFFD, in UTF-8: the run loop
					// takes it, but leaves a leading surrogate at the end
					// of the input to the handler (its pair may follow).
					want := string(utf16.Decode(s))
					if s[len(s)-1]-0xD800 < 0x400 {
						want = string(utf16.Decode(s[:len(s)-1]))
					}
					if string(buf[:n]) != want || m != len(utf16.Encode([]rune(want))) {
						t.Errorf("UTF-8: %04X: the run loop writes % X for %d units, want % X", s, buf[:n], m, want)
					}
					continue
				}
				if n != 0 || m != 0 {
					t.Errorf("%s %s: %04X: the run loop takes %d units and writes %d", e, state, s, m, n)
				}
			}
			// Room: the loop writes only what fits, one whole code point
			// at a time.
			var sample []rune
			for cp := rune(0x20); cp < 0x10000 && len(sample) < 40; cp += 97 {
				var w [16]byte
				if n, errCP := fresh().encode(w[:], cp); errCP < 0 && n > 0 && n <= 3 {
					sample = append(sample, cp)
				}
			}
			text := string(sample)
			for size := range 9 {
				dst := make([]byte, size+8)
				for k := range dst {
					dst[k] = 0xAA
				}
				n, m := fresh().(runEncoder).encodeRunUTF8(dst[:size], []byte(text))
				if n > size || m > len(text) || !bytes.Equal(dst[size:], bytes.Repeat([]byte{0xAA}, 8)) {
					t.Errorf("%s %s: dst of %d: wrote %d bytes (or past the end) for %d of the input", e, state, size, n, m)
				}
				if n2, m2 := fresh().(runEncoder).encodeRunUTF8(make([]byte, 64), []byte(text[:m])); n2 != n || m2 != m {
					t.Errorf("%s %s: dst of %d: the run loop stops inside a code point or writes it in part", e, state, size)
				}
			}
		}
	}
}

// TestEncodeRunTables checks what the run loops' unsafe reads rely on: every
// block a trie's Index names is in its Data, every page an EncodePage names
// is in Encode, and surrogates have no entry.
func TestEncodeRunTables(t *testing.T) {
	for name, tr := range map[string]*tables.Trie{
		"EUCKREncode": &tables.EUCKREncode, "GB18030Encode": &tables.GB18030Encode, "Big5Encode": &tables.Big5Encode,
		"EUCJPEncode": &tables.EUCJPEncode, "ShiftJISEncode": &tables.ShiftJISEncode,
	} {
		for k, b := range tr.Index {
			if int(b)<<6+63 >= len(tr.Data) {
				t.Errorf("%s.Index[%d] = %d, outside Data", name, k, b)
			}
		}
		for cp := rune(0xD800); cp <= 0xDFFF; cp++ {
			if tr.Bytes(cp) != 0 {
				t.Errorf("%s has bytes for U+%04X", name, cp)
			}
		}
	}
	for _, e := range Encodings() {
		if e.family != fSingleByte {
			continue
		}
		for k, p := range e.index.EncodePage {
			if int(p) >= len(e.index.Encode) {
				t.Errorf("%s: EncodePage[%d] = %d, outside Encode", e, k, p)
			}
		}
		for cp := 0xD800; cp <= 0xDFFF; cp++ {
			if e.index.Encode[e.index.EncodePage[cp>>8]][cp&0xFF] != 0 {
				t.Errorf("%s has a byte for U+%04X", e, cp)
			}
		}
	}
}

// runText returns UTF-8 text for e that mixes what its run loop takes with
// what it leaves to the handler: ASCII runs of every length, code points of
// every kind, unmappable and astral ones, and ill-formed sequences.
func runText(e *Encoding, r *rand.Rand, n int) []byte {
	k := newEncoderKernel(e)
	var mapped []rune
	for len(mapped) < 300 {
		cp := rune(0x80 + r.IntN(0x10000-0x80))
		if cp >= 0xD800 && cp <= 0xDFFF {
			continue
		}
		var w [32]byte
		if _, errCP := k.encode(w[:], cp); errCP < 0 {
			mapped = append(mapped, cp)
		}
		k.reset()
	}
	special := []string{
		"€", "¥", "‾", "−", "｡", "ﾟ", "\u0080", "\uE5E5", "\uE78D", "\uE864", "\uE7C7", "\u00A5\u203E",
		"\x0E", "\x0F", "\x1B", "\\", "~", "😀", "𠀀", "\U00020021", "\U0010FFFF", "\u0800", "\u07FF", "\uFFFF",
		"\xE0\x80\x80", "\xED\xA0\x80", "\xF4\x90\x80\x80", "\xC0\xAF", "\xE4\xB8", "\xF0\x9F\x98", "\xFF",
		"\uD7FB", "\uD55C", "\u00E9", "\u0416", "\u3042", "\uFF61\u30A2", "\u2550", "\u5341",
		"ภาษาไทย", "हिन्दी", "Ελληνικά", "ça", "€€", "¥‾¥", "\uE5E5\uE5E5", "😀😀", "\U00020021\U00020021",
	}
	var b []byte
	for len(b) < n {
		switch r.IntN(6) {
		case 0:
			for range r.IntN(20) {
				b = append(b, byte(0x20+r.IntN(0x5F)))
			}
			if r.IntN(4) == 0 {
				b = append(b, '\n')
			}
		case 1:
			b = append(b, special[r.IntN(len(special))]...)
		default:
			for range 1 + r.IntN(12) {
				b = append(b, string(mapped[r.IntN(len(mapped))])...)
			}
		}
	}
	return b
}

// encodeRunResult is everything an Encoder reports for a stream.
type encodeRunResult struct {
	out  []byte
	errs []EncodeError
}

// encodeAllChunks encodes chunks with a fresh Encoder of e in mode (with its
// run loop unless noRun), into dst of dstSize bytes (0: MaxEncodedLen),
// carrying on after each error, and returns the result.
func encodeAllChunks[S byte | uint16](t *testing.T, e *Encoding, mode ErrorMode, noRun bool, chunks [][]S, dstSize int) encodeRunResult {
	t.Helper()
	enc, err := e.NewEncoder(mode)
	if err != nil {
		t.Fatal(err)
	}
	if noRun {
		enc.run = nil
	}
	var res encodeRunResult
	for c, src := range chunks {
		last := c == len(chunks)-1
		for {
			size := dstSize
			if size == 0 {
				size = enc.MaxEncodedLen(len(src))
			}
			dst := make([]byte, size)
			var nDst, nSrc int
			if s8, ok := any(src).([]byte); ok {
				nDst, nSrc, err = enc.Encode(dst, s8, last)
			} else {
				nDst, nSrc, err = enc.EncodeFromUTF16(dst, any(src).([]uint16), last)
			}
			res.out = append(res.out, dst[:nDst]...)
			src = src[nSrc:]
			var ee *EncodeError
			switch {
			case err == nil:
			case errors.Is(err, ErrShortDst):
				if nDst == 0 && nSrc == 0 && dstSize >= encodeRoom {
					t.Fatalf("%s: no progress with %d bytes of room", e, size)
				}
				continue
			case errors.As(err, &ee):
				res.errs = append(res.errs, *ee)
				continue
			default:
				t.Fatalf("%s: %v", e, err)
			}
			break
		}
	}
	return res
}

// chunksOf cuts s into pieces of the given size (the last may be shorter).
func chunksOf[S any](s []S, size int) [][]S {
	var cs [][]S
	for len(s) > size {
		cs = append(cs, s[:size])
		s = s[size:]
	}
	return append(cs, s)
}

func TestEncodeRunSameAsHandler(t *testing.T) {
	for _, e := range Encodings() {
		if !e.HasEncoder() {
			continue
		}
		t.Run(e.Name(), func(t *testing.T) {
			r := rand.New(rand.NewPCG(7, uint64(len(e.Name()))))
			text8 := runText(e, r, 6000)
			text16 := utf16.Encode([]rune(string(text8)))
			// Lone surrogates in the UTF-16 input.
			for k := 0; k+3 < len(text16); k += 97 {
				text16[k] = 0xD800 + uint16(k)%0x800
			}
			for _, mode := range []ErrorMode{Fatal, Replace} {
				for _, size := range []int{len(text8), 1, 2, 3, 5, 7, 64} {
					for _, dstSize := range []int{0, encodeRoom, encodeRoom + 1, encodeRoom + 3, 100} {
						if size < 5 && dstSize != 0 && dstSize != encodeRoom+1 {
							continue // keep the test short
						}
						want := encodeAllChunks(t, e, mode, true, chunksOf(text8, size), dstSize)
						got := encodeAllChunks(t, e, mode, false, chunksOf(text8, size), dstSize)
						if !bytes.Equal(got.out, want.out) || fmt.Sprint(got.errs) != fmt.Sprint(want.errs) {
							t.Fatalf("UTF-8 input, mode %d, chunks of %d, dst of %d: the run loop's output differs%s",
								mode, size, dstSize, firstDiff(got, want))
						}
						want = encodeAllChunks(t, e, mode, true, chunksOf(text16, size), dstSize)
						got = encodeAllChunks(t, e, mode, false, chunksOf(text16, size), dstSize)
						if !bytes.Equal(got.out, want.out) || fmt.Sprint(got.errs) != fmt.Sprint(want.errs) {
							t.Fatalf("UTF-16 input, mode %d, chunks of %d, dst of %d: the run loop's output differs%s",
								mode, size, dstSize, firstDiff(got, want))
						}
					}
				}
			}
		})
	}
}

// firstDiff describes where got and want first differ.
func firstDiff(got, want encodeRunResult) string {
	k := 0
	for k < len(got.out) && k < len(want.out) && got.out[k] == want.out[k] {
		k++
	}
	lo := max(0, k-8)
	return fmt.Sprintf(": at output byte %d, % X, want % X; errors %d, want %d",
		k, got.out[lo:min(len(got.out), k+8)], want.out[lo:min(len(want.out), k+8)], len(got.errs), len(want.errs))
}
