package core

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
	index := &d.index.Decode
	for ; i < len(src); i++ {
		if j == len(dst) {
			return j, i, full
		}
		b := src[i]
		// A select rather than a branch: ASCII and non-ASCII bytes alternate
		// unpredictably in most scripts.
		cp, mapped := uint16(b), index[b&0x7F]
		if b >= 0x80 {
			cp = mapped
		}
		if cp == 0 && b != 0 {
			return j, i + 1, errConsumed
		}
		dst[j] = cp
		j++
	}
	return j, i, done
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
