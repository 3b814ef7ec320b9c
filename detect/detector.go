package detect

import (
	"math"

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
	utf8       utf8State

	// live lists the single-byte candidates not yet eliminated (an
	// eliminated one stays in it until the next prune).
	live  []uint8
	nLive int

	head     [3]byte // the stream's first bytes, for the BOM
	headLen  int
	fed      int64 // bytes fed
	nonASCII int64 // bytes >= 0x80 fed
	ended    bool  // Feed was called with last set

	positions [pieceLen]uint16 // offsets of the non-ASCII bytes of a piece
	scratch   [1024]byte       // decoder output, scored and dropped
}

// New returns a Detector ready for a stream.
func New() *Detector {
	buildTables()
	d := &Detector{
		singleByte: make([]singleByteState, len(singleByteTables)),
		multiByte:  make([]multiByteState, len(cjkTables)),
		live:       make([]uint8, len(singleByteTables)),
	}
	for i, t := range cjkTables {
		// Replacement mode, not fatal: a fatal decoder's error allocates,
		// and U+FFFD (which no legacy CJK index maps to) marks the error.
		d.multiByte[i].dec = t.enc.NewDecoder(textcodec.BOMKeep)
	}
	d.Reset()
	return d
}

// Reset makes d ready for a new stream, as New does.
func (d *Detector) Reset() {
	for i := range d.singleByte {
		t := singleByteTables[i]
		d.singleByte[i] = singleByteState{prev: t.bytes[' '], score: t.prior, tied: t.twin >= 0}
		d.live[i] = uint8(i)
	}
	d.nLive = len(d.singleByte)
	for i := range d.multiByte {
		dec := d.multiByte[i].dec
		dec.Reset()
		d.multiByte[i] = multiByteState{dec: dec}
	}
	d.utf8 = utf8State{}
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
	for len(chunk) > 0 {
		piece := chunk[:min(int64(len(chunk)), nextBoundary(d.fed)-d.fed)]
		chunk = chunk[len(piece):]
		d.feedPiece(piece, false)
		d.fed += int64(len(piece))
		if d.fed == nextBoundary(d.fed-1) {
			d.prune()
		}
	}
	if last {
		// End-of-queue after the pruning, which must not see it: a
		// stream split before its last bytes is pruned before them.
		d.feedPiece(nil, true)
	}
	return d.nonASCII > 0
}

// nextBoundary returns the first piece boundary after offset fed of the
// stream. The stream is fed to the candidates in pieces that end at fixed
// offsets (so at the same points however it is split into chunks): 16, 32,
// 64, 128 and 256, then every 256. The end of a piece
// is where candidates are pruned. Short pieces at the start bound the work
// a multi-byte candidate does past the error that eliminates it (its
// decoder runs in replacement mode to the end of the piece); longer ones
// later save calls.
func nextBoundary(fed int64) int64 {
	if fed < 256 {
		b := int64(16)
		for b <= fed {
			b *= 2
		}
		return b
	}
	return fed - fed%256 + 256
}

// pieceLen is the longest piece: the size of Detector.positions.
const pieceLen = 256

// feedPiece feeds a piece of a chunk to every candidate left.
func (d *Detector) feedPiece(piece []byte, last bool) {
	n := 0
	for i, b := range piece {
		if b >= 0x80 {
			d.positions[n] = uint16(i)
			n++
		}
	}
	d.nonASCII += int64(n)
	for _, i := range d.live[:d.nLive] {
		s := &d.singleByte[i]
		if s.out {
			continue
		}
		t := singleByteTables[i]
		if s.tied && t.twinFree(piece, d.positions[:n]) {
			*s = d.singleByte[t.twin]
			s.tied = true
			continue
		}
		s.tied = false
		s.feed(t, piece, d.positions[:n])
	}
	for i := range d.multiByte {
		if s := &d.multiByte[i]; !s.out {
			s.feed(&cjkTables[i], piece, d.positions[:n], last, &d.scratch)
		}
	}
	if !d.utf8.out && (n > 0 || d.utf8.n > 0 || last) {
		d.utf8.feed(piece, last)
	}
}

// pruneMargin: at the end of a piece, a candidate whose score is more than
// pruneMargin behind the best is eliminated, which saves the work of
// scoring it further. The margin exceeds the largest TLD bonus, so that a
// hint could not have changed the outcome.
const pruneMargin = 400

// multiBytePruneMargin is pruneMargin for the multi-byte candidates, which
// fall behind fast on text in a single-byte encoding (each accented letter
// read as a lead byte makes a rare character next to ASCII letters). It is
// below the largest TLD bonus: a hint cannot bring back a multi-byte
// candidate that fell that far behind.
const multiBytePruneMargin = 100

// utf8Score is UTF-8's score per non-ASCII byte while the stream is valid
// UTF-8, for pruning only (Guess decides UTF-8 by validity): text in a
// legacy encoding scores more, and UTF-8 read as a legacy encoding far less.
const utf8Score = 10

// prune eliminates the candidates too far behind the best, and drops
// eliminated single-byte candidates from the live list.
func (d *Detector) prune() {
	best := int64(math.MinInt64)
	for _, i := range d.live[:d.nLive] {
		if s := &d.singleByte[i]; !s.out {
			best = max(best, s.score)
		}
	}
	for i := range d.multiByte {
		if s := &d.multiByte[i]; !s.out {
			best = max(best, s.score)
		}
	}
	if !d.utf8.out {
		best = max(best, utf8Score*d.nonASCII)
	}
	n := 0
	for _, i := range d.live[:d.nLive] {
		if s := &d.singleByte[i]; !s.out {
			if s.score < best-pruneMargin {
				s.out = true
				continue
			}
			d.live[n] = i
			n++
		}
	}
	d.nLive = n
	for i := range d.multiByte {
		// ISO-2022-JP is decided by its own step, not by score, while the
		// stream is ASCII; a byte above 0x7F eliminates it.
		if s := &d.multiByte[i]; !s.out && s.score < best-multiBytePruneMargin && cjkTables[i].enc != textcodec.ISO2022JP {
			s.out = true
		}
	}
}
