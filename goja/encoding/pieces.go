package encoding

import (
	"runtime"
	"unsafe"

	"github.com/textcodec/textcodec"
	"github.com/textcodec/textcodec/internal/host"
)

// goja checks the host's interrupt only between JavaScript instructions, so a
// native call whose work grows with its input does that work in pieces of
// host.PollStep bytes or code units and polls between them (b.poll.Poll
// panics with goja's *InterruptedError when the host has called
// rt.Interrupt). Inputs of one piece or less are never polled: the common,
// small call pays nothing. The helpers here are the loops decode, label
// lookup and the stream transforms share.

// pieceEnd returns the end of the piece that starts at i in a run of n.
func pieceEnd(i, n int) int {
	return min(i+host.PollStep, n)
}

// isASCIIPolled reports whether every byte of p is ASCII
// (textcodec.ASCIIPrefixLen), a piece at a time.
func (b *binding) isASCIIPolled(p []byte) bool {
	for i := 0; i < len(p); i = pieceEnd(i, len(p)) {
		if i > 0 {
			b.poll.Poll()
		}
		if q := p[i:pieceEnd(i, len(p))]; textcodec.ASCIIPrefixLen(q) < len(q) {
			return false
		}
	}
	return true
}

// isASCIIUnitsPolled reports whether every code unit of u is ASCII
// (textcodec.ASCIIPrefixLenUTF16), a piece at a time.
func (b *binding) isASCIIUnitsPolled(u []uint16) bool {
	for i := 0; i < len(u); i = pieceEnd(i, len(u)) {
		if i > 0 {
			b.poll.Poll()
		}
		if q := u[i:pieceEnd(i, len(u))]; textcodec.ASCIIPrefixLenUTF16(q) < len(q) {
			return false
		}
	}
	return true
}

// copyPolled copies src into dst (as copy does), a piece at a time.
func copyPolled[E byte | uint16](b *binding, dst, src []E) {
	n := min(len(dst), len(src))
	for i := 0; i < n; i = pieceEnd(i, n) {
		if i > 0 {
			b.poll.Poll()
		}
		copy(dst[i:pieceEnd(i, n)], src[i:])
	}
}

// narrowPolled stores the ASCII code units src as bytes in dst (their
// UTF-8, textcodec.UTF16ToUTF8), a piece at a time.
func (b *binding) narrowPolled(dst []byte, src []uint16) {
	n := min(len(dst), len(src))
	for i := 0; i < n; i = pieceEnd(i, n) {
		if i > 0 {
			b.poll.Poll()
		}
		textcodec.UTF16ToUTF8(dst[i:pieceEnd(i, n)], src[i:pieceEnd(i, n)])
	}
}

// forUTF16Pieces calls f on consecutive pieces of u, of host.PollStep code
// units or one less so that no piece but the last ends with a leading
// surrogate (a pair is never split), polling between them.
func (b *binding) forUTF16Pieces(u []uint16, f func(p []uint16)) {
	for i := 0; i < len(u); {
		if i > 0 {
			b.poll.Poll()
		}
		j := pieceEnd(i, len(u))
		if j < len(u) && isLeadSurrogate(u[j-1]) {
			j--
		}
		f(u[i:j])
		i = j
	}
}

// isLeadSurrogate reports whether c is a leading surrogate.
func isLeadSurrogate(c uint16) bool { return c >= 0xD800 && c <= 0xDBFF }

// largeAlloc is the size in bytes from which makePolled allocates on another
// goroutine. Go zeroes a large block it reuses (at some tens of GB/s: a
// 512 MiB block takes over 10 ms), in one go as far as the calling goroutine
// is concerned. (A variable: tests that count polls turn it off.)
var largeAlloc = 16 << 20

// allocSpin is how many times makePolled looks for the block between polls
// (some microseconds).
const allocSpin = 256

// makePolled returns make([]E, n), polling while a large one is zeroed: the
// allocation runs on another goroutine while this one, the runtime's, polls.
// It spins rather than sleeps: a goroutine that sleeps gives up its
// processor, and with the allocating goroutine and the garbage collector's
// workers on the others it may wait for one for several milliseconds. When
// the host interrupts, Poll panics and the block, once made, is garbage.
// With a single processor there is no other to allocate on.
func makePolled[E byte | uint16](b *binding, n int) []E {
	var e E
	if n*int(unsafe.Sizeof(e)) < largeAlloc || runtime.GOMAXPROCS(0) < 2 {
		return make([]E, n)
	}
	done := make(chan []E, 1)
	go func() { done <- make([]E, n) }()
	for {
		for range allocSpin {
			select {
			case s := <-done:
				return s
			default:
			}
		}
		b.poll.Poll()
	}
}
