package textcodec

import (
	"encoding/binary"
	"math/bits"
	"unsafe"

	"github.com/textcodec/textcodec/internal/tables"
)

// The encoders' run loops: the Encoder's fast path, taken while it holds no
// partial sequence from the last chunk. A run loop reads its input itself
// (UTF-8: well-formed sequences; UTF-16: code units that are not surrogates,
// and surrogate pairs), encodes each code point its table has bytes for, and
// stops before anything else: ill-formed input, a sequence cut by the end of
// src, a code point the table has no bytes for, or too little room in dst.
// The Encoder then runs the encoder's handler (encoderKernel.encode, the
// transcription of the standard) for one scalar value and calls the run loop
// again. A run loop never decides an error or changes a state; for every code
// point it takes, it writes exactly what encode writes.
//
// This file holds the contract and the loops several encoders share (the
// table loops of the CJK encoders); an encoding's own loop is in its
// family's file (singlebyte.go, utf8.go, iso2022jp.go, gb18030.go,
// xuserdefined.go).

// runEncoder is implemented by the encoder kernels that have a run loop.
type runEncoder interface {
	// encodeRunUTF8 and encodeRunUTF16 encode the leading part of src the
	// run loop handles (perhaps none of it), and return the bytes written
	// and the input units read.
	encodeRunUTF8(dst, src []byte) (nDst, nSrc int)
	encodeRunUTF16(dst []byte, src []uint16) (nDst, nSrc int)
}

// encodeRun calls r's run loop for S.
func encodeRun[S unit](r runEncoder, dst []byte, src []S) (int, int) {
	if is16[S]() {
		return r.encodeRunUTF16(dst, *(*[]uint16)(unsafe.Pointer(&src)))
	}
	return r.encodeRunUTF8(dst, *(*[]byte)(unsafe.Pointer(&src)))
}

// tableRunUTF8 is the run loop of the encoders whose handler, for a BMP
// code point other than ASCII, writes the bytes t holds (see tables.Trie):
// EUC-KR, gb18030, GBK, Big5, EUC-JP and Shift_JIS, for UTF-8 input. It
// takes ASCII and the two- and three-byte sequences t has bytes for, but it
// stops before a code point whose entry is stop, unless stop is 0: GBK
// stops at U+20AC (gb18030's 0xA2 0xE3 in the table), which it writes as
// 0x80.
//
// This loop and tableRunUTF16 are most of the time the encoders spend on
// CJK text, so they are written for the compiler: no function call (Go keeps
// no register across a call, so a call would spill the loop's variables on
// every iteration), and loads and stores through unsafe pointers at offsets
// the loop conditions have checked, which spares the registers and the
// instructions of bounds checks. The trie lookup relies on every entry of
// t.Index being a block of t.Data, which package tables tests (and
// TestEncodeRunTables).
func tableRunUTF8(t *tables.Trie, stop uint16, dst, src []byte) (j, i int) {
	index, data := &t.Index, unsafe.Pointer(unsafe.SliceData(t.Data))
	sp, dp := unsafe.Pointer(unsafe.SliceData(src)), unsafe.Pointer(unsafe.SliceData(dst))
	for i < len(src) {
		if i+8 <= len(src) && j+10 <= len(dst) {
			// Eight bytes at once: ASCII bytes, or a three-byte sequence
			// with a two-byte entry followed by another or by ASCII
			// bytes. All eight bytes are stored where ASCII bytes are
			// copied; the ones after those taken are written over next
			// (or are past the output).
			w := binary.LittleEndian.Uint64(unsafe.Slice((*byte)(unsafe.Add(sp, i)), 8))
			if w&0x80 == 0 {
				n := 8
				if w&highBits != 0 {
					n = bits.TrailingZeros64(w&highBits) >> 3
				}
				binary.LittleEndian.PutUint64(unsafe.Slice((*byte)(unsafe.Add(dp, j)), 8), w)
				i, j = i+n, j+n
				continue
			}
			// cp>>6 of the first three bytes, below 0x800>>6 for an
			// overlong form.
			if hi := uint(w&0xF)<<6 | uint(w>>8&0x3F); w&0xC0C0F0 == 0x8080E0 && hi >= 0x800>>6 {
				b0 := *(*uint16)(unsafe.Add(data, 2*(uint(index[hi])<<6|uint(w>>16&0x3F))))
				if b0 >= 0x100 && (stop == 0 || b0 != stop) {
					w >>= 24
					if hi := uint(w&0xF)<<6 | uint(w>>8&0x3F); w&0xC0C0F0 == 0x8080E0 && hi >= 0x800>>6 {
						b1 := *(*uint16)(unsafe.Add(data, 2*(uint(index[hi])<<6|uint(w>>16&0x3F))))
						if b1 >= 0x100 && (stop == 0 || b1 != stop) {
							binary.BigEndian.PutUint32(unsafe.Slice((*byte)(unsafe.Add(dp, j)), 4), uint32(b0)<<16|uint32(b1))
							i, j = i+6, j+4
							continue
						}
					}
					// The ASCII bytes among the next five.
					n := bits.TrailingZeros64(w&0x8080808080|0x800000000000) >> 3
					binary.BigEndian.PutUint16(unsafe.Slice((*byte)(unsafe.Add(dp, j)), 2), b0)
					binary.LittleEndian.PutUint64(unsafe.Slice((*byte)(unsafe.Add(dp, j+2)), 8), w)
					i, j = i+3+n, j+2+n
					continue
				}
			}
		}
		// One code point.
		c0 := uint(*(*byte)(unsafe.Add(sp, i)))
		if c0 < 0x80 {
			if j >= len(dst) {
				break
			}
			*(*byte)(unsafe.Add(dp, j)) = byte(c0)
			i, j = i+1, j+1
			continue
		}
		if i+1 >= len(src) || j+1 >= len(dst) {
			break
		}
		c1 := uint(*(*byte)(unsafe.Add(sp, i+1)))
		var hi, lo uint // cp>>6, cp&63
		size := 2
		if c0 < 0xE0 {
			if c0 < 0xC2 || c1&0xC0 != 0x80 {
				break
			}
			hi, lo = c0&0x1F, c1&0x3F
		} else {
			if c0 >= 0xF0 || i+2 >= len(src) {
				break
			}
			c2 := uint(*(*byte)(unsafe.Add(sp, i+2)))
			hi, lo, size = (c0&0xF)<<6|c1&0x3F, c2&0x3F, 3
			if (c1<<8|c2)&0xC0C0 != 0x8080 || hi < 0x800>>6 {
				break // ill-formed, or an overlong form
			}
		}
		// A surrogate (0xED 0xA0 to 0xBF) has no bytes in the table.
		b := *(*uint16)(unsafe.Add(data, 2*(uint(index[hi&1023])<<6|lo)))
		if b == 0 || b == stop {
			break
		}
		if b >= 0x100 {
			*(*byte)(unsafe.Add(dp, j)), *(*byte)(unsafe.Add(dp, j+1)) = byte(b>>8), byte(b)
			i, j = i+size, j+2
		} else {
			*(*byte)(unsafe.Add(dp, j)) = byte(b)
			i, j = i+size, j+1
		}
	}
	return j, i
}

// tableRunUTF16 is tableRunUTF8 for UTF-16 input: it takes ASCII and the
// code units that are not surrogates.
func tableRunUTF16(t *tables.Trie, stop uint16, dst []byte, src []uint16) (j, i int) {
	index, data := &t.Index, unsafe.Pointer(unsafe.SliceData(t.Data))
	dp := unsafe.Pointer(unsafe.SliceData(dst))
	for i < len(src) {
		c := uint(src[i])
		if c < 0x80 {
			if i+8 <= len(src) && j+8 <= len(dst) {
				s, d := src[i:i+8:i+8], dst[j:j+8:j+8]
				if s[0]|s[1]|s[2]|s[3]|s[4]|s[5]|s[6]|s[7] < 0x80 {
					d[0], d[1], d[2], d[3] = byte(s[0]), byte(s[1]), byte(s[2]), byte(s[3])
					d[4], d[5], d[6], d[7] = byte(s[4]), byte(s[5]), byte(s[6]), byte(s[7])
					i, j = i+8, j+8
					continue
				}
			}
			if j >= len(dst) {
				break
			}
			*(*byte)(unsafe.Add(dp, j)) = byte(c)
			i, j = i+1, j+1
			continue
		}
		if c-0xD800 < 0x800 || j+1 >= len(dst) {
			break
		}
		b := *(*uint16)(unsafe.Add(data, 2*(uint(index[c>>6&1023])<<6|c&63)))
		if b == 0 || b == stop {
			break
		}
		n := 2
		if b < 0x100 {
			b, n = b<<8, 1
		}
		*(*byte)(unsafe.Add(dp, j)), *(*byte)(unsafe.Add(dp, j+1)) = byte(b>>8), byte(b)
		i, j = i+1, j+n
	}
	return j, i
}
