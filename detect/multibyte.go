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

// Kinds of decoded characters, for the adjacency penalty.
const (
	kindOther  = iota
	kindLetter // an ASCII letter
	kindWide   // a non-ASCII character
)

// adjacencyPenalty is subtracted where a CJK candidate's non-ASCII character
// touches an ASCII letter: rare in CJK text, and what a single-byte
// encoding's accented letter becomes when it is read as a lead byte.
const adjacencyPenalty = 30

// feed decodes a piece, whose non-ASCII bytes are at positions: step
// "elimination" (any decoding error) then "score" (the model's character
// scores). Where the decoder has no bytes pending, ASCII decodes to itself
// and scores nothing, and every decoder but ISO-2022-JP's is left as it was:
// the ASCII before the piece's first non-ASCII byte, and after the second
// ASCII byte that follows its last one, is skipped. After a non-ASCII byte,
// or gb18030's ASCII-digit second byte, a decoder may have bytes pending.
func (s *multiByteState) feed(m *cjkTable, piece []byte, positions []uint16, last bool, scratch *[1024]byte) {
	if m.enc == textcodec.ISO2022JP {
		if len(positions) > 0 {
			// The ISO-2022-JP decoder errors on any byte above 0x7F, in
			// every state: no need to decode to know.
			s.out = true
			return
		}
		s.decode(m, piece, last, scratch)
		return
	}
	start, end := 0, len(piece)
	if len(positions) > 0 {
		end = min(end, int(positions[len(positions)-1])+3)
		if !s.pending {
			start = int(positions[0])
		}
	} else if s.pending {
		end = min(end, 2)
	} else {
		start, end = 0, 0
	}
	if start > 0 {
		s.prevKind(piece[0])
		s.prev = kindOf(piece[start-1])
	}
	if start < end || last {
		s.decode(m, piece[start:end], last, scratch)
	}
	if n := len(piece); n > 0 {
		if end < n {
			// The skipped ASCII follows decoded ASCII: no penalty.
			if end == 0 {
				s.prevKind(piece[0])
			}
			s.prev = kindOf(piece[n-1])
		}
		lastNonASCII := piece[n-1] >= 0x80
		s.pending = lastNonASCII || (n > 1 && piece[n-2] >= 0x80) || (n == 1 && s.lastNonASCII)
		s.lastNonASCII = lastNonASCII
	}
}

// decode runs the decoder over b and scores its output.
func (s *multiByteState) decode(m *cjkTable, b []byte, last bool, scratch *[1024]byte) {
	for {
		nDst, nSrc, err := s.dec.DecodeUTF8(scratch[:], b, last)
		s.scoreUTF8(m, scratch[:nDst])
		if s.out || err == nil || !errors.Is(err, textcodec.ErrShortDst) {
			return
		}
		b = b[nSrc:]
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
