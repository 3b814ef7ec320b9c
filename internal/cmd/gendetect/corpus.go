package main

import (
	"hash/fnv"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/textcodec/textcodec"
	"golang.org/x/text/unicode/norm"
)

// Split of a language's texts: each distinct text falls in one part by the
// hash of its bytes, so the evaluation part shares no text with the training
// part.
const (
	partTrain = iota
	partDev
	partEval
)

func partOf(text string) int {
	h := fnv.New32a()
	h.Write([]byte(text))
	switch h.Sum32() % 10 {
	case 0:
		return partEval
	case 1:
		return partDev
	}
	return partTrain
}

// langTexts holds one language's distinct texts, each part sorted by hash
// order (deterministic, and mixing the packages the texts came from).
type langTexts struct {
	spec  langSpec
	parts [3][]string
	files []string // .mo files read, relative to the locale root
}

// readLanguage reads every .mo file of the language's locale folders.
func readLanguage(root string, spec langSpec) (*langTexts, error) {
	seen := map[string]bool{}
	lt := &langTexts{spec: spec}
	for _, dir := range spec.dirs {
		files, _ := filepath.Glob(filepath.Join(root, dir, "LC_MESSAGES", "*.mo"))
		sort.Strings(files)
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				return nil, err
			}
			msgs, err := readMO(b)
			if err != nil {
				continue // not a .mo file we can read: skipped
			}
			rel, _ := filepath.Rel(root, f)
			lt.files = append(lt.files, rel)
			for _, m := range msgs {
				t := cleanText(m)
				if spec.model == "vietnamese" {
					t = toWindows1258Form(t)
				}
				if !hasLetters(t) || seen[t] {
					continue
				}
				seen[t] = true
				p := partOf(t)
				lt.parts[p] = append(lt.parts[p], t)
			}
		}
	}
	for p := range lt.parts {
		sort.Slice(lt.parts[p], func(i, j int) bool {
			return hashOf(lt.parts[p][i]) < hashOf(lt.parts[p][j])
		})
	}
	return lt, nil
}

func hashOf(s string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(s))
	return h.Sum64()
}

// cleanText turns a translation into one line of text: control characters
// and runs of white space become one space; invalid UTF-8 yields "".
func cleanText(s string) string {
	if !utf8.ValidString(s) {
		return ""
	}
	var b strings.Builder
	space := false
	for _, r := range s {
		if unicode.IsSpace(r) || unicode.IsControl(r) {
			space = true
			continue
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		b.WriteRune(r)
	}
	return norm.NFC.String(b.String())
}

// hasLetters reports whether s has at least three letters.
func hasLetters(s string) bool {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			n++
		}
	}
	return n >= 3
}

var win1258Cache = map[rune]bool{}

// encodableIn1258 reports whether windows-1258's encoder maps r.
func encodableIn1258(r rune) bool {
	ok, seen := win1258Cache[r]
	if !seen {
		e, _ := textcodec.Lookup("windows-1258").NewEncoder(textcodec.Fatal)
		_, err := e.EncodeString(string(r))
		ok = err == nil
		win1258Cache[r] = ok
	}
	return ok
}

// toWindows1258Form writes Vietnamese as windows-1258 holds it: a letter the
// encoding lacks becomes its base letter (with a circumflex, breve or horn
// kept precomposed where the encoding has that letter) and a combining tone
// mark.
func toWindows1258Form(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r < 0x80 || encodableIn1258(r) {
			b.WriteRune(r)
			continue
		}
		d := []rune(norm.NFD.String(string(r)))
		if len(d) < 2 {
			b.WriteRune(r)
			continue
		}
		base, marks := d[0], d[1:]
		// Precompose the base with the one mark (circumflex, breve, horn)
		// that gives a letter the encoding has; the rest stay combining.
		for i, m := range marks {
			if c := []rune(norm.NFC.String(string([]rune{base, m}))); len(c) == 1 && encodableIn1258(c[0]) {
				base = c[0]
				marks = append(marks[:i:i], marks[i+1:]...)
				break
			}
		}
		b.WriteRune(base)
		for _, m := range marks {
			b.WriteRune(m)
		}
	}
	return b.String()
}
