// Command gen writes the generated files of package tables from the Encoding Standard's data
// (encodings.json and the index-*.txt files). It uses the standard library only.
//
// Usage, from the tables folder (this is what `go generate ./internal/tables` runs):
//
//	go run ./gen -src data [-out DIR] [-v]
//
// Each index is read as the standard's "Indexes" section says: split on LF, drop empty lines
// and lines starting with "#", split on TAB, the first field is the pointer (decimal) and the
// second the code point (hexadecimal). The "# Identifier:" and "# Date:" lines are required and
// copied into the header of the generated file. Every invariant the tables rely on is checked;
// the generator stops with an error instead of writing a table that breaks one.
package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
)

var (
	srcDir  = flag.String("src", "", "folder holding encodings.json and the index-*.txt files (required)")
	outDir  = flag.String("out", ".", "folder the generated .go files are written to")
	verbose = flag.Bool("v", false, "print the size of every generated file")
)

// Expected shape of the data; a change in the standard must be looked at by a person.
const (
	numEncodings        = 40
	numLabels           = 228
	numSingleByte       = 28 // encodings under the "Legacy single-byte encodings" heading
	numSingleByteIndexs = 27 // ISO-8859-8-I shares index ISO-8859-8
	numGB18030Ranges    = 207
	numKatakana         = 63
	singleByteHeading   = "Legacy single-byte encodings"
)

// big5Excluded is the first pointer "index Big5 pointer" keeps: (0xA1 - 0x81) × 157.
const big5Excluded = (0xA1 - 0x81) * 157

// big5Last lists the code points for which "index Big5 pointer" returns the last pointer.
var big5Last = []rune{0x2550, 0x255E, 0x2561, 0x256A, 0x5341, 0x5345}

// Shift_JIS excludes the pointers shiftJISExcludedLo..shiftJISExcludedHi of index jis0208.
const (
	shiftJISExcludedLo = 8272
	shiftJISExcludedHi = 8835
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("gen: ")
	flag.Parse()
	if *srcDir == "" || flag.NArg() != 0 {
		flag.Usage()
		os.Exit(2)
	}
	g := &generator{used: map[string]bool{}}
	g.labels()
	g.singleByte()
	g.jis()
	g.euckr()
	g.gb18030()
	g.big5()
	g.checkAllIndexesUsed()
	total := 0
	for _, f := range g.files {
		f.write(*outDir)
		total += f.size
		if *verbose {
			fmt.Printf("%-14s %8d bytes\n", f.name, f.size)
		}
	}
	if *verbose {
		fmt.Printf("%-14s %8d bytes\n", "total", total)
	}
}

func fail(format string, args ...any) {
	log.Fatalf(format, args...)
}

type generator struct {
	files []*genFile
	used  map[string]bool // index files read
}

// ---------------------------------------------------------------------------------------------
// Reading the data.

// index is one index file, in file order.
type index struct {
	file       string // e.g. "index-jis0208.txt"
	identifier string
	date       string
	pointers   []int
	codePoints []rune
}

// maxPointer returns the last (largest) pointer of ix.
func (ix *index) maxPointer() int { return ix.pointers[len(ix.pointers)-1] }

// readIndex parses an index file as the standard's "Indexes" section describes, and checks
// that pointers are unique and increasing and that no code point is 0, a surrogate or above
// U+10FFFF.
func (g *generator) readIndex(file string) *index {
	data, err := os.ReadFile(filepath.Join(*srcDir, file))
	if err != nil {
		fail("%v", err)
	}
	g.used[file] = true
	ix := &index{file: file}
	for n, line := range strings.Split(string(data), "\n") {
		if line == "" {
			continue
		}
		if strings.HasPrefix(line, "#") {
			if v, ok := strings.CutPrefix(line, "# Identifier:"); ok {
				if ix.identifier != "" {
					fail("%s:%d: second Identifier line", file, n+1)
				}
				ix.identifier = strings.TrimSpace(v)
			} else if v, ok := strings.CutPrefix(line, "# Date:"); ok {
				if ix.date != "" {
					fail("%s:%d: second Date line", file, n+1)
				}
				ix.date = strings.TrimSpace(v)
			}
			continue
		}
		fields := strings.Split(line, "\t")
		if len(fields) < 2 {
			fail("%s:%d: want pointer TAB code point, got %q", file, n+1, line)
		}
		p := parseDecimal(file, n+1, fields[0])
		cp := parseCodePoint(file, n+1, fields[1])
		if k := len(ix.pointers); k > 0 && p <= ix.pointers[k-1] {
			fail("%s:%d: pointer %d does not follow %d (pointers must be unique and increasing)",
				file, n+1, p, ix.pointers[k-1])
		}
		ix.pointers = append(ix.pointers, p)
		ix.codePoints = append(ix.codePoints, cp)
	}
	if ix.identifier == "" {
		fail("%s: no \"# Identifier:\" line", file)
	}
	if strings.Trim(ix.identifier, "0123456789abcdef") != "" {
		fail("%s: Identifier %q is not lowercase hexadecimal", file, ix.identifier)
	}
	if ix.date == "" {
		fail("%s: no \"# Date:\" line", file)
	}
	if _, err := time.Parse("2006-01-02", ix.date); err != nil {
		fail("%s: Date %q: %v", file, ix.date, err)
	}
	if len(ix.pointers) == 0 {
		fail("%s: no entries", file)
	}
	return ix
}

// parseDecimal parses a pointer: a decimal number, possibly right-aligned with spaces.
func parseDecimal(file string, line int, s string) int {
	t := strings.TrimLeft(s, " ")
	if t == "" || strings.Trim(t, "0123456789") != "" || len(t) > 9 {
		fail("%s:%d: bad pointer %q", file, line, s)
	}
	p, _ := strconv.Atoi(t)
	return p
}

// parseCodePoint parses a code point written as 0x followed by hexadecimal digits.
func parseCodePoint(file string, line int, s string) rune {
	h, ok := strings.CutPrefix(s, "0x")
	if !ok || h == "" || len(h) > 6 || strings.Trim(h, "0123456789ABCDEFabcdef") != "" {
		fail("%s:%d: bad code point %q", file, line, s)
	}
	v, _ := strconv.ParseUint(h, 16, 32)
	switch {
	case v == 0:
		fail("%s:%d: code point U+0000 (0 means null in the tables)", file, line)
	case v > 0x10FFFF:
		fail("%s:%d: code point %s above U+10FFFF", file, line, s)
	case v >= 0xD800 && v <= 0xDFFF:
		fail("%s:%d: code point %s is a surrogate", file, line, s)
	}
	return rune(v)
}

// checkAllIndexesUsed fails when the source folder holds an index file that no table uses:
// a new index in the standard must not be silently ignored.
func (g *generator) checkAllIndexesUsed() {
	names, err := filepath.Glob(filepath.Join(*srcDir, "index-*.txt"))
	if err != nil {
		fail("%v", err)
	}
	for _, n := range names {
		if !g.used[filepath.Base(n)] {
			fail("%s: index file is not used by any table", n)
		}
	}
}

// ---------------------------------------------------------------------------------------------
// Encode maps.

// pointerMap returns, for each code point of ix, its "index pointer" (the first pointer) among
// the entries whose pointer passes keep (nil keeps all). For the code points in last it
// returns the last such pointer instead.
func pointerMap(ix *index, keep func(int) bool, last []rune) map[rune]int {
	m := map[rune]int{}
	for i, p := range ix.pointers {
		if keep != nil && !keep(p) {
			continue
		}
		cp := ix.codePoints[i]
		if _, ok := m[cp]; !ok || slices.Contains(last, cp) {
			m[cp] = p
		}
	}
	return m
}

// trie is the generated form of tables.Trie.
type trie struct {
	index  [1024]uint16
	data   []uint16
	blocks []rune // first code point of each block, -1 for the shared zero block
}

func (t *trie) size() int { return 2*len(t.index) + 2*len(t.data) }

// buildTrie builds a Trie from a map of code points, all in the BMP and none ASCII, to the
// bytes an encoder writes for them, packed as tables.Trie says (lead<<8 | trail for two bytes,
// the byte itself for one). Identical 64-entry blocks are stored once; block 0 is all zero.
func buildTrie(name string, m map[rune]uint16) *trie {
	for cp, v := range m {
		switch {
		case cp < 0x80 || cp > 0xFFFF:
			fail("%s: code point U+%04X is ASCII or outside the BMP", name, cp)
		case v == 0 || v >= 0x100 && (v>>8 < 0x81 || v&0xFF < 0x40):
			// Lead bytes are 0x81 and up and trail bytes 0x40 and up, so a value of two
			// bytes is at least 0x8140, never mistaken for one byte (below 0x100) or 0.
			fail("%s: U+%04X: 0x%04X is not one byte or a lead and a trail byte", name, cp, v)
		}
	}
	t := &trie{data: make([]uint16, 64), blocks: []rune{-1}}
	seen := map[[64]uint16]uint16{{}: 0}
	for b := range 1024 {
		var blk [64]uint16
		for i := range 64 {
			blk[i] = m[rune(b<<6|i)]
		}
		n, ok := seen[blk]
		if !ok {
			if len(t.blocks) > 0xFFFF {
				fail("%s: too many trie blocks", name)
			}
			n = uint16(len(t.blocks))
			seen[blk] = n
			t.blocks = append(t.blocks, rune(b<<6))
			t.data = append(t.data, blk[:]...)
		}
		t.index[b] = n
	}
	return t
}

// The two bytes for a pointer, as each encoder's handler computes them, packed lead<<8 | trail.

// eucKRBytes is the EUC-KR encoder's: pointer / 190 + 0x81, pointer % 190 + 0x41.
func eucKRBytes(p int) uint16 { return uint16((p/190+0x81)<<8 | (p%190 + 0x41)) }

// gb18030Bytes is the gb18030 encoder's: pointer / 190 + 0x81, then trailing = pointer % 190
// plus 0x40 if trailing is less than 0x3F, otherwise 0x41.
func gb18030Bytes(p int) uint16 {
	trailing, offset := p%190, 0x40
	if trailing >= 0x3F {
		offset = 0x41
	}
	return uint16((p/190+0x81)<<8 | (trailing + offset))
}

// big5Bytes is the Big5 encoder's: pointer / 157 + 0x81, then trailing = pointer % 157 plus
// 0x40 if trailing is less than 0x3F, otherwise 0x62.
func big5Bytes(p int) uint16 {
	trailing, offset := p%157, 0x40
	if trailing >= 0x3F {
		offset = 0x62
	}
	return uint16((p/157+0x81)<<8 | (trailing + offset))
}

// eucJPBytes is the EUC-JP encoder's: pointer / 94 + 0xA1, pointer % 94 + 0xA1. (The
// ISO-2022-JP encoder's bytes are these minus 0x80 each.)
func eucJPBytes(p int) uint16 { return uint16((p/94+0xA1)<<8 | (p%94 + 0xA1)) }

// shiftJISBytes is the Shift_JIS encoder's: leading = pointer / 188 plus 0x81 if leading is
// less than 0x1F, otherwise 0xC1; trailing = pointer % 188 plus 0x40 if trailing is less than
// 0x3F, otherwise 0x41.
func shiftJISBytes(p int) uint16 {
	leading, leadingOffset := p/188, 0x81
	if leading >= 0x1F {
		leadingOffset = 0xC1
	}
	trailing, offset := p%188, 0x40
	if trailing >= 0x3F {
		offset = 0x41
	}
	return uint16((leading+leadingOffset)<<8 | (trailing + offset))
}

// encodeBytes maps each code point of pointers (a code point -> pointer map) to bytes(pointer).
func encodeBytes(pointers map[rune]int, bytes func(int) uint16) map[rune]uint16 {
	m := make(map[rune]uint16, len(pointers))
	for cp, p := range pointers {
		m[cp] = bytes(p)
	}
	return m
}

// ---------------------------------------------------------------------------------------------
// Writing Go files.

// genFile is one generated Go file.
type genFile struct {
	name    string
	sources []string // header lines naming the sources
	body    bytes.Buffer
	size    int // bytes of table data
}

func (g *generator) newFile(name string) *genFile {
	f := &genFile{name: name}
	g.files = append(g.files, f)
	return f
}

func (f *genFile) printf(format string, args ...any) {
	fmt.Fprintf(&f.body, format, args...)
}

// addSource records ix in the header of f.
func (f *genFile) addSource(ix *index) {
	f.sources = append(f.sources,
		"Source: "+ix.file,
		"Identifier: "+ix.identifier,
		"Date: "+ix.date)
}

// identifier writes the Identifier constant of ix.
func (f *genFile) identifier(name string, ix *index) {
	f.printf("// Identifier%s is the Identifier of %s (Date %s).\n", name, ix.file, ix.date)
	f.printf("const Identifier%s = %q\n\n", name, ix.identifier)
}

// write formats f and writes it to dir.
func (f *genFile) write(dir string) {
	var b bytes.Buffer
	b.WriteString("// Code generated by go run ./gen; DO NOT EDIT.\n\n")
	for i, s := range f.sources {
		if i > 0 && strings.HasPrefix(s, "Source:") {
			b.WriteString("//\n")
		}
		b.WriteString("// " + s + "\n")
	}
	b.WriteString("//\n")
	fmt.Fprintf(&b, "// Table size: %d bytes.\n\n", f.size)
	b.WriteString("package tables\n\n")
	b.Write(f.body.Bytes())
	src, err := format.Source(b.Bytes())
	if err != nil {
		fail("%s: gofmt: %v", f.name, err)
	}
	if err := os.WriteFile(filepath.Join(dir, f.name), src, 0o644); err != nil {
		fail("%v", err)
	}
}

// rows writes vals 16 to a line, each formatted with verb (e.g. "0x%04X" or "%d"). With keyed
// set, every line starts with the (decimal) index of its first element as a key and all-zero
// lines are left out, which the explicit array length allows; otherwise every value is written
// and, with rangeComment set, each line ends with a comment naming what it covers.
func (f *genFile) rows(vals []uint32, verb string, keyed bool, rangeComment func(i int) string) {
	for i := 0; i < len(vals); i += 16 {
		row := vals[i:min(i+16, len(vals))]
		if keyed && !slices.ContainsFunc(row, func(v uint32) bool { return v != 0 }) {
			continue
		}
		f.printf("\t")
		if keyed {
			f.printf("%d: ", i)
		}
		for j, v := range row {
			if j > 0 {
				f.printf(" ")
			}
			f.printf(verb+",", v)
		}
		if rangeComment != nil {
			f.printf(" // %s", rangeComment(i))
		}
		f.printf("\n")
	}
}

// decodeTable writes a pointer -> code point table of uint16 (or uint32 when wide is set).
func (f *genFile) decodeTable(name string, ix *index, wide bool, doc string) {
	n := ix.maxPointer() + 1
	vals := make([]uint32, n)
	for i, p := range ix.pointers {
		cp := ix.codePoints[i]
		if !wide && cp > 0xFFFF {
			fail("%s: pointer %d: code point U+%04X does not fit in uint16", ix.file, p, cp)
		}
		vals[p] = uint32(cp)
	}
	typ, size := "uint16", 2*n
	if wide {
		typ, size = "uint32", 4*n
	}
	f.printf("%s\n//\n", doc)
	f.printf("// %s[pointer] is the code point for pointer, or 0 (null) when the index has no\n", name)
	f.printf("// entry for it; the last pointer of the index is %d. Lines start with the pointer of\n", n-1)
	f.printf("// their first value; lines of zeros are left out. Size: %d bytes.\n", size)
	f.printf("var %s = [%d]%s{\n", name, n, typ)
	f.rows(vals, "0x%04X", true, nil)
	f.printf("}\n\n")
	f.size += size
}

// noForm is SingleByte.DecodeUTF8's value for a byte without a code point: length 0, and a
// bit that no form has, which the OR of a block's forms shows.
const noForm = 1 << 29 // tables.NoForm

// shiftJISNoPointer is ShiftJISLeadPointers' and ShiftJISTrailOffsets' value for a byte that is
// not a leading (trailing) byte of the Shift_JIS fast path.
const shiftJISNoPointer = 0x8000 // tables.ShiftJISNoPointer

// big5NoPointer is Big5LeadPointers' and Big5TrailOffsets' value for a byte that is not a lead
// (trailing) byte.
const big5NoPointer = 0x8000 // tables.Big5NoPointer

// noUnit is SingleByte.DecodeUTF16's value for a byte without a code point: U+FFFF, which no
// index has.
const noUnit = 0xFFFF // tables.NoUnit

// utf8FormTable writes the UTF-8 forms of the code points of a decode table's first n
// pointers, the ones its decoder's fast path reads: each is packed little-endian in the low
// three bytes of a uint32, with its length (2 or 3) in the top two bits, as SingleByte.DecodeUTF8
// has them. Pointers without an entry, and code points above U+FFFF (whose four bytes leave no
// room for the length), are 0: the decoder takes its general path for those.
func (f *genFile) utf8FormTable(name, decodeName string, ix *index, n int, doc string) {
	vals := make([]uint32, n)
	for i, p := range ix.pointers {
		cp := uint32(ix.codePoints[i])
		if p >= n || cp > 0xFFFF {
			continue
		}
		if cp < 0x80 {
			fail("%s: pointer %d: code point U+%04X is ASCII", ix.file, p, cp)
		}
		if cp < 0x800 {
			vals[p] = 2<<30 | (0x80|cp&0x3F)<<8 | (0xC0 | cp>>6)
		} else {
			vals[p] = 3<<30 | (0x80|cp&0x3F)<<16 | (0x80|cp>>6&0x3F)<<8 | (0xE0 | cp>>12)
		}
	}
	f.printf("%s\n//\n", doc)
	f.printf("// %s[pointer] is the UTF-8 form of %s[pointer] for the pointers below %d,\n", name, decodeName, n)
	f.printf("// packed little-endian in the low three bytes with its length in the top two bits, or 0\n")
	f.printf("// when the index has no entry or the code point is above U+FFFF. Lines start with the\n")
	f.printf("// pointer of their first value; lines of zeros are left out. Size: %d bytes.\n", 4*n)
	f.printf("var %s = [%d]uint32{\n", name, n)
	f.rows(vals, "0x%08X", true, nil)
	f.printf("}\n\n")
	f.size += 4 * n
}

// trieTable writes a Trie.
func (f *genFile) trieTable(name string, t *trie, doc string) {
	f.printf("%s\n//\n", doc)
	f.printf("// Index[cp>>6] is the number of the 64-entry block of Data that holds cp, and\n")
	f.printf("// Data[block<<6 | cp&63] is the encoder's bytes for cp, lead<<8 | trail or one byte below\n")
	f.printf("// 0x100, or 0 when the table has none. Block 0 is all zero and shared; identical blocks\n")
	f.printf("// are stored once. %d blocks; size: %d bytes.\n", len(t.blocks), t.size())
	f.printf("var %s = Trie{\n", name)
	f.printf("Index: [1024]uint16{\n")
	idx := make([]uint32, len(t.index))
	for i, v := range t.index {
		idx[i] = uint32(v)
	}
	f.rows(idx, "%d", false, func(i int) string {
		return fmt.Sprintf("U+%04X..U+%04X", i<<6, (i+16)<<6-1)
	})
	f.printf("},\n")
	f.printf("Data: []uint16{\n")
	for b, first := range t.blocks {
		if first < 0 {
			f.printf("// block 0: all zero, shared by every 64 code points without bytes\n")
			f.rows(make([]uint32, 64), "%d", false, nil)
			continue
		}
		f.printf("// block %d: U+%04X..U+%04X\n", b, first, first+63)
		for r := range 4 { // 16 values a line, 0 written as 0
			for i, v := range t.data[b<<6+r*16 : b<<6+r*16+16] {
				if i > 0 {
					f.printf(" ")
				}
				if v == 0 {
					f.printf("0,")
				} else {
					f.printf("0x%04X,", v)
				}
			}
			f.printf("\n")
		}
	}
	f.printf("},\n}\n\n")
	f.size += t.size()
}

// ---------------------------------------------------------------------------------------------
// The files.

type jsonEncoding struct {
	Name   string   `json:"name"`
	Labels []string `json:"labels"`
}

type jsonGroup struct {
	Heading   string         `json:"heading"`
	Encodings []jsonEncoding `json:"encodings"`
}

func (g *generator) readEncodings() ([]jsonGroup, []byte) {
	data, err := os.ReadFile(filepath.Join(*srcDir, "encodings.json"))
	if err != nil {
		fail("%v", err)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var groups []jsonGroup
	if err := dec.Decode(&groups); err != nil {
		fail("encodings.json: %v", err)
	}
	return groups, data
}

// labels writes labels.go from encodings.json.
func (g *generator) labels() {
	groups, data := g.readEncodings()
	type label struct {
		label string
		enc   int
	}
	var names []string
	var labels []label
	seen := map[string]bool{} // labels
	for _, gr := range groups {
		for _, e := range gr.Encodings {
			if e.Name == "" || slices.Contains(names, e.Name) {
				fail("encodings.json: empty or duplicate encoding name %q", e.Name)
			}
			if len(e.Labels) == 0 {
				fail("encodings.json: %s has no labels", e.Name)
			}
			for _, l := range e.Labels {
				if seen[l] {
					fail("encodings.json: duplicate label %q", l)
				}
				seen[l] = true
				for i := 0; i < len(l); i++ {
					// Labels are matched after ASCII lowercasing and trimming ASCII whitespace,
					// so a label must be non-empty printable ASCII without upper case or spaces.
					if c := l[i]; c <= ' ' || c >= 0x7F || 'A' <= c && c <= 'Z' {
						fail("encodings.json: label %q is not lowercase printable ASCII", l)
					}
				}
				labels = append(labels, label{l, len(names)})
			}
			names = append(names, e.Name)
		}
	}
	if len(names) != numEncodings {
		fail("encodings.json: %d encodings, want %d", len(names), numEncodings)
	}
	if len(labels) != numLabels {
		fail("encodings.json: %d labels, want %d", len(labels), numLabels)
	}
	if len(names) > 256 {
		fail("encodings.json: encoding numbers do not fit in uint8")
	}
	sort.Slice(labels, func(i, j int) bool { return labels[i].label < labels[j].label })

	f := g.newFile("labels.go")
	sum := sha256.Sum256(data)
	f.sources = append(f.sources, "Source: encodings.json", "SHA-256: "+hex.EncodeToString(sum[:]))

	namesSize := 16 * len(names)
	for _, n := range names {
		namesSize += len(n)
	}
	labelsSize := 24 * len(labels)
	for _, l := range labels {
		labelsSize += len(l.label)
	}
	f.printf("// EncodingNames lists the %d encoding names in the order of encodings.json; a Label's\n", len(names))
	f.printf("// Encoding is a position in it. Size: %d bytes (string headers and text, 64-bit).\n", namesSize)
	f.printf("var EncodingNames = [%d]string{\n", len(names))
	for i, n := range names {
		f.printf("%q, // %d\n", n, i)
	}
	f.printf("}\n\n")
	f.printf("// Labels holds all %d labels of encodings.json sorted by Label (bytewise), for binary\n", len(labels))
	f.printf("// search; each line is {Label, Encoding} and a comment with the encoding's name.\n")
	f.printf("// Size: %d bytes (24-byte entries and label text, 64-bit).\n", labelsSize)
	f.printf("var Labels = [%d]Label{\n", len(labels))
	for _, l := range labels {
		f.printf("{%q, %d}, // %s\n", l.label, l.enc, names[l.enc])
	}
	f.printf("}\n")
	f.size = namesSize + labelsSize
}

// goName turns an encoding name into the Go name of its table: "ISO-8859-2" -> "ISO8859_2",
// "windows-1252" -> "Windows1252", "x-mac-cyrillic" -> "XMacCyrillic", "KOI8-R" -> "KOI8R".
func goName(enc string) string {
	if rest, ok := strings.CutPrefix(enc, "ISO-8859-"); ok {
		return "ISO8859_" + rest
	}
	var b strings.Builder
	for _, part := range strings.Split(enc, "-") {
		if part == "" {
			fail("encoding name %q has an empty part", enc)
		}
		b.WriteString(strings.ToUpper(part[:1]) + part[1:])
	}
	return b.String()
}

// singleByte writes singlebyte.go: one SingleByte per single-byte index.
func (g *generator) singleByte() {
	groups, _ := g.readEncodings()
	var encs []string
	for _, gr := range groups {
		if gr.Heading == singleByteHeading {
			for _, e := range gr.Encodings {
				encs = append(encs, e.Name)
			}
		}
	}
	if len(encs) != numSingleByte {
		fail("encodings.json: %d encodings under %q, want %d", len(encs), singleByteHeading, numSingleByte)
	}
	if !slices.Contains(encs, "ISO-8859-8-I") || !slices.Contains(encs, "ISO-8859-8") {
		fail("encodings.json: ISO-8859-8 and ISO-8859-8-I must both be single-byte encodings")
	}
	f := g.newFile("singlebyte.go")
	var ixs []*index
	var ixEncs []string // the encoding of each of ixs
	for _, enc := range encs {
		if enc == "ISO-8859-8-I" {
			continue // uses index ISO-8859-8 ("index single-byte" table of the standard)
		}
		file := "index-" + strings.ToLower(enc) + ".txt"
		if _, err := os.Stat(filepath.Join(*srcDir, file)); err != nil {
			fail("single-byte encoding %s has no index file: %v", enc, err)
		}
		ixs = append(ixs, g.readIndex(file))
		ixEncs = append(ixEncs, enc)
	}
	if len(ixs) != numSingleByteIndexs {
		fail("%d single-byte indexes, want %d", len(ixs), numSingleByteIndexs)
	}
	f.printf("// Identifiers of the single-byte indexes.\nconst (\n")
	for i, ix := range ixs {
		f.addSource(ix)
		name := goName(ixEncs[i])
		f.printf("// Identifier%s is the Identifier of %s (Date %s).\n", name, ix.file, ix.date)
		f.printf("Identifier%s = %q\n", name, ix.identifier)
	}
	f.printf(")\n\n")
	for i, ix := range ixs {
		enc := ixEncs[i]
		name := goName(enc)
		var decode [128]uint32
		for i, p := range ix.pointers {
			cp := ix.codePoints[i]
			if p > 127 {
				fail("%s: pointer %d is above 127", ix.file, p)
			}
			if cp < 0x80 || cp >= noUnit {
				fail("%s: pointer %d: code point U+%04X is ASCII, U+FFFF (noUnit) or outside the BMP", ix.file, p, cp)
			}
			decode[p] = uint32(cp)
		}
		// Encode pages: page 0 is all zero; a page per 256 code points that has a pointer.
		m := pointerMap(ix, nil, nil)
		var pageOf [256]int
		var pages [][256]byte
		pages = append(pages, [256]byte{})
		var pageBase []rune
		pageBase = append(pageBase, -1)
		for hi := range 256 {
			var pg [256]byte
			used := false
			for lo := range 256 {
				if p, ok := m[rune(hi<<8|lo)]; ok {
					pg[lo] = byte(0x80 + p)
					used = true
				}
			}
			if used {
				pageOf[hi] = len(pages)
				pages = append(pages, pg)
				pageBase = append(pageBase, rune(hi<<8))
			}
		}
		if len(pages) > 256 {
			fail("%s: too many encode pages", ix.file)
		}
		// DecodeUTF8: each byte's UTF-8 form, little-endian in the low three bytes, with its
		// length in the top two bits; a byte without a code point has noForm.
		var utf8Form [256]uint32
		for b := range 256 {
			cp := uint32(b)
			if b >= 0x80 {
				cp = decode[b-0x80]
			}
			var form []byte
			switch {
			case cp == 0 && b >= 0x80:
				utf8Form[b] = noForm // no entry: the decoder returns error
				continue
			case cp < 0x80:
				form = []byte{byte(cp)}
			case cp < 0x800:
				form = []byte{byte(0xC0 | cp>>6), byte(0x80 | cp&0x3F)}
			default:
				form = []byte{byte(0xE0 | cp>>12), byte(0x80 | (cp>>6)&0x3F), byte(0x80 | cp&0x3F)}
			}
			v := uint32(len(form)) << 30
			for k, c := range form {
				v |= uint32(c) << (8 * k)
			}
			utf8Form[b] = v
		}
		// DecodeUTF16: each byte's code unit, ASCII included; noUnit where there is none.
		var utf16Unit [256]uint32
		for b := range 256 {
			switch {
			case b < 0x80:
				utf16Unit[b] = uint32(b)
			case decode[b-0x80] == 0:
				utf16Unit[b] = noUnit
			default:
				utf16Unit[b] = decode[b-0x80]
			}
		}
		size := 2*128 + 2*256 + 4*256 + 256 + 256*len(pages)
		f.size += size
		f.printf("// %s is index %s (%s),\n// used by the %s encoding", name, enc, ix.file, enc)
		if enc == "ISO-8859-8" {
			f.printf(" and by ISO-8859-8-I")
		}
		f.printf(". Encode has %d pages; size: %d bytes.\n", len(pages), size)
		f.printf("var %s = SingleByte{\n", name)
		f.printf("Decode: [128]uint16{\n")
		f.rows(decode[:], "0x%04X", false, func(i int) string {
			return fmt.Sprintf("0x%02X..", 0x80+i)
		})
		f.printf("},\n")
		f.printf("DecodeUTF16: [256]uint16{\n")
		f.rows(utf16Unit[:], "0x%04X", false, func(i int) string {
			return fmt.Sprintf("0x%02X..", i)
		})
		f.printf("},\n")
		f.printf("DecodeUTF8: [256]uint32{\n")
		f.rows(utf8Form[:], "0x%08X", false, func(i int) string {
			return fmt.Sprintf("0x%02X..", i)
		})
		f.printf("},\n")
		f.printf("EncodePage: [256]uint8{")
		first := true
		for hi, pg := range pageOf {
			if pg != 0 {
				if !first {
					f.printf(" ")
				}
				first = false
				f.printf("0x%02X: %d,", hi, pg)
			}
		}
		f.printf("},\n")
		f.printf("Encode: [][256]byte{\n")
		for i, pg := range pages {
			if i == 0 {
				f.printf("{}, // page 0: all zero\n")
				continue
			}
			f.printf("{ // page %d: U+%04X..U+%04X\n", i, pageBase[i], pageBase[i]+255)
			vals := make([]uint32, 256)
			for j, v := range pg {
				vals[j] = uint32(v)
			}
			// Keyed rows: the key is cp&0xFF of the row's first value.
			for r := 0; r < 256; r += 16 {
				if !slices.ContainsFunc(vals[r:r+16], func(v uint32) bool { return v != 0 }) {
					continue
				}
				f.printf("0x%02X:", r)
				for _, v := range vals[r : r+16] {
					f.printf(" 0x%02X,", v)
				}
				f.printf("\n")
			}
			f.printf("},\n")
		}
		f.printf("},\n}\n\n")
	}
}

// jis writes jis.go: index jis0208 (decode), the EUC-JP and Shift_JIS encoders, index jis0212 and
// index ISO-2022-JP katakana.
func (g *generator) jis() {
	f := g.newFile("jis.go")
	j208 := g.readIndex("index-jis0208.txt")
	j212 := g.readIndex("index-jis0212.txt")
	kana := g.readIndex("index-iso-2022-jp-katakana.txt")
	f.addSource(j208)
	f.addSource(j212)
	f.addSource(kana)
	f.identifier("JIS0208", j208)
	f.identifier("JIS0212", j212)
	f.identifier("ISO2022JPKatakana", kana)

	f.decodeTable("JIS0208Decode", j208, false,
		"// JIS0208Decode is index jis0208 (pointer -> code point), used by the EUC-JP,\n"+
			"// ISO-2022-JP and Shift_JIS decoders.")
	f.utf8FormTable("JIS0208DecodeUTF8", "JIS0208Decode", j208, 94*94,
		"// JIS0208DecodeUTF8 is the fast path of the EUC-JP, ISO-2022-JP and Shift_JIS decoders\n"+
			"// to UTF-8: the 94×94 pointers that two bytes in 0xA1..0xFE (0x21..0x7E) reach.")
	f.decodeTable("JIS0212Decode", j212, false,
		"// JIS0212Decode is index jis0212 (pointer -> code point), used by the EUC-JP decoder only.")

	if len(kana.pointers) != numKatakana || kana.maxPointer() != numKatakana-1 {
		fail("%s: want pointers 0..%d", kana.file, numKatakana-1)
	}
	f.decodeTable("ISO2022JPKatakana", kana, false,
		"// ISO2022JPKatakana is index ISO-2022-JP katakana (pointer -> code point), used by the\n"+
			"// ISO-2022-JP encoder for U+FF61..U+FF9F: pointer = code point - 0xFF61.")

	// The Shift_JIS decoder's pointer (steps 3.3 to 3.5), split into a part per byte, for its fast
	// path: pointer = ShiftJISLeadPointers[leading] + ShiftJISTrailOffsets[byte].
	var leadPointers, trailOffsets [256]uint32
	for b := range 256 {
		leadPointers[b], trailOffsets[b] = shiftJISNoPointer, shiftJISNoPointer
		leadingOffset := 0x81
		if b >= 0xA0 {
			leadingOffset = 0xC1
		}
		if (b >= 0x81 && b <= 0x9F || b >= 0xE0 && b <= 0xFC) && (b < 0xF0 || b > 0xF9) {
			leadPointers[b] = uint32((b - leadingOffset) * 188)
		}
		offset := 0x40
		if b >= 0x7F {
			offset = 0x41
		}
		if b >= 0x40 && b <= 0x7E || b >= 0x80 && b <= 0xFC {
			trailOffsets[b] = uint32(b - offset)
		}
	}
	if n := j208.maxPointer() + 1; n > shiftJISNoPointer {
		fail("%s: pointers reach %d, the Shift_JIS fast path's marker is %d", j208.file, n, shiftJISNoPointer)
	}
	f.printf("// ShiftJISLeadPointers[b] is (b - leading offset) × 188 for a Shift_JIS leading byte b\n"+
		"// whose pointers are in index jis0208 (0x81..0x9F, 0xE0..0xEF, 0xFA..0xFC: not the EUDC\n"+
		"// bytes 0xF0..0xF9), and %#x otherwise. ShiftJISTrailOffsets[b] is b - offset for a\n"+
		"// trailing byte b (0x40..0x7E, 0x80..0xFC), and %#x otherwise. Their sum is the Shift_JIS\n"+
		"// decoder's pointer, or at least %#x, beyond JIS0208Decode, when a byte is neither.\n",
		shiftJISNoPointer, shiftJISNoPointer, shiftJISNoPointer)
	f.printf("var ShiftJISLeadPointers = [256]uint16{\n")
	f.rows(leadPointers[:], "0x%04X", false, func(i int) string { return fmt.Sprintf("0x%02X..", i) })
	f.printf("}\n\n")
	f.printf("// ShiftJISTrailOffsets: see ShiftJISLeadPointers.\n")
	f.printf("var ShiftJISTrailOffsets = [256]uint16{\n")
	f.rows(trailOffsets[:], "0x%04X", false, func(i int) string { return fmt.Sprintf("0x%02X..", i) })
	f.printf("}\n\n")
	f.size += 2 * 2 * 256

	// The EUC-JP and Shift_JIS encoders' handlers for BMP code points that are not ASCII, as
	// tables: the steps before "index pointer" (U+00A5, U+203E, U+FF61 to U+FF9F, U+2212, and
	// Shift_JIS's U+0080) give their bytes directly.
	j208Pointers := pointerMap(j208, nil, nil)
	sjisPointers := pointerMap(j208, func(p int) bool { return p < shiftJISExcludedLo || p > shiftJISExcludedHi }, nil)
	eucjp, sjis := map[rune]uint16{}, map[rune]uint16{}
	for cp := rune(0x80); cp <= 0xFFFF; cp++ {
		if v, ok := jisEncoderBytes(cp, j208Pointers, eucJPBytes, false); ok {
			eucjp[cp] = v
		}
		if v, ok := jisEncoderBytes(cp, sjisPointers, shiftJISBytes, true); ok {
			sjis[cp] = v
		}
	}
	for cp := range j208Pointers {
		if cp > 0xFFFF {
			fail("%s: code point U+%04X is outside the BMP", j208.file, cp)
		}
	}
	f.trieTable("EUCJPEncode", buildTrie("EUCJPEncode", eucjp),
		"// EUCJPEncode is the EUC-JP encoder for BMP code points other than ASCII: U+00A5 is 0x5C,\n"+
			"// U+203E is 0x7E, U+FF61 to U+FF9F are 0x8E and code point - 0xFF61 + 0xA1, U+2212 is\n"+
			"// U+FF0D's bytes, any other code point the bytes of its \"index pointer\" in index\n"+
			"// jis0208 (pointer / 94 + 0xA1, pointer % 94 + 0xA1). The ISO-2022-JP encoder uses the\n"+
			"// entries of index jis0208 (lead byte 0xA1 and up) minus 0x80 each.")
	f.trieTable("ShiftJISEncode", buildTrie("ShiftJISEncode", sjis),
		fmt.Sprintf("// ShiftJISEncode is the Shift_JIS encoder for BMP code points other than ASCII: U+0080\n"+
			"// is 0x80, U+00A5 is 0x5C, U+203E is 0x7E, U+FF61 to U+FF9F are code point - 0xFF61 +\n"+
			"// 0xA1, U+2212 is U+FF0D's bytes, any other code point the bytes of its \"index\n"+
			"// Shift_JIS pointer\" (the first pointer in index jis0208 without the entries whose\n"+
			"// pointer is in %d..%d).", shiftJISExcludedLo, shiftJISExcludedHi))
}

// jisEncoderBytes is the EUC-JP encoder's handler (the Shift_JIS encoder's with shiftJIS set)
// for cp, a BMP code point that is not ASCII: its bytes and true, or false for error.
// pointers is "index pointer" in index jis0208 (or "index Shift_JIS pointer") and bytes turns
// a pointer into the encoder's two bytes.
func jisEncoderBytes(cp rune, pointers map[rune]int, bytes func(int) uint16, shiftJIS bool) (uint16, bool) {
	switch {
	case cp == 0x80 && shiftJIS:
		return 0x80, true
	case cp == 0xA5:
		return 0x5C, true
	case cp == 0x203E:
		return 0x7E, true
	case cp >= 0xFF61 && cp <= 0xFF9F && shiftJIS:
		return uint16(cp - 0xFF61 + 0xA1), true
	case cp >= 0xFF61 && cp <= 0xFF9F:
		return 0x8E<<8 | uint16(cp-0xFF61+0xA1), true
	case cp == 0x2212:
		cp = 0xFF0D
	}
	p, ok := pointers[cp]
	if !ok {
		return 0, false
	}
	return bytes(p), true
}

// euckr writes euckr.go: index EUC-KR.
func (g *generator) euckr() {
	f := g.newFile("euckr.go")
	ix := g.readIndex("index-euc-kr.txt")
	f.addSource(ix)
	f.identifier("EUCKR", ix)
	f.decodeTable("EUCKRDecode", ix, false,
		"// EUCKRDecode is index EUC-KR (pointer -> code point), used by the EUC-KR decoder.")
	f.utf8FormTable("EUCKRDecodeUTF8", "EUCKRDecode", ix, ix.maxPointer()+1,
		"// EUCKRDecodeUTF8 is the fast path of the EUC-KR decoder to UTF-8.")
	f.trieTable("EUCKREncode", buildTrie("EUCKREncode", encodeBytes(pointerMap(ix, nil, nil), eucKRBytes)),
		"// EUCKREncode is the EUC-KR encoder for code points other than ASCII: the bytes of their\n"+
			"// \"index pointer\" in index EUC-KR (pointer / 190 + 0x81, pointer % 190 + 0x41).")
}

// gb18030 writes gb18030.go: index gb18030 and index gb18030 ranges.
func (g *generator) gb18030() {
	f := g.newFile("gb18030.go")
	ix := g.readIndex("index-gb18030.txt")
	rx := g.readIndex("index-gb18030-ranges.txt")
	f.addSource(ix)
	f.addSource(rx)
	f.identifier("GB18030", ix)
	f.identifier("GB18030Ranges", rx)
	f.decodeTable("GB18030Decode", ix, false,
		"// GB18030Decode is index gb18030 (pointer -> code point; the GB18030-2022 version as in\n"+
			"// the file), used by the gb18030 and GBK decoders for two-byte sequences.")
	f.utf8FormTable("GB18030DecodeUTF8", "GB18030Decode", ix, ix.maxPointer()+1,
		"// GB18030DecodeUTF8 is the fast path of the gb18030 and GBK decoders to UTF-8.")
	pointers := pointerMap(ix, nil, nil)
	if _, ok := pointers[0xE5E5]; ok {
		// The encoder returns error for U+E5E5 before it looks for a pointer; package textcodec relies on
		// the table having no bytes for it.
		fail("%s: U+E5E5 is in the index", ix.file)
	}
	f.trieTable("GB18030Encode", buildTrie("GB18030Encode", encodeBytes(pointers, gb18030Bytes)),
		"// GB18030Encode is the two bytes of the \"index pointer\" in index gb18030 of a code point,\n"+
			"// as the gb18030 encoder writes them (pointer / 190 + 0x81, then pointer % 190 plus 0x40\n"+
			"// or 0x41), used by the gb18030 and GBK encoders. The encoder's steps before \"index\n"+
			"// pointer\" are not in it: U+E5E5 (error), GBK's U+20AC (0x80; the table has gb18030's\n"+
			"// 0xA2 0xE3) and the 18 code points of the encoder's own table, none of which has a\n"+
			"// pointer.")

	if len(rx.pointers) != numGB18030Ranges {
		fail("%s: %d ranges, want %d", rx.file, len(rx.pointers), numGB18030Ranges)
	}
	if rx.pointers[0] != 0 || rx.codePoints[0] != 0x80 {
		fail("%s: first range must be pointer 0, U+0080", rx.file)
	}
	for i := 1; i < len(rx.codePoints); i++ {
		if rx.codePoints[i] <= rx.codePoints[i-1] {
			fail("%s: code points not increasing at pointer %d", rx.file, rx.pointers[i])
		}
	}
	size := 8 * len(rx.pointers)
	f.printf("// GB18030Ranges is index gb18030 ranges: {Pointer, CodePoint} pairs sorted by Pointer\n")
	f.printf("// (and so by CodePoint), %d to a line, used by \"index gb18030 ranges code point\" and\n", 4)
	f.printf("// \"index gb18030 ranges pointer\". Size: %d bytes.\n", size)
	f.printf("var GB18030Ranges = [%d]struct{ Pointer, CodePoint uint32 }{\n", len(rx.pointers))
	for i := range rx.pointers {
		f.printf("{%d, 0x%04X},", rx.pointers[i], rx.codePoints[i])
		if i%4 == 3 || i == len(rx.pointers)-1 {
			f.printf("\n")
		} else {
			f.printf(" ")
		}
	}
	f.printf("}\n")
	f.size += size
}

// big5 writes big5.go: index Big5.
func (g *generator) big5() {
	f := g.newFile("big5.go")
	ix := g.readIndex("index-big5.txt")
	f.addSource(ix)
	f.identifier("Big5", ix)
	f.decodeTable("Big5Decode", ix, true,
		"// Big5Decode is index Big5 (pointer -> code point), used by the Big5 decoder. Its code\n"+
			"// points can be above U+FFFF, hence uint32.")
	f.utf8FormTable("Big5DecodeUTF8", "Big5Decode", ix, ix.maxPointer()+1,
		"// Big5DecodeUTF8 is the fast path of the Big5 decoder to UTF-8.")

	// The Big5 decoder's pointer (step 3.3), split into a part per byte, for its fast path:
	// pointer = Big5LeadPointers[lead] + Big5TrailOffsets[byte].
	var leadPointers, trailOffsets [256]uint32
	for b := range 256 {
		leadPointers[b], trailOffsets[b] = big5NoPointer, big5NoPointer
		if b >= 0x81 && b <= 0xFE {
			leadPointers[b] = uint32((b - 0x81) * 157)
		}
		switch {
		case b >= 0x40 && b <= 0x7E:
			trailOffsets[b] = uint32(b - 0x40)
		case b >= 0xA1 && b <= 0xFE:
			trailOffsets[b] = uint32(b - 0x62)
		}
	}
	if n := ix.maxPointer() + 1; n > big5NoPointer {
		fail("%s: pointers reach %d, the Big5 fast path's marker is %d", ix.file, n, big5NoPointer)
	}
	f.printf("// Big5LeadPointers[b] is (b - 0x81) × 157 for a Big5 lead byte b (0x81..0xFE), and %#x\n"+
		"// otherwise. Big5TrailOffsets[b] is b - offset for a byte b that gives a pointer (0x40..0x7E,\n"+
		"// 0xA1..0xFE), and %#x otherwise. Their sum is the Big5 decoder's pointer, or at least\n"+
		"// %#x, beyond Big5Decode, when a byte is neither.\n", big5NoPointer, big5NoPointer, big5NoPointer)
	f.printf("var Big5LeadPointers = [256]uint16{\n")
	f.rows(leadPointers[:], "0x%04X", false, func(i int) string { return fmt.Sprintf("0x%02X..", i) })
	f.printf("}\n\n")
	f.printf("// Big5TrailOffsets: see Big5LeadPointers.\n")
	f.printf("var Big5TrailOffsets = [256]uint16{\n")
	f.rows(trailOffsets[:], "0x%04X", false, func(i int) string { return fmt.Sprintf("0x%02X..", i) })
	f.printf("}\n\n")
	f.size += 2 * 2 * 256

	m := pointerMap(ix, func(p int) bool { return p >= big5Excluded }, big5Last)
	for _, cp := range big5Last {
		if _, ok := m[cp]; !ok {
			fail("%s: U+%04X (a last-pointer code point) is not in the index", ix.file, cp)
		}
	}
	bmp := map[rune]uint16{}
	type astral struct {
		cp rune
		b  uint16
	}
	var astrals []astral
	for cp, p := range m {
		if cp <= 0xFFFF {
			bmp[cp] = big5Bytes(p)
		} else {
			astrals = append(astrals, astral{cp, big5Bytes(p)})
		}
	}
	sort.Slice(astrals, func(i, j int) bool { return astrals[i].cp < astrals[j].cp })
	if len(astrals) == 0 {
		fail("%s: no code points above U+FFFF (Big5EncodeAstral would be empty)", ix.file)
	}
	f.trieTable("Big5Encode", buildTrie("Big5Encode", bmp),
		fmt.Sprintf("// Big5Encode is the Big5 encoder for code points up to U+FFFF other than ASCII: the\n"+
			"// bytes of their \"index Big5 pointer\" (pointer / 157 + 0x81, then pointer %% 157 plus\n"+
			"// 0x40 or 0x62). \"index Big5 pointer\" is index Big5 without the pointers below\n"+
			"// (0xA1 - 0x81) × 157 = %d, the first pointer for a code point except the last one for\n"+
			"// U+2550, U+255E, U+2561, U+256A, U+5341 and U+5345.", big5Excluded))

	size := 8 * len(astrals) // uint32 + uint16, padded to 8 bytes
	f.printf("// Big5EncodeAstral is Big5Encode for code points above U+FFFF: {CodePoint, Bytes} pairs\n")
	f.printf("// (Bytes is lead<<8 | trail) sorted by CodePoint, for binary search, 4 to a line.\n")
	f.printf("// Size: %d bytes.\n", size)
	f.printf("var Big5EncodeAstral = [%d]struct {\nCodePoint uint32\nBytes uint16\n}{\n", len(astrals))
	for i, a := range astrals {
		f.printf("{0x%X, 0x%04X},", a.cp, a.b)
		if i%4 == 3 || i == len(astrals)-1 {
			f.printf("\n")
		} else {
			f.printf(" ")
		}
	}
	f.printf("}\n")
	f.size += size
}
