// Package detect guesses the encoding of unlabeled legacy text, as browsers
// do when nothing (no BOM, no Content-Type charset, no <meta>) labels the
// bytes: among the Encoding Standard's legacy encodings for text, it
// answers with the one the bytes were most likely written in.
//
//	d := detect.New()
//	for chunk := range chunks {
//		d.Feed(chunk, false)
//	}
//	d.Feed(nil, true)
//	r := d.Guess(detect.Options{TLD: "ru", AllowUTF8: true})
//	text, err := r.Encoding.NewDecoder().Bytes(all)
//
// # How it decides
//
// A Detector runs every candidate encoding over the stream at once, in
// these steps (Result.Step names the one that decided):
//
//  1. bom: a UTF-8, UTF-16LE or UTF-16BE byte order mark decides.
//  2. ascii: bytes that are all ASCII decode the same in every candidate;
//     the answer is the TLD's usual encoding, else windows-1252, unless
//     ISO-2022-JP decodes escape sequences in them to Japanese
//     (iso-2022-jp).
//  3. utf-8: valid UTF-8, when Options.AllowUTF8 is set.
//  4. elimination: an encoding is out when this library's decoder for it
//     (package textcodec, exact to the Encoding Standard) hits an error,
//     or a single-byte encoding decodes a byte to a C1 control. When one
//     encoding is left it is the answer.
//  5. score: each candidate left is scored by how natural its decoding
//     looks: pairs of character classes (letters, case folded, and
//     punctuation) for the single-byte encodings, one model per script or
//     group of languages; characters for the CJK encodings, one model per
//     language; with penalties for a lower-case letter followed by an
//     upper-case one, for a CJK character next to an ASCII letter, and for
//     user-defined and half-width characters. A TLD hint adds a bonus to
//     the encodings of its country. The best score wins.
//  6. fallback: no candidate is left (bytes that no encoding decodes
//     cleanly): the TLD's usual encoding, else windows-1252.
//
// The stream is scored in pieces that end at fixed offsets; at the end of
// each, a candidate far behind the best is dropped, which keeps the work per
// byte low once the script is clear. The guess never depends on how the
// stream was split into chunks. Result.Reliable is set when the answer did
// not rest on a close call: steps 1-4, or a score well ahead of the best
// candidate of any other model, without the TLD's bonus.
//
// The candidates: windows-1250 to windows-1258, windows-874, ISO-8859-2,
// -4, -5, -6, -7, -8, -13 and -15, KOI8-R, KOI8-U, IBM866, macintosh,
// x-mac-cyrillic, Shift_JIS, EUC-JP, ISO-2022-JP, GBK (the gb18030 decoder),
// Big5, EUC-KR and UTF-8; UTF-16 by its BOM only. Decoding with GBK and
// gb18030 gives the same text, and likewise ISO-8859-8 and ISO-8859-8-I,
// so the answer names GBK and ISO-8859-8.
//
// # The models
//
// internal/cmd/gendetect trains the models on 80% of the translations
// (GNU gettext .mo files) that Debian packages install under
// /usr/share/locale, in 42 languages; it names the packages and their
// licences. A tenth is held out for the evaluation in bench/
// (docs/detect-accuracy.md), which no model has seen. The generated tables
// (tables_gen.go) hold 67 KB; the package as a whole adds about 135 KB to a
// stripped binary that already uses package textcodec. The first New builds
// the byte tables from the decoders and spreads the CJK models over the BMP
// (about 0.3 MB of memory, once per program); a Detector holds about 3 KB.
//
// # From chardetng's interface to this package
//
//	chardetng                               detect
//	EncodingDetector::new                   New
//	feed(buffer, last)                      Detector.Feed
//	guess(tld, allow_utf8)                  Detector.Guess(Options{TLD, AllowUTF8}).Encoding
//	guess_assess(tld, allow_utf8)           Detector.Guess: Result.Encoding, Result.Reliable
package detect
