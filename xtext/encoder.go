package xtext

import (
	"errors"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/transform"

	"github.com/textcodec/textcodec"
)

// encodeRoom is the free space a textcodec.Encoder in fatal mode needs to make
// progress (textcodec documents 16 bytes).
const encodeRoom = 16

// An encoder is a transform.Transformer around a textcodec.Encoder in fatal mode,
// speaking x/text's dialect of errors:
//
//   - A code point the encoding lacks is returned as unmappableError with
//     nSrc at its start, as x/text's encoders do, so that
//     encoding.ReplaceUnsupported and HTMLEscapeUnsupported, which skip
//     utf8.DecodeRune's length of src and call again, work. textcodec has already
//     consumed the code point and holds no input, so a caller that retries
//     from the same place gets the same error again.
//   - An ill-formed UTF-8 subpart longer than one byte (E2 82 before an
//     ASCII byte) is one U+FFFD, one error; the caller skips one byte, so the
//     rest of the subpart is remembered in skip and passed over when the next
//     call's src starts with it.
//   - A sequence cut at the end of src is left unconsumed (ErrShortSrc)
//     unless atEOF, so textcodec never holds input between calls.
//   - A dst smaller than textcodec's step gets the output one code point at a
//     time, through held.
type encoder struct {
	e *textcodec.Encoder
	// consumed is textcodec's count of input bytes in this stream, to turn a
	// textcodec.EncodeError's Offset into a position in src.
	consumed int64
	skip     [3]byte // the rest of an ill-formed subpart reported as one error
	nskip    int
	held     [2 * encodeRoom]byte // output of one code point that did not fit dst
	nheld    int
	escapes  bool // the encoding writes escape sequences (ISO-2022-JP)
}

func newEncoder(enc *textcodec.Encoding) *encoder {
	e, err := enc.NewEncoder(textcodec.Fatal)
	if err != nil {
		panic("xtext: " + enc.Name() + " has no encoder") // enc is an output encoding
	}
	return &encoder{e: e, escapes: enc == textcodec.ISO2022JP}
}

// Reset implements transform.Resetter.
func (t *encoder) Reset() {
	t.e.Reset()
	t.consumed, t.nskip, t.nheld = 0, 0, 0
}

// unmappableError is x/text's convention for "not in the repertoire": an
// error with a Replacement method giving the byte encoding.ReplaceUnsupported
// writes (x/text's RepertoireError is internal to x/text).
type unmappableError byte

func (unmappableError) Error() string       { return "xtext: code point not in encoding" }
func (e unmappableError) Replacement() byte { return byte(e) }

// Unwrap returns textcodec.ErrUnmappable.
func (unmappableError) Unwrap() error { return textcodec.ErrUnmappable }

var errUnmappable error = unmappableError(encoding.ASCIISub)

// Transform implements transform.Transformer.
func (t *encoder) Transform(dst, src []byte, atEOF bool) (nDst, nSrc int, err error) {
	if t.nskip > 0 && len(src) > 0 {
		nSrc = t.passSkip(src)
	}
	if t.nheld > 0 {
		nDst = t.handOut(dst)
		if t.nheld > 0 {
			return nDst, nSrc, transform.ErrShortDst
		}
	}
	end := len(src)
	if !atEOF {
		end = nSrc + coreEnd(src[nSrc:])
	}
	if len(dst)-nDst >= encodeRoom && end > nSrc {
		// The bulk goes to textcodec in one call, up to where textcodec holds no
		// input (coreEnd) or to the end of the stream.
		n, m, err := t.encode(dst[nDst:], src[nSrc:end], atEOF, atEOF)
		nDst, nSrc = nDst+n, nSrc+m
		if err != nil || nSrc == len(src) {
			return nDst, nSrc, err
		}
	}
	return t.encodeEach(dst, src, nDst, nSrc, atEOF)
}

// encodeEach encodes src[nSrc:] one code point or ill-formed subpart at a
// time, through held: for a dst with less room than textcodec needs, and for
// what coreEnd leaves out at the end of a chunk.
func (t *encoder) encodeEach(dst, src []byte, nDst, nSrc int, atEOF bool) (int, int, error) {
	for {
		rest := src[nSrc:]
		size := scalarLen(rest)
		if !atEOF && (size == 0 || size == len(rest) && cutSequence(rest) == size) {
			if size == 0 {
				return nDst, nSrc, nil
			}
			return nDst, nSrc, transform.ErrShortSrc // a sequence cut short
		}
		streamEnd := atEOF && size == len(rest)
		last := streamEnd
		if _, valid := utf8.DecodeRune(rest); valid == 1 && size > 0 && rest[0] >= 0x80 {
			// An ill-formed subpart may be a proper prefix (E2 82 before
			// "A"), which textcodec would hold as the start of a sequence. As
			// the end of a stream it reads as the same U+FFFD; the
			// encoders that can encode U+FFFD (UTF-8, gb18030) keep no
			// other state that the end would flush.
			last = true
		}
		n, m, err := t.encode(t.held[:], rest[:size], last, streamEnd)
		if n > len(dst)-nDst {
			t.nheld = n
			nDst += t.handOut(dst[nDst:])
			if err == nil {
				nSrc += m
			}
			return nDst, nSrc, transform.ErrShortDst
		}
		nDst += copy(dst[nDst:], t.held[:n])
		nSrc += m
		if err != nil || streamEnd {
			return nDst, nSrc, err
		}
	}
}

// encode is one call of textcodec for Transform, with textcodec's last flag. On an
// unmappable code point it returns the output up to it, nSrc at its start
// and errUnmappable; when that code point ends the stream (streamEnd and
// the end of src) it first flushes the encoder (ISO-2022-JP back to
// ASCII), since encoding.ReplaceUnsupported does not call again after the
// last code point.
func (t *encoder) encode(dst, src []byte, last, streamEnd bool) (nDst, nSrc int, err error) {
	start := t.consumed
	nDst, nSrc, err = t.e.Encode(dst, src, last)
	t.consumed += int64(nSrc)
	if err == nil {
		if last {
			t.consumed = 0 // textcodec has reset
		}
		return nDst, nSrc, nil
	}
	var ee *textcodec.EncodeError
	if !errors.As(err, &ee) {
		return nDst, nSrc, transform.ErrShortDst
	}
	at := int(ee.Offset - start) // where the code point starts in src
	if at < 0 || at > nSrc {
		at = 0 // not reached: textcodec holds no input between calls (coreEnd)
	}
	if _, size := utf8.DecodeRune(src[at:]); at+size < nSrc {
		t.nskip = copy(t.skip[:], src[at+size:nSrc])
	}
	if streamEnd && nSrc == len(src) {
		n, _, ferr := t.e.Encode(dst[nDst:], nil, true)
		if ferr != nil {
			// No room for the flush: the caller retries from the code
			// point, which textcodec reports again.
			return nDst, at, transform.ErrShortDst
		}
		nDst += n
		t.consumed = 0
	}
	return nDst, at, errUnmappable
}

// passSkip consumes the front of src that continues the ill-formed subpart
// reported last, and forgets the subpart once src moves elsewhere.
func (t *encoder) passSkip(src []byte) int {
	n := 0
	for n < t.nskip && n < len(src) && src[n] == t.skip[n] {
		n++
	}
	if n < t.nskip && n < len(src) {
		t.nskip = 0 // the caller went elsewhere: nothing to skip
		return 0
	}
	t.nskip = copy(t.skip[:], t.skip[n:t.nskip])
	return n
}

// handOut copies held to dst if it fits whole; an escape sequence at its
// front may go alone. It returns the bytes copied.
func (t *encoder) handOut(dst []byte) int {
	n := t.nheld
	if n > len(dst) {
		if !t.escapes || t.held[0] != 0x1B || len(dst) < 3 {
			return 0
		}
		n = 3
	}
	copy(dst, t.held[:n])
	t.nheld = copy(t.held[:], t.held[n:t.nheld])
	return n
}

// coreEnd returns how much of b, a chunk that is not the end of the
// stream, textcodec may be given so that it holds no input when it returns:
// none of a proper prefix of a sequence at the end of b, which the next
// chunk may complete, nor of a run of such prefixes just before it: each
// of those is ill-formed (a lead byte follows it), but textcodec, seeing it at
// the end of its input, would hold it and report the error in the next
// call, at a code point the caller counts as consumed. It looks at no more
// than a few of them and returns 0 for a longer run, which encodeEach then
// reads from the start, so that a run of errors costs no rescanning.
func coreEnd(b []byte) int {
	end := len(b)
	for range 4 {
		cut := cutSequence(b[:end])
		if cut == 0 {
			return end
		}
		end -= cut
	}
	return 0
}

// cutSequence returns the length of the proper prefix of a UTF-8 sequence
// at the end of b, 0 when b ends with a whole code point or with a byte
// that cannot start or continue one. It is exactly what textcodec's encoder
// would hold at the end of a chunk: the bytes so far are in the ranges the
// standard's UTF-8 decoder accepts (utf8.FullRune reads the same table).
func cutSequence(b []byte) int {
	for k := 1; k <= 3 && k <= len(b); k++ {
		c := b[len(b)-k]
		if c < 0x80 {
			return 0
		}
		if c >= 0xC0 {
			if !utf8.FullRune(b[len(b)-k:]) {
				return k
			}
			return 0
		}
	}
	return 0
}

// scalarLen returns the length of the code point at the start of b, or of
// the maximal subpart of an ill-formed sequence (what the standard's UTF-8
// decoder reads as one U+FFFD), or 0 for an empty b.
func scalarLen(b []byte) int {
	if len(b) == 0 {
		return 0
	}
	if _, size := utf8.DecodeRune(b); size > 1 {
		return size
	}
	lo, hi, need := byte(0x80), byte(0xBF), 0
	switch c := b[0]; {
	case 0xC2 <= c && c <= 0xDF:
		need = 1
	case c == 0xE0:
		lo, need = 0xA0, 2
	case c == 0xED:
		hi, need = 0x9F, 2
	case 0xE1 <= c && c <= 0xEF:
		need = 2
	case c == 0xF0:
		lo, need = 0x90, 3
	case c == 0xF4:
		hi, need = 0x8F, 3
	case 0xF1 <= c && c <= 0xF3:
		need = 3
	}
	n := 1
	for n <= need && n < len(b) && lo <= b[n] && b[n] <= hi {
		lo, hi = 0x80, 0xBF
		n++
	}
	return n
}
