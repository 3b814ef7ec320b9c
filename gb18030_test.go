package textcodec

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"
)

// Tests for gb18030 and GBK (and the helpers big5_test.go shares). Expected
// results are computed from the standard's index files by the standard's
// rules, never from package tables.

// zhIndexDir is where the standard's index files are.
const zhIndexDir = "internal/tables/data"

// zhEntry is one line of an index file.
type zhEntry struct {
	pointer int
	cp      rune
}

// zhReadIndex parses index-<name>.txt.
func zhReadIndex(t testing.TB, name string) []zhEntry {
	t.Helper()
	f, err := os.Open(filepath.Join(zhIndexDir, "index-"+name+".txt"))
	if err != nil {
		t.Fatalf("index file: %v", err)
	}
	defer f.Close()
	var out []zhEntry
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		fields := strings.Fields(line)
		p, err1 := strconv.Atoi(fields[0])
		cp, err2 := strconv.ParseUint(strings.TrimPrefix(fields[1], "0x"), 16, 32)
		if err1 != nil || err2 != nil {
			t.Fatalf("index-%s.txt: bad line %q", name, line)
		}
		out = append(out, zhEntry{p, rune(cp)})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(out) == 0 {
		t.Fatalf("index-%s.txt is empty", name)
	}
	return out
}

// zhPointerMap returns pointer -> code point.
func zhPointerMap(idx []zhEntry) map[int]rune {
	m := make(map[int]rune, len(idx))
	for _, e := range idx {
		m[e.pointer] = e.cp
	}
	return m
}

// zhFirstPointer returns code point -> first pointer ("index pointer").
func zhFirstPointer(idx []zhEntry) map[rune]int {
	m := make(map[rune]int, len(idx))
	for _, e := range idx {
		if _, ok := m[e.cp]; !ok {
			m[e.cp] = e.pointer
		}
	}
	return m
}

// zhRanges is index gb18030 ranges, parsed, with its two algorithms.
type zhRanges []zhEntry

func zhReadRanges(t testing.TB) zhRanges {
	r := zhRanges(zhReadIndex(t, "gb18030-ranges"))
	sort.Slice(r, func(a, b int) bool { return r[a].pointer < r[b].pointer })
	return r
}

// codePoint is "index gb18030 ranges code point"; -1 is null.
func (r zhRanges) codePoint(pointer int) rune {
	if pointer > 39419 && pointer < 189000 || pointer > 1237575 {
		return -1
	}
	if pointer == 7457 {
		return 0xE7C7
	}
	e := r[sort.Search(len(r), func(k int) bool { return r[k].pointer > pointer })-1]
	return e.cp + rune(pointer-e.pointer)
}

// pointer is "index gb18030 ranges pointer".
func (r zhRanges) pointer(cp rune) int {
	if cp == 0xE7C7 {
		return 7457
	}
	e := r[sort.Search(len(r), func(k int) bool { return r[k].cp > cp })-1]
	return e.pointer + int(cp-e.cp)
}

// zhFourBytes is the four-byte gb18030 sequence for pointer.
func zhFourBytes(p int) []byte {
	return []byte{byte(p/12600 + 0x81), byte(p%12600/1260 + 0x30), byte(p%1260/10 + 0x81), byte(p%10 + 0x30)}
}

// zhDecode decodes chunks (the last with last set) through a public Decoder
// for enc, into UTF-8 or (utf16Out) UTF-16 converted to a string, with a dst
// of dstLen units (0: large). It fails the test on any error but ErrShortDst.
func zhDecode(t testing.TB, enc *Encoding, chunks [][]byte, utf16Out bool, dstLen int) string {
	t.Helper()
	d := enc.NewDecoder()
	var out8 []byte
	var out16 []uint16
	for k, c := range chunks {
		last := k == len(chunks)-1
		for {
			var nd, ns int
			var err error
			if utf16Out {
				n := dstLen
				if n == 0 {
					n = d.MaxUTF16Len(len(c))
				}
				buf := make([]uint16, n)
				nd, ns, err = d.DecodeUTF16(buf, c, last)
				out16 = append(out16, buf[:nd]...)
			} else {
				n := dstLen
				if n == 0 {
					n = d.MaxUTF8Len(len(c))
				}
				buf := make([]byte, n)
				nd, ns, err = d.DecodeUTF8(buf, c, last)
				out8 = append(out8, buf[:nd]...)
			}
			c = c[ns:]
			if err == ErrShortDst {
				if dstLen == 0 {
					t.Fatalf("ErrShortDst with a MaxLen-sized buffer")
				}
				continue
			}
			if err != nil {
				t.Fatalf("decode: %v", err)
			}
			if len(c) != 0 {
				t.Fatalf("decode: nil error but %d bytes unread", len(c))
			}
			break
		}
	}
	if utf16Out {
		return string(utf16.Decode(out16))
	}
	if !utf8.Valid(out8) {
		t.Fatalf("decode: invalid UTF-8 output %q", out8)
	}
	return string(out8)
}

// zhDecodeFatal decodes src in fatal mode, writing U+FFFD after each
// *DecodeError and carrying on with the rest of src, as the standard's
// "process a queue" does; it returns the text and the errors' offsets.
func zhDecodeFatal(t testing.TB, enc *Encoding, src []byte) (string, []int64) {
	t.Helper()
	d := enc.NewDecoder(Fatal)
	var out []byte
	var offs []int64
	buf := make([]byte, d.MaxUTF8Len(len(src)))
	for {
		nd, ns, err := d.DecodeUTF8(buf, src, true)
		out = append(out, buf[:nd]...)
		src = src[ns:]
		if err == nil {
			break
		}
		var de *DecodeError
		if !errors.As(err, &de) || !errors.Is(err, ErrMalformed) || de.Encoding != enc.Name() {
			t.Fatalf("fatal decode: error %#v", err)
		}
		offs = append(offs, de.Offset)
		out = append(out, "\uFFFD"...)
	}
	return string(out), offs
}

// zhCheckSplits decodes src in one piece, then split at every place into two
// and three pieces (with an empty piece in between), byte by byte, and with
// the smallest dst, in both output forms and in fatal mode with carry-on,
// and compares everything with want.
func zhCheckSplits(t *testing.T, enc *Encoding, src []byte, want string) {
	t.Helper()
	check := func(how, got string) {
		t.Helper()
		if got != want {
			t.Errorf("% X (%s): got %+q, want %+q", src, how, got, want)
		}
	}
	check("one piece", zhDecode(t, enc, [][]byte{src}, false, 0))
	check("one piece, UTF-16", zhDecode(t, enc, [][]byte{src}, true, 0))
	check("smallest dst", zhDecode(t, enc, [][]byte{src}, false, 4))
	check("smallest dst, UTF-16", zhDecode(t, enc, [][]byte{src}, true, 2))
	fatal, _ := zhDecodeFatal(t, enc, src)
	check("fatal", fatal)
	var bytewise [][]byte
	for k := range src {
		bytewise = append(bytewise, src[k:k+1])
	}
	check("byte by byte", zhDecode(t, enc, append(bytewise, nil), false, 0))
	check("byte by byte, UTF-16, smallest dst", zhDecode(t, enc, append(bytewise, nil), true, 2))
	for a := 0; a <= len(src); a++ {
		check(fmt.Sprintf("split at %d", a), zhDecode(t, enc, [][]byte{src[:a], src[a:]}, false, 0))
		for b := a; b <= len(src); b++ {
			check(fmt.Sprintf("split at %d, %d", a, b),
				zhDecode(t, enc, [][]byte{src[:a], nil, src[a:b], src[b:]}, true, 0))
		}
	}
}

// zhEncode encodes s through a public Encoder in mode.
func zhEncode(t testing.TB, enc *Encoding, mode ErrorMode, s string) ([]byte, error) {
	t.Helper()
	e, err := enc.NewEncoder(mode)
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, e.MaxEncodedLen(len(s)))
	n, _, err := e.Encode(buf, []byte(s), true)
	return buf[:n], err
}

// zhGB18030Ref is the standard's gb18030 decoder, step by step, over a real
// I/O queue with restore: the reference the kernel is compared with.
func zhGB18030Ref(index map[int]rune, ranges zhRanges, src []byte) string {
	queue := make([]int, 0, len(src)+1)
	for _, b := range src {
		queue = append(queue, int(b))
	}
	queue = append(queue, -1) // end-of-queue
	var first, second, third int
	var out []rune
	for len(queue) > 0 {
		b := queue[0]
		queue = queue[1:]
		restore := func(items ...int) { queue = append(items, queue...) }
		const fffd = 0xFFFD
		switch {
		case b < 0 && first == 0 && second == 0 && third == 0:
			return string(out)
		case b < 0:
			first, second, third = 0, 0, 0
			out = append(out, fffd)
			restore(-1)
		case third != 0:
			if b < 0x30 || b > 0x39 {
				restore(second, third, b)
				first, second, third = 0, 0, 0
				out = append(out, fffd)
				continue
			}
			cp := ranges.codePoint((first-0x81)*12600 + (second-0x30)*1260 + (third-0x81)*10 + b - 0x30)
			first, second, third = 0, 0, 0
			if cp < 0 {
				cp = fffd
			}
			out = append(out, cp)
		case second != 0:
			if b >= 0x81 && b <= 0xFE {
				third = b
				continue
			}
			restore(second, b)
			first, second = 0, 0
			out = append(out, fffd)
		case first != 0:
			if b >= 0x30 && b <= 0x39 {
				second = b
				continue
			}
			lead := first
			first = 0
			offset := 0x41
			if b < 0x7F {
				offset = 0x40
			}
			if b >= 0x40 && b <= 0x7E || b >= 0x80 && b <= 0xFE {
				if cp, ok := index[(lead-0x81)*190+b-offset]; ok {
					out = append(out, cp)
					continue
				}
			}
			if b < 0x80 {
				restore(b)
			}
			out = append(out, fffd)
		case b < 0x80:
			out = append(out, rune(b))
		case b == 0x80:
			out = append(out, 0x20AC)
		case b >= 0x81 && b <= 0xFE:
			first = b
		default:
			out = append(out, fffd)
		}
	}
	return string(out)
}

// zhGB18030EncodeOnly is the gb18030 encoder's table of code points
// encoded as two bytes that index gb18030 does not decode to them.
var zhGB18030EncodeOnly = map[rune][]byte{
	0xE78D: {0xA6, 0xD9}, 0xE78E: {0xA6, 0xDA}, 0xE78F: {0xA6, 0xDB}, 0xE790: {0xA6, 0xDC},
	0xE791: {0xA6, 0xDD}, 0xE792: {0xA6, 0xDE}, 0xE793: {0xA6, 0xDF}, 0xE794: {0xA6, 0xEC},
	0xE795: {0xA6, 0xED}, 0xE796: {0xA6, 0xF3}, 0xE81E: {0xFE, 0x59}, 0xE826: {0xFE, 0x61},
	0xE82B: {0xFE, 0x66}, 0xE82C: {0xFE, 0x67}, 0xE832: {0xFE, 0x6D}, 0xE843: {0xFE, 0x7E},
	0xE854: {0xFE, 0x90}, 0xE864: {0xFE, 0xA0},
}

// zhGB18030Encodes is the gb18030 (or GBK) encoder's result for cp, by the
// standard's steps over the parsed indexes; ok is false for error.
func zhGB18030Encodes(cp rune, isGBK bool, first map[rune]int, ranges zhRanges) (b []byte, ok bool) {
	switch {
	case cp < 0x80:
		return []byte{byte(cp)}, true
	case cp == 0xE5E5:
		return nil, false
	case isGBK && cp == 0x20AC:
		return []byte{0x80}, true
	case zhGB18030EncodeOnly[cp] != nil:
		return zhGB18030EncodeOnly[cp], true
	}
	if p, found := first[cp]; found {
		trail := p % 190
		offset := 0x41
		if trail < 0x3F {
			offset = 0x40
		}
		return []byte{byte(p/190 + 0x81), byte(trail + offset)}, true
	}
	if isGBK {
		return nil, false
	}
	return zhFourBytes(ranges.pointer(cp)), true
}

// TestGB18030DecodeEveryPair decodes every lead byte with every second byte.
func TestGB18030DecodeEveryPair(t *testing.T) {
	index := zhPointerMap(zhReadIndex(t, "gb18030"))
	var all []byte
	var allWant strings.Builder
	for lead := 0x81; lead <= 0xFE; lead++ {
		for trail := 0; trail <= 0xFF; trail++ {
			src := []byte{byte(lead), byte(trail)}
			var want string
			pointer := -1
			switch {
			case trail >= 0x40 && trail <= 0x7E:
				pointer = (lead-0x81)*190 + trail - 0x40
			case trail >= 0x80 && trail <= 0xFE:
				pointer = (lead-0x81)*190 + trail - 0x41
			}
			cp, inIndex := index[pointer]
			switch {
			case inIndex:
				want = string(cp)
				all = append(all, src...)
				allWant.WriteString(want)
			case trail >= 0x30 && trail <= 0x39:
				want = "\uFFFD" // end-of-queue after a four-byte sequence's start
			case trail < 0x80:
				want = "\uFFFD" + string(rune(trail)) // the ASCII byte is restored
			default:
				want = "\uFFFD"
			}
			for _, got := range []string{
				zhDecode(t, GB18030, [][]byte{src}, false, 0),
				zhDecode(t, GBK, [][]byte{src}, true, 0),
				zhDecode(t, GB18030, [][]byte{src[:1], src[1:]}, false, 0),
				zhDecode(t, GB18030, [][]byte{src[:1], src[1:]}, true, 0),
			} {
				if got != want {
					t.Fatalf("% X: got %+q, want %+q", src, got, want)
				}
			}
		}
	}
	if n := len(index); len(all) != 2*n {
		t.Fatalf("%d pairs decoded, index has %d pointers", len(all)/2, n)
	}
	// All pointers in one buffer, through the fast path.
	if got := zhDecode(t, GB18030, [][]byte{all}, false, 0); got != allWant.String() {
		t.Errorf("whole index as UTF-8 differs")
	}
	if got := zhDecode(t, GB18030, [][]byte{all}, true, 0); got != allWant.String() {
		t.Errorf("whole index as UTF-16 differs")
	}
}

// TestGB18030DecodeSingleBytes checks every byte on its own.
func TestGB18030DecodeSingleBytes(t *testing.T) {
	for b := 0; b <= 0xFF; b++ {
		want := string(rune(b))
		switch {
		case b == 0x80:
			want = "€"
		case b >= 0x80:
			want = "\uFFFD" // 0xFF, or a leading byte at end-of-queue
		}
		if got := zhDecode(t, GB18030, [][]byte{{byte(b)}}, false, 0); got != want {
			t.Errorf("%02X: got %+q, want %+q", b, got, want)
		}
	}
}

// TestGB18030DecodeFourByteBoundaries decodes the first and last pointer of
// every range of index gb18030 ranges and the pointers around the nulls.
func TestGB18030DecodeFourByteBoundaries(t *testing.T) {
	ranges := zhReadRanges(t)
	if len(ranges) != 207 {
		t.Fatalf("index gb18030 ranges has %d entries, want 207", len(ranges))
	}
	pointers := []int{0, 7456, 7457, 7458, 39419, 39420, 100000, 188999, 189000, 1237575, 1237576, 1587599}
	for k, r := range ranges {
		pointers = append(pointers, r.pointer)
		switch {
		case k+1 < len(ranges) && ranges[k+1].pointer <= 39420:
			pointers = append(pointers, ranges[k+1].pointer-1)
		case r.pointer < 39420:
			pointers = append(pointers, 39419)
		default:
			pointers = append(pointers, 1237575)
		}
		if cp := ranges.codePoint(r.pointer); cp != r.cp && r.pointer != 7457 {
			t.Fatalf("reference: range %d starts at U+%04X, not U+%04X", k, cp, r.cp)
		}
	}
	for _, p := range pointers {
		src := zhFourBytes(p)
		want := "\uFFFD"
		if cp := ranges.codePoint(p); cp >= 0 {
			want = string(cp)
		}
		for _, got := range []string{
			zhDecode(t, GB18030, [][]byte{src}, false, 0),
			zhDecode(t, GB18030, [][]byte{src}, true, 0),
			zhDecode(t, GB18030, [][]byte{src[:1], src[1:2], src[2:3], src[3:]}, false, 0),
			zhDecode(t, GB18030, [][]byte{src[:3], src[3:]}, true, 0),
		} {
			if got != want {
				t.Errorf("pointer %d (% X): got %+q, want %+q", p, src, got, want)
			}
		}
	}
	// Facts the standard states or implies, independently of the files.
	for _, v := range []struct {
		src  string
		want string
	}{
		{"\x81\x30\x81\x30", "\u0080"},
		{"\x81\x35\xF4\x37", "\uE7C7"},      // pointer 7457
		{"\x84\x31\xA4\x39", "\uFFFF"},      // pointer 39419
		{"\x84\x31\xA5\x30", "\uFFFD"},      // pointer 39420
		{"\x8F\x39\xFE\x39", "\uFFFD"},      // pointer 188999
		{"\x90\x30\x81\x30", "\U00010000"},  // pointer 189000
		{"\xE3\x32\x9A\x35", "\U0010FFFF"},  // pointer 1237575
		{"\xE3\x32\x9A\x36", "\uFFFD"},      // pointer 1237576
		{"\xFE\x39\xFE\x39", "\uFFFD"},      // the largest pointer
		{"\xFE\x39\xFE\x39a", "\uFFFDa"},    // all four bytes are consumed
		{"\x84\x31\xA5\x30\x41", "\uFFFDA"}, // likewise
		{"\x90\x30\x81\x30\x80", "\U00010000€"},
	} {
		zhCheckSplits(t, GB18030, []byte(v.src), v.want)
	}
}

// TestGB18030DecodeAllFourByte decodes every four-byte pointer with a code
// point in one buffer.
func TestGB18030DecodeAllFourByte(t *testing.T) {
	ranges := zhReadRanges(t)
	var src []byte
	var want []rune
	for p := 0; p <= 1237575; p++ {
		if p == 39420 {
			p = 189000
		}
		src = append(src, zhFourBytes(p)...)
		want = append(want, ranges.codePoint(p))
	}
	if got := zhDecode(t, GB18030, [][]byte{src}, false, 0); got != string(want) {
		t.Errorf("UTF-8 output differs")
	}
	if got := zhDecode(t, GB18030, [][]byte{src}, true, 0); got != string(want) {
		t.Errorf("UTF-16 output differs")
	}
}

// TestGB18030DecodeRestore checks the errors that restore bytes, their order,
// end-of-queue with one to three pending bytes, and every split.
func TestGB18030DecodeRestore(t *testing.T) {
	index := zhPointerMap(zhReadIndex(t, "gb18030"))
	ranges := zhReadRanges(t)
	for _, v := range []struct {
		src  string
		want string // "" when only the reference decides
	}{
		{"\x81\x30\x81\x41", "\uFFFD0\u4E04"},  // « second, third, byte »: 30, then 81 41
		{"\x81\x30\xFF\x30", "\uFFFD0\uFFFD0"}, // « second, byte »: 30, FF, 30
		{"\x81\x30\x41", "\uFFFD0A"},
		{"\x81\x30\x81\x81\x30\x81\x30", ""},
		{"\x81\x30\x81\x30\x81", "\u0080\uFFFD"},
		{"\x81", "\uFFFD"},           // end-of-queue, 1 byte pending
		{"\x81\x30", "\uFFFD"},       // 2 bytes pending: the 0x30 is "masked"
		{"\x81\x30\x81", "\uFFFD"},   // 3 bytes pending
		{"a\x81\x30\x81", "a\uFFFD"}, // likewise after ASCII
		{"\x81\x7F", "\uFFFD\x7F"},   // ASCII after a leading byte is restored
		{"\x81\x30\x81\x7F", "\uFFFD0\uFFFD\x7F"},
		{"\x81\xFF", "\uFFFD"},
		{"\x81\x80", ""},
		{"\x81\x20\x81\x40", "\uFFFD \u4E02"},
		{"\xFF\x80\x81\x40", "\uFFFD€\u4E02"},
		{"\xA3\xA0", "\u3000"},   // index gb18030 maps it to U+3000, not U+E5E5
		{"\xA6\xD9", "\uFE10"},   // GB18030-2022
		{"\x81\x39\xEE\x39", ""}, // near 7457
		{"\x81\x30\x81\x30\x81\x30\x81\x30", "\u0080\u0080"},
		{"\x81\x30\x81\x3A", "\uFFFD0\uFFFD:"}, // 0x3A is not a digit: 30, 81 3A
		{"\x81\x30\x81\x30\x30", "\u00800"},
		{"\x81\x39\x81\x39\x81\x39\x81", ""},
		{"\xFE\x39\xFE\x30\xFE\x39", ""},
	} {
		ref := zhGB18030Ref(index, ranges, []byte(v.src))
		if v.want != "" && ref != v.want {
			t.Fatalf("reference decoder: % X gives %+q, want %+q", v.src, ref, v.want)
		}
		zhCheckSplits(t, GB18030, []byte(v.src), ref)
	}
}

// TestGB18030DecodeRandom compares the decoder with the step-by-step
// reference on random inputs built from bytes that matter, split at random.
func TestGB18030DecodeRandom(t *testing.T) {
	index := zhPointerMap(zhReadIndex(t, "gb18030"))
	ranges := zhReadRanges(t)
	alphabet := []byte{0x00, 0x30, 0x35, 0x39, 0x3A, 0x40, 0x41, 0x7E, 0x7F, 0x80, 0x81, 0x84, 0x90, 0xA1, 0xA3, 0xE3, 0xFE, 0xFF}
	rng := rand.New(rand.NewPCG(1, 2))
	n := 20000
	if testing.Short() {
		n = 2000
	}
	for range n {
		src := make([]byte, rng.IntN(14))
		for k := range src {
			src[k] = alphabet[rng.IntN(len(alphabet))]
		}
		want := zhGB18030Ref(index, ranges, src)
		a := rng.IntN(len(src) + 1)
		b := a + rng.IntN(len(src)-a+1)
		for _, got := range []string{
			zhDecode(t, GB18030, [][]byte{src}, false, 0),
			zhDecode(t, GB18030, [][]byte{src[:a], src[a:b], src[b:]}, true, 0),
			zhDecode(t, GB18030, [][]byte{src[:a], src[a:]}, false, 4),
		} {
			if got != want {
				t.Fatalf("% X (split %d, %d): got %+q, want %+q", src, a, b, got, want)
			}
		}
		if got, _ := zhDecodeFatal(t, GB18030, src); got != want {
			t.Fatalf("% X fatal: got %+q, want %+q", src, got, want)
		}
	}
}

// TestGB18030DecodeFatalOffsets checks where a fatal decoder reports errors.
func TestGB18030DecodeFatalOffsets(t *testing.T) {
	for _, v := range []struct {
		src  string
		want []int64
	}{
		{"\xFF", []int64{0}},
		{"ab\xFF", []int64{2}},
		{"ab\x81", []int64{3}},           // end-of-queue: the input's length
		{"a\x81\x7F", []int64{2}},        // the restored byte
		{"\x84\x31\xA5\x30", []int64{3}}, // a null four-byte pointer: its last byte
		{"\x81\x30\x81\x41", []int64{3}},
	} {
		if _, got := zhDecodeFatal(t, GB18030, []byte(v.src)); fmt.Sprint(got) != fmt.Sprint(v.want) {
			t.Errorf("% X: offsets %v, want %v", v.src, got, v.want)
		}
	}
}

// TestGB18030EncodeEveryCodePoint encodes every scalar value with gb18030
// and GBK and compares with the standard's rules applied to the index files.
func TestGB18030EncodeEveryCodePoint(t *testing.T) {
	first := zhFirstPointer(zhReadIndex(t, "gb18030"))
	ranges := zhReadRanges(t)
	for _, enc := range []*Encoding{GB18030, GBK} {
		isGBK := enc == GBK
		e, err := enc.NewEncoder(Fatal)
		if err != nil {
			t.Fatal(err)
		}
		var dst [32]byte
		var src [4]byte
		for cp := rune(0); cp <= 0x10FFFF; cp++ {
			if cp == 0xD800 {
				cp = 0xE000
			}
			want, ok := zhGB18030Encodes(cp, isGBK, first, ranges)
			n, _, err := e.Encode(dst[:], src[:utf8.EncodeRune(src[:], cp)], true)
			switch {
			case !ok:
				var ee *EncodeError
				if !errors.As(err, &ee) || ee.CodePoint != cp || !errors.Is(err, ErrUnmappable) || n != 0 {
					t.Fatalf("%s U+%04X: got % X, %v; want an *EncodeError", enc, cp, dst[:n], err)
				}
				e.Reset()
			case err != nil || !bytes.Equal(dst[:n], want):
				t.Fatalf("%s U+%04X: got % X, %v; want % X", enc, cp, dst[:n], err, want)
			}
		}
	}
	// Facts from the standard, independent of the files.
	for _, v := range []struct {
		enc  *Encoding
		cp   rune
		want string
	}{
		{GB18030, 0xE7C7, "\x81\x35\xF4\x37"},
		{GB18030, 0x20AC, "\xA2\xE3"},
		{GBK, 0x20AC, "\x80"},
		{GB18030, 0xE78D, "\xA6\xD9"},
		{GBK, 0xE864, "\xFE\xA0"},
		{GB18030, 0x3000, "\xA1\xA1"},
		{GB18030, 0x80, "\x81\x30\x81\x30"},
		{GB18030, 0xFFFF, "\x84\x31\xA4\x39"},
		{GB18030, 0x10000, "\x90\x30\x81\x30"},
		{GB18030, 0x10FFFF, "\xE3\x32\x9A\x35"},
	} {
		if got, err := zhEncode(t, v.enc, Fatal, string(v.cp)); err != nil || string(got) != v.want {
			t.Errorf("%s U+%04X: got % X, %v; want % X", v.enc, v.cp, got, err, v.want)
		}
	}
}

// TestGB18030RoundTrip encodes all scalar values but those the standard
// does not round trip, decodes the result and compares.
func TestGB18030RoundTrip(t *testing.T) {
	noRoundTrip := map[rune]bool{0xE5E5: true} // an encoder error
	for cp := range zhGB18030EncodeOnly {
		noRoundTrip[cp] = true
	}
	var sb strings.Builder
	for cp := rune(0); cp <= 0x10FFFF; cp++ {
		if (cp < 0xD800 || cp > 0xDFFF) && !noRoundTrip[cp] {
			sb.WriteRune(cp)
		}
	}
	text := sb.String()
	encoded, err := zhEncode(t, GB18030, Fatal, text)
	if err != nil {
		t.Fatal(err)
	}
	for _, utf16Out := range []bool{false, true} {
		got := zhDecode(t, GB18030, [][]byte{encoded}, utf16Out, 0)
		if got == text {
			continue
		}
		g, w := []rune(got), []rune(text)
		for k := range min(len(g), len(w)) {
			if g[k] != w[k] {
				t.Fatalf("UTF-16 %v: U+%04X comes back as U+%04X", utf16Out, w[k], g[k])
			}
		}
		t.Fatalf("UTF-16 %v: %d code points back, want %d", utf16Out, len(g), len(w))
	}
	// The exceptions indeed do not round trip.
	for cp := range noRoundTrip {
		b, err := zhEncode(t, GB18030, Fatal, string(cp))
		if err == nil && zhDecode(t, GB18030, [][]byte{b}, false, 0) == string(cp) {
			t.Errorf("U+%04X round trips", cp)
		}
	}
}

// TestGB18030EncodeErrors checks both error modes, with UTF-8 and UTF-16
// input.
func TestGB18030EncodeErrors(t *testing.T) {
	for _, v := range []struct {
		enc  *Encoding
		in   string
		html string
		cp   rune
		off  int64 // in UTF-8 input
	}{
		{GB18030, "a\uE5E5b", "a&#58853;b", 0xE5E5, 1},
		{GBK, "x\U0001F600", "x&#128512;", 0x1F600, 1},
		{GBK, "中\u00A0", "\xD6\xD0&#160;", 0xA0, 3},
		{GBK, "\uE7C7", "&#59335;", 0xE7C7, 0},
	} {
		got, err := zhEncode(t, v.enc, Replace, v.in)
		if err != nil || string(got) != v.html {
			t.Errorf("%s HTML %+q: got %q, %v; want %q", v.enc, v.in, got, err, v.html)
		}
		_, err = zhEncode(t, v.enc, Fatal, v.in)
		var ee *EncodeError
		if !errors.As(err, &ee) || ee.CodePoint != v.cp || ee.Offset != v.off || ee.Encoding != v.enc.Name() {
			t.Errorf("%s fatal %+q: got %v; want U+%04X at %d", v.enc, v.in, err, v.cp, v.off)
		}
		e, _ := v.enc.NewEncoder(Replace)
		buf := make([]byte, 64)
		n, _, err := e.EncodeFromUTF16(buf, utf16.Encode([]rune(v.in)), true)
		if err != nil || string(buf[:n]) != v.html {
			t.Errorf("%s HTML UTF-16 %+q: got %q, %v", v.enc, v.in, buf[:n], err)
		}
	}
}

// zhBenchText returns about 1 MiB of text: runs of Chinese characters from
// index (pointers lo..hi, taken at random, Private Use left out) separated by
// ASCII.
func zhBenchText(index map[int]rune, lo, hi int) string {
	rng := rand.New(rand.NewPCG(3, 4))
	ascii := []string{" ", ", ", "2024", " <a href=\"x\">", "\n", "ABC ", "。"}
	var sb strings.Builder
	for sb.Len() < 1<<20 {
		for range 5 + rng.IntN(40) {
			if cp, ok := index[lo+rng.IntN(hi-lo)]; ok && (cp < 0xE000 || cp > 0xF8FF) {
				sb.WriteRune(cp)
			}
		}
		sb.WriteString(ascii[rng.IntN(len(ascii))])
	}
	return sb.String()
}

func zhBenchDecode(b *testing.B, enc *Encoding, src []byte, utf16Out bool) {
	d := enc.NewDecoder()
	dst8 := make([]byte, d.MaxUTF8Len(len(src)))
	dst16 := make([]uint16, d.MaxUTF16Len(len(src)))
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for range b.N {
		var err error
		if utf16Out {
			_, _, err = d.DecodeUTF16(dst16, src, true)
		} else {
			_, _, err = d.DecodeUTF8(dst8, src, true)
		}
		if err != nil {
			b.Fatal(err)
		}
	}
}

func zhBenchEncode(b *testing.B, enc *Encoding, text string) {
	e, err := enc.NewEncoder(Fatal)
	if err != nil {
		b.Fatal(err)
	}
	src := []byte(text)
	dst := make([]byte, e.MaxEncodedLen(len(src)))
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for range b.N {
		if _, _, err := e.Encode(dst, src, true); err != nil {
			b.Fatal(err)
		}
	}
}

func zhGBBenchData(b *testing.B) (string, []byte) {
	// Pointers of the GB2312 hanzi (leading bytes 0xB0..0xD7).
	text := zhBenchText(zhPointerMap(zhReadIndex(b, "gb18030")), (0xB0-0x81)*190, (0xD8-0x81)*190)
	src, err := zhEncode(b, GB18030, Fatal, text)
	if err != nil {
		b.Fatal(err)
	}
	return text, src
}

func BenchmarkDecodeGB18030(b *testing.B) {
	_, src := zhGBBenchData(b)
	b.Run("UTF8", func(b *testing.B) { zhBenchDecode(b, GB18030, src, false) })
	b.Run("UTF16", func(b *testing.B) { zhBenchDecode(b, GB18030, src, true) })
}

func BenchmarkEncodeGB18030(b *testing.B) {
	text, _ := zhGBBenchData(b)
	zhBenchEncode(b, GB18030, text)
}

// BenchmarkEncodeGB18030Run measures the encoder's fast path alone, without
// the Encoder's per-scalar loop.
func BenchmarkEncodeGB18030Run(b *testing.B) {
	text, _ := zhGBBenchData(b)
	src := []byte(text)
	dst := make([]byte, len(src))
	k := gb18030Encoder{}
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for range b.N {
		if _, n := k.encodeRunUTF8(dst, src); n != len(src) {
			b.Fatalf("the run stopped at %d of %d", n, len(src))
		}
	}
}

// zhRunEncoder is an encoder kernel with a fast path for runs of text.
type zhRunEncoder interface {
	encoderKernel
	encodeRunUTF8(dst, src []byte) (int, int)
	encodeRunUTF16(dst []byte, src []uint16) (int, int)
}

// zhCheckEncodeRun checks k's fast path: for every scalar value, as UTF-8
// and as UTF-16, it either takes the whole code point and writes what encode
// writes, or takes nothing; it takes nothing of ill-formed input, and needs
// room. sample, which it must take whole, is text it is meant for.
func zhCheckEncodeRun(t *testing.T, k zhRunEncoder, sample string) {
	var buf, want [16]byte
	taken := 0
	for cp := rune(0); cp <= 0x10FFFF; cp++ {
		if cp == 0xD800 {
			cp = 0xE000
		}
		wn, errCP := k.encode(want[:], cp)
		u8 := []byte(string(cp))
		n, m := k.encodeRunUTF8(buf[:], u8)
		if m != 0 && (m != len(u8) || errCP >= 0 || !bytes.Equal(buf[:n], want[:wn])) {
			t.Fatalf("U+%04X as UTF-8: the run took %d bytes and wrote % X; encode writes % X, error %v", cp, m, buf[:n], want[:wn], errCP >= 0)
		}
		u16 := utf16.Encode([]rune{cp})
		n, m16 := k.encodeRunUTF16(buf[:], u16)
		if m16 != 0 && (m16 != len(u16) || errCP >= 0 || !bytes.Equal(buf[:n], want[:wn])) {
			t.Fatalf("U+%04X as UTF-16: the run took %d units and wrote % X; encode writes % X", cp, m16, buf[:n], want[:wn])
		}
		if m != 0 {
			taken++
		}
	}
	if taken < 10000 {
		t.Errorf("the run takes only %d code points", taken)
	}
	for _, s := range []string{"\x80", "\xC0\x80", "\xC1\xBF", "\xE0\x80\x80", "\xE0\x9F\xBF", "\xE0\x82\xA4", "\xE0\x8E\x91", "\xED\xA0\x80",
		"\xED\xBF\xBF", "\xE4\xB8", "\xE4\xB8\x41", "\xE4\x41\xAD", "\xF0\x9F\x98\x80", "\xF8\x88\x80\x80\x80", "\xFF"} {
		if n, m := k.encodeRunUTF8(buf[:], []byte(s)); m != 0 || n != 0 {
			t.Errorf("% X: the run took %d bytes", s, m)
		}
	}
	for _, s := range [][]uint16{{0xD800}, {0xDBFF, 0xDFFF}, {0xDC00}, {0xDFFF, 0x41}} {
		if n, m := k.encodeRunUTF16(buf[:], s); m != 0 || n != 0 {
			t.Errorf("%04X: the run took %d units", s, m)
		}
	}
	if n, m := k.encodeRunUTF8(buf[:1], []byte("中")); m != 0 || n != 0 {
		t.Errorf("the run took %d bytes with one byte of room", m)
	}
	dst := make([]byte, 2*len(sample))
	n, m := k.encodeRunUTF8(dst, []byte(sample))
	n16, m16 := k.encodeRunUTF16(dst[n:], utf16.Encode([]rune(sample)))
	if m != len(sample) || m16 != len(utf16.Encode([]rune(sample))) || n16 != n || !bytes.Equal(dst[:n], dst[n:n+n16]) {
		t.Errorf("the run takes %d of %d bytes of the sample (%d of the UTF-16)", m, len(sample), m16)
	}
}

func TestGB18030EncodeRun(t *testing.T) {
	sample := "GB18030：中华人民共和国国家标准，信息技术 中文编码字符集。€ 1.5%"
	t.Run("gb18030", func(t *testing.T) { zhCheckEncodeRun(t, gb18030Encoder{}, sample) })
	t.Run("GBK", func(t *testing.T) {
		zhCheckEncodeRun(t, gb18030Encoder{isGBK: true}, sample[:len(sample)-len("€ 1.5%")])
	})
}
