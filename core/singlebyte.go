package core

import "github.com/textcodec/textcodec/tables"

// The legacy single-byte encodings ("single-byte decoder", "single-byte
// encoder"), each over its own index single-byte (a tables.SingleByte).

// singleByteDecoder is the single-byte decoder; it has no state.
type singleByteDecoder struct{ index *tables.SingleByte }

func (d *singleByteDecoder) reset()       {}
func (d *singleByteDecoder) pending() int { return 0 }

func (d *singleByteDecoder) decodeUTF16(dst []uint16, src []byte, last bool) (int, int, status) {
	return decodeSingleByte(d.index, dst, src)
}

func (d *singleByteDecoder) decodeUTF8(dst []byte, src []byte, last bool) (int, int, status) {
	return decodeSingleByte(d.index, dst, src)
}

func decodeSingleByte[T unit](index *tables.SingleByte, dst []T, src []byte) (j, i int, st status) {
	for i < len(src) {
		if len(dst)-j < stepRoom[T]() {
			return j, i, full
		}
		b := src[i]
		if b < 0x80 {
			if i+8 <= len(src) && len(dst)-j >= 8 && asciiPrefix(src[i:i+8]) == 8 {
				n := copyASCII(dst[j:], src[i:]) // a run of ASCII
				i, j = i+n, j+n
				continue
			}
			dst[j] = T(b)
			i, j = i+1, j+1
			continue
		}
		i++
		cp := index.Decode[b-0x80]
		if cp == 0 {
			return j, i, errConsumed
		}
		if is16[T]() {
			dst[j] = T(cp)
			j++
		} else {
			j = put2or3(dst, j, cp)
		}
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
