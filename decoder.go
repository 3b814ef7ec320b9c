package textcodec

import "unsafe"

// A Decoder is an instance of an encoding's decoder: it decodes one stream,
// given in as many chunks as the caller likes, and keeps its state between
// calls. The output for any split of the input into chunks is the output for
// the whole. A Decoder is not safe for concurrent use; make one per stream.
//
// DecodeUTF16 and DecodeUTF8 write into a buffer the caller provides and
// report how much they read and wrote; nothing is allocated per call. A code
// point is never split across calls, and bytes of dst after nDst may have
// been overwritten (the fast paths store whole words). They return:
//   - nil: all of src was consumed (with last set, the stream was also
//     flushed and the Decoder is ready for a new stream);
//   - ErrShortDst: dst is full; call again with src[nSrc:] and more room
//     (a call makes progress when dst has room for 4 bytes or 2 code units);
//   - *DecodeError (fatal mode only): the input is malformed. src[:nSrc] is
//     consumed; a caller may carry on with src[nSrc:], as the standard's
//     "process a queue" would after an error, or call Reset.
type Decoder struct {
	enc      *Encoding // the encoding in use (changes when a BOM is sniffed)
	orig     *Encoding // the encoding the Decoder was made for
	k        decoderKernel
	fatal    bool
	bom      BOMMode
	bomSeen  bool   // BOMRemove: the first code point of the stream has been output
	sniffed  bool   // BOMSniff: the decision has been made
	held     []byte // BOMSniff: bytes held until the decision, then still to decode
	heldBuf  [3]byte
	consumed int64     // bytes of the stream the kernel has consumed
	prevEnc  *Encoding // the encoding the last finished stream used
}

// NewDecoder returns a Decoder for e. With no options it writes U+FFFD for
// malformed input (Replace) and removes a leading byte order mark
// (BOMRemove), as TextDecoder does by default:
//
//	d := textcodec.ShiftJIS.NewDecoder()
//	d := textcodec.UTF8.NewDecoder(textcodec.Fatal, textcodec.BOMKeep)
func (e *Encoding) NewDecoder(opts ...DecoderOption) *Decoder {
	d := &Decoder{enc: e, orig: e, k: newDecoderKernel(e)}
	for _, o := range opts {
		o.applyToDecoder(d)
	}
	return d
}

// Encoding returns the encoding the Decoder decodes: the one it was made for,
// or, in BOMSniff mode, the one a byte order mark selected.
func (d *Decoder) Encoding() *Encoding { return d.enc }

// Fatal reports whether the Decoder's error mode is Fatal.
func (d *Decoder) Fatal() bool { return d.fatal }

// Reset discards the Decoder's state and starts a new stream.
func (d *Decoder) Reset() {
	if d.enc != d.orig || d.k == nil {
		d.enc = d.orig
		d.k = newDecoderKernel(d.orig)
	} else {
		d.k.reset()
	}
	d.bomSeen, d.sniffed, d.held, d.consumed = false, false, nil, 0
}

// MaxUTF16Len returns the most UTF-16 code units that decoding n more bytes
// can produce, counting what the Decoder holds from earlier calls and the
// flush at the end: a dst of this length always takes the output in one call.
func (d *Decoder) MaxUTF16Len(n int) int { return n + d.pendingBytes() + 4 }

// MaxUTF8Len is MaxUTF16Len for UTF-8 output: every byte decodes to at most
// three bytes of UTF-8 (U+FFFD for a stray byte).
func (d *Decoder) MaxUTF8Len(n int) int { return 3*(n+d.pendingBytes()) + 8 }

func (d *Decoder) pendingBytes() int { return d.k.pending() + len(d.held) + 1 }

// DecodeUTF16 decodes src into UTF-16 code units; see Decoder for the contract.
func (d *Decoder) DecodeUTF16(dst []uint16, src []byte, last bool) (nDst, nSrc int, err error) {
	return decodeChunk(d, dst, src, last)
}

// DecodeUTF8 decodes src into UTF-8; see Decoder for the contract.
func (d *Decoder) DecodeUTF8(dst, src []byte, last bool) (nDst, nSrc int, err error) {
	return decodeChunk(d, dst, src, last)
}

// decodeChunk is DecodeUTF16 and DecodeUTF8: BOM sniffing, the held bytes,
// the kernel run, then BOM removal.
func decodeChunk[T unit](d *Decoder, dst []T, src []byte, last bool) (j, i int, err error) {
	if d.bom == BOMSniff && !d.sniffed {
		i = d.sniff(src, last)
		if !d.sniffed {
			return 0, i, nil // too few bytes yet to tell
		}
	}
	for {
		for len(d.held) > 0 && err == nil {
			// Bytes held while sniffing are the start of the stream proper.
			nd, ns, e := runKernel(d, dst[j:], d.held, false)
			j, d.held, err = j+nd, d.held[ns:], e
		}
		if err == nil {
			nd, ns, e := runKernel(d, dst[j:], src[i:], last)
			j, i, err = j+nd, i+ns, e
		}
		if d.bom != BOMRemove || d.bomSeen || j == 0 {
			break
		}
		before := j
		j = removeBOM(d, dst, j)
		if err != ErrShortDst || j == before {
			break
		}
		err = nil // removing the BOM made room: carry on
	}
	if err == nil && last {
		d.prevEnc = d.enc
		d.Reset()
	}
	return j, i, err
}

// runKernel drives the kernel over src and applies the error mode
// ("process a queue" with "replacement" or "fatal").
func runKernel[T unit](d *Decoder, dst []T, src []byte, last bool) (j, i int, err error) {
	if k, ok := d.k.(*utf8Decoder); ok {
		k.replace = !d.fatal // it writes U+FFFD itself (see utf8.go)
	}
	for {
		if len(dst)-j < stepRoom[T]() && (i < len(src) || (last && d.k.pending() > 0)) {
			return j, i, ErrShortDst // the kernel needs stepRoom for its next step
		}
		nd, ns, st := kernelDecode(d.k, dst[j:], src[i:], last)
		j += nd
		i += ns
		d.consumed += int64(ns)
		switch st {
		case done:
			return j, i, nil
		case full:
			return j, i, ErrShortDst
		}
		if d.fatal {
			off := d.consumed
			if st == errConsumed && ns > 0 {
				off--
			}
			return j, i, &DecodeError{Encoding: d.enc.name, Offset: off}
		}
		j = putReplacement(dst, j) // the kernel left stepRoom free
	}
}

// kernelDecode calls the kernel's method for T's output form.
func kernelDecode[T unit](k decoderKernel, dst []T, src []byte, last bool) (int, int, status) {
	if is16[T]() {
		return k.decodeUTF16(*(*[]uint16)(unsafe.Pointer(&dst)), src, last)
	}
	return k.decodeUTF8(*(*[]byte)(unsafe.Pointer(&dst)), src, last)
}

// removeBOM implements the BOM step of TextDecoder's "serialize I/O queue":
// for UTF-8 and UTF-16 the first code point of the stream is dropped if it is
// U+FEFF. dst[:j] is the output of the call that produced the stream's first
// code point; removeBOM returns the new length.
func removeBOM[T unit](d *Decoder, dst []T, j int) int {
	d.bomSeen = true
	switch d.enc.family {
	case fUTF8, fUTF16BE, fUTF16LE:
	default:
		return j
	}
	n := 0
	if is16[T]() && uint16(dst[0]) == 0xFEFF {
		n = 1
	} else if !is16[T]() && j >= 3 && dst[0] == 0xEF && dst[1] == 0xBB && dst[2] == 0xBF {
		n = 3
	}
	if n > 0 {
		copy(dst, dst[n:j])
		j -= n
	}
	return j
}

// sniff implements "BOM sniff" for BOMSniff mode. It holds the first bytes of
// the stream until it can tell whether they begin with a byte order mark,
// then selects the encoding and leaves in d.held the bytes that follow the
// mark. It returns how much of src it took.
func (d *Decoder) sniff(src []byte, last bool) int {
	n := len(d.held)
	buf := d.heldBuf[:n]
	taken := 0
	for ; taken < len(src) && couldBeBOMPrefix(buf) && len(buf) < 3; taken++ {
		buf = append(buf, src[taken])
	}
	enc, size := SniffBOM(buf)
	if enc == nil && couldBeBOMPrefix(buf) && len(buf) < 3 && !last {
		d.held = buf // wait for more
		return taken
	}
	d.sniffed = true
	d.consumed += int64(size)
	if enc != nil && enc != d.enc {
		d.enc = enc
		d.k = newDecoderKernel(enc)
	}
	d.held = buf[size:]
	return taken
}

// couldBeBOMPrefix reports whether b is a proper prefix of a byte order mark,
// so that more bytes are needed to decide.
func couldBeBOMPrefix(b []byte) bool {
	switch len(b) {
	case 0:
		return true
	case 1:
		return b[0] == 0xEF || b[0] == 0xFE || b[0] == 0xFF
	case 2:
		return b[0] == 0xEF && b[1] == 0xBB
	}
	return false
}

// SniffBOM implements "BOM sniff" on the first bytes of a stream: it returns
// the encoding a byte order mark at the start of b selects (UTF-8, UTF-16BE
// or UTF-16LE) and the mark's length, or nil and 0.
func SniffBOM(b []byte) (enc *Encoding, size int) {
	switch {
	case len(b) >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF:
		return UTF8, 3
	case len(b) >= 2 && b[0] == 0xFE && b[1] == 0xFF:
		return UTF16BE, 2
	case len(b) >= 2 && b[0] == 0xFF && b[1] == 0xFE:
		return UTF16LE, 2
	}
	return nil, 0
}
