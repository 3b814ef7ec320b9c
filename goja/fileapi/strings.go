package fileapi

import (
	"reflect"
	"unicode/utf8"
	"unsafe"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec"
	"github.com/textcodec/textcodec/internal/host"
	"github.com/textcodec/textcodec/internal/host/gojastring"
)

// goja holds a string in one of three forms (package goja/encoding's
// strings.go and hoststring.go describe them in full): a Go string whose
// bytes are the code units (meant for ASCII; gojastring.Bytes), the code
// units after a 0xFEFF marker (gojastring.Units), or a Go string goja reads
// as UTF-8, one U+FFFD per byte that begins no well-formed sequence (a
// pointer to goja's struct holding it).

// appendUTF8 appends the UTF-8 encode of s converted to a USVString (each
// lone surrogate U+FFFD) to out, polling every host.PollStep code units.
func (b *binding) appendUTF8(out []byte, s goja.String) []byte {
	if p, ok := gojastring.Bytes(s); ok {
		if textcodec.ASCIIPrefixLen(p) == len(p) {
			return b.appendPolled(out, p)
		}
		// Bytes above 0x7F in the byte form are code units U+0080..U+00FF.
		for i, c := range p {
			if i%host.PollStep == host.PollStep-1 {
				b.poll.Poll()
			}
			out = utf8.AppendRune(out, rune(c))
		}
		return out
	}
	units, ok := gojastring.Units(s)
	if !ok && reflect.ValueOf(s).Kind() == reflect.Pointer {
		// A Go string goja reads as UTF-8: ranging over it yields the
		// same U+FFFD for each byte that begins no sequence.
		str := s.String()
		if utf8.ValidString(str) {
			return b.appendPolled(out, unsafe.Slice(unsafe.StringData(str), len(str)))
		}
		for i, r := range str {
			if i%host.PollStep == host.PollStep-1 {
				b.poll.Poll()
			}
			out = utf8.AppendRune(out, r)
		}
		return out
	}
	if !ok {
		units = make([]uint16, s.Length())
		for i := range units {
			units[i] = s.CharAt(i)
		}
	}
	for len(units) > 0 {
		n := utf16Piece(units)
		start := len(out)
		out = append(out, make([]byte, textcodec.UTF16ToUTF8Len(units[:n]))...)
		w, _ := textcodec.UTF16ToUTF8(out[start:], units[:n])
		out = out[:start+w]
		units = units[n:]
		if len(units) > 0 {
			b.poll.Poll()
		}
	}
	return out
}

func utf16IsLead(u uint16) bool { return u >= 0xD800 && u < 0xDC00 }

// utf16Piece returns how many of units make the next piece of at most
// host.PollStep code units (one more to keep a surrogate pair whole).
func utf16Piece(units []uint16) int {
	n := min(len(units), host.PollStep)
	if n < len(units) && utf16IsLead(units[n-1]) {
		n++
	}
	return n
}

// utf8Len returns the length of what appendUTF8 appends for s, counting
// the code units it reads as work.
func (b *binding) utf8Len(s goja.String, work *workCounter) int {
	if p, ok := gojastring.Bytes(s); ok {
		n := 0
		for len(p) > 0 {
			piece := p[:min(len(p), host.PollStep)]
			n += len(piece)
			for _, c := range piece[textcodec.ASCIIPrefixLen(piece):] {
				n += int(c >> 7) // a code unit U+0080..U+00FF takes two bytes
			}
			p = p[len(piece):]
			work.add(len(piece))
		}
		return n
	}
	units, ok := gojastring.Units(s)
	if !ok && reflect.ValueOf(s).Kind() == reflect.Pointer {
		n := 0
		str := s.String()
		next := host.PollStep
		for i, r := range str {
			if i >= next {
				work.add(host.PollStep)
				next += host.PollStep
			}
			n += utf8.RuneLen(r) // utf8.RuneError's for a byte that begins no sequence
		}
		return n
	}
	if !ok {
		return 3 * s.Length() // at most three bytes a code unit
	}
	n := 0
	for len(units) > 0 {
		piece := utf16Piece(units)
		n += textcodec.UTF16ToUTF8Len(units[:piece])
		units = units[piece:]
		work.add(piece)
	}
	return n
}

// toUSVStringCall is toUSVString(s): s converted to a USVString, each lone
// surrogate U+FFFD; only the UTF-16 form can hold one. The new string
// counts two bytes a code unit against MaxOutputBytes, checked before it is
// made.
func (b *binding) toUSVStringCall(call goja.FunctionCall) goja.Value {
	s, ok := call.Argument(0).(goja.String)
	if !ok {
		b.errors.ThrowTypeError("fileapi: not a string")
	}
	units, ok := gojastring.Units(s)
	if !ok {
		return s
	}
	found := false
	for rest := units; len(rest) > 0 && !found; {
		piece := utf16Piece(rest)
		found = loneSurrogate(rest[:piece]) >= 0
		rest = rest[piece:]
		if len(rest) > 0 {
			b.poll.Poll()
		}
	}
	if !found {
		return s
	}
	b.checkOutput("File name", 2*len(units))
	buf := make([]uint16, 1+len(units)) // buf[0] for gojastring.UTF16's marker
	out := buf[1:]
	for len(units) > 0 {
		// Pieces keep surrogate pairs whole, so a piece's lone
		// surrogates are the string's.
		piece := utf16Piece(units)
		p := out[:piece]
		copy(p, units[:piece])
		for i := loneSurrogate(p); i >= 0; i = loneSurrogate(p) {
			p[i] = 0xFFFD
			p = p[i+1:]
		}
		units, out = units[piece:], out[piece:]
		if len(units) > 0 {
			b.poll.Poll()
		}
	}
	return gojastring.UTF16(buf)
}

// loneSurrogate returns the index of the first surrogate in u that is not
// half of a pair, or -1.
func loneSurrogate(u []uint16) int {
	for i := 0; i < len(u); i++ {
		switch c := u[i]; {
		case utf16IsLead(c) && i+1 < len(u) && u[i+1] >= 0xDC00 && u[i+1] < 0xE000:
			i++
		case c >= 0xD800 && c < 0xE000:
			return i
		}
	}
	return -1
}

// normalizeTypeCall is the type steps of the constructors and slice:
// "If t contains any characters outside the range of U+0020 to U+007E,
// then set t to the empty string. Convert every character in t to ASCII
// lowercase." A new (lowercased) string counts one byte a character
// against MaxOutputBytes, checked before it is made.
func (b *binding) normalizeTypeCall(call goja.FunctionCall) goja.Value {
	s, ok := call.Argument(0).(goja.String)
	if !ok {
		b.errors.ThrowTypeError("fileapi: not a string")
	}
	if _, ok := gojastring.Units(s); ok {
		return b.rt.ToValue("") // the UTF-16 form holds a code unit above U+007F
	}
	str := s.String() // a byte above 0x7E, in either Go string form, stands for a code unit above U+007E
	upper := false
	for i := 0; i < len(str); i++ {
		if i%host.PollStep == host.PollStep-1 {
			b.poll.Poll()
		}
		c := str[i]
		if c < 0x20 || c > 0x7E {
			return b.rt.ToValue("")
		}
		upper = upper || ('A' <= c && c <= 'Z')
	}
	if !upper {
		return s
	}
	b.checkOutput("Blob type", len(str))
	lower := make([]byte, len(str))
	for i := 0; i < len(str); i++ {
		if i%host.PollStep == host.PollStep-1 {
			b.poll.Poll()
		}
		c := str[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		lower[i] = c
	}
	return gojastring.ASCII(b.rt, lower)
}
