package detect

import (
	"errors"

	"github.com/textcodec/textcodec"
)

// A Detector guesses the legacy encoding of one stream of unlabeled bytes.
// Feed it the stream in chunks of any size, and ask Guess at any point; the
// guess depends on the bytes fed, never on how they were split. A Detector
// holds a fixed amount of memory whatever the stream's length, and Feed
// allocates nothing.
//
// The zero value is not ready: make Detectors with New.
type Detector struct {
	singleByte []singleByteState // per singleByteTables entry
	multiByte  []multiByteState  // per cjkTables entry
	utf8       multiByteState

	head     [3]byte // the stream's first bytes, for the BOM
	headLen  int
	fed      int64 // bytes fed
	nonASCII int64 // bytes >= 0x80 fed
	ended    bool  // Feed was called with last set

	scratch [1024]byte // decoder output, scored and dropped
}

// singleByteState is a single-byte candidate's state.
type singleByteState struct {
	prev  uint16 // the previous byte's table entry
	score int64
	out   bool // eliminated
}

// multiByteState is a multi-byte candidate's state: its fatal decoder.
type multiByteState struct {
	dec   *textcodec.Decoder
	score int64
	chars int64 // non-ASCII characters decoded
	out   bool  // eliminated
}

// New returns a Detector ready for a stream.
func New() *Detector {
	buildTables()
	d := &Detector{
		singleByte: make([]singleByteState, len(singleByteTables)),
		multiByte:  make([]multiByteState, len(cjkTables)),
	}
	for i, t := range cjkTables {
		d.multiByte[i].dec = t.enc.NewDecoder(textcodec.Fatal, textcodec.BOMKeep)
	}
	d.utf8.dec = textcodec.UTF8.NewDecoder(textcodec.Fatal, textcodec.BOMKeep)
	d.Reset()
	return d
}

// Reset makes d ready for a new stream, as New does.
func (d *Detector) Reset() {
	for i := range d.singleByte {
		d.singleByte[i] = singleByteState{prev: classSpace}
	}
	for i := range d.multiByte {
		d.multiByte[i].dec.Reset()
		d.multiByte[i] = multiByteState{dec: d.multiByte[i].dec}
	}
	d.utf8.dec.Reset()
	d.utf8 = multiByteState{dec: d.utf8.dec}
	d.headLen, d.fed, d.nonASCII, d.ended = 0, 0, 0, false
}

// Feed adds the next chunk of the stream; last marks the end of the stream
// (chunk may then be empty). After the last chunk, Feed does nothing until
// Reset. It reports whether the stream so far has a byte outside ASCII.
func (d *Detector) Feed(chunk []byte, last bool) bool {
	if d.ended {
		return d.nonASCII > 0
	}
	d.ended = last
	for i := 0; d.headLen < len(d.head) && i < len(chunk); i++ {
		d.head[d.headLen] = chunk[i]
		d.headLen++
	}
	d.fed += int64(len(chunk))
	n := 0
	for _, b := range chunk {
		n += int(b >> 7)
	}
	d.nonASCII += int64(n)

	for i := range d.singleByte {
		if s := &d.singleByte[i]; !s.out {
			s.feed(singleByteTables[i], chunk)
		}
	}
	for i := range d.multiByte {
		if s := &d.multiByte[i]; !s.out {
			s.feed(cjkTables[i].model, chunk, last, &d.scratch)
		}
	}
	if !d.utf8.out {
		d.utf8.feed(nil, chunk, last, &d.scratch)
	}
	return d.nonASCII > 0
}

// casePenalty is subtracted for a lower-case letter followed by an upper-case
// one where either is non-ASCII: mojibake of a wrong single-byte encoding
// often swaps case in the middle of a word.
const casePenalty = 60

// feed scores chunk as text of the single-byte encoding t: step
// "elimination" (a byte the decoder rejects or decodes to a C1 control) then
// "score" (the model's pair scores).
func (s *singleByteState) feed(t *singleByteTable, chunk []byte) {
	n := t.model.n
	pairs := t.pairs
	prev, score := s.prev, s.score
	for _, b := range chunk {
		e := t.bytes[b]
		if e == impossible {
			s.out = true
			return
		}
		score += int64(pairs[int(prev&0xFF)*n+int(e&0xFF)])
		if prev&flagLower != 0 && e&flagUpper != 0 && (prev|e)&flagNonASCII != 0 {
			score -= casePenalty
		}
		prev = e
	}
	s.prev, s.score = prev, score
}

// Scores of characters that a CJK decoder's output should not have.
const (
	privateUseScore = -200 // user-defined areas (Shift_JIS's EUDC rows)
	halfWidthScore  = -60  // half-width katakana, rare in text today
)

// feed decodes chunk with the candidate's fatal decoder: step
// "elimination" (any decoding error) then, with a model, "score" (the
// model's character scores).
func (s *multiByteState) feed(m *cjkModel, chunk []byte, last bool, scratch *[1024]byte) {
	for {
		nDst, nSrc, err := s.dec.DecodeUTF8(scratch[:], chunk, last)
		s.scoreUTF8(m, scratch[:nDst])
		if errors.Is(err, textcodec.ErrShortDst) {
			chunk = chunk[nSrc:]
			continue
		}
		if err != nil {
			s.out = true
		}
		return
	}
}

// scoreUTF8 adds the scores of the decoded text out.
func (s *multiByteState) scoreUTF8(m *cjkModel, out []byte) {
	for i := 0; i < len(out); {
		b := out[i]
		if b < 0x80 {
			i++
			continue
		}
		r, size := decodeRune(out[i:])
		i += size
		s.chars++
		if m == nil {
			continue
		}
		switch {
		case r >= 0xE000 && r <= 0xF8FF:
			s.score += privateUseScore
		case r >= 0xFF61 && r <= 0xFF9F:
			s.score += halfWidthScore
		default:
			s.score += int64(m.score(r))
		}
	}
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
