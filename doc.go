// Package textcodec implements the WHATWG Encoding Standard for Go programs:
// the 40 encodings and their 228 labels, every decoder and encoder exactly as
// the standard's handler algorithms define them, streaming state, and the
// hooks other standards call.
//
//	s, err := textcodec.ShiftJIS.NewDecoder().DecodeToString(b)   // bytes to text
//	e, err := textcodec.Lookup("euc-kr").NewEncoder()              // text to bytes
//	b, err := e.EncodeString("한국어")
//
// # The module around it
//
// This package is the module's root and depends on nothing but its
// generated tables (internal/tables) and a vector UTF-8 check
// (internal/utf8valid). Everything else is built on it:
//
//	Package                                    What it is
//	textcodec (this package)                   the Encoding Standard for Go
//	xtext                                      these encodings as golang.org/x/text encoding.Encoding values
//	charset                                    charset names (XML, MIME, Content-Type) to decoders
//	htmlsniff                                  the HTML Standard's encoding sniffing (BOM, Content-Type, <meta>, defaults)
//	goja/encoding                              TextEncoder, TextDecoder and their streams for goja
//	goja/streams, goja/dom, goja/nodemodules   the Streams Standard, DOM events and abort, require for goja
//	sobek/...                                  the goja packages for grafana/sobek (k6), generated
//	cmd/textcodec                              a command that decodes, encodes, sniffs and lists labels
//
// The internal packages and bench/ are the project's own tools: the
// generators, the web-platform-tests runner and the measurements.
//
// # From the standard to this package
//
//	Standard                                Go
//	encoding, name, labels                  *Encoding, Encoding.Name, Encoding.Labels, Encodings
//	get an encoding                         Lookup
//	get an output encoding                  Encoding.OutputEncoding
//	decoder instance                        Encoding.NewDecoder, *Decoder
//	encoder instance (get an encoder)       Encoding.NewEncoder, *Encoder
//	error mode                              ErrorMode: Replace ("replacement", "html"; the default) or Fatal
//	process a queue (streaming)             Decoder.DecodeUTF8 / DecodeUTF16, Encoder.Encode / EncodeFromUTF16
//	end-of-queue                            the last argument
//	error ("fatal")                         *DecodeError, *EncodeError (wrap ErrMalformed, ErrUnmappable)
//	BOM sniff                               SniffBOM, the BOMSniff option
//	TextDecoder's BOM seen / ignore BOM     the BOMRemove option (default) / BOMKeep
//	decode                                  Decode, NewReader
//	UTF-8 decode (without BOM (or fail))    UTF8Decode, UTF8DecodeWithoutBOM, UTF8DecodeWithoutBOMOrFail
//	encode, UTF-8 encode                    Encode, UTF8Encode, NewWriter
//	encode or fail                          EncodeOrFail
//	scalar values of a USVString, as UTF-8  UTF16ToUTF8, UTF16ToUTF8Len (lone surrogates are U+FFFD)
//
// # Questions a binding asks
//
// What encoding_rs answers for Firefox, this package answers for its own
// bindings, so that none of them keeps encoding logic of its own:
//
//	Question                                Go
//	is it ASCII-compatible? single-byte?    Encoding.IsASCIICompatible, Encoding.IsSingleByte
//	how much of a stream's first output is  Encoding.DecodedBOMLen
//	  the BOM the decoder drops?
//	how many leading bytes are ASCII?       ASCIIPrefixLen, ASCIIPrefixLenUTF16
//	how many leading bytes are UTF-8?       ValidUTF8, UTF8ValidUpTo, UTF8ValidUpToUTF16
//
// # Options
//
// Decoders and encoders are configured the same way: Encoding.NewDecoder,
// Encoding.NewEncoder, NewReader and NewWriter take options, and with none
// do what a browser does, which never fails. An ErrorMode (Replace, the
// default, or Fatal) is an option of both; a BOMMode (BOMRemove, the
// default, BOMKeep or BOMSniff) an option of decoders:
//
//	d := textcodec.UTF8.NewDecoder(textcodec.Fatal, textcodec.BOMKeep)
//	e, err := textcodec.ShiftJIS.NewEncoder(textcodec.Fatal)
//
// # Methods
//
// Decoders and encoders write into buffers the caller provides and report
// how much they read and wrote, so a streaming caller allocates nothing per
// call. Decoders write UTF-8 or UTF-16 (what JavaScript strings hold);
// encoders read UTF-8 or UTF-16. Decoder.MaxUTF8Len, Decoder.MaxUTF16Len
// and Encoder.MaxEncodedLen give a buffer size that always suffices. The
// Append methods and the one-shot methods size the output themselves.
//
// Streaming method names say the form of the text on the Unicode side: a
// Decoder's DecodeUTF8/AppendUTF8 write UTF-8 and DecodeUTF16/AppendUTF16
// write UTF-16; an Encoder's Encode/Append read UTF-8 and
// EncodeFromUTF16/AppendFromUTF16 read UTF-16.
//
// One-shot methods take a whole stream. Bytes and String take and return
// their own type, as x/text's Decoder and Encoder do; DecodeToString (bytes
// in, a string out) and EncodeString (a string in, bytes out) cross between
// the two without a copy, named as encoding/base64's EncodeToString and
// DecodeString are:
//
//	                 []byte in                string in
//	Decoder          Bytes, DecodeToString    String
//	Encoder          Bytes                    String, EncodeString
//
// # Errors
//
// Every error string begins with "textcodec: ". Fatal decoding returns a
// *DecodeError (wrapping ErrMalformed), fatal encoding an *EncodeError
// (wrapping ErrUnmappable); ErrShortDst asks for more room, and ErrNoEncoder
// says an encoding has no encoder. Test them with errors.Is and errors.As.
//
// # Concurrency
//
// Encodings and tables are immutable and shared; a Decoder or Encoder holds
// one stream's state and belongs to one goroutine at a time.
//
// # Start-up cost
//
// None: the tables are static data laid out by the linker, read only when an
// encoding that needs them is used.
package textcodec
