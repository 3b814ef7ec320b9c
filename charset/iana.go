package charset

import "github.com/textcodec/textcodec/core"

// ianaAliases holds the names of the IANA Character Sets registry
// (https://www.iana.org/assignments/character-sets, as golang.org/x/text
// v0.16.0's ianaindex copies it) that are not labels of the Encoding
// Standard, for the registered charsets that have at least one name that
// is. Each selects the encoding the standard gives the charset's other
// names. Keys are lowercase. The comment on each line is the charset's
// IANA name and the label of the standard that decides the mapping.
var ianaAliases = map[string]*core.Encoding{
	// US-ASCII ("us-ascii", windows-1252)
	"iso-ir-6":         core.Windows1252,
	"ansi_x3.4-1986":   core.Windows1252,
	"iso_646.irv:1991": core.Windows1252,
	"iso646-us":        core.Windows1252,
	"us":               core.Windows1252,
	"ibm367":           core.Windows1252,
	"cp367":            core.Windows1252,
	"csascii":          core.Windows1252,
	"cswindows1252":    core.Windows1252, // windows-1252

	"iso_8859-10:1992": core.ISO8859_10, // ISO-8859-10
	"csiso885913":      core.ISO8859_13, // ISO-8859-13

	// ISO-8859-14 ("iso-8859-14")
	"iso-ir-199":       core.ISO8859_14,
	"iso_8859-14:1998": core.ISO8859_14,
	"iso_8859-14":      core.ISO8859_14,
	"latin8":           core.ISO8859_14,
	"iso-celtic":       core.ISO8859_14,
	"l8":               core.ISO8859_14,
	"csiso885914":      core.ISO8859_14,

	// ISO-8859-15 ("iso-8859-15")
	"latin-9":     core.ISO8859_15,
	"csiso885915": core.ISO8859_15,

	// ISO-8859-16 ("iso-8859-16")
	"iso-ir-226":       core.ISO8859_16,
	"iso_8859-16:2001": core.ISO8859_16,
	"iso_8859-16":      core.ISO8859_16,
	"latin10":          core.ISO8859_16,
	"l10":              core.ISO8859_16,
	"csiso885916":      core.ISO8859_16,

	"iso_8859-6-e": core.ISO8859_6,  // ISO-8859-6-E ("iso-8859-6-e")
	"iso_8859-6-i": core.ISO8859_6,  // ISO-8859-6-I ("iso-8859-6-i")
	"iso_8859-8-e": core.ISO8859_8,  // ISO-8859-8-E ("iso-8859-8-e")
	"iso_8859-8-i": core.ISO8859_8I, // ISO-8859-8-I ("iso-8859-8-i")

	"cskoi8u":      core.KOI8U,      // KOI8-U
	"cswindows874": core.Windows874, // windows-874
	"cstis620":     core.Windows874, // TIS-620 ("tis-620")

	"cswindows1250": core.Windows1250,
	"cswindows1251": core.Windows1251,
	"cswindows1253": core.Windows1253,
	"cswindows1254": core.Windows1254,
	"cswindows1255": core.Windows1255,
	"cswindows1256": core.Windows1256,
	"cswindows1257": core.Windows1257,
	"cswindows1258": core.Windows1258,

	// GBK ("gbk")
	"cp936":       core.GBK,
	"ms936":       core.GBK,
	"windows-936": core.GBK,
	"csgbk":       core.GBK,
	"csgb18030":   core.GB18030, // GB18030

	"csbig5hkscs":  core.Big5,     // Big5-HKSCS ("big5-hkscs")
	"cswindows31j": core.ShiftJIS, // Windows-31J ("windows-31j")
	"csutf8":       core.UTF8,     // UTF-8
	"csutf16be":    core.UTF16BE,  // UTF-16BE
	"csutf16le":    core.UTF16LE,  // UTF-16LE
	"csutf16":      core.UTF16LE,  // UTF-16 ("utf-16", UTF-16LE)

	// Extended_UNIX_Code_Packed_Format_for_Japanese ("euc-jp")
	"extended_unix_code_packed_format_for_japanese": core.EUCJP,

	// ISO-2022-CN and ISO-2022-CN-EXT ("iso-2022-cn", "iso-2022-cn-ext")
	"csiso2022cn":    core.Replacement,
	"csiso2022cnext": core.Replacement,
}
