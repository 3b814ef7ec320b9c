package textcodec

// ASCIIPrefixLen returns the length of the longest prefix of b whose bytes
// are all ASCII (below 0x80): len(b) when b is all ASCII, else the offset of
// the first byte from 0x80. ASCII is the same in UTF-8 and in every encoding
// for which IsASCIICompatible is true. It reads 64 bytes at a time while they
// are ASCII.
func ASCIIPrefixLen(b []byte) int { return asciiPrefix(b) }

// ASCIIPrefixLenUTF16 is ASCIIPrefixLen for UTF-16 code units: the length of
// the longest prefix of u whose code units are all below U+0080. It reads
// eight code units at a time while they are ASCII.
func ASCIIPrefixLenUTF16(u []uint16) int {
	i := 0
	for ; len(u)-i >= 8; i += 8 {
		q := u[i : i+8 : i+8]
		x := uint64(q[0]) | uint64(q[1])<<16 | uint64(q[2])<<32 | uint64(q[3])<<48
		y := uint64(q[4]) | uint64(q[5])<<16 | uint64(q[6])<<32 | uint64(q[7])<<48
		if (x|y)&0xFF80FF80FF80FF80 != 0 {
			break
		}
	}
	for i < len(u) && u[i] < 0x80 {
		i++
	}
	return i
}
