package forgivingbase64

// The tables of the vector kernels (vector_amd64.s), built here from the
// alphabet so that they read as what they are. Each 16-byte table is
// repeated in both 128-bit lanes of a 256-bit register.

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

// decodeConsts are the kernel decode's tables and constants, in the order
// its registers load them.
type decodeConsts struct {
	// invalidLo and invalidHi classify a byte by its two nibbles: the
	// byte is not in the alphabet exactly when
	// invalidLo[b&15] & invalidHi[b>>4] != 0. Each group of high nibbles
	// that allows the same low nibbles has a bit (see decodeGroups).
	invalidLo, invalidHi [32]byte
	// roll holds, at a high nibble (one less for '/'), what to add to a
	// byte of the alphabet to make its 6-bit value.
	roll [32]byte
	// lowNibble is 0x0F in every byte; slash '/' in every byte.
	lowNibble, slash [32]byte
	// merge6 (bytes 0x40, 0x01) joins two 6-bit values into 12 bits;
	// merge12 (words 0x1000, 0x0001) two 12-bit values into 24.
	merge6, merge12 [32]byte
	// pack takes the three bytes of each 24-bit value, most significant
	// first, to the first twelve bytes of its lane; spread (eight
	// 32-bit indexes) takes the two lanes' twelve bytes to the first
	// twenty-four.
	pack, spread [32]byte
}

// encodeConsts are the kernel encode's tables and constants.
type encodeConsts struct {
	// gather takes each group of three bytes (s0 s1 s2) of the twelve of a
	// lane to four bytes s1 s0 s2 s1: the words s0<<8|s1 and s1<<8|s2.
	gather [32]byte
	// mask0 (0x0FC0FC00) and shift0 (0x04000040) take the first and third
	// 6-bit index of each group to the low byte of its word, mask1
	// (0x003F03F0) and shift1 (0x01000010) the second and fourth to the
	// high byte.
	mask0, shift0, mask1, shift1 [32]byte
	// Translation of a 6-bit index to its character: the index saturated
	// down by 51 (0 for letters, 1-12 for digits, '+' and '/'), or 13 for
	// an index below 26 (capitals), picks from offsets what to add.
	fiftyOne, twentySix, thirteen, offsets [32]byte
	// highByte (0xFF00 in every word) finds a code unit above 0xFF;
	// split (eight 32-bit indexes) takes bytes 0-15 of a block to the
	// low lane and 12-27 to the high one.
	highByte, split [32]byte
}

// decodeGroups lists, for each group of high nibbles, its low nibbles that
// are in the alphabet. A nibble group not listed (0, 1, 8-F) has none.
var decodeGroups = []struct{ hi, lo []byte }{
	{[]byte{2}, []byte{0xB, 0xF}},   // '+' '/'
	{[]byte{3}, nibbles(0, 9)},      // '0'-'9'
	{[]byte{4, 6}, nibbles(1, 0xF)}, // 'A'-'O', 'a'-'o'
	{[]byte{5, 7}, nibbles(0, 0xA)}, // 'P'-'Z', 'p'-'z'
}

func nibbles(from, to byte) []byte {
	var p []byte
	for n := from; n <= to; n++ {
		p = append(p, n)
	}
	return p
}

func lanes16(t [16]byte) (r [32]byte) {
	copy(r[:16], t[:])
	copy(r[16:], t[:])
	return r
}

func repeat32(v uint32) (r [32]byte) {
	for i := 0; i < 32; i += 4 {
		r[i], r[i+1], r[i+2], r[i+3] = byte(v), byte(v>>8), byte(v>>16), byte(v>>24)
	}
	return r
}

func repeat8(v byte) (r [32]byte) {
	for i := range r {
		r[i] = v
	}
	return r
}

func valueOf(c byte) int {
	for i := 0; i < len(alphabet); i++ {
		if alphabet[i] == c {
			return i
		}
	}
	return -1
}

var decodeTables = func() *decodeConsts {
	c := new(decodeConsts)
	var lo, hi, roll, pack [16]byte
	// Bit 0: the high nibbles no group lists; every low nibble is
	// invalid with them.
	for n := range hi {
		hi[n] = 1
	}
	for n := range lo {
		lo[n] = 1
	}
	for g, group := range decodeGroups {
		bit := byte(2 << g)
		for _, h := range group.hi {
			hi[h] = bit
		}
		for n := range lo {
			lo[n] |= bit
		}
		for _, l := range group.lo {
			lo[l] &^= bit
		}
	}
	// roll: one offset per high nibble; '/' (high nibble 2, as '+') is
	// looked up at nibble 1.
	for i := 0; i < len(alphabet); i++ {
		ch := alphabet[i]
		at := ch >> 4
		if ch == '/' {
			at--
		}
		roll[at] = byte(i) - ch
	}
	for i := range pack {
		pack[i] = 0x80 // zero
	}
	for g := 0; g < 4; g++ {
		pack[3*g], pack[3*g+1], pack[3*g+2] = byte(4*g+2), byte(4*g+1), byte(4*g)
	}
	c.invalidLo, c.invalidHi, c.roll, c.pack = lanes16(lo), lanes16(hi), lanes16(roll), lanes16(pack)
	c.lowNibble, c.slash = repeat8(0x0F), repeat8('/')
	c.merge6, c.merge12 = repeat32(0x01400140), repeat32(0x00011000)
	for i, d := range [8]uint32{0, 1, 2, 4, 5, 6, 3, 7} {
		c.spread[4*i] = byte(d)
	}
	return c
}()

var encodeTables = func() *encodeConsts {
	c := new(encodeConsts)
	var gather, offsets [16]byte
	for g := byte(0); g < 4; g++ {
		gather[4*g], gather[4*g+1], gather[4*g+2], gather[4*g+3] = 3*g+1, 3*g, 3*g+2, 3*g+1
	}
	for i := 0; i < 64; i++ {
		r := 13
		if i >= 26 {
			r = max(i-51, 0)
		}
		offsets[r] = alphabet[i] - byte(i)
	}
	c.gather, c.offsets = lanes16(gather), lanes16(offsets)
	c.mask0, c.shift0 = repeat32(0x0FC0FC00), repeat32(0x04000040)
	c.mask1, c.shift1 = repeat32(0x003F03F0), repeat32(0x01000010)
	c.fiftyOne, c.twentySix, c.thirteen = repeat8(51), repeat8(26), repeat8(13)
	c.highByte = repeat32(0xFF00FF00)
	for i, d := range [8]uint32{0, 1, 2, 3, 3, 4, 5, 6} {
		c.split[4*i] = byte(d)
	}
	return c
}()
