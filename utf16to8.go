package textcodec

import (
	"encoding/binary"
	"sync"
	"unsafe"
)

// UTF-16 to UTF-8 as JavaScript strings need it: the standard's UTF-8
// encoder (section "UTF-8 encoder") run on the scalar values of a string of
// UTF-16 code units read as a USVString (Web IDL), where each lone surrogate
// is U+FFFD. TextEncoder's encode and encodeInto are this conversion.

// UTF16ToUTF8 converts src, UTF-16 code units, to UTF-8 in dst: it runs the
// UTF-8 encoder on the scalar values of src and writes each one's bytes to
// dst while they all fit, stopping before the first that does not (the loop
// of TextEncoder's encodeInto). A surrogate pair is one scalar value, never
// split; a lone surrogate (a leading surrogate not followed by a trailing
// one, the last unit of src included, or a trailing surrogate not preceded
// by a leading one) is U+FFFD, EF BF BD. It returns the bytes written and
// the code units of src read; bytes of dst past nDst are left as they were.
// With len(dst) >= UTF16ToUTF8Len(src) (3*len(src) always suffices) it
// converts all of src. A caller converting a stream of code units in pieces
// holds back a leading surrogate at the end of a piece for the next one.
//
// While dst has room for three bytes per code unit left in a stretch of src
// (no code unit takes more: a surrogate pair, two units, takes four), the
// stretch is converted by utf8Stretch with no room checks; the rest, unit by
// unit, checking the room before each scalar value.
func UTF16ToUTF8(dst []byte, src []uint16) (nDst, nSrc int) {
	i, j := 0, 0
	for {
		k := min(len(src)-i, (len(dst)-j)/3)
		if k < 16 {
			break
		}
		i, j = utf8Stretch(dst, src, i, j, i+k)
	}
	for i < len(src) {
		c := src[i]
		switch {
		case c < 0x80:
			if j == len(dst) {
				return j, i
			}
			dst[j] = byte(c)
			i++
			j++
		case c < 0x800:
			if len(dst)-j < 2 {
				return j, i
			}
			d := dst[j : j+2 : j+2]
			d[0] = 0xC0 | byte(c>>6)
			d[1] = 0x80 | byte(c)&0x3F
			i++
			j += 2
		case c < 0xD800 || c > 0xDFFF:
			if len(dst)-j < 3 {
				return j, i
			}
			put3(dst[j:j+3:j+3], c)
			i++
			j += 3
		default:
			r, n := scalarAt(src, i)
			size := 4
			if n == 1 { // a lone surrogate: U+FFFD
				size = 3
			}
			if len(dst)-j < size {
				return j, i
			}
			putScalar(dst[j:j+size:j+size], r)
			i += n
			j += size
		}
	}
	return j, i
}

// unitForms holds the UTF-8 form of every code unit: its bytes, the first
// lowest, and their number in the top two bits; 0 for a surrogate, which is
// not a scalar value on its own. Storing a form as four bytes stores the
// unit's bytes and then some that a later store must overwrite. The table
// takes 256 KiB, made once per process by the first conversion that uses it.
var unitForms = sync.OnceValue(unitFormsBuild)

func unitFormsBuild() *[1 << 16]uint32 {
	t := new([1 << 16]uint32)
	for c := range uint32(0x80) {
		t[c] = 1<<30 | c
	}
	for c := uint32(0x80); c < 0x800; c++ {
		t[c] = 2<<30 | (0x80|c&0x3F)<<8 | 0xC0 | c>>6
	}
	// Three bytes, 64 code units at a time: all but the last byte are
	// those of c>>6.
	for h := uint32(0x800 >> 6); h < 0x10000>>6; h++ {
		if h<<6&0xF800 == 0xD800 {
			continue // surrogates
		}
		first := 3<<30 | (0x80|h&0x3F)<<8 | 0xE0 | h>>6
		row := (*[64]uint32)(t[h<<6:])
		for k := range row {
			row[k] = first | (0x80|uint32(k))<<16
		}
	}
	return t
}

// utf8Stretch converts src[i:end] to UTF-8 at dst[j:], which has room for
// three bytes per code unit of it, and returns the new i and j. A surrogate
// pair that starts at end-1 is left for the caller (its second unit is not in
// the stretch), so the returned i may be end-1.
//
// formRun converts all but the last four units up to each surrogate, and
// scalarRun the units from there; they store up to three bytes past their
// output. The last four units are converted exactly: at most
// the last is a high surrogate left for the caller, so the three before it
// overwrite those bytes.
func utf8Stretch(dst []byte, src []uint16, i, j, end int) (int, int) {
	forms := unitForms()
	src = src[:end]
	for {
		n := len(src) - 4 - i
		if n <= 0 {
			break
		}
		k, j2 := formRun(dst, src[i:i+n], j, forms)
		i += k
		j = j2
		if k < n {
			// A surrogate, with four units or more after it: the next
			// sixty-four units or so, where more are likely, one scalar
			// value at a time.
			room := dst[j : j+3*(len(src)-i)]
			var o int
			i, o = scalarRun(unsafe.Pointer(unsafe.SliceData(room)), 0, src, i, min(i+64, len(src)-4), forms)
			j += o
		}
	}
	// The last units, with no byte stored past their output.
	for {
		i, j = utf8Rare(dst, src, i, j)
		if i == len(src) || src[i]&0xFC00 == 0xD800 {
			return i, j // the end, or a high surrogate at the end
		}
		put3(dst[j:j+3:j+3], src[i])
		i++
		j += 3
	}
}

// formRun converts the code units of s, up to the first surrogate, to UTF-8
// at dst[j:], which has room for three bytes per unit and one more. It
// returns the units converted and the new j.
//
// It takes eight units at a time: eight ASCII units with one test and one
// store, else each unit with a load of its form from unitForms and one
// store of four bytes, with no branch on its kind: text that mixes kinds
// (Hangul and spaces, kana and kanji) costs no mispredicted branches.
// (Measured slower: branching on each unit's kind, and converting four
// three-byte units at once in the lanes of two uint64s; about twice as slow
// on CJK text, three times on Korean.)
func formRun(dst []byte, s []uint16, j int, forms *[1 << 16]uint32) (int, int) {
	// One bounds check for the run: the stores below stay in room (after
	// k units, o is at most 3k).
	room := dst[j : j+3*len(s)+1]
	p := unsafe.Pointer(unsafe.SliceData(room))
	_ = forms[0] // the nil check, once
	o, k := 0, 0
	for ; len(s)-k >= 8; k += 8 {
		q := s[k : k+8 : k+8]
		lo := uint64(q[0]) | uint64(q[1])<<16 | uint64(q[2])<<32 | uint64(q[3])<<48
		hi := uint64(q[4]) | uint64(q[5])<<16 | uint64(q[6])<<32 | uint64(q[7])<<48
		if (lo|hi)&0xFF80FF80FF80FF80 == 0 {
			binary.LittleEndian.PutUint64((*[8]byte)(unsafe.Add(p, o))[:], uint64(narrow4(lo))|uint64(narrow4(hi))<<32)
			o += 8
			continue
		}
		if anySurrogate(lo, hi) {
			break // the loop below stops at it
		}
		o = putUnitForm(p, o, forms[q[0]])
		o = putUnitForm(p, o, forms[q[1]])
		o = putUnitForm(p, o, forms[q[2]])
		o = putUnitForm(p, o, forms[q[3]])
		o = putUnitForm(p, o, forms[q[4]])
		o = putUnitForm(p, o, forms[q[5]])
		o = putUnitForm(p, o, forms[q[6]])
		o = putUnitForm(p, o, forms[q[7]])
	}
	for ; k < len(s); k++ {
		f := forms[s[k]]
		if f == 0 {
			break
		}
		o = putUnitForm(p, o, f)
	}
	return k, j + o
}

// scalarRun converts, one scalar value at a time,
// s[k:end], and the second unit of a pair that starts at end-1, to UTF-8 at
// p+o, which has room for three bytes per unit and one more, stopping before
// a high surrogate at the end of s. It returns where it
// stopped (end, end+1 after a pair, or before that high surrogate) and the
// new o.
func scalarRun(p unsafe.Pointer, o int, s []uint16, k, end int, forms *[1 << 16]uint32) (int, int) {
	for k < end {
		c := s[k]
		f := forms[c]
		if f != 0 {
			o = putUnitForm(p, o, f)
			k++
			continue
		}
		if c < 0xDC00 && k+1 < len(s) {
			if d := s[k+1]; d&0xFC00 == 0xDC00 {
				r := 0x10000 + (rune(c)-0xD800)<<10 + (rune(d) - 0xDC00)
				binary.LittleEndian.PutUint32((*[4]byte)(unsafe.Add(p, o))[:], pairForm(r))
				o += 4
				k += 2
				continue
			}
		} else if c < 0xDC00 {
			break // a high surrogate at the end
		}
		o = putUnitForm(p, o, replacementForm) // a lone surrogate
		k++
	}
	return k, o
}

// replacementForm is U+FFFD's form, as unitForms holds forms.
const replacementForm = 3<<30 | 0xBD<<16 | 0xBF<<8 | 0xEF

// pairForm returns the four bytes of r, a supplementary scalar value, in
// UTF-8, the first lowest.
func pairForm(r rune) uint32 {
	return uint32(0xF0|r>>18) | uint32(0x80|r>>12&0x3F)<<8 | uint32(0x80|r>>6&0x3F)<<16 | uint32(0x80|r&0x3F)<<24
}

// putUnitForm stores f, a form from unitForms, as four bytes at p+o and returns
// the offset after its bytes.
func putUnitForm(p unsafe.Pointer, o int, f uint32) int {
	binary.LittleEndian.PutUint32((*[4]byte)(unsafe.Add(p, o))[:], f)
	return o + int(f>>30)
}

// anySurrogate reports whether one of the eight code units in the 16-bit
// lanes of x and y is a surrogate, as hasSurrogate does for one word, with
// the two tests combined before the one branch.
func anySurrogate(x, y uint64) bool {
	const (
		lanes = 0x0001000100010001 // 1 in each 16-bit lane
		top   = 0x8000800080008000 // each lane's top bit
	)
	zx := x&(0xF800*lanes) ^ 0xD800*lanes
	zy := y&(0xF800*lanes) ^ 0xD800*lanes
	return ((zx-lanes)&^zx|(zy-lanes)&^zy)&top != 0
}

// put3 writes the three-byte UTF-8 form of c (U+0800 or more, not a
// surrogate) to d.
func put3(d []byte, c uint16) {
	d[0] = 0xE0 | byte(c>>12)
	d[1] = 0x80 | byte(c>>6)&0x3F
	d[2] = 0x80 | byte(c)&0x3F
}

// utf8Rare converts the code units at src[i:] to UTF-8 at dst[j:], which has
// room for them, up to the next three-byte unit other than a surrogate or a
// high surrogate at the end of src, and returns the new i and j: it takes
// text of ASCII and two-byte units (Latin, Cyrillic, Greek) and surrogates.
func utf8Rare(dst []byte, src []uint16, i, j int) (int, int) {
	for i < len(src) {
		c := src[i]
		if c < 0x80 {
			dst[j] = byte(c)
			i++
			j++
			if i < len(src) && src[i] < 0x80 {
				i, j = asciiRun(dst, src, i, j)
			}
			continue
		}
		if c < 0x800 {
			d := dst[j : j+2 : j+2]
			d[0] = 0xC0 | byte(c>>6)
			d[1] = 0x80 | byte(c)&0x3F
			i++
			j += 2
			continue
		}
		if c < 0xD800 || c >= 0xE000 || i+1 == len(src) && c < 0xDC00 {
			break
		}
		// A surrogate pair, or a lone surrogate (U+FFFD).
		r, n := scalarAt(src, i)
		size := 4
		if n == 1 {
			size = 3
		}
		putScalar(dst[j:j+size:j+size], r)
		i += n
		j += size
	}
	return i, j
}

// asciiRun converts the run of ASCII code units at src[i:], eight at a time
// and then one by one, to dst[j:], which has room for them.
func asciiRun(dst []byte, src []uint16, i, j int) (int, int) {
	for len(src)-i >= 8 {
		s := src[i : i+8 : i+8]
		lo := uint64(s[0]) | uint64(s[1])<<16 | uint64(s[2])<<32 | uint64(s[3])<<48
		hi := uint64(s[4]) | uint64(s[5])<<16 | uint64(s[6])<<32 | uint64(s[7])<<48
		if (lo|hi)&0xFF80FF80FF80FF80 != 0 {
			break
		}
		binary.LittleEndian.PutUint64(dst[j:j+8:j+8], uint64(narrow4(lo))|uint64(narrow4(hi))<<32)
		i += 8
		j += 8
	}
	for i < len(src) && src[i] < 0x80 {
		dst[j] = byte(src[i])
		i++
		j++
	}
	return i, j
}

// putScalar writes r, from U+E000 to U+FFFF (len(d) 3) or a supplementary
// scalar value (len(d) 4), as UTF-8.
func putScalar(d []byte, r rune) {
	if len(d) == 3 {
		d[0] = 0xE0 | byte(r>>12)
		d[1] = 0x80 | byte(r>>6)&0x3F
		d[2] = 0x80 | byte(r)&0x3F
		return
	}
	d[0] = 0xF0 | byte(r>>18)
	d[1] = 0x80 | byte(r>>12)&0x3F
	d[2] = 0x80 | byte(r>>6)&0x3F
	d[3] = 0x80 | byte(r)&0x3F
}

// scalarAt reads the scalar value that starts at src[i], a code unit of
// U+0080 or more: a surrogate pair gives a supplementary scalar value and
// size 2, a lone surrogate U+FFFD and size 1.
func scalarAt(src []uint16, i int) (r rune, size int) {
	c := src[i]
	if c < 0xD800 || c > 0xDFFF {
		return rune(c), 1
	}
	if c < 0xDC00 && i+1 < len(src) {
		if c2 := src[i+1]; c2 >= 0xDC00 && c2 <= 0xDFFF {
			return 0x10000 + (rune(c)-0xD800)<<10 + (rune(c2) - 0xDC00), 2
		}
	}
	return 0xFFFD, 1
}

// UTF16ToUTF8Len returns the length of the UTF-8 that UTF16ToUTF8 makes of src:
// one byte per code unit, one more for each from U+0080 and another from
// U+0800 (a lone surrogate takes three, as U+FFFD), less two for each
// surrogate pair (four bytes, not six). Eight code units are counted at once
// in the 16-bit lanes of two uint64s, with no branch on their kinds (text
// that mixes ASCII and other units, as Latin scripts do, would mispredict
// it), unless one is a surrogate.
func UTF16ToUTF8Len(src []uint16) int {
	const (
		lanes = 0x0001000100010001 // 1 in each lane
		top   = 0x8000800080008000 // each lane's top bit
	)
	n := len(src)
	i := 0
	for ; len(src)-i >= 8; i += 8 {
		s := src[i : i+8 : i+8]
		x := uint64(s[0]) | uint64(s[1])<<16 | uint64(s[2])<<32 | uint64(s[3])<<48
		y := uint64(s[4]) | uint64(s[5])<<16 | uint64(s[6])<<32 | uint64(s[7])<<48
		if (x|y)&0xFF80FF80FF80FF80 == 0 {
			continue
		}
		if anySurrogate(x, y) {
			for k, c := range s {
				n += extraUTF8(c)
				if c&0xFC00 == 0xD800 && isLowSurrogateAt(src, i+k+1) {
					n -= 2
				}
			}
			continue
		}
		// Each lane of extra is 0, 1 or 2 for a unit of x plus the same
		// for one of y; the multiplication adds the lanes up in the top
		// one.
		n += int((extraLanes(x) + extraLanes(y)) * lanes >> 48)
	}
	for ; i < len(src); i++ {
		c := src[i]
		n += extraUTF8(c)
		if c&0xFC00 == 0xD800 && isLowSurrogateAt(src, i+1) {
			n -= 2
		}
	}
	return n
}

// extraLanes returns, in each 16-bit lane, extraUTF8 of the code unit in
// that lane of x. A lane's top bit is set from U+0080 (from U+0800): its low
// 15 bits plus 0x7F80 (0x7800) carry into it, or it was set. No sum carries
// out of its lane.
func extraLanes(x uint64) uint64 {
	const (
		lanes = 0x0001000100010001 // 1 in each lane
		top   = 0x8000800080008000 // each lane's top bit
	)
	low := x & (0x7FFF * lanes)
	ge80 := (x | (low + 0x7F80*lanes)) & top
	ge800 := (x | (low + 0x7800*lanes)) & top
	return ge80>>15 + ge800>>15
}

// extraUTF8 is the number of UTF-8 bytes past the first that a code unit
// takes on its own: 0 below U+0080, 1 below U+0800, else 2.
func extraUTF8(c uint16) int {
	return int((uint32(c)+0xFF80)>>16 + (uint32(c)+0xF800)>>16)
}

// isLowSurrogateAt reports whether src[i] exists and is a low surrogate.
func isLowSurrogateAt(src []uint16, i int) bool {
	return i < len(src) && src[i]&0xFC00 == 0xDC00
}
