package textcodec_test

// Fuzz targets. Their seed corpora are in testdata/fuzz/FuzzDecode and
// testdata/fuzz/FuzzEncode; a plain `go test` runs the seeds. Fuzz with
//
//	go test . -run '^$' -fuzz FuzzDecode
//	go test . -run '^$' -fuzz FuzzEncode
//
// Each input picks an encoding (the byte, modulo 40, indexes
// textcodec.Encodings()) and a split point for the chunking check.

import (
	"errors"
	"strconv"
	"testing"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/textcodec/textcodec"
)

// fuzzMaxLen bounds the input the reference decodes (it is quadratic in the
// worst case).
const fuzzMaxLen = 2048

func FuzzDecode(f *testing.F) {
	f.Add(byte(0), uint16(2), []byte("a\xC3\xA9\xF0\x9F\x92"))
	f.Add(byte(30), uint16(5), []byte("\x81\x30\x81\x41\x84\x31\xA5\x30"))
	f.Add(byte(33), uint16(3), []byte("\x1B$B\x30\x21\x1B(J\\\x1B(B"))
	s := refLoad(f)
	encs := textcodec.Encodings()
	f.Fuzz(func(t *testing.T, enc byte, split uint16, data []byte) {
		if len(data) > fuzzMaxLen {
			data = data[:fuzzMaxLen]
		}
		e := encs[int(enc)%len(encs)]
		k := int(split) % (len(data) + 1)
		for _, fatal := range []bool{false, true} {
			for _, bom := range xcBOMModes {
				var forms [2]xcRun
				for f, to16 := range []bool{false, true} {
					where := xcModeName(fatal) + " mode, " + xcBOMName(bom) + ", UTF-16 output " + strconv.FormatBool(to16)
					// One call; xcRunesOf checks that UTF-8 output is valid
					// and UTF-16 output has no lone surrogates.
					want, problem := xcImplDecode(e, data, fatal, bom, to16)
					if problem != "" {
						t.Fatalf("%s: %s", where, problem)
					}
					forms[f] = want
					for _, chunks := range [][][]byte{{data[:k], data[k:]}, {data[:k], nil, data[k:], nil}} {
						got, problem := xcImplDecodeChunks(e, chunks, fatal, bom, to16, 0)
						if problem == "" {
							problem = xcDiff(want, got, false)
						}
						if problem != "" {
							t.Fatalf("%s, split at %d: %s", where, k, problem)
						}
					}
					tiny := 4
					if to16 {
						tiny = 2
					}
					got, problem := xcImplDecodeChunks(e, [][]byte{data[:k], data[k:]}, fatal, bom, to16, tiny)
					if problem == "" {
						problem = xcDiff(want, got, false)
					}
					if problem != "" {
						t.Fatalf("%s, split at %d, dst of %d units: %s", where, k, tiny, problem)
					}
				}
				if d := xcDiff(forms[0], forms[1], false); d != "" {
					t.Fatalf("%s mode, %s: UTF-8 and UTF-16 output differ: %s", xcModeName(fatal), xcBOMName(bom), d)
				}
			}
		}
		if s != nil {
			if d := xcCheckDecode(s, e, data); d != "" {
				t.Fatalf("against the reference: %s", d)
			}
		}
	})
}

func FuzzEncode(f *testing.F) {
	f.Add(byte(21), uint16(1), "\u20AC\u2603x")
	f.Add(byte(33), uint16(2), "a\u3042\uFF61\u00A5\\\x1B")
	f.Add(byte(30), uint16(4), "\u0080\uE5E5\uE78D\U0010FFFF\xF0\x9F")
	s := refLoad(f)
	encs := textcodec.Encodings()
	f.Fuzz(func(t *testing.T, enc byte, split uint16, text string) {
		if len(text) > fuzzMaxLen {
			text = text[:fuzzMaxLen]
		}
		e := encs[int(enc)%len(encs)]
		if !e.HasEncoder() {
			if _, err := e.NewEncoder(textcodec.Replace); !errors.Is(err, textcodec.ErrNoEncoder) {
				t.Fatalf("NewEncoder: %v, want ErrNoEncoder", err)
			}
			return
		}
		b := []byte(text)
		k := int(split) % (len(b) + 1)
		valid := utf8.ValidString(text)
		var units []uint16
		if valid {
			units = utf16.Encode([]rune(text))
		}
		ku := int(split) % (len(units) + 1)
		var htmlOut []byte
		for _, html := range []bool{true, false} {
			where := xcEncModeName(html) + " mode"
			want, problem := xcImplEncode8(e, [][]byte{b}, html, 0)
			if problem != "" {
				t.Fatalf("%s: %s", where, problem)
			}
			if html {
				htmlOut = xcRunesToBytes(want.out)
			}
			for _, chunks := range [][][]byte{{b[:k], b[k:]}, {b[:k], nil, b[k:], nil}} {
				got, problem := xcImplEncode8(e, chunks, html, 0)
				if problem == "" {
					problem = xcDiff(want, got, true)
				}
				if problem != "" {
					t.Fatalf("%s, UTF-8 split at %d: %s", where, k, problem)
				}
			}
			got, problem := xcImplEncode8(e, [][]byte{b[:k], b[k:]}, html, 16)
			if problem == "" {
				problem = xcDiff(want, got, true)
			}
			if problem != "" {
				t.Fatalf("%s, UTF-8 split at %d, dst of 16 bytes: %s", where, k, problem)
			}
			if !valid {
				continue
			}
			// The same text as UTF-16: the same output and errors (offsets
			// count units there).
			got16, problem := xcImplEncode16(e, [][]uint16{units[:ku], units[ku:]}, html, 0)
			if problem != "" {
				t.Fatalf("%s, UTF-16 input split at %d: %s", where, ku, problem)
			}
			want16 := want
			want16.errs = nil
			for _, er := range want.errs {
				er.off = -1
				want16.errs = append(want16.errs, er)
			}
			if d := xcDiff(want16, got16, true); d != "" {
				t.Fatalf("%s: UTF-16 input gives other output than UTF-8 input: %s", where, d)
			}
		}
		if valid {
			fuzzRoundTrip(t, e, text, htmlOut)
		}
		if s != nil {
			if d := xcCheckEncodeUTF8(s, e, b); d != "" {
				t.Fatalf("against the reference: %s", d)
			}
		}
	})
}

// fuzzRoundTrip checks that decoding the html-mode output gives back text,
// with each code point the encoding lacks written as "&#NNNN;", unless text
// holds a code point for which the standard's encoder and decoder do not
// round trip (refRoundTripExempt; TestReferenceRoundTrip checks that list).
func fuzzRoundTrip(t *testing.T, e *textcodec.Encoding, text string, out []byte) {
	var want []byte
	for _, c := range text {
		if refRoundTripExempt(e.Name(), c) {
			return
		}
		enc, _ := e.NewEncoder(textcodec.Fatal)
		dst := make([]byte, enc.MaxEncodedLen(4))
		if _, _, err := enc.Encode(dst, []byte(string(c)), true); err != nil {
			want = append(want, "&#"+strconv.Itoa(int(c))+";"...)
		} else {
			want = utf8.AppendRune(want, c)
		}
	}
	d := e.NewDecoder(textcodec.BOMKeep)
	dst := make([]byte, d.MaxUTF8Len(len(out)))
	n, _, err := d.DecodeUTF8(dst, out, true)
	if err != nil || string(dst[:n]) != string(want) {
		t.Fatalf("%+q encodes as %q, which decodes to %+q (%v), want %+q", text, out, dst[:n], err, want)
	}
}
