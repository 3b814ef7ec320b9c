package textcodec

import "unsafe"

// The UTF-8 decoder in replacement mode with UTF-8 output, for text with
// many errors: runs of well-formed sequences are copied, and each maximal
// ill-formed subpart between them becomes one U+FFFD in the same loop,
// without a return to the Decoder for each.

// replaceRunsUTF8 copies the well-formed runs of src to dst and writes
// EF BF BD for each maximal ill-formed subpart between them, as the
// standard's UTF-8 decoder with error mode "replacement" does, while dst
// has room. It stops, returning the bytes written and read, at the end of
// src, when dst is short, or before a sequence it leaves to the handler: one
// that may be cut by the end of src, or a well-formed one a run stopped
// before (at the end of dst's room or of a check block).
func replaceRunsUTF8(dst, src []byte) (j, i int) {
	afterError := false
	for {
		end := min(len(src), i+len(dst)-j, i+utf8CheckBlock)
		n := 0
		if afterError {
			// Errors come in clusters: the scalar code takes the first
			// bytes after one, too few for the vector code to pay for
			// its start, and the rest goes to the vector code when it is
			// long. The first part may also stop before a well-formed
			// sequence it cuts.
			first := min(end, i+replaceScalarLen)
			n = validUTF8Run(src[i:first])
			if i+n == first || first-(i+n) <= 3 && illFormedLen(src[i+n:]) == 0 {
				n += validUTF8Run(src[i+n : end])
			}
		} else {
			// The start of src, or the next block of a long run.
			n = validUTF8Run(src[i:end])
		}
		copy(dst[j:j+n], src[i:i+n])
		i, j = i+n, j+n
		if i == len(src) || len(dst)-j < len(replacementUTF8) {
			return j, i
		}
		k := illFormedLen(src[i:])
		if k == 0 {
			return j, i
		}
		copy(dst[j:], replacementUTF8)
		i, j = i+k, j+len(replacementUTF8)
		afterError = true
	}
}

// replaceScalarLen is how many bytes after an error replaceRunsUTF8 checks
// with the scalar code before it hands a long run to the vector code.
const replaceScalarLen = vectorMinLen - 1

// replacementUTF8 is U+FFFD in UTF-8.
const replacementUTF8 = "\uFFFD"

// illFormedLen returns the length of the maximal subpart of an ill-formed
// sequence at the start of s, which the UTF-8 decoder's handler turns into
// one U+FFFD: a byte that begins no sequence, or a lead byte and the bytes
// in range after it up to the first that is not (which the handler
// restores). It returns 0 when s begins with ASCII, a well-formed sequence,
// or one cut by the end of s.
func illFormedLen(s []byte) int {
	b := s[0]
	lower, upper := byte(0x80), byte(0xBF)
	var needed int
	switch {
	case b < 0x80:
		return 0
	case b >= 0xC2 && b <= 0xDF:
		needed = 1
	case b >= 0xE0 && b <= 0xEF:
		if b == 0xE0 {
			lower = 0xA0
		} else if b == 0xED {
			upper = 0x9F
		}
		needed = 2
	case b >= 0xF0 && b <= 0xF4:
		if b == 0xF0 {
			lower = 0x90
		} else if b == 0xF4 {
			upper = 0x8F
		}
		needed = 3
	default:
		return 1
	}
	for k := 1; k <= needed; k++ {
		if k == len(s) {
			return 0
		}
		if s[k] < lower || s[k] > upper {
			return k
		}
		lower, upper = 0x80, 0xBF
	}
	return 0
}

// replaceRunsFor is replaceRunsUTF8 on the kernel's output of type T, for
// UTF-8 output (T byte); for UTF-16 it does nothing.
func replaceRunsFor[T unit](dst []T, src []byte) (j, i int) {
	if is16[T]() || len(dst) == 0 {
		return 0, 0
	}
	return replaceRunsUTF8(unsafe.Slice((*byte)(unsafe.Pointer(&dst[0])), len(dst)), src)
}
