package textcodec

import "github.com/textcodec/textcodec/internal/tables"

// family says which decoder and encoder an encoding uses.
type family uint8

const (
	fUTF8 family = iota
	fSingleByte
	fGBK
	fGB18030
	fBig5
	fEUCJP
	fISO2022JP
	fShiftJIS
	fEUCKR
	fReplacement
	fUTF16BE
	fUTF16LE
	fXUserDefined
)

// An Encoding is one of the 40 encodings of the Encoding Standard ("Names and
// labels"). Encodings are fixed values: compare them with ==.
type Encoding struct {
	name   string
	id     uint8 // position in tables.EncodingNames (the order of encodings.json)
	family family
	index  *tables.SingleByte // for single-byte encodings
}

// encodings lists every encoding in the order of encodings.json, which is
// also the order of tables.EncodingNames (a test checks this).
var encodings = [40]Encoding{
	{"UTF-8", 0, fUTF8, nil},
	{"IBM866", 1, fSingleByte, &tables.IBM866},
	{"ISO-8859-2", 2, fSingleByte, &tables.ISO8859_2},
	{"ISO-8859-3", 3, fSingleByte, &tables.ISO8859_3},
	{"ISO-8859-4", 4, fSingleByte, &tables.ISO8859_4},
	{"ISO-8859-5", 5, fSingleByte, &tables.ISO8859_5},
	{"ISO-8859-6", 6, fSingleByte, &tables.ISO8859_6},
	{"ISO-8859-7", 7, fSingleByte, &tables.ISO8859_7},
	{"ISO-8859-8", 8, fSingleByte, &tables.ISO8859_8},
	{"ISO-8859-8-I", 9, fSingleByte, &tables.ISO8859_8},
	{"ISO-8859-10", 10, fSingleByte, &tables.ISO8859_10},
	{"ISO-8859-13", 11, fSingleByte, &tables.ISO8859_13},
	{"ISO-8859-14", 12, fSingleByte, &tables.ISO8859_14},
	{"ISO-8859-15", 13, fSingleByte, &tables.ISO8859_15},
	{"ISO-8859-16", 14, fSingleByte, &tables.ISO8859_16},
	{"KOI8-R", 15, fSingleByte, &tables.KOI8R},
	{"KOI8-U", 16, fSingleByte, &tables.KOI8U},
	{"macintosh", 17, fSingleByte, &tables.Macintosh},
	{"windows-874", 18, fSingleByte, &tables.Windows874},
	{"windows-1250", 19, fSingleByte, &tables.Windows1250},
	{"windows-1251", 20, fSingleByte, &tables.Windows1251},
	{"windows-1252", 21, fSingleByte, &tables.Windows1252},
	{"windows-1253", 22, fSingleByte, &tables.Windows1253},
	{"windows-1254", 23, fSingleByte, &tables.Windows1254},
	{"windows-1255", 24, fSingleByte, &tables.Windows1255},
	{"windows-1256", 25, fSingleByte, &tables.Windows1256},
	{"windows-1257", 26, fSingleByte, &tables.Windows1257},
	{"windows-1258", 27, fSingleByte, &tables.Windows1258},
	{"x-mac-cyrillic", 28, fSingleByte, &tables.XMacCyrillic},
	{"GBK", 29, fGBK, nil},
	{"gb18030", 30, fGB18030, nil},
	{"Big5", 31, fBig5, nil},
	{"EUC-JP", 32, fEUCJP, nil},
	{"ISO-2022-JP", 33, fISO2022JP, nil},
	{"Shift_JIS", 34, fShiftJIS, nil},
	{"EUC-KR", 35, fEUCKR, nil},
	{"replacement", 36, fReplacement, nil},
	{"UTF-16BE", 37, fUTF16BE, nil},
	{"UTF-16LE", 38, fUTF16LE, nil},
	{"x-user-defined", 39, fXUserDefined, nil},
}

// The 40 encodings, by name, in the standard's order ("Names and labels").
// A name that is not a Go identifier is spelled with its punctuation dropped
// or, between digits, turned into an underscore: ISO-8859-2 is ISO8859_2,
// KOI8-R is KOI8R, x-mac-cyrillic is XMacCyrillic. Lookup finds them by
// label, and Encodings lists them all.
var (
	UTF8         = &encodings[0]
	IBM866       = &encodings[1]
	ISO8859_2    = &encodings[2]
	ISO8859_3    = &encodings[3]
	ISO8859_4    = &encodings[4]
	ISO8859_5    = &encodings[5]
	ISO8859_6    = &encodings[6]
	ISO8859_7    = &encodings[7]
	ISO8859_8    = &encodings[8]
	ISO8859_8I   = &encodings[9]
	ISO8859_10   = &encodings[10]
	ISO8859_13   = &encodings[11]
	ISO8859_14   = &encodings[12]
	ISO8859_15   = &encodings[13]
	ISO8859_16   = &encodings[14]
	KOI8R        = &encodings[15]
	KOI8U        = &encodings[16]
	Macintosh    = &encodings[17]
	Windows874   = &encodings[18]
	Windows1250  = &encodings[19]
	Windows1251  = &encodings[20]
	Windows1252  = &encodings[21]
	Windows1253  = &encodings[22]
	Windows1254  = &encodings[23]
	Windows1255  = &encodings[24]
	Windows1256  = &encodings[25]
	Windows1257  = &encodings[26]
	Windows1258  = &encodings[27]
	XMacCyrillic = &encodings[28]
	GBK          = &encodings[29]
	GB18030      = &encodings[30]
	Big5         = &encodings[31]
	EUCJP        = &encodings[32]
	ISO2022JP    = &encodings[33]
	ShiftJIS     = &encodings[34]
	EUCKR        = &encodings[35]
	Replacement  = &encodings[36]
	UTF16BE      = &encodings[37]
	UTF16LE      = &encodings[38]
	XUserDefined = &encodings[39]
)

// Name returns the encoding's name as the standard writes it, e.g.
// "Shift_JIS" or "windows-1252". It is what TextDecoder's encoding attribute
// returns, lowercased.
func (e *Encoding) Name() string { return e.name }

// String returns the encoding's name.
func (e *Encoding) String() string { return e.name }

// Labels returns the encoding's labels, sorted. The slice is new on each call.
func (e *Encoding) Labels() []string {
	var out []string
	for _, l := range tables.Labels {
		if l.Encoding == e.id {
			out = append(out, l.Label)
		}
	}
	return out
}

// HasEncoder reports whether the encoding has an encoder. Replacement,
// UTF-16BE and UTF-16LE do not; "get an output encoding" maps them to UTF-8.
func (e *Encoding) HasEncoder() bool {
	return e.family != fReplacement && e.family != fUTF16BE && e.family != fUTF16LE
}

// OutputEncoding implements "get an output encoding": replacement, UTF-16BE
// and UTF-16LE give UTF-8; every other encoding gives itself.
func (e *Encoding) OutputEncoding() *Encoding {
	if !e.HasEncoder() {
		return UTF8
	}
	return e
}

// IsASCIICompatible reports whether every byte below 0x80 decodes to the
// ASCII code point of the same value from the decoder's initial state,
// leaving it in that state, and every ASCII code point encodes to that byte:
// true for every encoding but UTF-16BE, UTF-16LE, ISO-2022-JP and
// replacement (encoding_rs's is_ascii_compatible). For such an encoding, ASCII
// input (ASCIIPrefixLen) is its own output.
func (e *Encoding) IsASCIICompatible() bool {
	switch e.family {
	case fUTF16BE, fUTF16LE, fISO2022JP, fReplacement:
		return false
	}
	return true
}

// IsSingleByte reports whether the encoding's decoder maps each byte on its
// own, with no state, to one code point of the Basic Multilingual Plane (or
// to an error, U+FFFD in replacement mode): true for the single-byte
// encodings ("Legacy single-byte encodings") and x-user-defined (encoding_rs's
// is_single_byte). Decoding n bytes then gives n UTF-16 code units.
func (e *Encoding) IsSingleByte() bool {
	return e.family == fSingleByte || e.family == fXUserDefined
}

// Encodings returns all 40 encodings in the standard's order.
func Encodings() []*Encoding {
	out := make([]*Encoding, len(encodings))
	for i := range encodings {
		out[i] = &encodings[i]
	}
	return out
}

// Lookup implements "get an encoding": it removes leading and trailing ASCII
// whitespace from label and matches it ASCII case-insensitively against the
// standard's labels. It returns nil when there is no match. Only ASCII is
// folded: "\vutf-8", a label with a no-break space, or "koi8-r" spelt with a
// Kelvin sign all fail, as they must.
func Lookup(label string) *Encoding {
	label = trimASCIIWhitespace(label)
	if len(label) == 0 || len(label) > maxLabelLen {
		return nil
	}
	var buf [maxLabelLen]byte
	key := buf[:len(label)]
	for i := 0; i < len(label); i++ {
		c := label[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		key[i] = c
	}
	lo, hi := 0, len(tables.Labels)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if tables.Labels[m].Label < string(key) {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < len(tables.Labels) && tables.Labels[lo].Label == string(key) {
		return &encodings[tables.Labels[lo].Encoding]
	}
	return nil
}

// maxLabelLen is the length of the longest label, "cseucpkdfmtjapanese"
// (a test checks it against tables.Labels).
const maxLabelLen = 19

// trimASCIIWhitespace strips ASCII whitespace (TAB, LF, FF, CR, SPACE) from
// both ends of s, as "get an encoding" requires.
func trimASCIIWhitespace(s string) string {
	for len(s) > 0 && isASCIIWhitespace(s[0]) {
		s = s[1:]
	}
	for len(s) > 0 && isASCIIWhitespace(s[len(s)-1]) {
		s = s[:len(s)-1]
	}
	return s
}

func isASCIIWhitespace(c byte) bool {
	return c == '\t' || c == '\n' || c == '\f' || c == '\r' || c == ' '
}
