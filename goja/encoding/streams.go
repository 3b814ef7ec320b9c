package encoding

import (
	"unsafe"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec"
	"github.com/textcodec/textcodec/goja/streams"
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
		return lowerNames()[textcodec.UTF8]
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
		Transform: func(chunk goja.Value) goja.Value { return sb.decodeAndEnqueue(s, chunk) },
		Flush:     func() goja.Value { return sb.flushAndEnqueue(s) },
	})
	sb.decoders.add(this, s)
	return this
}

// decodeAndEnqueue implements "decode and enqueue a chunk": the chunk, a
// BufferSource, is pushed to the I/O queue and decoded up to its end, the
// decoder keeping what is pending ("do not flush"); the output, serialized,
// is returned for the transform stream to enqueue, or nil when empty. A
// decoding error in fatal mode is a TypeError, and output past the host's
// limit a RangeError; either errors both sides of the stream.
func (sb *streamBinding) decodeAndEnqueue(s *decoderStreamState, chunk goja.Value) goja.Value {
	b := sb.b
	src := b.toBufferSource(chunk, "TextDecoderStream").bytes(b.rt)
	if len(src) == 0 {
		return nil
	}
	return sb.decodeBytes(s, src, false)
}

// flushAndEnqueue implements "flush and enqueue": end-of-queue is processed
// until the decoder returns finished (bytes it restores are decoded too), the
// output serialized and returned to be enqueued, or nil when empty; an error
// is a TypeError.
func (sb *streamBinding) flushAndEnqueue(s *decoderStreamState) goja.Value {
	return sb.decodeBytes(s, nil, true)
}

// decodeBytes decodes src (with end-of-queue after it when last is set),
// runs "serialize I/O queue" on the output and returns the string, or nil
// when it is empty.
func (sb *streamBinding) decodeBytes(s *decoderStreamState, src []byte, last bool) goja.Value {
	b := sb.b
	out := b.decodeBuffer(s.d, len(src), &s.scratch, streamScratchLimit)
	if _, failed := b.decodeInto(s.d, &out, src, last, "TextDecoderStream"); failed {
		b.throwTypeError("TextDecoderStream: the encoded data was not valid " + s.enc.Name())
	}
	start := s.serializeStart(out)
	if start > out.n {
		return nil // no output, or only the BOM
	}
	return b.decodedString(out, start)
}

// constructEncoderStream implements new TextEncoderStream().
func (sb *streamBinding) constructEncoderStream(newTarget *goja.Object) *goja.Object {
	s := &encoderStreamState{}
	s.t = sb.newTransform(streams.Transformer{
		Transform: func(chunk goja.Value) goja.Value { return sb.encodeAndEnqueue(s, chunk) },
		Flush:     func() goja.Value { return sb.encodeAndFlush(s) },
	})
	this := sb.b.create(newTarget, sb.encCtor, sb.encProto)
	sb.encoders.add(this, s)
	return this
}

// encodeAndEnqueue implements "encode and enqueue a chunk": the chunk is
// converted to a DOMString (ToString: a Symbol is a TypeError) and its code
// units are encoded as UTF-8, a leading surrogate at its end held for the
// next chunk ("convert code unit to scalar value"; lone surrogates become
// U+FFFD). The bytes are returned as a new Uint8Array for the transform
// stream to enqueue, or nil when there are none; more than the host's limit
// is a RangeError, which errors the stream. Long chunks are encoded a piece
// at a time (pieces.go).
func (sb *streamBinding) encodeAndEnqueue(s *encoderStreamState, chunk goja.Value) goja.Value {
	b := sb.b
	str := b.toDOMString(chunk)
	var out []byte
	if kind, host, _ := stringForm(str); kind == formHost {
		// goja's scan of a Go string makes no surrogate that is not in a
		// pair: a pending leading surrogate becomes U+FFFD and none is left
		// pending. Measured and converted a piece at a time, as encode does.
		if len(host) == 0 {
			return nil
		}
		head := 0
		if s.lead != 0 {
			head = 3
		}
		src := utf8Source{kind: formHost, host: host}
		n, _ := b.outputLen(&src)
		b.checkOutput("TextEncoderStream", head+n)
		out = makePolled[byte](b, head+n)
		if s.lead != 0 {
			s.lead = 0
			copy(out, "\xEF\xBF\xBD")
		}
		b.intoPolled(out[head:], &src)
	} else if ascii, units := codeUnits(str); units == nil {
		// All ASCII: a pending leading surrogate is followed by a code unit
		// that is not a trailing surrogate, so it becomes U+FFFD.
		if len(ascii) == 0 {
			return nil
		}
		head := 0
		if s.lead != 0 {
			head = 3
		}
		b.checkOutput("TextEncoderStream", head+len(ascii))
		out = makePolled[byte](b, head+len(ascii))
		if s.lead != 0 {
			s.lead = 0
			copy(out, "\xEF\xBF\xBD")
		}
		copyPolled(b, out[head:], unsafe.Slice(unsafe.StringData(ascii), len(ascii)))
	} else {
		if len(units) == 0 {
			return nil
		}
		var head []byte
		if s.lead != 0 {
			// The pending leading surrogate and this chunk's first code
			// unit: a surrogate pair, or a lone surrogate (U+FFFD) and a
			// code unit that is read again below.
			head = []byte(replacement)
			if units[0]&0xFC00 == 0xDC00 {
				head = make([]byte, 4)
				textcodec.UTF16ToUTF8(head, []uint16{s.lead, units[0]})
				units = units[1:]
			}
			s.lead = 0
		}
		// A leading surrogate at the end waits for the next chunk.
		if n := len(units); n > 0 && isLeadSurrogate(units[n-1]) {
			s.lead = units[n-1]
			units = units[:n-1]
		}
		n := len(head)
		b.forUTF16Pieces(units, func(p []uint16) { n += textcodec.UTF16ToUTF8Len(p) })
		b.checkOutput("TextEncoderStream", n)
		out = makePolled[byte](b, n)
		w := copy(out, head)
		b.forUTF16Pieces(units, func(p []uint16) {
			written, _ := textcodec.UTF16ToUTF8(out[w:], p)
			w += written
		})
	}
	if len(out) == 0 {
		return nil
	}
	return b.newUint8Array(out)
}

// encodeAndFlush implements "encode and flush": a leading surrogate left
// over is U+FFFD, returned to be enqueued as EF BF BD.
func (sb *streamBinding) encodeAndFlush(s *encoderStreamState) goja.Value {
	if s.lead == 0 {
		return nil
	}
	return sb.b.newUint8Array([]byte{0xEF, 0xBF, 0xBD})
}
