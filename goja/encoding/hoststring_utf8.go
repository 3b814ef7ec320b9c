package encoding

import (
	"encoding/binary"
	"unicode/utf16"
	"unicode/utf8"
	"unsafe"

	"github.com/textcodec/textcodec/internal/utf8valid"
)

// This file is encode's and encodeInto's conversion of a string in goja's
// lazily scanned form (hoststring.go): the UTF-8 encoder of the standard
// (section "UTF-8 encoder") run on the scalar values goja's scan makes of a
// Go string. Well-formed UTF-8 is its own output, so runs of it are checked
// and copied; each byte that begins no well-formed sequence is U+FFFD to a
// script, EF BF BD in the output.

// The states of utf8DFA, each a multiple of 6: a state is a bit offset into
// a row of the table.
const (
	dfaAccept = 6 * iota // between sequences
	dfaError             // an ill-formed sequence seen: stays so
	dfaCont1             // one continuation byte (80 to BF) to go
	dfaCont2             // two to go
	dfaE0                // after E0: A0 to BF, then one more
	dfaED                // after ED: 80 to 9F (no surrogates), then one more
	dfaCont3             // three to go
	dfaF0                // after F0: 90 to BF, then two more
	dfaF4                // after F4: 80 to 8F (up to U+10FFFF), then two more
)

// utf8DFA checks UTF-8 (the standard's UTF-8 decoder's byte ranges, with
// failure as dfaError) as a state machine whose step is one load and one
// shift: row b holds, at bit offset s, the state that byte b leads to from
// state s, so next = utf8DFA[b] >> s & 63. The rows do not depend on the
// state, so the loads of a block run ahead of the chain of shifts.
var utf8DFA = func() (t [256]uint64) {
	for b := range 256 {
		// Every transition leads to dfaError, but those set below.
		for from := uint64(dfaAccept); from <= dfaF4; from += 6 {
			t[b] |= dfaError << from
		}
		next := func(from, to uint64) { t[b] = t[b]&^(63<<from) | to<<from }
		switch {
		case b < 0x80:
			next(dfaAccept, dfaAccept)
		case b < 0xC0: // continuation bytes
			next(dfaCont1, dfaAccept)
			next(dfaCont2, dfaCont1)
			next(dfaCont3, dfaCont2)
			if b >= 0xA0 {
				next(dfaE0, dfaCont1)
			} else {
				next(dfaED, dfaCont1)
			}
			if b >= 0x90 {
				next(dfaF0, dfaCont2)
			} else {
				next(dfaF4, dfaCont2)
			}
		case b < 0xC2: // overlong two-byte forms
		case b < 0xE0:
			next(dfaAccept, dfaCont1)
		case b == 0xE0:
			next(dfaAccept, dfaE0)
		case b == 0xED:
			next(dfaAccept, dfaED)
		case b < 0xF0:
			next(dfaAccept, dfaCont2)
		case b == 0xF0:
			next(dfaAccept, dfaF0)
		case b < 0xF4:
			next(dfaAccept, dfaCont3)
		case b == 0xF4:
			next(dfaAccept, dfaF4)
		}
	}
	return t
}()

// useVectorUTF8 is whether validPrefix uses the vector code for strings of
// vectorMinLen bytes and more (tests turn it off to compare).
var useVectorUTF8 = utf8valid.Enabled

// vectorMinLen is the shortest string validPrefix hands to the vector code.
const vectorMinLen = 2 * utf8valid.BlockSize

// validPrefix returns the length of the longest prefix of s made of whole,
// well-formed UTF-8 sequences, and the UTF-16 code units of that prefix.
// After it, s is empty or begins with a byte that begins no well-formed
// sequence in s (goja reads it as U+FFFD).
//
// With a vector unit, a string of vectorMinLen bytes or more goes to
// package utf8valid. Otherwise it skips leading ASCII 64 bytes at a time.
// A long rest is split in two at a sequence start near its middle, and the
// halves go through utf8DFA side by side, 16 bytes of each at a time: the
// two chains of shifts overlap, so text that is not ASCII goes about twice
// as fast as through one. The code units of each block are counted as it
// is checked (blockUnits), off the chains. Either way its cost is
// proportional to the prefix it returns (the second half is read no
// further than the first), so a caller may call it again after each
// ill-formed byte.
func validPrefix(s string) (n, units int) {
	p := unsafe.Slice(unsafe.StringData(s), len(s))
	if useVectorUTF8 && len(p) >= vectorMinLen {
		// The vector code (package utf8valid) checks and counts 32 bytes
		// at a time and stops a few bytes before the first error, or
		// fewer than 35 before the end: validTail finishes.
		i, u := utf8valid.PrefixUnits(p)
		return validTail(p, i, u)
	}
	i := asciiPrefix(p)
	if i == len(p) {
		return i, i
	}
	if len(p)-i < 256 {
		r := dfaRun(p, dfaPos{i: i, u: i})
		return r.finish(p)
	}
	mid := i + (len(p)-i)/2
	for k := 0; k < 3 && p[mid]&0xC0 == 0x80; k++ {
		mid--
	}
	a, b := dualRun(p, dfaPos{i: i, u: i}, mid)
	if a.st != dfaError {
		a = dfaRun(p[:mid], a)
	}
	n, units = a.finish(p[:mid])
	if n < mid || a.st == dfaError {
		return n, units
	}
	if b.st != dfaError {
		b = dfaRun(p, b)
	}
	nb, ub := b.finish(p)
	return nb, units + ub
}

// A dfaPos is where a run of utf8DFA is: at p[i], in state st, with u code
// units in the whole sequences and the lead bytes before i. After an
// ill-formed sequence, st is dfaError, and i and u are the start of the
// 16-byte block it was found in and the count there, before the state
// there.
type dfaPos struct {
	i          int
	st, before uint64
	u          int
}

// finish returns the valid prefix of p that r reached, and its code units:
// from the start of the sequence r is in (or of the block where r found an
// ill-formed one) it reads sequences one at a time.
func (r dfaPos) finish(p []byte) (int, int) {
	i, st, u := r.i, r.st, r.u
	if st == dfaError {
		st = r.before
	}
	if st != dfaAccept {
		// Back to the lead byte of the sequence p[i] is in, which u
		// counted (two for a four-byte lead).
		for i > 0 && p[i-1]&0xC0 == 0x80 {
			i--
		}
		i--
		u--
		if p[i] >= 0xF0 {
			u--
		}
	}
	return validTail(p, i, u)
}

// asciiPrefix returns the length of the ASCII prefix of p, to within 64
// bytes: it stops at the first block of 64 with a byte from 0x80.
func asciiPrefix(p []byte) int {
	const high = 0x8080808080808080
	le := binary.LittleEndian
	i := 0
	for len(p)-i >= 64 {
		q := p[i : i+64 : i+64]
		if (le.Uint64(q)|le.Uint64(q[8:])|le.Uint64(q[16:])|le.Uint64(q[24:])|
			le.Uint64(q[32:])|le.Uint64(q[40:])|le.Uint64(q[48:])|le.Uint64(q[56:]))&high != 0 {
			break
		}
		i += 64
	}
	return i
}

// blockUnits returns the UTF-16 code units of the 16 bytes x, y (the first
// eight, the next eight), as utf16LenValid counts them.
func blockUnits(x, y uint64) int {
	const (
		high  = 0x8080808080808080
		bytes = 0x0101010101010101
	)
	// perByte returns, in each byte, the units of the byte of w there.
	perByte := func(w uint64) uint64 {
		notCont := (^w | w<<1) & high
		lead4 := w & (w << 1) & (w << 2) & (w << 3) &^ (w << 4) & high
		return notCont>>7 + lead4>>7
	}
	return int((perByte(x) + perByte(y)) * bytes >> 56)
}

// dfaRun runs utf8DFA from r over p, 16 bytes at a time, skipping ASCII
// between sequences, until fewer than 16 bytes are left or a sequence is
// ill-formed.
func dfaRun(p []byte, r dfaPos) dfaPos {
	le := binary.LittleEndian
	for len(p)-r.i >= 16 {
		if r.st == dfaAccept {
			k := asciiPrefix(p[r.i:])
			r.i += k
			r.u += k
			if len(p)-r.i < 16 {
				break
			}
		}
		q := (*[16]byte)(p[r.i : r.i+16])
		x, y := le.Uint64(q[:]), le.Uint64(q[8:])
		if r.st == dfaAccept && (x|y)&0x8080808080808080 == 0 {
			r.i += 16
			r.u += 16
			continue
		}
		r.before = r.st
		r.st = dfa16(r.st, q)
		if r.st == dfaError {
			break
		}
		r.i += 16
		r.u += blockUnits(x, y)
	}
	return r
}

// dfa16 runs utf8DFA over q from state st.
func dfa16(st uint64, q *[16]byte) uint64 {
	t := &utf8DFA
	st = t[q[0]] >> (st & 63)
	st = t[q[1]] >> (st & 63)
	st = t[q[2]] >> (st & 63)
	st = t[q[3]] >> (st & 63)
	st = t[q[4]] >> (st & 63)
	st = t[q[5]] >> (st & 63)
	st = t[q[6]] >> (st & 63)
	st = t[q[7]] >> (st & 63)
	st = t[q[8]] >> (st & 63)
	st = t[q[9]] >> (st & 63)
	st = t[q[10]] >> (st & 63)
	st = t[q[11]] >> (st & 63)
	st = t[q[12]] >> (st & 63)
	st = t[q[13]] >> (st & 63)
	st = t[q[14]] >> (st & 63)
	st = t[q[15]] >> (st & 63)
	return st & 63
}

// dualRun runs utf8DFA over p[a.i:mid] and p[mid:] side by side, 16 bytes
// of each at a time, until either has fewer than 16 bytes left or meets an
// ill-formed sequence. The two chains of shifts are interleaved; a pair of
// blocks that are both ASCII, between sequences, is skipped.
func dualRun(p []byte, a dfaPos, mid int) (dfaPos, dfaPos) {
	t := &utf8DFA
	le := binary.LittleEndian
	ai, bi := a.i, mid
	var sa, sb, beforeA, beforeB uint64
	ua, ub := a.u, 0
	for mid-ai >= 16 && len(p)-bi >= 16 {
		q := (*[16]byte)(p[ai : ai+16])
		r := (*[16]byte)(p[bi : bi+16])
		qx, qy, rx, ry := le.Uint64(q[:]), le.Uint64(q[8:]), le.Uint64(r[:]), le.Uint64(r[8:])
		if sa|sb == dfaAccept && (qx|qy|rx|ry)&0x8080808080808080 == 0 {
			ai += 16
			bi += 16
			ua += 16
			ub += 16
			continue
		}
		beforeA, beforeB = sa, sb
		sa = t[q[0]] >> (sa & 63)
		sb = t[r[0]] >> (sb & 63)
		sa = t[q[1]] >> (sa & 63)
		sb = t[r[1]] >> (sb & 63)
		sa = t[q[2]] >> (sa & 63)
		sb = t[r[2]] >> (sb & 63)
		sa = t[q[3]] >> (sa & 63)
		sb = t[r[3]] >> (sb & 63)
		sa = t[q[4]] >> (sa & 63)
		sb = t[r[4]] >> (sb & 63)
		sa = t[q[5]] >> (sa & 63)
		sb = t[r[5]] >> (sb & 63)
		sa = t[q[6]] >> (sa & 63)
		sb = t[r[6]] >> (sb & 63)
		sa = t[q[7]] >> (sa & 63)
		sb = t[r[7]] >> (sb & 63)
		sa = t[q[8]] >> (sa & 63)
		sb = t[r[8]] >> (sb & 63)
		sa = t[q[9]] >> (sa & 63)
		sb = t[r[9]] >> (sb & 63)
		sa = t[q[10]] >> (sa & 63)
		sb = t[r[10]] >> (sb & 63)
		sa = t[q[11]] >> (sa & 63)
		sb = t[r[11]] >> (sb & 63)
		sa = t[q[12]] >> (sa & 63)
		sb = t[r[12]] >> (sb & 63)
		sa = t[q[13]] >> (sa & 63)
		sb = t[r[13]] >> (sb & 63)
		sa = t[q[14]] >> (sa & 63)
		sb = t[r[14]] >> (sb & 63)
		sa = t[q[15]] >> (sa & 63)
		sb = t[r[15]] >> (sb & 63)
		sa &= 63
		sb &= 63
		if sa == dfaError || sb == dfaError {
			break
		}
		ai += 16
		bi += 16
		ua += blockUnits(qx, qy)
		ub += blockUnits(rx, ry)
	}
	a = dfaPos{i: ai, st: sa, before: beforeA, u: ua}
	b := dfaPos{i: bi, st: sb, before: beforeB, u: ub}
	if sa != dfaError && sb == dfaError {
		// The first half's block was fine.
		a.i += 16
		a.u += blockUnits(le.Uint64(p[ai:]), le.Uint64(p[ai+8:]))
	}
	if sb != dfaError && sa == dfaError {
		b.i += 16
		b.u += blockUnits(le.Uint64(p[bi:]), le.Uint64(p[bi+8:]))
	}
	return a, b
}

// validTail finishes validPrefix from p[i], the start of a sequence, with u
// code units before it: it reads sequences one at a time up to the first
// ill-formed one or the end.
func validTail(p []byte, i, u int) (int, int) {
	for i < len(p) {
		if p[i] < 0x80 {
			i++
			u++
			continue
		}
		r, size := utf8.DecodeRune(p[i:])
		if size == 1 {
			break // (RuneError, 1): ill-formed
		}
		i += size
		u++
		if r > 0xFFFF {
			u++ // a surrogate pair
		}
	}
	return i, u
}

// utf16LenValid returns the number of UTF-16 code units of s, well-formed
// UTF-8: one for each byte that is not a continuation byte (10xxxxxx), and
// another for each four-byte lead (11110xxx). Bytes are classified eight at
// a time in the top bits of a uint64's bytes, and four words' counts are
// added up per byte before one multiplication sums a block's bytes.
func utf16LenValid(s string) int {
	const (
		high  = 0x8080808080808080
		bytes = 0x0101010101010101
	)
	p := unsafe.Slice(unsafe.StringData(s), len(s))
	le := binary.LittleEndian
	// perByte returns, in each byte, the units of the byte of x there
	// (0, 1 or 2).
	perByte := func(x uint64) uint64 {
		notCont := (^x | x<<1) & high
		lead4 := x & (x << 1) & (x << 2) & (x << 3) &^ (x << 4) & high
		return notCont>>7 + lead4>>7
	}
	n := 0
	i := 0
	for ; len(p)-i >= 32; i += 32 {
		q := p[i : i+32 : i+32]
		x0, x1, x2, x3 := le.Uint64(q), le.Uint64(q[8:]), le.Uint64(q[16:]), le.Uint64(q[24:])
		if (x0|x1|x2|x3)&high == 0 {
			n += 32
			continue
		}
		// Each byte of the sum is at most 8: the product's top byte is
		// the sum of all of them, at most 64.
		n += int((perByte(x0) + perByte(x1) + perByte(x2) + perByte(x3)) * bytes >> 56)
	}
	for ; i < len(p); i++ {
		if c := p[i]; c&0xC0 != 0x80 {
			n++
			if c&0xF8 == 0xF0 {
				n++
			}
		}
	}
	return n
}

// hostUTF8Len returns the length of the UTF-8 that hostUTF8Into makes of
// s, and whether s is well-formed UTF-8 (then it is its own output).
func hostUTF8Len(s string) (n int, valid bool) {
	valid = true
	for {
		p, _ := validPrefix(s)
		n += p
		if p == len(s) {
			return n, valid
		}
		n += len(replacement) // goja reads s[p] as U+FFFD
		s = s[p+1:]
		valid = false
	}
}

// replacement is U+FFFD in UTF-8.
const replacement = "\uFFFD"

// hostUTF8Into is encodeInto's loop for a Go string s in goja's lazily
// scanned form: it writes the UTF-8 of the scalar values goja's scan makes
// of s to dst, stopping before the first whose bytes do not all fit, and
// returns the bytes of s consumed, the UTF-16 code units they are to a
// script, and the bytes written. Well-formed runs are copied; a byte that
// begins no well-formed sequence is U+FFFD.
func hostUTF8Into(dst []byte, s string) (consumed, units, written int) {
	i, j := 0, 0
	for {
		m := min(len(s)-i, len(dst)-j)
		p, u := validPrefix(s[i : i+m])
		copy(dst[j:j+p], s[i:i+p])
		units += u
		i += p
		j += p
		if i == len(s) {
			return i, units, j
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if size == 1 && r == utf8.RuneError {
			// An ill-formed byte: U+FFFD.
			if len(dst)-j < len(replacement) {
				return i, units, j
			}
			copy(dst[j:], replacement)
			i++
			j += len(replacement)
			units++
			continue
		}
		// A well-formed sequence cut by the end of dst.
		if len(dst)-j < size {
			return i, units, j
		}
		copy(dst[j:], s[i:i+size])
		i += size
		j += size
		units += 1
		if r > 0xFFFF {
			units++ // a surrogate pair
		}
	}
}

// hostUTF16 returns the code units goja's scan makes of s (see
// hoststring.go): the UTF-16 of each well-formed sequence, U+FFFD for each
// other byte.
func hostUTF16(s string) []uint16 {
	u := make([]uint16, 0, len(s))
	for _, r := range s {
		u = utf16.AppendRune(u, r)
	}
	return u
}

// hostPieceEnd returns the end of the piece of s that starts at i, about
// host.PollStep bytes: at a byte that begins no sequence with bytes before
// it, so that no well-formed sequence is split.
func hostPieceEnd(s string, i int) int {
	end := pieceEnd(i, len(s))
	for k := 0; k < 3 && end < len(s) && end > i+1 && s[end]&0xC0 == 0x80; k++ {
		end--
	}
	return end
}
