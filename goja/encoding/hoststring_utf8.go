package encoding

import (
	"unicode/utf16"
	"unicode/utf8"
	"unsafe"

	"github.com/textcodec/textcodec"
)

// This file is encode's and encodeInto's conversion of a string in goja's
// lazily scanned form (hoststring.go): the UTF-8 encoder of the standard
// (section "UTF-8 encoder") run on the scalar values goja's scan makes of a
// Go string. Well-formed UTF-8 is its own output, so runs of it are checked
// (textcodec.UTF8ValidUpTo) and copied; each byte that begins no well-formed
// sequence is U+FFFD to a script, EF BF BD in the output. (The standard's
// UTF-8 decoder makes one U+FFFD of a maximal ill-formed subpart, goja's
// scan one of each byte: that rule is goja's, and stays here.)

// stringBytes returns the bytes of s, without copying: they must not be
// changed.
func stringBytes(s string) []byte { return unsafe.Slice(unsafe.StringData(s), len(s)) }

// hostUTF8Len returns the length of the UTF-8 that hostUTF8Into makes of
// s, and whether s is well-formed UTF-8 (then it is its own output).
func hostUTF8Len(s string) (n int, valid bool) {
	valid = true
	for {
		p := textcodec.UTF8ValidUpTo(stringBytes(s))
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
		p, u := textcodec.UTF8ValidUpToUTF16(stringBytes(s[i : i+m]))
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
