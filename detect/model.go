package detect

import (
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/textcodec/textcodec"
	"github.com/textcodec/textcodec/internal/detectclass"
)

// Character classes of the single-byte models (package detectclass, which
// internal/cmd/gendetect shares): ASCII letters, case folded, are classes
// 0-25; then digits, white space and other ASCII; then the model's frequent
// non-ASCII characters, case folded, in the order of its classes string;
// and last one class for every other non-ASCII character.
const firstNonASCII = detectclass.FirstNonASCII

// A singleByteModel scores text decoded by single-byte encodings of one
// script or group of languages: pairs[a*n+b] is the score of class a
// followed by class b, round(4*log2(p*1024)) for the pair's probability p
// among the pairs that involve a non-ASCII class, in the training text.
type singleByteModel struct {
	name      string
	encodings []string
	classes   string // non-ASCII classes, UTF-8
	n         int    // number of classes
	pairs     string // n*n int8 scores
}

// A cjkModel scores text decoded by multi-byte encodings of one language:
// chars holds the language's frequent characters (big-endian uint16, in
// code point order) and scores their scores, round(4*log2(p*1024)) for the
// character's probability p among non-ASCII characters; rare scores any
// other character.
type cjkModel struct {
	name      string
	encodings []string
	rare      int8
	chars     string
	scores    string
}

// A byte's entry in a single-byte encoding's table: its class in the low
// byte, flags above it, and from bit entryRowShift on the class times the
// model's class count (the class's row in the pair table); impossible
// marks a byte whose decoder output rules the encoding out (an error or a
// C1 control).
const (
	flagLower     = 1 << 8
	flagUpper     = 1 << 9
	flagNonASCII  = 1 << 10
	entryRowShift = 16
	impossible    = 0xFFFFFFFF
)

// singleByteTable is one single-byte encoding with its model: the byte
// table and the model's pair scores as ints with the ASCII-ASCII pairs set
// to 0 (they are the same in every candidate).
type singleByteTable struct {
	enc        *textcodec.Encoding
	model      *singleByteModel
	modelIndex int // in singleByteModels
	bytes      [256]uint32
	pairs      []int16

	// twin is the index of an earlier table of the same model whose bytes
	// mostly have the same entries (windows-1252 for ISO-8859-15, KOI8-R
	// for KOI8-U), or -1; differs marks the bytes whose entries differ.
	// While a stream has none of those bytes, the two candidates' states
	// are equal, and the later one copies the earlier one's.
	twin    int
	differs [256]bool

	// prior is the score a candidate starts from: negative for encodings
	// rarely used for text today, so that on a close call the common one
	// wins (see rarelyUsed).
	prior int64
}

// rarelyUsed lists the single-byte encodings that start from
// rarelyUsedPrior rather than 0. None is a twin or has one, whose states
// must stay equal.
var rarelyUsed = []*textcodec.Encoding{textcodec.Macintosh, textcodec.XMacCyrillic, textcodec.IBM866, textcodec.ISO8859_4, textcodec.ISO8859_5}

const rarelyUsedPrior = -12

// maxTwinDifferences is the most bytes whose entries may differ between
// twins.
const maxTwinDifferences = 48

var (
	tablesOnce       sync.Once
	singleByteTables []*singleByteTable
	cjkTables        []cjkTable
)

// cjkTable is one multi-byte encoding with its model.
type cjkTable struct {
	enc        *textcodec.Encoding
	model      *cjkModel
	modelIndex int            // in cjkModels
	dense      *[0x10000]int8 // score of each character of the BMP
}

// Scores of characters that a CJK decoder's output should not have.
const (
	privateUseScore = -128 // user-defined areas (Shift_JIS's EUDC rows)
	halfWidthScore  = -60  // half-width katakana, rare in text today
)

// denseScores spreads a CJK model over the BMP.
func denseScores(m *cjkModel) *[0x10000]int8 {
	var t [0x10000]int8
	for r := range t {
		switch {
		case r >= 0xE000 && r <= 0xF8FF:
			t[r] = privateUseScore
		case r >= 0xFF61 && r <= 0xFF9F:
			t[r] = halfWidthScore
		default:
			t[r] = m.rare
		}
	}
	for i := range len(m.scores) {
		r := rune(m.chars[2*i])<<8 | rune(m.chars[2*i+1])
		t[r] = int8(m.scores[i])
	}
	return &t
}

// buildTables computes the byte tables from this library's decoders, once.
func buildTables() {
	tablesOnce.Do(func() {
		for i := range singleByteModels {
			m := &singleByteModels[i]
			pairs := make([]int16, m.n*m.n)
			for a := 0; a < m.n; a++ {
				for b := 0; b < m.n; b++ {
					if a >= firstNonASCII || b >= firstNonASCII {
						pairs[a*m.n+b] = int16(int8(m.pairs[a*m.n+b]))
					}
				}
			}
			for _, name := range m.encodings {
				t := &singleByteTable{enc: textcodec.Lookup(name), model: m, modelIndex: i, pairs: pairs}
				fillByteTable(t)
				findTwin(t)
				for _, e := range rarelyUsed {
					if e == t.enc {
						t.prior = rarelyUsedPrior
					}
				}
				singleByteTables = append(singleByteTables, t)
			}
		}
		for i := range cjkModels {
			m := &cjkModels[i]
			dense := denseScores(m)
			for _, name := range m.encodings {
				cjkTables = append(cjkTables, cjkTable{textcodec.Lookup(name), m, i, dense})
			}
		}
	})
}

// findTwin sets t's twin among the tables built so far.
func findTwin(t *singleByteTable) {
	t.twin = -1
	for j, u := range singleByteTables {
		if u.model != t.model || u.twin >= 0 {
			continue
		}
		n := 0
		var differs [256]bool
		for b := range t.bytes {
			if t.bytes[b] != u.bytes[b] {
				differs[b] = true
				n++
			}
		}
		if n <= maxTwinDifferences {
			t.twin, t.differs = j, differs
			return
		}
	}
}

// fillByteTable decodes every byte with the encoding's fatal decoder.
func fillByteTable(t *singleByteTable) {
	dec := t.enc.NewDecoder(textcodec.Fatal, textcodec.BOMKeep)
	var out [8]byte
	for b := 0; b < 256; b++ {
		dec.Reset()
		n, _, err := dec.DecodeUTF8(out[:], []byte{byte(b)}, true)
		r, _ := utf8.DecodeRune(out[:n])
		if err != nil || (r >= 0x80 && r < 0xA0) {
			t.bytes[b] = impossible
			continue
		}
		c := classOf(t.model, r)
		e := uint32(c) | uint32(c*t.model.n)<<entryRowShift
		if unicode.IsLower(r) {
			e |= flagLower
		}
		if unicode.IsUpper(r) {
			e |= flagUpper
		}
		if r >= 0x80 {
			e |= flagNonASCII
		}
		t.bytes[b] = e
	}
}

// classOf returns the class of r in model m.
func classOf(m *singleByteModel, r rune) int {
	if r < 0x80 {
		return detectclass.OfASCII(r)
	}
	folded := unicode.ToLower(r)
	i := 0
	for _, c := range m.classes {
		if c == folded {
			return firstNonASCII + i
		}
		i++
	}
	return m.n - 1
}
