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
		n := min(len(units), host.PollStep)
		if n < len(units) && utf16IsLead(units[n-1]) {
			n++ // keep a surrogate pair in one piece
		}
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

// toUSVStringCall is toUSVString(s): s converted to a USVString, each lone
// surrogate U+FFFD; only the UTF-16 form can hold one.
func (b *binding) toUSVStringCall(call goja.FunctionCall) goja.Value {
	s, ok := call.Argument(0).(goja.String)
	if !ok {
		b.errors.ThrowTypeError("fileapi: not a string")
	}
	units, ok := gojastring.Units(s)
	if !ok {
		return s
	}
	for i := 0; i < len(units); i++ {
		u := units[i]
		switch {
		case utf16IsLead(u) && i+1 < len(units) && units[i+1] >= 0xDC00 && units[i+1] < 0xE000:
			i++
		case u >= 0xD800 && u < 0xE000:
			return b.rt.ToValue(s.String()) // goja's String replaces lone surrogates
		}
	}
	return s
}

// normalizeTypeCall is the type steps of the constructors and slice:
// "If t contains any characters outside the range of U+0020 to U+007E,
// then set t to the empty string. Convert every character in t to ASCII
// lowercase."
func (b *binding) normalizeTypeCall(call goja.FunctionCall) goja.Value {
	s, ok := call.Argument(0).(goja.String)
	if !ok {
		b.errors.ThrowTypeError("fileapi: not a string")
	}
	if _, ok := gojastring.Units(s); ok {
		return b.rt.ToValue("") // the UTF-16 form holds a code unit above U+007F
	}
	str := s.String() // a byte above 0x7E, in either Go string form, stands for a code unit above U+007E
	lower := make([]byte, len(str))
	for i := 0; i < len(str); i++ {
		c := str[i]
		if c < 0x20 || c > 0x7E {
			return b.rt.ToValue("")
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		lower[i] = c
	}
	if string(lower) == str {
		return s
	}
	return b.rt.ToValue(string(lower))
}
