package globalscope

import "unsafe"

// unsafeBytes returns the bytes of s without copying; they must not be
// written.
func unsafeBytes(s string) []byte {
	return unsafe.Slice(unsafe.StringData(s), len(s))
}
