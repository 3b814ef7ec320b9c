package forgivingbase64

import (
	"encoding/base64"
	"errors"
	"slices"
	"strings"
	"unsafe"
)

// ErrInvalid is the error the decode functions return for input that
// forgiving-base64 decode fails on (HTML's atob throws an
// "InvalidCharacterError" DOMException for it).
var ErrInvalid = errors.New("forgivingbase64: not valid forgiving-base64")

// Encode returns the forgiving-base64 encode of data: the base64 of RFC 4648
// section 4, with "=" padding.
func Encode(data []byte) string {
	out := AppendEncode(nil, data)
	return unsafe.String(unsafe.SliceData(out), len(out))
}

// AppendEncode appends the forgiving-base64 encode of data to dst and
// returns the extended slice. Data encoded in pieces whose lengths are
// multiples of 3 (but the last) encodes as the whole does.
func AppendEncode(dst, data []byte) []byte {
	start := len(dst)
	out := slices.Grow(dst, EncodedLen(len(data)))
	out = out[:start+EncodedLen(len(data))]
	nSrc, nDst := encodeBlocks(out[start:], data)
	base64.StdEncoding.Encode(out[start+nDst:], data[nSrc:])
	return out
}

// EncodedLen returns the length of the forgiving-base64 encode of n bytes.
func EncodedLen(n int) int { return base64.StdEncoding.EncodedLen(n) }

// MaxDecodedLen returns the most bytes the forgiving-base64 decode of n
// bytes can give (what the append functions grow their dst by).
func MaxDecodedLen(n int) int { return base64.RawStdEncoding.DecodedLen(n) }

// DecodeString returns the bytes of the forgiving-base64 decode of s, or
// ErrInvalid when it fails.
func DecodeString(s string) ([]byte, error) {
	return AppendDecode(nil, s)
}

// Decode is DecodeString for input held as bytes.
func Decode(data []byte) ([]byte, error) {
	return AppendDecode(nil, unsafe.String(unsafe.SliceData(data), len(data)))
}

// AppendDecode appends the forgiving-base64 decode of s to dst and returns
// the extended slice, or dst unchanged and ErrInvalid when the decode fails.
func AppendDecode(dst []byte, s string) ([]byte, error) {
	return AppendDecodeEach(dst, s, 0, nil)
}

// AppendDecodeEach is AppendDecode done in pieces of about pieceSize bytes
// of s (all at once when pieceSize <= 0), calling between, if not nil,
// between two pieces: a host whose interrupt must stop long work polls it
// there (between may panic to abandon the decode). It decodes the leading
// 32-byte blocks of s that hold only the alphabet's characters as it reads
// them, and the rest (from the first block holding whitespace, "=" or any
// other byte) as appendDecodeSteps does.
func AppendDecodeEach(dst []byte, s string, pieceSize int, between func()) ([]byte, error) {
	// Room for the longest result, and for the 32-byte stores of the
	// vector decode.
	start := len(dst)
	out := slices.Grow(dst, MaxDecodedLen(len(s))+8)
	buf := out[:cap(out)]
	r, w := decodeLeadingBlocks(buf, start, s, pieceSize, between, decodeBlocks)
	// The blocks decoded are whole quanta of the alphabet, with nothing
	// for steps 1 to 3 to remove or count: the decode of s is theirs
	// followed by the decode of the rest.
	if r == len(s) {
		return buf[:w], nil
	}
	decoded, err := appendDecodeSteps(buf[:w], s[r:], pieceSize, between)
	if err != nil {
		return dst, ErrInvalid
	}
	return decoded, nil
}

// decodeLeadingBlocks decodes the leading 32-byte blocks of s that hold
// only the alphabet's characters to buf from w with kernel, in pieces of
// about pieceSize (between called between two), and returns how far it read
// s and wrote buf.
func decodeLeadingBlocks[T byte | uint16](buf []T, w int, s string, pieceSize int, between func(),
	kernel func(dst []T, src []byte) (nSrc, nDst int)) (r, end int) {
	if pieceSize <= 0 || pieceSize > len(s) {
		pieceSize = len(s)
	}
	blockPiece := max(pieceSize&^31, 32) // whole blocks
	src := unsafe.Slice(unsafe.StringData(s), len(s))
	for r < len(s) {
		if r > 0 && between != nil {
			between()
		}
		piece := src[r:min(r+blockPiece, len(s))]
		nSrc, nDst := kernel(buf[w:], piece)
		r, w = r+nSrc, w+nDst
		if nSrc < len(piece) {
			break
		}
	}
	return r, w
}

// appendDecodeSteps is AppendDecodeEach by the standard's steps: it reads s
// twice, once to find its length without whitespace and its padding, once
// to decode.
func appendDecodeSteps(dst []byte, s string, pieceSize int, between func()) ([]byte, error) {
	if pieceSize <= 0 || pieceSize > len(s) {
		pieceSize = len(s)
	}
	pieceSize = max(pieceSize&^3, 4) // whole quanta
	// 1. Remove all ASCII whitespace from data: n counts the code points
	// left, last and prev are the last two of them.
	// firstSpace is the index of the first whitespace byte. A piece with
	// no whitespace is found with a vector search per whitespace byte and
	// not looked at byte by byte.
	n, firstSpace := 0, len(s)
	var prev, last byte
	for start := 0; start < len(s); start += pieceSize {
		if start > 0 && between != nil {
			between()
		}
		piece := s[start:min(start+pieceSize, len(s))]
		if indexASCIIWhitespace(piece) < 0 {
			n += len(piece)
			if len(piece) >= 2 {
				prev, last = piece[len(piece)-2], piece[len(piece)-1]
			} else {
				prev, last = last, piece[0]
			}
			continue
		}
		for i := 0; i < len(piece); i++ {
			if c := piece[i]; !isASCIIWhitespace(c) {
				n++
				prev, last = last, c
			} else if firstSpace == len(s) {
				firstSpace = start + i
			}
		}
	}
	// 2. If data's code point length divides by 4 leaving no remainder,
	// then: if data ends with one or two U+003D (=) code points, then
	// remove them from data. (They are the last code points: the decode
	// below takes the first n.)
	if n%4 == 0 && last == '=' {
		n--
		if prev == '=' {
			n--
		}
	}
	// 3. If data's code point length divides by 4 leaving a remainder of
	// 1, return failure.
	if n%4 == 1 {
		return dst, ErrInvalid
	}
	// 4. If data contains a code point that is not U+002B (+), U+002F (/)
	// or ASCII alphanumeric, return failure. 5-9: the decode proper, whose
	// leftover bits (12 or 18 bits when the length is 2 or 3 mod 4) are
	// discarded. decodeQuanta does both (whitespace, which
	// encoding/base64 would skip, is gone). Each piece but the last holds
	// whole quanta, so the pieces decode as the whole would.
	start := len(dst)
	out := slices.Grow(dst, base64.RawStdEncoding.DecodedLen(n))
	out = out[:cap(out)]
	w := start
	decode := func(piece []byte) bool {
		m, ok := decodeQuanta(out[w:], piece)
		w += m
		return ok
	}
	if firstSpace >= n {
		// No whitespace among the first n bytes: decode s itself.
		data := unsafe.Slice(unsafe.StringData(s), n)
		for i := 0; i < n; i += pieceSize {
			if i > 0 && between != nil {
				between()
			}
			if !decode(data[i:min(i+pieceSize, n)]) {
				return dst, ErrInvalid
			}
		}
		return out[:w], nil
	}
	piece := make([]byte, 0, min(pieceSize, n))
	taken := 0
	for i := 0; i < len(s) && taken < n; i++ {
		c := s[i]
		if isASCIIWhitespace(c) {
			continue
		}
		piece = append(piece, c)
		taken++
		if len(piece) == cap(piece) || taken == n {
			if !decode(piece) {
				return dst, ErrInvalid
			}
			piece = piece[:0]
			if taken < n && between != nil {
				between()
			}
		}
	}
	return out[:w], nil
}

// decodeQuanta decodes src, bytes of the alphabet only (no whitespace and
// no padding), to dst, and returns the bytes written and whether src was
// valid. Leftover bits of a last, partial quantum are discarded. The
// vector kernel decodes the whole 32-byte blocks it can; encoding/base64's
// unpadded decoder, not strict, the rest: it rejects every byte outside the
// alphabet ("=" included) and ignores leftover bits.
func decodeQuanta(dst, src []byte) (int, bool) {
	nSrc, nDst := decodeBlocks(dst, src)
	m, err := base64.RawStdEncoding.Decode(dst[nDst:], src[nSrc:])
	return nDst + m, err == nil
}

// indexASCIIWhitespace returns the index of the first ASCII whitespace
// byte of s, or -1.
func indexASCIIWhitespace(s string) int {
	first := -1
	for _, c := range [...]byte{' ', '\n', '\r', '\t', '\f'} {
		limit := len(s)
		if first >= 0 {
			limit = first
		}
		if i := strings.IndexByte(s[:limit], c); i >= 0 {
			first = i
		}
	}
	return first
}

// isASCIIWhitespace tells the Infra Standard's ASCII whitespace: U+0009 TAB,
// U+000A LF, U+000C FF, U+000D CR and U+0020 SPACE.
func isASCIIWhitespace(c byte) bool {
	return c == '\t' || c == '\n' || c == '\f' || c == '\r' || c == ' '
}
