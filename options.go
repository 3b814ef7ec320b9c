package textcodec

// The options of NewDecoder, NewEncoder, NewReader and NewWriter.

// ErrorMode is what a Decoder or an Encoder does at an error: input that is
// malformed in its encoding, or a code point the encoding lacks (the
// standard's "error mode"). It is an option of both.
type ErrorMode uint8

const (
	// Replace, the zero value and the default, goes on past every error,
	// as browsers do: a Decoder writes U+FFFD for malformed input (the
	// standard's "replacement" mode, TextDecoder's default), and an
	// Encoder writes a code point the encoding lacks as a decimal numeric
	// character reference, "&#NNNN;" (the "html" mode of the standard's
	// "encode" hook, which browsers use for form submission and, percent-
	// encoded, for URLs; encoding_rs's encoders write the same). It is the
	// safe default for encoders too: the reference keeps the code point, and
	// a caller that drops the error (b, _ := e.EncodeString(s)) still gets
	// all of the text, where a fatal encoder would silently give only the
	// part before the first such code point. x/text's encoders are fatal;
	// Fatal gives that here.
	Replace ErrorMode = iota
	// Fatal stops at the first error with a *DecodeError or an
	// *EncodeError (the standard's "fatal" mode; TextDecoder's fatal
	// option, and the "encode or fail" hook).
	Fatal
)

// BOMMode says what a Decoder does with a byte order mark. It is an option
// of decoders only.
type BOMMode uint8

const (
	// BOMRemove is TextDecoder's default: for UTF-8, UTF-16BE and UTF-16LE a
	// U+FEFF at the very start of the decoded stream is dropped.
	BOMRemove BOMMode = iota
	// BOMKeep passes a leading U+FEFF through (TextDecoder's ignoreBOM).
	BOMKeep
	// BOMSniff is the standard's "decode": a UTF-8, UTF-16BE or UTF-16LE byte
	// order mark at the start of the input overrides the encoding and is
	// dropped ("BOM sniff").
	BOMSniff
)

// A DecoderOption configures a Decoder: an ErrorMode (default Replace) or
// a BOMMode (default BOMRemove). When two options set the same thing, the
// later one wins.
type DecoderOption interface{ applyToDecoder(*Decoder) }

// An EncoderOption configures an Encoder: an ErrorMode (default Replace).
type EncoderOption interface{ applyToEncoder(*Encoder) }

func (m ErrorMode) applyToDecoder(d *Decoder) { d.fatal = m == Fatal }
func (m ErrorMode) applyToEncoder(e *Encoder) { e.fatal = m == Fatal }
func (m BOMMode) applyToDecoder(d *Decoder)   { d.bom = m }
