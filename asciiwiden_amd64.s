//go:build !purego

#include "textflag.h"

// func widenASCIISSE2(dst *uint16, src *byte, n int) int
//
// Sixteen bytes at a time while n allows: each block is widened and stored,
// and the count stops at the first byte that is not ASCII.
TEXT ·widenASCIISSE2(SB), NOSPLIT, $0-32
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n+16(FP), CX
	XORQ AX, AX                  // bytes done
	PXOR X0, X0                  // zero, for widening

loop:
	LEAQ 16(AX), DX
	CMPQ DX, CX
	JGT done
	MOVOU (SI)(AX*1), X1
	PMOVMSKB X1, BX              // the high bit of each byte
	MOVO X1, X2
	PUNPCKLBW X0, X1             // bytes 0-7 as 16-bit lanes
	PUNPCKHBW X0, X2             // bytes 8-15
	MOVOU X1, (DI)(AX*2)
	MOVOU X2, 16(DI)(AX*2)
	TESTL BX, BX
	JNZ partial
	MOVQ DX, AX
	JMP loop

partial:
	// The block is stored whole (dst has the room); only the bytes
	// before the first that is not ASCII count.
	BSFL BX, BX
	ADDQ BX, AX

done:
	MOVQ AX, ret+24(FP)
	RET
