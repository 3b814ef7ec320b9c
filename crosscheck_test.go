package textcodec_test

// Cross-checks of the Decoder and the Encoder against the reference
// transcription of the standard (reference_test.go), on biased random
// inputs, for all 40 encodings. The generators use a fixed seed, so a failure
// reproduces; the report shows a shrunk input.

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/textcodec/textcodec"
)

// xcSeed is the fixed seed of every generator here.
const xcSeed = 0x5EED_0F_E4C0D1

// xcRand returns a generator for one encoding and one test, seeded with
// xcSeed, or with $TEXTCODEC_CROSSCHECK_SEED for a run on other inputs.
func xcRand(e *textcodec.Encoding, test uint64) *rand.Rand {
	seed := uint64(xcSeed)
	if n, err := strconv.ParseUint(os.Getenv("TEXTCODEC_CROSSCHECK_SEED"), 0, 64); err == nil {
		seed = n
	}
	return rand.New(rand.NewPCG(seed^test, uint64(slices.Index(textcodec.Encodings(), e))))
}

// xcCount scales the number of random inputs down in -short mode, and up
// by $TEXTCODEC_CROSSCHECK_SCALE (a whole number) for a deeper run.
func xcCount(full int) int {
	if n, err := strconv.Atoi(os.Getenv("TEXTCODEC_CROSSCHECK_SCALE")); err == nil && n > 0 {
		return full * n
	}
	if testing.Short() {
		return max(full/5, 10)
	}
	return full
}

// ---------------------------------------------------------------------------
// Results and their comparison.

// xcErr is one error a run met (fatal mode), in the order met.
type xcErr struct {
	out int   // code points (decoding) or bytes (encoding) output before it
	off int64 // its offset in the input; -1 where the reference cannot tell
	cp  rune  // encoding: the error's code point
}

// xcRun is the result of decoding (out holds code points) or encoding (out
// holds bytes) a whole input, carrying on after each fatal error.
type xcRun struct {
	out  []rune
	errs []xcErr
}

func xcShow(out []rune, bytes bool) string {
	const most = 48
	cut := ""
	if len(out) > most {
		out, cut = out[:most], "..."
	}
	if bytes {
		b := make([]byte, len(out))
		for i, v := range out {
			b[i] = byte(v)
		}
		return fmt.Sprintf("% X%s", b, cut)
	}
	return fmt.Sprintf("%+q%s", string(out), cut)
}

// xcDiff describes how got differs from want, or returns "". An error
// offset of -1 in want is not compared.
func xcDiff(want, got xcRun, bytes bool) string {
	if !slices.Equal(want.out, got.out) {
		i := 0
		for i < len(want.out) && i < len(got.out) && want.out[i] == got.out[i] {
			i++
		}
		return fmt.Sprintf("output differs at %d:\n\twant %s\n\tgot  %s", i, xcShow(want.out, bytes), xcShow(got.out, bytes))
	}
	same := len(want.errs) == len(got.errs)
	for i := 0; same && i < len(want.errs); i++ {
		w, g := want.errs[i], got.errs[i]
		same = w.out == g.out && w.cp == g.cp && (w.off == -1 || w.off == g.off)
	}
	if !same {
		return fmt.Sprintf("errors differ (output %s):\n\twant %s\n\tgot  %s", xcShow(want.out, bytes), xcShowErrs(want.errs), xcShowErrs(got.errs))
	}
	return ""
}

func xcShowErrs(errs []xcErr) string {
	if len(errs) == 0 {
		return "none"
	}
	var b strings.Builder
	for _, e := range errs {
		fmt.Fprintf(&b, "[after %d, offset %d", e.out, e.off)
		if e.cp != 0 {
			fmt.Fprintf(&b, ", U+%04X", e.cp)
		}
		b.WriteString("] ")
	}
	return b.String()
}

// ---------------------------------------------------------------------------
// Running the reference.

// xcRefDecode decodes in with the reference: "process a queue" with a new
// decoder, carrying on after each fatal error as the Decoder allows. With
// BOMSniff it is the "decode" hook; with BOMRemove, TextDecoder's
// "serialize I/O queue" rule drops a leading U+FEFF for UTF-8 and UTF-16BE/LE.
func xcRefDecode(s *refStandard, name string, in []byte, fatal bool, bom textcodec.BOMMode) xcRun {
	q := refBytesQueue(in)
	enc := name
	if bom == textcodec.BOMSniff {
		// "decode", steps 1 and 2.
		if b := refBOMSniff(q); b != "" {
			enc = b
			if b == "UTF-8" {
				q.readN(3)
			} else {
				q.readN(2)
			}
		}
	}
	mode := "replacement"
	if fatal {
		mode = "fatal"
	}
	dec := s.newDecoder(enc)
	output := &refQueue{}
	var errs []xcErr
	for {
		res := refProcessQueue(dec, q, output, mode)
		if res.kind != refError {
			break
		}
		errs = append(errs, xcErr{out: output.size(), off: int64(res.at)})
	}
	out := output.values()
	if bom == textcodec.BOMRemove && (enc == "UTF-8" || enc == "UTF-16BE" || enc == "UTF-16LE") && len(out) > 0 && out[0] == 0xFEFF {
		out = out[1:]
		for i := range errs {
			if errs[i].out > 0 {
				errs[i].out--
			}
		}
	}
	return xcRun{out: out, errs: errs}
}

// xcRefEncode encodes the scalar values vs (at positions pos, end of input
// at end) with the reference: the "encode" hook in html mode, or "encode or
// fail" called again after each error with the same encoder, in fatal mode.
func xcRefEncode(s *refStandard, name string, vs []rune, pos []int, end int, html bool) xcRun {
	q := refQueueOf(vs, pos, end)
	if html {
		return xcRun{out: xcBytesToRunes(refBytes(s.encode(q, name)))}
	}
	encoder := s.getEncoder(name)
	var r xcRun
	for {
		output := &refQueue{}
		cp, at := refEncodeOrFail(q, encoder, output)
		r.out = append(r.out, xcBytesToRunes(refBytes(output))...)
		if cp == -1 {
			return r
		}
		r.errs = append(r.errs, xcErr{out: len(r.out), off: int64(at), cp: cp})
	}
}

func xcBytesToRunes(b []byte) []rune {
	out := make([]rune, len(b))
	for i, c := range b {
		out[i] = rune(c)
	}
	return out
}

// ---------------------------------------------------------------------------
// Driving the implementation.

// xcDecodeDrive feeds chunks to call (a Decoder's DecodeUTF8 or
// DecodeUTF16), with last set on the final chunk, carrying on after each
// fatal error. room gives the dst size for a call with n source bytes. With
// strict set, ErrShortDst is a failure (room is the Decoder's own bound).
// It returns the output, the errors, and a description of any broken
// contract.
func xcDecodeDrive[T uint8 | uint16](call func(dst []T, src []byte, last bool) (int, int, error), room func(n int) int, strict, fatal bool, chunks [][]byte) (out []T, errs []xcErr, problem string) {
	total := 0
	for _, c := range chunks {
		total += len(c)
	}
	budget := 20*total + 4*len(chunks) + 20
	for ci, c := range chunks {
		last := ci == len(chunks)-1
		for {
			if budget--; budget < 0 {
				return out, errs, "the decoder makes no progress"
			}
			dst := make([]T, room(len(c)))
			n, ns, err := call(dst, c, last)
			if n < 0 || n > len(dst) || ns < 0 || ns > len(c) {
				return out, errs, fmt.Sprintf("a call returned nDst %d, nSrc %d for len(dst) %d, len(src) %d", n, ns, len(dst), len(c))
			}
			out = append(out, dst[:n]...)
			c = c[ns:]
			var de *textcodec.DecodeError
			switch {
			case err == nil:
				if len(c) != 0 {
					return out, errs, fmt.Sprintf("a call returned nil with %d source bytes unread", len(c))
				}
			case errors.Is(err, textcodec.ErrShortDst):
				if strict {
					return out, errs, fmt.Sprintf("ErrShortDst with len(dst) %d from MaxUTF8Len/MaxUTF16Len(%d)", len(dst), len(c)+ns)
				}
				if n == 0 && ns == 0 {
					return out, errs, fmt.Sprintf("ErrShortDst without progress with len(dst) %d", len(dst))
				}
				continue
			case errors.As(err, &de) && fatal:
				if !errors.Is(err, textcodec.ErrMalformed) {
					return out, errs, "a DecodeError does not wrap ErrMalformed"
				}
				errs = append(errs, xcErr{out: len(out), off: de.Offset})
				continue
			default:
				return out, errs, fmt.Sprintf("unexpected error %v", err)
			}
			break
		}
	}
	return out, errs, ""
}

// xcRunesOf checks that decoder output is well-formed (UTF-8, or UTF-16
// without lone surrogates) and converts it and the error positions (units)
// to code points.
func xcRunesOf[T uint8 | uint16](out []T, errs []xcErr) (xcRun, string) {
	var r xcRun
	var units []int // units[k]: the unit index where code point k starts
	switch o := any(out).(type) {
	case []byte:
		if !utf8.Valid(o) {
			return r, fmt.Sprintf("the UTF-8 output is not valid UTF-8: % X", o)
		}
		for i, c := range string(o) {
			r.out = append(r.out, c)
			units = append(units, i)
		}
	case []uint16:
		for i := 0; i < len(o); i++ {
			c := rune(o[i])
			units = append(units, i)
			if c >= 0xD800 && c <= 0xDBFF && i+1 < len(o) && o[i+1] >= 0xDC00 && o[i+1] <= 0xDFFF {
				c = refScalarValueFromSurrogates(c, rune(o[i+1]))
				i++
			} else if c >= 0xD800 && c <= 0xDFFF {
				return r, fmt.Sprintf("the UTF-16 output has a lone surrogate at %d: %X", i, o)
			}
			r.out = append(r.out, c)
		}
	}
	units = append(units, len(out))
	for _, e := range errs {
		k, found := slices.BinarySearch(units, e.out)
		if !found {
			return r, fmt.Sprintf("an error splits a code point (after unit %d)", e.out)
		}
		e.out = k
		r.errs = append(r.errs, e)
	}
	return r, ""
}

// xcImplDecode decodes in with a new Decoder in one call per error (dst
// sized by the Decoder's bound), to UTF-8 or to UTF-16.
func xcImplDecode(e *textcodec.Encoding, in []byte, fatal bool, bom textcodec.BOMMode, to16 bool) (xcRun, string) {
	return xcImplDecodeChunks(e, [][]byte{in}, fatal, bom, to16, 0)
}

// xcImplDecodeChunks decodes chunks with a new Decoder. dstSize 0 sizes dst
// with MaxUTF8Len/MaxUTF16Len and makes ErrShortDst a failure; otherwise dst
// has dstSize units.
func xcImplDecodeChunks(e *textcodec.Encoding, chunks [][]byte, fatal bool, bom textcodec.BOMMode, to16 bool, dstSize int) (xcRun, string) {
	opts := []textcodec.DecoderOption{bom}
	if fatal {
		opts = append(opts, textcodec.Fatal)
	}
	d := e.NewDecoder(opts...)
	if d.Fatal() != fatal {
		return xcRun{}, "Decoder.Fatal() is wrong"
	}
	if to16 {
		room := func(n int) int { return d.MaxUTF16Len(n) }
		if dstSize > 0 {
			room = func(int) int { return dstSize }
		}
		out, errs, problem := xcDecodeDrive(d.DecodeUTF16, room, dstSize == 0, fatal, chunks)
		if problem != "" {
			return xcRun{}, problem
		}
		return xcRunesOf(out, errs)
	}
	room := func(n int) int { return d.MaxUTF8Len(n) }
	if dstSize > 0 {
		room = func(int) int { return dstSize }
	}
	out, errs, problem := xcDecodeDrive(d.DecodeUTF8, room, dstSize == 0, fatal, chunks)
	if problem != "" {
		return xcRun{}, problem
	}
	return xcRunesOf(out, errs)
}

// xcEncodeDrive is xcDecodeDrive for an Encoder's Encode or EncodeFromUTF16.
func xcEncodeDrive[S uint8 | uint16](call func(dst []byte, src []S, last bool) (int, int, error), room func(n int) int, strict, fatal bool, chunks [][]S) (out []byte, errs []xcErr, problem string) {
	total := 0
	for _, c := range chunks {
		total += len(c)
	}
	budget := 20*total + 4*len(chunks) + 20
	for ci, c := range chunks {
		last := ci == len(chunks)-1
		for {
			if budget--; budget < 0 {
				return out, errs, "the encoder makes no progress"
			}
			dst := make([]byte, room(len(c)))
			n, ns, err := call(dst, c, last)
			if n < 0 || n > len(dst) || ns < 0 || ns > len(c) {
				return out, errs, fmt.Sprintf("a call returned nDst %d, nSrc %d for len(dst) %d, len(src) %d", n, ns, len(dst), len(c))
			}
			out = append(out, dst[:n]...)
			c = c[ns:]
			var ee *textcodec.EncodeError
			switch {
			case err == nil:
				if len(c) != 0 {
					return out, errs, fmt.Sprintf("a call returned nil with %d source units unread", len(c))
				}
			case errors.Is(err, textcodec.ErrShortDst):
				if strict {
					return out, errs, fmt.Sprintf("ErrShortDst with len(dst) %d from MaxEncodedLen(%d)", len(dst), len(c)+ns)
				}
				if n == 0 && ns == 0 {
					return out, errs, fmt.Sprintf("ErrShortDst without progress with len(dst) %d", len(dst))
				}
				continue
			case errors.As(err, &ee) && fatal:
				if !errors.Is(err, textcodec.ErrUnmappable) {
					return out, errs, "an EncodeError does not wrap ErrUnmappable"
				}
				errs = append(errs, xcErr{out: len(out), off: ee.Offset, cp: ee.CodePoint})
				continue
			default:
				return out, errs, fmt.Sprintf("unexpected error %v", err)
			}
			break
		}
	}
	return out, errs, ""
}

// xcImplEncode8 encodes UTF-8 chunks with a new Encoder; dstSize as for
// xcImplDecodeChunks.
func xcImplEncode8(e *textcodec.Encoding, chunks [][]byte, html bool, dstSize int) (xcRun, string) {
	enc, room, problem := xcNewEncoder(e, html, dstSize)
	if problem != "" {
		return xcRun{}, problem
	}
	out, errs, problem := xcEncodeDrive(enc.Encode, room(enc), dstSize == 0, !html, chunks)
	return xcRun{out: xcBytesToRunes(out), errs: errs}, problem
}

// xcImplEncode16 is xcImplEncode8 for UTF-16 input.
func xcImplEncode16(e *textcodec.Encoding, chunks [][]uint16, html bool, dstSize int) (xcRun, string) {
	enc, room, problem := xcNewEncoder(e, html, dstSize)
	if problem != "" {
		return xcRun{}, problem
	}
	out, errs, problem := xcEncodeDrive(enc.EncodeFromUTF16, room(enc), dstSize == 0, !html, chunks)
	return xcRun{out: xcBytesToRunes(out), errs: errs}, problem
}

func xcNewEncoder(e *textcodec.Encoding, html bool, dstSize int) (*textcodec.Encoder, func(*textcodec.Encoder) func(int) int, string) {
	mode := textcodec.Fatal
	if html {
		mode = textcodec.Replace
	}
	enc, err := e.NewEncoder(mode)
	if err != nil {
		return nil, nil, fmt.Sprintf("NewEncoder: %v", err)
	}
	room := func(enc *textcodec.Encoder) func(int) int {
		if dstSize > 0 {
			return func(int) int { return dstSize }
		}
		return enc.MaxEncodedLen
	}
	return enc, room, ""
}

// ---------------------------------------------------------------------------
// One input through every mode.

var xcBOMModes = []textcodec.BOMMode{textcodec.BOMKeep, textcodec.BOMRemove, textcodec.BOMSniff}

func xcBOMName(m textcodec.BOMMode) string {
	return [...]string{"BOMRemove", "BOMKeep", "BOMSniff"}[m]
}

func xcModeName(fatal bool) string {
	if fatal {
		return "fatal"
	}
	return "replacement"
}

// xcCheckDecode compares the Decoder with the reference on in, in both error
// modes, every BOM mode and both output forms. It returns a description of
// the first difference, or "".
func xcCheckDecode(s *refStandard, e *textcodec.Encoding, in []byte) string {
	for _, fatal := range []bool{false, true} {
		for _, bom := range xcBOMModes {
			want := xcRefDecode(s, e.Name(), in, fatal, bom)
			for _, to16 := range []bool{false, true} {
				form := "UTF-8"
				if to16 {
					form = "UTF-16"
				}
				got, problem := xcImplDecode(e, in, fatal, bom, to16)
				if problem == "" {
					problem = xcDiff(want, got, false)
				}
				if problem != "" {
					return fmt.Sprintf("%s mode, %s, %s output: %s", xcModeName(fatal), xcBOMName(bom), form, problem)
				}
			}
		}
	}
	return ""
}

// xcCheckEncodeScalars compares the Encoder with the reference on the scalar
// values cps, given as UTF-8 and as UTF-16, in both error modes.
func xcCheckEncodeScalars(s *refStandard, e *textcodec.Encoding, cps []rune) string {
	text := string(cps)
	units := utf16.Encode(cps)
	for _, html := range []bool{true, false} {
		vs, pos := refUTF8Positions(text)
		want := xcRefEncode(s, e.Name(), vs, pos, len(text), html)
		got, problem := xcImplEncode8(e, [][]byte{[]byte(text)}, html, 0)
		if problem == "" {
			problem = xcDiff(want, got, true)
		}
		if problem != "" {
			return fmt.Sprintf("%s mode, UTF-8 input: %s", xcEncModeName(html), problem)
		}
		vs, pos = refUSVString(units)
		want = xcRefEncode(s, e.Name(), vs, pos, len(units), html)
		got, problem = xcImplEncode16(e, [][]uint16{units}, html, 0)
		if problem == "" {
			problem = xcDiff(want, got, true)
		}
		if problem != "" {
			return fmt.Sprintf("%s mode, UTF-16 input: %s", xcEncModeName(html), problem)
		}
	}
	return ""
}

// xcCheckEncodeUTF16 compares the Encoder with the reference on UTF-16 input
// that may hold lone surrogates (read as USVString conversion does).
func xcCheckEncodeUTF16(s *refStandard, e *textcodec.Encoding, units []uint16) string {
	for _, html := range []bool{true, false} {
		vs, pos := refUSVString(units)
		want := xcRefEncode(s, e.Name(), vs, pos, len(units), html)
		got, problem := xcImplEncode16(e, [][]uint16{units}, html, 0)
		if problem == "" {
			problem = xcDiff(want, got, true)
		}
		if problem != "" {
			return fmt.Sprintf("%s mode: %s", xcEncModeName(html), problem)
		}
	}
	return ""
}

// xcCheckEncodeUTF8 compares the Encoder with the reference on UTF-8 input
// that may be ill-formed (read as "UTF-8 decode without BOM" reads it).
// Error offsets are compared only for well-formed input.
func xcCheckEncodeUTF8(s *refStandard, e *textcodec.Encoding, text []byte) string {
	for _, html := range []bool{true, false} {
		vs, pos := s.utf8Scalars(text)
		if utf8.Valid(text) {
			vs, pos = refUTF8Positions(string(text))
		}
		want := xcRefEncode(s, e.Name(), vs, pos, len(text), html)
		got, problem := xcImplEncode8(e, [][]byte{text}, html, 0)
		if problem == "" {
			problem = xcDiff(want, got, true)
		}
		if problem != "" {
			return fmt.Sprintf("%s mode: %s", xcEncModeName(html), problem)
		}
	}
	return ""
}

func xcEncModeName(html bool) string {
	if html {
		return "html"
	}
	return "fatal"
}

// xcShrink removes parts of a failing input while it still fails, and
// returns the smallest input found.
func xcShrink[T any](in []T, fails func([]T) bool) []T {
	for n := max(len(in)/2, 1); n >= 1; n /= 2 {
		for i := 0; i+n <= len(in); {
			cand := slices.Concat(in[:i], in[i+n:])
			if fails(cand) {
				in = cand
			} else {
				i++
			}
		}
	}
	return in
}

// ---------------------------------------------------------------------------
// Biased generators.

// xcGen produces inputs for one encoding.
type xcGen struct {
	r    *rand.Rand
	s    *refStandard
	name string
}

// xcByteRanges lists the byte ranges that matter to an encoding's decoder:
// its lead and trail ranges and their edges.
func xcByteRanges(name string) [][2]byte {
	switch name {
	case "UTF-8":
		return [][2]byte{{0x00, 0x7F}, {0x80, 0x8F}, {0x90, 0x9F}, {0xA0, 0xBF}, {0xC0, 0xC1}, {0xC2, 0xDF}, {0xE0, 0xE0}, {0xE1, 0xEC}, {0xED, 0xED}, {0xEE, 0xEF}, {0xF0, 0xF0}, {0xF1, 0xF3}, {0xF4, 0xF4}, {0xF5, 0xFF}}
	case "GBK", "gb18030":
		return [][2]byte{{0x00, 0x2F}, {0x30, 0x39}, {0x40, 0x7E}, {0x7F, 0x80}, {0x81, 0x84}, {0x85, 0x8F}, {0x90, 0xE3}, {0xE4, 0xFE}, {0xFF, 0xFF}, {0xA1, 0xA7}, {0xA6, 0xA6}, {0xFE, 0xFE}}
	case "Big5":
		return [][2]byte{{0x00, 0x3F}, {0x40, 0x7E}, {0x7F, 0xA0}, {0xA1, 0xFE}, {0x81, 0xA0}, {0x87, 0x88}, {0x62, 0x66}, {0xA3, 0xA5}, {0xF9, 0xFE}, {0xFF, 0xFF}}
	case "EUC-JP":
		return [][2]byte{{0x00, 0x7F}, {0x8E, 0x8F}, {0xA1, 0xDF}, {0xE0, 0xFE}, {0x80, 0xA0}, {0xFF, 0xFF}, {0xA1, 0xA8}}
	case "ISO-2022-JP":
		return [][2]byte{{0x1B, 0x1B}, {0x24, 0x24}, {0x28, 0x28}, {0x40, 0x40}, {0x42, 0x42}, {0x49, 0x4A}, {0x21, 0x7E}, {0x0E, 0x0F}, {0x5C, 0x5C}, {0x7E, 0x7F}, {0x00, 0x20}, {0x80, 0xFF}, {0x30, 0x3F}}
	case "Shift_JIS":
		return [][2]byte{{0x00, 0x7F}, {0x80, 0x80}, {0x81, 0x9F}, {0xA0, 0xA0}, {0xA1, 0xDF}, {0xE0, 0xEF}, {0xF0, 0xF9}, {0xFA, 0xFC}, {0xFD, 0xFF}, {0x40, 0x7E}}
	case "EUC-KR":
		return [][2]byte{{0x00, 0x40}, {0x41, 0x5A}, {0x5B, 0x80}, {0x81, 0xA0}, {0xA1, 0xFE}, {0xFF, 0xFF}, {0xC7, 0xC9}}
	case "UTF-16BE", "UTF-16LE":
		return [][2]byte{{0x00, 0x00}, {0x00, 0x7F}, {0xD8, 0xDB}, {0xDC, 0xDF}, {0xD7, 0xD7}, {0xE0, 0xE0}, {0xFE, 0xFF}, {0x80, 0xFF}}
	}
	return [][2]byte{{0x00, 0x7F}, {0x80, 0xFF}}
}

func (g *xcGen) byteFrom(rs [][2]byte) byte {
	rg := rs[g.r.IntN(len(rs))]
	return rg[0] + byte(g.r.IntN(int(rg[1]-rg[0])+1))
}

// randomBytes is generator 1: random bytes.
func (g *xcGen) randomBytes() []byte {
	b := make([]byte, g.r.IntN(40))
	for i := range b {
		b[i] = byte(g.r.Uint32())
	}
	return b
}

// rangeBytes is generator 2: bytes from the encoding's ranges.
func (g *xcGen) rangeBytes() []byte {
	rs := xcByteRanges(g.name)
	b := make([]byte, g.r.IntN(40))
	for i := range b {
		b[i] = g.byteFrom(rs)
	}
	return b
}

// validText is generator 3: the encoding of random code points (the
// reference's "encode"; UTF-16 by hand, replacement has no encoder).
func (g *xcGen) validText() []byte {
	cps := g.scalars(g.r.IntN(20))
	return g.encodeText(cps)
}

func (g *xcGen) encodeText(cps []rune) []byte {
	switch g.name {
	case "UTF-16BE", "UTF-16LE":
		var b []byte
		for _, u := range utf16.Encode(cps) {
			if g.name == "UTF-16BE" {
				b = append(b, byte(u>>8), byte(u))
			} else {
				b = append(b, byte(u), byte(u>>8))
			}
		}
		return b
	case "replacement":
		return []byte(string(cps))
	}
	if g.s == nil { // no reference: the package's own encoder
		e := textcodec.Lookup(g.name)
		enc, _ := e.NewEncoder(textcodec.Replace)
		text := string(cps)
		dst := make([]byte, enc.MaxEncodedLen(len(text)))
		n, _, _ := enc.Encode(dst, []byte(text), true)
		return dst[:n]
	}
	return refEncodeAll(g.s, g.name, cps)
}

// xcFragments are byte strings worth splicing into any input.
var xcFragments = []string{
	"\x1B(B", "\x1B(J", "\x1B(I", "\x1B$@", "\x1B$B", "\x1B$A", "\x1B(", "\x1B$", "\x1B", "\x1B\x1B",
	"\x1B(B\x1B(B", "\x1B$B\x1B(B", "\x0E", "\x0F", "\\", "~",
	"\xEF\xBB\xBF", "\xFE\xFF", "\xFF\xFE", "\xEF\xBB", "\xEF", "\xFE", "\xFF",
	"\x00\xD8", "\xD8\x00", "\x00\xDC", "\xDC\x00", "\x3D\xD8\xA9\xDC", "\xD8\x3D\xDC\xA9",
	"\x81\x30", "\x81\x30\x81", "\x84\x31\xA4\x39", "\x84\x31\xA5\x30", "\xE3\x32\x9A\x35", "\xE3\x32\x9A\x36", "\xFE\x39\xFE\x39", "\x81\x35\xF4\x37", "\xA3\xA0", "\xA6\xD9", "\x80",
	"\x88\x62", "\x88\x64", "\x88\xA3", "\x88\xA5", "\xA1\x40", "\xF9\xF9", "\xC8\x7E",
	"\x8E\xA1", "\x8E\xE0", "\x8F\xA2\xAF", "\x8F\xA2", "\x8F",
	"\xF0\x40", "\xF9\xFC", "\xFA\x40", "\xEE\xEF", "\x87\x40",
	"\xC7\x41", "\xB0\xA1",
	"\xF0\x9F\x92\xA9", "\xF0\x9F\x92", "\xF0\x9F", "\xE2\x82", "\xED\xA0\x80", "\xC0\x80", "\xF4\x90",
	"a", "0", " ", "AB",
}

// adversarial is generator 4: fragments, valid characters, characters cut
// short, lead bytes followed by ASCII, and a truncated sequence at the end.
func (g *xcGen) adversarial() []byte {
	var b []byte
	rs := xcByteRanges(g.name)
	for range 1 + g.r.IntN(8) {
		switch g.r.IntN(7) {
		case 0, 1:
			b = append(b, xcFragments[g.r.IntN(len(xcFragments))]...)
		case 2:
			b = append(b, g.encodeText(g.scalars(1+g.r.IntN(3)))...)
		case 3: // a lead byte, then ASCII
			b = append(b, g.byteFrom(rs), byte(0x20+g.r.IntN(0x5F)))
		case 4: // a character cut short
			c := g.encodeText(g.scalars(1))
			b = append(b, c[:g.r.IntN(len(c)+1)]...)
		case 5:
			b = append(b, g.byteFrom(rs))
		case 6:
			r := g.rangeBytes()
			b = append(b, r[:min(len(r), g.r.IntN(4))]...)
		}
	}
	if g.r.IntN(3) == 0 { // end inside a character
		c := g.encodeText(g.scalars(1))
		if len(c) > 1 {
			b = append(b, c[:1+g.r.IntN(len(c)-1)]...)
		}
	}
	return b
}

// input picks one of the four byte generators.
func (g *xcGen) input() []byte {
	switch g.r.IntN(4) {
	case 0:
		return g.randomBytes()
	case 1:
		return g.rangeBytes()
	case 2:
		return g.validText()
	}
	return g.adversarial()
}

// xcSpecials are code points with special cases somewhere in the standard.
var xcSpecials = []rune{
	0x0E, 0x0F, 0x1B, 0x5C, 0x7E, 0x80, 0xA5, 0xCA, 0xEA, 0x304, 0x30C, 0x203E, 0x2212, 0xFF0D, 0xFF61, 0xFF9F, 0xFFE2,
	0x2170, 0x2550, 0x255E, 0x2561, 0x256A, 0x5341, 0x5345, 0x3000, 0x20AC, 0xE5E5, 0xE7C7, 0xE78D, 0xE796, 0xE81E,
	0xE864, 0xFE10, 0xE000, 0xE757, 0xF780, 0xF7FF, 0xFEFF, 0xFFFD, 0xFFFF, 0xD7FF, 0x10000, 0x10FFFF, 0x1F4A9, 0x2000B,
}

var (
	xcPoolMu sync.Mutex
	xcPools  = map[string][]rune{}
)

// pool returns the code points of the indexes the encoding uses.
func (g *xcGen) pool() []rune {
	xcPoolMu.Lock()
	defer xcPoolMu.Unlock()
	if g.s == nil {
		return nil
	}
	if p, ok := xcPools[g.name]; ok {
		return p
	}
	var xs []*refIndex
	switch g.name {
	case "GBK", "gb18030":
		xs = []*refIndex{g.s.gb18030, g.s.ranges}
	case "Big5":
		xs = []*refIndex{g.s.big5}
	case "EUC-JP", "ISO-2022-JP", "Shift_JIS":
		xs = []*refIndex{g.s.jis0208, g.s.jis0212, g.s.katakana}
	case "EUC-KR":
		xs = []*refIndex{g.s.eucKR}
	default:
		if x := g.s.singleByte[g.name]; x != nil {
			xs = []*refIndex{x}
		}
	}
	var p []rune
	for _, x := range xs {
		for _, e := range x.entries {
			p = append(p, e.cp)
		}
	}
	switch g.name {
	case "x-user-defined":
		for c := rune(0xF780); c <= 0xF7FF; c++ {
			p = append(p, c)
		}
	case "EUC-JP", "ISO-2022-JP", "Shift_JIS":
		for c := rune(0xFF61); c <= 0xFF9F; c++ {
			p = append(p, c)
		}
	case "GBK", "gb18030":
		for c := range refGB18030EncoderTable {
			p = append(p, c)
		}
		slices.Sort(p[len(p)-len(refGB18030EncoderTable):])
	}
	xcPools[g.name] = p
	return p
}

// scalar returns a random scalar value, biased to the encoding's indexes
// and their neighbours, ASCII, special cases, and some astral and
// unmappable ones.
func (g *xcGen) scalar() rune {
	for {
		var c rune
		p := g.pool()
		switch k := g.r.IntN(16); {
		case k < 6 && len(p) > 0:
			c = p[g.r.IntN(len(p))]
		case k == 6 && len(p) > 0:
			c = p[g.r.IntN(len(p))] + rune(g.r.IntN(3)) - 1
		case k < 10:
			c = rune(g.r.IntN(0x80))
		case k == 10:
			c = xcSpecials[g.r.IntN(len(xcSpecials))]
		case k == 11:
			c = rune(g.r.IntN(0x10000))
		case k == 12:
			c = 0x10000 + rune(g.r.IntN(0x100000))
		case k == 13:
			c = 0x80 + rune(g.r.IntN(0x780))
		default:
			c = rune(0x20 + g.r.IntN(0x5F))
		}
		if c >= 0 && c <= 0x10FFFF && !refIsSurrogate(c) {
			return c
		}
	}
}

func (g *xcGen) scalars(n int) []rune {
	cps := make([]rune, n)
	for i := range cps {
		cps[i] = g.scalar()
	}
	return cps
}

// units returns UTF-16 code units with lone and paired surrogates mixed in.
func (g *xcGen) units() []uint16 {
	var u []uint16
	for range g.r.IntN(16) {
		switch g.r.IntN(6) {
		case 0:
			u = append(u, uint16(0xD800+g.r.IntN(0x400)))
		case 1:
			u = append(u, uint16(0xDC00+g.r.IntN(0x400)))
		case 2:
			u = append(u, utf16.Encode([]rune{0x10000 + rune(g.r.IntN(0x100000))})...)
		case 3: // a pair in the wrong order
			p := utf16.Encode([]rune{0x10000 + rune(g.r.IntN(0x100000))})
			u = append(u, p[1], p[0])
		default:
			u = append(u, utf16.Encode([]rune{g.scalar()})...)
		}
	}
	return u
}

// utf8ish returns UTF-8 text, possibly ill-formed.
func (g *xcGen) utf8ish() []byte {
	var b []byte
	for range g.r.IntN(12) {
		switch g.r.IntN(5) {
		case 0:
			b = append(b, xcFragments[g.r.IntN(len(xcFragments))]...)
		case 1:
			b = append(b, byte(0x80+g.r.IntN(0x80)))
		case 2:
			s := string(g.scalar())
			b = append(b, s[:1+g.r.IntN(len(s))]...)
		default:
			b = utf8.AppendRune(b, g.scalar())
		}
	}
	return b
}

// ---------------------------------------------------------------------------
// The tests.

// xcForEach runs f for every encoding as a subtest with a generator.
func xcForEach(t *testing.T, test uint64, f func(t *testing.T, e *textcodec.Encoding, g *xcGen)) {
	s := refLoad(t)
	for _, e := range textcodec.Encodings() {
		t.Run(e.Name(), func(t *testing.T) {
			f(t, e, &xcGen{r: xcRand(e, test), s: s, name: e.Name()})
		})
	}
}

// xcReport shrinks a failing input and fails the test with it.
func xcReport[T any](t *testing.T, what string, in []T, check func([]T) string, show func([]T) string) {
	t.Helper()
	min := xcShrink(in, func(c []T) bool { return check(c) != "" })
	t.Errorf("%s: minimal failing input %s (from %d items):\n%s", what, show(min), len(in), check(min))
}

func xcShowBytes(b []byte) string { return fmt.Sprintf("%q (% X)", b, b) }

func xcShowRunes(r []rune) string { return fmt.Sprintf("%+q", string(r)) }

func xcShowUnits(u []uint16) string { return fmt.Sprintf("%04X", u) }

func TestCrossCheckDecode(t *testing.T) {
	xcForEach(t, 1, func(t *testing.T, e *textcodec.Encoding, g *xcGen) {
		check := func(in []byte) string { return xcCheckDecode(g.s, e, in) }
		for range xcCount(1000) {
			in := g.input()
			if check(in) != "" {
				xcReport(t, "decoding", in, check, xcShowBytes)
				return
			}
		}
	})
}

func TestCrossCheckEncode(t *testing.T) {
	xcForEach(t, 2, func(t *testing.T, e *textcodec.Encoding, g *xcGen) {
		if !e.HasEncoder() {
			if _, err := e.NewEncoder(textcodec.Replace); !errors.Is(err, textcodec.ErrNoEncoder) {
				t.Errorf("NewEncoder: %v, want ErrNoEncoder", err)
			}
			return
		}
		check := func(cps []rune) string { return xcCheckEncodeScalars(g.s, e, cps) }
		for range xcCount(600) {
			cps := g.scalars(g.r.IntN(24))
			if check(cps) != "" {
				xcReport(t, "encoding scalar values", cps, check, xcShowRunes)
				return
			}
		}
		check16 := func(u []uint16) string { return xcCheckEncodeUTF16(g.s, e, u) }
		for range xcCount(300) {
			u := g.units()
			if check16(u) != "" {
				xcReport(t, "encoding UTF-16 with lone surrogates", u, check16, xcShowUnits)
				return
			}
		}
		check8 := func(b []byte) string { return xcCheckEncodeUTF8(g.s, e, b) }
		for range xcCount(300) {
			b := g.utf8ish()
			if check8(b) != "" {
				xcReport(t, "encoding ill-formed UTF-8", b, check8, xcShowBytes)
				return
			}
		}
	})
}

// TestCrossCheckIndexes decodes every two-byte (and gb18030's four-byte
// edges) sequence of the multi-byte encodings, and encodes every code point
// of their indexes, against the reference: a full check of the generated
// tables through the public API.
func TestCrossCheckIndexes(t *testing.T) {
	s := refLoad(t)
	for _, e := range textcodec.Encodings() {
		name := e.Name()
		switch name {
		case "GBK", "gb18030", "Big5", "EUC-JP", "ISO-2022-JP", "Shift_JIS", "EUC-KR":
		default:
			continue
		}
		t.Run(name, func(t *testing.T) {
			// All pairs lead, trail in one stream per lead, in replacement
			// mode (the stream also covers restores after each pair).
			leads, trails := [2]int{0x80, 0xFF}, [2]int{0x00, 0xFF}
			var prefix []byte
			if name == "ISO-2022-JP" { // the jis0208 pairs after ESC $ B
				leads, trails, prefix = [2]int{0x21, 0x7E}, [2]int{0x20, 0x7F}, []byte("\x1B$B")
			}
			for lead := leads[0]; lead <= leads[1]; lead++ {
				in := slices.Clone(prefix)
				for trail := trails[0]; trail <= trails[1]; trail++ {
					in = append(in, byte(lead), byte(trail))
					if prefix == nil {
						in = append(in, ' ')
					}
				}
				want := xcRefDecode(s, name, in, false, textcodec.BOMKeep)
				got, problem := xcImplDecode(e, in, false, textcodec.BOMKeep, lead%2 == 0)
				if problem == "" {
					problem = xcDiff(want, got, false)
				}
				if problem != "" {
					t.Errorf("lead byte %02X followed by every byte: %s", lead, problem)
				}
			}
			if name == "EUC-JP" { // the three-byte JIS X 0212 sequences
				for b2 := 0xA1; b2 <= 0xFE; b2++ {
					var in []byte
					for b3 := 0xA0; b3 <= 0xFF; b3++ {
						in = append(in, 0x8F, byte(b2), byte(b3))
					}
					want := xcRefDecode(s, name, in, false, textcodec.BOMKeep)
					got, problem := xcImplDecode(e, in, false, textcodec.BOMKeep, false)
					if problem == "" {
						problem = xcDiff(want, got, false)
					}
					if problem != "" {
						t.Errorf("8F %02X followed by every byte: %s", b2, problem)
					}
				}
			}
			g := &xcGen{s: s, name: name}
			var cps []rune
			for _, c := range g.pool() {
				if c >= 0x80 && !refIsSurrogate(c) {
					cps = append(cps, c)
				}
			}
			for len(cps) > 0 {
				n := min(len(cps), 512)
				if d := xcCheckEncodeScalars(s, e, cps[:n]); d != "" {
					t.Errorf("encoding index code points U+%04X...: %s", cps[0], d)
					break
				}
				cps = cps[n:]
			}
		})
	}
	t.Run("gb18030-four-byte", func(t *testing.T) {
		// Four-byte sequences around every range of index gb18030 ranges
		// and around the null gaps.
		var in []byte
		put := func(p int) {
			if p < 0 {
				return
			}
			in = append(in, byte(p/12600+0x81), byte(p/1260%10+0x30), byte(p/10%126+0x81), byte(p%10+0x30))
		}
		for _, e := range s.ranges.entries {
			put(e.pointer - 1)
			put(e.pointer)
			put(e.pointer + 1)
		}
		for _, p := range []int{7456, 7457, 7458, 39419, 39420, 188999, 189000, 1237575, 1237576, 1237577} {
			put(p)
		}
		want := xcRefDecode(s, "gb18030", in, true, textcodec.BOMKeep)
		got, problem := xcImplDecode(textcodec.GB18030, in, true, textcodec.BOMKeep, false)
		if problem == "" {
			problem = xcDiff(want, got, false)
		}
		if problem != "" {
			t.Errorf("four-byte sequences: %s", problem)
		}
	})
}

// TestCrossCheckBOMAsText decodes U+FEFF encoded in each encoding that can
// encode it (gb18030's four bytes, for one): only UTF-8 and UTF-16BE/LE drop
// it with BOMRemove, and no BOM sniff sees it.
func TestCrossCheckBOMAsText(t *testing.T) {
	s := refLoad(t)
	for _, e := range textcodec.Encodings() {
		if !e.HasEncoder() {
			continue
		}
		out := &refQueue{}
		if cp, _ := refEncodeOrFail(refQueueOf([]rune{0xFEFF, 0xFEFF, 'a'}, nil, 3), s.getEncoder(e.Name()), out); cp != -1 {
			continue
		}
		in := refBytes(out)
		if d := xcCheckDecode(s, e, in); d != "" {
			t.Errorf("%s: U+FEFF U+FEFF a as % X: %s", e, in, d)
		}
		if d := invCheckDecode(e, in); d != "" {
			t.Errorf("%s: U+FEFF U+FEFF a as % X: %s", e, in, d)
		}
	}
}

// TestCrossCheckHooks compares the package's hooks with the reference's.
func TestCrossCheckHooks(t *testing.T) {
	xcForEach(t, 3, func(t *testing.T, e *textcodec.Encoding, g *xcGen) {
		for range xcCount(100) {
			in := g.input()
			if g.r.IntN(4) == 0 {
				in = append([]byte(xcFragments[16+g.r.IntN(3)]), in...) // a BOM in front
			}
			want, wantEnc := g.s.decode(refBytesQueue(in), e.Name())
			got, gotEnc := textcodec.Decode(in, e)
			if string(want.values()) != string(got) || gotEnc.Name() != wantEnc {
				t.Errorf("Decode(%q, %s) = %+q with %s, want %+q with %s", in, e, got, gotEnc, string(want.values()), wantEnc)
				return
			}
			if e == textcodec.UTF8 {
				if want, got := string(g.s.utf8Decode(refBytesQueue(in)).values()), string(textcodec.UTF8Decode(in)); want != got {
					t.Errorf("UTF8Decode(%q) = %+q, want %+q", in, got, want)
				}
				if want, got := string(g.s.utf8DecodeWithoutBOM(refBytesQueue(in)).values()), string(textcodec.UTF8DecodeWithoutBOM(in)); want != got {
					t.Errorf("UTF8DecodeWithoutBOM(%q) = %+q, want %+q", in, got, want)
				}
				wantOut, ok := g.s.utf8DecodeWithoutBOMOrFail(refBytesQueue(in))
				gotOut, err := textcodec.UTF8DecodeWithoutBOMOrFail(in)
				if ok != (err == nil) || (ok && string(wantOut.values()) != string(gotOut)) {
					t.Errorf("UTF8DecodeWithoutBOMOrFail(%q) = %+q, %v; want failure %v", in, gotOut, err, !ok)
				}
			}
			if e.HasEncoder() {
				text := g.utf8ish()
				vs, _ := g.s.utf8Scalars(text)
				want := refBytes(g.s.encode(refQueueOf(vs, nil, len(vs)), e.Name()))
				got, err := textcodec.Encode(text, e)
				if err != nil || string(got) != string(want) {
					t.Errorf("Encode(%q, %s) = %q, %v; want %q", text, e, got, err, want)
					return
				}
			}
		}
	})
}

// TestCrossCheckNames compares the encodings and labels with encodings.json.
func TestCrossCheckNames(t *testing.T) {
	s := refLoad(t)
	encs := textcodec.Encodings()
	if len(encs) != len(s.encodings) {
		t.Fatalf("%d encodings, encodings.json has %d", len(encs), len(s.encodings))
	}
	for i, info := range s.encodings {
		e := encs[i]
		if e.Name() != info.Name {
			t.Errorf("encoding %d is %s, encodings.json says %s", i, e.Name(), info.Name)
		}
		if e.HasEncoder() != refHasEncoder(info.Name) {
			t.Errorf("%s: HasEncoder() = %v", e, e.HasEncoder())
		}
		for _, l := range info.Labels {
			for _, v := range []string{l, strings.ToUpper(l), " \t" + l + "\n\f\r"} {
				if got := textcodec.Lookup(v); got != e {
					t.Errorf("Lookup(%q) = %v, want %s", v, got, e)
				}
			}
		}
		labels := e.Labels()
		slices.Sort(labels)
		want := slices.Clone(info.Labels)
		slices.Sort(want)
		if !slices.Equal(labels, want) {
			t.Errorf("%s: Labels() = %q, want %q", e, labels, want)
		}
	}
}
