package textcodec

import (
	"encoding/binary"
	"unsafe"

	"github.com/textcodec/textcodec/internal/tables"
)

// ISO-2022-JP, as the standard's "ISO-2022-JP decoder" and "ISO-2022-JP
// encoder" define it, over index jis0208 (tables.JIS0208Decode,
// tables.EUCJPEncode) and index ISO-2022-JP katakana
// (tables.ISO2022JPKatakana).

// iso2022JPState is an ISO-2022-JP decoder state.
type iso2022JPState uint8

const (
	isoASCII iso2022JPState = iota
	isoRoman
	isoKatakana
	isoLeadingByte
	isoTrailingByte
	isoEscapeStart
	isoEscape
)

// iso2022JPDecoder is the ISO-2022-JP decoder with its state, output state,
// ISO-2022-JP leading and ISO-2022-JP output flag.
type iso2022JPDecoder struct {
	state    iso2022JPState
	outState iso2022JPState // the state that a failed escape sequence falls back to
	leading  byte
	output   bool // an escape sequence was the last thing read
	// replay is ISO-2022-JP leading (0x24 or 0x28) after the escape state
	// restored it to the queue, or 0. It is read before the rest of the
	// input: before the byte restored with it, which is still in src.
	replay byte
}

func (d *iso2022JPDecoder) reset() { *d = iso2022JPDecoder{} }

func (d *iso2022JPDecoder) pending() int {
	n := 0
	switch d.state {
	case isoTrailingByte, isoEscapeStart:
		n = 1 // the leading byte or ESC
	case isoEscape:
		n = 2 // ESC and ISO-2022-JP leading
	}
	if d.replay != 0 {
		n++
	}
	return n
}

func (d *iso2022JPDecoder) decodeUTF16(dst []uint16, src []byte, last bool) (int, int, status) {
	return decodeISO2022JP(d, dst, src, last)
}

func (d *iso2022JPDecoder) decodeUTF8(dst []byte, src []byte, last bool) (int, int, status) {
	return decodeISO2022JP(d, dst, src, last)
}

// iso2022JPResult is what the handler did with a byte.
type iso2022JPResult uint8

const (
	isoEmit        iso2022JPResult = iota // returned a code point
	isoContinue                           // returned continue
	isoError                              // returned error; the byte is consumed
	isoErrRestored                        // returned error and restored the byte
)

// handle runs the ISO-2022-JP decoder's handler for byte b, one of the cases
// switched on the decoder state. When the escape state restores
// « leading, byte », it keeps leading in d.replay and reports isoErrRestored
// for byte.
func (d *iso2022JPDecoder) handle(b byte) (rune, iso2022JPResult) {
	switch d.state {
	case isoASCII, isoRoman, isoKatakana, isoLeadingByte:
		if b == 0x1B {
			d.state = isoEscapeStart
			return 0, isoContinue
		}
		d.output = false
		switch d.state {
		case isoASCII:
			if b < 0x80 && b != 0x0E && b != 0x0F {
				return rune(b), isoEmit
			}
		case isoRoman:
			switch {
			case b == 0x5C:
				return 0xA5, isoEmit
			case b == 0x7E:
				return 0x203E, isoEmit
			case b < 0x80 && b != 0x0E && b != 0x0F:
				return rune(b), isoEmit
			}
		case isoKatakana:
			if b >= 0x21 && b <= 0x5F {
				return rune(0xFF61 - 0x21 + int(b)), isoEmit
			}
		case isoLeadingByte:
			if b >= 0x21 && b <= 0x7E {
				d.leading = b
				d.state = isoTrailingByte
				return 0, isoContinue
			}
		}
		return 0, isoError
	case isoTrailingByte:
		if b == 0x1B {
			d.state = isoEscapeStart
			return 0, isoError
		}
		d.state = isoLeadingByte
		if b >= 0x21 && b <= 0x7E {
			pointer := (int(d.leading)-0x21)*94 + int(b) - 0x21
			if cp := tables.JIS0208Decode[pointer]; cp != 0 {
				return rune(cp), isoEmit
			}
		}
		return 0, isoError
	case isoEscapeStart:
		if b == 0x24 || b == 0x28 {
			d.leading = b
			d.state = isoEscape
			return 0, isoContinue
		}
		d.output = false
		d.state = d.outState
		return 0, isoErrRestored
	}
	// isoEscape
	leading := d.leading
	d.leading = 0
	if state, ok := iso2022JPEscape(leading, b); ok {
		d.state, d.outState = state, state
		output := d.output
		d.output = true
		if output {
			return 0, isoError // two escape sequences in a row
		}
		return 0, isoContinue
	}
	d.replay = leading // restore « leading, byte »; byte is restored by the caller
	d.output = false
	d.state = d.outState
	return 0, isoErrRestored
}

// iso2022JPEscape returns the state that the escape sequence ESC leading b
// selects, and false when it is not one.
func iso2022JPEscape(leading, b byte) (iso2022JPState, bool) {
	switch {
	case leading == 0x28 && b == 0x42:
		return isoASCII, true
	case leading == 0x28 && b == 0x4A:
		return isoRoman, true
	case leading == 0x28 && b == 0x49:
		return isoKatakana, true
	case leading == 0x24 && (b == 0x40 || b == 0x42):
		return isoLeadingByte, true
	}
	return 0, false
}

// handleEnd runs the handler for end-of-queue in the trailing byte, escape
// start and escape states, where it returns error; in the other states it
// returns finished and changes nothing.
func (d *iso2022JPDecoder) handleEnd() {
	switch d.state {
	case isoTrailingByte:
		d.state = isoLeadingByte
	case isoEscapeStart:
		d.output = false
		d.state = d.outState
	case isoEscape:
		d.replay = d.leading // restore leading
		d.leading = 0
		d.output = false
		d.state = d.outState
	}
}

// decodeISO2022JP runs the ISO-2022-JP decoder's handler over src (see
// decoderKernel).
func decodeISO2022JP[T unit](d *iso2022JPDecoder, dst []T, src []byte, last bool) (j, i int, st status) {
	if d.replay != 0 { // a byte restored by an earlier call comes first
		if len(dst) < stepRoom[T]() {
			return 0, 0, full
		}
		b := d.replay
		d.replay = 0
		switch cp, r := d.handle(b); r {
		case isoEmit:
			j = putRune(dst, j, cp)
		case isoError:
			return j, 0, errConsumed
		case isoErrRestored: // not reached: 0x24 and 0x28 are read in an output state
			d.replay = b
			return j, 0, errRestored
		}
	}
	for i < len(src) {
		if len(dst)-j < stepRoom[T]() {
			return j, i, full
		}
		// Fast paths: a run of ASCII in the ASCII state, and a run of
		// two-byte pairs that decode to code points in the leading byte state.
		switch d.state {
		case isoASCII:
			if n := iso2022JPASCII(dst[j:], src[i:]); n > 0 {
				d.output = false
				i, j = i+n, j+n
				continue
			}
		case isoLeadingByte:
			if n, m := iso2022JPRun(dst[j:], src[i:]); m > 0 {
				d.output = false
				i, j = i+m, j+n
				continue
			}
		}
		// A whole escape sequence that changes the state, in src, is
		// read in one step: the escape start and escape states' work.
		if src[i] == 0x1B && d.state <= isoLeadingByte && i+2 < len(src) {
			if state, ok := iso2022JPEscape(src[i+1], src[i+2]); ok {
				d.state, d.outState = state, state
				output := d.output
				d.output = true
				i += 3
				if output {
					return j, i, errConsumed // two escape sequences in a row
				}
				continue
			}
		}
		cp, r := d.handle(src[i])
		switch r {
		case isoEmit:
			j = putRune(dst, j, cp)
		case isoError:
			return j, i + 1, errConsumed
		case isoErrRestored:
			return j, i, errRestored
		}
		i++
	}
	if last && d.state >= isoTrailingByte { // end-of-queue returns error
		// An error may directly follow another here (ESC in the trailing
		// byte state, then end-of-queue), so check for room again.
		if len(dst)-j < stepRoom[T]() {
			return j, i, full
		}
		d.handleEnd()
		return j, i, errRestored
	}
	return j, i, done
}

// iso2022JPRun decodes, in the leading byte state, the leading run of src
// made of byte pairs that decode to a code point of index jis0208, while dst
// has room. It returns the units written and the bytes read.
func iso2022JPRun[T unit](dst []T, src []byte) (j, i int) {
	if !is16[T]() {
		return iso2022JPRunUTF8(*(*[]byte)(unsafe.Pointer(&dst)), src)
	}
	for i+1 < len(src) && j < len(dst) {
		cp := iso2022JPPair(src[i], src[i+1])
		if cp == 0 {
			break
		}
		dst[j] = T(cp)
		i, j = i+2, j+1
	}
	return j, i
}

// iso2022JPRunUTF8 is iso2022JPRun for UTF-8 output.
// The UTF-8 form of a pair comes from tables.JIS0208DecodeUTF8, stored as
// four bytes of which the output keeps its length.
func iso2022JPRunUTF8(dst []byte, src []byte) (j, i int) {
	forms := &tables.JIS0208DecodeUTF8
	for i+1 < len(src) && j+4 <= len(dst) {
		l, t := uint(src[i]-0x21), uint(src[i+1]-0x21)
		if l >= 94 || t >= 94 {
			break
		}
		f := forms[l*94+t]
		if f == 0 {
			break
		}
		binary.LittleEndian.PutUint32(dst[j:j+4:j+4], f)
		i, j = i+2, j+int(f>>30)
	}
	return j, i
}

// iso2022JPPair is the index code point in index jis0208 for the leading
// byte leading and trailing byte b, or 0 when either is outside 0x21..0x7E
// or the index has no code point for them.
func iso2022JPPair(leading, b byte) uint16 {
	l, t := leading-0x21, b-0x21
	if l > 0x7E-0x21 || t > 0x7E-0x21 {
		return 0
	}
	return tables.JIS0208Decode[int(l)*94+int(t)] // at most pointer 8835
}

const (
	isoLo8 = 0x0101010101010101
	isoHi8 = 0x8080808080808080
)

// iso2022JPHasZero reports whether one of the eight bytes of w, all below 0x80,
// is zero.
func iso2022JPHasZero(w uint64) bool { return (w-isoLo8)&^w&isoHi8 != 0 }

// iso2022JPASCII copies to dst the leading run of src that the ASCII state
// outputs as is: bytes below 0x80 other than 0x0E, 0x0F and 0x1B (ESC). It
// returns the run's length.
func iso2022JPASCII[T unit](dst []T, src []byte) int {
	if len(src) > len(dst) {
		src = src[:len(dst)]
	}
	n := 0
	for n+8 <= len(src) {
		w := binary.LittleEndian.Uint64(src[n:])
		if w&isoHi8 != 0 || iso2022JPHasZero(w^(0x1B*isoLo8)) || iso2022JPHasZero(w&^isoLo8^(0x0E*isoLo8)) {
			break
		}
		n += 8
	}
	for n < len(src) {
		if b := src[n]; b >= 0x80 || b == 0x1B || b == 0x0E || b == 0x0F {
			break
		}
		n++
	}
	d := dst[:n:n]
	for k, b := range src[:n] {
		d[k] = T(b)
	}
	return n
}

// iso2022JPEncoder states.
const (
	isoEncASCII = iota
	isoEncRoman
	isoEncJIS0208
)

// iso2022JPEncoder is the ISO-2022-JP encoder; its state is ISO-2022-JP
// encoder state.
type iso2022JPEncoder struct{ state uint8 }

func (e *iso2022JPEncoder) reset() { e.state = isoEncASCII }

// encodeRunUTF8 and encodeRunUTF16 are the encoder's run loop (see
// runEncoder): what the handler writes without a change of state.
func (e *iso2022JPEncoder) encodeRunUTF8(dst, src []byte) (int, int) {
	return iso2022JPEncodeRun(e.state, dst, src)
}

func (e *iso2022JPEncoder) encodeRunUTF16(dst []byte, src []uint16) (int, int) {
	return iso2022JPEncodeRun(e.state, dst, src)
}

func (e *iso2022JPEncoder) finish(dst []byte) int {
	if e.state == isoEncASCII {
		return 0
	}
	e.state = isoEncASCII
	dst[0], dst[1], dst[2] = 0x1B, 0x28, 0x42
	return 3
}

// encode runs the handler for cp. Where the standard restores cp to the
// queue after returning an escape sequence, encode writes the escape and
// runs the handler for cp again in the new state.
func (e *iso2022JPEncoder) encode(dst []byte, cp rune) (int, rune) {
	n := 0
	for {
		if e.state != isoEncJIS0208 && (cp == 0x0E || cp == 0x0F || cp == 0x1B) {
			return n, 0xFFFD
		}
		if e.state == isoEncASCII && cp < 0x80 {
			dst[n] = byte(cp)
			return n + 1, -1
		}
		if e.state == isoEncRoman {
			switch {
			case cp < 0x80 && cp != 0x5C && cp != 0x7E:
				dst[n] = byte(cp)
				return n + 1, -1
			case cp == 0xA5:
				dst[n] = 0x5C
				return n + 1, -1
			case cp == 0x203E:
				dst[n] = 0x7E
				return n + 1, -1
			}
		}
		if cp < 0x80 { // and the state is not ASCII
			e.state = isoEncASCII
			n += putISO2022JPEscape(dst[n:], 0x28, 0x42)
			continue
		}
		if (cp == 0xA5 || cp == 0x203E) && e.state != isoEncRoman {
			e.state = isoEncRoman
			n += putISO2022JPEscape(dst[n:], 0x28, 0x4A)
			continue
		}
		if cp == 0x2212 {
			cp = 0xFF0D
		}
		if cp >= 0xFF61 && cp <= 0xFF9F {
			cp = rune(tables.ISO2022JPKatakana[cp-0xFF61])
		}
		// The index jis0208 pointer's bytes, pointer / 94 + 0x21 and
		// pointer % 94 + 0x21: the EUC-JP encoder's minus 0x80 each (entries
		// with a lead byte below 0xA1 are the EUC-JP encoder's own steps,
		// not index jis0208; this code never looks them up).
		var b uint16
		if cp < 0x10000 {
			b = tables.EUCJPEncode.Bytes(cp)
		}
		if b < 0xA100 {
			if e.state == isoEncJIS0208 {
				e.state = isoEncASCII
				n += putISO2022JPEscape(dst[n:], 0x28, 0x42)
				continue
			}
			return n, cp
		}
		if e.state != isoEncJIS0208 {
			e.state = isoEncJIS0208
			n += putISO2022JPEscape(dst[n:], 0x24, 0x42)
			continue
		}
		dst[n], dst[n+1] = byte(b>>8)-0x80, byte(b)-0x80
		return n + 2, -1
	}
}

// putISO2022JPEscape writes the escape sequence ESC b1 b2 and returns its length.
func putISO2022JPEscape(dst []byte, b1, b2 byte) int {
	dst[0], dst[1], dst[2] = 0x1B, b1, b2
	return 3
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
