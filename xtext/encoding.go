package xtext

import (
	"golang.org/x/text/encoding"

	"github.com/textcodec/textcodec"
)

// An Encoding is one of the standard's encodings as an x/text
// encoding.Encoding. The values are fixed: compare them with ==.
type Encoding struct {
	enc *textcodec.Encoding
}

var _ encoding.Encoding = (*Encoding)(nil)

// The 40 encodings, named as package textcodec names them.
var (
	UTF8         = &Encoding{textcodec.UTF8}
	IBM866       = &Encoding{textcodec.IBM866}
	ISO8859_2    = &Encoding{textcodec.ISO8859_2}
	ISO8859_3    = &Encoding{textcodec.ISO8859_3}
	ISO8859_4    = &Encoding{textcodec.ISO8859_4}
	ISO8859_5    = &Encoding{textcodec.ISO8859_5}
	ISO8859_6    = &Encoding{textcodec.ISO8859_6}
	ISO8859_7    = &Encoding{textcodec.ISO8859_7}
	ISO8859_8    = &Encoding{textcodec.ISO8859_8}
	ISO8859_8I   = &Encoding{textcodec.ISO8859_8I}
	ISO8859_10   = &Encoding{textcodec.ISO8859_10}
	ISO8859_13   = &Encoding{textcodec.ISO8859_13}
	ISO8859_14   = &Encoding{textcodec.ISO8859_14}
	ISO8859_15   = &Encoding{textcodec.ISO8859_15}
	ISO8859_16   = &Encoding{textcodec.ISO8859_16}
	KOI8R        = &Encoding{textcodec.KOI8R}
	KOI8U        = &Encoding{textcodec.KOI8U}
	Macintosh    = &Encoding{textcodec.Macintosh}
	Windows874   = &Encoding{textcodec.Windows874}
	Windows1250  = &Encoding{textcodec.Windows1250}
	Windows1251  = &Encoding{textcodec.Windows1251}
	Windows1252  = &Encoding{textcodec.Windows1252}
	Windows1253  = &Encoding{textcodec.Windows1253}
	Windows1254  = &Encoding{textcodec.Windows1254}
	Windows1255  = &Encoding{textcodec.Windows1255}
	Windows1256  = &Encoding{textcodec.Windows1256}
	Windows1257  = &Encoding{textcodec.Windows1257}
	Windows1258  = &Encoding{textcodec.Windows1258}
	XMacCyrillic = &Encoding{textcodec.XMacCyrillic}
	GBK          = &Encoding{textcodec.GBK}
	GB18030      = &Encoding{textcodec.GB18030}
	Big5         = &Encoding{textcodec.Big5}
	EUCJP        = &Encoding{textcodec.EUCJP}
	ISO2022JP    = &Encoding{textcodec.ISO2022JP}
	ShiftJIS     = &Encoding{textcodec.ShiftJIS}
	EUCKR        = &Encoding{textcodec.EUCKR}
	Replacement  = &Encoding{textcodec.Replacement}
	UTF16BE      = &Encoding{textcodec.UTF16BE}
	UTF16LE      = &Encoding{textcodec.UTF16LE}
	XUserDefined = &Encoding{textcodec.XUserDefined}
)

// all lists the variables in the standard's order, textcodec.Encodings' order.
var all = [...]*Encoding{
	UTF8, IBM866, ISO8859_2, ISO8859_3, ISO8859_4, ISO8859_5, ISO8859_6,
	ISO8859_7, ISO8859_8, ISO8859_8I, ISO8859_10, ISO8859_13, ISO8859_14,
	ISO8859_15, ISO8859_16, KOI8R, KOI8U, Macintosh, Windows874, Windows1250,
	Windows1251, Windows1252, Windows1253, Windows1254, Windows1255,
	Windows1256, Windows1257, Windows1258, XMacCyrillic, GBK, GB18030, Big5,
	EUCJP, ISO2022JP, ShiftJIS, EUCKR, Replacement, UTF16BE, UTF16LE,
	XUserDefined,
}

// Encodings returns all 40 encodings in the standard's order.
func Encodings() []*Encoding {
	out := make([]*Encoding, len(all))
	copy(out, all[:])
	return out
}

// Of returns the Encoding for one of textcodec's encodings, or nil for nil.
func Of(enc *textcodec.Encoding) *Encoding {
	for _, e := range all {
		if e.enc == enc {
			return e
		}
	}
	return nil
}

// Encoding returns the textcodec.Encoding e adapts, for textcodec's own API
// (Reader, Writer, UTF-16 output, fatal decoding).
func (e *Encoding) Encoding() *textcodec.Encoding { return e.enc }

// String returns the encoding's name as the standard writes it, e.g.
// "Shift_JIS".
func (e *Encoding) String() string { return e.enc.Name() }

// NewDecoder returns a decoder of e to UTF-8: the standard's decoder in
// replacement mode, dropping a byte order mark of UTF-8 or UTF-16 at the
// start (see the package documentation).
func (e *Encoding) NewDecoder() *encoding.Decoder {
	return &encoding.Decoder{Transformer: newDecoder(e.enc)}
}

// NewEncoder returns an encoder of UTF-8 to e, or to UTF-8 for an encoding
// with no encoder (replacement, UTF-16BE, UTF-16LE), following "get an
// output encoding". A code point e lacks stops it with an error that
// encoding.ReplaceUnsupported and encoding.HTMLEscapeUnsupported handle.
func (e *Encoding) NewEncoder() *encoding.Encoder {
	return &encoding.Encoder{Transformer: newEncoder(e.enc.OutputEncoding())}
}
