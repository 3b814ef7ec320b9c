//go:build !purego

#include "textflag.h"

// func xUserDefinedSSE2(dst *uint16, src *byte, n int)
TEXT ·xUserDefinedSSE2(SB), NOSPLIT, $0-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n+16(FP), CX
	PXOR X0, X0                  // zero, for widening
	MOVQ $0x007F007F007F007F, AX
	MOVQ AX, X5
	PUNPCKLQDQ X5, X5            // 0x007F in each lane: the last ASCII byte
	MOVQ $0xF700F700F700F700, AX
	MOVQ AX, X6
	PUNPCKLQDQ X6, X6            // 0xF700 in each lane: U+F780 - 0x80

loop:
	MOVOU (SI), X1
	MOVO X1, X2
	PUNPCKLBW X0, X1             // bytes 0-7 as 16-bit lanes
	PUNPCKHBW X0, X2             // bytes 8-15
	MOVO X1, X3
	MOVO X2, X4
	PCMPGTW X5, X3               // all ones where the byte is 0x80 or above
	PCMPGTW X5, X4
	PAND X6, X3
	PAND X6, X4
	PADDW X3, X1
	PADDW X4, X2
	MOVOU X1, (DI)
	MOVOU X2, 16(DI)
	ADDQ $16, SI
	ADDQ $32, DI
	SUBQ $16, CX
	JNZ loop
	RET
