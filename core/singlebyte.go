package core

import (
	"encoding/binary"
	"math/bits"

	"github.com/textcodec/textcodec/tables"
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
		s := src[i : i+8 : i+8]
		w := le.Uint64(s)
		high := w & 0x8080808080808080
		if high == 0 {
			le.PutUint64(dst[j:], w)
			i, j = i+8, j+8
			continue
		}
		if rest := high & (high - 1); rest&(rest-1) == 0 {
			// One or two bytes outside ASCII (most of Latin-script
			// text): the ASCII bytes around them are stored eight at a
			// time, each overwriting what the one before wrote past
			// its part.
			o := dst[j : j+32 : j+32]
			p := bits.TrailingZeros64(high) >> 3
			f := forms[s[p]]
			q := 7 // the second one, if rest has its bit
			if rest != 0 {
				q = bits.TrailingZeros64(rest) >> 3
			}
			g := forms[s[q]] // s[7] when there is no second one
			if f < 0x80000000 || rest != 0 && g < 0x80000000 {
				break // a byte without a form: the loop below finds it
			}
			le.PutUint64(o, w)
			le.PutUint32(o[p:], f)
			k := p + int(f>>24&3) // where byte p+1 goes
			le.PutUint64(o[k&31:], w>>(8*p)>>8)
			if rest == 0 {
				i, j = i+8, j+k+7-p
				continue
			}
			k += q - p - 1 // where byte q goes
			le.PutUint32(o[k&31:], g)
			k += int(g >> 24 & 3)
			le.PutUint64(o[k&31:], w>>(8*q)>>8)
			i, j = i+8, j+k+7-q
			continue
		}
		f := [8]uint32{forms[s[0]], forms[s[1]], forms[s[2]], forms[s[3]], forms[s[4]], forms[s[5]], forms[s[6]], forms[s[7]]}
		if f[0]&f[1]&f[2]&f[3]&f[4]&f[5]&f[6]&f[7] < 0x80000000 {
			break // a byte without a form: the loop below finds it
		}
		// The fixed lengths let the compiler drop the bounds checks.
		o := dst[j : j+32 : j+32]
		k := 0
		le.PutUint32(o[k:], f[0])
		k += int(f[0] >> 24 & 3)
		le.PutUint32(o[k:], f[1])
		k += int(f[1] >> 24 & 3)
		le.PutUint32(o[k:], f[2])
		k += int(f[2] >> 24 & 3)
		le.PutUint32(o[k:], f[3])
		k += int(f[3] >> 24 & 3)
		le.PutUint32(o[k:], f[4])
		k += int(f[4] >> 24 & 3)
		le.PutUint32(o[k:], f[5])
		k += int(f[5] >> 24 & 3)
		le.PutUint32(o[k:], f[6])
		k += int(f[6] >> 24 & 3)
		le.PutUint32(o[k&31:], f[7])
		k += int(f[7] >> 24 & 3)
		i, j = i+8, j+k
	}
	// One byte at a time: the end of src, a byte without a form, or a
	// nearly full dst.
	for ; i < len(src); i++ {
		if len(dst)-j < 4 {
			return j, i, full
		}
		v := forms[src[i]]
		if v == 0 {
			return j, i + 1, errConsumed
		}
		le.PutUint32(dst[j:], v)
		j += int(v >> 24 & 3)
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
