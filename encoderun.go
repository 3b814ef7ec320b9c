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

const highBits = 0x8080808080808080

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

// singleByteRun is the run loop of the single-byte encoders: ASCII, and the
// code points sb has a byte for, in well-formed two- and three-byte UTF-8
// sequences or UTF-16 code units. Like tableRunUTF8, it uses unsafe
// pointers at checked offsets; sb.EncodePage's entries are all pages of
// sb.Encode, which package tables tests.
func singleByteRun[S unit](sb *tables.SingleByte, dst []byte, src []S) (j, i int) {
	pages, enc := &sb.EncodePage, unsafe.Pointer(unsafe.SliceData(sb.Encode))
	dp := unsafe.Pointer(unsafe.SliceData(dst))
	for i < len(src) {
		c0 := uint(src[i])
		if c0 < 0x80 {
			if i+8 <= len(src) && j+8 <= len(dst) {
				if !is16[S]() {
					// The ASCII bytes among the next eight: all eight
					// are stored, the ones after those taken are
					// written over next (or are past the output).
					w := binary.LittleEndian.Uint64(unsafe.Slice((*byte)(unsafe.Pointer(&src[i])), 8))
					n := 8
					if w&highBits != 0 {
						n = bits.TrailingZeros64(w&highBits) >> 3
					}
					binary.LittleEndian.PutUint64(unsafe.Slice((*byte)(unsafe.Add(dp, j)), 8), w)
					i, j = i+n, j+n
					continue
				} else if s := src[i : i+8 : i+8]; s[0]|s[1]|s[2]|s[3]|s[4]|s[5]|s[6]|s[7] < 0x80 {
					d := dst[j : j+8 : j+8]
					d[0], d[1], d[2], d[3] = byte(s[0]), byte(s[1]), byte(s[2]), byte(s[3])
					d[4], d[5], d[6], d[7] = byte(s[4]), byte(s[5]), byte(s[6]), byte(s[7])
					i, j = i+8, j+8
					continue
				}
			}
			if j >= len(dst) {
				break
			}
			*(*byte)(unsafe.Add(dp, j)) = byte(c0)
			i, j = i+1, j+1
			continue
		}
		if j >= len(dst) {
			break
		}
		cp, size := c0, 1
		if !is16[S]() {
			if i+1 >= len(src) {
				break
			}
			c1 := uint(src[i+1])
			if c0 < 0xE0 {
				if c0 < 0xC2 || c1&0xC0 != 0x80 {
					break
				}
				cp, size = (c0&0x1F)<<6|c1&0x3F, 2
			} else {
				if c0 >= 0xF0 || i+2 >= len(src) {
					break
				}
				c2 := uint(src[i+2])
				if (c1<<8|c2)&0xC0C0 != 0x8080 {
					break
				}
				cp, size = (c0&0xF)<<12|(c1&0x3F)<<6|c2&0x3F, 3
				if cp < 0x800 {
					break // an overlong form
				}
			}
		}
		// The table has no byte for a surrogate (or anything above
		// U+FFFF, which cp&0xFFFF would alias: stop at those first).
		if cp > 0xFFFF {
			break
		}
		b := *(*byte)(unsafe.Add(enc, uint(pages[cp>>8&0xFF])<<8|cp&0xFF))
		if b == 0 {
			break
		}
		*(*byte)(unsafe.Add(dp, j)) = b
		i, j = i+size, j+1
	}
	return j, i
}

// validUTF8Run returns the length of the longest prefix of s made of
// well-formed UTF-8 sequences: the UTF-8 encoder's run loop from UTF-8,
// which then copies that prefix as it is.
func validUTF8Run(s []byte) int {
	sp := unsafe.Pointer(unsafe.SliceData(s))
	i := vectorUTF8Prefix(s) // long runs: see utf8vector.go
	for i < len(s) {
		if i+8 <= len(s) {
			// The sequence at i, checked within eight bytes read at once.
			w := binary.LittleEndian.Uint64(unsafe.Slice((*byte)(unsafe.Add(sp, i)), 8))
			switch {
			case w&highBits == 0:
				// A run of ASCII: asciiPrefix reads 32 bytes at a time.
				i += 8 + asciiPrefix(s[i+8:])
				continue
			case w&0x80 == 0:
				i += bits.TrailingZeros64(w&highBits) >> 3 // the ASCII bytes
				continue
			case w&0xC0E0 == 0x80C0 && w&0x1E != 0: // not 0xC0 or 0xC1
				i += 2
				// Text of ASCII and two-byte sequences (Latin, Cyrillic,
				// Greek, ...) stays in this loop, eight bytes at a time
				// (seven when the last is a leading byte), with no branch
				// per sequence: see oneOrTwoByteWord.
				for i+8 <= len(s) {
					w := binary.LittleEndian.Uint64(unsafe.Slice((*byte)(unsafe.Add(sp, i)), 8))
					if w&highBits == 0 {
						i += 8 // predicted: the next load need not wait
						continue
					}
					n := oneOrTwoByteWord(w)
					if n == 0 {
						break
					}
					i += n
				}
				continue
			case w&0xC0C0F0 == 0x8080E0:
				if valid3(w) {
					i += 3
					// Most CJK text is runs of three-byte sequences:
					// take them two at a time.
					for i+8 <= len(s) {
						w := binary.LittleEndian.Uint64(unsafe.Slice((*byte)(unsafe.Add(sp, i)), 8))
						if w&0xC0C0F0C0C0F0 != 0x8080E08080E0 || !valid3(w) || !valid3(w>>24) {
							break
						}
						i += 6
					}
					continue
				}
			case w&0xC0C0C0F8 == 0x808080F0:
				if valid4(w) {
					i += 4
					// Text with supplementary characters (emoji) mixes
					// them with three-byte sequences (joiners, variation
					// selectors) and ASCII (spaces): this loop checks for
					// those first, in that order.
					for i+8 <= len(s) {
						w := binary.LittleEndian.Uint64(unsafe.Slice((*byte)(unsafe.Add(sp, i)), 8))
						switch {
						case w&0xC0C0C0F8C0C0C0F8 == 0x808080F0808080F0 && valid4(w) && valid4(w>>32):
							i += 8 // two of them
							continue
						case w&0xC0C0C0F8 == 0x808080F0 && valid4(w):
							i += 4
							continue
						case w&0x80 == 0:
							i += bits.TrailingZeros64(w&highBits|1<<63) >> 3
							continue
						case w&0xC0C0F0 == 0x8080E0 && valid3(w):
							i += 3
							continue
						}
						break
					}
					continue
				}
			}
			break
		}
		// The last seven bytes, one sequence at a time.
		c0 := uint(*(*byte)(unsafe.Add(sp, i)))
		if c0 < 0x80 {
			i++
			continue
		}
		if i+1 >= len(s) {
			break
		}
		c1 := uint(*(*byte)(unsafe.Add(sp, i+1)))
		if c0 < 0xE0 {
			if c0 < 0xC2 || c1&0xC0 != 0x80 {
				break
			}
			i += 2
			continue
		}
		if i+2 >= len(s) {
			break
		}
		c2 := uint(*(*byte)(unsafe.Add(sp, i+2)))
		if c0 < 0xF0 {
			hi := (c0&0xF)<<6 | c1&0x3F // cp>>6
			if (c1<<8|c2)&0xC0C0 != 0x8080 || hi < 0x800>>6 || hi-0xD800>>6 < 0x800>>6 {
				break // ill-formed, overlong, or a surrogate
			}
			i += 3
			continue
		}
		if i+3 >= len(s) {
			break
		}
		c3 := uint(*(*byte)(unsafe.Add(sp, i+3)))
		hi := (c0&0x7)<<12 | (c1&0x3F)<<6 | c2&0x3F // cp>>6
		if c0 > 0xF4 || (c1<<16|c2<<8|c3)&0xC0C0C0 != 0x808080 || hi-0x10000>>6 > 0x10FFFF>>6-0x10000>>6 {
			break // ill-formed, overlong, or above U+10FFFF
		}
		i += 4
	}
	return i
}

// hasZeroLane16 reports whether one of the four 16-bit lanes of x is 0; the
// lanes must be below 0x8000. (Here: whether a lead byte is 0xC0 or 0xC1,
// the lead bytes of overlong forms.)
func hasZeroLane16(x uint64) bool {
	const lanes = 0x0001000100010001
	return (x-lanes)&^x&(0x8000*lanes) != 0
}

// valid3 reports whether the three-byte sequence in the low bytes of w
// (lead byte E0 to EF, trail bytes 80 to BF) is neither an overlong form nor
// a surrogate: whether its lead and second byte, read as a big-endian
// number, are from E0A0 to EFBF but not from EDA0 to EDBF.
func valid3(w uint64) bool {
	v := bits.ReverseBytes16(uint16(w))
	return v-0xE0A0 <= 0xEFBF-0xE0A0 && v-0xEDA0 > 0xEDBF-0xEDA0
}

// valid4 reports whether the four-byte sequence in the low bytes of w (lead
// byte F0 to F7, trail bytes 80 to BF) is U+10000 to U+10FFFF: whether its
// lead and second byte, read as a big-endian number, are from F090 to F48F.
func valid4(w uint64) bool {
	return bits.ReverseBytes16(uint16(w))-0xF090 <= 0xF48F-0xF090
}

// utf8RunUTF16 is the UTF-8 encoder's run loop from UTF-16: it converts
// code units that are not surrogates, and surrogate pairs.
func utf8RunUTF16(dst []byte, src []uint16) (j, i int) {
	for i < len(src) {
		c := rune(src[i])
		if c < 0x80 {
			if j >= len(dst) {
				break
			}
			dst[j] = byte(c)
			i, j = i+1, j+1
			continue
		}
		if len(dst)-j < 4 {
			break
		}
		d := dst[j : j+4 : j+4]
		switch {
		case c < 0x800:
			d[0], d[1] = byte(0xC0|c>>6), byte(0x80|c&0x3F)
			i, j = i+1, j+2
		case uint32(c)-0xD800 >= 0x800:
			d[0], d[1], d[2] = byte(0xE0|c>>12), byte(0x80|c>>6&0x3F), byte(0x80|c&0x3F)
			i, j = i+1, j+3
		default:
			if c >= 0xDC00 || i+1 >= len(src) || uint32(src[i+1])-0xDC00 >= 0x400 {
				return j, i // a lone surrogate, or a pair cut by the end of src
			}
			c = 0x10000 + (c-0xD800)<<10 + rune(src[i+1]) - 0xDC00
			d[0], d[1], d[2], d[3] = byte(0xF0|c>>18), byte(0x80|c>>12&0x3F), byte(0x80|c>>6&0x3F), byte(0x80|c&0x3F)
			i, j = i+2, j+4
		}
	}
	return j, i
}

// iso2022JPEncodeRun is the ISO-2022-JP encoder's run loop in state. In the
// ASCII state it takes ASCII but U+000E, U+000F and U+001B (errors in that
// state), which the handler writes as they are; in the jis0208 state, the
// code points of index jis0208, which it writes as two bytes:
// tables.EUCJPEncode's entries with a lead byte of 0xA1 and up, minus 0x80
// each. It stops at anything that changes the state or is an error, and
// takes nothing in the Roman state.
func iso2022JPEncodeRun[S unit](state uint8, dst []byte, src []S) (j, i int) {
	switch state {
	case isoEncASCII:
		for i < len(src) && j < len(dst) {
			if !is16[S]() && i+8 <= len(src) && j+8 <= len(dst) {
				// Eight ASCII bytes, none of them below 0x20.
				w := binary.LittleEndian.Uint64(unsafe.Slice((*byte)(unsafe.Pointer(&src[i])), 8))
				if w&highBits == 0 && (w-0x2020202020202020)&highBits == 0 {
					binary.LittleEndian.PutUint64(dst[j:], w)
					i, j = i+8, j+8
					continue
				}
			}
			c := src[i]
			if c >= 0x80 || c == 0x0E || c == 0x0F || c == 0x1B {
				break
			}
			dst[j] = byte(c)
			i, j = i+1, j+1
		}
	case isoEncJIS0208:
		index, data := &tables.EUCJPEncode.Index, tables.EUCJPEncode.Data
		for i < len(src) && j+1 < len(dst) {
			if !is16[S]() {
				// Three-byte sequences, the common case, in a loop of
				// their own.
				n, m := jis0208RunUTF8(dst[j:], *(*[]byte)(unsafe.Pointer(&src)), i)
				i, j = m, j+n
				if i == len(src) || j+1 >= len(dst) {
					break
				}
			}
			c0 := uint(src[i])
			cp, size := c0, 1
			if !is16[S]() {
				if c0 < 0xC2 || c0 >= 0xF0 || i+1 >= len(src) {
					break
				}
				c1 := uint(src[i+1])
				if c0 < 0xE0 {
					if c1&0xC0 != 0x80 {
						break
					}
					cp, size = (c0&0x1F)<<6|c1&0x3F, 2
				} else {
					if i+2 >= len(src) {
						break
					}
					c2 := uint(src[i+2])
					cp, size = (c0&0xF)<<12|(c1&0x3F)<<6|c2&0x3F, 3
					if (c1<<8|c2)&0xC0C0 != 0x8080 || cp < 0x800 {
						break // ill-formed, or an overlong form
					}
				}
			}
			// ASCII, surrogates and code points above U+FFFF have no
			// entry of 0xA100 or more.
			if cp >= 0x10000 {
				break
			}
			b := data[uint(index[cp>>6])<<6|cp&63]
			if b < 0xA100 {
				break
			}
			b -= 0x8080
			dst[j], dst[j+1] = byte(b>>8), byte(b)
			i, j = i+size, j+2
		}
	}
	return j, i
}

// jis0208RunUTF8 is iso2022JPEncodeRun's loop in the jis0208 state for the
// three-byte UTF-8 sequences in src[i:], written as tableRunUTF8 is. It
// returns the bytes written and the index in src where it stopped.
func jis0208RunUTF8(dst, src []byte, i int) (j, _ int) {
	index, data := &tables.EUCJPEncode.Index, unsafe.Pointer(unsafe.SliceData(tables.EUCJPEncode.Data))
	sp, dp := unsafe.Pointer(unsafe.SliceData(src)), unsafe.Pointer(unsafe.SliceData(dst))
	for i+2 < len(src) && j+1 < len(dst) {
		c0 := uint(*(*byte)(unsafe.Add(sp, i)))
		c1, c2 := uint(*(*byte)(unsafe.Add(sp, i+1))), uint(*(*byte)(unsafe.Add(sp, i+2)))
		if c0>>4 != 0xE || (c1<<8|c2)&0xC0C0 != 0x8080 {
			break
		}
		hi := (c0&0xF)<<6 | c1&0x3F // cp>>6
		if hi < 0x800>>6 {
			break // an overlong form
		}
		b := *(*uint16)(unsafe.Add(data, 2*(uint(index[hi])<<6|c2&0x3F)))
		if b < 0xA100 {
			break // not in index jis0208, or a surrogate
		}
		b -= 0x8080
		*(*byte)(unsafe.Add(dp, j)), *(*byte)(unsafe.Add(dp, j+1)) = byte(b>>8), byte(b)
		i, j = i+3, j+2
	}
	return j, i
}

// wellFormedScalar reads the scalar value at the start of src, which is not
// empty, when it is a well-formed UTF-8 sequence or UTF-16 code unit or
// surrogate pair; it returns size 0 for anything else.
func wellFormedScalar[S unit](src []S) (rune, int) {
	c := rune(src[0])
	if is16[S]() {
		switch {
		case uint32(c)-0xD800 >= 0x800:
			return c, 1
		case c < 0xDC00 && len(src) > 1 && uint32(src[1])-0xDC00 < 0x400:
			return 0x10000 + (c-0xD800)<<10 + rune(src[1]) - 0xDC00, 2
		}
		return 0, 0
	}
	if c < 0x80 {
		return c, 1
	}
	n := 0
	switch {
	case c >= 0xC2 && c <= 0xDF:
		n, c = 2, c&0x1F
	case c >= 0xE0 && c <= 0xEF:
		n, c = 3, c&0xF
	case c >= 0xF0 && c <= 0xF4:
		n, c = 4, c&0x7
	default:
		return 0, 0
	}
	if len(src) < n {
		return 0, 0
	}
	for _, b := range src[1:n] {
		if b&0xC0 != 0x80 {
			return 0, 0
		}
		c = c<<6 | rune(b&0x3F)
	}
	// Overlong forms, surrogates and values above U+10FFFF.
	if n == 3 && (c < 0x800 || uint32(c)-0xD800 < 0x800) || n == 4 && (c < 0x10000 || c > 0x10FFFF) {
		return 0, 0
	}
	return c, n
}

// encodeRunUTF8 and encodeRunUTF16 are the x-user-defined encoder's run loop
// (see runEncoder): ASCII, and U+F780 to U+F7FF as 0x80 to 0xFF.
func (xUserDefinedEncoder) encodeRunUTF8(dst, src []byte) (int, int) {
	return xUserDefinedRun(dst, src)
}

func (xUserDefinedEncoder) encodeRunUTF16(dst []byte, src []uint16) (int, int) {
	return xUserDefinedRun(dst, src)
}

func xUserDefinedRun[S unit](dst []byte, src []S) (j, i int) {
	for i < len(src) && j < len(dst) {
		c := uint(src[i])
		if c < 0x80 {
			if !is16[S]() && i+8 <= len(src) && j+8 <= len(dst) {
				// The ASCII bytes among the next eight, as in
				// singleByteRun.
				w := binary.LittleEndian.Uint64(unsafe.Slice((*byte)(unsafe.Pointer(&src[i])), 8))
				n := 8
				if w&highBits != 0 {
					n = bits.TrailingZeros64(w&highBits) >> 3
				}
				binary.LittleEndian.PutUint64(dst[j:j+8], w)
				i, j = i+n, j+n
				continue
			}
			dst[j] = byte(c)
			i, j = i+1, j+1
			continue
		}
		size := 1
		if !is16[S]() {
			// U+F780 to U+F7FF are 0xEF 0x9E 0x80 to 0xEF 0x9F 0xBF.
			if c != 0xEF || i+2 >= len(src) || src[i+1]&^1 != 0x9E || src[i+2]&0xC0 != 0x80 {
				break
			}
			c, size = 0xF000|uint(src[i+1]&0x3F)<<6|uint(src[i+2]&0x3F), 3
		}
		if c-0xF780 > 0xF7FF-0xF780 {
			break
		}
		dst[j] = byte(c - 0xF780 + 0x80)
		i, j = i+size, j+1
	}
	return j, i
}

// oneOrTwoByteWord returns how many of the eight bytes of w (little-endian:
// the first byte lowest), read at the start of a sequence, are ASCII bytes
// and well-formed two-byte sequences: 8, or 7 when the last byte is a
// leading byte; 0 when w holds anything else (a longer sequence, or a byte
// that is ill-formed here), which the caller then checks its own way.
func oneOrTwoByteWord(w uint64) int {
	const ones7 = 0x7E7E7E7E7E7E7E7E
	high := w & highBits
	bit6 := w << 1 & highBits // bit 6 of each byte, moved to bit 7
	lead := high & bit6       // 0b11xxxxxx
	cont := high &^ bit6      // 0b10xxxxxx
	// Each continuation byte follows a leading byte, and each leading
	// byte but the last is followed by one; no leading byte has bit 5
	// (0xE0 and above), nor bits 4 to 1 all zero (0xC0, 0xC1).
	if cont != lead<<8 || w<<2&lead != 0 || lead&^(w&0x1E1E1E1E1E1E1E1E+ones7) != 0 {
		return 0
	}
	return 8 - int(lead>>63)
}
