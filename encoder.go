package textcodec

import (
	"fmt"
	"strconv"
)

// An Encoder is an instance of an encoding's encoder ("get an encoder"): it
// encodes one stream of scalar values, given as UTF-8 or UTF-16 in as many
// chunks as the caller likes, and keeps its state between calls (ISO-2022-JP's
// mode, and a sequence split across chunks). Ill-formed input is read as the
// standard reads it: an ill-formed UTF-8 sequence as one U+FFFD per maximal
// subpart, a lone UTF-16 surrogate as U+FFFD, as a USVString conversion does.
//
// Encode and EncodeFromUTF16 write into a buffer the caller provides and
// return:
//   - nil: all of src was consumed (with last set, end-of-queue was also
//     processed and the Encoder is ready for a new stream);
//   - ErrShortDst: call again with src[nSrc:] and more room (a call makes
//     progress when dst has room for 16 bytes);
//   - *EncodeError (Fatal only): the code point is consumed and
//     nothing is written for it; a caller may write a substitute and carry on
//     with src[nSrc:] and the same Encoder, as "encode or fail" requires.
//
// The bytes of dst after the nDst written may have been overwritten.
type Encoder struct {
	enc      *Encoding
	k        encoderKernel
	run      runEncoder // k's run loop, or nil
	fatal    bool
	pend     [4]uint16 // an incomplete sequence from the end of the last chunk
	npend    int
	consumed int64 // input units consumed in this stream
}

// NewEncoder returns an Encoder for e, or an error wrapping ErrNoEncoder
// for replacement, UTF-16BE and UTF-16LE. With no options it writes a code
// point the encoding lacks as "&#NNNN;" (Replace; see ErrorMode for why
// that is the default); Fatal makes it stop there with an *EncodeError:
//
//	e, err := textcodec.ShiftJIS.NewEncoder()
//	e, err := textcodec.ShiftJIS.NewEncoder(textcodec.Fatal)
func (e *Encoding) NewEncoder(opts ...EncoderOption) (*Encoder, error) {
	k := newEncoderKernel(e)
	if k == nil {
		return nil, fmt.Errorf("%w: %s", ErrNoEncoder, e.name)
	}
	run, _ := k.(runEncoder)
	enc := &Encoder{enc: e, k: k, run: run}
	for _, o := range opts {
		o.applyToEncoder(enc)
	}
	return enc, nil
}

// Encoding returns the encoding the Encoder writes.
func (e *Encoder) Encoding() *Encoding { return e.enc }

// Fatal reports whether the Encoder's error mode is Fatal.
func (e *Encoder) Fatal() bool { return e.fatal }

// Reset discards the Encoder's state and starts a new stream.
func (e *Encoder) Reset() {
	e.k.reset()
	e.npend, e.consumed = 0, 0
}

// MaxEncodedLen returns the most bytes that encoding n more input units (bytes
// of UTF-8 or UTF-16 code units) can produce, counting held state and the
// flush at the end: a dst of this length always takes the output in one call.
func (e *Encoder) MaxEncodedLen(n int) int {
	n += e.npend
	switch {
	case e.enc == UTF8:
		return 3*n + encodeRoom
	case !e.fatal:
		return 8*n + 2*encodeRoom // "&#65533;" for one byte or unit
	}
	return 5*n + 2*encodeRoom // an ISO-2022-JP escape and two bytes for one unit
}

// Encode encodes the UTF-8 text src; see Encoder for the contract.
func (e *Encoder) Encode(dst, src []byte, last bool) (nDst, nSrc int, err error) {
	return encodeChunk(e, dst, src, last)
}

// EncodeFromUTF16 encodes the UTF-16 text src; see Encoder for the contract.
func (e *Encoder) EncodeFromUTF16(dst []byte, src []uint16, last bool) (nDst, nSrc int, err error) {
	return encodeChunk(e, dst, src, last)
}

// encodeChunk is Encode and EncodeFromUTF16: "process a queue" with the
// encoder, reading scalar values from src, in e's error mode. While no
// partial sequence is held, the kernel's run loop (encoderun.go), when it
// has one, takes what it can; the handler runs for the rest, one scalar
// value at a time.
func encodeChunk[S unit](e *Encoder, dst []byte, src []S, last bool) (j, i int, err error) {
	afterError := false // the last code point was not in the encoding
	for {
		if e.run != nil {
			// The run loop takes ASCII too; it stops where the handler
			// must run. Right after an error, a code point other than
			// ASCII is likely another error: the handler takes it
			// without a call of the run loop that would take nothing.
			if e.npend == 0 && i < len(src) && !(afterError && src[i] >= 0x80) {
				n, m := encodeRun(e.run, dst[j:], src[i:])
				j, i = j+n, i+m
			}
			afterError = false
		}
		if i == len(src) && e.npend == 0 {
			break
		}
		if len(dst)-j < encodeRoom {
			e.consumed += int64(i)
			return j, i, ErrShortDst
		}
		at, held := i, e.npend // where the scalar value starts, for errors
		r, size := fastScalar(src[i:])
		if size == 0 || e.npend != 0 {
			r, size = next(e, src[i:], last)
			if size < 0 {
				// An incomplete sequence at the end of a chunk: held in e.pend.
				i = len(src)
				break
			}
		}
		i += size
		n, errCP := e.k.encode(dst[j:], r)
		j += n
		if errCP < 0 {
			continue
		}
		afterError = true
		if e.fatal {
			e.consumed += int64(i)
			return j, i, &EncodeError{Encoding: e.enc.name, CodePoint: errCP, Offset: e.consumed - int64(i-at+held)}
		}
		j += putNCR(dst[j:], errCP)
	}
	e.consumed += int64(i)
	if last {
		if len(dst)-j < encodeRoom {
			return j, i, ErrShortDst
		}
		j += e.k.finish(dst[j:])
		e.Reset()
	}
	return j, i, nil
}

// fastScalar reads ASCII, a well-formed two- or three-byte UTF-8 sequence,
// or a UTF-16 code unit that is not a surrogate, from the start of src. It
// returns size 0 for anything else, which next handles.
func fastScalar[S unit](src []S) (rune, int) {
	if is16[S]() {
		if len(src) > 0 && (uint16(src[0]) < 0xD800 || uint16(src[0]) > 0xDFFF) {
			return rune(src[0]), 1
		}
		return 0, 0
	}
	if len(src) > 0 && src[0] < 0x80 {
		return rune(src[0]), 1
	}
	if len(src) < 3 || src[1]&0xC0 != 0x80 {
		return 0, 0
	}
	b0, b1, b2 := rune(src[0]), rune(src[1]), rune(src[2])
	switch {
	case b0 >= 0xC2 && b0 <= 0xDF:
		return (b0&0x1F)<<6 | b1&0x3F, 2
	case b0 >= 0xE1 && b0 <= 0xEF && b0 != 0xED && b2&0xC0 == 0x80:
		return (b0&0xF)<<12 | (b1&0x3F)<<6 | b2&0x3F, 3
	}
	return 0, 0
}

// next reads the next scalar value, joining a sequence held from the last
// chunk to the start of src. It returns the value and how many units of src
// it took, or size -1 when the input so far ends in an incomplete sequence
// (then all of src has been added to the held units).
func next[S unit](e *Encoder, src []S, last bool) (rune, int) {
	if e.npend == 0 {
		r, size := readScalar(src, last)
		if size == 0 {
			hold(e, src)
			return 0, -1
		}
		return r, size
	}
	var buf [8]S
	for k := range e.npend {
		buf[k] = S(e.pend[k])
	}
	m := copy(buf[e.npend:], src)
	r, size := readScalar(buf[:e.npend+m], last && m == len(src))
	if size == 0 {
		hold(e, src)
		return 0, -1
	}
	// The held units are a proper prefix of a sequence, so the scalar value
	// (or the ill-formed subpart read as U+FFFD) covers all of them.
	used := size - e.npend
	e.npend = 0
	return r, used
}

// hold appends src, the incomplete end of the input so far, to e.pend.
func hold[S unit](e *Encoder, src []S) {
	for _, c := range src {
		e.pend[e.npend] = uint16(c)
		e.npend++
	}
}

// readScalar reads one scalar value from the start of src, which is not
// empty: UTF-8 as the standard's UTF-8 decoder reads it (U+FFFD for each
// maximal ill-formed subpart) when S is byte, UTF-16 with lone surrogates as
// U+FFFD when S is uint16. It returns size 0 when src is a proper prefix of a
// sequence and more input may follow (last is false); with last set, such a
// prefix is U+FFFD.
func readScalar[S unit](src []S, last bool) (r rune, size int) {
	if is16[S]() {
		c := rune(src[0])
		switch {
		case c < 0xD800 || c > 0xDFFF:
			return c, 1
		case c >= 0xDC00:
			return 0xFFFD, 1
		case len(src) < 2:
			if last {
				return 0xFFFD, 1
			}
			return 0, 0
		}
		if c2 := rune(src[1]); c2 >= 0xDC00 && c2 <= 0xDFFF {
			return 0x10000 + (c-0xD800)<<10 + (c2 - 0xDC00), 2
		}
		return 0xFFFD, 1
	}
	b := byte(src[0])
	need, lo, hi := 0, byte(0x80), byte(0xBF)
	switch {
	case b < 0x80:
		return rune(b), 1
	case b >= 0xC2 && b <= 0xDF:
		need, r = 1, rune(b&0x1F)
	case b >= 0xE0 && b <= 0xEF:
		if b == 0xE0 {
			lo = 0xA0
		} else if b == 0xED {
			hi = 0x9F
		}
		need, r = 2, rune(b&0xF)
	case b >= 0xF0 && b <= 0xF4:
		if b == 0xF0 {
			lo = 0x90
		} else if b == 0xF4 {
			hi = 0x8F
		}
		need, r = 3, rune(b&0x7)
	default:
		return 0xFFFD, 1
	}
	for k := 1; k <= need; k++ {
		if k == len(src) {
			if last {
				return 0xFFFD, k
			}
			return 0, 0
		}
		c := byte(src[k])
		if c < lo || c > hi {
			return 0xFFFD, k
		}
		lo, hi = 0x80, 0xBF
		r = r<<6 | rune(c&0x3F)
	}
	return r, need + 1
}

// putNCR writes "&#" cp ";" (the "html" error mode) and returns its length.
func putNCR(dst []byte, cp rune) int {
	dst[0], dst[1] = '&', '#'
	n := len(strconv.AppendUint(dst[2:2], uint64(cp), 10))
	dst[2+n] = ';'
	return n + 3
}
