package weburl

import (
	"errors"
	"strings"

	"golang.org/x/net/idna"
)

// errUTS46 is toASCII's failure for what golang.org/x/net/idna accepts and
// UTS #46 does not.
var errUTS46 = errors.New("weburl: UTS #46 ToASCII fails")

// toASCII is UTS #46 ToASCII (https://www.unicode.org/reports/tr46/#ToASCII)
// with the URL Standard's flags: x/net's uts46, with two of the standard's
// checks that x/net v0.27.0 leaves out.
//
//   - CheckBidi (Validity Criteria, 4.1): x/net tells whether a domain is a
//     Bidi domain name by the code points before mapping, so that a code
//     point mapped to a right-to-left one (U+2136 BET SYMBOL to U+05D1)
//     goes unchecked. The labels x/net made are decoded and converted once
//     more, so that x/net sees the mapped code points.
//   - Processing step 4, a label that starts with "xn--" once mapped: the
//     label Punycode decodes to must not be empty or all ASCII (x/net
//     keeps the decoded label, so that "xn--ab-" becomes "ab"), and
//     (Validity Criteria, CheckHyphens false) must not begin with "xn--"
//     itself.
func toASCII(domain string) (string, error) {
	ascii, err := uts46.ToASCII(domain)
	if err != nil {
		return "", err
	}
	unicode, err := idna.Punycode.ToUnicode(ascii)
	if err != nil {
		return "", err
	}
	asciiLabels, unicodeLabels := strings.Split(ascii, "."), strings.Split(unicode, ".")
	inputLabels := strings.Split(labelSeparators.Replace(domain), ".")
	if len(asciiLabels) != len(unicodeLabels) {
		return "", errUTS46
	}
	for i, label := range asciiLabels {
		if strings.HasPrefix(label, "xn--") {
			if strings.HasPrefix(unicodeLabels[i], "xn--") {
				return "", errUTS46
			}
		} else if len(inputLabels) == len(asciiLabels) && mapsToACELabel(inputLabels[i]) {
			return "", errUTS46 // decoded to the empty string or ASCII
		}
	}
	// CheckBidi on the mapped labels.
	if _, err := uts46.ToASCII(unicode); err != nil {
		return "", err
	}
	return ascii, nil
}

// labelSeparators replaces the code points UTS #46 maps to U+002E FULL
// STOP, the labels' separator, by it. (A code point whose mapping holds a
// full stop among others makes the input's labels differ in number from
// x/net's result, and the check of decoded labels is then skipped.)
var labelSeparators = strings.NewReplacer("\u3002", ".", "\uFF0E", ".", "\uFF61", ".")

// mapLabel maps a label as UTS #46 does, with no validation; its
// ToUnicode decodes a mapped label that starts with "xn--", which a
// leading "0" prevents ("0" composes with nothing under NFC).
var mapLabel = idna.New(
	idna.MapForLookup(),
	idna.ValidateLabels(false),
	idna.CheckHyphens(false),
	idna.CheckJoiners(false),
	idna.StrictDomainName(false),
	idna.Transitional(false),
)

// mapsToACELabel reports whether label, an input label, starts with "xn--"
// once mapped.
func mapsToACELabel(label string) bool {
	if isASCII(label) {
		return len(label) >= 4 && strings.EqualFold(label[:4], "xn--")
	}
	mapped, _ := mapLabel.ToUnicode("0" + label)
	return strings.HasPrefix(mapped, "0xn--")
}

// isASCII reports whether s is all ASCII.
func isASCII(s string) bool {
	return isASCIIPolled(s, nil)
}
