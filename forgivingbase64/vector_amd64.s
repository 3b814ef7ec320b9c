//go:build !purego

#include "textflag.h"

// LOAD_DECODE loads decodeConsts from AX to Y7-Y15.
#define LOAD_DECODE \
	VMOVDQU 0(AX), Y15   /* invalidLo */ \
	VMOVDQU 32(AX), Y14  /* invalidHi */ \
	VMOVDQU 64(AX), Y13  /* roll */ \
	VMOVDQU 96(AX), Y12  /* lowNibble */ \
	VMOVDQU 128(AX), Y11 /* slash */ \
	VMOVDQU 160(AX), Y10 /* merge6 */ \
	VMOVDQU 192(AX), Y9  /* merge12 */ \
	VMOVDQU 224(AX), Y8  /* pack */ \
	VMOVDQU 256(AX), Y7  /* spread */

// DECODE_BLOCK decodes the 32 bytes at SI to the first 24 bytes of Y0 (the
// rest zero), or jumps to done when one of them is outside the alphabet:
// each byte is classified by its nibbles (invalidLo and invalidHi share a
// bit exactly for a byte outside the alphabet), the roll of its high nibble
// added to make its 6-bit value, four values joined into 24 bits (merge6,
// merge12) and the bytes packed (pack, spread).
#define DECODE_BLOCK \
	VMOVDQU (SI), Y0 \
	VPSRLD $4, Y0, Y1 \
	VPAND Y12, Y1, Y1      /* high nibbles */ \
	VPAND Y12, Y0, Y2      /* low nibbles */ \
	VPSHUFB Y2, Y15, Y3 \
	VPSHUFB Y1, Y14, Y4 \
	VPTEST Y3, Y4          /* a byte outside the alphabet? */ \
	JNZ done \
	VPCMPEQB Y11, Y0, Y5   /* -1 at '/' */ \
	VPADDB Y5, Y1, Y5 \
	VPSHUFB Y5, Y13, Y5 \
	VPADDB Y5, Y0, Y0      /* 6-bit values */ \
	VPMADDUBSW Y10, Y0, Y0 /* 12-bit words */ \
	VPMADDWD Y9, Y0, Y0    /* 24-bit dwords */ \
	VPSHUFB Y8, Y0, Y0 \
	VPERMD Y0, Y7, Y0

// func decodeAVX2(dst unsafe.Pointer, src *byte, blocks int, c *decodeConsts, units bool) int
//
// Each block of 32 bytes to 24 bytes (a 32-byte store, its last 8 zero)
// or, when units is set, to 24 code units.
TEXT ·decodeAVX2(SB), NOSPLIT, $0-48
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ blocks+16(FP), CX
	MOVQ c+24(FP), AX
	MOVBLZX units+32(FP), DX
	LOAD_DECODE
	XORQ BX, BX                  // blocks done

loop:
	CMPQ BX, CX
	JGE  done
	DECODE_BLOCK
	TESTQ DX, DX
	JNZ  units
	VMOVDQU Y0, (DI)
	ADDQ $24, DI
	JMP  next

units:
	VEXTRACTI128 $1, Y0, X1
	VPMOVZXBW X0, Y0             // bytes 0-15 as units
	VPMOVZXBW X1, X1             // bytes 16-23
	VMOVDQU Y0, (DI)
	VMOVDQU X1, 32(DI)
	ADDQ $48, DI

next:
	ADDQ $32, SI
	INCQ BX
	JMP  loop

done:
	VZEROUPPER
	MOVQ BX, ret+40(FP)
	RET

// LOAD_ENCODE loads encodeConsts from AX to Y5-Y15.
#define LOAD_ENCODE \
	VMOVDQU 0(AX), Y15   /* gather */ \
	VMOVDQU 32(AX), Y14  /* mask0 */ \
	VMOVDQU 64(AX), Y13  /* shift0 */ \
	VMOVDQU 96(AX), Y12  /* mask1 */ \
	VMOVDQU 128(AX), Y11 /* shift1 */ \
	VMOVDQU 160(AX), Y10 /* fiftyOne */ \
	VMOVDQU 192(AX), Y9  /* twentySix */ \
	VMOVDQU 224(AX), Y8  /* thirteen */ \
	VMOVDQU 256(AX), Y7  /* offsets */ \
	VMOVDQU 288(AX), Y6  /* highByte */ \
	VMOVDQU 320(AX), Y5  /* split */

// ENCODE_BLOCK encodes the 24 bytes in Y0 (bytes 0-11 in the low lane,
// 12-23 from the start of the high one) to 32 characters in Y0: each group
// of three bytes spread to four (gather), the four 6-bit indexes cut out of
// them (mask0, shift0, mask1, shift1) and translated to characters
// (fiftyOne, twentySix, thirteen, offsets).
#define ENCODE_BLOCK \
	VPSHUFB Y15, Y0, Y0 \
	VPAND Y14, Y0, Y1 \
	VPMULHUW Y13, Y1, Y1   /* indexes 0 and 2 of each group */ \
	VPAND Y12, Y0, Y2 \
	VPMULLW Y11, Y2, Y2    /* indexes 1 and 3 */ \
	VPOR Y1, Y2, Y0 \
	VPSUBUSB Y10, Y0, Y1   /* index - 51, saturated */ \
	VPCMPGTB Y0, Y9, Y2    /* index < 26 */ \
	VPAND Y8, Y2, Y2 \
	VPOR Y2, Y1, Y1 \
	VPSHUFB Y1, Y7, Y1 \
	VPADDB Y1, Y0, Y0

// func encodeAVX2(dst, src *byte, blocks int, c *encodeConsts)
//
// Each block of 24 bytes (28 read) to 32 characters.
TEXT ·encodeAVX2(SB), NOSPLIT, $0-32
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ blocks+16(FP), CX
	MOVQ c+24(FP), AX
	LOAD_ENCODE

loop:
	VMOVDQU (SI), X0
	VINSERTI128 $1, 12(SI), Y0, Y0
	ENCODE_BLOCK
	VMOVDQU Y0, (DI)
	ADDQ $24, SI
	ADDQ $32, DI
	DECQ CX
	JNZ  loop
	VZEROUPPER
	RET

// func encodeUnitsAVX2(dst *byte, src *uint16, blocks int, c *encodeConsts) int
//
// Each block of 24 code units (32 read) to 32 characters, up to the first
// block whose 32 units hold one above 0xFF.
TEXT ·encodeUnitsAVX2(SB), NOSPLIT, $0-40
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ blocks+16(FP), CX
	MOVQ c+24(FP), AX
	LOAD_ENCODE
	XORQ BX, BX                  // blocks done

loop:
	CMPQ BX, CX
	JGE  done
	VMOVDQU (SI), Y0
	VMOVDQU 32(SI), Y1
	VPOR Y0, Y1, Y2
	VPTEST Y6, Y2                // a unit above 0xFF?
	JNZ  done
	VPACKUSWB Y1, Y0, Y0         // units 0-7, 16-23 | 8-15, 24-31
	VPERMQ $0xD8, Y0, Y0         // units 0-15 | 16-31 as bytes
	VPERMD Y0, Y5, Y0            // bytes 0-15 | 12-27
	ENCODE_BLOCK
	VMOVDQU Y0, (DI)
	ADDQ $48, SI
	ADDQ $32, DI
	INCQ BX
	JMP  loop

done:
	VZEROUPPER
	MOVQ BX, ret+32(FP)
	RET
