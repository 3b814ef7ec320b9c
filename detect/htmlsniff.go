package detect

import (
	"github.com/textcodec/textcodec"
	"github.com/textcodec/textcodec/htmlsniff"
)

// ForSniffing returns a new Detector as the HTML Standard's encoding
// sniffing algorithm asks for one in its frequency-analysis step: set
// htmlsniff.Options.NewDetector to ForSniffing, and htmlsniff.Sniff and
// htmlsniff.NewReader consult it when no byte order mark, transport label,
// prescan, parent or history has decided. Its guess is the one Guess gives
// (reliable or not, as a browser takes it), with the options' TLD and
// AllowUTF8, but for bytes that are all ASCII (StepASCII): they tell
// nothing of an encoding, so it answers nil and the sniffing algorithm's
// default applies.
func ForSniffing() htmlsniff.Detector {
	return sniffingDetector{New()}
}

// sniffingDetector adapts a *Detector to htmlsniff.Detector.
type sniffingDetector struct{ d *Detector }

func (s sniffingDetector) Feed(b []byte, last bool) { s.d.Feed(b, last) }

func (s sniffingDetector) Guess(tld string, allowUTF8 bool) *textcodec.Encoding {
	r := s.d.Guess(Options{TLD: tld, AllowUTF8: allowUTF8})
	if r.Step == StepASCII {
		return nil
	}
	return r.Encoding
}
