package textcodec

import (
	"encoding/binary"
	"math/bits"
	"unsafe"
)

// The longest prefix of well-formed UTF-8, found a word at a time (long
// runs start with the vector code of utf8vector.go). The UTF-8 decoder
// copies such runs to UTF-8 output, the UTF-8 encoder takes them as its run
// loop, and Decoder.Bytes and Decoder.String check a whole UTF-8 input
// with it.

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
