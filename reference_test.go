package textcodec_test

// A reference implementation of the Encoding Standard, for tests only: a slow,
// literal transcription of encoding.bs, kept deliberately naive and apart
// from the package's code. Its indexes are parsed here from the standard's
// index-*.txt and encodings.json, not taken from package tables, so that
// comparing the package with it also checks the generated tables.
//
// Names follow the standard's: an I/O queue with read, peek, push and
// restore ("Terminology"); "process a queue" and "process an item"
// ("Encoders and decoders"); every decoder's and encoder's handler; the hooks
// "decode", "BOM sniff", "UTF-8 decode" and friends, "encode", "get an
// encoder" and "encode or fail" ("Hooks for standards", "Legacy hooks for
// standards"). Speed is no concern: queues are Go slices, restore copies.

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// refStandardDir is where the standard's data lives, relative to this
// package; $ENCODING_STANDARD_DIR overrides it (to check a new revision of
// the standard before it is copied in).
func refStandardDir() string {
	if d := os.Getenv("ENCODING_STANDARD_DIR"); d != "" {
		return d
	}
	return filepath.Join("internal", "tables", "data")
}

// ---------------------------------------------------------------------------
// Terminology: I/O queues.

// refItem is an item of an I/O queue: end-of-queue, a byte, or a scalar
// value (or, before a USVString conversion, a code point that may be a
// surrogate). pos is test instrumentation, not part of the standard: the
// offset in the input (bytes, or code units for UTF-16 input) of the item, or
// of the end of the input for end-of-queue; -1 when a handler made the item
// up from its own state (gb18030's "second, third", ISO-2022-JP's leading
// escape byte, UTF-16's code unit bytes).
type refItem struct {
	eoq bool // end-of-queue
	v   rune
	pos int
}

// refQueue is an I/O queue: a list of items.
type refQueue struct{ list []refItem }

// refQueueOf implements "convert to I/O queue": the items of input, in
// order, followed by end-of-queue. pos gives the items' positions (nil: their
// indexes); end is the position of end-of-queue.
func refQueueOf(input []rune, pos []int, end int) *refQueue {
	q := &refQueue{}
	for i, v := range input {
		p := i
		if pos != nil {
			p = pos[i]
		}
		q.list = append(q.list, refItem{v: v, pos: p})
	}
	q.list = append(q.list, refItem{eoq: true, pos: end})
	return q
}

// refBytesQueue converts a byte sequence into an I/O queue.
func refBytesQueue(b []byte) *refQueue {
	vs := make([]rune, len(b))
	for i, c := range b {
		vs[i] = rune(c)
	}
	return refQueueOf(vs, nil, len(b))
}

// read implements "read" an item from an I/O queue.
func (q *refQueue) read() refItem {
	// 1. If ioQueue is empty, then wait until its size is at least 1.
	// (The queues here are never fed in parallel: waiting would be forever.)
	if len(q.list) == 0 {
		panic("reference: read from an empty I/O queue would block forever")
	}
	// 2. If ioQueue[0] is end-of-queue, then return end-of-queue.
	if q.list[0].eoq {
		return q.list[0]
	}
	// 3. Remove ioQueue[0] and return it.
	it := q.list[0]
	q.list = q.list[1:]
	return it
}

// readN implements "read" a number of items from an I/O queue.
func (q *refQueue) readN(number int) []refItem {
	// 1. Let readItems be « ».
	var readItems []refItem
	// 2. Perform the following step number times: append to readItems the
	// result of reading an item from ioQueue.
	for range number {
		readItems = append(readItems, q.read())
	}
	// 3. Remove end-of-queue from readItems.
	var out []refItem
	for _, it := range readItems {
		if !it.eoq {
			out = append(out, it)
		}
	}
	// 4. Return readItems.
	return out
}

// peek implements "peek" a number of items from an I/O queue.
func (q *refQueue) peek(number int) []refItem {
	// 1. Wait until either ioQueue's size is equal to or greater than number,
	// or ioQueue contains end-of-queue, whichever comes first.
	hasEOQ := false
	for _, it := range q.list {
		hasEOQ = hasEOQ || it.eoq
	}
	if len(q.list) < number && !hasEOQ {
		panic("reference: peek on an I/O queue would block forever")
	}
	// 2. Let prefix be « ».
	var prefix []refItem
	// 3. For each n in the range 1 to number, inclusive: if ioQueue[n] is
	// end-of-queue, break; otherwise, append ioQueue[n] to prefix.
	//
	// The standard counts from 1 here while "read" calls the first item
	// ioQueue[0] (Infra lists are indexed from 0): the n-th item, ioQueue[n-1]
	// in Infra's terms, is what is meant, or "BOM sniff" could never see a
	// byte order mark at the start of the queue.
	for n := 1; n <= number; n++ {
		if q.list[n-1].eoq {
			break
		}
		prefix = append(prefix, q.list[n-1])
	}
	// 4. Return prefix.
	return prefix
}

// push implements "push" an item to an I/O queue.
func (q *refQueue) push(item refItem) {
	// 1. If the last item in ioQueue is end-of-queue:
	if n := len(q.list); n > 0 && q.list[n-1].eoq {
		// 1. If item is end-of-queue, do nothing.
		if item.eoq {
			return
		}
		// 2. Otherwise, insert item before the last item in ioQueue.
		last := q.list[n-1]
		q.list = append(q.list[:n-1:n-1], item, last)
		return
	}
	// 2. Otherwise, append item to ioQueue.
	q.list = append(q.list, item)
}

// pushAll implements "push" a sequence of items: each one, in order.
func (q *refQueue) pushAll(items []refItem) {
	for _, it := range items {
		q.push(it)
	}
}

// restore implements "restore" an item or a list of items (never
// end-of-queue) to an I/O queue: they are inserted, in the given order,
// before the first item in the queue.
func (q *refQueue) restore(items ...refItem) {
	for _, it := range items {
		if it.eoq {
			panic("reference: end-of-queue restored")
		}
	}
	q.list = append(append([]refItem(nil), items...), q.list...)
}

// values implements "convert" an I/O queue into a list: the result of
// reading an indefinite number of items, that is, everything up to
// end-of-queue. The queue must hold end-of-queue.
func (q *refQueue) values() []rune {
	var out []rune
	for {
		it := q.read()
		if it.eoq {
			return out
		}
		out = append(out, it.v)
	}
}

// size is the number of items in the queue, not counting end-of-queue.
func (q *refQueue) size() int {
	n := 0
	for _, it := range q.list {
		if !it.eoq {
			n++
		}
	}
	return n
}

// refScalarValueFromSurrogates implements "scalar value from surrogates".
func refScalarValueFromSurrogates(leading, trailing rune) rune {
	return 0x10000 + ((leading - 0xD800) << 10) + (trailing - 0xDC00)
}

// refUSVString converts a string of UTF-16 code units into a scalar value
// string as Web IDL's USVString conversion does (Infra: "convert a string
// into a scalar value string"): a code point of the string is a surrogate
// pair joined, or a single code unit; surrogates are replaced by U+FFFD. It
// returns the scalar values and the unit offset each starts at.
func refUSVString(units []uint16) ([]rune, []int) {
	var out []rune
	var pos []int
	for i := 0; i < len(units); i++ {
		c := rune(units[i])
		p := i
		if c >= 0xD800 && c <= 0xDBFF && i+1 < len(units) && units[i+1] >= 0xDC00 && units[i+1] <= 0xDFFF {
			c = refScalarValueFromSurrogates(c, rune(units[i+1]))
			i++
		} else if c >= 0xD800 && c <= 0xDFFF {
			c = 0xFFFD
		}
		out = append(out, c)
		pos = append(pos, p)
	}
	return out, pos
}

// ---------------------------------------------------------------------------
// Encoders and decoders: handlers, "process a queue", "process an item".

type refResultKind uint8

const (
	refFinished refResultKind = iota
	refItems                  // one or more items
	refError                  // error, optionally with a code point
	refContinue
)

// refResult is what a handler returns.
type refResult struct {
	kind  refResultKind
	items []rune
	cp    rune // the error's code point; -1 when it has none
	// at is instrumentation: for an error returned by "process an item" in
	// "fatal" mode, the pos of the item the handler was given.
	at int
}

func refFinishedResult() refResult { return refResult{kind: refFinished, cp: -1} }
func refContinueResult() refResult { return refResult{kind: refContinue, cp: -1} }
func refErrorResult() refResult    { return refResult{kind: refError, cp: -1} }

func refErrorWith(cp rune) refResult { return refResult{kind: refError, cp: cp} }

// refReturn returns one or more items: code points for a decoder, bytes for
// an encoder.
func refReturn(items ...rune) refResult { return refResult{kind: refItems, items: items, cp: -1} }

// refCoder is an instance of a decoder or an encoder.
type refCoder interface {
	handler(ioQueue *refQueue, item refItem) refResult
	isEncoder() bool
}

// refProcessQueue implements "process a queue".
func refProcessQueue(encoderDecoder refCoder, input, output *refQueue, mode string) refResult {
	// 1. While true:
	for {
		// 1. Let result be the result of processing an item with the result
		// of reading from input, encoderDecoder, input, output, and mode.
		result := refProcessItem(input.read(), encoderDecoder, input, output, mode)
		// 2. If result is not continue, then return result.
		if result.kind != refContinue {
			return result
		}
	}
}

func refIsSurrogate(v rune) bool { return v >= 0xD800 && v <= 0xDFFF }

// refProcessItem implements "process an item".
func refProcessItem(item refItem, encoderDecoder refCoder, input, output *refQueue, mode string) refResult {
	// 1. Assert: encoderDecoder is not an encoder instance or mode is not
	// "replacement".
	if encoderDecoder.isEncoder() && mode == "replacement" {
		panic("reference: encoder in replacement mode")
	}
	// 2. Assert: encoderDecoder is not a decoder instance or mode is not
	// "html".
	if !encoderDecoder.isEncoder() && mode == "html" {
		panic("reference: decoder in html mode")
	}
	// 3. Assert: encoderDecoder is not an encoder instance or item is not a
	// surrogate.
	if encoderDecoder.isEncoder() && !item.eoq && refIsSurrogate(item.v) {
		panic("reference: surrogate given to an encoder")
	}
	// 4. Let result be the result of running encoderDecoder's handler on
	// input and item.
	result := encoderDecoder.handler(input, item)
	switch result.kind {
	case refFinished:
		// 5. If result is finished: push end-of-queue to output; return result.
		output.push(refItem{eoq: true, pos: -1})
		return result
	case refItems:
		// 6. Otherwise, if result is one or more items: assert that a
		// decoder's result contains no surrogates; push result to output.
		var items []refItem
		for _, v := range result.items {
			if !encoderDecoder.isEncoder() && refIsSurrogate(v) {
				panic("reference: decoder returned a surrogate")
			}
			items = append(items, refItem{v: v, pos: item.pos})
		}
		output.pushAll(items)
	case refError:
		// 7. Otherwise, if result is an error, switch on mode.
		switch mode {
		case "replacement":
			// Push U+FFFD to output.
			output.push(refItem{v: 0xFFFD, pos: item.pos})
		case "html":
			// Push 0x26 (&), 0x23 (#), followed by the shortest sequence of
			// 0x30 (0) to 0x39 (9), inclusive, representing result's code
			// point's value in base ten, followed by 0x3B (;) to output.
			s := "&#" + strconv.Itoa(int(result.cp)) + ";"
			for i := 0; i < len(s); i++ {
				output.push(refItem{v: rune(s[i]), pos: item.pos})
			}
		case "fatal":
			// Return result.
			result.at = item.pos
			return result
		}
	}
	// 8. Return continue.
	return refContinueResult()
}

// ---------------------------------------------------------------------------
// The standard's data: encodings.json and the indexes.

// refEntry is one entry of an index.
type refEntry struct {
	pointer int
	cp      rune
}

// refIndex is an index: its entries in the order of the file, and two naive
// lookups built from them.
type refIndex struct {
	entries   []refEntry
	codePoint map[int]rune // pointer -> code point
	first     map[rune]int // code point -> first pointer
}

// refLoadIndex reads an index as "Indexes" says: split on U+000A LF, drop
// empty lines and lines that start with U+0023 (#), split each on U+0009
// TAB; the first field is the pointer in decimal, the second the code point
// in hexadecimal.
func refLoadIndex(path string) (*refIndex, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	x := &refIndex{codePoint: map[int]rune{}, first: map[rune]int{}}
	for _, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) < 2 {
			return nil, fmt.Errorf("%s: bad line %q", path, line)
		}
		p, err1 := strconv.Atoi(strings.TrimSpace(f[0]))
		c, err2 := strconv.ParseUint(strings.TrimPrefix(strings.TrimSpace(f[1]), "0x"), 16, 32)
		if err1 != nil || err2 != nil {
			return nil, fmt.Errorf("%s: bad line %q", path, line)
		}
		x.entries = append(x.entries, refEntry{p, rune(c)})
	}
	x.build()
	return x, nil
}

func (x *refIndex) build() {
	x.codePoint, x.first = map[int]rune{}, map[rune]int{}
	for _, e := range x.entries {
		x.codePoint[e.pointer] = e.cp
		if _, ok := x.first[e.cp]; !ok {
			x.first[e.cp] = e.pointer
		}
	}
}

// excluding returns the index without the entries for which drop is true.
func (x *refIndex) excluding(drop func(pointer int) bool) *refIndex {
	y := &refIndex{}
	for _, e := range x.entries {
		if !drop(e.pointer) {
			y.entries = append(y.entries, e)
		}
	}
	y.build()
	return y
}

// indexCodePoint implements "index code point": false for null.
func (x *refIndex) indexCodePoint(pointer int) (rune, bool) {
	cp, ok := x.codePoint[pointer]
	return cp, ok
}

// indexPointer implements "index pointer": the first pointer for cp, or
// false for null.
func (x *refIndex) indexPointer(cp rune) (int, bool) {
	p, ok := x.first[cp]
	return p, ok
}

// refEncodingInfo is one encoding of encodings.json.
type refEncodingInfo struct {
	Name    string   `json:"name"`
	Labels  []string `json:"labels"`
	Heading string   `json:"-"`
}

// refStandard is the standard's data.
type refStandard struct {
	encodings  []refEncodingInfo          // in the order of encodings.json
	singleByte map[string]*refIndex       // index single-byte, by encoding name
	big5       *refIndex                  // index Big5
	big5Ptr    *refIndex                  // index Big5 without pointers below (0xA1-0x81)×157
	big5Last   map[rune]int               // the last pointer for a code point in big5Ptr
	eucKR      *refIndex                  // index EUC-KR
	gb18030    *refIndex                  // index gb18030
	ranges     *refIndex                  // index gb18030 ranges
	jis0208    *refIndex                  // index jis0208
	jis0212    *refIndex                  // index jis0212
	shiftJIS   *refIndex                  // index jis0208 without pointers 8272 to 8835
	katakana   *refIndex                  // index ISO-2022-JP katakana
	byName     map[string]refEncodingInfo // encodings by name
}

var (
	refOnce sync.Once
	refStd  *refStandard
	refErr  error
)

// refLoad returns the standard's data.
func refLoad(tb testing.TB) *refStandard {
	tb.Helper()
	refOnce.Do(func() { refStd, refErr = refLoadStandard(refStandardDir()) })
	if refErr != nil {
		tb.Fatalf("loading the Encoding Standard's data: %v", refErr)
	}
	return refStd
}

func refLoadStandard(dir string) (*refStandard, error) {
	data, err := os.ReadFile(filepath.Join(dir, "encodings.json"))
	if err != nil {
		return nil, err
	}
	var groups []struct {
		Encodings []refEncodingInfo `json:"encodings"`
		Heading   string            `json:"heading"`
	}
	if err := json.Unmarshal(data, &groups); err != nil {
		return nil, err
	}
	s := &refStandard{singleByte: map[string]*refIndex{}, byName: map[string]refEncodingInfo{}}
	load := func(file string) *refIndex {
		if err != nil {
			return nil
		}
		var x *refIndex
		x, err = refLoadIndex(filepath.Join(dir, file))
		return x
	}
	for _, g := range groups {
		for _, e := range g.Encodings {
			e.Heading = g.Heading
			s.encodings = append(s.encodings, e)
			s.byName[e.Name] = e
			if g.Heading == "Legacy single-byte encodings" {
				// The table in "Legacy single-byte encodings" names each
				// index after its encoding, lowercased; ISO-8859-8 and
				// ISO-8859-8-I share index-iso-8859-8.txt.
				file := "index-" + strings.ToLower(strings.TrimSuffix(e.Name, "-I")) + ".txt"
				s.singleByte[e.Name] = load(file)
			}
		}
	}
	s.big5 = load("index-big5.txt")
	s.eucKR = load("index-euc-kr.txt")
	s.gb18030 = load("index-gb18030.txt")
	s.ranges = load("index-gb18030-ranges.txt")
	s.jis0208 = load("index-jis0208.txt")
	s.jis0212 = load("index-jis0212.txt")
	s.katakana = load("index-iso-2022-jp-katakana.txt")
	if err != nil {
		return nil, err
	}
	// "index Big5 pointer", step 1: index Big5 excluding all entries whose
	// pointer is less than (0xA1 - 0x81) × 157.
	s.big5Ptr = s.big5.excluding(func(p int) bool { return p < (0xA1-0x81)*157 })
	s.big5Last = map[rune]int{}
	for _, e := range s.big5Ptr.entries {
		s.big5Last[e.cp] = e.pointer
	}
	// "index Shift_JIS pointer", step 1: index jis0208 excluding all entries
	// whose pointer is in the range 8272 to 8835, inclusive.
	s.shiftJIS = s.jis0208.excluding(func(p int) bool { return p >= 8272 && p <= 8835 })
	return s, nil
}

// hasEncoder reports whether the encoding has an encoder: all but
// replacement and UTF-16BE/LE.
func refHasEncoder(name string) bool {
	return name != "replacement" && name != "UTF-16BE" && name != "UTF-16LE"
}

// ---------------------------------------------------------------------------
// Index lookups with their own algorithms ("Indexes").

// rangesCodePoint implements "index gb18030 ranges code point"; false for null.
func (s *refStandard) rangesCodePoint(pointer int) (rune, bool) {
	// 1. If pointer is greater than 39419 and less than 189000, or pointer is
	// greater than 1237575, then return null.
	if (pointer > 39419 && pointer < 189000) || pointer > 1237575 {
		return 0, false
	}
	// 2. If pointer is 7457, then return code point U+E7C7.
	if pointer == 7457 {
		return 0xE7C7, true
	}
	// 3. Let offset be the last pointer in index gb18030 ranges that is less
	// than or equal to pointer and let codePointOffset be its corresponding
	// code point.
	offset, codePointOffset := -1, rune(0)
	for _, e := range s.ranges.entries {
		if e.pointer <= pointer {
			offset, codePointOffset = e.pointer, e.cp
		}
	}
	// 4. Return a code point whose value is codePointOffset + pointer - offset.
	return codePointOffset + rune(pointer-offset), true
}

// rangesPointer implements "index gb18030 ranges pointer".
func (s *refStandard) rangesPointer(codePoint rune) int {
	// 1. If codePoint is U+E7C7, then return pointer 7457.
	if codePoint == 0xE7C7 {
		return 7457
	}
	// 2. Let offset be the last code point in index gb18030 ranges that is
	// less than or equal to codePoint and let pointerOffset be its
	// corresponding pointer.
	offset, pointerOffset := rune(-1), 0
	for _, e := range s.ranges.entries {
		if e.cp <= codePoint {
			offset, pointerOffset = e.cp, e.pointer
		}
	}
	// 3. Return a pointer whose value is pointerOffset + codePoint - offset.
	return pointerOffset + int(codePoint-offset)
}

// shiftJISPointer implements "index Shift_JIS pointer"; false for null.
func (s *refStandard) shiftJISPointer(codePoint rune) (int, bool) {
	// 1. Let index be index jis0208 excluding all entries whose pointer is in
	// the range 8272 to 8835, inclusive. 2. Return the index pointer for
	// codePoint in index.
	return s.shiftJIS.indexPointer(codePoint)
}

// big5Pointer implements "index Big5 pointer"; false for null.
func (s *refStandard) big5Pointer(codePoint rune) (int, bool) {
	// 1. Let index be index Big5 excluding all entries whose pointer is less
	// than (0xA1 - 0x81) × 157.
	// 2. If codePoint is U+2550, U+255E, U+2561, U+256A, U+5341, or U+5345,
	// then return the last pointer corresponding to codePoint in index.
	switch codePoint {
	case 0x2550, 0x255E, 0x2561, 0x256A, 0x5341, 0x5345:
		p, ok := s.big5Last[codePoint]
		return p, ok
	}
	// 3. Return the index pointer for codePoint in index.
	return s.big5Ptr.indexPointer(codePoint)
}

// ---------------------------------------------------------------------------
// Shared helpers for handlers. In the handlers, b is the standard's "byte"
// (a name Go reserves for the type) and the steps keep the standard's order.

func refIsASCIIByte(b rune) bool { return b >= 0x00 && b <= 0x7F }

// refMadeUp is a byte a handler restores from its own state.
func refMadeUp(b rune) refItem { return refItem{v: b, pos: -1} }

type refDecoderBase struct{}

func (refDecoderBase) isEncoder() bool { return false }

type refEncoderBase struct{}

func (refEncoderBase) isEncoder() bool { return true }

// ---------------------------------------------------------------------------
// UTF-8 ("UTF-8 decoder", "UTF-8 encoder").

type refUTF8Decoder struct {
	refDecoderBase
	codePoint, bytesSeen, bytesNeeded rune
	lowerBoundary, upperBoundary      rune
}

func refNewUTF8Decoder() *refUTF8Decoder {
	return &refUTF8Decoder{lowerBoundary: 0x80, upperBoundary: 0xBF}
}

func (d *refUTF8Decoder) handler(ioQueue *refQueue, item refItem) refResult {
	b := item.v
	// 1. If byte is end-of-queue and UTF-8 bytes needed is not 0, then set
	// UTF-8 bytes needed to 0 and return error.
	if item.eoq && d.bytesNeeded != 0 {
		d.bytesNeeded = 0
		return refErrorResult()
	}
	// 2. If byte is end-of-queue, then return finished.
	if item.eoq {
		return refFinishedResult()
	}
	// 3. If UTF-8 bytes needed is 0, based on byte:
	if d.bytesNeeded == 0 {
		switch {
		case b >= 0x00 && b <= 0x7F:
			// Return a code point whose value is byte.
			return refReturn(b)
		case b >= 0xC2 && b <= 0xDF:
			d.bytesNeeded = 1
			d.codePoint = b & 0x1F
		case b >= 0xE0 && b <= 0xEF:
			if b == 0xE0 {
				d.lowerBoundary = 0xA0
			}
			if b == 0xED {
				d.upperBoundary = 0x9F
			}
			d.bytesNeeded = 2
			d.codePoint = b & 0xF
		case b >= 0xF0 && b <= 0xF4:
			if b == 0xF0 {
				d.lowerBoundary = 0x90
			}
			if b == 0xF4 {
				d.upperBoundary = 0x8F
			}
			d.bytesNeeded = 3
			d.codePoint = b & 0x7
		default:
			return refErrorResult()
		}
		return refContinueResult()
	}
	// 4. If byte is not in the range UTF-8 lower boundary to UTF-8 upper
	// boundary, inclusive:
	if b < d.lowerBoundary || b > d.upperBoundary {
		// 1. Set UTF-8 code point, UTF-8 bytes needed, and UTF-8 bytes seen
		// to 0, set UTF-8 lower boundary to 0x80, and set UTF-8 upper
		// boundary to 0xBF.
		d.codePoint, d.bytesNeeded, d.bytesSeen = 0, 0, 0
		d.lowerBoundary, d.upperBoundary = 0x80, 0xBF
		// 2. Restore byte to ioQueue. 3. Return error.
		ioQueue.restore(item)
		return refErrorResult()
	}
	// 5. Set UTF-8 lower boundary to 0x80 and UTF-8 upper boundary to 0xBF.
	d.lowerBoundary, d.upperBoundary = 0x80, 0xBF
	// 6. Set UTF-8 code point to (UTF-8 code point << 6) | (byte & 0x3F).
	d.codePoint = (d.codePoint << 6) | (b & 0x3F)
	// 7. Increase UTF-8 bytes seen by one.
	d.bytesSeen++
	// 8. If UTF-8 bytes seen is not equal to UTF-8 bytes needed, then return
	// continue.
	if d.bytesSeen != d.bytesNeeded {
		return refContinueResult()
	}
	// 9. Let codePoint be UTF-8 code point.
	codePoint := d.codePoint
	// 10. Set UTF-8 code point, UTF-8 bytes needed, and UTF-8 bytes seen to 0.
	d.codePoint, d.bytesNeeded, d.bytesSeen = 0, 0, 0
	// 11. Return a code point whose value is codePoint.
	return refReturn(codePoint)
}

type refUTF8Encoder struct{ refEncoderBase }

func (refUTF8Encoder) handler(_ *refQueue, item refItem) refResult {
	codePoint := item.v
	// 1. If codePoint is end-of-queue, then return finished.
	if item.eoq {
		return refFinishedResult()
	}
	// 2. If codePoint is an ASCII code point, then return a byte whose value
	// is codePoint.
	if codePoint <= 0x7F {
		return refReturn(codePoint)
	}
	// 3. Set count and offset based on the range codePoint is in.
	var count, offset rune
	switch {
	case codePoint >= 0x0080 && codePoint <= 0x07FF:
		count, offset = 1, 0xC0
	case codePoint >= 0x0800 && codePoint <= 0xFFFF:
		count, offset = 2, 0xE0
	case codePoint >= 0x10000 && codePoint <= 0x10FFFF:
		count, offset = 3, 0xF0
	}
	// 4. Let bytes be a byte sequence whose first byte is
	// (codePoint >> (6 × count)) + offset.
	bytes := []rune{(codePoint >> (6 * count)) + offset}
	// 5. While count is greater than 0:
	for count > 0 {
		// 1. Set temp to codePoint >> (6 × (count - 1)).
		temp := codePoint >> (6 * (count - 1))
		// 2. Append to bytes 0x80 | (temp & 0x3F).
		bytes = append(bytes, 0x80|(temp&0x3F))
		// 3. Decrease count by one.
		count--
	}
	// 6. Return bytes bytes, in order.
	return refReturn(bytes...)
}

// ---------------------------------------------------------------------------
// Legacy single-byte encodings ("single-byte decoder", "single-byte encoder").

type refSingleByteDecoder struct {
	refDecoderBase
	index *refIndex // index single-byte
}

func (d *refSingleByteDecoder) handler(_ *refQueue, item refItem) refResult {
	b := item.v
	// 1. If byte is end-of-queue, then return finished.
	if item.eoq {
		return refFinishedResult()
	}
	// 2. If byte is an ASCII byte, then return a code point whose value is byte.
	if refIsASCIIByte(b) {
		return refReturn(b)
	}
	// 3. Let codePoint be the index code point for byte - 0x80 in index
	// single-byte.
	codePoint, ok := d.index.indexCodePoint(int(b - 0x80))
	// 4. If codePoint is null, then return error.
	if !ok {
		return refErrorResult()
	}
	// 5. Return a code point whose value is codePoint.
	return refReturn(codePoint)
}

type refSingleByteEncoder struct {
	refEncoderBase
	index *refIndex
}

func (e *refSingleByteEncoder) handler(_ *refQueue, item refItem) refResult {
	codePoint := item.v
	// 1. If codePoint is end-of-queue, then return finished.
	if item.eoq {
		return refFinishedResult()
	}
	// 2. If codePoint is an ASCII code point, then return a byte whose value
	// is codePoint.
	if codePoint <= 0x7F {
		return refReturn(codePoint)
	}
	// 3. Let pointer be the index pointer for codePoint in index single-byte.
	pointer, ok := e.index.indexPointer(codePoint)
	// 4. If pointer is null, then return error with codePoint.
	if !ok {
		return refErrorWith(codePoint)
	}
	// 5. Return a byte whose value is pointer + 0x80.
	return refReturn(rune(pointer) + 0x80)
}

// ---------------------------------------------------------------------------
// GBK and gb18030 ("gb18030 decoder", "gb18030 encoder"; GBK's decoder is
// gb18030's decoder, GBK's encoder is gb18030's with is GBK set).

type refGB18030Decoder struct {
	refDecoderBase
	s                    *refStandard
	first, second, third rune
}

func (d *refGB18030Decoder) handler(ioQueue *refQueue, item refItem) refResult {
	b := item.v
	// 1. If byte is end-of-queue and gb18030 first, gb18030 second, and
	// gb18030 third are 0x00, then return finished.
	if item.eoq && d.first == 0 && d.second == 0 && d.third == 0 {
		return refFinishedResult()
	}
	// 2. If byte is end-of-queue, and gb18030 first, gb18030 second, or
	// gb18030 third is not 0x00, then set them to 0x00, and return error.
	if item.eoq {
		d.first, d.second, d.third = 0, 0, 0
		return refErrorResult()
	}
	// 3. If gb18030 third is not 0x00:
	if d.third != 0 {
		// 1. If byte is not in the range 0x30 to 0x39, inclusive:
		if b < 0x30 || b > 0x39 {
			// 1. Restore « gb18030 second, gb18030 third, byte » to ioQueue.
			ioQueue.restore(refMadeUp(d.second), refMadeUp(d.third), item)
			// 2. Set gb18030 first, second, and third to 0x00.
			d.first, d.second, d.third = 0, 0, 0
			// 3. Return error.
			return refErrorResult()
		}
		// 2. Let codePoint be the index gb18030 ranges code point for
		// ((first - 0x81) × (10 × 126 × 10)) + ((second - 0x30) × (10 × 126))
		// + ((third - 0x81) × 10) + byte - 0x30.
		codePoint, ok := d.s.rangesCodePoint(int((d.first-0x81)*(10*126*10) + (d.second-0x30)*(10*126) + (d.third-0x81)*10 + b - 0x30))
		// 3. Set gb18030 first, second, and third to 0x00.
		d.first, d.second, d.third = 0, 0, 0
		// 4. If codePoint is null, then return error.
		if !ok {
			return refErrorResult()
		}
		// 5. Return a code point whose value is codePoint.
		return refReturn(codePoint)
	}
	// 4. If gb18030 second is not 0x00:
	if d.second != 0 {
		// 1. If byte is in the range 0x81 to 0xFE, inclusive, then set
		// gb18030 third to byte and return continue.
		if b >= 0x81 && b <= 0xFE {
			d.third = b
			return refContinueResult()
		}
		// 2. Restore « gb18030 second, byte » to ioQueue, set gb18030 first
		// and gb18030 second to 0x00, and return error.
		ioQueue.restore(refMadeUp(d.second), item)
		d.first, d.second = 0, 0
		return refErrorResult()
	}
	// 5. If gb18030 first is not 0x00:
	if d.first != 0 {
		// 1. If byte is in the range 0x30 to 0x39, inclusive, then set
		// gb18030 second to byte and return continue.
		if b >= 0x30 && b <= 0x39 {
			d.second = b
			return refContinueResult()
		}
		// 2. Let leading be gb18030 first. 3. Set gb18030 first to 0x00.
		leading := d.first
		d.first = 0
		// 4. Let pointer be null.
		pointer, hasPointer := 0, false
		// 5. Let offset be 0x40 if byte is less than 0x7F; otherwise 0x41.
		offset := rune(0x41)
		if b < 0x7F {
			offset = 0x40
		}
		// 6. If byte is in the range 0x40 to 0x7E, inclusive, or 0x80 to
		// 0xFE, inclusive, then set pointer to
		// (leading - 0x81) × 190 + (byte - offset).
		if (b >= 0x40 && b <= 0x7E) || (b >= 0x80 && b <= 0xFE) {
			pointer, hasPointer = int((leading-0x81)*190+(b-offset)), true
		}
		// 7. Let codePoint be null if pointer is null; otherwise the index
		// code point for pointer in index gb18030.
		var codePoint rune
		ok := false
		if hasPointer {
			codePoint, ok = d.s.gb18030.indexCodePoint(pointer)
		}
		// 8. If codePoint is non-null, then return a code point whose value
		// is codePoint.
		if ok {
			return refReturn(codePoint)
		}
		// 9. If byte is an ASCII byte, then restore byte to ioQueue.
		if refIsASCIIByte(b) {
			ioQueue.restore(item)
		}
		// 10. Return error.
		return refErrorResult()
	}
	// 6. If byte is an ASCII byte, then return a code point whose value is byte.
	if refIsASCIIByte(b) {
		return refReturn(b)
	}
	// 7. If byte is 0x80, then return code point U+20AC (€).
	if b == 0x80 {
		return refReturn(0x20AC)
	}
	// 8. If byte is in the range 0x81 to 0xFE, inclusive, then set gb18030
	// first to byte and return continue.
	if b >= 0x81 && b <= 0xFE {
		d.first = b
		return refContinueResult()
	}
	// 9. Return error.
	return refErrorResult()
}

// refGB18030EncoderTable is the table of the gb18030 encoder's step 5.
var refGB18030EncoderTable = map[rune][2]rune{
	0xE78D: {0xA6, 0xD9}, 0xE78E: {0xA6, 0xDA}, 0xE78F: {0xA6, 0xDB}, 0xE790: {0xA6, 0xDC},
	0xE791: {0xA6, 0xDD}, 0xE792: {0xA6, 0xDE}, 0xE793: {0xA6, 0xDF}, 0xE794: {0xA6, 0xEC},
	0xE795: {0xA6, 0xED}, 0xE796: {0xA6, 0xF3}, 0xE81E: {0xFE, 0x59}, 0xE826: {0xFE, 0x61},
	0xE82B: {0xFE, 0x66}, 0xE82C: {0xFE, 0x67}, 0xE832: {0xFE, 0x6D}, 0xE843: {0xFE, 0x7E},
	0xE854: {0xFE, 0x90}, 0xE864: {0xFE, 0xA0},
}

type refGB18030Encoder struct {
	refEncoderBase
	s     *refStandard
	isGBK bool
}

func (e *refGB18030Encoder) handler(_ *refQueue, item refItem) refResult {
	codePoint := item.v
	// 1. If codePoint is end-of-queue, then return finished.
	if item.eoq {
		return refFinishedResult()
	}
	// 2. If codePoint is an ASCII code point, then return a byte whose value
	// is codePoint.
	if codePoint <= 0x7F {
		return refReturn(codePoint)
	}
	// 3. If codePoint is U+E5E5, then return error with codePoint.
	if codePoint == 0xE5E5 {
		return refErrorWith(codePoint)
	}
	// 4. If is GBK is true and codePoint is U+20AC (€), then return byte 0x80.
	if e.isGBK && codePoint == 0x20AC {
		return refReturn(0x80)
	}
	// 5. If there is a row in the table whose first column is codePoint, then
	// return the two bytes on the same row listed in the second column.
	if b, ok := refGB18030EncoderTable[codePoint]; ok {
		return refReturn(b[0], b[1])
	}
	// 6. Let pointer be the index pointer for codePoint in index gb18030.
	pointer, ok := e.s.gb18030.indexPointer(codePoint)
	// 7. If pointer is non-null:
	if ok {
		// 1. Let leading be pointer / 190 + 0x81.
		leading := rune(pointer/190 + 0x81)
		// 2. Let trailing be pointer % 190.
		trailing := rune(pointer % 190)
		// 3. Let offset be 0x40 if trailing is less than 0x3F, otherwise 0x41.
		offset := rune(0x41)
		if trailing < 0x3F {
			offset = 0x40
		}
		// 4. Return two bytes whose values are leading and trailing + offset.
		return refReturn(leading, trailing+offset)
	}
	// 8. If is GBK is true, then return error with codePoint.
	if e.isGBK {
		return refErrorWith(codePoint)
	}
	// 9. Set pointer to the index gb18030 ranges pointer for codePoint.
	pointer = e.s.rangesPointer(codePoint)
	// 10. Let byte1 be pointer / (10 × 126 × 10).
	byte1 := pointer / (10 * 126 * 10)
	// 11. Set pointer to pointer % (10 × 126 × 10).
	pointer = pointer % (10 * 126 * 10)
	// 12. Let byte2 be pointer / (10 × 126).
	byte2 := pointer / (10 * 126)
	// 13. Set pointer to pointer % (10 × 126).
	pointer = pointer % (10 * 126)
	// 14. Let byte3 be pointer / 10.
	byte3 := pointer / 10
	// 15. Let byte4 be pointer % 10.
	byte4 := pointer % 10
	// 16. Return four bytes whose values are byte1 + 0x81, byte2 + 0x30,
	// byte3 + 0x81, byte4 + 0x30.
	return refReturn(rune(byte1+0x81), rune(byte2+0x30), rune(byte3+0x81), rune(byte4+0x30))
}

// ---------------------------------------------------------------------------
// Big5 ("Big5 decoder", "Big5 encoder").

type refBig5Decoder struct {
	refDecoderBase
	s       *refStandard
	leading rune // Big5 leading
}

func (d *refBig5Decoder) handler(ioQueue *refQueue, item refItem) refResult {
	b := item.v
	// 1. If byte is end-of-queue and Big5 leading is not 0x00, then set Big5
	// leading to 0x00 and return error.
	if item.eoq && d.leading != 0 {
		d.leading = 0
		return refErrorResult()
	}
	// 2. If byte is end-of-queue and Big5 leading is 0x00, then return finished.
	if item.eoq {
		return refFinishedResult()
	}
	// 3. If Big5 leading is not 0x00:
	if d.leading != 0 {
		// 1. Let leading be Big5 leading. 2. Set Big5 leading to 0x00.
		leading := d.leading
		d.leading = 0
		// 3. Let pointer be null.
		pointer, hasPointer := 0, false
		// 4. Let offset be 0x40 if byte is less than 0x7F; otherwise 0x62.
		offset := rune(0x62)
		if b < 0x7F {
			offset = 0x40
		}
		// 5. If byte is in the range 0x40 to 0x7E, inclusive, or 0xA1 to
		// 0xFE, inclusive, then set pointer to
		// (leading - 0x81) × 157 + (byte - offset).
		if (b >= 0x40 && b <= 0x7E) || (b >= 0xA1 && b <= 0xFE) {
			pointer, hasPointer = int((leading-0x81)*157+(b-offset)), true
		}
		// 6. If there is a row in the table below whose first column is
		// pointer, then return the two code points listed in its second column.
		if hasPointer {
			switch pointer {
			case 1133:
				return refReturn(0x00CA, 0x0304)
			case 1135:
				return refReturn(0x00CA, 0x030C)
			case 1164:
				return refReturn(0x00EA, 0x0304)
			case 1166:
				return refReturn(0x00EA, 0x030C)
			}
		}
		// 7. Let codePoint be null if pointer is null; otherwise the index
		// code point for pointer in index Big5.
		var codePoint rune
		ok := false
		if hasPointer {
			codePoint, ok = d.s.big5.indexCodePoint(pointer)
		}
		// 8. If codePoint is non-null, then return a code point whose value
		// is codePoint.
		if ok {
			return refReturn(codePoint)
		}
		// 9. If byte is an ASCII byte, restore byte to ioQueue.
		if refIsASCIIByte(b) {
			ioQueue.restore(item)
		}
		// 10. Return error.
		return refErrorResult()
	}
	// 4. If byte is an ASCII byte, then return a code point whose value is byte.
	if refIsASCIIByte(b) {
		return refReturn(b)
	}
	// 5. If byte is in the range 0x81 to 0xFE, inclusive, then set Big5
	// leading to byte and return continue.
	if b >= 0x81 && b <= 0xFE {
		d.leading = b
		return refContinueResult()
	}
	// 6. Return error.
	return refErrorResult()
}

type refBig5Encoder struct {
	refEncoderBase
	s *refStandard
}

func (e *refBig5Encoder) handler(_ *refQueue, item refItem) refResult {
	codePoint := item.v
	// 1. If codePoint is end-of-queue, then return finished.
	if item.eoq {
		return refFinishedResult()
	}
	// 2. If codePoint is an ASCII code point, then return a byte whose value
	// is codePoint.
	if codePoint <= 0x7F {
		return refReturn(codePoint)
	}
	// 3. Let pointer be the index Big5 pointer for codePoint.
	pointer, ok := e.s.big5Pointer(codePoint)
	// 4. If pointer is null, then return error with codePoint.
	if !ok {
		return refErrorWith(codePoint)
	}
	// 5. Let leading be pointer / 157 + 0x81.
	leading := rune(pointer/157 + 0x81)
	// 6. Let trailing be pointer % 157.
	trailing := rune(pointer % 157)
	// 7. Let offset be 0x40 if trailing is less than 0x3F, otherwise 0x62.
	offset := rune(0x62)
	if trailing < 0x3F {
		offset = 0x40
	}
	// 8. Return two bytes whose values are leading and trailing + offset.
	return refReturn(leading, trailing+offset)
}

// ---------------------------------------------------------------------------
// EUC-JP ("EUC-JP decoder", "EUC-JP encoder").

type refEUCJPDecoder struct {
	refDecoderBase
	s       *refStandard
	jis0212 bool // EUC-JP jis0212
	leading rune // EUC-JP leading
}

func (d *refEUCJPDecoder) handler(ioQueue *refQueue, item refItem) refResult {
	b := item.v
	// 1. If byte is end-of-queue and EUC-JP leading is not 0x00, then set
	// EUC-JP leading to 0x00 and return error.
	if item.eoq && d.leading != 0 {
		d.leading = 0
		return refErrorResult()
	}
	// 2. If byte is end-of-queue and EUC-JP leading is 0x00, then return finished.
	if item.eoq {
		return refFinishedResult()
	}
	// 3. If EUC-JP leading is 0x8E and byte is in the range 0xA1 to 0xDF,
	// inclusive, then set EUC-JP leading to 0x00 and return a code point
	// whose value is 0xFF61 - 0xA1 + byte.
	if d.leading == 0x8E && b >= 0xA1 && b <= 0xDF {
		d.leading = 0
		return refReturn(0xFF61 - 0xA1 + b)
	}
	// 4. If EUC-JP leading is 0x8F and byte is in the range 0xA1 to 0xFE,
	// inclusive, then set EUC-JP jis0212 to true, set EUC-JP leading to
	// byte, and return continue.
	if d.leading == 0x8F && b >= 0xA1 && b <= 0xFE {
		d.jis0212 = true
		d.leading = b
		return refContinueResult()
	}
	// 5. If EUC-JP leading is not 0x00:
	if d.leading != 0 {
		// 1. Let leading be EUC-JP leading. 2. Set EUC-JP leading to 0x00.
		leading := d.leading
		d.leading = 0
		// 3. Let codePoint be null.
		var codePoint rune
		ok := false
		// 4. If leading and byte are both in the range 0xA1 to 0xFE,
		// inclusive, then set codePoint to the index code point for
		// (leading - 0xA1) × 94 + byte - 0xA1 in index jis0208 if EUC-JP
		// jis0212 is false and in index jis0212 otherwise.
		if leading >= 0xA1 && leading <= 0xFE && b >= 0xA1 && b <= 0xFE {
			index := d.s.jis0208
			if d.jis0212 {
				index = d.s.jis0212
			}
			codePoint, ok = index.indexCodePoint(int((leading-0xA1)*94 + b - 0xA1))
		}
		// 5. Set EUC-JP jis0212 to false.
		d.jis0212 = false
		// 6. If codePoint is non-null, then return a code point whose value
		// is codePoint.
		if ok {
			return refReturn(codePoint)
		}
		// 7. If byte is an ASCII byte, then restore byte to ioQueue.
		if refIsASCIIByte(b) {
			ioQueue.restore(item)
		}
		// 8. Return error.
		return refErrorResult()
	}
	// 6. If byte is an ASCII byte, then return a code point whose value is byte.
	if refIsASCIIByte(b) {
		return refReturn(b)
	}
	// 7. If byte is 0x8E, 0x8F, or in the range 0xA1 to 0xFE, inclusive, then
	// set EUC-JP leading to byte and return continue.
	if b == 0x8E || b == 0x8F || (b >= 0xA1 && b <= 0xFE) {
		d.leading = b
		return refContinueResult()
	}
	// 8. Return error.
	return refErrorResult()
}

type refEUCJPEncoder struct {
	refEncoderBase
	s *refStandard
}

func (e *refEUCJPEncoder) handler(_ *refQueue, item refItem) refResult {
	codePoint := item.v
	// 1. If codePoint is end-of-queue, then return finished.
	if item.eoq {
		return refFinishedResult()
	}
	// 2. If codePoint is an ASCII code point, then return a byte whose value
	// is codePoint.
	if codePoint <= 0x7F {
		return refReturn(codePoint)
	}
	// 3. If codePoint is U+00A5 (¥), then return byte 0x5C.
	if codePoint == 0x00A5 {
		return refReturn(0x5C)
	}
	// 4. If codePoint is U+203E (‾), then return byte 0x7E.
	if codePoint == 0x203E {
		return refReturn(0x7E)
	}
	// 5. If codePoint is in the range U+FF61 to U+FF9F, inclusive, then return
	// two bytes whose values are 0x8E and codePoint - 0xFF61 + 0xA1.
	if codePoint >= 0xFF61 && codePoint <= 0xFF9F {
		return refReturn(0x8E, codePoint-0xFF61+0xA1)
	}
	// 6. If codePoint is U+2212 (−), then set it to U+FF0D (－).
	if codePoint == 0x2212 {
		codePoint = 0xFF0D
	}
	// 7. Let pointer be the index pointer for codePoint in index jis0208.
	pointer, ok := e.s.jis0208.indexPointer(codePoint)
	// 8. If pointer is null, then return error with codePoint.
	if !ok {
		return refErrorWith(codePoint)
	}
	// 9. Let leading be pointer / 94 + 0xA1.
	leading := rune(pointer/94 + 0xA1)
	// 10. Let trailing be pointer % 94 + 0xA1.
	trailing := rune(pointer%94 + 0xA1)
	// 11. Return two bytes whose values are leading and trailing.
	return refReturn(leading, trailing)
}

// ---------------------------------------------------------------------------
// ISO-2022-JP ("ISO-2022-JP decoder", "ISO-2022-JP encoder").

// The ISO-2022-JP decoder's states.
const (
	refJPASCII = iota
	refJPRoman
	refJPKatakana
	refJPLeadingByte
	refJPTrailingByte
	refJPEscapeStart
	refJPEscape
)

type refISO2022JPDecoder struct {
	refDecoderBase
	s           *refStandard
	state       int  // ISO-2022-JP decoder state
	outputState int  // ISO-2022-JP decoder output state
	leading     rune // ISO-2022-JP leading
	output      bool // ISO-2022-JP output
}

func (d *refISO2022JPDecoder) handler(ioQueue *refQueue, item refItem) refResult {
	b := item.v
	eoq := item.eoq
	// Switch on ISO-2022-JP decoder state:
	switch d.state {
	case refJPASCII:
		// Based on byte:
		switch {
		case eoq:
			return refFinishedResult()
		case b == 0x1B:
			d.state = refJPEscapeStart
			return refContinueResult()
		case b <= 0x7F && b != 0x0E && b != 0x0F:
			d.output = false
			return refReturn(b)
		default:
			d.output = false
			return refErrorResult()
		}
	case refJPRoman:
		switch {
		case eoq:
			return refFinishedResult()
		case b == 0x1B:
			d.state = refJPEscapeStart
			return refContinueResult()
		case b == 0x5C:
			d.output = false
			return refReturn(0x00A5)
		case b == 0x7E:
			d.output = false
			return refReturn(0x203E)
		case b <= 0x7F && b != 0x0E && b != 0x0F:
			d.output = false
			return refReturn(b)
		default:
			d.output = false
			return refErrorResult()
		}
	case refJPKatakana:
		switch {
		case eoq:
			return refFinishedResult()
		case b == 0x1B:
			d.state = refJPEscapeStart
			return refContinueResult()
		case b >= 0x21 && b <= 0x5F:
			d.output = false
			return refReturn(0xFF61 - 0x21 + b)
		default:
			d.output = false
			return refErrorResult()
		}
	case refJPLeadingByte:
		switch {
		case eoq:
			return refFinishedResult()
		case b == 0x1B:
			d.state = refJPEscapeStart
			return refContinueResult()
		case b >= 0x21 && b <= 0x7E:
			d.output = false
			d.leading = b
			d.state = refJPTrailingByte
			return refContinueResult()
		default:
			d.output = false
			return refErrorResult()
		}
	case refJPTrailingByte:
		switch {
		case eoq:
			d.state = refJPLeadingByte
			return refErrorResult()
		case b == 0x1B:
			d.state = refJPEscapeStart
			return refErrorResult()
		case b >= 0x21 && b <= 0x7E:
			// 1. Set the state to leading byte.
			d.state = refJPLeadingByte
			// 2. Let pointer be (ISO-2022-JP leading - 0x21) × 94 + byte - 0x21.
			pointer := int((d.leading-0x21)*94 + b - 0x21)
			// 3. Let codePoint be the index code point for pointer in index jis0208.
			codePoint, ok := d.s.jis0208.indexCodePoint(pointer)
			// 4. If codePoint is null, then return error.
			if !ok {
				return refErrorResult()
			}
			// 5. Return a code point whose value is codePoint.
			return refReturn(codePoint)
		default:
			d.state = refJPLeadingByte
			return refErrorResult()
		}
	case refJPEscapeStart:
		// 1. If byte is either 0x24 or 0x28, then set ISO-2022-JP leading to
		// byte, state to escape, and return continue.
		if !eoq && (b == 0x24 || b == 0x28) {
			d.leading = b
			d.state = refJPEscape
			return refContinueResult()
		}
		// 2. If byte is not end-of-queue, then restore byte to ioQueue.
		if !eoq {
			ioQueue.restore(item)
		}
		// 3. Set ISO-2022-JP output to false, state to output state, and
		// return error.
		d.output = false
		d.state = d.outputState
		return refErrorResult()
	case refJPEscape:
		// 1. Let leading be ISO-2022-JP leading and set it to 0x00.
		leading := d.leading
		d.leading = 0
		// 2. Let state be null.
		state := -1
		// 3.-6.
		if !eoq {
			switch {
			case leading == 0x28 && b == 0x42:
				state = refJPASCII
			case leading == 0x28 && b == 0x4A:
				state = refJPRoman
			case leading == 0x28 && b == 0x49:
				state = refJPKatakana
			case leading == 0x24 && (b == 0x40 || b == 0x42):
				state = refJPLeadingByte
			}
		}
		// 7. If state is non-null:
		if state != -1 {
			// 1. Set state and output state to state.
			d.state, d.outputState = state, state
			// 2. Let output be the value of ISO-2022-JP output.
			output := d.output
			// 3. Set ISO-2022-JP output to true.
			d.output = true
			// 4. Return continue, if output is false, and error otherwise.
			if !output {
				return refContinueResult()
			}
			return refErrorResult()
		}
		// 8. If byte is end-of-queue, then restore leading to ioQueue;
		// otherwise, restore « leading, byte » to ioQueue.
		if eoq {
			ioQueue.restore(refMadeUp(leading))
		} else {
			ioQueue.restore(refMadeUp(leading), item)
		}
		// 9. Set ISO-2022-JP output to false, state to output state and
		// return error.
		d.output = false
		d.state = d.outputState
		return refErrorResult()
	}
	panic("reference: bad ISO-2022-JP decoder state")
}

// The ISO-2022-JP encoder's states.
const (
	refJPEncASCII = iota
	refJPEncRoman
	refJPEncJIS0208
)

type refISO2022JPEncoder struct {
	refEncoderBase
	s     *refStandard
	state int // ISO-2022-JP encoder state
}

func (e *refISO2022JPEncoder) handler(ioQueue *refQueue, item refItem) refResult {
	codePoint := item.v
	isASCII := !item.eoq && codePoint <= 0x7F
	// 1. If codePoint is end-of-queue and state is not ASCII, then set state
	// to ASCII and return three bytes 0x1B 0x28 0x42.
	if item.eoq && e.state != refJPEncASCII {
		e.state = refJPEncASCII
		return refReturn(0x1B, 0x28, 0x42)
	}
	// 2. If codePoint is end-of-queue and state is ASCII, then return finished.
	if item.eoq {
		return refFinishedResult()
	}
	// 3. If state is ASCII or Roman, and codePoint is U+000E, U+000F, or
	// U+001B, then return error with U+FFFD.
	if (e.state == refJPEncASCII || e.state == refJPEncRoman) && (codePoint == 0x0E || codePoint == 0x0F || codePoint == 0x1B) {
		return refErrorWith(0xFFFD)
	}
	// 4. If state is ASCII and codePoint is an ASCII code point, then return
	// a byte whose value is codePoint.
	if e.state == refJPEncASCII && isASCII {
		return refReturn(codePoint)
	}
	// 5. If state is Roman and codePoint is an ASCII code point, excluding
	// U+005C and U+007E, or is U+00A5 or U+203E:
	if e.state == refJPEncRoman && ((isASCII && codePoint != 0x5C && codePoint != 0x7E) || codePoint == 0xA5 || codePoint == 0x203E) {
		// 1. If codePoint is an ASCII code point, then return a byte whose
		// value is codePoint.
		if isASCII {
			return refReturn(codePoint)
		}
		// 2. If codePoint is U+00A5, then return byte 0x5C.
		if codePoint == 0xA5 {
			return refReturn(0x5C)
		}
		// 3. If codePoint is U+203E, then return byte 0x7E.
		return refReturn(0x7E)
	}
	// 6. If codePoint is an ASCII code point, and state is not ASCII, then
	// restore codePoint to ioQueue, set state to ASCII, and return three
	// bytes 0x1B 0x28 0x42.
	if isASCII && e.state != refJPEncASCII {
		ioQueue.restore(item)
		e.state = refJPEncASCII
		return refReturn(0x1B, 0x28, 0x42)
	}
	// 7. If codePoint is either U+00A5 or U+203E, and state is not Roman,
	// then restore codePoint to ioQueue, set state to Roman, and return three
	// bytes 0x1B 0x28 0x4A.
	if (codePoint == 0xA5 || codePoint == 0x203E) && e.state != refJPEncRoman {
		ioQueue.restore(item)
		e.state = refJPEncRoman
		return refReturn(0x1B, 0x28, 0x4A)
	}
	// 8. If codePoint is U+2212, then set it to U+FF0D.
	if codePoint == 0x2212 {
		codePoint = 0xFF0D
	}
	// 9. If codePoint is in the range U+FF61 to U+FF9F, inclusive, then set it
	// to the index code point for codePoint - 0xFF61 in index ISO-2022-JP
	// katakana.
	if codePoint >= 0xFF61 && codePoint <= 0xFF9F {
		cp, ok := e.s.katakana.indexCodePoint(int(codePoint - 0xFF61))
		if !ok {
			panic("reference: index ISO-2022-JP katakana has a hole")
		}
		codePoint = cp
	}
	// The code point as it is now is what a restore below puts back.
	item.v = codePoint
	// 10. Let pointer be the index pointer for codePoint in index jis0208.
	pointer, ok := e.s.jis0208.indexPointer(codePoint)
	// 11. If pointer is null:
	if !ok {
		// 1. If state is jis0208, then restore codePoint to ioQueue, set
		// state to ASCII, and return three bytes 0x1B 0x28 0x42.
		if e.state == refJPEncJIS0208 {
			ioQueue.restore(item)
			e.state = refJPEncASCII
			return refReturn(0x1B, 0x28, 0x42)
		}
		// 2. Return error with codePoint.
		return refErrorWith(codePoint)
	}
	// 12. If state is not jis0208, then restore codePoint to ioQueue, set
	// state to jis0208, and return three bytes 0x1B 0x24 0x42.
	if e.state != refJPEncJIS0208 {
		ioQueue.restore(item)
		e.state = refJPEncJIS0208
		return refReturn(0x1B, 0x24, 0x42)
	}
	// 13. Let leading be pointer / 94 + 0x21.
	leading := rune(pointer/94 + 0x21)
	// 14. Let trailing be pointer % 94 + 0x21.
	trailing := rune(pointer%94 + 0x21)
	// 15. Return two bytes whose values are leading and trailing.
	return refReturn(leading, trailing)
}

// ---------------------------------------------------------------------------
// Shift_JIS ("Shift_JIS decoder", "Shift_JIS encoder").

type refShiftJISDecoder struct {
	refDecoderBase
	s       *refStandard
	leading rune // Shift_JIS leading
}

func (d *refShiftJISDecoder) handler(ioQueue *refQueue, item refItem) refResult {
	b := item.v
	// 1. If byte is end-of-queue and Shift_JIS leading is not 0x00, then set
	// Shift_JIS leading to 0x00 and return error.
	if item.eoq && d.leading != 0 {
		d.leading = 0
		return refErrorResult()
	}
	// 2. If byte is end-of-queue and Shift_JIS leading is 0x00, then return
	// finished.
	if item.eoq {
		return refFinishedResult()
	}
	// 3. If Shift_JIS leading is not 0x00:
	if d.leading != 0 {
		// 1. Let leading be Shift_JIS leading. 2. Set Shift_JIS leading to 0x00.
		leading := d.leading
		d.leading = 0
		// 3. Let pointer be null.
		pointer, hasPointer := 0, false
		// 4. Let offset be 0x40 if byte is less than 0x7F; otherwise 0x41.
		offset := rune(0x41)
		if b < 0x7F {
			offset = 0x40
		}
		// 5. Let leadingOffset be 0x81 if leading is less than 0xA0;
		// otherwise 0xC1.
		leadingOffset := rune(0xC1)
		if leading < 0xA0 {
			leadingOffset = 0x81
		}
		// 6. If byte is in the range 0x40 to 0x7E, inclusive, or 0x80 to
		// 0xFC, inclusive, then set pointer to
		// (leading - leadingOffset) × 188 + byte - offset.
		if (b >= 0x40 && b <= 0x7E) || (b >= 0x80 && b <= 0xFC) {
			pointer, hasPointer = int((leading-leadingOffset)*188+b-offset), true
		}
		// 7. If pointer is in the range 8836 to 10715, inclusive, then return
		// a code point whose value is 0xE000 - 8836 + pointer.
		if hasPointer && pointer >= 8836 && pointer <= 10715 {
			return refReturn(rune(0xE000 - 8836 + pointer))
		}
		// 8. Let codePoint be null if pointer is null; otherwise the index
		// code point for pointer in index jis0208.
		var codePoint rune
		ok := false
		if hasPointer {
			codePoint, ok = d.s.jis0208.indexCodePoint(pointer)
		}
		// 9. If codePoint is non-null, then return a code point whose value
		// is codePoint.
		if ok {
			return refReturn(codePoint)
		}
		// 10. If byte is an ASCII byte, then restore byte to ioQueue.
		if refIsASCIIByte(b) {
			ioQueue.restore(item)
		}
		// 11. Return error.
		return refErrorResult()
	}
	// 4. If byte is an ASCII byte or 0x80, then return a code point whose
	// value is byte.
	if refIsASCIIByte(b) || b == 0x80 {
		return refReturn(b)
	}
	// 5. If byte is in the range 0xA1 to 0xDF, inclusive, then return a code
	// point whose value is 0xFF61 - 0xA1 + byte.
	if b >= 0xA1 && b <= 0xDF {
		return refReturn(0xFF61 - 0xA1 + b)
	}
	// 6. If byte is in the range 0x81 to 0x9F, inclusive, or 0xE0 to 0xFC,
	// inclusive, then set Shift_JIS leading to byte and return continue.
	if (b >= 0x81 && b <= 0x9F) || (b >= 0xE0 && b <= 0xFC) {
		d.leading = b
		return refContinueResult()
	}
	// 7. Return error.
	return refErrorResult()
}

type refShiftJISEncoder struct {
	refEncoderBase
	s *refStandard
}

func (e *refShiftJISEncoder) handler(_ *refQueue, item refItem) refResult {
	codePoint := item.v
	// 1. If codePoint is end-of-queue, then return finished.
	if item.eoq {
		return refFinishedResult()
	}
	// 2. If codePoint is an ASCII code point or U+0080, then return a byte
	// whose value is codePoint.
	if codePoint <= 0x80 {
		return refReturn(codePoint)
	}
	// 3. If codePoint is U+00A5 (¥), then return byte 0x5C.
	if codePoint == 0xA5 {
		return refReturn(0x5C)
	}
	// 4. If codePoint is U+203E (‾), then return byte 0x7E.
	if codePoint == 0x203E {
		return refReturn(0x7E)
	}
	// 5. If codePoint is in the range U+FF61 to U+FF9F, inclusive, then return
	// a byte whose value is codePoint - 0xFF61 + 0xA1.
	if codePoint >= 0xFF61 && codePoint <= 0xFF9F {
		return refReturn(codePoint - 0xFF61 + 0xA1)
	}
	// 6. If codePoint is U+2212 (−), then set it to U+FF0D (－).
	if codePoint == 0x2212 {
		codePoint = 0xFF0D
	}
	// 7. Let pointer be the index Shift_JIS pointer for codePoint.
	pointer, ok := e.s.shiftJISPointer(codePoint)
	// 8. If pointer is null, then return error with codePoint.
	if !ok {
		return refErrorWith(codePoint)
	}
	// 9. Let leading be pointer / 188.
	leading := rune(pointer / 188)
	// 10. Let leadingOffset be 0x81 if leading is less than 0x1F; otherwise 0xC1.
	leadingOffset := rune(0xC1)
	if leading < 0x1F {
		leadingOffset = 0x81
	}
	// 11. Let trailing be pointer % 188.
	trailing := rune(pointer % 188)
	// 12. Let offset be 0x40 if trailing is less than 0x3F; otherwise 0x41.
	offset := rune(0x41)
	if trailing < 0x3F {
		offset = 0x40
	}
	// 13. Return two bytes whose values are leading + leadingOffset and
	// trailing + offset.
	return refReturn(leading+leadingOffset, trailing+offset)
}

// ---------------------------------------------------------------------------
// EUC-KR ("EUC-KR decoder", "EUC-KR encoder").

type refEUCKRDecoder struct {
	refDecoderBase
	s       *refStandard
	leading rune // EUC-KR leading
}

func (d *refEUCKRDecoder) handler(ioQueue *refQueue, item refItem) refResult {
	b := item.v
	// 1. If byte is end-of-queue and EUC-KR leading is not 0x00, then set
	// EUC-KR leading to 0x00 and return error.
	if item.eoq && d.leading != 0 {
		d.leading = 0
		return refErrorResult()
	}
	// 2. If byte is end-of-queue and EUC-KR leading is 0x00, then return finished.
	if item.eoq {
		return refFinishedResult()
	}
	// 3. If EUC-KR leading is not 0x00:
	if d.leading != 0 {
		// 1. Let leading be EUC-KR leading. 2. Set EUC-KR leading to 0x00.
		leading := d.leading
		d.leading = 0
		// 3. Let pointer be null.
		pointer, hasPointer := 0, false
		// 4. If byte is in the range 0x41 to 0xFE, inclusive, then set
		// pointer to (leading - 0x81) × 190 + (byte - 0x41).
		if b >= 0x41 && b <= 0xFE {
			pointer, hasPointer = int((leading-0x81)*190+(b-0x41)), true
		}
		// 5. Let codePoint be null if pointer is null; otherwise the index
		// code point for pointer in index EUC-KR.
		var codePoint rune
		ok := false
		if hasPointer {
			codePoint, ok = d.s.eucKR.indexCodePoint(pointer)
		}
		// 6. If codePoint is non-null, then return a code point whose value
		// is codePoint.
		if ok {
			return refReturn(codePoint)
		}
		// 7. If byte is an ASCII byte, then restore byte to ioQueue.
		if refIsASCIIByte(b) {
			ioQueue.restore(item)
		}
		// 8. Return error.
		return refErrorResult()
	}
	// 4. If byte is an ASCII byte, then return a code point whose value is byte.
	if refIsASCIIByte(b) {
		return refReturn(b)
	}
	// 5. If byte is in the range 0x81 to 0xFE, inclusive, then set EUC-KR
	// leading to byte and return continue.
	if b >= 0x81 && b <= 0xFE {
		d.leading = b
		return refContinueResult()
	}
	// 6. Return error.
	return refErrorResult()
}

type refEUCKREncoder struct {
	refEncoderBase
	s *refStandard
}

func (e *refEUCKREncoder) handler(_ *refQueue, item refItem) refResult {
	codePoint := item.v
	// 1. If codePoint is end-of-queue, then return finished.
	if item.eoq {
		return refFinishedResult()
	}
	// 2. If codePoint is an ASCII code point, then return a byte whose value
	// is codePoint.
	if codePoint <= 0x7F {
		return refReturn(codePoint)
	}
	// 3. Let pointer be the index pointer for codePoint in index EUC-KR.
	pointer, ok := e.s.eucKR.indexPointer(codePoint)
	// 4. If pointer is null, then return error with codePoint.
	if !ok {
		return refErrorWith(codePoint)
	}
	// 5. Let leading be pointer / 190 + 0x81.
	leading := rune(pointer/190 + 0x81)
	// 6. Let trailing be pointer % 190 + 0x41.
	trailing := rune(pointer%190 + 0x41)
	// 7. Return two bytes whose values are leading and trailing.
	return refReturn(leading, trailing)
}

// ---------------------------------------------------------------------------
// replacement ("replacement decoder"; no encoder).

type refReplacementDecoder struct {
	refDecoderBase
	errorReturned bool // replacement error returned
}

func (d *refReplacementDecoder) handler(_ *refQueue, item refItem) refResult {
	// 1. If byte is end-of-queue, then return finished.
	if item.eoq {
		return refFinishedResult()
	}
	// 2. If replacement error returned is false, then set it to true and
	// return error.
	if !d.errorReturned {
		d.errorReturned = true
		return refErrorResult()
	}
	// 3. Return finished.
	return refFinishedResult()
}

// ---------------------------------------------------------------------------
// UTF-16BE/LE ("shared UTF-16 decoder"; no encoder).

type refUTF16Decoder struct {
	refDecoderBase
	leadingByte      rune // UTF-16 leading byte; -1 is null
	leadingSurrogate rune // UTF-16 leading surrogate; -1 is null
	isUTF16BE        bool // is UTF-16BE decoder
}

func (d *refUTF16Decoder) handler(ioQueue *refQueue, item refItem) refResult {
	b := item.v
	// 1. If byte is end-of-queue and either UTF-16 leading byte or UTF-16
	// leading surrogate is non-null, then set both to null, and return error.
	if item.eoq && (d.leadingByte != -1 || d.leadingSurrogate != -1) {
		d.leadingByte, d.leadingSurrogate = -1, -1
		return refErrorResult()
	}
	// 2. If byte is end-of-queue and UTF-16 leading byte and UTF-16 leading
	// surrogate are null, then return finished.
	if item.eoq {
		return refFinishedResult()
	}
	// 3. If UTF-16 leading byte is null, then set UTF-16 leading byte to byte
	// and return continue.
	if d.leadingByte == -1 {
		d.leadingByte = b
		return refContinueResult()
	}
	// 4. Let codeUnit be the result of: (leading byte << 8) + byte for
	// UTF-16BE, (byte << 8) + leading byte otherwise.
	var codeUnit rune
	if d.isUTF16BE {
		codeUnit = (d.leadingByte << 8) + b
	} else {
		codeUnit = (b << 8) + d.leadingByte
	}
	// 5. Set UTF-16 leading byte to null.
	d.leadingByte = -1
	// 6. If UTF-16 leading surrogate is non-null:
	if d.leadingSurrogate != -1 {
		// 1. Let leadingSurrogate be UTF-16 leading surrogate.
		leadingSurrogate := d.leadingSurrogate
		// 2. Set UTF-16 leading surrogate to null.
		d.leadingSurrogate = -1
		// 3. If codeUnit is a trailing surrogate, then return a scalar value
		// from surrogates given leadingSurrogate and codeUnit.
		if codeUnit >= 0xDC00 && codeUnit <= 0xDFFF {
			return refReturn(refScalarValueFromSurrogates(leadingSurrogate, codeUnit))
		}
		// 4. Let byte1 be codeUnit >> 8. 5. Let byte2 be codeUnit & 0x00FF.
		byte1 := codeUnit >> 8
		byte2 := codeUnit & 0x00FF
		// 6. Let bytes be a list of two bytes whose values are byte1 and
		// byte2, if is UTF-16BE decoder is true; otherwise byte2 and byte1.
		bytes := []refItem{refMadeUp(byte1), refMadeUp(byte2)}
		if !d.isUTF16BE {
			bytes = []refItem{refMadeUp(byte2), refMadeUp(byte1)}
		}
		// 7. Restore bytes to ioQueue and return error.
		ioQueue.restore(bytes...)
		return refErrorResult()
	}
	// 7. If codeUnit is a leading surrogate, then set UTF-16 leading
	// surrogate to codeUnit and return continue.
	if codeUnit >= 0xD800 && codeUnit <= 0xDBFF {
		d.leadingSurrogate = codeUnit
		return refContinueResult()
	}
	// 8. If codeUnit is a trailing surrogate, then return error.
	if codeUnit >= 0xDC00 && codeUnit <= 0xDFFF {
		return refErrorResult()
	}
	// 9. Return code point codeUnit.
	return refReturn(codeUnit)
}

// ---------------------------------------------------------------------------
// x-user-defined ("x-user-defined decoder", "x-user-defined encoder").

type refXUserDefinedDecoder struct{ refDecoderBase }

func (refXUserDefinedDecoder) handler(_ *refQueue, item refItem) refResult {
	b := item.v
	// 1. If byte is end-of-queue, then return finished.
	if item.eoq {
		return refFinishedResult()
	}
	// 2. If byte is an ASCII byte, then return a code point whose value is byte.
	if refIsASCIIByte(b) {
		return refReturn(b)
	}
	// 3. Return a code point whose value is 0xF780 + byte - 0x80.
	return refReturn(0xF780 + b - 0x80)
}

type refXUserDefinedEncoder struct{ refEncoderBase }

func (refXUserDefinedEncoder) handler(_ *refQueue, item refItem) refResult {
	codePoint := item.v
	// 1. If codePoint is end-of-queue, then return finished.
	if item.eoq {
		return refFinishedResult()
	}
	// 2. If codePoint is an ASCII code point, then return a byte whose value
	// is codePoint.
	if codePoint <= 0x7F {
		return refReturn(codePoint)
	}
	// 3. If codePoint is in the range U+F780 to U+F7FF, inclusive, then return
	// a byte whose value is codePoint - 0xF780 + 0x80.
	if codePoint >= 0xF780 && codePoint <= 0xF7FF {
		return refReturn(codePoint - 0xF780 + 0x80)
	}
	// 4. Return error with codePoint.
	return refErrorWith(codePoint)
}

// ---------------------------------------------------------------------------
// Getting instances.

// newDecoder returns a new instance of the named encoding's decoder.
func (s *refStandard) newDecoder(name string) refCoder {
	switch name {
	case "UTF-8":
		return refNewUTF8Decoder()
	case "GBK", "gb18030":
		return &refGB18030Decoder{s: s}
	case "Big5":
		return &refBig5Decoder{s: s}
	case "EUC-JP":
		return &refEUCJPDecoder{s: s}
	case "ISO-2022-JP":
		return &refISO2022JPDecoder{s: s}
	case "Shift_JIS":
		return &refShiftJISDecoder{s: s}
	case "EUC-KR":
		return &refEUCKRDecoder{s: s}
	case "replacement":
		return &refReplacementDecoder{}
	case "UTF-16BE":
		return &refUTF16Decoder{leadingByte: -1, leadingSurrogate: -1, isUTF16BE: true}
	case "UTF-16LE":
		return &refUTF16Decoder{leadingByte: -1, leadingSurrogate: -1}
	case "x-user-defined":
		return refXUserDefinedDecoder{}
	}
	if x := s.singleByte[name]; x != nil {
		return &refSingleByteDecoder{index: x}
	}
	panic("reference: unknown encoding " + name)
}

// getEncoder implements "get an encoder".
func (s *refStandard) getEncoder(name string) refCoder {
	// 1. Assert: encoding is not replacement or UTF-16BE/LE.
	if !refHasEncoder(name) {
		panic("reference: " + name + " has no encoder")
	}
	// 2. Return an instance of encoding's encoder.
	switch name {
	case "UTF-8":
		return refUTF8Encoder{}
	case "GBK":
		return &refGB18030Encoder{s: s, isGBK: true}
	case "gb18030":
		return &refGB18030Encoder{s: s}
	case "Big5":
		return &refBig5Encoder{s: s}
	case "EUC-JP":
		return &refEUCJPEncoder{s: s}
	case "ISO-2022-JP":
		return &refISO2022JPEncoder{s: s}
	case "Shift_JIS":
		return &refShiftJISEncoder{s: s}
	case "EUC-KR":
		return &refEUCKREncoder{s: s}
	case "x-user-defined":
		return refXUserDefinedEncoder{}
	}
	if x := s.singleByte[name]; x != nil {
		return &refSingleByteEncoder{index: x}
	}
	panic("reference: unknown encoding " + name)
}

// ---------------------------------------------------------------------------
// Hooks for standards.

// utf8Decode implements "UTF-8 decode".
func (s *refStandard) utf8Decode(ioQueue *refQueue) *refQueue {
	output := &refQueue{}
	// 1. Let buffer be the result of peeking three bytes from ioQueue,
	// converted to a byte sequence.
	buffer := ioQueue.peek(3)
	// 2. If buffer is 0xEF 0xBB 0xBF, then read three bytes from ioQueue.
	if len(buffer) == 3 && buffer[0].v == 0xEF && buffer[1].v == 0xBB && buffer[2].v == 0xBF {
		ioQueue.readN(3)
	}
	// 3. Process a queue with an instance of UTF-8's decoder, ioQueue,
	// output, and "replacement".
	refProcessQueue(s.newDecoder("UTF-8"), ioQueue, output, "replacement")
	// 4. Return output.
	return output
}

// utf8DecodeWithoutBOM implements "UTF-8 decode without BOM".
func (s *refStandard) utf8DecodeWithoutBOM(ioQueue *refQueue) *refQueue {
	output := &refQueue{}
	refProcessQueue(s.newDecoder("UTF-8"), ioQueue, output, "replacement")
	return output
}

// utf8DecodeWithoutBOMOrFail implements "UTF-8 decode without BOM or fail";
// false is failure.
func (s *refStandard) utf8DecodeWithoutBOMOrFail(ioQueue *refQueue) (*refQueue, bool) {
	output := &refQueue{}
	// 1. Let potentialError be the result of processing a queue with an
	// instance of UTF-8's decoder, ioQueue, output, and "fatal".
	potentialError := refProcessQueue(s.newDecoder("UTF-8"), ioQueue, output, "fatal")
	// 2. If potentialError is an error, then return failure.
	if potentialError.kind == refError {
		return nil, false
	}
	// 3. Return output.
	return output, true
}

// utf8Encode implements "UTF-8 encode".
func (s *refStandard) utf8Encode(ioQueue *refQueue) *refQueue {
	return s.encode(ioQueue, "UTF-8")
}

// decode implements "decode"; it also returns the encoding used.
func (s *refStandard) decode(ioQueue *refQueue, encoding string) (*refQueue, string) {
	output := &refQueue{}
	// 1. Let BOMEncoding be the result of BOM sniffing ioQueue.
	BOMEncoding := refBOMSniff(ioQueue)
	// 2. If BOMEncoding is non-null:
	if BOMEncoding != "" {
		// 1. Set encoding to BOMEncoding.
		encoding = BOMEncoding
		// 2. Read three bytes from ioQueue, if BOMEncoding is UTF-8;
		// otherwise read two bytes.
		if BOMEncoding == "UTF-8" {
			ioQueue.readN(3)
		} else {
			ioQueue.readN(2)
		}
	}
	// 3. Process a queue with an instance of encoding's decoder, ioQueue,
	// output, and "replacement".
	refProcessQueue(s.newDecoder(encoding), ioQueue, output, "replacement")
	// 4. Return output.
	return output, encoding
}

// refBOMSniff implements "BOM sniff"; "" is null.
func refBOMSniff(ioQueue *refQueue) string {
	// 1. Let BOM be the result of peeking 3 bytes from ioQueue, converted to
	// a byte sequence.
	var BOM []rune
	for _, it := range ioQueue.peek(3) {
		BOM = append(BOM, it.v)
	}
	startsWith := func(p ...rune) bool {
		if len(BOM) < len(p) {
			return false
		}
		for i := range p {
			if BOM[i] != p[i] {
				return false
			}
		}
		return true
	}
	// 2. For each of the rows in the table, starting with the first one and
	// going down, if BOM starts with the bytes given in the first column,
	// then return the encoding given in the second column. Otherwise, return
	// null.
	switch {
	case startsWith(0xEF, 0xBB, 0xBF):
		return "UTF-8"
	case startsWith(0xFE, 0xFF):
		return "UTF-16BE"
	case startsWith(0xFF, 0xFE):
		return "UTF-16LE"
	}
	return ""
}

// encode implements "encode".
func (s *refStandard) encode(ioQueue *refQueue, encoding string) *refQueue {
	output := &refQueue{}
	// 1. Let encoder be the result of getting an encoder from encoding.
	encoder := s.getEncoder(encoding)
	// 2. Process a queue with encoder, ioQueue, output, and "html".
	refProcessQueue(encoder, ioQueue, output, "html")
	// 3. Return output.
	return output
}

// refEncodeOrFail implements "encode or fail": it returns the error's code
// point's value, or -1 for null. at is instrumentation: the pos of the item
// the error came from.
func refEncodeOrFail(ioQueue *refQueue, encoder refCoder, output *refQueue) (cp rune, at int) {
	// 1. Let potentialError be the result of processing a queue with encoder,
	// ioQueue, output, and "fatal".
	potentialError := refProcessQueue(encoder, ioQueue, output, "fatal")
	// 2. Push end-of-queue to output.
	output.push(refItem{eoq: true, pos: -1})
	// 3. If potentialError is an error, then return error's code point's value.
	if potentialError.kind == refError {
		return potentialError.cp, potentialError.at
	}
	// 4. Return null.
	return -1, -1
}

// ---------------------------------------------------------------------------
// Convenience wrappers used by the cross-checks.

// refBytes converts an output queue of bytes into a byte slice.
func refBytes(q *refQueue) []byte {
	var out []byte
	for _, v := range q.values() {
		if v < 0 || v > 0xFF {
			panic("reference: a byte queue holds " + strconv.Itoa(int(v)))
		}
		out = append(out, byte(v))
	}
	return out
}

// utf8Scalars converts UTF-8 text (well-formed or not) into scalar values the
// way the Encoder reads its input: "UTF-8 decode without BOM". Positions are
// unknown (-1): the decoder's output items carry the position of the byte
// that completed them, not of the first byte.
func (s *refStandard) utf8Scalars(text []byte) ([]rune, []int) {
	vs := s.utf8DecodeWithoutBOM(refBytesQueue(text)).values()
	pos := make([]int, len(vs))
	for i := range pos {
		pos[i] = -1
	}
	return vs, pos
}

// refUTF8Positions returns the scalar values of well-formed UTF-8 text and
// the byte offset each starts at.
func refUTF8Positions(text string) ([]rune, []int) {
	var vs []rune
	var pos []int
	for i, r := range text {
		vs = append(vs, r)
		pos = append(pos, i)
	}
	return vs, pos
}

// ---------------------------------------------------------------------------
// Tests of the reference itself, against facts the standard states.

func refDecodeAll(s *refStandard, name string, in []byte) []rune {
	out := &refQueue{}
	refProcessQueue(s.newDecoder(name), refBytesQueue(in), out, "replacement")
	return out.values()
}

func refEncodeAll(s *refStandard, name string, in []rune) []byte {
	return refBytes(s.encode(refQueueOf(in, nil, len(in)), name))
}

func TestReferenceQueue(t *testing.T) {
	// "Inserting the bytes « 0xF0, 0x9F » in an I/O queue « 0x92 0xA9,
	// end-of-queue », results in an I/O queue « 0xF0, 0x9F, 0x92 0xA9,
	// end-of-queue ». The next item to be read would be 0xF0."
	q := refBytesQueue([]byte{0x92, 0xA9})
	q.restore(refMadeUp(0xF0), refMadeUp(0x9F))
	if got := q.peek(5); len(got) != 4 || got[0].v != 0xF0 || got[1].v != 0x9F || got[2].v != 0x92 || got[3].v != 0xA9 {
		t.Fatalf("peek after restore = %v", got)
	}
	if it := q.read(); it.v != 0xF0 {
		t.Fatalf("read = %v, want 0xF0", it)
	}
	q.push(refMadeUp(0x41))
	q.push(refItem{eoq: true})
	if got := q.values(); string(got) != "\u009f\u0092\u00a9A" {
		t.Fatalf("values = %q", got)
	}
	if it := q.read(); !it.eoq {
		t.Fatalf("read at the end = %v, want end-of-queue", it)
	}
	if got := q.readN(3); len(got) != 0 {
		t.Fatalf("readN at the end = %v", got)
	}
}

func TestReferenceVectors(t *testing.T) {
	s := refLoad(t)
	for _, tc := range []struct {
		enc  string
		in   string
		want string
	}{
		// UTF-8: one U+FFFD per maximal subpart ("Best Practices for Using U+FFFD").
		{"UTF-8", "\xF0\x9F\x92\xA9", "\U0001F4A9"},
		{"UTF-8", "\xF0\x9F\x92", "\uFFFD"},
		{"UTF-8", "\xF0\x9F\x41", "\uFFFDA"},
		{"UTF-8", "\xE0\x80\x80", "\uFFFD\uFFFD\uFFFD"},
		{"UTF-8", "\xED\xA0\x80", "\uFFFD\uFFFD\uFFFD"},
		{"UTF-8", "\xF4\x90\x80\x80", "\uFFFD\uFFFD\uFFFD\uFFFD"},
		{"UTF-8", "\xC0\xAF\xFF", "\uFFFD\uFFFD\uFFFD"},
		{"UTF-8", "\xEF\xBB\xBFx", "\uFEFFx"},
		// Single-byte.
		{"windows-1252", "\x80\x81\x9F", "\u20AC\u0081\u0178"},
		{"ISO-8859-8-I", "\xE0\xA1", "\u05D0\uFFFD"},
		{"x-user-defined", "a\x80\xFF", "a\uF780\uF7FF"},
		// gb18030.
		{"gb18030", "\x80", "\u20AC"},
		{"gb18030", "\x81\x30\x81\x30", "\u0080"},
		{"gb18030", "\x84\x31\xA4\x39", "\uFFFF"}, // pointer 39419
		{"gb18030", "\x84\x31\xA5\x30", "\uFFFD"}, // pointer 39420: null
		{"gb18030", "\x90\x30\x81\x30", "\U00010000"},
		{"gb18030", "\xE3\x32\x9A\x35", "\U0010FFFF"},
		{"gb18030", "\x81\x35\xF4\x37", "\uE7C7"},
		{"gb18030", "\xA3\xA0", "\u3000"},
		{"gb18030", "\x81\x30\x81\x41", "\uFFFD0\u4E04"}, // « second, third, byte » restored
		{"gb18030", "\x81\x30\x41", "\uFFFD0A"},
		{"gb18030", "\x81\x30", "\uFFFD"},
		{"gb18030", "\xFF", "\uFFFD"},
		// Big5.
		{"Big5", "\x88\x62\x88\x64", "\u00CA\u0304\u00CA\u030C"},
		{"Big5", "\x81\x41", "\uFFFDA"},
		{"Big5", "\xA4\x40", "\u4E00"},
		// EUC-JP.
		{"EUC-JP", "\x8E\xA1", "\uFF61"},
		{"EUC-JP", "\x8F\xA2\xAF", "\u02D8"},
		{"EUC-JP", "\xA4\xA2", "\u3042"},
		{"EUC-JP", "\xA4A", "\uFFFDA"},
		// ISO-2022-JP; the note under "ISO-2022-JP encoder": ¥ twice,
		// encoded separately and concatenated, decodes to ¥ U+FFFD ¥.
		{"ISO-2022-JP", "\x1B(J\x5C\x1B(B\x1B(J\x5C\x1B(B", "\u00A5\uFFFD\u00A5"},
		{"ISO-2022-JP", "\x1B$B\x30\x21\x1B(B", "\u4E9C"},
		{"ISO-2022-JP", "\x1B(I\x21", "\uFF61"},
		{"ISO-2022-JP", "\x1B$", "\uFFFD$"},
		{"ISO-2022-JP", "\x1B", "\uFFFD"},
		{"ISO-2022-JP", "\x1B(Ax", "\uFFFD(Ax"},
		{"ISO-2022-JP", "\x0E", "\uFFFD"},
		// Shift_JIS.
		{"Shift_JIS", "\x80\xA1\xDF", "\u0080\uFF61\uFF9F"},
		{"Shift_JIS", "\x82\xA0", "\u3042"},
		{"Shift_JIS", "\xF0\x40", "\uE000"},
		{"Shift_JIS", "\x81\x20", "\uFFFD "},
		// EUC-KR.
		{"EUC-KR", "\xB0\xA1", "\uAC00"},
		{"EUC-KR", "\x81\x41", "\uAC02"},
		{"EUC-KR", "\x80", "\uFFFD"},
		// replacement: one U+FFFD for a non-empty stream.
		{"replacement", "abc", "\uFFFD"},
		{"replacement", "", ""},
		// UTF-16.
		{"UTF-16LE", "\x3D\xD8\xA9\xDC", "\U0001F4A9"},
		{"UTF-16BE", "\xD8\x3D\xDC\xA9", "\U0001F4A9"},
		{"UTF-16LE", "\x00\xD8\x41\x00", "\uFFFDA"},
		{"UTF-16LE", "\x00\xDC\x41", "\uFFFD\uFFFD"},
		{"UTF-16BE", "\xD8\x00\xD8\x00\xDC\x00", "\uFFFD\U00010000"},
	} {
		if got := string(refDecodeAll(s, tc.enc, []byte(tc.in))); got != tc.want {
			t.Errorf("reference %s decoder(%q) = %+q, want %+q", tc.enc, tc.in, got, tc.want)
		}
	}
	for _, tc := range []struct {
		enc  string
		in   string
		want string
	}{
		{"UTF-8", "\U0001F4A9é", "\xF0\x9F\x92\xA9\xC3\xA9"},
		{"windows-1252", "\u20AC\u0081\u2603", "\x80\x81&#9731;"},
		{"GBK", "\u20AC\u00A5", "\x80&#165;"},
		{"gb18030", "\u20AC\u0080\uE5E5\uE78D\U0010FFFF\uE7C7", "\xA2\xE3\x81\x30\x81\x30&#58853;\xA6\xD9\xE3\x32\x9A\x35\x81\x35\xF4\x37"},
		{"Big5", "\u2550\u5341\u4E00", "\xF9\xF9\xA4\x51\xA4\x40"},
		{"EUC-JP", "\u00A5\u203E\uFF61\u2212\u3042", "\x5C\x7E\x8E\xA1\xA1\xDD\xA4\xA2"},
		{"ISO-2022-JP", "\u00A5", "\x1B(J\x5C\x1B(B"},
		{"ISO-2022-JP", "a\u3042\uFF61b\x0E", "a\x1B$B\x24\x22\x21\x23\x1B(Bb&#65533;"},
		{"ISO-2022-JP", "\u3042\u2603", "\x1B$B\x24\x22\x1B(B&#9731;"},
		{"Shift_JIS", "\u0080\u00A5\uFF61\u2212\u2170", "\x80\x5C\xA1\x81\x7C\xFA\x40"},
		{"EUC-KR", "\uAC00\uAC02", "\xB0\xA1\x81\x41"},
		{"x-user-defined", "\uF780\u0080", "\x80&#128;"},
	} {
		if got := string(refEncodeAll(s, tc.enc, []rune(tc.in))); got != tc.want {
			t.Errorf("reference %s encoder(%+q) = %q, want %q", tc.enc, tc.in, got, tc.want)
		}
	}
}

func TestReferenceHooks(t *testing.T) {
	s := refLoad(t)
	if got := string(s.utf8Decode(refBytesQueue([]byte("\xEF\xBB\xBF\xEF\xBB\xBFa"))).values()); got != "\uFEFFa" {
		t.Errorf("UTF-8 decode = %+q", got)
	}
	if got := string(s.utf8Decode(refBytesQueue([]byte("\xEF\xBB"))).values()); got != "\uFFFD" {
		t.Errorf("UTF-8 decode of a cut BOM = %+q", got)
	}
	if got := string(s.utf8DecodeWithoutBOM(refBytesQueue([]byte("\xEF\xBB\xBFa"))).values()); got != "\uFEFFa" {
		t.Errorf("UTF-8 decode without BOM = %+q", got)
	}
	if _, ok := s.utf8DecodeWithoutBOMOrFail(refBytesQueue([]byte("a\x80"))); ok {
		t.Errorf("UTF-8 decode without BOM or fail succeeded on malformed input")
	}
	if out, ok := s.utf8DecodeWithoutBOMOrFail(refBytesQueue([]byte("a\u00e9"))); !ok || string(out.values()) != "a\u00e9" {
		t.Errorf("UTF-8 decode without BOM or fail failed on valid input")
	}
	for _, tc := range []struct {
		in, fallback, wantEnc, want string
	}{
		{"\xFE\xFF\x00A", "windows-1252", "UTF-16BE", "A"},
		{"\xFF\xFEA\x00", "Shift_JIS", "UTF-16LE", "A"},
		{"\xEF\xBB\xBF\xE2\x82\xAC", "replacement", "UTF-8", "\u20AC"},
		{"\xEF\xBB", "windows-1252", "windows-1252", "\u00EF\u00BB"},
		{"\xFE", "UTF-16BE", "UTF-16BE", "\uFFFD"},
	} {
		out, enc := s.decode(refBytesQueue([]byte(tc.in)), tc.fallback)
		if got := string(out.values()); enc != tc.wantEnc || got != tc.want {
			t.Errorf("decode(%q, %s) = %+q with %s, want %+q with %s", tc.in, tc.fallback, got, enc, tc.want, tc.wantEnc)
		}
	}
	if got := string(refBytes(s.utf8Encode(refQueueOf([]rune("\u00e9\U0001F4A9"), nil, 2)))); got != "\u00e9\U0001F4A9" {
		t.Errorf("UTF-8 encode = %q", got)
	}
	// "encode or fail" with ISO-2022-JP: the error leaves the encoder in
	// jis0208 state's successor, ASCII, after the escape; a second call goes on.
	enc := s.getEncoder("ISO-2022-JP")
	in := refQueueOf([]rune("\u3042\u2603b"), nil, 3)
	out := &refQueue{}
	cp, at := refEncodeOrFail(in, enc, out)
	if got := string(refBytes(out)); cp != 0x2603 || at != 1 || got != "\x1B$B\x24\x22\x1B(B" {
		t.Errorf("encode or fail = %q, U+%04X at %d", got, cp, at)
	}
	out = &refQueue{}
	if cp, _ := refEncodeOrFail(in, enc, out); cp != -1 || string(refBytes(out)) != "b" {
		t.Errorf("encode or fail, second call = %q, %d", refBytes(out), cp)
	}
}

func TestReferenceData(t *testing.T) {
	s := refLoad(t)
	if len(s.encodings) != 40 {
		t.Fatalf("encodings.json lists %d encodings, want 40", len(s.encodings))
	}
	for name, x := range s.singleByte {
		if len(x.entries) == 0 || len(x.entries) > 128 {
			t.Errorf("index %s has %d entries", name, len(x.entries))
		}
	}
	for _, tc := range []struct {
		name string
		x    *refIndex
		min  int
	}{
		{"Big5", s.big5, 18000}, {"EUC-KR", s.eucKR, 17000}, {"gb18030", s.gb18030, 23000},
		{"gb18030 ranges", s.ranges, 200}, {"jis0208", s.jis0208, 7000}, {"jis0212", s.jis0212, 6000},
		{"ISO-2022-JP katakana", s.katakana, 63},
	} {
		if len(tc.x.entries) < tc.min {
			t.Errorf("index %s has %d entries, want at least %d", tc.name, len(tc.x.entries), tc.min)
		}
	}
	// The index Shift_JIS pointer note: the EUDC range 8836 to 10715 has no
	// entries in index jis0208, so the decoder's PUA step shadows nothing.
	for _, e := range s.jis0208.entries {
		if e.pointer >= 8836 && e.pointer <= 10715 {
			t.Errorf("index jis0208 has pointer %d in the EUDC range", e.pointer)
		}
	}
}

// refRoundTripExempt reports whether encoding cp with the named encoding and
// decoding the bytes may fail to give cp back, for reasons the standard
// states: encoders that fold code points (EUC-JP, Shift_JIS and ISO-2022-JP's
// ¥ ‾ − and halfwidth katakana; ISO-2022-JP's ESC, SO, SI errors with U+FFFD)
// and gb18030's asymmetric PUA table. Unmappable code points do not count:
// they become numeric character references.
func refRoundTripExempt(name string, cp rune) bool {
	switch name {
	case "GBK", "gb18030":
		_, ok := refGB18030EncoderTable[cp]
		return ok
	case "EUC-JP", "Shift_JIS":
		return cp == 0xA5 || cp == 0x203E || cp == 0x2212
	case "ISO-2022-JP":
		return cp == 0x2212 || (cp >= 0xFF61 && cp <= 0xFF9F) || cp == 0x0E || cp == 0x0F || cp == 0x1B
	}
	return false
}

// TestReferenceRoundTrip checks, with the reference alone, the claim
// FuzzEncode relies on: outside refRoundTripExempt, every code point an
// encoder encodes decodes back to itself.
func TestReferenceRoundTrip(t *testing.T) {
	s := refLoad(t)
	step := rune(1)
	if testing.Short() {
		step = 7
	}
	for _, info := range s.encodings {
		name := info.Name
		if !refHasEncoder(name) {
			continue
		}
		var cps []rune
		if x := s.singleByte[name]; x != nil {
			for c := rune(0); c < 0x80; c++ {
				cps = append(cps, c)
			}
			for _, e := range x.entries {
				cps = append(cps, e.cp)
			}
		} else {
			for c := rune(0); c < 0x10000; c += step {
				cps = append(cps, c)
			}
			for c := rune(0x10000); c <= 0x10FFFF; c += 997 * step {
				cps = append(cps, c)
			}
		}
		bad := 0
		for _, cp := range cps {
			if refIsSurrogate(cp) || refRoundTripExempt(name, cp) {
				continue
			}
			enc := s.getEncoder(name)
			in := refQueueOf([]rune{cp}, nil, 1)
			out := &refQueue{}
			if c, _ := refEncodeOrFail(in, enc, out); c != -1 {
				continue // unmappable
			}
			b := refBytes(out)
			if got := refDecodeAll(s, name, b); len(got) != 1 || got[0] != cp {
				if bad++; bad <= 5 {
					t.Errorf("%s: U+%04X encodes as % X, which decodes to %+q", name, cp, b, string(got))
				}
			}
		}
	}
}
