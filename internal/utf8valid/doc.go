// Package utf8valid checks long runs of UTF-8 32 bytes at a time with the
// vector unit, where the processor has one (AVX2 on amd64), for the UTF-8
// paths of package textcodec: the UTF-8 decoder's and encoder's runs of
// well-formed text, and UTF8ValidUpTo and UTF8ValidUpToUTF16, which the goja
// binding uses on the Go strings a host passes to a script.
//
// Well-formed means as the Encoding Standard's UTF-8 decoder accepts it
// (section "UTF-8 decoder"): its byte ranges exclude overlong forms,
// surrogates and code points above U+10FFFF, which is the set
// unicode/utf8.Valid accepts.
//
// The check is the "lookup" method Keiser and Lemire published (Validating
// UTF-8 in less than one instruction per byte, 2021): every error of UTF-8
// shows in a byte and the byte before it, which three 16-entry tables
// indexed by nibbles find (tables.go), but for the number of continuation
// bytes after a lead, which the two bytes before a byte settle. The vector
// code reports the first byte at which it found an error (the byte that
// shows it: the ill-formed sequence may begin up to three bytes before);
// Prefix and PrefixUnits return the sequence boundary at or before it, and
// the caller's scalar code finds the exact place (within four bytes).
// Without a vector
// unit (or built with the tag purego) they return 0 and the scalar code does
// all of it.
package utf8valid
