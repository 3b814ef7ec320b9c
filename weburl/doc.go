// Package weburl implements the WHATWG URL Standard
// (https://url.spec.whatwg.org/) for Go programs, without goja: the basic
// URL parser with every state, the host parser (IPv4, IPv6, opaque hosts
// and domain to ASCII), the serializers, the percent-encode sets,
// "percent-encode after encoding" with this module's encoders (package
// textcodec), the application/x-www-form-urlencoded parser and serializer,
// and URLSearchParams' list operations. Package goja/url gives scripts the
// URL and URLSearchParams interfaces on top of it.
//
//	u, err := weburl.Parse("../b?q=caf\u00e9", base)
//	u.SetHash("top")
//	s := u.Href()
//
// # From the standard to this package
//
//	Standard                                   Go
//	URL record, URL serializer                 *URL, URL.Href, URL.Serialize
//	URL parser (with an encoding)              Parse, WithEncoding
//	URL.canParse                               CanParse
//	the URL interface's getters and setters    URL.Protocol ... URL.Hash, URL.SetHref ... URL.SetHash
//	origin (serialized)                        URL.Origin
//	domain to ASCII (beStrict false)           DomainToASCII
//	percent-decode                             PercentDecode
//	percent-encode after encoding              PercentEncodeAfterEncoding, PercentEncodeSet
//	application/x-www-form-urlencoded          ParseForm, SerializeForm, AppendForm, Pair
//	URLSearchParams' list                      Params, NewParams, ParseParams
//	the URLSearchParams update steps           URL.SetQuery
//
// # IDNA
//
// Domain to ASCII (the standard's "domain parser" with beStrict false)
// lowercases an ASCII domain, "xn--" labels included, without decoding or
// validating them, as the standard requires for web compatibility; any
// other domain goes through UTS #46 ToASCII as the URL Standard profiles it
// (CheckHyphens false, CheckBidi true, CheckJoiners true, UseSTD3ASCIIRules
// false, Transitional_Processing false, VerifyDnsLength false), with
// golang.org/x/net/idna's tables and algorithm. Either way an empty result
// or one with a forbidden domain code point fails. Measured against
// Unicode's IdnaTestV2.txt (13.0.0) without the cases that depend on
// UseSTD3ASCIIRules, x/net agrees on all but labels that Unicode 15 made
// valid; against WPT's toascii.json it differs on "1.\u064A", where it
// applies RFC 5893's Bidi rule to the all-digit label and fails, and on
// seven inputs whose IDNA mapping Unicode 16 changed (x/net v0.27.0 has
// Unicode 15's tables; docs/url.md).
//
// # Input
//
// Strings are taken as USVStrings: invalid UTF-8 stands for U+FFFD, as a
// lone surrogate of a JavaScript string does. No function panics on any
// input; long inputs can be polled for a host's interrupt (WithPoll).
package weburl
