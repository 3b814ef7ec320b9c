// Package xtext gives the Encoding Standard's 40 encodings, as package textcodec
// implements them, the interface of golang.org/x/text/encoding, so that code
// written against x/text (encoding.Encoding, transform.NewReader,
// encoding.ReplaceUnsupported, Decoder.String, ...) works unchanged and gets
// the standard's output at textcodec's speed. It is the one package of this
// module that imports x/text.
//
//	x/text                                  here
//	htmlindex.Get(label)                    Get(label)
//	ianaindex.MIME.Encoding(name)           GetIANA(name)
//	charmap.Windows1252, japanese.ShiftJIS  Windows1252, ShiftJIS (a variable per encoding)
//	enc.NewDecoder(), enc.NewEncoder()      the same, on *Encoding
//	-                                       Of(textcodec.ShiftJIS), ShiftJIS.Encoding(): to and from textcodec
//	encoding.ReplaceUnsupported(e)          works on these encoders (byte 0x1A)
//	encoding.HTMLEscapeUnsupported(e)       works: the standard's "html" error mode
//
// # What the transformers do
//
// A decoder is the encoding's decoder in replacement mode, with TextDecoder's
// default handling of a byte order mark (UTF-8 and UTF-16 drop one of their
// own at the start of the stream), so its output is textcodec's
// Encoding.NewDecoder().Bytes for any split of the input. It never returns
// ErrShortSrc: a sequence cut at the end of src is kept and completed by the
// next call, as the standard's streaming decoders do.
//
// An encoder is the encoding's encoder in the standard's "fatal" error mode
// (textcodec's Fatal option, where textcodec's default is "html"), reporting
// a code point the encoding lacks as x/text's encoders do: the error
// (errors.Is(err, textcodec.ErrUnmappable)) comes with nSrc at the start of
// that code point, and carries the replacement byte 0x1A that
// encoding.ReplaceUnsupported writes. With encoding.HTMLEscapeUnsupported
// the output is the standard's "encode" (HTML forms), byte for byte, as
// textcodec.Encode gives it, but for two corners of ISO-2022-JP that x/text's
// wrapper decides: U+000E, U+000F and U+001B, which the standard's encoder
// refuses with U+FFFD, become "&#14;", "&#15;" and "&#27;" (the wrapper
// writes the code point it reads in src), and when the last code point of
// a stream given with atEOF in one call is unmappable in the Roman state,
// the closing ESC ( B comes before its reference (the wrapper makes no
// call after it). Ill-formed UTF-8 reads as one U+FFFD per maximal
// subpart, as everywhere in this module; a sequence cut at the end of src
// gives ErrShortSrc unless atEOF. Replacement, UTF-16BE and UTF-16LE have no
// encoder in the standard: their NewEncoder encodes UTF-8, as "get an output
// encoding" directs.
//
// Neither splits a character across calls; both make progress with a
// destination of one byte when the next character's bytes fit in it.
//
// Errors of this package begin with "xtext: ": ErrUnknownLabel, and the
// unmappable error above, which wraps textcodec.ErrUnmappable.
//
// # What is not the same as x/text
//
// The mappings are the standard's (testdata/differences.txt lists every
// mapping where x/text v0.16.0 differs, testdata/iana-differences.txt every
// IANA name GetIANA and ianaindex resolve differently); labels fold ASCII
// only; x/text's
// identifier.Interface is internal to x/text, so htmlindex.Name and
// ianaindex's Name do not know these encodings: use Encoding.String.
package xtext
