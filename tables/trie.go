package tables

// Trie maps a BMP code point to a pointer of an index: the encode side of a multi-byte index
// ("index pointer" and its variants). It is a two-level table with 64-entry blocks.
//
//	Index[cp>>6]             the block holding cp (1024 entries, one per 64 code points)
//	Data[block<<6 | cp&63]   pointer+1, or 0 when cp has no pointer
//
// Block 0 is all zero and shared by every range of 64 code points without pointers; the
// generator stores identical blocks once.
type Trie struct {
	Index [1024]uint16 // Index[cp>>6] is a block number
	Data  []uint16     // Data[block<<6 | cp&63] is pointer+1, or 0 when there is none
}

// Pointer returns the pointer for cp and true, or 0 and false when the index has none.
// cp must be < 0x10000 (Pointer panics otherwise). It is small enough to be inlined.
func (t *Trie) Pointer(cp rune) (int, bool) {
	p := t.Data[int(t.Index[uint32(cp)>>6])<<6|int(cp&63)]
	if p == 0 {
		return 0, false
	}
	return int(p) - 1, true
}
