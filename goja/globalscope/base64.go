package globalscope

import (
	"unicode/utf16"
	"unsafe"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec"
	"github.com/textcodec/textcodec/forgivingbase64"
	"github.com/textcodec/textcodec/goja/dom"
	"github.com/textcodec/textcodec/internal/host"
	"github.com/textcodec/textcodec/internal/host/gojastring"
)

// atob is the method steps of atob after Web IDL's conversion (the program
// converted data with ToString): 1. Let decodedData be the result of running
// forgiving-base64 decode on data. 2. If decodedData is failure, then throw
// an "InvalidCharacterError" DOMException. 3. Return decodedData (its bytes
// as code units, an isomorphic decode).
func (b *binding) atob(call goja.FunctionCall) goja.Value {
	data := b.stringArgument(call)
	var s string
	if p, ok := gojastring.Bytes(data); ok {
		// goja's byte form: the bytes are the code units, and a byte
		// above 0x7F, a code unit above U+007F, fails the decode (step
		// 4) as it fails forgivingbase64's.
		s = unsafe.String(unsafe.SliceData(p), len(p))
	} else if _, ok := gojastring.Units(data); ok {
		// goja's UTF-16 form holds a code unit above U+007F: never
		// base64.
		b.throwInvalidCharacter("atob: the string to be decoded is not correctly encoded")
	} else {
		// A Go string goja reads as UTF-8: a byte above 0x7F stands
		// for a code unit above U+007F, which fails as above.
		s = data.String()
	}
	if lim := b.maxOutput; lim > 0 && (len(s)+3)/4*3 > lim {
		b.errors.ThrowRangeError(outputLimitMessage("atob", lim))
	}
	decoded, err := forgivingbase64.AppendDecodeEach(nil, s, host.PollStep, b.poll.Poll)
	if err != nil {
		b.throwInvalidCharacter("atob: the string to be decoded is not correctly encoded")
	}
	return b.isomorphicDecode(decoded)
}

// isomorphicDecode returns the string whose code units are the bytes of p,
// taking p over.
func (b *binding) isomorphicDecode(p []byte) goja.Value {
	if textcodec.ASCIIPrefixLen(p) == len(p) {
		return gojastring.ASCII(b.rt, p)
	}
	units := make([]uint16, 1+len(p))
	for start := 0; start < len(p); start += host.PollStep {
		if start > 0 {
			b.poll.Poll()
		}
		end := min(start+host.PollStep, len(p))
		widen(units[1+start:1+end], p[start:end])
	}
	return gojastring.UTF16(units)
}

// widen sets each dst[i] to src[i]; len(dst) == len(src). Eight at a time,
// with no bounds checks in the loop.
func widen(dst []uint16, src []byte) {
	for len(src) >= 8 && len(dst) >= 8 {
		d, s := (*[8]uint16)(dst), (*[8]byte)(src)
		d[0], d[1], d[2], d[3] = uint16(s[0]), uint16(s[1]), uint16(s[2]), uint16(s[3])
		d[4], d[5], d[6], d[7] = uint16(s[4]), uint16(s[5]), uint16(s[6]), uint16(s[7])
		dst, src = dst[8:], src[8:]
	}
	for i, c := range src {
		dst[i] = uint16(c)
	}
}

// btoa is the method steps of btoa after Web IDL's conversion: 1. If data
// contains any code point greater than U+00FF, then throw an
// "InvalidCharacterError" DOMException. 2. Let byteSequence be data
// isomorphic encoded. 3. Return the result of forgiving-base64 encode on
// byteSequence.
func (b *binding) btoa(call goja.FunctionCall) goja.Value {
	data := b.stringArgument(call)
	bytes := b.isomorphicEncode(data)
	if lim := b.maxOutput; lim > 0 && forgivingbase64.EncodedLen(len(bytes)) > lim {
		b.errors.ThrowRangeError(outputLimitMessage("btoa", lim))
	}
	const piece = host.PollStep / 3 * 3 // whole groups of three bytes
	out := make([]byte, 0, forgivingbase64.EncodedLen(len(bytes)))
	for start := 0; start < len(bytes); start += piece {
		if start > 0 {
			b.poll.Poll()
		}
		out = forgivingbase64.AppendEncode(out, bytes[start:min(start+piece, len(bytes))])
	}
	return gojastring.ASCII(b.rt, out)
}

// isomorphicEncode returns the code units of s as bytes (without copying
// goja's byte form), throwing the "InvalidCharacterError" DOMException for
// a code unit above U+00FF.
func (b *binding) isomorphicEncode(s goja.String) []byte {
	if p, ok := gojastring.Bytes(s); ok {
		return p
	}
	units, ok := gojastring.Units(s)
	if !ok {
		// A Go string goja reads as UTF-8, or a form of goja's not
		// known here: its code units one by one.
		units = make([]uint16, s.Length())
		for i := range units {
			units[i] = s.CharAt(i)
		}
	}
	out := make([]byte, len(units))
	for start := 0; start < len(units); start += host.PollStep {
		if start > 0 {
			b.poll.Poll()
		}
		end := min(start+host.PollStep, len(units))
		dst := out[start:end]
		for i, c := range units[start:end] {
			if c > 0xFF {
				if utf16.IsSurrogate(rune(c)) {
					b.throwInvalidCharacter("btoa: the string to be encoded contains a surrogate code unit")
				}
				b.throwInvalidCharacter("btoa: the string to be encoded contains characters outside of the Latin1 range")
			}
			dst[i] = byte(c)
		}
	}
	return out
}

// stringArgument returns the call's argument, a string (the program
// converted it with ToString).
func (b *binding) stringArgument(call goja.FunctionCall) goja.String {
	s, ok := call.Argument(0).(goja.String)
	if !ok {
		b.errors.ThrowTypeError("globalscope: not a string")
	}
	return s
}

// throwInvalidCharacter throws a new "InvalidCharacterError" DOMException,
// made by package dom's implementation.
func (b *binding) throwInvalidCharacter(msg string) {
	ops, err := dom.Operations(b.rt)
	if err != nil {
		host.Throw(b.rt, err)
	}
	mk, ok := goja.AssertFunction(ops.Get("newDOMException"))
	if !ok {
		b.errors.ThrowTypeError(msg)
	}
	e, err := mk(nil, b.rt.ToValue(msg), b.rt.ToValue("InvalidCharacterError"))
	if err != nil {
		host.Throw(b.rt, err)
	}
	panic(e)
}
