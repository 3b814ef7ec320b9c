//go:build !purego

#include "textflag.h"

// func decodeAVX2(dst, src *byte, blocks int, c *decodeConsts) int
//
// Per block of 32 bytes: classify each byte by its nibbles (invalidLo and
// invalidHi share a bit exactly for a byte outside the alphabet), add the
// roll for its high nibble to make its 6-bit value, join four values into
// 24 bits (merge6, merge12) and pack the bytes (pack, spread).
TEXT ·decodeAVX2(SB), NOSPLIT, $0-40
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ blocks+16(FP), CX
	MOVQ c+24(FP), AX
	VMOVDQU 0(AX), Y15           // invalidLo
	VMOVDQU 32(AX), Y14          // invalidHi
	VMOVDQU 64(AX), Y13          // roll
	VMOVDQU 96(AX), Y12          // lowNibble
	VMOVDQU 128(AX), Y11         // slash
	VMOVDQU 160(AX), Y10         // merge6
	VMOVDQU 192(AX), Y9          // merge12
	VMOVDQU 224(AX), Y8          // pack
	VMOVDQU 256(AX), Y7          // spread
	XORQ BX, BX                  // blocks done

loop:
	CMPQ BX, CX
	JGE  done
	VMOVDQU (SI), Y0
	VPSRLD $4, Y0, Y1
	VPAND Y12, Y1, Y1            // high nibbles
	VPAND Y12, Y0, Y2            // low nibbles
	VPSHUFB Y2, Y15, Y3
	VPSHUFB Y1, Y14, Y4
	VPTEST Y3, Y4                // a byte outside the alphabet?
	JNZ  done
	VPCMPEQB Y11, Y0, Y5         // -1 at '/'
	VPADDB Y5, Y1, Y5
	VPSHUFB Y5, Y13, Y5
	VPADDB Y5, Y0, Y0            // 6-bit values
	VPMADDUBSW Y10, Y0, Y0       // 12-bit words
	VPMADDWD Y9, Y0, Y0          // 24-bit dwords
	VPSHUFB Y8, Y0, Y0
	VPERMD Y0, Y7, Y0
	VMOVDQU Y0, (DI)
	ADDQ $32, SI
	ADDQ $24, DI
	INCQ BX
	JMP  loop

done:
	VZEROUPPER
	MOVQ BX, ret+32(FP)
	RET

// func encodeAVX2(dst, src *byte, blocks int, c *encodeConsts)
//
// Per block of 24 bytes: bytes 0-11 to the low lane and 12-23 to the high
// one (read from 12), each group of three spread to four bytes (gather),
// the four 6-bit indexes cut out of it (mask0, shift0, mask1, shift1) and
// translated to characters (fiftyOne, twentySix, thirteen, offsets).
TEXT ·encodeAVX2(SB), NOSPLIT, $0-32
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ blocks+16(FP), CX
	MOVQ c+24(FP), AX
	VMOVDQU 0(AX), Y15           // gather
	VMOVDQU 32(AX), Y14          // mask0
	VMOVDQU 64(AX), Y13          // shift0
	VMOVDQU 96(AX), Y12          // mask1
	VMOVDQU 128(AX), Y11         // shift1
	VMOVDQU 160(AX), Y10         // fiftyOne
	VMOVDQU 192(AX), Y9          // twentySix
	VMOVDQU 224(AX), Y8          // thirteen
	VMOVDQU 256(AX), Y7          // offsets

loop:
	VMOVDQU (SI), X0
	VINSERTI128 $1, 12(SI), Y0, Y0
	VPSHUFB Y15, Y0, Y0
	VPAND Y14, Y0, Y1
	VPMULHUW Y13, Y1, Y1         // indexes 0 and 2 of each group
	VPAND Y12, Y0, Y2
	VPMULLW Y11, Y2, Y2          // indexes 1 and 3
	VPOR Y1, Y2, Y0
	VPSUBUSB Y10, Y0, Y1         // index - 51, saturated
	VPCMPGTB Y0, Y9, Y2          // index < 26
	VPAND Y8, Y2, Y2
	VPOR Y2, Y1, Y1
	VPSHUFB Y1, Y7, Y1
	VPADDB Y1, Y0, Y0
	VMOVDQU Y0, (DI)
	ADDQ $24, SI
	ADDQ $32, DI
	DECQ CX
	JNZ  loop
	VZEROUPPER
	RET
