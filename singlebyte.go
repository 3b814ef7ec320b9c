package textcodec

import (
	"encoding/binary"
	"math/bits"
	"unsafe"

	"github.com/textcodec/textcodec/internal/tables"
)

// The legacy single-byte encodings ("single-byte decoder", "single-byte
// encoder"), each over its own index single-byte (a tables.SingleByte).

// singleByteDecoder is the single-byte decoder; it has no state.
type singleByteDecoder struct{ index *tables.SingleByte }

func (d *singleByteDecoder) reset()       {}
func (d *singleByteDecoder) pending() int { return 0 }

func (d *singleByteDecoder) decodeUTF16(dst []uint16, src []byte, last bool) (j, i int, st status) {
	units := &d.index.DecodeUTF16
	for i < len(src) {
		if n := decodeUnitBlocks(units, dst[j:], src[i:]); n > 0 {
			i, j = i+n, j+n
			continue
		}
		// One byte: the end of src or of dst, or a block with a byte
		// without a code point (or just before it).
		if j == len(dst) {
			return j, i, full
		}
		cp := units[src[i]]
		if cp == tables.NoUnit {
			return j, i + 1, errConsumed
		}
		dst[j] = cp
		i, j = i+1, j+1
	}
	return j, i, done
}

// decodeUnitBlocks decodes src to dst through units (a
// tables.SingleByte.DecodeUTF16) in blocks of eight bytes, as long as both
// have eight left, and returns how many bytes (and units) it did. An ASCII
// block is widened as a word; any other is looked up byte by byte with no
// branch per byte, its units gathered into two words, which also show at
// once whether a byte has no code point (a NoUnit lane): decodeUnitBlocks
// stops before such a block.
func decodeUnitBlocks(units *[256]uint16, dst []uint16, src []byte) int {
	n := 0
	for n+8 <= len(src) && n+8 <= len(dst) {
		s := (*[8]byte)(src[n : n+8])
		w := binary.LittleEndian.Uint64(s[:])
		var lo, hi uint64
		if w&highBits == 0 {
			lo, hi = spread4(w&0xFFFFFFFF), spread4(w>>32)
		} else {
			lo = uint64(units[s[0]]) | uint64(units[s[1]])<<16 | uint64(units[s[2]])<<32 | uint64(units[s[3]])<<48
			hi = uint64(units[s[4]]) | uint64(units[s[5]])<<16 | uint64(units[s[6]])<<32 | uint64(units[s[7]])<<48
			if hasNoUnit(lo) || hasNoUnit(hi) {
				break
			}
		}
		o := dst[n : n+8 : n+8]
		o[0], o[1], o[2], o[3] = uint16(lo), uint16(lo>>16), uint16(lo>>32), uint16(lo>>48)
		o[4], o[5], o[6], o[7] = uint16(hi), uint16(hi>>16), uint16(hi>>32), uint16(hi>>48)
		n += 8
	}
	return n
}

// hasNoUnit reports whether one of the four 16-bit lanes of w is
// tables.NoUnit (all ones): whether ^w has a zero lane.
func hasNoUnit(w uint64) bool {
	const ones, highs = 0x0001000100010001, 0x8000800080008000
	w = ^w
	return (w-ones)&^w&highs != 0
}

func (d *singleByteDecoder) decodeUTF8(dst []byte, src []byte, last bool) (j, i int, st status) {
	forms := &d.index.DecodeUTF8
	le := binary.LittleEndian
	// Blocks of eight bytes while there is room for their longest forms: an
	// ASCII block is copied whole; any other is decoded without a branch per
	// byte (each byte's form is stored as four bytes and the output advances
	// by its length), unless a byte in it has no form.
	for i+8 <= len(src) && len(dst)-j >= 32 {
		s := (*[8]byte)(src[i : i+8])
		w := le.Uint64(s[:])
		high := w & 0x8080808080808080
		if high == 0 {
			le.PutUint64(dst[j:], w)
			i, j = i+8, j+8
			continue
		}
		if high&(high-1) == 0 {
			// One byte outside ASCII (much of Latin-script text): the
			// ASCII bytes around it are stored eight at a time, the
			// later stores overwriting what the earlier wrote past their
			// part.
			o := dst[j : j+32 : j+32]
			p := bits.TrailingZeros64(high) >> 3
			f := forms[s[p]]
			if f == tables.NoForm {
				break // the loop below finds it
			}
			le.PutUint64(o, w)
			le.PutUint32(o[p:], f)
			k := p + int(f>>30) // where byte p+1 goes
			le.PutUint64(o[k&31:], w>>(8*p)>>8)
			i, j = i+8, j+k+7-p
			continue
		}
		// Each byte's form is stored as four bytes as it is read, and the
		// output advances by its length, with no branch per byte; a byte
		// without a form (length 0) shows in the OR of the forms, and
		// sends the block to the loop below.
		o := unsafe.Pointer(&dst[j]) // len(dst)-j >= 32: room for eight forms
		f := forms[s[0]]
		acc, k := f, putForm(o, 0, f)
		f = forms[s[1]]
		acc, k = acc|f, putForm(o, k, f)
		f = forms[s[2]]
		acc, k = acc|f, putForm(o, k, f)
		f = forms[s[3]]
		acc, k = acc|f, putForm(o, k, f)
		f = forms[s[4]]
		acc, k = acc|f, putForm(o, k, f)
		f = forms[s[5]]
		acc, k = acc|f, putForm(o, k, f)
		f = forms[s[6]]
		acc, k = acc|f, putForm(o, k, f)
		f = forms[s[7]]
		acc, k = acc|f, putForm(o, k, f)
		if acc&tables.NoForm != 0 {
			break
		}
		i, j = i+8, j+int(k)
	}
	// One byte at a time: the end of src, a byte without a form, or a
	// nearly full dst.
	for ; i < len(src); i++ {
		if len(dst)-j < 4 {
			return j, i, full
		}
		v := forms[src[i]]
		if v == tables.NoForm {
			return j, i + 1, errConsumed
		}
		le.PutUint32(dst[j:], v)
		j += int(v >> 30)
	}
	return j, i, done
}

// singleByteEncoder is the single-byte encoder.
type singleByteEncoder struct {
	stateless
	index *tables.SingleByte
}

func (e singleByteEncoder) encode(dst []byte, cp rune) (int, rune) {
	if cp < 0x80 {
		dst[0] = byte(cp)
		return 1, -1
	}
	if cp < 0x10000 {
		if b := e.index.Encode[e.index.EncodePage[cp>>8]][cp&0xFF]; b != 0 {
			dst[0] = b
			return 1, -1
		}
	}
	return 0, cp
}

// encodeRunUTF8 and encodeRunUTF16 are the encoder's run loop (see
// runEncoder).
func (e singleByteEncoder) encodeRunUTF8(dst, src []byte) (int, int) {
	return singleByteRun(e.index, dst, src)
}

func (e singleByteEncoder) encodeRunUTF16(dst []byte, src []uint16) (int, int) {
	return singleByteRun(e.index, dst, src)
}

// putWord stores w at o+k, little-endian. The caller guarantees the room.
func putWord(o unsafe.Pointer, k uintptr, w uint64) {
	binary.LittleEndian.PutUint64((*[8]byte)(unsafe.Add(o, k))[:], w)
}

// putForm stores the UTF-8 form f (see tables.SingleByte.DecodeUTF8) as four
// bytes at o+k and returns the offset past its length. The caller guarantees
// the room.
func putForm(o unsafe.Pointer, k uintptr, f uint32) uintptr {
	*(*[4]byte)(unsafe.Add(o, k)) = [4]byte{byte(f), byte(f >> 8), byte(f >> 16), byte(f >> 24)}
	return k + uintptr(f>>30)
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
