//go:build !purego

#include "textflag.h"

// func hasAVX2() bool
TEXT ·hasAVX2(SB), NOSPLIT, $0-1
	MOVB $0, ret+0(FP)
	XORL AX, AX
	XORL CX, CX
	CPUID
	CMPL AX, $7                  // the highest leaf: 7 is needed
	JLT  no
	MOVL $1, AX
	XORL CX, CX
	CPUID
	MOVL CX, R8
	ANDL $(1<<23|1<<27|1<<28), R8 // POPCNT, OSXSAVE, AVX
	CMPL R8, $(1<<23|1<<27|1<<28)
	JNE  no
	XORL CX, CX
	XGETBV                       // XCR0 in DX:AX
	ANDL $6, AX                  // the SSE and AVX states are saved
	CMPL AX, $6
	JNE  no
	MOVL $7, AX
	XORL CX, CX
	CPUID
	BTL  $5, BX                  // AVX2
	JCC  no
	MOVB $1, ret+0(FP)
no:
	RET

// func checkAVX2(p *byte, n int, c *vectorConsts, count bool) (done, units int)
//
// Registers: SI p, DX n, DI the block's offset, CX the next block's, R8
// the units, R9 count, AX c, BX the block's bytes from 80.
//
//	Y15 0x0F     Y14 hi1    Y13 lo1    Y12 hi2
//	Y11 incomplete          Y10 0xDF   Y9 0xEF    Y8 0x80    Y7 0xBF
//	Y6  the block before    Y5 that block minus incomplete (saturating)
//	Y0  the block           Y1-Y4 work
TEXT ·checkAVX2(SB), NOSPLIT, $0-48
	MOVQ p+0(FP), SI
	MOVQ n+8(FP), DX
	MOVQ c+16(FP), AX
	MOVBQZX count+24(FP), R9
	XORQ DI, DI
	XORQ R8, R8
	VBROADCASTI128 0(AX), Y14    // hi1
	VBROADCASTI128 16(AX), Y13   // lo1
	VBROADCASTI128 32(AX), Y12   // hi2
	VBROADCASTI128 48(AX), Y15   // nibble
	VBROADCASTI128 64(AX), Y10   // third
	VBROADCASTI128 80(AX), Y9    // fourth
	VBROADCASTI128 96(AX), Y7    // cont
	VBROADCASTI128 112(AX), Y8   // high
	VMOVDQU 128(AX), Y11         // incomplete
	VPXOR Y6, Y6, Y6             // before p: as if ASCII
	VPXOR Y5, Y5, Y5

loop:
	LEAQ 32(DI), CX
	CMPQ CX, DX
	JGT  end
	VMOVDQU (SI)(DI*1), Y0
	VPMOVMSKB Y0, BX
	TESTL BX, BX
	JNZ  multi
	// All ASCII: right unless the block before ends in a cut sequence.
	VPTEST Y5, Y5
	JNZ  end
	VMOVDQU Y0, Y6
	ADDQ $32, R8
	MOVQ CX, DI

ascii64:
	// After ASCII, more ASCII is likely: 64 bytes at a time (Y5 is 0).
	LEAQ 64(DI), CX
	CMPQ CX, DX
	JGT  loop
	VMOVDQU (SI)(DI*1), Y0
	VMOVDQU 32(SI)(DI*1), Y1
	VPOR    Y0, Y1, Y2
	VPMOVMSKB Y2, BX
	TESTL BX, BX
	JNZ  loop
	VMOVDQU Y1, Y6
	ADDQ $64, R8
	MOVQ CX, DI
	JMP  ascii64

multi:
	// prev1, prev2, prev3: the block moved up by one, two, three bytes,
	// the last bytes of the block before moved in.
	VPERM2I128 $0x21, Y0, Y6, Y1 // Y1 = the upper half of Y6, the lower of Y0
	VPALIGNR $15, Y1, Y0, Y2     // prev1
	VPALIGNR $14, Y1, Y0, Y3     // prev2
	VPALIGNR $13, Y1, Y0, Y4     // prev3

	// The classes of each pair (prev1, byte).
	VPSRLW  $4, Y2, Y1
	VPAND   Y15, Y1, Y1
	VPSHUFB Y1, Y14, Y1          // hi1[prev1>>4]
	VPAND   Y15, Y2, Y2
	VPSHUFB Y2, Y13, Y2          // lo1[prev1&15]
	VPAND   Y2, Y1, Y1
	VPSRLW  $4, Y0, Y2
	VPAND   Y15, Y2, Y2
	VPSHUFB Y2, Y12, Y2          // hi2[byte>>4]
	VPAND   Y2, Y1, Y1

	// Must be a continuation: prev2 is E0-FF or prev3 is F0-FF.
	VPSUBUSB Y10, Y3, Y3         // not 0 when prev2 >= E0
	VPSUBUSB Y9, Y4, Y4          // not 0 when prev3 >= F0
	VPOR     Y4, Y3, Y3
	VPXOR    Y4, Y4, Y4
	VPCMPEQB Y4, Y3, Y3          // FF where neither
	VPANDN   Y8, Y3, Y3          // 80 where either
	VPXOR    Y3, Y1, Y1
	VPTEST   Y1, Y1
	JNZ  found

	VPSUBUSB Y11, Y0, Y5         // a sequence cut by the block's end
	VMOVDQU  Y0, Y6
	TESTQ R9, R9
	JZ   next
	// Units: each byte that is not a continuation byte (above -65 as a
	// signed byte), and each of F0-FF (above -17, and not ASCII).
	VPCMPGTB Y7, Y0, Y1
	VPMOVMSKB Y1, R10
	POPCNTL R10, R10
	ADDQ R10, R8
	VPCMPGTB Y9, Y0, Y1
	VPMOVMSKB Y1, R10
	ANDL BX, R10
	POPCNTL R10, R10
	ADDQ R10, R8

next:
	MOVQ CX, DI
	JMP  loop

found:
	// Y1 is not 0 at the bytes in error: DI moves to the first.
	VPCMPEQB Y4, Y1, Y1          // FF where no error (Y4 is 0)
	VPMOVMSKB Y1, R11
	NOTL R11
	BSFL R11, R11
	TESTQ R9, R9
	JZ   at
	// The units of the bytes before it, as below.
	MOVQ R11, CX
	MOVL $1, R12
	SHLL CX, R12
	DECL R12                     // the bits below the first in error
	VPCMPGTB Y7, Y0, Y2
	VPMOVMSKB Y2, R10
	ANDL R12, R10
	POPCNTL R10, R10
	ADDQ R10, R8
	VPCMPGTB Y9, Y0, Y2
	VPMOVMSKB Y2, R10
	ANDL BX, R10
	ANDL R12, R10
	POPCNTL R10, R10
	ADDQ R10, R8

at:
	ADDQ R11, DI

end:
	MOVQ DI, done+32(FP)
	MOVQ R8, units+40(FP)
	VZEROUPPER
	RET
