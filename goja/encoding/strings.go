package encoding

import (
	"bytes"
	"reflect"
	"sync"
	"unsafe"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec"
)

// goja keeps a string in one of two forms (see package goja/unistring): a
// string of ASCII characters as a Go string of bytes, any other as a
// []uint16 holding the marker 0xFEFF and then the code units. A string must
// be in the ASCII form exactly when all its code units are ASCII: goja
// compares strings of different forms as different.
//
// goja's public ways to make a string copy: StringFromUTF16 copies the code
// units (and narrows ASCII a byte at a time), and Runtime.ToValue keeps a Go
// string of more than 16 bytes as a string it scans on first use. decode
// fills buffers of its own, so it makes goja's forms directly from them:
// they are goja's own (unexported) string types, found by reflection on
// strings StringFromUTF16 makes, and the buffers are converted to them, which
// copies nothing. If goja's forms ever change, gojaForms finds them wrong and
// the helpers below fall back to the public, copying ways.

// stringForms holds goja's two string types, or nil for one whose shape is
// not as described above.
type stringForms struct {
	ascii   reflect.Type // a string type
	unicode reflect.Type // a []uint16 type
}

var gojaForms = sync.OnceValue(func() stringForms {
	var f stringForms
	a := reflect.ValueOf(goja.StringFromUTF16([]uint16{'a'}))
	if a.Kind() == reflect.String && a.String() == "a" {
		f.ascii = a.Type()
	}
	u := reflect.ValueOf(goja.StringFromUTF16([]uint16{0x100}))
	if u.Kind() == reflect.Slice && u.Type().Elem().Kind() == reflect.Uint16 &&
		u.Len() == 2 && u.Index(0).Uint() == 0xFEFF && u.Index(1).Uint() == 0x100 {
		f.unicode = u.Type()
	}
	return f
})

// emptyString is the empty JavaScript string.
var emptyString = goja.StringFromUTF16(nil)

// asciiValue makes a JavaScript string of the ASCII bytes p, which it takes
// over: nothing may change p afterwards.
func (b *binding) asciiValue(p []byte) goja.Value {
	if len(p) == 0 {
		return emptyString
	}
	s := unsafe.String(unsafe.SliceData(p), len(p))
	if t := gojaForms().ascii; t != nil {
		return reflect.ValueOf(s).Convert(t).Interface().(goja.String)
	}
	return b.rt.ToValue(s)
}

// unicodeValue makes a JavaScript string of buf[1:], code units not all
// ASCII, taking buf over: it sets buf[0] to goja's marker, and nothing may
// change buf afterwards.
func unicodeValue(buf []uint16) goja.Value {
	if t := gojaForms().unicode; t != nil {
		buf[0] = 0xFEFF
		return reflect.ValueOf(buf).Convert(t).Interface().(goja.String)
	}
	return goja.StringFromUTF16(buf[1:])
}

// A formKind says how goja holds a JavaScript string.
type formKind uint8

const (
	// formBytes is goja's byte form: a Go string whose bytes are the code
	// units. goja means it for ASCII only, but some of its built-ins put
	// other bytes there (JSON.stringify's indent cut mid-character, Date's
	// zone names), and a script then reads each byte as a code unit
	// (TestASCIIForm).
	formBytes formKind = iota + 1
	// formUTF16 is goja's UTF-16 form: the code units after the marker.
	formUTF16
	// formHost is a Go string goja scans lazily (hoststring.go): a script
	// sees the code units goja's scan makes of it.
	formHost
	// formOther is any other representation, read with CharAt.
	formOther
)

// stringForm returns how goja holds s, and what it holds: the Go string of
// formBytes and formHost, or the code units of formUTF16. It copies
// nothing. goja does not export its string types, so they are recognised by
// their shape (strings.go, hoststring.go).
func stringForm(s goja.String) (kind formKind, str string, units []uint16) {
	if h, ok := hostString(s); ok {
		return formHost, h, nil
	}
	rv := reflect.ValueOf(s)
	switch rv.Kind() {
	case reflect.String:
		return formBytes, rv.String(), nil
	case reflect.Slice:
		if rv.Type().Elem().Kind() == reflect.Uint16 && rv.Len() > 0 {
			u := unsafe.Slice((*uint16)(rv.UnsafePointer()), rv.Len())
			if u[0] == 0xFEFF && len(u)-1 == s.Length() {
				return formUTF16, "", u[1:]
			}
		}
	}
	return formOther, "", nil
}

// codeUnits returns the code units of a JavaScript string, without copying
// when goja allows: a string of ASCII code units as a Go string of bytes,
// any other string as a []uint16 (goja's own, or a copy).
func codeUnits(s goja.String) (ascii string, units []uint16) {
	kind, str, units := stringForm(s)
	switch kind {
	case formUTF16:
		return "", units
	case formBytes, formHost:
		if isASCII(str) {
			return str, nil
		}
		if kind == formHost {
			return "", hostUTF16(str)
		}
	}
	return "", charAtUnits(s)
}

// charAtUnits returns the code units of s, read one at a time.
func charAtUnits(s goja.String) []uint16 {
	u := make([]uint16, s.Length())
	for i := range u {
		u[i] = s.CharAt(i)
	}
	return u
}

// A utf8Source is a JavaScript string as encode and encodeInto convert it:
// exactly one of ascii, units and host holds its code units. A position in
// it counts bytes of ascii or host, or code units of units.
type utf8Source struct {
	kind  formKind // formBytes (then all ASCII), formUTF16 or formHost
	ascii string
	units []uint16
	host  string
}

// source returns s as a utf8Source. A string in goja's byte form is checked
// to be ASCII up to its first checkLen bytes (all when checkLen < 0), a
// piece at a time: past them it is not read.
func (b *binding) source(s goja.String, checkLen int) utf8Source {
	kind, str, units := stringForm(s)
	switch kind {
	case formHost:
		return utf8Source{kind: formHost, host: str}
	case formUTF16:
		return utf8Source{kind: formUTF16, units: units}
	case formBytes:
		if checkLen < 0 || checkLen > len(str) {
			checkLen = len(str)
		}
		if b.isASCIIPolled(unsafe.Slice(unsafe.StringData(str), checkLen)) {
			return utf8Source{kind: formBytes, ascii: str}
		}
	}
	return utf8Source{kind: formUTF16, units: charAtUnits(s)}
}

// len returns the length of src in its positions.
func (src *utf8Source) len() int {
	switch src.kind {
	case formHost:
		return len(src.host)
	case formUTF16:
		return len(src.units)
	}
	return len(src.ascii)
}

// into writes the UTF-8 of src's scalar values from position pos to dst,
// whole ones while they fit (encodeInto's loop), and returns the position
// after them, the code units they are and the bytes written.
func (src *utf8Source) into(dst []byte, pos int) (next, read, written int) {
	switch src.kind {
	case formHost:
		n, read, written := hostUTF8Into(dst, src.host[pos:])
		return pos + n, read, written
	case formUTF16:
		written, read := textcodec.UTF16ToUTF8(dst, src.units[pos:])
		return pos + read, read, written
	}
	n := copy(dst, src.ascii[pos:])
	return pos + n, n, n
}

// intoPolled is src.into from position 0, host.PollStep bytes of output at
// a time, polling between them.
func (b *binding) intoPolled(dst []byte, src *utf8Source) (pos, read, written int) {
	for {
		end := pieceEnd(written, len(dst))
		next, r, w := src.into(dst[written:end], pos)
		pos = next
		read += r
		written += w
		if pos == src.len() || end == len(dst) {
			return pos, read, written
		}
		b.poll.Poll()
	}
}

// outputLen returns the length of src's UTF-8, and whether it is src's own
// bytes (ASCII, or a host string of well-formed UTF-8). It reads src a piece
// at a time, polling between them, and stops early once the length is over
// the host's limit.
func (b *binding) outputLen(src *utf8Source) (n int, same bool) {
	lim := b.opts.maxOutput
	switch src.kind {
	case formBytes:
		return len(src.ascii), true
	case formHost:
		same = true
		s := src.host
		for i := 0; i < len(s) && (lim <= 0 || n <= lim); {
			if i > 0 {
				b.poll.Poll()
			}
			end := hostPieceEnd(s, i)
			k, valid := hostUTF8Len(s[i:end])
			n += k
			same = same && valid
			i = end
		}
		return n, same
	}
	u := src.units
	for i := 0; i < len(u) && (lim <= 0 || n <= lim); {
		if i > 0 {
			b.poll.Poll()
		}
		end := pieceEnd(i, len(u))
		if end < len(u) && isLeadSurrogate(u[end-1]) {
			end-- // a pair is never split
		}
		n += textcodec.UTF16ToUTF8Len(u[i:end])
		i = end
	}
	return n, false
}

// utf8Of returns the UTF-8 of s's scalar values in a new slice: encode's
// output. It throws MaxOutputBytes's RangeError, naming what, instead of
// allocating more than the limit.
func (b *binding) utf8Of(s goja.String, what string) []byte {
	src := b.source(s, -1)
	b.checkOutput(what, src.len()) // no code unit takes less than a byte
	if lim := b.opts.maxOutput; src.kind == formUTF16 && 3*len(src.units) <= utf8ScratchMax && (lim <= 0 || 3*len(src.units) <= lim) {
		// Convert into a scratch buffer of the worst case's size and copy
		// the output out: one conversion and a copy, where a length pass
		// would cost as much as the conversion.
		scratch := getUTF8Scratch(3 * len(src.units))
		_, _, n := b.intoPolled((*scratch)[:3*len(src.units)], &src)
		out := bytes.Clone((*scratch)[:n])
		utf8Scratch.Put(scratch)
		if out == nil {
			out = []byte{}
		}
		return out
	}
	n, same := b.outputLen(&src)
	b.checkOutput(what, n)
	if same {
		str := src.ascii
		if src.kind == formHost {
			str = src.host
		}
		if n < largeAlloc {
			return []byte(str) // a copy into memory it does not zero first
		}
		out := makePolled[byte](b, n)
		copyPolled(b, out, unsafe.Slice(unsafe.StringData(str), n))
		return out
	}
	out := makePolled[byte](b, n)
	b.intoPolled(out, &src)
	return out
}

// utf8Into writes the UTF-8 of s's scalar values into dst, whole ones while
// they fit, and returns the code units read and the bytes written:
// encodeInto's steps. When the bytes written would be more than the host's
// limit it throws MaxOutputBytes's RangeError, naming what, having written
// no more than the limit.
func (b *binding) utf8Into(dst []byte, s goja.String, what string) (read, written int) {
	src := b.source(s, len(dst))
	lim := b.opts.maxOutput
	if lim <= 0 || len(dst) <= lim {
		_, read, written = b.intoPolled(dst, &src)
		return read, written
	}
	pos, read, written := b.intoPolled(dst[:lim], &src)
	if pos < src.len() {
		// Would the next scalar value fit in the rest of dst?
		var next [4]byte
		if _, _, w := src.into(next[:], pos); written+w <= len(dst) {
			b.checkOutput(what, written+w)
		}
	}
	return read, written
}

// utf8ScratchMax is the largest scratch buffer encode converts into: the
// worst case, three bytes per code unit, of strings up to about 1.4 million
// code units. Longer strings are measured first and converted into their
// output directly.
const utf8ScratchMax = 4 << 20

// utf8Scratch holds encode's scratch buffers (*[]byte) for reuse by any
// runtime; the garbage collector empties it, so it keeps at most a few
// buffers of utf8ScratchMax bytes while encode is in use.
var utf8Scratch sync.Pool

// getUTF8Scratch returns a scratch buffer of at least n bytes (n at most
// utf8ScratchMax), reused when one is free. Sizes are powers of two, so
// that strings of similar lengths share buffers.
func getUTF8Scratch(n int) *[]byte {
	if p, _ := utf8Scratch.Get().(*[]byte); p != nil && len(*p) >= n {
		return p
	}
	size := 64 << 10
	for size < n {
		size *= 2
	}
	p := make([]byte, size)
	return &p
}
