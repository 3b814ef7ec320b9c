package textcodec

import (
	"encoding/binary"
	"unsafe"

	"github.com/textcodec/textcodec/internal/tables"
)

// EUC-KR, as the standard's "EUC-KR decoder" and "EUC-KR encoder" define it,
// over index EUC-KR (tables.EUCKRDecode, tables.EUCKREncode).

// eucKRDecoder is the EUC-KR decoder; its state is EUC-KR leading.
type eucKRDecoder struct{ leading byte }

func (d *eucKRDecoder) reset() { d.leading = 0 }

func (d *eucKRDecoder) pending() int {
	if d.leading != 0 {
		return 1
	}
	return 0
}

func (d *eucKRDecoder) decodeUTF16(dst []uint16, src []byte, last bool) (int, int, status) {
	return decodeEUCKR(d, dst, src, last)
}

func (d *eucKRDecoder) decodeUTF8(dst []byte, src []byte, last bool) (int, int, status) {
	return decodeEUCKR(d, dst, src, last)
}

// decodeEUCKR runs the EUC-KR decoder's handler over src (see decoderKernel).
func decodeEUCKR[T unit](d *eucKRDecoder, dst []T, src []byte, last bool) (j, i int, st status) {
	for i < len(src) {
		if len(dst)-j < stepRoom[T]() {
			return j, i, full
		}
		b := src[i]
		if d.leading == 0 {
			if n, m := eucKRRun(dst[j:], src[i:]); m > 0 {
				i, j = i+m, j+n
				continue
			}
			if b < 0x80 {
				dst[j] = T(b)
				i, j = i+1, j+1
				continue
			}
			if b < 0x81 || b == 0xFF {
				return j, i + 1, errConsumed
			}
			if i+1 == len(src) {
				d.leading = b // the trail byte comes in the next chunk
				i++
				continue
			}
			// Fast path: leading and trail byte are both here.
			i++
		} else {
			b = d.leading
			d.leading = 0
		}
		trail := src[i]
		if trail >= 0x41 && trail != 0xFF {
			pointer := (int(b)-0x81)*190 + int(trail) - 0x41
			if pointer < len(tables.EUCKRDecode) {
				if cp := tables.EUCKRDecode[pointer]; cp != 0 {
					if is16[T]() {
						dst[j] = T(cp)
						j++
					} else {
						j = put2or3(dst, j, cp)
					}
					i++
					continue
				}
			}
		}
		if trail < 0x80 {
			return j, i, errRestored // the ASCII byte is read again
		}
		return j, i + 1, errConsumed
	}
	if last && d.leading != 0 { // end-of-queue with a pending leading byte
		d.leading = 0
		return j, i, errRestored
	}
	return j, i, done
}

// eucKRRun decodes the start of src while it is ASCII or pairs of bytes
// with an index entry and dst has room, and returns how much it wrote and
// read; it leaves everything else (errors, a leading byte at the end of src)
// to the handler.
func eucKRRun[T unit](dst []T, src []byte) (j, i int) {
	for i < len(src) && len(dst)-j >= stepRoom[T]() {
		b := src[i]
		if b < 0x80 {
			if asciiWord(src, i) && len(dst)-j >= 8 {
				n := copyASCII(dst[j:], src[i:])
				i, j = i+n, j+n
				continue
			}
			dst[j] = T(b)
			i, j = i+1, j+1
			continue
		}
		if i+1 == len(src) {
			break
		}
		trail := src[i+1]
		pointer := int(b)*190 + int(trail) - (0x81*190 + 0x41)
		if trail < 0x41 || trail == 0xFF || uint(pointer) >= uint(len(tables.EUCKRDecode)) {
			break // not a pair with an entry: the handler decides
		}
		if is16[T]() {
			cp := tables.EUCKRDecode[pointer]
			if cp == 0 {
				break
			}
			dst[j] = T(cp)
			j++
		} else {
			// The UTF-8 form, stored as four bytes (stepRoom leaves
			// them) of which the output keeps its length.
			f := tables.EUCKRDecodeUTF8[pointer]
			if f == 0 {
				break
			}
			binary.LittleEndian.PutUint32(unsafe.Slice((*byte)(unsafe.Pointer(&dst[j])), 4), f)
			j += int(f >> 30)
		}
		i += 2
	}
	return j, i
}

// eucKREncoder is the EUC-KR encoder.
type eucKREncoder struct{ stateless }

func (eucKREncoder) encode(dst []byte, cp rune) (int, rune) {
	if cp < 0x80 {
		dst[0] = byte(cp)
		return 1, -1
	}
	if cp < 0x10000 {
		// The index pointer's two bytes, pointer / 190 + 0x81 and
		// pointer % 190 + 0x41, as the table holds them.
		if b := tables.EUCKREncode.Bytes(cp); b != 0 {
			dst[0], dst[1] = byte(b>>8), byte(b)
			return 2, -1
		}
	}
	return 0, cp
}

// encodeRunUTF8 and encodeRunUTF16 are the encoder's run loop (see
// runEncoder): ASCII and the code points index EUC-KR has a pointer for.
func (eucKREncoder) encodeRunUTF8(dst, src []byte) (int, int) {
	return tableRunUTF8(&tables.EUCKREncode, 0, dst, src)
}

func (eucKREncoder) encodeRunUTF16(dst []byte, src []uint16) (int, int) {
	return tableRunUTF16(&tables.EUCKREncode, 0, dst, src)
}
