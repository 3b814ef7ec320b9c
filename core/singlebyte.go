package core

import (
	"encoding/binary"

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
	for i < len(src) {
		if len(dst)-j < 4 {
			return j, i, full
		}
		// As many bytes as fit whatever their forms: three bytes each, and
		// the byte past the last form that its four-byte store writes.
		end := i + min(len(src)-i, (len(dst)-j-1)/3)
		run := 0 // ASCII bytes in a row
		for i < end {
			b := src[i]
			if b < 0x80 {
				dst[j] = b
				i, j = i+1, j+1
				if run++; run == 4 { // a run of ASCII: copy the rest of it at once
					n := copyASCII(dst[j:], src[i:end])
					i, j, run = i+n, j+n, 0
				}
				continue
			}
			run = 0
			// Store the form's four bytes and keep its length.
			v := forms[b]
			if v == 0 {
				return j, i + 1, errConsumed
			}
			le.PutUint32(dst[j:], v)
			i, j = i+1, j+int(v>>24&3)
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

// encodeRunUTF8 and encodeRunUTF16 are the encoder's run loop (see
// runEncoder).
func (e singleByteEncoder) encodeRunUTF8(dst, src []byte) (int, int) {
	return singleByteRun(e.index, dst, src)
}

func (e singleByteEncoder) encodeRunUTF16(dst []byte, src []uint16) (int, int) {
	return singleByteRun(e.index, dst, src)
}
