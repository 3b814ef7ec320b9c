package jsbench

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec"
	"github.com/textcodec/textcodec/bench"
	"github.com/textcodec/textcodec/goja/encoding"
	"github.com/textcodec/textcodec/goja/streams"
)

// streamChunkSizes are the chunk sizes of BenchmarkJSStream, by name: bytes
// of input for decode, bytes of UTF-8 output for encode.
var streamChunkSizes = []struct {
	name string
	size int
}{{"64KiB", 64 << 10}, {"1KiB", 1 << 10}}

// A streamInput is what one row of BenchmarkJSStream pipes: a case of
// package bench cut into chunks.
type streamInput struct {
	name    string // "decode-Shift_JIS", "encode-french"...
	op      string // ops.js's loop: decodeStream or encodeStream
	label   string // the TextDecoderStream's label
	encoded []byte // decodeStream's input
	text    string // the decoded text (UTF-8); encodeStream's input
	units   []uint16
	cuts    []int // chunk ends: bytes of encoded, or UTF-16 code units of text
}

// bytesPerPass is what MB/s counts for one pass over the chunks: input
// bytes for decode, UTF-8 output bytes for encode.
func (s *streamInput) bytesPerPass() int {
	if s.op == "decodeStream" {
		return len(s.encoded)
	}
	return len(s.text)
}

// want is what the counting sink sums over one pass: code units of the
// strings (decode) or bytes (encode).
func (s *streamInput) want() int64 {
	if s.op == "decodeStream" {
		return int64(len(s.units))
	}
	return int64(len(s.text))
}

// streamInputs returns the rows of BenchmarkJSStream for a chunk size:
// Shift_JIS (Rashomon), cut every size bytes; UTF-8 (Rashomon, Japanese)
// cut about every size bytes inside a character, so that every chunk
// edge splits a UTF-8 sequence; and French (Candide) and Japanese
// (Rashomon) text for TextEncoderStream, cut before the character that
// would take a chunk's UTF-8 past size bytes.
func streamInputs(b *testing.B, size int) []*streamInput {
	v, _ := streamInputCache.LoadOrStore(size, sync.OnceValues(func() ([]*streamInput, error) { return makeStreamInputs(size) }))
	ins, err := v.(func() ([]*streamInput, error))()
	if err != nil {
		b.Fatal(err)
	}
	return ins
}

var streamInputCache sync.Map // chunk size -> func() ([]*streamInput, error)

func makeStreamInputs(size int) (ins []*streamInput, err error) {
	all, err := bench.Corpus()
	if err != nil {
		return nil, err
	}
	byName := map[string]*bench.Case{}
	for _, c := range all {
		byName[c.Name] = c
	}
	get := func(name string) *bench.Case {
		c := byName[name]
		if c == nil {
			c = &bench.Case{Name: name, Enc: textcodec.UTF8}
			err = fmt.Errorf("package bench has no case %s", name)
		}
		return c
	}
	decodeInput := func(name string, c *bench.Case, cuts func([]byte) []int) *streamInput {
		// No byte order mark at the start of a pass: every pass decodes
		// to the same text.
		enc := c.Encoded
		if c.Enc == textcodec.UTF8 {
			enc = bytes.TrimPrefix(enc, []byte("\uFEFF"))
		}
		text, _ := c.Enc.NewDecoder(textcodec.BOMKeep).Bytes(enc)
		return &streamInput{name: name, op: "decodeStream", label: c.Enc.Name(), encoded: enc,
			text: string(text), units: utf16.Encode([]rune(string(text))), cuts: cuts(enc)}
	}
	encodeInput := func(name string, c *bench.Case) *streamInput {
		text := strings.TrimPrefix(string(c.Text), "\uFEFF")
		return &streamInput{name: name, op: "encodeStream", label: "utf-8", encoded: []byte(text),
			text: text, units: utf16.Encode([]rune(text)), cuts: textCuts(text, size)}
	}
	ins = []*streamInput{
		decodeInput("decode-Shift_JIS", get("Shift_JIS"), func(p []byte) []int { return fixedCuts(len(p), size) }),
		decodeInput("decode-UTF-8-split", get("UTF-8-cjk"), func(p []byte) []int { return splitCuts(p, size) }),
		encodeInput("encode-french", get("UTF-8-latin")),
		encodeInput("encode-japanese", get("UTF-8-cjk")),
	}
	return ins, err
}

// fixedCuts cuts n bytes every size bytes.
func fixedCuts(n, size int) []int {
	var cuts []int
	for end := size; end < n; end += size {
		cuts = append(cuts, end)
	}
	return append(cuts, n)
}

// splitCuts cuts UTF-8 p about every size bytes, each cut one byte after
// the lead byte of a multi-byte sequence at or after the nominal offset.
func splitCuts(p []byte, size int) []int {
	var cuts []int
	last := 0
	for nominal := size; nominal < len(p); nominal += size {
		i := max(nominal, last+1)
		for i < len(p) && p[i] < 0xC0 {
			i++
		}
		if i+1 >= len(p) {
			break
		}
		cuts = append(cuts, i+1)
		last = i + 1
	}
	return append(cuts, len(p))
}

// textCuts cuts text into chunks of at most size bytes of UTF-8, at
// character boundaries, and returns the cuts in UTF-16 code units.
func textCuts(text string, size int) []int {
	var cuts []int
	units, chunkBytes := 0, 0
	for _, r := range text {
		n := utf8.RuneLen(r)
		if chunkBytes+n > size {
			cuts = append(cuts, units)
			chunkBytes = 0
		}
		chunkBytes += n
		units += utf16.RuneLen(r)
	}
	return append(cuts, units)
}

// BenchmarkJSStream pipes each input through a TextDecoderStream or a
// TextEncoderStream (ops.js's decodeStream and encodeStream: a pull source,
// pipeThrough, pipeTo a counting sink), one pass over about 1 MiB per
// operation, in goja and in Node.js:
//
//	BenchmarkJSStream/<input>/<chunk size>/{textcodec,node}
//
// Each reports, besides MB/s and cpu-MB/s, the time per chunk (µs/chunk,
// and cpu-µs/chunk for the process's CPU time).
func BenchmarkJSStream(b *testing.B) {
	for _, cs := range streamChunkSizes {
		for _, in := range streamInputs(b, cs.size) {
			b.Run(in.name+"/"+cs.name, func(b *testing.B) {
				b.Run("textcodec", func(b *testing.B) { benchStream(b, in) })
				b.Run("node", func(b *testing.B) { benchStreamNode(b, in, cs.name) })
			})
		}
	}
}

func benchStream(b *testing.B, in *streamInput) {
	rt := goja.New()
	if err := encoding.Enable(rt); err != nil {
		b.Fatal(err)
	}
	if err := streams.Enable(rt); err != nil {
		b.Fatal(err)
	}
	ops, err := loadOps(rt)
	if err != nil {
		b.Fatal(err)
	}
	var input goja.Value
	if in.op == "decodeStream" {
		u8, err := rt.New(rt.Get("Uint8Array"), rt.ToValue(rt.NewArrayBuffer(in.encoded)))
		if err != nil {
			b.Fatal(err)
		}
		input = u8
	} else {
		input = goja.StringFromUTF16(in.units)
	}
	cutsFn, _ := goja.AssertFunction(ops.Get("chunks"))
	chunks, err := cutsFn(nil, input, rt.ToValue(in.cuts))
	if err != nil {
		b.Fatal(err)
	}
	args := []goja.Value{rt.Get("ReadableStream"), rt.Get("WritableStream")}
	if in.op == "decodeStream" {
		args = append(args, rt.Get("TextDecoderStream"), rt.ToValue(in.label), chunks)
	} else {
		args = append(args, rt.Get("TextEncoderStream"), chunks)
	}
	mk, _ := goja.AssertFunction(ops.Get(in.op))
	v, err := mk(nil, args...)
	if err != nil {
		b.Fatal(err)
	}
	run, _ := goja.AssertFunction(v)
	// One untimed pass: checks the count, and warms up.
	if got, err := awaitRun(rt, run, 1); err != nil || got != in.want() {
		b.Fatalf("run(1) = %d, %v; want %d", got, err, in.want())
	}
	n := in.bytesPerPass()
	b.SetBytes(int64(n))
	b.ReportAllocs()
	runtime.GC()
	cpu0 := processCPU()
	start := time.Now()
	b.ResetTimer()
	got, err := awaitRun(rt, run, b.N)
	b.StopTimer()
	wall, cpu := time.Since(start), processCPU()-cpu0
	if err != nil {
		b.Fatal(err)
	}
	if got != in.want()*int64(b.N) {
		b.Fatalf("the sink counted %d, want %d", got, in.want()*int64(b.N))
	}
	reportCPU(b, n, cpu)
	reportPerChunk(b, len(in.cuts), wall, cpu)
}

// awaitRun calls run(n), which returns a promise; goja runs the promise
// jobs before the call returns, so the promise is settled then.
func awaitRun(rt *goja.Runtime, run goja.Callable, n int) (int64, error) {
	v, err := run(nil, rt.ToValue(n))
	if err != nil {
		return 0, err
	}
	p, ok := v.Export().(*goja.Promise)
	if !ok {
		return 0, fmt.Errorf("run returned %v, not a promise", v)
	}
	switch p.State() {
	case goja.PromiseStateFulfilled:
		return p.Result().ToInteger(), nil
	case goja.PromiseStateRejected:
		return 0, fmt.Errorf("the pipe failed: %v", p.Result())
	}
	return 0, fmt.Errorf("the pipe did not finish")
}

// reportPerChunk reports the wall-clock and CPU time per chunk, for
// b.N passes of chunks chunks.
func reportPerChunk(b *testing.B, chunks int, wall, cpu time.Duration) {
	total := float64(chunks) * float64(b.N)
	b.ReportMetric(wall.Seconds()*1e6/total, "µs/chunk")
	if cpu > 0 {
		b.ReportMetric(cpu.Seconds()*1e6/total, "cpu-µs/chunk")
	}
}

func benchStreamNode(b *testing.B, in *streamInput, chunkName string) {
	p, err := streamNode(b)
	if err != nil {
		b.Skip(err)
	}
	name := "stream-" + in.name + "-" + chunkName
	b.ResetTimer()
	wall, cpu, sum, err := p.run(in.op, name, b.N)
	b.StopTimer()
	if err != nil {
		b.Fatal(err)
	}
	if want := in.want() * int64(b.N); sum != want {
		b.Logf("NOTE: %s: Node's sink counted %d, textcodec's %d", name, sum, want)
	}
	n := in.bytesPerPass()
	b.ReportMetric(float64(wall.Nanoseconds())/float64(b.N), "ns/op")
	b.ReportMetric(float64(n)*float64(b.N)/wall.Seconds()/1e6, "MB/s")
	reportCPU(b, n, cpu)
	reportPerChunk(b, len(in.cuts), wall, cpu)
}

var (
	streamNodeOnce sync.Once
	streamNodeP    *nodeProc
	streamNodeErr  error
)

// streamNode returns the Node.js process of BenchmarkJSStream, started on
// first use with each input written as a case named
// stream-<input>-<chunk size>, its cuts in a .cuts file.
func streamNode(b *testing.B) (*nodeProc, error) {
	var inputs []*streamInput
	var names []string
	for _, cs := range streamChunkSizes {
		for _, in := range streamInputs(b, cs.size) {
			inputs = append(inputs, in)
			names = append(names, "stream-"+in.name+"-"+cs.name)
		}
	}
	streamNodeOnce.Do(func() {
		dir, err := os.MkdirTemp("", "textcodec-jsstream-")
		if err != nil {
			streamNodeErr = err
			return
		}
		for i, in := range inputs {
			err := writeInput(dir, names[i], in.label, in.encoded, in.text)
			if err == nil {
				var cuts strings.Builder
				for _, c := range in.cuts {
					cuts.WriteString(strconv.Itoa(c) + "\n")
				}
				err = os.WriteFile(filepath.Join(dir, names[i]+".cuts"), []byte(cuts.String()), 0o666)
			}
			if err != nil {
				streamNodeErr = err
				os.RemoveAll(dir)
				return
			}
		}
		streamNodeP, streamNodeErr = startNode(dir)
		if streamNodeErr != nil {
			os.RemoveAll(dir)
			return
		}
		streamNodeP.owned = true
	})
	return streamNodeP, streamNodeErr
}
