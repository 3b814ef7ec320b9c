// Package core implements the WHATWG Encoding Standard for Go programs: the
// 40 encodings and their 228 labels, every decoder and encoder exactly as the
// standard's handler algorithms define them, streaming state, and the hooks
// other standards call. It has no dependency but the generated tables
// (package internal/tables); the goja binding (package textcodec), the command line
// and the web-platform-tests runner are built on it.
//
// # From the standard to this package
//
//	Standard                                Go
//	encoding, name, labels                  *Encoding, Encoding.Name, Encoding.Labels, Encodings
//	get an encoding                         Lookup
//	get an output encoding                  Encoding.OutputEncoding
//	decoder instance, error mode            Encoding.NewDecoder(Fatal(), WithBOM(...)), *Decoder
//	encoder instance (get an encoder)       Encoding.NewEncoder(EncodeFatal | EncodeHTML), *Encoder
//	process a queue (streaming)             Decoder.DecodeUTF8 / DecodeUTF16, Encoder.Encode / EncodeFromUTF16
//	end-of-queue                            the last argument
//	error ("fatal")                         *DecodeError, *EncodeError (wrap ErrMalformed, ErrUnmappable)
//	BOM sniff                               SniffBOM, WithBOM(BOMSniff)
//	TextDecoder's BOM seen / ignore BOM     WithBOM(BOMRemove) (default) / WithBOM(BOMKeep)
//	decode                                  Decode, NewReader
//	UTF-8 decode (without BOM (or fail))    UTF8Decode, UTF8DecodeWithoutBOM, UTF8DecodeWithoutBOMOrFail
//	encode, UTF-8 encode                    Encode, UTF8Encode, NewWriter
//	encode or fail                          EncodeOrFail
//
// # Buffers
//
// Decoders and encoders write into buffers the caller provides and report how
// much they read and wrote, so a streaming caller allocates nothing per call.
// Decoders write UTF-8 or UTF-16 (what JavaScript strings hold); encoders
// read UTF-8 or UTF-16. Decoder.MaxUTF8Len, Decoder.MaxUTF16Len and
// Encoder.MaxEncodedLen give a buffer size that always suffices. The Append,
// Bytes and String methods size the output themselves.
//
// Method names say the form of the text on the Unicode side: a Decoder's
// DecodeUTF8/AppendUTF8 write UTF-8 and DecodeUTF16/AppendUTF16 write UTF-16;
// an Encoder's Encode/Append read UTF-8 and EncodeFromUTF16/AppendFromUTF16
// read UTF-16.
//
// # Errors
//
// Error strings begin with "core: ". Fatal decoding returns a *DecodeError
// (wrapping ErrMalformed), fatal encoding an *EncodeError (wrapping
// ErrUnmappable); ErrShortDst asks for more room, and ErrNoEncoder says an
// encoding has no encoder. Test them with errors.Is and errors.As.
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
