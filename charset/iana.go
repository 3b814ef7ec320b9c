package charset

import "github.com/textcodec/textcodec"

// ianaAliases holds the names of the IANA Character Sets registry
// (https://www.iana.org/assignments/character-sets, as golang.org/x/text
// v0.16.0's ianaindex copies it) that are not labels of the Encoding
// Standard, for the registered charsets that have at least one name that
// is. Each selects the encoding the standard gives the charset's other
// names. Keys are lowercase. The comment on each line is the charset's
// IANA name and the label of the standard that decides the mapping.
var ianaAliases = map[string]*textcodec.Encoding{
	// US-ASCII ("us-ascii", windows-1252)
	"iso-ir-6":         textcodec.Windows1252,
	"ansi_x3.4-1986":   textcodec.Windows1252,
	"iso_646.irv:1991": textcodec.Windows1252,
	"iso646-us":        textcodec.Windows1252,
	"us":               textcodec.Windows1252,
	"ibm367":           textcodec.Windows1252,
	"cp367":            textcodec.Windows1252,
	"csascii":          textcodec.Windows1252,
	"cswindows1252":    textcodec.Windows1252, // windows-1252

	"iso_8859-10:1992": textcodec.ISO8859_10, // ISO-8859-10
	"csiso885913":      textcodec.ISO8859_13, // ISO-8859-13

	// ISO-8859-14 ("iso-8859-14")
	"iso-ir-199":       textcodec.ISO8859_14,
	"iso_8859-14:1998": textcodec.ISO8859_14,
	"iso_8859-14":      textcodec.ISO8859_14,
	"latin8":           textcodec.ISO8859_14,
	"iso-celtic":       textcodec.ISO8859_14,
	"l8":               textcodec.ISO8859_14,
	"csiso885914":      textcodec.ISO8859_14,

	// ISO-8859-15 ("iso-8859-15")
	"latin-9":     textcodec.ISO8859_15,
	"csiso885915": textcodec.ISO8859_15,

	// ISO-8859-16 ("iso-8859-16")
	"iso-ir-226":       textcodec.ISO8859_16,
	"iso_8859-16:2001": textcodec.ISO8859_16,
	"iso_8859-16":      textcodec.ISO8859_16,
	"latin10":          textcodec.ISO8859_16,
	"l10":              textcodec.ISO8859_16,
	"csiso885916":      textcodec.ISO8859_16,

	"iso_8859-6-e": textcodec.ISO8859_6,  // ISO-8859-6-E ("iso-8859-6-e")
	"iso_8859-6-i": textcodec.ISO8859_6,  // ISO-8859-6-I ("iso-8859-6-i")
	"iso_8859-8-e": textcodec.ISO8859_8,  // ISO-8859-8-E ("iso-8859-8-e")
	"iso_8859-8-i": textcodec.ISO8859_8I, // ISO-8859-8-I ("iso-8859-8-i")

	"cskoi8u":      textcodec.KOI8U,      // KOI8-U
	"cswindows874": textcodec.Windows874, // windows-874
	"cstis620":     textcodec.Windows874, // TIS-620 ("tis-620")

	"cswindows1250": textcodec.Windows1250,
	"cswindows1251": textcodec.Windows1251,
	"cswindows1253": textcodec.Windows1253,
	"cswindows1254": textcodec.Windows1254,
	"cswindows1255": textcodec.Windows1255,
	"cswindows1256": textcodec.Windows1256,
	"cswindows1257": textcodec.Windows1257,
	"cswindows1258": textcodec.Windows1258,

	// GBK ("gbk")
	"cp936":       textcodec.GBK,
	"ms936":       textcodec.GBK,
	"windows-936": textcodec.GBK,
	"csgbk":       textcodec.GBK,
	"csgb18030":   textcodec.GB18030, // GB18030

	"csbig5hkscs":  textcodec.Big5,     // Big5-HKSCS ("big5-hkscs")
	"cswindows31j": textcodec.ShiftJIS, // Windows-31J ("windows-31j")
	"csutf8":       textcodec.UTF8,     // UTF-8
	"csutf16be":    textcodec.UTF16BE,  // UTF-16BE
	"csutf16le":    textcodec.UTF16LE,  // UTF-16LE
	"csutf16":      textcodec.UTF16LE,  // UTF-16 ("utf-16", UTF-16LE)

	// Extended_UNIX_Code_Packed_Format_for_Japanese ("euc-jp")
	"extended_unix_code_packed_format_for_japanese": textcodec.EUCJP,

	// ISO-2022-CN and ISO-2022-CN-EXT ("iso-2022-cn", "iso-2022-cn-ext")
	"csiso2022cn":    textcodec.Replacement,
	"csiso2022cnext": textcodec.Replacement,
}
