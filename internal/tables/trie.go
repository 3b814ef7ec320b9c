package tables

// Trie maps a BMP code point to the bytes an encoder writes for it: the encode side of a
// multi-byte index, with the encoder's arithmetic on the pointer ("pointer / 190 + 0x81" and so
// on) already done, so an encoder looks its output up and writes it. It is a two-level table
// with 64-entry blocks.
//
//	Index[cp>>6]             the block holding cp (1024 entries, one per 64 code points)
//	Data[block<<6 | cp&63]   the bytes, or 0 when the table has none for cp
//
// The bytes are packed in a uint16: lead<<8 | trail for two bytes (lead bytes are 0x81 and up,
// so such a value is 0x8100 or more), the byte itself for one byte (a value below 0x100, which
// only EUCJPEncode and ShiftJISEncode hold). Block 0 is all zero and shared by every range of
// 64 code points without bytes; the generator stores identical blocks once.
type Trie struct {
	Index [1024]uint16 // Index[cp>>6] is a block number
	Data  []uint16     // Data[block<<6 | cp&63] is the bytes for cp, or 0
}

// Bytes returns the bytes for cp, packed as Trie says, or 0 when the table has none. cp must
// be < 0x10000 (Bytes panics otherwise). It is small enough to be inlined.
func (t *Trie) Bytes(cp rune) uint16 {
	return t.Data[int(t.Index[uint32(cp)>>6])<<6|int(cp&63)]
}
