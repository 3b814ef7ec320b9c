package xtext

import (
	"errors"
	"fmt"

	"github.com/textcodec/textcodec"
	"github.com/textcodec/textcodec/charset"
)

// ErrUnknownLabel is wrapped by the errors of Get and GetIANA.
var ErrUnknownLabel = errors.New("xtext: unknown encoding label")

// Get implements the Encoding Standard's "get an encoding" as htmlindex.Get
// does for x/text: ASCII whitespace trimmed, labels matched ASCII
// case-insensitively: unlike in htmlindex, a label with a no-break space or
// a Kelvin sign does not match. It returns an error wrapping
// ErrUnknownLabel for a label the standard does not list.
func Get(label string) (*Encoding, error) {
	return found(textcodec.Lookup(label), label)
}

// GetIANA returns the encoding for a charset name as mail and XML write
// them: the standard's labels first, then IANA's aliases, as
// charset.Lookup documents. It stands in for ianaindex.MIME.Encoding and
// ianaindex.IANA.Encoding; unlike them it maps "ISO-8859-1" and "US-ASCII"
// to windows-1252, as the standard does, and returns an error, not nil,
// for a charset with no encoding.
func GetIANA(name string) (*Encoding, error) {
	return found(charset.Lookup(name), name)
}

func found(enc *textcodec.Encoding, label string) (*Encoding, error) {
	if enc == nil {
		return nil, fmt.Errorf("%w %q", ErrUnknownLabel, label)
	}
	return Of(enc), nil
}
