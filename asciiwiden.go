package textcodec

// widenASCII8 stores the eight ASCII bytes of w (little-endian: the first
// byte lowest) as eight UTF-16 code units at d[0:8]. Each half of w is
// spread to four 16-bit lanes with two shift-and-mask steps, so the bytes
// are widened with a few word operations and the compiler can make each
// half one 64-bit store on little-endian machines.
func widenASCII8(d []uint16, w uint64) {
	d = d[:8:8]
	lo := spread4(w & 0xFFFFFFFF)
	hi := spread4(w >> 32)
	d[0], d[1], d[2], d[3] = uint16(lo), uint16(lo>>16), uint16(lo>>32), uint16(lo>>48)
	d[4], d[5], d[6], d[7] = uint16(hi), uint16(hi>>16), uint16(hi>>32), uint16(hi>>48)
}

// spread4 moves the four bytes of x (below bit 32) to the low bytes of four
// 16-bit lanes, in order.
func spread4(x uint64) uint64 {
	x = (x | x<<16) & 0x0000FFFF0000FFFF
	return (x | x<<8) & 0x00FF00FF00FF00FF
}
