package encoding

import (
	"github.com/dop251/goja"

	"github.com/textcodec/textcodec"
	"github.com/textcodec/textcodec/internal/host"
)

// This file is the decoding TextDecoder's decode and TextDecoderStream's
// transform share: "process an item" over one call's input (section
// "Interface TextDecoder", decode()'s step 5, and "decode and enqueue a
// chunk"), run in pieces that poll for the host's interrupt (pieces.go) and
// within the host's output limit (MaxOutputBytes), and "serialize I/O queue",
// which makes the output a JavaScript string.

// A decodeOutput holds the code units one call decoded, at buf[1:1+n]:
// buf[0] is left for goja's string marker. buf is a scratch buffer, or a
// fresh one (fresh is set) that the string may take over.
type decodeOutput struct {
	buf   []uint16
	n     int
	fresh bool
}

// decodeBuffer returns an output buffer for decoding n more bytes with d: a
// scratch buffer (*scratch, kept between calls up to limit code units) when
// small, else a fresh one. Under an output limit it holds the limit and one
// piece's output, past which decodeInto throws.
func (b *binding) decodeBuffer(d *textcodec.Decoder, n int, scratch *[]uint16, limit int) decodeOutput {
	size := 1 + d.MaxUTF16Len(n)
	if lim := b.opts.maxOutput; lim > 0 {
		size = min(size, 1+lim/2+d.MaxUTF16Len(host.PollStep))
	}
	if size > limit {
		return decodeOutput{buf: makePolled[uint16](b, size), fresh: true}
	}
	if cap(*scratch) < size {
		*scratch = make([]uint16, min(max(size, 2*cap(*scratch), 1024), limit))
	}
	return decodeOutput{buf: (*scratch)[:cap(*scratch)]}
}

// decodeInto decodes in with d, with end-of-queue after it when last is set,
// appending the code units to out; what names the caller in messages. It
// feeds in a piece of host.PollStep bytes at a time and polls between
// pieces, and throws MaxOutputBytes's RangeError once the output passes the
// limit. After a fatal error it returns the bytes of in after the one at
// fault, and failed.
func (b *binding) decodeInto(d *textcodec.Decoder, out *decodeOutput, in []byte, last bool, what string) (rest []byte, failed bool) {
	for {
		p := in[:min(len(in), host.PollStep)]
		if need := 1 + out.n + d.MaxUTF16Len(len(p)); need > len(out.buf) {
			b.growOutput(out, need)
		}
		n, m, err := d.DecodeUTF16(out.buf[1+out.n:], p, last && len(p) == len(in))
		out.n += n
		in = in[m:]
		b.checkOutput(what, 2*out.n)
		switch {
		case err == textcodec.ErrShortDst: // not expected: room was made for the piece
			b.growOutput(out, 2*len(out.buf))
		case err != nil:
			return in, true
		case len(in) == 0:
			return nil, false
		}
		b.poll.Poll()
	}
}

// growOutput moves out to a fresh buffer of n code units.
func (b *binding) growOutput(out *decodeOutput, n int) {
	grown := makePolled[uint16](b, n)
	copyPolled(b, grown, out.buf[:1+out.n])
	out.buf, out.fresh = grown, true
}

// serializeStart runs the BOM step of "serialize I/O queue" on out
// (textcodec's Encoding.DecodedBOMLen) unless ignoreBOM, on the first output
// of the stream only. It returns where in out.buf the string starts: 1, or 2
// when the BOM is dropped. (The decoder keeps the BOM, BOMKeep: decode drops
// a call's output when it throws, and the BOM seen with it.)
func (c *decoderCommon) serializeStart(out decodeOutput) int {
	if c.ignoreBOM || c.bomSeen || out.n == 0 {
		return 1
	}
	c.bomSeen = true
	return 1 + c.enc.DecodedBOMLen(out.buf[1:1+out.n])
}

// decodedString makes the JavaScript string of out's code units from start
// on, in the form goja keeps: one byte per character when all are ASCII,
// else UTF-16. A fresh buffer becomes the string itself when little of it is
// unused; otherwise the code units are copied. Scans and copies go a piece at
// a time.
func (b *binding) decodedString(out decodeOutput, start int) goja.Value {
	u := out.buf[start : 1+out.n]
	if b.isASCIIUnitsPolled(u) {
		p := makePolled[byte](b, len(u))
		b.narrowPolled(p, u)
		return b.asciiValue(p)
	}
	if out.fresh && 4*(len(u)+1) >= 3*cap(out.buf) {
		return unicodeValue(out.buf[start-1 : 1+out.n])
	}
	c := makePolled[uint16](b, len(u)+1)
	copyPolled(b, c[1:], u)
	return unicodeValue(c)
}

// asciiCopy makes a JavaScript string of a copy of the ASCII bytes p.
func (b *binding) asciiCopy(p []byte) goja.Value {
	c := makePolled[byte](b, len(p))
	copyPolled(b, c, p)
	return b.asciiValue(c)
}

// scratchLimit is the largest decode buffer (in code units) a TextDecoder's
// binding keeps between calls; larger outputs get a buffer of their own.
const scratchLimit = 32 << 10

// streamScratchLimit is the largest output buffer (in code units) a
// TextDecoderStream keeps between chunks: room for a 64 KiB chunk, with the
// bytes pending from the one before and decodeBuffer's margin (else every
// chunk of that common size would get a fresh buffer).
const streamScratchLimit = 64<<10 + 64
