package gojastring

import (
	"strings"
	"unsafe"
)

// minUninitialized is the size from which NewBytes and NewUnits skip the
// zeroing; below it make's zeroing costs nothing worth saving.
const minUninitialized = 4 << 10

// NewBytes returns a []byte of length n whose contents are unspecified, for
// a caller that sets every byte before anything reads it (a large result:
// make would first zero it, a pass over megabytes). The memory comes from
// strings.Builder's Grow, which allocates without zeroing.
func NewBytes(n int) []byte {
	if n < minUninitialized {
		return make([]byte, n)
	}
	var b strings.Builder
	b.Grow(n)
	b.WriteByte(0) // a string of length 1 whose data is the allocation
	s := b.String()
	return unsafe.Slice(unsafe.StringData(s), n)
}

// NewUnits is NewBytes for code units: a []uint16 of length n whose
// contents are unspecified, for a caller that sets every unit.
func NewUnits(n int) []uint16 {
	if 2*n < minUninitialized {
		return make([]uint16, n)
	}
	p := NewBytes(2 * n) // large: page-aligned
	return unsafe.Slice((*uint16)(unsafe.Pointer(unsafe.SliceData(p))), n)
}
