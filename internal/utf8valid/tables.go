package utf8valid

// The tables of the lookup method, derived from the byte ranges of the
// standard's UTF-8 decoder (section "UTF-8 decoder").
//
// A byte and the byte before it (prev1) are a pair. Every pair that no
// well-formed UTF-8 can contain falls in one of the classes below, each a
// set of pairs that is a product of three sets of nibbles: prev1's high
// nibble, prev1's low nibble, and the byte's high nibble. Each class has a
// bit; table hi1 holds at prev1>>4 the bits of the classes whose first set
// holds that nibble, lo1 and hi2 likewise for the other two, so that
// hi1[prev1>>4] & lo1[prev1&15] & hi2[b>>4] has a class's bit exactly when
// the pair is in that class. Two classes may share a bit only when the
// product of the unions of their sets holds no pair that well-formed UTF-8
// can contain (classTooLarge1000 below).
//
// Bytes are named by their ranges: ASCII 00-7F, continuation bytes 80-BF,
// leads C0-FF (C0, C1 and F5-FF lead no well-formed sequence).
//
// The classes:
//
//	bit  name           prev1      byte                 why
//	0    too short      C0-FF      00-7F, C0-FF         a lead needs a continuation byte after it
//	1    too long       00-7F      80-BF                a continuation byte needs a lead or another before it
//	2    overlong 3     E0         80-9F                E0's second byte is A0-BF
//	3    too large      F4-FF      90-BF                F4's second byte is 80-8F; F5-FF lead nothing
//	4    surrogate      ED         A0-BF                ED's second byte is 80-9F
//	5    overlong 2     C0-C1      80-BF                C0 and C1 lead nothing
//	6    too large 1000 F0, F5-FF  80-8F                F0's second byte is 90-BF; F5-FF lead nothing
//	7    two conts      80-BF      80-BF                not an error by itself: see below
//
// Class 6 is two classes (overlong 4: F0 then 80-8F; and F5-FF then 80-8F)
// that share a bit: the product of their sets (F0 or F5-FF, then 80-8F) is
// all errors. Pairs F4-FF then 90-BF are class 3, so every pair of F5-FF
// and a continuation byte has a bit.
//
// A continuation byte after a continuation byte (class 7) is right exactly
// when the byte two before is a three- or four-byte lead (E0-FF) or the byte
// three before is a four-byte lead (F0-FF); any other byte after a
// continuation byte is right exactly when neither is. So the check takes
// bit 7 from that condition ("must be a continuation") and the other bits
// from the tables: the byte is in error when (tables XOR must<<7) is not 0.
// Leads F5-FF and C0-C1 are errors whatever follows (too short, too large,
// overlong 2), so the condition may count them as leads without harm.
//
// The vector code reads the tables with VPSHUFB, which returns 0 for an
// index with its top bit set; the nibbles it passes are 0-15.

// The class bits.
const (
	tooShort     = 1 << 0
	tooLong      = 1 << 1
	overlong3    = 1 << 2
	tooLarge     = 1 << 3
	surrogate    = 1 << 4
	overlong2    = 1 << 5
	tooLarge1000 = 1 << 6 // with overlong 4
	twoConts     = 1 << 7
)

// nibbles is a set of nibble values, bit n for nibble n.
type nibbles uint16

// span returns the set of nibbles lo to hi.
func span(lo, hi int) nibbles { return nibbles(1<<(hi+1) - 1<<lo) }

// one returns the set holding nibble n.
func one(n int) nibbles { return 1 << n }

// anyNibble is the set of all sixteen nibbles.
const anyNibble nibbles = 0xFFFF

// A class is a product set of pairs (see above): prev1's high nibble in
// hi1, its low nibble in lo1, and the byte's high nibble in hi2.
type class struct {
	bit           byte
	hi1, lo1, hi2 nibbles
}

// classes is the table of classes above, nibble by nibble.
var classes = []class{
	{tooShort, span(0xC, 0xF), anyNibble, span(0x0, 0x7) | span(0xC, 0xF)},
	{tooLong, span(0x0, 0x7), anyNibble, span(0x8, 0xB)},
	{overlong3, one(0xE), one(0x0), span(0x8, 0x9)},
	{tooLarge, one(0xF), span(0x4, 0xF), span(0x9, 0xB)},
	{surrogate, one(0xE), one(0xD), span(0xA, 0xB)},
	{overlong2, one(0xC), span(0x0, 0x1), span(0x8, 0xB)},
	{tooLarge1000, one(0xF), one(0x0) | span(0x5, 0xF), one(0x8)},
	{twoConts, span(0x8, 0xB), anyNibble, span(0x8, 0xB)},
}

// vectorConsts is what the vector code loads: its field offsets are in the
// assembly (see valid_amd64.s), each 16-byte field is loaded into both
// halves of a 32-byte register.
type vectorConsts struct {
	hi1, lo1, hi2 [16]byte // the tables, by prev1>>4, prev1&15, byte>>4
	nibble        [16]byte // 0x0F
	third         [16]byte // 0xDF: prev2 minus it (saturating) is not 0 when prev2 is E0-FF
	fourth        [16]byte // 0xEF: prev3 likewise for F0-FF; as a signed byte, -17, below F0-FF and ASCII
	cont          [16]byte // 0xBF: as a signed byte, -65, the largest continuation byte
	high          [16]byte // 0x80: bit 7, "must be a continuation"
	// incomplete holds, at the block's last three bytes, the largest byte
	// that does not begin a sequence longer than the bytes left (BF, DF,
	// EF); elsewhere FF. A block minus it (saturating) is not 0 when a
	// sequence begun in the block does not end in it.
	incomplete [32]byte
}

// consts is the vector code's vectorConsts (tests change its tables to see
// that a wrong entry fails them).
var consts = buildConsts()

func buildConsts() *vectorConsts {
	c := new(vectorConsts)
	for _, k := range classes {
		for n := range 16 {
			if k.hi1&one(n) != 0 {
				c.hi1[n] |= k.bit
			}
			if k.lo1&one(n) != 0 {
				c.lo1[n] |= k.bit
			}
			if k.hi2&one(n) != 0 {
				c.hi2[n] |= k.bit
			}
		}
	}
	for n := range 16 {
		c.nibble[n], c.third[n], c.fourth[n], c.cont[n], c.high[n] = 0x0F, 0xDF, 0xEF, 0xBF, 0x80
	}
	for n := range c.incomplete {
		c.incomplete[n] = 0xFF
	}
	c.incomplete[29], c.incomplete[30], c.incomplete[31] = 0xEF, 0xDF, 0xBF
	return c
}
