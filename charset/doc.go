// Package charset finds and applies the encoding of text that arrives with a
// charset name: a label in XML's encoding declaration or a MIME header's
// encoded word, or the charset parameter of an HTTP Content-Type. It joins
// the Go standard library's hooks to the Encoding Standard's decoders in
// package textcodec, and depends on nothing but textcodec.
//
//	Where the name comes from              Go                              Here
//	<?xml encoding="..."?>                 xml.Decoder.CharsetReader       CharsetReader
//	=?charset?B?...?= (RFC 2047)           mime.WordDecoder.CharsetReader  CharsetReader
//	Content-Type: ...; charset=...         an HTTP response body           NewReader, ContentTypeEncoding
//	a name from any of these               -                               Lookup
//
// Lookup takes the Encoding Standard's labels first ("get an encoding"), then
// the aliases of the IANA Character Sets registry that the standard does not
// list (see Lookup for the rule and the list), as mail and XML name
// charsets by IANA's names.
//
// Package xtext offers the same encodings as golang.org/x/text's
// encoding.Encoding, for code written against x/text; this package does not
// import x/text.
package charset
