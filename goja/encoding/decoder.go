package encoding

import (
	"strings"
	"sync"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec"
	"github.com/textcodec/textcodec/internal/host"
)

// This file implements the standard's interface mixin TextDecoderCommon and
// interface TextDecoder (section "API").

// decoderState is a TextDecoder's Go side (TextDecoderCommon and TextDecoder
// in the standard's "API" section).
type decoderState struct {
	decoderCommon
	doNotFlush bool
	// asciiSafe: every byte below 0x80 decodes to itself from the
	// decoder's initial state and leaves it there
	// (Encoding.IsASCIICompatible).
	asciiSafe bool
	// clean: the decoder is in its initial state (nothing fed to it since
	// it was reset but ASCII by the fast path).
	clean bool
	// queue is what is left of the I/O queue after a fatal error in a
	// streaming call: the bytes after the one that caused the error, and
	// any the decoder restored to the queue before it ("restore"). The
	// next call reads them before its input.
	queue []byte
}

// lowerNames maps each encoding to its name, ASCII lowercased, as the
// encoding getter returns it. Built once and never changed.
var lowerNames = sync.OnceValue(func() map[*textcodec.Encoding]goja.String {
	m := make(map[*textcodec.Encoding]goja.String)
	for _, e := range textcodec.Encodings() {
		m[e] = stringFromASCII(strings.ToLower(e.Name()))
	}
	return m
})

// stringFromASCII makes a goja string from an ASCII Go string.
func stringFromASCII(s string) goja.String {
	u := make([]uint16, len(s))
	for i := 0; i < len(s); i++ {
		u[i] = uint16(s[i])
	}
	return goja.StringFromUTF16(u)
}

// textDecoderMembers defines TextDecoder's attributes and operations.
func (b *binding) textDecoderMembers(p *goja.Object) {
	b.attribute(p, "encoding", "get encoding", func(call goja.FunctionCall) goja.Value {
		return b.thisDecoder(call, "encoding").name
	})
	b.attribute(p, "fatal", "get fatal", func(call goja.FunctionCall) goja.Value {
		return b.rt.ToValue(b.thisDecoder(call, "fatal").fatal)
	})
	b.attribute(p, "ignoreBOM", "get ignoreBOM", func(call goja.FunctionCall) goja.Value {
		return b.rt.ToValue(b.thisDecoder(call, "ignoreBOM").ignoreBOM)
	})
	b.operation(p, "decode", 0, b.decode)
}

// decoderCommon is the state of the TextDecoderCommon mixin, which
// TextDecoder and TextDecoderStream share.
type decoderCommon struct {
	enc       *textcodec.Encoding
	name      goja.String // the encoding's name, ASCII lowercased
	d         *textcodec.Decoder
	fatal     bool // error mode is "fatal"
	ignoreBOM bool
	bomSeen   bool
}

// decoderArgs are the converted arguments of new TextDecoder(label,
// options) and new TextDecoderStream(label, options).
type decoderArgs struct {
	label            goja.String // nil: the default, "utf-8"
	fatal, ignoreBOM bool
}

// convertDecoderArgs converts those arguments in Web IDL's order: label as a
// DOMString, then the TextDecoderOptions members in lexicographic order.
func (b *binding) convertDecoderArgs(labelArg, optionsArg goja.Value, iface string) decoderArgs {
	var a decoderArgs
	if !goja.IsUndefined(labelArg) {
		a.label = b.toDOMString(labelArg)
	}
	opts := b.dictionary(optionsArg, iface)
	a.fatal = boolMember(opts, "fatal")
	a.ignoreBOM = boolMember(opts, "ignoreBOM")
	return a
}

// newDecoderCommon runs the constructors' first steps, after Web IDL has
// converted the arguments and created the object: get an encoding, a
// RangeError for failure or replacement, and a decoder instance in the error
// mode asked for.
func (b *binding) newDecoderCommon(a decoderArgs, iface string) decoderCommon {
	enc := textcodec.UTF8
	if a.label != nil {
		enc = lookup(a.label, b.poll)
		if enc == nil || enc == textcodec.Replacement {
			b.throwRangeError(iface + ": the encoding label provided ('" + shortLabel(a.label) + "') is invalid")
		}
	}
	dopts := []textcodec.DecoderOption{textcodec.BOMKeep}
	if a.fatal {
		dopts = append(dopts, textcodec.Fatal)
	}
	return decoderCommon{
		enc:       enc,
		name:      lowerNames()[enc],
		d:         enc.NewDecoder(dopts...),
		fatal:     a.fatal,
		ignoreBOM: a.ignoreBOM,
	}
}

// thisDecoder implements the "this" check of a TextDecoder attribute or
// operation: the receiver must be an object the TextDecoder constructor made.
func (b *binding) thisDecoder(call goja.FunctionCall, member string) *decoderState {
	s, ok := b.decoders.get(call.This)
	if !ok {
		b.throwTypeError("TextDecoder." + member + ": 'this' is not a TextDecoder")
	}
	return s
}

// constructDecoder implements new TextDecoder(label, options).
func (b *binding) constructDecoder(labelArg, optionsArg goja.Value, newTarget *goja.Object) *goja.Object {
	// Web IDL: convert the arguments, create the object (which reads
	// new.target's prototype), then run the constructor steps.
	args := b.convertDecoderArgs(labelArg, optionsArg, "TextDecoder")
	this := b.create(newTarget, b.decCtor, b.decProto)
	c := b.newDecoderCommon(args, "TextDecoder")
	s := &decoderState{
		decoderCommon: c,
		asciiSafe:     c.enc.IsASCIICompatible(),
	}
	b.decoders.add(this, s)
	return this
}

// maxLabel bounds the labels worth looking up: the longest label has 19
// characters; anything longer after trimming cannot match.
const maxLabel = 32

// lookup implements "get an encoding" for a JavaScript string without
// converting a long one to Go: it skips leading ASCII whitespace by code
// unit, and a label that is long after it or not ASCII matches nothing;
// textcodec.Lookup does the rest. A long label is scanned a piece at a time,
// polling between pieces.
func lookup(label goja.String, poll host.Poller) *textcodec.Encoding {
	n := label.Length()
	lo := indexNonSpace(label, 0, n, poll)
	// The trimmed label lies within maxLabel code units from lo, or is too
	// long to match.
	end := min(n, lo+maxLabel)
	if end < n && indexNonSpace(label, end, n, poll) < n {
		return nil
	}
	var key [maxLabel]byte
	k := 0
	for i := lo; i < end; i++ {
		c := label.CharAt(i)
		if c >= 0x80 {
			return nil
		}
		key[k] = byte(c)
		k++
	}
	return textcodec.Lookup(string(key[:k])) // which trims the end
}

// indexNonSpace returns the index of the first code unit of label at or after
// from (and before n, its length) that is not ASCII whitespace, or n. It reads
// label a piece at a time (a piece of goja's byte form is a slice of it; of
// its UTF-16 form, a copy) and polls between pieces.
func indexNonSpace(label goja.String, from, n int, poll host.Poller) int {
	for i := from; i < n; i = pieceEnd(i, n) {
		if i > from {
			poll.Poll()
		}
		ascii, units := codeUnits(label.Substring(i, pieceEnd(i, n)))
		if units == nil {
			if k := indexNonSpaceASCII(ascii); k >= 0 {
				return i + k
			}
			continue
		}
		for k, c := range units {
			if !isASCIIWhitespace(c) {
				return i + k
			}
		}
	}
	return n
}

// indexNonSpaceASCII returns the index of the first byte of s that is not
// ASCII whitespace, or -1; it skips runs of spaces eight at a time.
func indexNonSpaceASCII(s string) int {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		if s[i:i+8] != "        " {
			break
		}
	}
	for ; i < len(s); i++ {
		if !isASCIIWhitespace(uint16(s[i])) {
			return i
		}
	}
	return -1
}

func isASCIIWhitespace(c uint16) bool {
	return c == '\t' || c == '\n' || c == '\f' || c == '\r' || c == ' '
}

// shortLabel returns the label for an error message, cut short if long.
func shortLabel(label goja.String) string {
	if label.Length() > 64 {
		return label.Substring(0, 64).String() + "..."
	}
	return label.String()
}

// decode implements TextDecoder's decode(input, options).
func (b *binding) decode(call goja.FunctionCall) goja.Value {
	s := b.thisDecoder(call, "decode")
	// Argument conversion: input (optional AllowSharedBufferSource; an
	// undefined argument is a missing one), then TextDecodeOptions.
	var input bufferSource
	hasInput := false
	if v := call.Argument(0); !goja.IsUndefined(v) {
		input, hasInput = b.toBufferSource(v, "TextDecoder.decode"), true
	}
	stream := boolMember(b.dictionary(call.Argument(1), "TextDecoder.decode"), "stream")

	// Step 1: unless the last call streamed, start a new stream: a new
	// decoder instance, an empty I/O queue, BOM seen false.
	if !s.doNotFlush {
		s.d.Reset()
		s.queue = nil
		s.bomSeen = false
		s.clean = true
	}
	// Step 2 (do not flush = stream) takes effect when the call completes:
	// a call stopped by the host's interrupt or the output limit leaves the
	// decoder to start a new stream next time.
	s.doNotFlush = false
	// Step 3: push the input to the I/O queue. It is read in place; the
	// kernels copy what they keep, and so does the error path below.
	var src []byte
	if hasInput {
		src = input.bytes(b.rt)
	}
	if s.clean && s.asciiSafe && len(s.queue) == 0 && b.isASCIIPolled(src) {
		// Fast path: ASCII in, the same ASCII out, and the decoder stays
		// in its initial state. The first code point is not U+FEFF.
		b.checkOutput("TextDecoder.decode", 2*len(src))
		v := b.asciiCopy(src)
		if len(src) > 0 {
			s.bomSeen = true
		}
		s.doNotFlush = stream
		return v
	}
	// Steps 4 and 5: process the queue (the bytes left by a fatal error in
	// the last streaming call, then the input); without "do not flush", up
	// to and including end-of-queue.
	queue := s.queue
	s.queue = nil
	out := b.decodeBuffer(s.d, len(queue)+len(src), &b.scratch, scratchLimit)
	s.clean = !stream // a flushed decoder is back in its initial state

	var rest, tail []byte // on a fatal error: the queue's rest, then tail
	failed := false
	if len(queue) > 0 {
		rest, failed = b.decodeInto(s.d, &out, queue, false, "TextDecoder.decode")
		tail = src
	}
	if !failed {
		rest, failed = b.decodeInto(s.d, &out, src, !stream, "TextDecoder.decode")
		tail = nil
	}
	if failed {
		// The output is discarded; a streaming decoder keeps the rest of
		// the queue for its next call, as the standard's I/O queue does.
		s.clean = false
		if stream {
			s.queue = b.joinPolled(rest, tail)
		}
		s.doNotFlush = stream
		b.throwTypeError("TextDecoder.decode: the encoded data was not valid " + s.enc.Name())
	}
	v := b.decodedString(out, s.serializeStart(out))
	s.doNotFlush = stream
	return v
}

// joinPolled returns a copy of p and then q, made a piece at a time.
func (b *binding) joinPolled(p, q []byte) []byte {
	if len(p)+len(q) == 0 {
		return nil
	}
	c := makePolled[byte](b, len(p)+len(q))
	copyPolled(b, c, p)
	copyPolled(b, c[len(p):], q)
	return c
}
