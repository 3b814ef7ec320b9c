package xtext

import (
	"golang.org/x/text/transform"

	"github.com/textcodec/textcodec"
)

// decodeRoom is the free space a textcodec.Decoder needs to make progress: the
// UTF-8 of a supplementary code point, or of Big5's two-code-point
// sequences.
const decodeRoom = 4

// A decoder is a transform.Transformer around a textcodec.Decoder in replacement
// mode. When dst has room for textcodec's step it is a direct call. A smaller
// dst gets the output through held, whole characters at a time.
type decoder struct {
	d      *textcodec.Decoder
	held   [4 * decodeRoom]byte // output decoded but not yet handed out
	lo, hi int                  // held[lo:hi] is waiting
}

func newDecoder(enc *textcodec.Encoding) *decoder {
	return &decoder{d: enc.NewDecoder()}
}

// Reset implements transform.Resetter.
func (t *decoder) Reset() {
	t.d.Reset()
	t.lo, t.hi = 0, 0
}

// Transform implements transform.Transformer. It consumes all of src it
// can (a sequence cut at the end stays in the decoder's state), so it
// returns nil or ErrShortDst, never ErrShortSrc.
func (t *decoder) Transform(dst, src []byte, atEOF bool) (nDst, nSrc int, err error) {
	if t.lo < t.hi {
		nDst = t.handOut(dst)
		if t.lo < t.hi {
			return nDst, 0, transform.ErrShortDst
		}
	}
	if len(dst)-nDst >= decodeRoom {
		n, m, err := t.d.DecodeUTF8(dst[nDst:], src, atEOF)
		if err != nil {
			err = transform.ErrShortDst // the only error in replacement mode
		}
		return nDst + n, m, err
	}
	// Too little room for textcodec: decode a little into held and hand out the
	// whole characters that fit.
	n, m, err := t.d.DecodeUTF8(t.held[:], src, atEOF)
	t.lo, t.hi = 0, n
	nDst += t.handOut(dst[nDst:])
	if err != nil || t.lo < t.hi {
		err = transform.ErrShortDst
	}
	return nDst, m, err
}

// handOut copies the longest run of whole UTF-8 characters from the front
// of held that fits in dst, and returns its length.
func (t *decoder) handOut(dst []byte) int {
	n := min(len(dst), t.hi-t.lo)
	for n < t.hi-t.lo && n > 0 && t.held[t.lo+n]&0xC0 == 0x80 {
		n-- // do not cut a character
	}
	copy(dst, t.held[t.lo:t.lo+n])
	t.lo += n
	return n
}
