package globalscope

import (
	"reflect"
	"unicode/utf16"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec"
	"github.com/textcodec/textcodec/forgivingbase64"
	"github.com/textcodec/textcodec/goja/dom"
	"github.com/textcodec/textcodec/internal/host"
)

// atob is the method steps of atob after Web IDL's conversion (the program
// converted data with ToString): 1. Let decodedData be the result of running
// forgiving-base64 decode on data. 2. If decodedData is failure, then throw
// an "InvalidCharacterError" DOMException. 3. Return decodedData (its bytes
// as code units, an isomorphic decode).
func (b *binding) atob(call goja.FunctionCall) goja.Value {
	data := b.stringArgument(call)
	var s string
	switch reflect.ValueOf(data).Kind() {
	case reflect.String, reflect.Pointer:
		// goja's byte form, whose bytes are the code units, or a Go
		// string goja scans as UTF-8: either way every byte above
		// 0x7F stands for a code unit above U+007F, which fails the
		// decode (step 4) as that byte fails forgivingbase64's.
		s = data.String()
	default:
		// goja's UTF-16 form, which holds a code unit above U+007F:
		// never base64.
		b.throwInvalidCharacter("atob: the string to be decoded is not correctly encoded")
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

// isomorphicDecode returns the string whose code units are the bytes of p.
func (b *binding) isomorphicDecode(p []byte) goja.Value {
	if textcodec.ASCIIPrefixLen(p) == len(p) {
		return b.rt.ToValue(string(p))
	}
	units := make([]uint16, len(p))
	for start := 0; start < len(p); start += host.PollStep {
		if start > 0 {
			b.poll.Poll()
		}
		end := min(start+host.PollStep, len(p))
		for i, c := range p[start:end] {
			units[start+i] = uint16(c)
		}
	}
	return goja.StringFromUTF16(units)
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
	return b.rt.ToValue(string(out))
}

// isomorphicEncode returns the code units of s as bytes, throwing the
// "InvalidCharacterError" DOMException for a code unit above U+00FF.
func (b *binding) isomorphicEncode(s goja.String) []byte {
	if reflect.ValueOf(s).Kind() == reflect.String {
		// goja's byte form: its bytes are the code units.
		str := s.String()
		return unsafeBytes(str)
	}
	n := s.Length()
	out := make([]byte, n)
	for start := 0; start < n; start += host.PollStep {
		if start > 0 {
			b.poll.Poll()
		}
		for i := start; i < min(start+host.PollStep, n); i++ {
			c := s.CharAt(i)
			if c > 0xFF {
				if utf16.IsSurrogate(rune(c)) {
					b.throwInvalidCharacter("btoa: the string to be encoded contains a surrogate code unit")
				}
				b.throwInvalidCharacter("btoa: the string to be encoded contains characters outside of the Latin1 range")
			}
			out[i] = byte(c)
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
