package textcodec

import (
	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/core"
	"github.com/textcodec/textcodec/streams"
)

// This file implements the standard's interfaces TextDecoderStream and
// TextEncoderStream (section "API"), on TransformStreams set up by package
// streams ("GenericTransformStream": readable and writable).
//
// The streams implementation is created in a runtime the first time one of
// these constructors runs (package streams captures the built-ins it uses at
// that point; a host that wants that done before scripts run calls
// streams.Enable first, which also installs ReadableStream and the others).

// decoderStreamState is a TextDecoderStream's Go side: TextDecoderCommon's
// state and the transform stream.
type decoderStreamState struct {
	decoderCommon
	t       *streams.Transform
	scratch []uint16 // decoder output, reused while small
}

// encoderStreamState is a TextEncoderStream's Go side: its leading surrogate
// (0 for null) and the transform stream.
type encoderStreamState struct {
	lead uint16
	t    *streams.Transform
}

// streamBinding holds the two stream interfaces of one Enable call.
type streamBinding struct {
	b        *binding
	decCtor  *goja.Object
	decProto *goja.Object
	encCtor  *goja.Object
	encProto *goja.Object
	decoders registry[*decoderStreamState]
	encoders registry[*encoderStreamState]
}

// The constructors are JavaScript classes calling into Go, for the reasons
// given at classesSource, where they are made with TextDecoder's and
// TextEncoder's.

// decoderStreamMembers defines TextDecoderStream's attributes: those of
// TextDecoderCommon, then GenericTransformStream's.
func (sb *streamBinding) decoderStreamMembers(p *goja.Object) {
	b := sb.b
	b.attribute(p, "encoding", "get encoding", func(call goja.FunctionCall) goja.Value {
		return sb.thisDecoderStream(call, "encoding").name
	})
	b.attribute(p, "fatal", "get fatal", func(call goja.FunctionCall) goja.Value {
		return b.rt.ToValue(sb.thisDecoderStream(call, "fatal").fatal)
	})
	b.attribute(p, "ignoreBOM", "get ignoreBOM", func(call goja.FunctionCall) goja.Value {
		return b.rt.ToValue(sb.thisDecoderStream(call, "ignoreBOM").ignoreBOM)
	})
	b.attribute(p, "readable", "get readable", func(call goja.FunctionCall) goja.Value {
		return sb.thisDecoderStream(call, "readable").t.Readable()
	})
	b.attribute(p, "writable", "get writable", func(call goja.FunctionCall) goja.Value {
		return sb.thisDecoderStream(call, "writable").t.Writable()
	})
}

// encoderStreamMembers defines TextEncoderStream's attributes: that of
// TextEncoderCommon, then GenericTransformStream's.
func (sb *streamBinding) encoderStreamMembers(p *goja.Object) {
	b := sb.b
	b.attribute(p, "encoding", "get encoding", func(call goja.FunctionCall) goja.Value {
		sb.thisEncoderStream(call, "encoding")
		return lowerNames()[core.UTF8]
	})
	b.attribute(p, "readable", "get readable", func(call goja.FunctionCall) goja.Value {
		return sb.thisEncoderStream(call, "readable").t.Readable()
	})
	b.attribute(p, "writable", "get writable", func(call goja.FunctionCall) goja.Value {
		return sb.thisEncoderStream(call, "writable").t.Writable()
	})
}

func (sb *streamBinding) thisDecoderStream(call goja.FunctionCall, member string) *decoderStreamState {
	s, ok := sb.decoders.get(call.This)
	if !ok {
		sb.b.throwTypeError("TextDecoderStream." + member + ": 'this' is not a TextDecoderStream")
	}
	return s
}

func (sb *streamBinding) thisEncoderStream(call goja.FunctionCall, member string) *encoderStreamState {
	s, ok := sb.encoders.get(call.This)
	if !ok {
		sb.b.throwTypeError("TextEncoderStream." + member + ": 'this' is not a TextEncoderStream")
	}
	return s
}

// newTransform sets up a TransformStream, turning the only possible failure
// (an interrupted runtime) into the exception goja unwinds with.
func (sb *streamBinding) newTransform(t streams.Transformer) *streams.Transform {
	tr, err := streams.NewTransform(sb.b.rt, t)
	if err != nil {
		panic(err)
	}
	return tr
}

// constructDecoderStream implements new TextDecoderStream(label, options).
func (sb *streamBinding) constructDecoderStream(labelArg, optionsArg goja.Value, newTarget *goja.Object) *goja.Object {
	b := sb.b
	// Web IDL: convert the arguments, create the object (which reads
	// new.target's prototype), then run the constructor steps.
	args := b.convertDecoderArgs(labelArg, optionsArg, "TextDecoderStream")
	this := b.create(newTarget, sb.decCtor, sb.decProto)
	s := &decoderStreamState{decoderCommon: b.newDecoderCommon(args, "TextDecoderStream")}
	s.t = sb.newTransform(streams.Transformer{
		Transform: func(chunk goja.Value) { sb.decodeAndEnqueue(s, chunk) },
		Flush:     func() { sb.flushAndEnqueue(s) },
	})
	sb.decoders.add(this, s)
	return this
}

// decodeAndEnqueue implements "decode and enqueue a chunk": the chunk, a
// BufferSource, is pushed to the I/O queue and decoded up to its end, the
// decoder keeping what is pending ("do not flush"); the output, serialized,
// is enqueued unless empty. A decoding error in fatal mode is a TypeError,
// which errors both sides of the stream.
func (sb *streamBinding) decodeAndEnqueue(s *decoderStreamState, chunk goja.Value) {
	b := sb.b
	src := b.toBufferSource(chunk, "TextDecoderStream").bytes(b.rt)
	if len(src) == 0 {
		return
	}
	out, ok := sb.runDecoder(s, src, false)
	if !ok {
		b.throwTypeError("TextDecoderStream: the encoded data was not valid " + s.enc.Name())
	}
	sb.enqueueString(s, out)
}

// flushAndEnqueue implements "flush and enqueue": end-of-queue is processed
// until the decoder returns finished (bytes it restores are decoded too), the
// output serialized and enqueued unless empty; an error is a TypeError.
func (sb *streamBinding) flushAndEnqueue(s *decoderStreamState) {
	out, ok := sb.runDecoder(s, nil, true)
	if !ok {
		sb.b.throwTypeError("TextDecoderStream: the encoded data was not valid " + s.enc.Name())
	}
	sb.enqueueString(s, out)
}

// runDecoder decodes src (with end-of-queue after it when last is set) into
// s's scratch buffer. ok is false after an error in fatal mode.
func (sb *streamBinding) runDecoder(s *decoderStreamState, src []byte, last bool) (out []uint16, ok bool) {
	dst := s.scratchFor(s.d.MaxUTF16Len(len(src)))
	j := 0
	for {
		n, m, err := s.d.DecodeUTF16(dst[j:], src, last)
		j += n
		src = src[m:]
		if err == nil {
			return dst[:j], true
		}
		if err != core.ErrShortDst {
			return nil, false
		}
		// Not expected (dst was sized for all of src): grow and go on.
		dst = append(dst[:j], make([]uint16, len(src)+16)...)
		dst = dst[:cap(dst)]
	}
}

// streamScratchLimit is the largest output buffer (in code units) a
// TextDecoderStream keeps between chunks.
const streamScratchLimit = 64 << 10

func (s *decoderStreamState) scratchFor(n int) []uint16 {
	if n > streamScratchLimit {
		return make([]uint16, n)
	}
	if cap(s.scratch) < n {
		s.scratch = make([]uint16, max(n, 1024))
	}
	return s.scratch[:cap(s.scratch)]
}

// enqueueString runs "serialize I/O queue" on out (the first scalar value of
// a UTF-8 or UTF-16 stream is dropped if it is U+FEFF, unless ignoreBOM) and
// enqueues the string unless it is empty.
func (sb *streamBinding) enqueueString(s *decoderStreamState, out []uint16) {
	if len(out) == 0 {
		return
	}
	if s.bomEligible && !s.ignoreBOM && !s.bomSeen {
		s.bomSeen = true
		if out[0] == 0xFEFF {
			out = out[1:]
			if len(out) == 0 {
				return
			}
		}
	}
	if err := s.t.Enqueue(stringValue(sb.b.rt, out)); err != nil {
		panic(err)
	}
}

// stringValue makes a JavaScript string of UTF-16 code units, in the form goja
// keeps: a Go string when all are ASCII, else goja's UTF-16 form. Both copy
// u.
func stringValue(rt *goja.Runtime, u []uint16) goja.Value {
	for _, c := range u {
		if c >= 0x80 {
			return goja.StringFromUTF16(u)
		}
	}
	p := make([]byte, len(u))
	for i, c := range u {
		p[i] = byte(c)
	}
	return rt.ToValue(string(p))
}

// constructEncoderStream implements new TextEncoderStream().
func (sb *streamBinding) constructEncoderStream(newTarget *goja.Object) *goja.Object {
	s := &encoderStreamState{}
	s.t = sb.newTransform(streams.Transformer{
		Transform: func(chunk goja.Value) { sb.encodeAndEnqueue(s, chunk) },
		Flush:     func() { sb.encodeAndFlush(s) },
	})
	this := sb.b.create(newTarget, sb.encCtor, sb.encProto)
	sb.encoders.add(this, s)
	return this
}

// encodeAndEnqueue implements "encode and enqueue a chunk": the chunk is
// converted to a DOMString (ToString: a Symbol is a TypeError) and its code
// units are encoded as UTF-8, a leading surrogate at its end held for the
// next chunk ("convert code unit to scalar value"; lone surrogates become
// U+FFFD). The bytes are enqueued as a new Uint8Array unless there are none.
func (sb *streamBinding) encodeAndEnqueue(s *encoderStreamState, chunk goja.Value) {
	b := sb.b
	ascii, units := codeUnits(b.toDOMString(chunk))
	var out []byte
	if units == nil {
		// All ASCII: a pending leading surrogate is followed by a code unit
		// that is not a trailing surrogate, so it becomes U+FFFD.
		if len(ascii) == 0 {
			return
		}
		out = make([]byte, 0, 3+len(ascii))
		if s.lead != 0 {
			s.lead = 0
			out = append(out, 0xEF, 0xBF, 0xBD)
		}
		out = append(out, ascii...)
	} else {
		if len(units) == 0 {
			return
		}
		var head []byte
		if s.lead != 0 {
			lead := s.lead
			s.lead = 0
			if c := units[0]; c >= 0xDC00 && c <= 0xDFFF {
				r := 0x10000 + (rune(lead)-0xD800)<<10 + (rune(c) - 0xDC00)
				head = []byte{0xF0 | byte(r>>18), 0x80 | byte(r>>12)&0x3F, 0x80 | byte(r>>6)&0x3F, 0x80 | byte(r)&0x3F}
				units = units[1:]
			} else {
				head = []byte{0xEF, 0xBF, 0xBD} // the code unit is read again below
			}
		}
		// A leading surrogate at the end waits for the next chunk.
		if n := len(units); n > 0 && units[n-1] >= 0xD800 && units[n-1] <= 0xDBFF {
			s.lead = units[n-1]
			units = units[:n-1]
		}
		out = make([]byte, len(head)+utf8Len(units))
		copy(out, head)
		utf8FromUTF16(out[len(head):], units)
	}
	if len(out) == 0 {
		return
	}
	if err := s.t.Enqueue(b.newUint8Array(out)); err != nil {
		panic(err)
	}
}

// encodeAndFlush implements "encode and flush": a leading surrogate left
// over is U+FFFD, enqueued as EF BF BD.
func (sb *streamBinding) encodeAndFlush(s *encoderStreamState) {
	if s.lead == 0 {
		return
	}
	if err := s.t.Enqueue(sb.b.newUint8Array([]byte{0xEF, 0xBF, 0xBD})); err != nil {
		panic(err)
	}
}
