package detect

// singleByteState is a single-byte candidate's state.
type singleByteState struct {
	prev  uint32 // the previous byte's table entry
	score int64
	out   bool // eliminated
	tied  bool // the state is its table's twin's (see singleByteTable.twin)
}

// twinFree reports whether the piece has none of the bytes whose entries
// differ between t and its twin.
func (t *singleByteTable) twinFree(piece []byte, positions []uint16) bool {
	for _, p := range positions {
		if t.differs[piece[p]] {
			return false
		}
	}
	return true
}

// casePenalty is subtracted for a lower-case letter followed by an upper-case
// one where either is non-ASCII: mojibake of a wrong single-byte encoding
// often swaps case in the middle of a word.
const casePenalty = 60

// feed scores piece as text of the single-byte encoding t: step
// "elimination" (a byte the decoder rejects or decodes to a C1 control) then
// "score" (the model's pair scores). positions holds the offsets of the
// piece's non-ASCII bytes: only the pairs that have one of them score (a
// pair of ASCII classes scores 0 in every model), so runs of ASCII are
// skipped.
func (s *singleByteState) feed(t *singleByteTable, piece []byte, positions []uint16) {
	prev, score := s.prev, s.score
	next := 0 // the first byte of piece not yet scored
	for _, p := range positions {
		at := int(p)
		if at > next {
			// The ASCII byte after the previous non-ASCII one, then the
			// ASCII byte before this one.
			score += t.pair(prev, t.bytes[piece[next]])
			prev = t.bytes[piece[at-1]]
		}
		e := t.bytes[piece[at]]
		if e == impossible {
			s.out = true
			return
		}
		score += t.pair(prev, e)
		prev = e
		next = at + 1
	}
	if next < len(piece) {
		score += t.pair(prev, t.bytes[piece[next]])
		prev = t.bytes[piece[len(piece)-1]]
	}
	s.prev, s.score = prev, score
}

// pair returns the score of the byte-table entries a then b.
func (t *singleByteTable) pair(a, b uint32) int64 {
	score := int64(t.pairs[a>>entryRowShift+b&0xFF])
	if a&flagLower != 0 && b&flagUpper != 0 && (a|b)&flagNonASCII != 0 {
		score -= casePenalty
	}
	return score
}
