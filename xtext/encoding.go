package xtext

import (
	"golang.org/x/text/encoding"

	"github.com/textcodec/textcodec/core"
)

// An Encoding is one of the standard's encodings as an x/text
// encoding.Encoding. The values are fixed: compare them with ==.
type Encoding struct {
	enc *core.Encoding
}

var _ encoding.Encoding = (*Encoding)(nil)

// The 40 encodings, named as package core names them.
var (
	UTF8         = &Encoding{core.UTF8}
	IBM866       = &Encoding{core.IBM866}
	ISO8859_2    = &Encoding{core.ISO8859_2}
	ISO8859_3    = &Encoding{core.ISO8859_3}
	ISO8859_4    = &Encoding{core.ISO8859_4}
	ISO8859_5    = &Encoding{core.ISO8859_5}
	ISO8859_6    = &Encoding{core.ISO8859_6}
	ISO8859_7    = &Encoding{core.ISO8859_7}
	ISO8859_8    = &Encoding{core.ISO8859_8}
	ISO8859_8I   = &Encoding{core.ISO8859_8I}
	ISO8859_10   = &Encoding{core.ISO8859_10}
	ISO8859_13   = &Encoding{core.ISO8859_13}
	ISO8859_14   = &Encoding{core.ISO8859_14}
	ISO8859_15   = &Encoding{core.ISO8859_15}
	ISO8859_16   = &Encoding{core.ISO8859_16}
	KOI8R        = &Encoding{core.KOI8R}
	KOI8U        = &Encoding{core.KOI8U}
	Macintosh    = &Encoding{core.Macintosh}
	Windows874   = &Encoding{core.Windows874}
	Windows1250  = &Encoding{core.Windows1250}
	Windows1251  = &Encoding{core.Windows1251}
	Windows1252  = &Encoding{core.Windows1252}
	Windows1253  = &Encoding{core.Windows1253}
	Windows1254  = &Encoding{core.Windows1254}
	Windows1255  = &Encoding{core.Windows1255}
	Windows1256  = &Encoding{core.Windows1256}
	Windows1257  = &Encoding{core.Windows1257}
	Windows1258  = &Encoding{core.Windows1258}
	XMacCyrillic = &Encoding{core.XMacCyrillic}
	GBK          = &Encoding{core.GBK}
	GB18030      = &Encoding{core.GB18030}
	Big5         = &Encoding{core.Big5}
	EUCJP        = &Encoding{core.EUCJP}
	ISO2022JP    = &Encoding{core.ISO2022JP}
	ShiftJIS     = &Encoding{core.ShiftJIS}
	EUCKR        = &Encoding{core.EUCKR}
	Replacement  = &Encoding{core.Replacement}
	UTF16BE      = &Encoding{core.UTF16BE}
	UTF16LE      = &Encoding{core.UTF16LE}
	XUserDefined = &Encoding{core.XUserDefined}
)

// all lists the variables in the standard's order, core.Encodings' order.
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

// Of returns the Encoding for one of core's encodings, or nil for nil.
func Of(enc *core.Encoding) *Encoding {
	for _, e := range all {
		if e.enc == enc {
			return e
		}
	}
	return nil
}

// Core returns the core encoding e adapts, for core's own API (Reader,
// Writer, UTF-16 output, fatal decoding).
func (e *Encoding) Core() *core.Encoding { return e.enc }

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
