// Package forgivingbase64 is the Infra Standard's forgiving-base64 encode and
// decode (https://infra.spec.whatwg.org/#forgiving-base64), the base64 of
// HTML's atob and btoa and of data: URLs, for Go programs: decode skips ASCII
// whitespace anywhere, takes input with or without its padding, and ignores
// the bits after the last whole byte; encode is RFC 4648 base64 with
// padding.
//
//	Standard                        Go
//	forgiving-base64 encode         Encode, AppendEncode
//	forgiving-base64 decode         Decode, DecodeString, AppendDecode, AppendDecodeEach
//	failure                         ErrInvalid
//	isomorphic encode, then encode  AppendEncodeUTF16 (ErrAboveFF)
//	decode, then isomorphic decode  AppendDecodeUTF16Each
//
// The UTF-16 functions read and write JavaScript's "binary strings" (code
// units that are bytes) directly, as HTML's btoa takes and atob gives them.
//
// On amd64 processors with AVX2, vector kernels decode the input's leading
// 32-byte blocks that hold only the alphabet (with no pass for whitespace
// first) and encode 24-byte blocks; Go's encoding/base64 does the rest, after
// the standard's checks have passed. Package goja/globalscope's atob and btoa
// are built on it.
package forgivingbase64
