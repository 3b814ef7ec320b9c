package detect

import (
	"math"

	"github.com/textcodec/textcodec"
)

// A Step names what decided a guess.
type Step uint8

// The steps of Guess, in the order it tries them.
const (
	StepBOM         Step = iota // a byte order mark (UTF-8, UTF-16LE, UTF-16BE)
	StepASCII                   // no byte outside ASCII: the TLD's default, else windows-1252
	StepISO2022JP               // ASCII bytes that ISO-2022-JP decodes to Japanese
	StepUTF8                    // valid UTF-8 (with UTF-8 allowed)
	StepElimination             // one encoding left after elimination
	StepScore                   // the best score among those left
	StepFallback                // every candidate eliminated: the TLD's encoding, else windows-1252
)

var stepNames = [...]string{"bom", "ascii", "iso-2022-jp", "utf-8", "elimination", "score", "fallback"}

// String returns the step's name as the command line prints it.
func (s Step) String() string {
	if int(s) < len(stepNames) {
		return stepNames[s]
	}
	return "unknown"
}

// A Result is a guess.
type Result struct {
	Encoding *textcodec.Encoding
	// Reliable reports that the guess did not rest on a close call: a BOM,
	// ASCII, UTF-8, a single survivor of elimination, or a score well
	// ahead of the runner-up's.
	Reliable bool
	Step     Step
}

// Options of Guess.
type Options struct {
	// TLD is the top-level domain the bytes came from ("ru", "jp", or a
	// host name's last label; case-insensitive), or "": a hint that favours
	// the encodings used under that domain.
	TLD string
	// AllowUTF8 lets the guess be UTF-8. When false, as for a browser's
	// file: URLs in some settings, valid UTF-8 is scored like any other
	// candidate and UTF-8 is never the answer.
	AllowUTF8 bool
}

// Tuning of the scoring, on the development part of the corpus (see
// internal/cmd/gendetect): a TLD's encodings get tldBonus per non-ASCII
// byte, at most tldBonusMax (below pruneMargin, so that no candidate the
// bonus could have saved is pruned); a guess is reliable when it leads by
// reliableMargin per non-ASCII byte.
const (
	tldBonus       = 40
	tldBonusMax    = 350
	reliableMargin = 15
)

// Guess returns the encoding the bytes fed so far are most likely in. It
// changes nothing: feeding may go on after it.
func (d *Detector) Guess(opts Options) Result {
	tld := tldOf(opts.TLD)
	// Step "bom".
	if d.headLen >= 2 || d.ended {
		if enc, _ := textcodec.SniffBOM(d.head[:d.headLen]); enc != nil {
			return Result{enc, true, StepBOM}
		}
	}
	if d.nonASCII == 0 {
		// Step "iso-2022-jp".
		for i := range d.multiByte {
			if s := &d.multiByte[i]; !s.out && s.chars > 0 && cjkTables[i].enc == textcodec.ISO2022JP {
				return Result{textcodec.ISO2022JP, true, StepISO2022JP}
			}
		}
		// Step "ascii".
		return Result{tld.fallback(), true, StepASCII}
	}
	// Step "utf-8".
	if opts.AllowUTF8 && !d.utf8.out {
		return Result{textcodec.UTF8, true, StepUTF8}
	}
	// Steps "elimination" and "score": the best candidate, and for the
	// reliability its lead over the best of another model (candidates of
	// one model differ in a few rarely used bytes, and often tie).
	bonus := int64(0)
	if tld != nil {
		bonus = min(tldBonus*d.nonASCII, tldBonusMax)
	}
	var modelBest [len(singleByteModels) + len(cjkModels)]int64
	for i := range modelBest {
		modelBest[i] = math.MinInt64
	}
	var best int64
	var bestEnc *textcodec.Encoding
	bestModel, left := -1, 0
	consider := func(enc *textcodec.Encoding, model int, name string, score int64) {
		left++
		modelBest[model] = max(modelBest[model], score) // without the TLD's bonus
		if tld != nil && tld.model == name {
			score += bonus
		}
		if bestEnc == nil || score > best {
			best, bestEnc, bestModel = score, enc, model
		}
	}
	for i := range d.singleByte {
		if s := &d.singleByte[i]; !s.out {
			t := singleByteTables[i]
			consider(t.enc, t.modelIndex, t.model.name, s.score)
		}
	}
	for i := range d.multiByte {
		if s := &d.multiByte[i]; !s.out {
			t := &cjkTables[i]
			consider(t.enc, len(singleByteModels)+t.modelIndex, t.model.name, s.score)
		}
	}
	switch left {
	case 0:
		// Possible when pruning left only multi-byte candidates that
		// later bytes eliminated.
		return Result{tld.fallback(), false, StepFallback}
	case 1:
		return Result{bestEnc, true, StepElimination}
	}
	// Reliable: the bytes alone, without the TLD's bonus, put the best
	// model well ahead of the others.
	lead := int64(math.MaxInt64)
	for m, score := range modelBest {
		if m != bestModel && score != math.MinInt64 {
			lead = min(lead, modelBest[bestModel]-score)
		}
	}
	return Result{bestEnc, lead >= reliableMargin*d.nonASCII, StepScore}
}
