//go:build !purego

package utf8valid

// Enabled reports whether Prefix and PrefixUnits use a vector unit: on
// amd64, whether the processor and the operating system support AVX2.
var Enabled = hasAVX2()

// blocks checks the whole 32-byte blocks of p with checkAVX2 (see there).
func blocks(p []byte, count bool) (done, units int) {
	return checkAVX2(&p[0], len(p), consts, count)
}

// checkAVX2 checks the bytes at p, 32 at a time while n allows, with the
// tables and constants c, and returns the offset of the first byte at
// which it found an error (the byte that shows it: the ill-formed sequence
// may begin up to three bytes before), or the end of the last block when
// it found none. Before that offset the bytes are well-formed, but for a
// sequence that may be cut by it. When count is set, units is the number
// of UTF-16 code units of the bytes before that offset, a cut sequence's
// lead counted as if it were whole.
//
//go:noescape
func checkAVX2(p *byte, n int, c *vectorConsts, count bool) (done, units int)

// hasAVX2 reports whether the processor has AVX2 and POPCNT and the
// operating system saves the 256-bit registers (CPUID and XGETBV).
func hasAVX2() bool
