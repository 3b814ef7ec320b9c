package tables_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/textcodec/textcodec/internal/tables"
)

// This file checks every entry of the generated tables against the index files, with its own
// reading of the files and its own computation of the spec's encode rules. It is skipped when
// the Encoding Standard's data is absent, except TestKnownValues.

type entry struct {
	pointer int
	cp      rune
}

// readIndex reads an index file as the standard's "Indexes" section says.
func readIndex(t *testing.T, file string) []entry {
	t.Helper()
	requireSource(t)
	data, err := os.ReadFile(filepath.Join(srcDir, file))
	if err != nil {
		t.Fatal(err)
	}
	var es []entry
	for _, line := range strings.Split(string(data), "\n") {
		if line == "" || line[0] == '#' {
			continue
		}
		f := strings.Split(line, "\t")
		p, err := strconv.Atoi(strings.TrimSpace(f[0]))
		if err != nil {
			t.Fatalf("%s: %q: %v", file, line, err)
		}
		cp, err := strconv.ParseUint(strings.TrimPrefix(f[1], "0x"), 16, 32)
		if err != nil {
			t.Fatalf("%s: %q: %v", file, line, err)
		}
		es = append(es, entry{p, rune(cp)})
	}
	if len(es) == 0 {
		t.Fatalf("%s: no entries", file)
	}
	return es
}

// indexPointers computes the encode side of an index the way the standard words it: the
// "index pointer" (the first pointer) of each code point among the entries kept, and for the
// code points in last the last pointer instead ("index Big5 pointer").
func indexPointers(es []entry, keep func(pointer int) bool, last ...rune) map[rune]int {
	if keep == nil {
		keep = func(int) bool { return true }
	}
	m := map[rune]int{}
	for _, e := range es {
		if _, seen := m[e.cp]; !seen && keep(e.pointer) {
			m[e.cp] = e.pointer
		}
	}
	for _, cp := range last {
		for i := len(es) - 1; i >= 0; i-- {
			if es[i].cp == cp && keep(es[i].pointer) {
				m[cp] = es[i].pointer
				break
			}
		}
	}
	return m
}

// errorLimit stops a check after this many errors to keep the output readable.
const errorLimit = 10

// checkDecode checks that table holds exactly the entries of file, and 0 elsewhere. Its length
// must be the last pointer + 1, or size when size is not 0.
func checkDecode[T uint16 | uint32](t *testing.T, name string, table []T, file string, size int) {
	t.Helper()
	es := readIndex(t, file)
	want := map[int]rune{}
	for _, e := range es {
		want[e.pointer] = e.cp
	}
	if last := es[len(es)-1].pointer; size == 0 && len(table) != last+1 {
		t.Errorf("%s has %d entries, want %d (last pointer + 1)", name, len(table), last+1)
	} else if size != 0 && (len(table) != size || last >= size) {
		t.Errorf("%s has %d entries, want %d with the last pointer %d below", name, len(table), size, last)
	}
	errs := 0
	for p := range table {
		if got := rune(table[p]); got != want[p] && errs < errorLimit {
			errs++
			t.Errorf("%s[%d] = U+%04X, want U+%04X", name, p, got, want[p])
		}
	}
}

// checkForms checks a table of UTF-8 forms against the decode table it is made from (which
// checkDecode checks against the index): for every pointer, the code point's UTF-8 bytes in
// the low bytes and their length in the top two bits; none (0) where decode has no entry or a
// code point above U+FFFF.
func checkForms[T uint16 | uint32](t *testing.T, name string, forms []uint32, decode []T, none uint32) {
	t.Helper()
	for p, f := range forms {
		want := none
		if cp := rune(decode[p]); cp != 0 && cp <= 0xFFFF {
			want = utf8Form(cp)
		}
		if f != want {
			t.Fatalf("%s[%d] = 0x%08X, want 0x%08X", name, p, f, want)
		}
	}
}

// utf8Form is cp's UTF-8 bytes, little-endian, with their length in the top two bits.
func utf8Form(cp rune) uint32 {
	b := utf8.AppendRune(nil, cp)
	v := uint32(len(b)) << 30
	for k, c := range b {
		v |= uint32(c) << (8 * k)
	}
	return v
}

// checkTrie checks tr.Bytes for every BMP code point but ASCII against want.
func checkTrie(t *testing.T, name string, tr *tables.Trie, want map[rune]uint16) {
	t.Helper()
	if len(tr.Data) < 64 || len(tr.Data)%64 != 0 {
		t.Fatalf("%s: len(Data) = %d, want a positive multiple of 64", name, len(tr.Data))
	}
	if !slices.Equal(tr.Data[:64], make([]uint16, 64)) {
		t.Errorf("%s: block 0 is not all zero", name)
	}
	for i, b := range tr.Index {
		if int(b) >= len(tr.Data)/64 {
			t.Fatalf("%s: Index[%d] = %d, but there are %d blocks", name, i, b, len(tr.Data)/64)
		}
	}
	errs := 0
	for cp := rune(0x80); cp <= 0xFFFF; cp++ {
		if got := tr.Bytes(cp); got != want[cp] && errs < errorLimit {
			errs++
			t.Errorf("%s.Bytes(U+%04X) = 0x%04X, want 0x%04X", name, cp, got, want[cp])
		}
	}
	for cp := range rune(0x80) {
		if got := tr.Bytes(cp); got != 0 {
			t.Errorf("%s.Bytes(U+%04X) = 0x%04X, want 0 (ASCII)", name, cp, got)
		}
	}
}

// twoBytes maps the code points of pointers to bytes(pointer), packed lead<<8 | trail.
func twoBytes(pointers map[rune]int, bytes func(pointer int) (lead, trail int)) map[rune]uint16 {
	m := map[rune]uint16{}
	for cp, p := range pointers {
		lead, trail := bytes(p)
		m[cp] = uint16(lead<<8 | trail)
	}
	return m
}

// jisSpecial adds to m the EUC-JP encoder's steps before "index pointer" (the Shift_JIS
// encoder's with sjis set): U+00A5, U+203E, U+FF61 to U+FF9F, U+2212 (and U+0080).
func jisSpecial(m map[rune]uint16, sjis bool) map[rune]uint16 {
	m[0xA5], m[0x203E] = 0x5C, 0x7E
	for cp := rune(0xFF61); cp <= 0xFF9F; cp++ {
		if sjis {
			m[cp] = uint16(cp - 0xFF61 + 0xA1)
		} else {
			m[cp] = 0x8E00 | uint16(cp-0xFF61+0xA1)
		}
	}
	m[0x2212] = m[0xFF0D]
	if sjis {
		m[0x80] = 0x80
	}
	return m
}

func TestJIS(t *testing.T) {
	checkDecode(t, "JIS0208Decode", tables.JIS0208Decode[:], "index-jis0208.txt", 0)
	checkForms(t, "JIS0208DecodeUTF8", tables.JIS0208DecodeUTF8[:], tables.JIS0208Decode[:], 0)
	// The Shift_JIS decoder's pointer (steps 3.3 to 3.5) for every pair of bytes, or a sum
	// beyond JIS0208Decode where the fast path must not go (not a leading or trailing byte, or
	// an EUDC leading byte).
	for lead := range 256 {
		for trail := range 256 {
			sum := int(tables.ShiftJISLeadPointers[lead]) + int(tables.ShiftJISTrailOffsets[trail])
			isLead := lead >= 0x81 && lead <= 0x9F || lead >= 0xE0 && lead <= 0xFC
			isEUDC := lead >= 0xF0 && lead <= 0xF9
			isTrail := trail >= 0x40 && trail <= 0x7E || trail >= 0x80 && trail <= 0xFC
			if !isLead || isEUDC || !isTrail {
				if sum < len(tables.JIS0208Decode) {
					t.Fatalf("Shift_JIS %02X %02X: pointer parts add up to %d, want at least %d", lead, trail, sum, len(tables.JIS0208Decode))
				}
				continue
			}
			offset, leadingOffset := 0x40, 0x81
			if trail >= 0x7F {
				offset = 0x41
			}
			if lead >= 0xA0 {
				leadingOffset = 0xC1
			}
			if want := (lead-leadingOffset)*188 + trail - offset; sum != want {
				t.Fatalf("Shift_JIS %02X %02X: pointer parts add up to %d, want %d", lead, trail, sum, want)
			}
		}
	}
	checkDecode(t, "JIS0212Decode", tables.JIS0212Decode[:], "index-jis0212.txt", 0)
	checkDecode(t, "ISO2022JPKatakana", tables.ISO2022JPKatakana[:], "index-iso-2022-jp-katakana.txt", 0)
	es := readIndex(t, "index-jis0208.txt")
	eucjp := twoBytes(indexPointers(es, nil), func(p int) (int, int) { return p/94 + 0xA1, p%94 + 0xA1 })
	checkTrie(t, "EUCJPEncode", &tables.EUCJPEncode, jisSpecial(eucjp, false))
	// "index Shift_JIS pointer": index jis0208 without the pointers 8272 to 8835, inclusive.
	sjis := twoBytes(indexPointers(es, func(p int) bool { return p < 8272 || p > 8835 }), func(p int) (int, int) {
		lead, trail := p/188, p%188
		if lead < 0x1F {
			lead += 0x81
		} else {
			lead += 0xC1
		}
		if trail < 0x3F {
			trail += 0x40
		} else {
			trail += 0x41
		}
		return lead, trail
	})
	checkTrie(t, "ShiftJISEncode", &tables.ShiftJISEncode, jisSpecial(sjis, true))
}

func TestEUCKR(t *testing.T) {
	checkDecode(t, "EUCKRDecode", tables.EUCKRDecode[:], "index-euc-kr.txt", 0)
	checkForms(t, "EUCKRDecodeUTF8", tables.EUCKRDecodeUTF8[:], tables.EUCKRDecode[:], 0)
	checkTrie(t, "EUCKREncode", &tables.EUCKREncode, twoBytes(indexPointers(readIndex(t, "index-euc-kr.txt"), nil),
		func(p int) (int, int) { return p/190 + 0x81, p%190 + 0x41 }))
}

func TestGB18030(t *testing.T) {
	checkDecode(t, "GB18030Decode", tables.GB18030Decode[:], "index-gb18030.txt", 0)
	checkForms(t, "GB18030DecodeUTF8", tables.GB18030DecodeUTF8[:], tables.GB18030Decode[:], 0)
	gb := twoBytes(indexPointers(readIndex(t, "index-gb18030.txt"), nil), func(p int) (int, int) {
		if p%190 < 0x3F {
			return p/190 + 0x81, p%190 + 0x40
		}
		return p/190 + 0x81, p%190 + 0x41
	})
	checkTrie(t, "GB18030Encode", &tables.GB18030Encode, gb)
	// The encoder's steps before "index pointer" need these to have no bytes.
	for _, cp := range []rune{0xE5E5, 0xE78D, 0xE796, 0xE81E, 0xE826, 0xE82B, 0xE82C, 0xE832, 0xE843, 0xE854, 0xE864} {
		if b := tables.GB18030Encode.Bytes(cp); b != 0 {
			t.Errorf("GB18030Encode.Bytes(U+%04X) = 0x%04X, want 0", cp, b)
		}
	}
	rs := readIndex(t, "index-gb18030-ranges.txt")
	if len(rs) != len(tables.GB18030Ranges) { // 207
		t.Fatalf("GB18030Ranges has %d ranges, the file %d", len(tables.GB18030Ranges), len(rs))
	}
	for i, r := range tables.GB18030Ranges {
		if int(r.Pointer) != rs[i].pointer || rune(r.CodePoint) != rs[i].cp {
			t.Errorf("GB18030Ranges[%d] = {%d, U+%04X}, want {%d, U+%04X}",
				i, r.Pointer, r.CodePoint, rs[i].pointer, rs[i].cp)
		}
		if i > 0 && (r.Pointer <= tables.GB18030Ranges[i-1].Pointer || r.CodePoint <= tables.GB18030Ranges[i-1].CodePoint) {
			t.Errorf("GB18030Ranges[%d] is not above GB18030Ranges[%d]", i, i-1)
		}
	}
}

func TestBig5(t *testing.T) {
	// The Big5 decoder's pointer (step 3.3) for every pair of bytes, or a sum beyond Big5Decode
	// where the pointer is null or the first byte is not a lead byte.
	for lead := range 256 {
		for trail := range 256 {
			sum := int(tables.Big5LeadPointers[lead]) + int(tables.Big5TrailOffsets[trail])
			offset := 0x40
			if trail >= 0x7F {
				offset = 0x62
			}
			if lead < 0x81 || lead > 0xFE || trail < 0x40 || trail > 0x7E && trail < 0xA1 || trail > 0xFE {
				if sum < len(tables.Big5Decode) {
					t.Fatalf("Big5 %02X %02X: pointer parts add up to %d, want at least %d", lead, trail, sum, len(tables.Big5Decode))
				}
				continue
			}
			if want := (lead-0x81)*157 + trail - offset; sum != want {
				t.Fatalf("Big5 %02X %02X: pointer parts add up to %d, want %d", lead, trail, sum, want)
			}
		}
	}
	checkDecode(t, "Big5Decode", tables.Big5Decode[:], "index-big5.txt", 0)
	checkForms(t, "Big5DecodeUTF8", tables.Big5DecodeUTF8[:], tables.Big5Decode[:], 0)
	// "index Big5 pointer": index Big5 without the pointers below (0xA1 - 0x81) × 157; the last
	// pointer for six code points, the first for all others.
	pointers := indexPointers(readIndex(t, "index-big5.txt"),
		func(p int) bool { return p >= (0xA1-0x81)*157 },
		0x2550, 0x255E, 0x2561, 0x256A, 0x5341, 0x5345)
	want := twoBytes(pointers, func(p int) (int, int) {
		if p%157 < 0x3F {
			return p/157 + 0x81, p%157 + 0x40
		}
		return p/157 + 0x81, p%157 + 0x62
	})
	checkTrie(t, "Big5Encode", &tables.Big5Encode, want)

	var astral []rune
	for cp := range want {
		if cp > 0xFFFF {
			astral = append(astral, cp)
		}
	}
	slices.Sort(astral)
	if len(tables.Big5EncodeAstral) != len(astral) {
		t.Errorf("Big5EncodeAstral has %d entries, want %d", len(tables.Big5EncodeAstral), len(astral))
	}
	for i, e := range tables.Big5EncodeAstral {
		if i >= len(astral) {
			break
		}
		if rune(e.CodePoint) != astral[i] || e.Bytes != want[astral[i]] {
			t.Errorf("Big5EncodeAstral[%d] = {U+%04X, 0x%04X}, want {U+%04X, 0x%04X}",
				i, e.CodePoint, e.Bytes, astral[i], want[astral[i]])
		}
	}
	// Core looks astral code points up by binary search.
	for _, cp := range astral {
		i, ok := sort.Find(len(tables.Big5EncodeAstral), func(i int) int {
			return int(cp) - int(tables.Big5EncodeAstral[i].CodePoint)
		})
		if !ok || tables.Big5EncodeAstral[i].Bytes != want[cp] {
			t.Errorf("binary search for U+%04X in Big5EncodeAstral fails", cp)
		}
	}
}

// singleBytes maps every single-byte encoding of encodings.json to its table.
var singleBytes = map[string]*tables.SingleByte{
	"IBM866":         &tables.IBM866,
	"ISO-8859-2":     &tables.ISO8859_2,
	"ISO-8859-3":     &tables.ISO8859_3,
	"ISO-8859-4":     &tables.ISO8859_4,
	"ISO-8859-5":     &tables.ISO8859_5,
	"ISO-8859-6":     &tables.ISO8859_6,
	"ISO-8859-7":     &tables.ISO8859_7,
	"ISO-8859-8":     &tables.ISO8859_8,
	"ISO-8859-8-I":   &tables.ISO8859_8,
	"ISO-8859-10":    &tables.ISO8859_10,
	"ISO-8859-13":    &tables.ISO8859_13,
	"ISO-8859-14":    &tables.ISO8859_14,
	"ISO-8859-15":    &tables.ISO8859_15,
	"ISO-8859-16":    &tables.ISO8859_16,
	"KOI8-R":         &tables.KOI8R,
	"KOI8-U":         &tables.KOI8U,
	"macintosh":      &tables.Macintosh,
	"windows-874":    &tables.Windows874,
	"windows-1250":   &tables.Windows1250,
	"windows-1251":   &tables.Windows1251,
	"windows-1252":   &tables.Windows1252,
	"windows-1253":   &tables.Windows1253,
	"windows-1254":   &tables.Windows1254,
	"windows-1255":   &tables.Windows1255,
	"windows-1256":   &tables.Windows1256,
	"windows-1257":   &tables.Windows1257,
	"windows-1258":   &tables.Windows1258,
	"x-mac-cyrillic": &tables.XMacCyrillic,
}

type encodingsJSON []struct {
	Heading   string `json:"heading"`
	Encodings []struct {
		Name   string   `json:"name"`
		Labels []string `json:"labels"`
	} `json:"encodings"`
}

func readEncodings(t *testing.T) encodingsJSON {
	t.Helper()
	requireSource(t)
	data, err := os.ReadFile(filepath.Join(srcDir, "encodings.json"))
	if err != nil {
		t.Fatal(err)
	}
	var groups encodingsJSON
	if err := json.Unmarshal(data, &groups); err != nil {
		t.Fatal(err)
	}
	return groups
}

func TestSingleByte(t *testing.T) {
	var encs []string
	for _, g := range readEncodings(t) {
		if g.Heading == "Legacy single-byte encodings" {
			for _, e := range g.Encodings {
				encs = append(encs, e.Name)
			}
		}
	}
	if len(encs) != 28 || len(encs) != len(singleBytes) {
		t.Errorf("encodings.json has %d single-byte encodings, the test knows %d, want 28", len(encs), len(singleBytes))
	}
	for _, enc := range encs {
		sb := singleBytes[enc]
		if sb == nil {
			t.Errorf("%s: no table", enc)
			continue
		}
		file := "index-" + strings.ToLower(enc) + ".txt"
		if enc == "ISO-8859-8-I" {
			file = "index-iso-8859-8.txt"
		}
		checkDecode(t, enc+".Decode", sb.Decode[:], file, 128)
		// DecodeUTF8: ASCII, then Decode's code points, NoForm where there is none.
		var decode [256]uint16
		for b := range 256 {
			if b < 0x80 {
				decode[b] = uint16(b)
			} else {
				decode[b] = sb.Decode[b-0x80]
			}
		}
		// DecodeUTF16: ASCII, then Decode's code points, NoUnit where there is none.
		for b := range 256 {
			want := decode[b]
			if b >= 0x80 && want == 0 {
				want = tables.NoUnit
			}
			if got := sb.DecodeUTF16[b]; got != want {
				t.Errorf("%s.DecodeUTF16[0x%02X] = 0x%04X, want 0x%04X", enc, b, got, want)
			}
		}
		if sb.DecodeUTF8[0] != utf8Form(0) {
			t.Errorf("%s.DecodeUTF8[0] = 0x%08X, want 0x%08X", enc, sb.DecodeUTF8[0], utf8Form(0))
		}
		checkForms(t, enc+".DecodeUTF8[1:]", sb.DecodeUTF8[1:], decode[1:], tables.NoForm)
		if sb.Encode[0] != [256]byte{} {
			t.Errorf("%s: Encode page 0 is not all zero", enc)
		}
		want := indexPointers(readIndex(t, file), nil)
		errs := 0
		for cp := rune(0); cp <= 0xFFFF; cp++ {
			pg := int(sb.EncodePage[cp>>8])
			if pg >= len(sb.Encode) {
				t.Fatalf("%s: EncodePage[0x%02X] = %d, but there are %d pages", enc, cp>>8, pg, len(sb.Encode))
			}
			var w byte
			if p, ok := want[cp]; ok {
				w = byte(0x80 + p)
			}
			if got := sb.Encode[pg][cp&0xFF]; got != w && errs < errorLimit {
				errs++
				t.Errorf("%s: encode U+%04X = 0x%02X, want 0x%02X", enc, cp, got, w)
			}
		}
	}
}

func TestLabels(t *testing.T) {
	var names []string
	want := map[string]string{} // label -> encoding name
	for _, g := range readEncodings(t) {
		for _, e := range g.Encodings {
			names = append(names, e.Name)
			for _, l := range e.Labels {
				want[l] = e.Name
			}
		}
	}
	if !slices.Equal(tables.EncodingNames[:], names) {
		t.Errorf("EncodingNames = %q, want %q", tables.EncodingNames, names)
	}
	if len(names) != 40 || len(want) != 228 {
		t.Errorf("%d encodings and %d labels in encodings.json, want 40 and 228", len(names), len(want))
	}
	for i, l := range tables.Labels {
		if i > 0 && tables.Labels[i-1].Label >= l.Label {
			t.Errorf("Labels[%d] = %q does not sort after %q", i, l.Label, tables.Labels[i-1].Label)
		}
		if int(l.Encoding) >= len(tables.EncodingNames) || tables.EncodingNames[l.Encoding] != want[l.Label] {
			t.Errorf("label %q: encoding %d, want %s", l.Label, l.Encoding, want[l.Label])
		}
		delete(want, l.Label)
	}
	for l := range want {
		t.Errorf("label %q is missing from Labels", l)
	}
}

// TestKnownValues checks a few values quoted in the standard and its README, without the data.
func TestKnownValues(t *testing.T) {
	lookup := func(label string) string {
		i, ok := sort.Find(len(tables.Labels), func(i int) int { return strings.Compare(label, tables.Labels[i].Label) })
		if !ok {
			return ""
		}
		return tables.EncodingNames[tables.Labels[i].Encoding]
	}
	for label, enc := range map[string]string{
		"utf8": "UTF-8", "latin1": "windows-1252", "ascii": "windows-1252", "iso-8859-8-i": "ISO-8859-8-I",
		"sjis": "Shift_JIS", "x-user-defined": "x-user-defined", "gbk": "GBK", "utf-16": "UTF-16LE",
	} {
		if got := lookup(label); got != enc {
			t.Errorf("label %q: %q, want %q", label, got, enc)
		}
	}
	if lookup("Latin1") != "" || lookup(" utf8") != "" {
		t.Error("labels must be looked up lowercased and trimmed by the caller")
	}

	if d := tables.Windows1252.Decode; d[0x80-0x80] != 0x20AC || d[0x81-0x80] != 0x0081 {
		t.Errorf("windows-1252 0x80, 0x81 decode to U+%04X, U+%04X; want U+20AC, U+0081", d[0], d[1])
	}
	if b := tables.Windows1252.Encode[tables.Windows1252.EncodePage[0x20]][0xAC]; b != 0x80 {
		t.Errorf("windows-1252 encodes U+20AC as 0x%02X, want 0x80", b)
	}
	if cp := tables.GB18030Decode[(0xA6-0x81)*190+(0xD9-0x41)]; cp != 0xFE10 {
		t.Errorf("gb18030 0xA6 0xD9 decodes to U+%04X, want U+FE10 (GB18030-2022)", cp)
	}
	if r := tables.GB18030Ranges[len(tables.GB18030Ranges)-1]; r.Pointer != 189000 || r.CodePoint != 0x10000 {
		t.Errorf("last gb18030 range = %v, want {189000, U+10000}", r)
	}

	for _, c := range []struct {
		name string
		tr   *tables.Trie
		cp   rune
		b    uint16
	}{
		{"GB18030Encode", &tables.GB18030Encode, 0x3000, 0xA1A1}, // pointer 6176, the first of 6176, 6555
		{"GB18030Encode", &tables.GB18030Encode, 0x20AC, 0xA2E3}, // gb18030's; GBK writes 0x80
		{"GB18030Encode", &tables.GB18030Encode, 0xE5E5, 0},
		{"EUCJPEncode", &tables.EUCJPEncode, 0x7E8A, 0xF9A1},       // pointer 8272
		{"EUCJPEncode", &tables.EUCJPEncode, 0x2212, 0xA1DD},       // as U+FF0D
		{"EUCJPEncode", &tables.EUCJPEncode, 0xFF61, 0x8EA1},       // half-width katakana
		{"EUCJPEncode", &tables.EUCJPEncode, 0xA5, 0x5C},           // ¥
		{"ShiftJISEncode", &tables.ShiftJISEncode, 0x7E8A, 0xFA5C}, // pointer 10744; 8272 is excluded
		{"ShiftJISEncode", &tables.ShiftJISEncode, 0xFFE2, 0x81CA}, // pointer 137
		{"ShiftJISEncode", &tables.ShiftJISEncode, 0xFF9F, 0xDF},
		{"ShiftJISEncode", &tables.ShiftJISEncode, 0x80, 0x80},
		{"Big5Encode", &tables.Big5Encode, 0x2550, 0xF9F9},   // pointer 18991, the last of 5247, 18991
		{"Big5Encode", &tables.Big5Encode, 0x5341, 0xA451},   // pointer 5512, the last of 5287, 5512
		{"Big5Encode", &tables.Big5Encode, 0x43F0, 0},        // only at pointer 942 (HKSCS)
		{"EUCKREncode", &tables.EUCKREncode, 0xAC00, 0xB0A1}, // pointer 9026
		{"EUCKREncode", &tables.EUCKREncode, 0x80, 0},
		{"EUCKREncode", &tables.EUCKREncode, 0xFFFF, 0},
	} {
		if b := c.tr.Bytes(c.cp); b != c.b {
			t.Errorf("%s.Bytes(U+%04X) = 0x%04X, want 0x%04X", c.name, c.cp, b, c.b)
		}
	}
}
