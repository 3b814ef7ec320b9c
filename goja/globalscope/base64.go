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
	// One allocation of goja's UTF-16 form (its marker first), not
	// zeroed: the decode sets each unit up to its length, and the result
	// is clipped there. The decoded bytes are widened as they are decoded.
	units := gojastring.NewUnits(1 + forgivingbase64.MaxDecodedLen(len(s)))[:1]
	units, err := forgivingbase64.AppendDecodeUTF16Each(units, s, host.PollStep, b.poll.Poll)
	if err != nil {
		b.throwInvalidCharacter("atob: the string to be decoded is not correctly encoded")
	}
	units = units[:len(units):len(units)]
	if textcodec.ASCIIPrefixLenUTF16(units[1:]) < len(units)-1 {
		return gojastring.UTF16(units)
	}
	// All ASCII: goja's byte form.
	p := gojastring.NewBytes(len(units) - 1)
	for start := 0; start < len(p); start += host.PollStep {
		if start > 0 {
			b.poll.Poll()
		}
		for i, c := range units[1+start : 1+min(start+host.PollStep, len(p))] {
			p[start+i] = byte(c)
		}
	}
	return gojastring.ASCII(b.rt, p)
}

// btoa is the method steps of btoa after Web IDL's conversion: 1. If data
// contains any code point greater than U+00FF, then throw an
// "InvalidCharacterError" DOMException. 2. Let byteSequence be data
// isomorphic encoded. 3. Return the result of forgiving-base64 encode on
// byteSequence. Steps 1 and 2 are done as the encode reads each code unit.
func (b *binding) btoa(call goja.FunctionCall) goja.Value {
	data := b.stringArgument(call)
	p, isBytes := gojastring.Bytes(data)
	units, isUnits := gojastring.Units(data)
	if !isBytes && !isUnits {
		// A Go string goja reads as UTF-8, or a form of goja's not
		// known here: its code units one by one.
		units = make([]uint16, data.Length())
		for i := range units {
			units[i] = data.CharAt(i)
		}
	}
	n := len(units)
	if isBytes {
		n = len(p)
	}
	if lim := b.maxOutput; lim > 0 && forgivingbase64.EncodedLen(n) > lim {
		b.checkLatin1(units)
		b.errors.ThrowRangeError(outputLimitMessage("btoa", lim))
	}
	const piece = host.PollStep / 3 * 3 // whole groups of three
	// Not zeroed: the encode sets each byte.
	out := gojastring.NewBytes(forgivingbase64.EncodedLen(n))[:0]
	for start := 0; start < n; start += piece {
		if start > 0 {
			b.poll.Poll()
		}
		end := min(start+piece, n)
		if isBytes {
			out = forgivingbase64.AppendEncode(out, p[start:end])
			continue
		}
		var err error
		if out, err = forgivingbase64.AppendEncodeUTF16(out, units[start:end]); err != nil {
			b.checkLatin1(units[start:end])
		}
	}
	return gojastring.ASCII(b.rt, out)
}

// checkLatin1 throws btoa's "InvalidCharacterError" DOMException for the
// first code unit of units above U+00FF.
func (b *binding) checkLatin1(units []uint16) {
	for start := 0; start < len(units); start += host.PollStep {
		if start > 0 {
			b.poll.Poll()
		}
		for _, c := range units[start:min(start+host.PollStep, len(units))] {
			if c > 0xFF {
				if utf16.IsSurrogate(rune(c)) {
					b.throwInvalidCharacter("btoa: the string to be encoded contains a surrogate code unit")
				}
				b.throwInvalidCharacter("btoa: the string to be encoded contains characters outside of the Latin1 range")
			}
		}
	}
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
