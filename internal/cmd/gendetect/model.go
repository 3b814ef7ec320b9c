package main

import (
	"math"
	"sort"
	"unicode"

	"github.com/textcodec/textcodec"
	"github.com/textcodec/textcodec/internal/detectclass"
)

// Character classes of the single-byte models (package detectclass, which
// package detect shares): ASCII classes, then the model's frequent non-ASCII
// characters (case folded, at most maxNonASCII) in the order of its classes
// string, and one last class for every other non-ASCII character.
const (
	firstNonASCII = detectclass.FirstNonASCII
	maxNonASCII   = 70
)

// Quantization of log-probabilities into the int8 scores of the tables:
// score = round(scoreScale * log2(p / reference)), clamped to
// [scoreFloor, 127]. Unseen pairs and characters score scoreFloor.
const (
	scoreScale = 4
	scoreFloor = -100
)

func quantize(p, reference float64) int8 {
	if p <= 0 {
		return scoreFloor
	}
	q := math.Round(scoreScale * math.Log2(p/reference))
	if q < scoreFloor {
		q = scoreFloor
	}
	if q > 127 {
		q = 127
	}
	return int8(q)
}

// repertoire returns the non-ASCII characters (case folded) that the
// encodings' decoders produce for bytes 0x80-0xFF, C1 controls left out.
func repertoire(encodings []string) map[rune]bool {
	rep := map[rune]bool{}
	for _, name := range encodings {
		enc := textcodec.Lookup(name)
		for b := 0x80; b < 0x100; b++ {
			s, err := enc.NewDecoder(textcodec.Fatal).DecodeToString([]byte{byte(b)})
			if err != nil {
				continue
			}
			for _, r := range s {
				if r >= 0xA0 {
					rep[unicode.ToLower(r)] = true
				}
			}
		}
	}
	return rep
}

// charShares returns, for each character (after fold) that keep accepts,
// its highest share among the accepted characters of any one language.
func charShares(texts [][]string, fold func(rune) rune, keep func(rune) bool) map[rune]float64 {
	freq := map[rune]float64{}
	for _, lang := range texts {
		counts := map[rune]float64{}
		total := 0.0
		for _, t := range lang {
			for _, r := range t {
				if r = fold(r); keep(r) {
					counts[r]++
					total++
				}
			}
		}
		for r, c := range counts {
			freq[r] = max(freq[r], c/total)
		}
	}
	return freq
}

// sbModel is a generated single-byte model.
type sbModel struct {
	spec    modelSpec
	classes []rune
	pairs   []int8 // n*n, row = first class
}

// trainSingleByte builds a model from the training texts of its languages:
// a character becomes a class, and a pair gets its probability, from the
// language where it is most frequent, so that one language's letters count
// as much in a model of many languages as in its own.
func trainSingleByte(spec modelSpec, texts [][]string) sbModel {
	rep := repertoire(spec.encodings)
	// Frequent non-ASCII characters become classes.
	freq := charShares(texts, unicode.ToLower, func(r rune) bool { return r >= 0x80 && rep[r] })
	var classes []rune
	for r, f := range freq {
		if f >= 0.0005 {
			classes = append(classes, r)
		}
	}
	sort.Slice(classes, func(i, j int) bool {
		if freq[classes[i]] != freq[classes[j]] {
			return freq[classes[i]] > freq[classes[j]]
		}
		return classes[i] < classes[j]
	})
	if len(classes) > maxNonASCII {
		classes = classes[:maxNonASCII]
	}
	sort.Slice(classes, func(i, j int) bool { return classes[i] < classes[j] })
	index := map[rune]int{}
	for i, r := range classes {
		index[r] = firstNonASCII + i
	}
	n := firstNonASCII + len(classes) + 1
	rare := n - 1
	classOf := func(r rune) int {
		if r < 0x80 {
			return detectclass.OfASCII(r)
		}
		if c, ok := index[unicode.ToLower(r)]; ok {
			return c
		}
		return rare
	}
	// Pairs with at least one non-ASCII class, per language then averaged.
	prob := make([]float64, n*n)
	for _, lang := range texts {
		counts := make([]float64, n*n)
		total := 0.0
		for _, t := range lang {
			prev := detectclass.Space
			for _, r := range t + " " {
				c := classOf(r)
				if prev >= firstNonASCII || c >= firstNonASCII {
					counts[prev*n+c]++
					total++
				}
				prev = c
			}
		}
		if total == 0 {
			continue
		}
		for i := range counts {
			prob[i] = max(prob[i], counts[i]/total)
		}
	}
	// The last class stands for many characters, each of them rare: a
	// pair with one of them gets the class's probability shared out.
	rareChars := float64(max(1, len(rep)-len(classes)))
	pairs := make([]int8, n*n)
	for i, p := range prob {
		if i/n == rare || i%n == rare {
			p /= rareChars
		}
		pairs[i] = quantize(p, 1.0/1024)
	}
	return sbModel{spec: spec, classes: classes, pairs: pairs}
}

// cjkModel is a generated CJK model: frequent characters and their scores.
type cjkModel struct {
	spec   modelSpec
	chars  []rune // sorted
	scores []int8
	rare   int8 // score of a character not in chars
}

const cjkChars = 3000

func trainCJK(spec modelSpec, texts [][]string) cjkModel {
	freq := charShares(texts, func(r rune) rune { return r }, func(r rune) bool { return r >= 0x80 && r <= 0xFFFF })
	var chars []rune
	for r := range freq {
		chars = append(chars, r)
	}
	sort.Slice(chars, func(i, j int) bool {
		if freq[chars[i]] != freq[chars[j]] {
			return freq[chars[i]] > freq[chars[j]]
		}
		return chars[i] < chars[j]
	})
	if len(chars) > cjkChars {
		chars = chars[:cjkChars]
	}
	least := freq[chars[len(chars)-1]]
	sort.Slice(chars, func(i, j int) bool { return chars[i] < chars[j] })
	m := cjkModel{spec: spec, chars: chars, rare: quantize(least/4, 1.0/1024)}
	for _, r := range chars {
		m.scores = append(m.scores, quantize(freq[r], 1.0/1024))
	}
	return m
}
