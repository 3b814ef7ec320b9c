package core

// x-user-defined ("x-user-defined decoder" and "x-user-defined encoder"):
// bytes 0x80 to 0xFF map to U+F780 to U+F7FF.

type xUserDefinedDecoder struct{}

func (d *xUserDefinedDecoder) reset()       {}
func (d *xUserDefinedDecoder) pending() int { return 0 }

func (d *xUserDefinedDecoder) decodeUTF16(dst []uint16, src []byte, last bool) (int, int, status) {
	return decodeXUserDefined(dst, src)
}

func (d *xUserDefinedDecoder) decodeUTF8(dst []byte, src []byte, last bool) (int, int, status) {
	return decodeXUserDefined(dst, src)
}

func decodeXUserDefined[T unit](dst []T, src []byte) (j, i int, st status) {
	for i < len(src) {
		if len(dst)-j < stepRoom[T]() {
			return j, i, full
		}
		b := src[i]
		if b < 0x80 {
			n := copyASCII(dst[j:], src[i:])
			i, j = i+n, j+n
			continue
		}
		j = putRune(dst, j, 0xF780+rune(b)-0x80)
		i++
	}
	return j, i, done
}

type xUserDefinedEncoder struct{ stateless }

func (xUserDefinedEncoder) encode(dst []byte, cp rune) (int, rune) {
	switch {
	case cp < 0x80:
		dst[0] = byte(cp)
		return 1, -1
	case cp >= 0xF780 && cp <= 0xF7FF:
		dst[0] = byte(cp - 0xF780 + 0x80)
		return 1, -1
	}
	return 0, cp
}
