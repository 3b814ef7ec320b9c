package forgivingbase64

import (
	"encoding/base64"
	"errors"
	"slices"
)

// ErrAboveFF is the error AppendEncodeUTF16 returns for a code unit above
// 0xFF, which no byte is (HTML's btoa throws an "InvalidCharacterError"
// DOMException for it).
var ErrAboveFF = errors.New("forgivingbase64: a code unit above 0xFF")

// AppendDecodeUTF16Each is AppendDecodeEach with each decoded byte appended
// to dst as a UTF-16 code unit (the isomorphic decode HTML's atob returns),
// or dst unchanged and ErrInvalid when the decode fails.
func AppendDecodeUTF16Each(dst []uint16, s string, pieceSize int, between func()) ([]uint16, error) {
	start := len(dst)
	out := slices.Grow(dst, MaxDecodedLen(len(s)))
	buf := out[:cap(out)]
	r, w := decodeLeadingBlocks(buf, start, s, pieceSize, between, decodeUnitsBlocks)
	if r == len(s) {
		return buf[:w], nil
	}
	// The rest, from the first block holding whitespace, "=" or a byte
	// outside the alphabet (see AppendDecodeEach), as bytes, then widened.
	rest, err := appendDecodeSteps(nil, s[r:], pieceSize, between)
	if err != nil {
		return dst, ErrInvalid
	}
	step := max(pieceSize, 1)
	for i := 0; i < len(rest); i += step {
		if i > 0 && between != nil {
			between()
		}
		for _, c := range rest[i:min(i+step, len(rest))] {
			buf[w] = uint16(c)
			w++
		}
	}
	return buf[:w], nil
}

// AppendEncodeUTF16 appends the forgiving-base64 encode of the bytes that
// are the code units of units (their isomorphic encode, as HTML's btoa
// takes its string) to dst and returns the extended slice, or dst unchanged
// and ErrAboveFF when a unit is above 0xFF. Units encoded in pieces whose
// lengths are multiples of 3 (but the last) encode as the whole does.
func AppendEncodeUTF16(dst []byte, units []uint16) ([]byte, error) {
	start := len(dst)
	out := slices.Grow(dst, EncodedLen(len(units)))
	out = out[:start+EncodedLen(len(units))]
	nSrc, nDst := encodeUnitsBlocks(out[start:], units)
	// The rest (all when no vector kernel runs), through a buffer of
	// bytes holding whole groups of three.
	var chunk [3 << 8]byte
	w := start + nDst
	for rest := units[nSrc:]; len(rest) > 0; {
		k := min(len(rest), len(chunk))
		for i, u := range rest[:k] {
			if u > 0xFF {
				return dst, ErrAboveFF
			}
			chunk[i] = byte(u)
		}
		base64.StdEncoding.Encode(out[w:], chunk[:k])
		w += EncodedLen(k)
		rest = rest[k:]
	}
	return out, nil
}
