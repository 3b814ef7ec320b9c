package textcodec

import (
	"errors"
	"fmt"
)

// The errors of this package. Every error string begins with "textcodec: ".
// The sentinel values are compared with errors.Is (an error that carries
// more, such as a *DecodeError, wraps one of them); the error types are
// taken apart with errors.As.

// ErrShortDst means the destination buffer filled up before the source was
// used up. Call again with the unread source and more room; nothing is lost.
var ErrShortDst = errors.New("textcodec: destination buffer too small")

// ErrMalformed is the error a fatal Decoder's errors wrap: the input is not
// valid in its encoding. Test for it with errors.Is.
var ErrMalformed = errors.New("textcodec: malformed input")

// ErrUnmappable is the error a fatal Encoder's errors wrap: a code point the
// encoding cannot represent. Test for it with errors.Is.
var ErrUnmappable = errors.New("textcodec: code point not in encoding")

// ErrNoEncoder is wrapped by the error NewEncoder and NewWriter return for
// replacement, UTF-16BE and UTF-16LE, which have no encoder;
// Encoding.OutputEncoding gives the encoding to use instead.
var ErrNoEncoder = errors.New("textcodec: encoding has no encoder")

// A DecodeError reports where a fatal Decoder met input the standard's
// decoder returns error for. It wraps ErrMalformed.
type DecodeError struct {
	Encoding string // the encoding's name
	// Offset is the offset in the stream of the byte that made the decoder
	// return error. At the end of input (an incomplete sequence) it is the
	// length of the input.
	Offset int64
}

func (e *DecodeError) Error() string {
	return fmt.Sprintf("textcodec: malformed %s input at byte offset %d", e.Encoding, e.Offset)
}

// Unwrap returns ErrMalformed.
func (e *DecodeError) Unwrap() error { return ErrMalformed }

// An EncodeError reports a code point a fatal Encoder cannot encode. It
// wraps ErrUnmappable.
type EncodeError struct {
	Encoding  string // the encoding's name
	CodePoint rune   // the code point the standard's error carries
	// Offset is where the code point starts in the input stream: a byte
	// offset for UTF-8 input, a code unit offset for UTF-16 input.
	Offset int64
}

func (e *EncodeError) Error() string {
	return fmt.Sprintf("textcodec: U+%04X cannot be encoded in %s (input offset %d)", e.CodePoint, e.Encoding, e.Offset)
}

// Unwrap returns ErrUnmappable.
func (e *EncodeError) Unwrap() error { return ErrUnmappable }
