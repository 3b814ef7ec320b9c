package htmlsniff

import (
	"github.com/textcodec/textcodec"
	"github.com/textcodec/textcodec/charset"
)

// Confidence is the HTML parser's confidence in an encoding.
type Confidence uint8

// The confidences of the HTML Standard. Sniff answers Certain (byte order
// mark, user override, transport layer) or Tentative (everything after,
// which a <meta> found later by the parser may still change). Irrelevant
// is the confidence of text that needs no decoding, such as a string
// parsed as HTML; Sniff never returns it.
const (
	Tentative Confidence = iota + 1
	Certain
	Irrelevant
)

// String returns "tentative", "certain" or "irrelevant".
func (c Confidence) String() string {
	switch c {
	case Tentative:
		return "tentative"
	case Certain:
		return "certain"
	case Irrelevant:
		return "irrelevant"
	}
	return "unknown"
}

// Step names the step of the encoding sniffing algorithm that decided.
type Step uint8

// The steps, in the algorithm's order.
const (
	StepNone              Step = iota // no step decided (not returned by Sniff)
	StepBOM                           // 1. BOM sniffing
	StepOverride                      // 2. the user's override (Options.Override)
	StepTransport                     // 4. the transport layer (Content-Type charset, Options.Transport)
	StepPrescanUTF16XML               // 5. prescan: a UTF-16 '<?x' at the start
	StepPrescanMeta                   // 5. prescan: a <meta charset> or <meta http-equiv content>
	StepXMLDeclaration                // 5. prescan: "get an XML encoding"
	StepParent                        // 6. the same-origin parent document (Options.Parent)
	StepHistory                       // 7. what the user agent knows of the page (Options.Likely)
	StepFrequencyAnalysis             // 8. autodetection (Options.NewDetector)
	StepDefault                       // 9. the default (Options.Default, else windows-1252)
)

var stepNames = [...]string{
	StepNone:              "none",
	StepBOM:               "bom",
	StepOverride:          "override",
	StepTransport:         "transport",
	StepPrescanUTF16XML:   "prescan-utf16-xml",
	StepPrescanMeta:       "prescan-meta",
	StepXMLDeclaration:    "xml-declaration",
	StepParent:            "parent",
	StepHistory:           "history",
	StepFrequencyAnalysis: "frequency-analysis",
	StepDefault:           "default",
}

// String returns the step's name as the command line prints it: "bom",
// "override", "transport", "prescan-utf16-xml", "prescan-meta",
// "xml-declaration", "parent", "history", "frequency-analysis" or
// "default".
func (s Step) String() string {
	if int(s) < len(stepNames) {
		return stepNames[s]
	}
	return "unknown"
}

// Result is the answer of the encoding sniffing algorithm.
type Result struct {
	Encoding   *textcodec.Encoding // never nil
	Confidence Confidence
	Step       Step
}

// DefaultPrescanLimit is the number of bytes the prescan reads, the first
// 1024 the HTML Standard encourages.
const DefaultPrescanLimit = 1024

// NoPrescan as Options.PrescanLimit skips the prescan, as the standard
// allows a user agent to ("scanning any bytes is not efficient").
const NoPrescan = -1

// Options are the inputs of the encoding sniffing algorithm besides the
// bytes and the Content-Type. The zero value is what a browser with no
// history, no parent document and no autodetection does.
type Options struct {
	// Override is the encoding the user chose, if any: step 2, certain.
	// A byte order mark still wins.
	Override *textcodec.Encoding

	// Transport is the transport layer's encoding when it does not come
	// from a Content-Type (a mail part's charset, a label from a
	// database): step 4, certain, when the contentType argument names no
	// encoding.
	Transport *textcodec.Encoding

	// PrescanLimit is the number of bytes the prescan reads (its end
	// condition): 0 means DefaultPrescanLimit, NoPrescan skips the step.
	// The whole prescan, its UTF-16 signature and XML declaration
	// included, reads only these bytes, so a <meta> must end (its '>')
	// within them.
	PrescanLimit int

	// Parent is the encoding of the document's container document when
	// that is same-origin (an iframe's parent): step 6, tentative, unless
	// it is UTF-16BE or UTF-16LE.
	Parent *textcodec.Encoding

	// Likely is what the application knows of the page's encoding, e.g.
	// from its last visit: step 7, tentative.
	Likely *textcodec.Encoding

	// NewDetector, when set, makes the detector step 8 ("frequency
	// analysis") asks. Each Sniff makes one, feeds it the bytes and asks
	// for its guess with TLD and AllowUTF8.
	NewDetector func() Detector

	// TLD is the top-level domain the document came from ("ru", "jp"),
	// lowercase ASCII, or "": the detector's hint.
	TLD string

	// AllowUTF8 lets the detector answer UTF-8. Browsers deny it for
	// documents from the network, so that pages do not come to rely on
	// detection; allow it for local files.
	AllowUTF8 bool

	// Partial tells the detector that the bytes given to Sniff are the
	// first of a longer stream rather than all of it.
	Partial bool

	// Default is the encoding of step 9, when every other step fails: nil
	// means windows-1252, the standard's suggestion for most locales (see
	// DefaultForLocale for the others).
	Default *textcodec.Encoding
}

// Sniff implements the HTML Standard's encoding sniffing algorithm
// ("determining the character encoding") on the first bytes of a
// document, content, given the value of its Content-Type header (or ""),
// and returns the encoding to decode it with, the confidence and the step
// that decided. opts may be nil.
//
// Content-Type is read as Fetch's "legacy extract an encoding" reads it
// (charset.ContentTypeEncoding): only the Encoding Standard's labels count.
// content needs only the first PrescanLimit bytes (1024) unless a detector
// is set, which sees all of content.
//
// Sniff does not allocate, but for a Content-Type value with a charset
// parameter (whose parser, charset.ContentTypeEncoding, allocates two or
// three times) and for what NewDetector does.
func Sniff(content []byte, contentType string, opts *Options) Result {
	var o Options
	if opts != nil {
		o = *opts
	}
	// 1. BOM sniffing.
	if enc, _ := textcodec.SniffBOM(content); enc != nil {
		return Result{enc, Certain, StepBOM}
	}
	// 2. The user's override.
	if o.Override != nil {
		return Result{o.Override, Certain, StepOverride}
	}
	// 3. (Waiting for more bytes is the caller's: NewReader waits for
	// PrescanLimit bytes or the end of the stream.)
	// 4. The transport layer.
	if enc := transportEncoding(contentType, o.Transport); enc != nil {
		return Result{enc, Certain, StepTransport}
	}
	// 5. Prescan the byte stream, up to the end condition.
	if limit := o.prescanLimit(); limit > 0 {
		if enc, step := prescan(content[:min(len(content), limit)]); enc != nil {
			return Result{enc, Tentative, step}
		}
	}
	// 6. The same-origin parent document, unless UTF-16.
	if p := o.Parent; p != nil && p != textcodec.UTF16BE && p != textcodec.UTF16LE {
		return Result{p, Tentative, StepParent}
	}
	// 7. What the user agent knows of the page.
	if o.Likely != nil {
		return Result{o.Likely, Tentative, StepHistory}
	}
	// 8. Autodetection by frequency analysis.
	if o.NewDetector != nil {
		if d := o.NewDetector(); d != nil {
			d.Feed(content, !o.Partial)
			if enc := d.Guess(o.TLD, o.AllowUTF8); enc != nil {
				return Result{enc, Tentative, StepFrequencyAnalysis}
			}
		}
	}
	// 9. The default.
	if o.Default != nil {
		return Result{o.Default, Tentative, StepDefault}
	}
	return Result{textcodec.Windows1252, Tentative, StepDefault}
}

// transportEncoding returns the transport layer's encoding: the charset
// of contentType, else fallback.
func transportEncoding(contentType string, fallback *textcodec.Encoding) *textcodec.Encoding {
	// Without "charset" in it, the value has no charset parameter: skip
	// the parser, which allocates.
	if indexFold(contentType, "charset") >= 0 {
		if enc := charset.ContentTypeEncoding(contentType); enc != nil {
			return enc
		}
	}
	return fallback
}

// prescanLimit returns the prescan's byte count, or a negative number when
// the prescan is skipped.
func (o *Options) prescanLimit() int {
	if o.PrescanLimit == 0 {
		return DefaultPrescanLimit
	}
	return o.PrescanLimit
}

// Prescan implements "prescan a byte stream to determine its encoding" on
// b (all of it: cut it at the end condition first), then, when that finds
// nothing, "get an XML encoding". It returns the encoding and the step
// (StepPrescanUTF16XML, StepPrescanMeta or StepXMLDeclaration), or nil and
// StepNone. An encoding from a <meta> has had the standard's rules
// applied: UTF-16BE/LE become UTF-8 and x-user-defined windows-1252; from
// the XML declaration, UTF-16BE/LE become UTF-8.
func Prescan(b []byte) (*textcodec.Encoding, Step) {
	return prescan(b)
}
