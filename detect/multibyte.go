package detect

import (
	"errors"

	"github.com/textcodec/textcodec"
)

// multiByteState is a multi-byte candidate's state: its decoder (in
// replacement mode: U+FFFD in its output eliminates the candidate).
type multiByteState struct {
	dec   *textcodec.Decoder
	score int64
	chars int64 // non-ASCII characters decoded
	prev  uint8 // kind of the previous character: kindOther, kindLetter, kindWide
	out   bool  // eliminated

	pending      bool // the decoder may be inside a sequence
	lastNonASCII bool // the last byte fed was not ASCII
}

// total returns the candidate's score as Guess compares it with the
// single-byte candidates' scores.
func (s *multiByteState) total() int64 {
	return s.score + cjkCharBonus*s.chars
}

// Kinds of decoded characters, for the adjacency penalty.
const (
	kindOther  = iota
	kindLetter // an ASCII letter
	kindWide   // a non-ASCII character
)

// adjacencyPenalty is subtracted where a CJK candidate's non-ASCII character
// touches an ASCII letter: rare in CJK text, and what a single-byte
// encoding's accented letter becomes when it is read as a lead byte.
var adjacencyPenalty int64 = 30

// feed decodes a piece: step "elimination" (any decoding error) then
// "score" (the model's character scores). A piece of ASCII bytes leaves
// every decoder but ISO-2022-JP's as it was if the decoder has no bytes
// pending, which the previous piece's last byte tells; such pieces are
// skipped.
func (s *multiByteState) feed(m *cjkTable, piece []byte, nonASCII, last bool, scratch *[1024]byte) {
	if m.enc == textcodec.ISO2022JP {
		if nonASCII {
			// The ISO-2022-JP decoder errors on any byte above 0x7F, in
			// every state: no need to decode to know.
			s.out = true
			return
		}
	} else if !nonASCII && !s.pending && !last {
		if len(piece) > 0 {
			s.prevKind(piece[0])
			s.prev = kindOf(piece[len(piece)-1])
			s.lastNonASCII = false
		}
		return
	}
	if len(piece) > 0 {
		// A decoder may be inside a sequence after a non-ASCII byte, or
		// after gb18030's ASCII-digit second byte: then the next piece is
		// decoded whatever it holds.
		lastNonASCII := piece[len(piece)-1] >= 0x80
		s.pending = lastNonASCII || (len(piece) > 1 && piece[len(piece)-2] >= 0x80) || (len(piece) == 1 && s.lastNonASCII)
		s.lastNonASCII = lastNonASCII
	}
	for {
		nDst, nSrc, err := s.dec.DecodeUTF8(scratch[:], piece, last)
		s.scoreUTF8(m, scratch[:nDst])
		if s.out || err == nil || !errors.Is(err, textcodec.ErrShortDst) {
			break
		}
		piece = piece[nSrc:]
	}
}

// prevKind applies the adjacency penalty for an ASCII byte b that follows
// the previous character.
func (s *multiByteState) prevKind(b byte) {
	if s.prev == kindWide && kindOf(b) == kindLetter {
		s.score -= adjacencyPenalty
	}
}

// kindOf returns the kind of an ASCII byte.
func kindOf(b byte) uint8 {
	if (b|0x20) >= 'a' && (b|0x20) <= 'z' {
		return kindLetter
	}
	return kindOther
}

// scoreUTF8 adds the scores of the decoded text out.
func (s *multiByteState) scoreUTF8(m *cjkTable, out []byte) {
	score, chars, prev := s.score, s.chars, s.prev
	for i := 0; i < len(out); {
		if b := out[i]; b < 0x80 {
			if prev == kindWide && kindOf(b) == kindLetter {
				score -= adjacencyPenalty
			}
			i += textcodec.ASCIIPrefixLen(out[i:])
			prev = kindOf(out[i-1])
			continue
		}
		r, size := decodeRune(out[i:])
		i += size
		if r == 0xFFFD {
			s.out = true
			return
		}
		chars++
		if prev == kindLetter {
			score -= adjacencyPenalty
		}
		prev = kindWide
		if r <= 0xFFFF {
			score += int64(m.dense[r])
		} else {
			score += int64(m.model.rare)
		}
	}
	s.score, s.chars, s.prev = score, chars, prev
}

// decodeRune decodes the first character of valid UTF-8 (decoder output).
func decodeRune(p []byte) (rune, int) {
	switch b := p[0]; {
	case b < 0xE0:
		return rune(b&0x1F)<<6 | rune(p[1]&0x3F), 2
	case b < 0xF0:
		return rune(b&0x0F)<<12 | rune(p[1]&0x3F)<<6 | rune(p[2]&0x3F), 3
	default:
		return rune(b&0x07)<<18 | rune(p[1]&0x3F)<<12 | rune(p[2]&0x3F)<<6 | rune(p[3]&0x3F), 4
	}
}
