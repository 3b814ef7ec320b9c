package textcodec

import (
	"encoding/binary"
	"strings"
	"sync"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/core"
)

// This file implements the standard's interface mixin TextDecoderCommon and
// interface TextDecoder (section "API").

// decoderState is a TextDecoder's Go side (TextDecoderCommon and TextDecoder
// in the standard's "API" section).
type decoderState struct {
	decoderCommon
	doNotFlush bool
	// asciiSafe: every byte below 0x80 decodes to itself from the
	// decoder's initial state and leaves it there (not so for UTF-16 and
	// ISO-2022-JP).
	asciiSafe bool
	// clean: the decoder is in its initial state (nothing fed to it since
	// it was reset but ASCII by the fast path).
	clean bool
	// queue is what is left of the I/O queue after a fatal error in a
	// streaming call: the bytes after the one that caused the error. The
	// next call reads them before its input.
	queue []byte
}

// lowerNames maps each encoding to its name, ASCII lowercased, as the
// encoding getter returns it. Built once and never changed.
var lowerNames = sync.OnceValue(func() map[*core.Encoding]goja.String {
	m := make(map[*core.Encoding]goja.String)
	for _, e := range core.Encodings() {
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
	enc       *core.Encoding
	name      goja.String // the encoding's name, ASCII lowercased
	d         *core.Decoder
	fatal     bool // error mode is "fatal"
	ignoreBOM bool
	bomSeen   bool
	// bomEligible: the encoding is UTF-8, UTF-16BE or UTF-16LE, whose
	// leading U+FEFF "serialize I/O queue" removes.
	bomEligible bool
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
	enc := core.UTF8
	if a.label != nil {
		enc = lookup(a.label)
		if enc == nil || enc == core.Replacement {
			b.throwRangeError(iface + ": the encoding label provided ('" + shortLabel(a.label) + "') is invalid")
		}
	}
	dopts := []core.DecoderOption{core.WithBOM(core.BOMKeep)}
	if a.fatal {
		dopts = append(dopts, core.Fatal())
	}
	return decoderCommon{
		enc:         enc,
		name:        lowerNames()[enc],
		d:           enc.NewDecoder(dopts...),
		fatal:       a.fatal,
		ignoreBOM:   a.ignoreBOM,
		bomEligible: enc == core.UTF8 || enc == core.UTF16BE || enc == core.UTF16LE,
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
		asciiSafe:     c.enc != core.UTF16BE && c.enc != core.UTF16LE && c.enc != core.ISO2022JP,
	}
	b.decoders.add(this, s)
	return this
}

// maxLabel bounds the labels worth looking up: the longest label has 19
// characters; anything longer after trimming cannot match.
const maxLabel = 32

// lookup implements "get an encoding" for a JavaScript string without
// converting a long one to Go: it trims ASCII whitespace by code unit, and a
// label that is long or not ASCII matches nothing.
func lookup(label goja.String) *core.Encoding {
	lo, hi := 0, label.Length()
	for lo < hi && isASCIIWhitespace(label.CharAt(lo)) {
		lo++
	}
	for hi > lo && isASCIIWhitespace(label.CharAt(hi-1)) {
		hi--
	}
	if hi-lo > maxLabel {
		return nil
	}
	var key [maxLabel]byte
	for i := lo; i < hi; i++ {
		c := label.CharAt(i)
		if c >= 0x80 {
			return nil
		}
		key[i-lo] = byte(c)
	}
	return core.Lookup(string(key[:hi-lo]))
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
	// Step 2.
	s.doNotFlush = stream
	// Step 3: push the input to the I/O queue. It is read in place; the
	// kernels copy what they keep, and so does the error path below.
	var src []byte
	if hasInput {
		src = input.bytes(b.rt)
	}
	if s.clean && s.asciiSafe && len(s.queue) == 0 && isASCIIBytes(src) {
		// Fast path: ASCII in, the same ASCII out, and the decoder stays
		// in its initial state. The first code point is not U+FEFF.
		if len(src) > 0 {
			s.bomSeen = true
		}
		return b.asciiString(src)
	}
	// Steps 4 and 5: process the queue; without "do not flush", up to and
	// including end-of-queue.
	buf, n, fresh, err := b.runDecoder(s, src, !stream)
	if err {
		b.throwTypeError("TextDecoder.decode: the encoded data was not valid " + s.enc.Name())
	}
	// "Serialize I/O queue": the first scalar value of a UTF-8 or UTF-16
	// stream is dropped if it is U+FEFF, unless ignoreBOM.
	start := 1
	if s.bomEligible && !s.ignoreBOM && !s.bomSeen && n > 0 {
		s.bomSeen = true
		if buf[start] == 0xFEFF {
			start++
			n--
		}
	}
	return b.stringFromUTF16(buf, start, n, fresh)
}

// stringFromUTF16 makes a JavaScript string of the code units
// buf[start:start+n] (start >= 1), in the form goja keeps: one byte per
// character when all are ASCII, else UTF-16. A fresh buf (not the binding's
// scratch buffer) becomes the string itself when little of it is unused;
// otherwise the code units are copied.
func (b *binding) stringFromUTF16(buf []uint16, start, n int, fresh bool) goja.Value {
	u := buf[start : start+n]
	if isASCIIUnits(u) {
		p := make([]byte, n)
		for i, c := range u {
			p[i] = byte(c)
		}
		return b.asciiValue(p)
	}
	if fresh && 4*(n+1) >= 3*cap(buf) {
		return unicodeValue(buf[start-1 : start+n])
	}
	c := make([]uint16, n+1)
	copy(c[1:], u)
	return unicodeValue(c)
}

// asciiString makes a JavaScript string of a copy of the ASCII bytes p.
func (b *binding) asciiString(p []byte) goja.Value {
	return b.asciiValue(append([]byte(nil), p...))
}

// isASCIIBytes reports whether every byte of p is below 0x80, 64 bytes at a
// time.
func isASCIIBytes(p []byte) bool {
	const high = 0x8080808080808080
	le := binary.LittleEndian
	for len(p) >= 64 {
		s := p[:64:64]
		if (le.Uint64(s)|le.Uint64(s[8:])|le.Uint64(s[16:])|le.Uint64(s[24:])|
			le.Uint64(s[32:])|le.Uint64(s[40:])|le.Uint64(s[48:])|le.Uint64(s[56:]))&high != 0 {
			return false
		}
		p = p[64:]
	}
	var seen uint64
	for len(p) >= 8 {
		seen |= le.Uint64(p)
		p = p[8:]
	}
	for _, c := range p {
		seen |= uint64(c)
	}
	return seen&high == 0
}

// runDecoder decodes s.queue and then src, with end-of-queue after them when
// last is set, into buf[1:1+n]: buf[0] is left for goja's string marker. buf
// is the binding's scratch buffer, or a fresh one (fresh is set) when the
// output may be large. After a fatal error it reports err; the output is
// discarded and, when s streams, the rest of the queue is kept for the next
// call, as the standard's I/O queue keeps it.
func (b *binding) runDecoder(s *decoderState, src []byte, last bool) (buf []uint16, n int, fresh, err bool) {
	buf, fresh = b.scratchFor(1 + s.d.MaxUTF16Len(len(s.queue)+len(src)))
	chunks := [2][]byte{s.queue, src}
	s.queue = nil
	s.clean = last // a flushed decoder is back in its initial state
	j := 1
	for k, chunk := range chunks {
		chunkLast := last && k == len(chunks)-1
		if len(chunk) == 0 && !chunkLast {
			continue
		}
		for {
			n, m, e := s.d.DecodeUTF16(buf[j:], chunk, chunkLast)
			j += n
			chunk = chunk[m:]
			if e == nil {
				break
			}
			if e == core.ErrShortDst { // not expected: buf was sized for all
				grown := make([]uint16, 2*len(buf)+len(chunk)+8)
				copy(grown, buf[:j])
				buf, fresh = grown, true
				continue
			}
			s.clean = false
			if s.doNotFlush {
				var rest []byte
				rest = append(rest, chunk...)
				if k == 0 {
					rest = append(rest, src...)
				}
				s.queue = rest
			}
			return nil, 0, false, true
		}
	}
	return buf, j - 1, fresh, false
}

// scratchLimit is the largest decode buffer (in code units) the binding keeps
// between calls; larger outputs get a buffer of their own.
const scratchLimit = 32 << 10

// scratchFor returns a buffer of at least n code units: the binding's scratch
// buffer, whose contents are copied into a JavaScript string before anything
// else can use it, or a fresh one (fresh is set) when n is large.
func (b *binding) scratchFor(n int) (buf []uint16, fresh bool) {
	if n > scratchLimit {
		return make([]uint16, n), true
	}
	if cap(b.scratch) < n {
		b.scratch = make([]uint16, min(max(n, 2*cap(b.scratch), 1024), scratchLimit))
	}
	return b.scratch[:cap(b.scratch)], false
}
