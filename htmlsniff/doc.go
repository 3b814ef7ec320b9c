// Package htmlsniff implements the HTML Standard's encoding sniffing
// algorithm ("determining the character encoding"): from the first bytes
// of a document and its Content-Type, the encoding a browser decodes it
// with, how certain that is, and which step decided. It answers with the
// Encoding Standard's encodings of package textcodec, and reads
// Content-Type with package charset.
//
//	res := htmlsniff.Sniff(body, resp.Header.Get("Content-Type"), nil)
//	text, _ := textcodec.Decode(body, res.Encoding)
//
//	r, err := htmlsniff.NewReader(resp.Body, resp.Header.Get("Content-Type"), nil)
//
// # From the standard to this package
//
//	Standard                                          Go
//	encoding sniffing algorithm                       Sniff, Result, NewReader
//	confidence: tentative, certain, irrelevant        Confidence
//	  1. BOM sniffing                                 StepBOM (textcodec.SniffBOM)
//	  2. the user's override                          Options.Override, StepOverride
//	  3. wait for more bytes                          NewReader (the first PrescanLimit bytes)
//	  4. the transport layer                          the contentType argument, Options.Transport, StepTransport
//	  5. prescan a byte stream (first 1024 bytes)     Prescan, Options.PrescanLimit, DefaultPrescanLimit, NoPrescan
//	     prescan for UTF-16 XML declarations          StepPrescanUTF16XML
//	     <meta charset>, <meta http-equiv content>    StepPrescanMeta
//	     get an XML encoding                          StepXMLDeclaration
//	  6. the same-origin parent document              Options.Parent, StepParent
//	  7. what is known of the page (history)          Options.Likely, StepHistory
//	  8. autodetection (frequency analysis)           Detector, Options.NewDetector, TLD, AllowUTF8, StepFrequencyAnalysis
//	  9. the default; the suggested default table     Options.Default, DefaultForLocale, StepDefault
//
// The prescan is the standard's byte-level scan, not an HTML tokenizer: it
// skips comments, reads the attributes of every tag (so a '>' inside a
// quoted attribute value does not end a tag) and finds a <meta> even inside
// <script> or <title>, as browsers do. An encoding a <meta> declares
// follows the standard's rules: UTF-16BE and UTF-16LE become UTF-8 (the
// bytes were readable as ASCII, so they are not UTF-16) and x-user-defined
// becomes windows-1252. The prescan, its UTF-16 signature and its XML
// declaration read only the first PrescanLimit bytes, so the answer never
// depends on a byte past them (but for a detector's).
//
// Sniffing does not allocate (but for a Content-Type with a charset
// parameter, whose parser does).
//
// # Migrating from golang.org/x/net/html/charset
//
//	x/net/html/charset                       htmlsniff
//	NewReader(r, contentType)                NewReader(r, contentType, nil)
//	DetermineEncoding(content, contentType)  Sniff(content, contentType, nil)
//	  (e, name, certain)                       Result{Encoding, Confidence, Step}
//	Lookup(label)                            textcodec.Lookup(label) (or charset.Lookup for IANA's names too)
//	NewReaderLabel(label, r)                 charset.CharsetReader(label, r)
//
// The answers differ where x/net departs from the standard; in each case
// the standard describes what browsers do, so a page decodes here as it
// does on screen:
//
//   - x/net prescans with its HTML tokenizer. It decodes character
//     references, so <meta charset="&#x73;hift_jis"> names Shift_JIS there
//     and nothing here (a browser reads bytes, and "&#x73;hift_jis" is no
//     label). It reads the inside of <script>, <style>, <title> and
//     <textarea> as text, so a <meta> in them, which browsers take, is
//     missed there.
//   - x/net has no XML-declaration step: <?xml version="1.0"
//     encoding="windows-1251"?> with no <meta> is windows-1251 here and the
//     default there. Nor does it know UTF-16's '<?x' signature without a
//     byte order mark, which the standard answers UTF-16LE or UTF-16BE.
//   - x/net keeps x-user-defined from a <meta>; the standard turns it into
//     windows-1252 (x-user-defined is for binary data read by scripts).
//   - When a charset attribute names no encoding, the standard ends that
//     <meta> (charset is failure) and scans on; x/net falls through to the
//     content attribute of the same element.
//   - With no label, x/net guesses UTF-8 when the first 1024 bytes are
//     valid UTF-8 with a byte above 0x7F, before windows-1252. The standard has no such step (detection
//     is the optional step 8, and browsers deny it UTF-8 for pages from the
//     network): the default applies, windows-1252 unless Options.Default or
//     DefaultForLocale say otherwise. Set Options.NewDetector and
//     AllowUTF8 for a guess.
//   - x/net reads Content-Type with mime.ParseMediaType, which rejects
//     values a browser reads (a repeated parameter, as in "text/html;
//     charset=koi8-r; charset=big5"), and then ignores the charset; package
//     charset reads it as Fetch does (the first charset wins).
//   - x/net's answers are x/text encodings, whose tables differ from the
//     Encoding Standard in places; here they are textcodec's.
//
// x/net's "certain" is true for the byte order mark and the Content-Type
// only, as Certain is here.
package htmlsniff
