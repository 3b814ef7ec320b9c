package jsbench

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf16"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec"
	"github.com/textcodec/textcodec/bench"
)

// polyfillSize is the input size for the polyfill. In goja, text-encoding
// builds its output string by concatenation, one character at a time, and
// goja copies the whole string each time: its time grows with the square of
// the input's size (a 1 MiB decode takes 30 s to a minute and copies some
// 500 GB). It is measured on the first 64 KiB of each input (whole lines),
// where it runs at the speeds a goja user sees on typical inputs; -polyfill-size
// 0 measures it on the whole input.
var polyfillSize = flag.Int("polyfill-size", 64<<10, "input `bytes` for the text-encoding polyfill (0: the whole 1 MiB input)")

// caseNames are the inputs of package bench measured here.
var caseNames = []string{
	"UTF-8-ascii", "UTF-8-latin", "UTF-8-cjk", "UTF-16LE",
	"Shift_JIS", "gb18030", "EUC-KR", "Big5", "windows-1252",
}

// A jsCase is one of package bench's inputs, with its text as a
// JavaScript TextDecoder gives it.
type jsCase struct {
	*bench.Case
	text  string   // the decoded input, less a leading U+FEFF (UTF-8)
	units []uint16 // text in UTF-16
	ascii bool     // text is all ASCII
}

var (
	casesOnce sync.Once
	casesList []*jsCase
	casesErr  error
)

func jsCases(b *testing.B) []*jsCase {
	casesOnce.Do(func() {
		all, err := bench.Corpus()
		if err != nil {
			casesErr = err
			return
		}
		byName := map[string]*bench.Case{}
		for _, c := range all {
			byName[c.Name] = c
		}
		for _, name := range caseNames {
			c := byName[name]
			if c == nil {
				casesErr = fmt.Errorf("package bench has no case %s", name)
				return
			}
			text := strings.TrimPrefix(string(c.Text), "\uFEFF")
			jc := &jsCase{Case: c, text: text, units: utf16.Encode([]rune(text)), ascii: true}
			for i := 0; i < len(text); i++ {
				if text[i] >= 0x80 {
					jc.ascii = false
					break
				}
			}
			casesList = append(casesList, jc)
		}
	})
	if casesErr != nil {
		b.Fatal(casesErr)
	}
	return casesList
}

// prefix returns the case cut to at most size bytes of input, at the end of
// a line (a newline ends a character in every encoding here; see
// bench.Corpus), with its text.
func (c *jsCase) prefix(size int) *jsCase {
	if len(c.Encoded) <= size {
		return c
	}
	nl := []byte{'\n'}
	if c.Enc == textcodec.UTF16LE {
		nl = []byte{'\n', 0}
	}
	cut := 0
	for i := 0; i+len(nl) <= size; i += len(nl) {
		if bytes.Equal(c.Encoded[i:i+len(nl)], nl) {
			cut = i + len(nl)
		}
	}
	enc := c.Encoded[:cut]
	text, err := c.Enc.NewDecoder(textcodec.BOMKeep).Bytes(enc)
	if err != nil {
		panic(err)
	}
	p := *c
	p.Case = &bench.Case{Name: c.Name, Enc: c.Enc, Source: c.Source, Encoded: enc, Text: text}
	p.text = strings.TrimPrefix(string(text), "\uFEFF")
	p.units = utf16.Encode([]rune(p.text))
	return &p
}

// label is the label the scripts pass to TextDecoder.
func (c *jsCase) label() string { return c.Enc.Name() }

// bytes is what MB/s counts for op: input bytes for decode, UTF-8 output
// bytes for encode and encodeInto.
func (c *jsCase) bytes(op string) int {
	if op == "decode" {
		return len(c.Encoded)
	}
	return len(c.text)
}

// want is what ops.js's run(1) returns for op when the output is right: the
// string's length in UTF-16 code units, or the UTF-8 byte count.
func (c *jsCase) want(op string) int64 {
	if op == "decode" {
		return int64(len(c.units))
	}
	return int64(len(c.text))
}

// srcDir is this package's source folder, where ops.js and node_bench.js are.
func srcDir() string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		return "."
	}
	return filepath.Dir(file)
}

// loadOps runs ops.js in the goja runtime rt and returns its benchOps object
// (for the rows measured on goja only: streams, polyfill, floor).
func loadOps(rt *goja.Runtime) (*goja.Object, error) { return gojaEngine{}.loadOps(rt) }

func reportCPU(b *testing.B, n int, cpu time.Duration) {
	if cpu > 0 {
		b.ReportMetric(float64(n)*float64(b.N)/cpu.Seconds()/1e6, "cpu-MB/s")
	}
}

var verified sync.Map // engine and case name -> error from checkDecode

// verifyDecode checks once per engine that its TextDecoder gives c's text,
// so that no benchmark of wrong output is timed.
func verifyDecode(name string, e engine, c *jsCase) error {
	key := name + "/" + c.Name
	if v, ok := verified.Load(key); ok {
		return v.(error)
	}
	err := e.checkDecode(c)
	if err == nil {
		err = errOK
	}
	verified.Store(key, err)
	return err
}

// errOK stands for "no error" in verified (a sync.Map cannot hold a nil
// interface).
var errOK = okError{}

type okError struct{}

func (okError) Error() string { return "ok" }

func BenchmarkJS(b *testing.B) {
	for _, c := range jsCases(b) {
		b.Run(c.Name, func(b *testing.B) {
			for _, op := range []string{"decode", "encode", "encodeInto"} {
				b.Run(op, func(b *testing.B) {
					for _, e := range engines {
						b.Run(e.name, func(b *testing.B) { benchEngine(b, e.name, e.engine, c, op) })
					}
					b.Run("node", func(b *testing.B) { benchNode(b, c, op) })
					if op != "encodeInto" { // the polyfill has no encodeInto
						b.Run("polyfill", func(b *testing.B) { benchPolyfill(b, c, op) })
						b.Run("floor", func(b *testing.B) { benchFloor(b, c, op) })
					}
				})
			}
		})
	}
}

// benchEngine times op on c with the binding of engine e, named name.
func benchEngine(b *testing.B, name string, e engine, c *jsCase, op string) {
	if err := verifyDecode(name, e, c); err != errOK {
		b.Fatalf("%s's decode is wrong: %v", name, err)
	}
	run, err := e.caseLoop(c, op)
	if err != nil {
		b.Fatal(err)
	}
	// One untimed call: checks the output's length, and warms up.
	if got, err := run(1); err != nil || got != c.want(op) {
		b.Fatalf("run(1) = %v, %v; want %d", got, err, c.want(op))
	}
	timeRun(b, run, c.bytes(op), c.want(op))
}

// benchFloor times the loop with the operation replaced by a Go function
// that makes its result: goja's floor.
func benchFloor(b *testing.B, c *jsCase, op string) {
	rt := goja.New()
	ops, err := loadOps(rt)
	if err != nil {
		b.Fatal(err)
	}
	var mk func(goja.FunctionCall) goja.Value
	var want int64
	switch op {
	case "decode":
		// goja's cheapest public ways to a new string of the text: a Go
		// string (copied here, as a decoder's output would be new), or
		// UTF-16 that StringFromUTF16 copies.
		if c.ascii {
			mk = func(goja.FunctionCall) goja.Value { return rt.ToValue(strings.Clone(c.text)) }
		} else {
			mk = func(goja.FunctionCall) goja.Value { return goja.StringFromUTF16(c.units) }
		}
		want = int64(len(c.units))
	default:
		// A Uint8Array over a new ArrayBuffer of the output's size.
		u8 := rt.Get("Uint8Array")
		n := len(c.text)
		mk = func(goja.FunctionCall) goja.Value {
			a, err := rt.New(u8, rt.ToValue(rt.NewArrayBuffer(make([]byte, n))))
			if err != nil {
				panic(err)
			}
			return a
		}
		want = int64(n)
	}
	f, _ := goja.AssertFunction(ops.Get("floor"))
	v, err := f(nil, rt.ToValue(mk))
	if err != nil {
		b.Fatal(err)
	}
	run, _ := goja.AssertFunction(v)
	timeRun(b, gojaEngine{}.loop(rt, run), c.bytes(op), want)
}

func benchPolyfill(b *testing.B, c *jsCase, op string) {
	rt, err := polyfillRuntime()
	if err != nil {
		b.Skip(err)
	}
	if *polyfillSize > 0 {
		c = c.prefix(*polyfillSize)
	}
	run, err := gojaEngine{}.runner(rt, c, op)
	if err != nil {
		b.Fatal(err)
	}
	// No untimed call: one takes seconds. timeRun checks the results.
	timeRun(b, gojaEngine{}.loop(rt, run), c.bytes(op), c.want(op))
}

func benchNode(b *testing.B, c *jsCase, op string) {
	p, err := nodeProcess(b)
	if err != nil {
		b.Skip(err)
	}
	if op == "decode" {
		p.checkOutput(b, c)
	}
	b.ResetTimer()
	wall, cpu, sum, err := p.run(op, c.Name, b.N)
	b.StopTimer()
	if err != nil {
		b.Fatal(err)
	}
	if sum != c.want(op)*int64(b.N) {
		b.Logf("NOTE: %s %s: Node's results add up to %d, textcodec's to %d", c.Name, op, sum, c.want(op)*int64(b.N))
	}
	// Node's own timings replace the framework's, which include the pipe
	// and an untimed warm-up call.
	n := c.bytes(op)
	b.ReportMetric(float64(wall.Nanoseconds())/float64(b.N), "ns/op")
	b.ReportMetric(float64(n)*float64(b.N)/wall.Seconds()/1e6, "MB/s")
	reportCPU(b, n, cpu)
}

// hashText is the SHA-256 of c's text in UTF-8, in hex.
func hashText(c *jsCase) string {
	h := sha256.Sum256([]byte(c.text))
	return hex.EncodeToString(h[:])
}

// BenchmarkEnable measures what a host pays per runtime, on each engine:
// making a runtime alone, and encoding.Enable on a new runtime (made
// outside the timer).
//
//	BenchmarkEnable/{goja,sobek}.{New,Enable}
func BenchmarkEnable(b *testing.B) {
	for _, e := range engines {
		b.Run(e.runtime+".New", e.benchNew)
		b.Run(e.runtime+".Enable", e.benchEnable)
	}
}
