//go:build !purego

#include "textflag.h"

// func utf16From3ByteAVX2(dst *uint16, src *byte, n int) (units, bytes int)
//
// Sixteen sequences (48 bytes) at a time while n allows, then eight. In a
// group of eight (24 bytes) lane 0 holds bytes 0-15 and lane 1 bytes 8-23;
// one shuffle puts each sequence in a 32-bit lane as b2 | b1<<8 | b0<<16,
// and two multiply-adds make the code point of its low bits.
// A sequence is taken when b0 is E0-EF and b1, b2 are 80-BF, and its code
// point is neither below U+0800 (overlong) nor a surrogate: the standard's
// byte ranges for a three-byte sequence. A group's code units are stored
// whole; those before the first sequence not taken count. One ASCII byte
// between two runs is taken with them.
//
// Registers: SI src, DI dst, DX n, AX bytes done, BX units done.
//
//	Y15 shuffle   Y14 0x00F0C0C0   Y13 0x00E08080   Y12 0x000F3F3F
//	Y11 bytes 1, 64, 1, 0          Y10 words 1, 4096
//	Y9  0x7FF     Y8  0xF800       Y7  0xD800
//	Y0, Y4 a group's bytes   Y1, Y5 its sequences taken   Y2, Y6 its code points

// THREE converts the group at off(SI)(AX*1) (see above): bytes in, taken
// and code points out, tmp clobbered.
#define THREE(off, in, bytes, taken, cps, tmp) \
	VMOVDQU off(SI)(AX*1), in \
	VINSERTI128 $1, off+8(SI)(AX*1), bytes, bytes \
	VPSHUFB Y15, bytes, bytes \
	VPAND Y14, bytes, taken \
	VPCMPEQD Y13, taken, taken \
	VPAND Y12, bytes, cps \
	VPMADDUBSW Y11, cps, cps \
	VPMADDWD Y10, cps, cps \
	VPCMPGTD Y9, cps, tmp \
	VPAND tmp, taken, taken \
	VPAND Y8, cps, tmp \
	VPCMPEQD Y7, tmp, tmp \
	VPANDN taken, tmp, taken

TEXT ·utf16From3ByteAVX2(SB), NOSPLIT, $0-40
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n+16(FP), DX
	XORQ AX, AX
	XORQ BX, BX
	VMOVDQU threeByteShuffle<>(SB), Y15
	VPBROADCASTD threeByteConsts<>+0(SB), Y14
	VPBROADCASTD threeByteConsts<>+4(SB), Y13
	VPBROADCASTD threeByteConsts<>+8(SB), Y12
	VPBROADCASTD threeByteConsts<>+12(SB), Y11
	VPBROADCASTD threeByteConsts<>+16(SB), Y10
	VPBROADCASTD threeByteConsts<>+20(SB), Y9
	VPBROADCASTD threeByteConsts<>+24(SB), Y8
	VPBROADCASTD threeByteConsts<>+28(SB), Y7

loop16:
	LEAQ 48(AX), CX
	CMPQ CX, DX
	JGT  loop8
	THREE(0, X0, Y0, Y1, Y2, Y3)
	THREE(24, X4, Y4, Y5, Y6, Y3)
	VPACKUSDW Y6, Y2, Y2         // lanes: 0-3, 8-11, 4-7, 12-15
	VPERMQ $0xD8, Y2, Y2         // sixteen code units in order
	VMOVDQU Y2, (DI)(BX*2)
	VPMOVMSKB Y1, R8
	VPMOVMSKB Y5, R9
	MOVL R8, R10
	ANDL R9, R10
	CMPL R10, $0xFFFFFFFF
	JNE  partial16
	MOVQ CX, AX
	ADDQ $16, BX
	JMP  loop16

loop8:
	LEAQ 24(AX), CX
	CMPQ CX, DX
	JGT  done
	THREE(0, X0, Y0, Y1, Y2, Y3)
	VEXTRACTI128 $1, Y2, X3
	VPACKUSDW X3, X2, X2         // eight code units
	VMOVDQU X2, (DI)(BX*2)
	VPMOVMSKB Y1, R8
	CMPL R8, $0xFFFFFFFF
	JNE  partial
	MOVQ CX, AX
	ADDQ $8, BX
	JMP  loop8

partial16:
	CMPL R8, $0xFFFFFFFF
	JNE  partial
	ADDQ $24, AX                 // the first group whole
	ADDQ $8, BX
	MOVL R9, R8

partial:
	NOTL R8
	BSFL R8, R8
	SHRL $2, R8                  // the first sequence not taken
	ADDQ R8, BX
	LEAQ (R8)(R8*2), R8
	ADDQ R8, AX
	// An ASCII byte there (a line break, a space) with a lead byte E0-EF
	// after it is taken, and the run goes on.
	LEAQ 2(AX), CX
	CMPQ CX, DX
	JGT  done
	MOVBLZX (SI)(AX*1), R8
	CMPL R8, $0x80
	JAE  done
	MOVBLZX 1(SI)(AX*1), R9
	ANDL $0xF0, R9
	CMPL R9, $0xE0
	JNE  done
	MOVW R8, (DI)(BX*2)
	INCQ AX
	INCQ BX
	JMP  loop16

done:
	VZEROUPPER
	MOVQ BX, units+24(FP)
	MOVQ AX, bytes+32(FP)
	RET

// The shuffle: lane 0 takes sequences 0-3 from its bytes 0-11, lane 1
// sequences 4-7 from its bytes 4-15 (group bytes 12-23); 0x80 makes a zero.
DATA threeByteShuffle<>+0(SB)/8, $0x8003040580000102
DATA threeByteShuffle<>+8(SB)/8, $0x80090A0B80060708
DATA threeByteShuffle<>+16(SB)/8, $0x8007080980040506
DATA threeByteShuffle<>+24(SB)/8, $0x800D0E0F800A0B0C
GLOBL threeByteShuffle<>(SB), RODATA|NOPTR, $32

DATA threeByteConsts<>+0(SB)/4, $0x00F0C0C0
DATA threeByteConsts<>+4(SB)/4, $0x00E08080
DATA threeByteConsts<>+8(SB)/4, $0x000F3F3F
DATA threeByteConsts<>+12(SB)/4, $0x00014001
DATA threeByteConsts<>+16(SB)/4, $0x10000001
DATA threeByteConsts<>+20(SB)/4, $0x7FF
DATA threeByteConsts<>+24(SB)/4, $0xF800
DATA threeByteConsts<>+28(SB)/4, $0xD800
GLOBL threeByteConsts<>(SB), RODATA|NOPTR, $32
