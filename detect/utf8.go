package detect

import "github.com/textcodec/textcodec"

// utf8State tracks whether the stream is UTF-8: the library's
// UTF8ValidUpTo checks each chunk, and a sequence cut by the chunk's end
// waits in pending for the next chunk.
type utf8State struct {
	pending [4]byte
	n       int  // bytes in pending
	out     bool // not UTF-8
}

// feed checks the next chunk.
func (u *utf8State) feed(chunk []byte, last bool) {
	if u.n > 0 {
		need := sequenceLen(u.pending[0])
		for u.n < need && len(chunk) > 0 {
			u.pending[u.n] = chunk[0]
			u.n++
			chunk = chunk[1:]
		}
		switch {
		case u.n == need && textcodec.UTF8ValidUpTo(u.pending[:need]) == need:
			u.n = 0
		case u.n < need && validPrefix(u.pending[:u.n]) && !last:
			return
		default:
			u.out = true
			return
		}
	}
	v := textcodec.UTF8ValidUpTo(chunk)
	rest := chunk[v:]
	switch {
	case len(rest) == 0:
	case len(rest) < sequenceLen(rest[0]) && validPrefix(rest) && !last:
		u.n = copy(u.pending[:], rest)
	default:
		u.out = true
	}
}

// sequenceLen returns the length of the UTF-8 sequence that lead byte b
// starts (1 for a byte that starts none).
func sequenceLen(b byte) int {
	switch {
	case b >= 0xC2 && b <= 0xDF:
		return 2
	case b >= 0xE0 && b <= 0xEF:
		return 3
	case b >= 0xF0 && b <= 0xF4:
		return 4
	}
	return 1
}

// validPrefix reports whether p, shorter than its lead byte's sequence,
// can begin a well-formed sequence (the Encoding Standard's UTF-8 decoder's
// bounds on the byte after the lead).
func validPrefix(p []byte) bool {
	if len(p) == 0 || len(p) >= sequenceLen(p[0]) {
		return false
	}
	lower, upper := byte(0x80), byte(0xBF)
	switch p[0] {
	case 0xE0:
		lower = 0xA0
	case 0xED:
		upper = 0x9F
	case 0xF0:
		lower = 0x90
	case 0xF4:
		upper = 0x8F
	}
	if len(p) > 1 && (p[1] < lower || p[1] > upper) {
		return false
	}
	return len(p) < 3 || (p[2] >= 0x80 && p[2] <= 0xBF)
}
