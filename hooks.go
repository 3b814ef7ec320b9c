package textcodec

// The standard's "Hooks for standards" and "Legacy hooks for standards", for
// Go programs that implement other standards on top of this one. Each returns
// UTF-8 (scalar values) or bytes.

// Decode implements "decode": a byte order mark selects UTF-8, UTF-16BE or
// UTF-16LE and is dropped; otherwise fallback decodes src, in replacement
// mode. It returns the output and the encoding used.
func Decode(src []byte, fallback *Encoding) ([]byte, *Encoding) {
	enc := fallback
	if e, n := SniffBOM(src); e != nil {
		enc, src = e, src[n:]
	}
	out, _ := enc.NewDecoder(BOMKeep).Bytes(src)
	return out, enc
}

// UTF8Decode implements "UTF-8 decode": a leading UTF-8 byte order mark is
// dropped and the rest decoded in replacement mode.
func UTF8Decode(src []byte) []byte {
	out, _ := UTF8.NewDecoder(BOMRemove).Bytes(src)
	return out
}

// UTF8DecodeWithoutBOM implements "UTF-8 decode without BOM".
func UTF8DecodeWithoutBOM(src []byte) []byte {
	out, _ := UTF8.NewDecoder(BOMKeep).Bytes(src)
	return out
}

// UTF8DecodeWithoutBOMOrFail implements "UTF-8 decode without BOM or fail":
// it returns a *DecodeError for malformed input.
func UTF8DecodeWithoutBOMOrFail(src []byte) ([]byte, error) {
	return UTF8.NewDecoder(BOMKeep, Fatal).Bytes(src)
}

// Encode implements "encode": the UTF-8 text src is encoded with enc's
// encoder in the "html" error mode. The standard asserts that enc has an
// encoder; here replacement and UTF-16BE/LE give ErrNoEncoder (pass
// enc.OutputEncoding() to follow "get an output encoding" first).
func Encode(src []byte, enc *Encoding) ([]byte, error) {
	e, err := enc.NewEncoder(Replace) // "html"
	if err != nil {
		return nil, err
	}
	return e.Bytes(src)
}

// UTF8Encode implements "UTF-8 encode". Ill-formed UTF-8 in src becomes
// U+FFFD, as everywhere in this package.
func UTF8Encode(src []byte) []byte {
	out, _ := Encode(src, UTF8)
	return out
}

// EncodeOrFail implements "encode or fail" for an Encoder made with Fatal
// ("get an encoder"): it encodes the UTF-8 text src, appending to
// dst, and stops at the first code point the encoding lacks. It returns the
// output, how much of src it consumed (that code point included), and nil
// when all of src was encoded, or else the *EncodeError naming the code
// point (it wraps ErrUnmappable). To go on, write a substitute (only bytes
// 0x00 to 0x7F other than 0x0E, 0x0F, 0x1B, 0x5C and 0x7E are safe with
// ISO-2022-JP) and call again with the same Encoder and src[consumed:]. The
// end of the stream is not flushed: call e.Append(dst, nil, true) when done.
func EncodeOrFail(e *Encoder, dst, src []byte) (out []byte, consumed int, err error) {
	dst = growFor(dst, len(src)+encodeRoom)
	for {
		n, m, err := e.Encode(dst[len(dst):cap(dst)], src[consumed:], false)
		dst, consumed = dst[:len(dst)+n], consumed+m
		if err != ErrShortDst {
			return dst, consumed, err
		}
		dst = growFor(dst, cap(dst)+encodeRoom)
	}
}
