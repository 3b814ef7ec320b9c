package htmlsniff

import "github.com/textcodec/textcodec"

// A Detector guesses the encoding of unlabeled bytes: the encoding sniffing
// algorithm's step 8, "autodetect the character encoding from applying
// frequency analysis or other algorithms to the data stream". It is the
// seam between this package and a detector (this module's is package
// detect: set Options.NewDetector to detect.ForSniffing); Sniff and
// NewReader use one through Options.NewDetector, making a fresh one per
// document.
//
// Feed gives the detector the next bytes of the document; last is true
// with the final bytes (then there are no more Feed calls). Guess returns
// the encoding the bytes fed so far look like, or nil for no answer (the
// default then applies). tld is the top-level domain the document came
// from, lowercase ASCII, or "" (a hint: "jp" favours Japanese encodings);
// allowUTF8 false asks the detector not to answer UTF-8.
type Detector interface {
	Feed(b []byte, last bool)
	Guess(tld string, allowUTF8 bool) *textcodec.Encoding
}
