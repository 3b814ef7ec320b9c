package tables

// Label is one label of encodings.json and the position of its encoding in EncodingNames.
type Label struct {
	Label    string
	Encoding uint8
}

// NoForm is SingleByte.DecodeUTF8's value for a byte without a code point.
const NoForm = 1 << 29

// NoUnit is SingleByte.DecodeUTF16's value for a byte without a code point: U+FFFF, which no
// single-byte index has, so that a block of entries read as words can be checked for it at once.
const NoUnit = 0xFFFF

// ShiftJISNoPointer is ShiftJISLeadPointers' and ShiftJISTrailOffsets' value for a byte that is
// not a leading (trailing) byte of the Shift_JIS fast path: their sum is then beyond JIS0208Decode.
const ShiftJISNoPointer = 0x8000

// Big5NoPointer is Big5LeadPointers' and Big5TrailOffsets' value for a byte that is not a lead
// (trailing) byte: their sum is then beyond Big5Decode.
const Big5NoPointer = 0x8000

// SingleByte describes one single-byte index ("index single-byte").
type SingleByte struct {
	// Decode[b-0x80] is the code point for byte b (0x80..0xFF); 0 means the index has no entry.
	Decode [128]uint16
	// DecodeUTF16[b] is the code unit for byte b, ASCII included (Decode with the ASCII bytes
	// in front), or NoUnit when the index has no entry.
	DecodeUTF16 [256]uint16
	// DecodeUTF8[b] is the UTF-8 form of byte b's code point (ASCII included), packed
	// little-endian in the low three bytes, with its length in the top two bits (f>>30): the
	// decoder stores four bytes and advances by the length. A byte the index has no entry for
	// has NoForm, whose length is 0 and whose bit no form has, so that the OR of several
	// entries shows whether one of them is missing.
	DecodeUTF8 [256]uint32
	// EncodePage[cp>>8] selects a page of Encode for a BMP code point cp; page 0 is all zero.
	EncodePage [256]uint8
	// Encode[page][cp&0xFF] is the byte (0x80..0xFF) for cp, or 0 when cp is not in the index.
	// When a code point occurs twice, the first pointer wins ("index pointer").
	Encode [][256]byte
}
