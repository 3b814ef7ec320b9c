package weburl

import (
	"time"

	"golang.org/x/net/idna"
)

// uts46 is Unicode ToASCII as "domain to ASCII" with beStrict false runs it
// (https://url.spec.whatwg.org/#concept-domain-to-ascii): CheckHyphens
// false, CheckBidi true, CheckJoiners true, UseSTD3ASCIIRules false,
// Transitional_Processing false, VerifyDnsLength false. MapForLookup turns
// on the mapping and label validation; the options after it set the rest.
var uts46 = idna.New(
	idna.MapForLookup(),
	idna.BidiRule(),
	idna.CheckJoiners(true),
	idna.CheckHyphens(false),
	idna.StrictDomainName(false),
	idna.Transitional(false),
	idna.VerifyDNSLength(false),
)

// DomainToASCII implements the "domain parser"
// (https://url.spec.whatwg.org/#concept-domain-to-ascii) with beStrict
// false, as the host parser runs it: an ASCII domain lowercased, whatever
// UTS #46 ToASCII would make of it (its "xn--" labels are not decoded or
// validated), and any other domain through UTS #46 ToASCII with the URL
// Standard's flags (from golang.org/x/net/idna); then a failure for an
// empty result or one holding a forbidden domain code point. ok is false on
// failure.
func DomainToASCII(domain string) (ascii string, ok bool) {
	return domainToASCII(domain, nil)
}

// domainToASCII is DomainToASCII, polling t's function (when t has one) as
// it goes through a long domain.
func domainToASCII(domain string, t *ticker) (string, bool) {
	var result string
	if isASCIIPolled(domain, t) {
		// The ASCII branch: "If domain is an ASCII string, then set result
		// to domain, lowercased" (for web compatibility, regardless of
		// Unicode ToASCII's outcome, which beStrict false only reports as
		// a validation error).
		result = asciiLowercase(domain, t)
	} else {
		// Otherwise: Unicode ToASCII with beStrict false; a failure value
		// is a failure.
		var err error
		result, err = toASCIIPolled(domain, t)
		if err != nil {
			return "", false
		}
	}
	// The empty string, or a forbidden domain code point: failure.
	if result == "" {
		return "", false
	}
	for i := 0; i < len(result); i++ {
		t.step(i)
		if isForbiddenDomainCodePoint(rune(result[i])) {
			return "", false
		}
	}
	return result, true
}

// pollEvery is how often toASCIIPolled polls while x/net works on a long
// domain.
const pollEvery = time.Millisecond

// toASCIIPolled runs toASCII on domain. x/net's ToASCII cannot be
// stopped midway, so a domain longer than PollInterval bytes, when t has a
// poll function, is converted on another goroutine while this one polls
// every pollEvery: a poll that panics (a host's interrupt) abandons the
// conversion, whose goroutine ends on its own.
func toASCIIPolled(domain string, t *ticker) (string, error) {
	if t == nil || t.poll == nil || len(domain) <= PollInterval {
		return toASCII(domain)
	}
	type result struct {
		s   string
		err error
	}
	done := make(chan result, 1)
	go func() {
		s, err := toASCII(domain)
		done <- result{s, err}
	}()
	timer := time.NewTicker(pollEvery)
	defer timer.Stop()
	for {
		select {
		case r := <-done:
			return r.s, r.err
		case <-timer.C:
			t.poll()
		}
	}
}

// isASCIIPolled reports whether domain is an ASCII string. It ticks t
// (which may be nil) for every byte.
func isASCIIPolled(domain string, t *ticker) bool {
	for i := 0; i < len(domain); i++ {
		t.step(i)
		if domain[i] >= 0x80 {
			return false
		}
	}
	return true
}

// asciiLowercase returns s with A-Z lowercased, ticking t (which may be
// nil) for every byte.
func asciiLowercase(s string, t *ticker) string {
	var lower []byte
	for i := 0; i < len(s); i++ {
		t.step(i)
		if c := s[i]; 'A' <= c && c <= 'Z' {
			if lower == nil {
				lower = []byte(s)
			}
			lower[i] = c + 'a' - 'A'
		}
	}
	if lower == nil {
		return s
	}
	return string(lower)
}
