// Package forgivingbase64 is the Infra Standard's forgiving-base64 encode and
// decode (https://infra.spec.whatwg.org/#forgiving-base64), the base64 of
// HTML's atob and btoa and of data: URLs, for Go programs: decode skips ASCII
// whitespace anywhere, takes input with or without its padding, and ignores
// the bits after the last whole byte; encode is RFC 4648 base64 with
// padding.
//
//	Standard                        Go
//	forgiving-base64 encode         Encode, AppendEncode
//	forgiving-base64 decode         Decode, DecodeString, AppendDecode
//	failure                         ErrInvalid
//
// It depends on nothing but Go's encoding/base64, which does the work once
// the standard's checks have passed. Package goja/globalscope's atob and btoa
// are built on it.
package forgivingbase64
