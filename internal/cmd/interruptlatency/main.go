// Command interruptlatency measures how long the binding's native calls run
// on after the host interrupts the runtime: for single calls on 256 MiB
// inputs (and other sizes, with -size), it calls rt.Interrupt at a random point of the call and times how
// long the host waits for RunString to return goja's *InterruptedError. It
// prints a Markdown table of the median and worst latency of n runs per call
// and writes it, with the footer of a generated file (package
// internal/docfile), to docs/interrupt-latency.md, which README.md quotes.
// The target is under 10 ms, at any size.
//
// Usage, from the repository's root:
//
//	go run ./internal/cmd/interruptlatency [-n 5] [-size 256[,1024...]] [-large-only substrings] [-only substring] [-o docs/interrupt-latency.md]
//
// It needs about 2 GB of memory; a call that finishes before its interrupt
// fires (array-like inputs are rejected at once) is reported with its own
// duration and no latency.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/encoding"
	"github.com/textcodec/textcodec/goja/streams"
	"github.com/textcodec/textcodec/internal/docfile"
)

// A measuredCall is one row: setup runs untimed (input is a Uint8Array of
// the bytes in, when in is set; mib is the input size in MiB), then call is
// the measured script.
type measuredCall struct {
	name  string
	in    func(size int) []byte
	setup string
	call  string
	// host, when set, runs after setup, as the host's own Go code
	// would.
	host func(rt *goja.Runtime) error
}

func repeat(pattern ...byte) func(int) []byte {
	return func(size int) []byte { return bytes.Repeat(pattern, size/len(pattern)) }
}

// streamWrite writes chunk to ts and reads one chunk: the transform runs in
// the promise jobs of the same RunString.
const streamWrite = `{ const w = ts.writable.getWriter(), r = ts.readable.getReader(); r.read(); w.write(chunk); }`

var calls = []measuredCall{
	// The control: goja's own latency for a JavaScript loop, which is the
	// machine's scheduling noise.
	{"control: a JavaScript loop", nil, `var n = 0, end = MIB << 14`, `for (let i = 0; i < end; i++) n += i`, nil},
	{"decode UTF-8, ASCII", repeat('a'), `var d = new TextDecoder()`, `d.decode(input)`, nil},
	{"decode UTF-8, 2-byte", repeat(0xC3, 0xA9), `var d = new TextDecoder()`, `d.decode(input)`, nil},
	{"decode gb18030", repeat(0x81, 0x40), `var d = new TextDecoder("gb18030")`, `d.decode(input)`, nil},
	{"decode Shift_JIS, fatal", repeat(0x82, 0xA0), `var d = new TextDecoder("shift_jis", { fatal: true })`, `d.decode(input)`, nil},
	{"encode, ASCII", nil, `var e = new TextEncoder(), s = "a".repeat(MIB << 20)`, `e.encode(s)`, nil},
	{"encode, 2-byte", nil, `var e = new TextEncoder(), s = "\u00e9".repeat(MIB << 19)`, `e.encode(s)`, nil},
	{"encodeInto, ASCII", nil, `var e = new TextEncoder(), s = "a".repeat(MIB << 20), dst = new Uint8Array(MIB << 20)`, `e.encodeInto(s, dst)`, nil},
	{"encodeInto, 3-byte", nil, `var e = new TextEncoder(), s = "\u3042".repeat(MIB << 19), dst = new Uint8Array(3 * (MIB << 19))`, `e.encodeInto(s, dst)`, nil},
	{"label of spaces", nil, `var label = " ".repeat(MIB << 20) + "utf-8"`, `new TextDecoder(label)`, nil},
	{"TextDecoderStream chunk, gb18030", repeat(0x81, 0x40), `var ts = new TextDecoderStream("gb18030"), chunk = input`, streamWrite, nil},
	{"TextEncoderStream chunk, 2-byte", nil, `var ts = new TextEncoderStream(), chunk = "\u00e9".repeat(MIB << 19)`, streamWrite, nil},
	{"decode, array-like of length 2**26", nil, `var d = new TextDecoder(), o = { length: 2 ** 26, 0: 65 }`, `try { d.decode(o) } catch (e) {}`, nil},
	{"encodeInto, array-like of length 2**26", nil, `var e = new TextEncoder(), o = { length: 2 ** 26, 0: 65 }`, `try { e.encodeInto("a", o) } catch (e) {}`, nil},
	{"TextDecoderStream chunk, array-like of length 2**26", nil, `var ts = new TextDecoderStream(), chunk = { length: 2 ** 26, 0: 65 }`, streamWrite, nil},
	// The byte streams' copies: a BYOB read filled from the queue, a
	// respond whose filled bytes are cloned to the queue (the reader was
	// released), a default read that allocates the source's
	// autoAllocateChunkSize, a byte tee's clone of a chunk for its second
	// branch, and the bridge's copy of a chunk for an io.Writer.
	{"byte stream: BYOB read filled from the queue", repeat('a'), byteSource + `c.enqueue(input); var r = rs.getReader({ mode: "byob" }), dst = new Uint8Array(MIB << 20)`, `r.read(dst)`, nil},
	{"byte stream: respond, filled bytes cloned", nil, `var c, rs = new ReadableStream({ type: "bytes", autoAllocateChunkSize: MIB << 20, pull(ctrl) { c = ctrl; } });
		var r = rs.getReader(); r.read().catch(() => {}); Promise.resolve().then(() => r.releaseLock())`, `c.byobRequest.respond(MIB << 20)`, nil},
	{"byte stream: read allocating autoAllocateChunkSize", nil, `var rs = new ReadableStream({ type: "bytes", autoAllocateChunkSize: MIB << 20, pull() {} }), r = rs.getReader()`, `r.read()`, nil},
	{"byte stream: tee's clone of a chunk", repeat('a'), byteSource + `var [b1, b2] = rs.tee(); b1.getReader().read()`, `c.enqueue(input)`, nil},
	{"bridge: WriteToWriter's copy of a chunk", repeat('a'), byteSource, `c.enqueue(input)`, writeToDiscard},
}

// byteSource makes a byte stream rs whose controller is c.
const byteSource = `var c, rs = new ReadableStream({ type: "bytes", start(ctrl) { c = ctrl; } });`

// writeToDiscard starts streams.WriteToWriter on rs, to io.Discard, on a
// loop that drops the bridge's callbacks (the measured copy is done on the
// runtime's goroutine before them).
func writeToDiscard(rt *goja.Runtime) error {
	return streams.WriteToWriter(rt, droppingLoop{}, rt.Get("rs"), io.Discard, func(int64, error) {})
}

type droppingLoop struct{}

func (droppingLoop) RegisterCallback() func(func()) { return func(func()) {} }

func main() {
	runs := flag.Int("n", 5, "interrupted runs per call")
	sizeList := flag.String("size", "256", "input sizes in MiB, comma-separated")
	largeOnly := flag.String("large-only", "", "measure sizes after the first only for the calls whose name contains one of these comma-separated substrings (\"\": all)")
	only := flag.String("only", "", "measure only the calls whose name contains this")
	outFile := flag.String("o", "docs/interrupt-latency.md", "also write the table to this file, as a generated file (\"\": do not)")
	flag.Usage = func() {
		fmt.Fprintf(os.Stderr, "usage: interruptlatency [flags]\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() > 0 {
		flag.Usage()
		os.Exit(2)
	}
	var sizes []int
	for _, f := range strings.Split(*sizeList, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n <= 0 {
			fmt.Fprintf(os.Stderr, "interruptlatency: bad size %q\n", f)
			os.Exit(2)
		}
		sizes = append(sizes, n)
	}

	var b strings.Builder
	b.WriteString("# Interrupt latency\n\n")
	b.WriteString("How long a call of the goja binding runs on after the host calls `rt.Interrupt`: single calls interrupted at a random point, the median and worst of the interrupted runs (array-likes are refused at once, mostly before the interrupt fires). The control row is goja's own latency for a JavaScript loop. Target: under 10 ms.\n\n")
	fmt.Fprintf(&b, "`go run ./internal/cmd/interruptlatency %s` on %s/%s, %d CPUs, %s, %s\n\n",
		strings.Join(os.Args[1:], " "), runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), runtime.Version(), time.Now().UTC().Format("2006-01-02 15:04 MST"))
	b.WriteString("| call | MiB | uninterrupted (ms) | interrupted runs | median latency (ms) | worst latency (ms) |\n")
	b.WriteString("|---|--:|--:|--:|--:|--:|\n")
	worst := time.Duration(0)
	for i, mib := range sizes {
		for _, c := range calls {
			if !strings.Contains(c.name, *only) || i > 0 && !containsAny(c.name, *largeOnly) {
				continue
			}
			// The call's own duration: the shorter of two runs (a run can
			// be slowed by the machine's other work).
			full := time.Duration(math.MaxInt64)
			for range 2 {
				d, err := measure(c, mib, -1)
				if err != nil {
					fmt.Fprintf(os.Stderr, "%s: %v\n", c.name, err)
					os.Exit(1)
				}
				full = min(full, d)
			}
			var lat []time.Duration
			for tries := 0; len(lat) < *runs && tries < 3**runs; tries++ {
				at := time.Duration(rand.Int64N(int64(full)*9/10 + 1))
				d, err := measure(c, mib, at)
				var ie *goja.InterruptedError
				if errors.As(err, &ie) {
					lat = append(lat, d)
				}
			}
			if len(lat) == 0 {
				fmt.Fprintf(&b, "| %s | %d | %.1f | 0 | – | – |\n", c.name, mib, ms(full))
				continue
			}
			slices.Sort(lat)
			worst = max(worst, lat[len(lat)-1])
			fmt.Fprintf(&b, "| %s | %d | %.1f | %d | %.2f | %.2f |\n", c.name, mib, ms(full), len(lat), ms(lat[len(lat)/2]), ms(lat[len(lat)-1]))
		}
	}
	fmt.Fprintf(&b, "\nWorst latency: %.2f ms\n", ms(worst))
	os.Stdout.WriteString(b.String())
	if *outFile != "" {
		command := "`go run ./internal/cmd/interruptlatency " + strings.Join(os.Args[1:], " ") + "`"
		if err := docfile.Write(*outFile, []byte(b.String()), command); err != nil {
			fmt.Fprintln(os.Stderr, "interruptlatency:", err)
			os.Exit(1)
		}
	}
}

// containsAny reports whether s contains one of the comma-separated
// substrings of list, or list is empty.
func containsAny(s, list string) bool {
	if list == "" {
		return true
	}
	for _, sub := range strings.Split(list, ",") {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// measure sets c up in a fresh runtime and runs its call. With at < 0 it
// returns the call's duration; otherwise it interrupts the runtime at after
// the call starts and returns the time from rt.Interrupt to RunString's
// return, and RunString's error (nil when the call finished first).
func measure(c measuredCall, mib int, at time.Duration) (time.Duration, error) {
	rt := goja.New()
	if err := encoding.Enable(rt); err != nil {
		return 0, err
	}
	if err := streams.Enable(rt); err != nil {
		return 0, err
	}
	if c.in != nil {
		u8, err := rt.New(rt.Get("Uint8Array"), rt.ToValue(rt.NewArrayBuffer(c.in(mib<<20))))
		if err != nil {
			return 0, err
		}
		rt.Set("input", u8)
	}
	rt.Set("MIB", mib)
	if _, err := rt.RunString(c.setup); err != nil {
		return 0, err
	}
	if c.host != nil {
		if err := c.host(rt); err != nil {
			return 0, err
		}
	}
	prg, err := goja.Compile("call", c.call, true)
	if err != nil {
		return 0, err
	}
	runtime.GC()

	if at < 0 {
		start := time.Now()
		_, err := rt.RunProgram(prg)
		return time.Since(start), err
	}
	fired := make(chan time.Time, 1)
	timer := time.AfterFunc(at, func() {
		t := time.Now()
		rt.Interrupt("deadline")
		fired <- t
	})
	_, err = rt.RunProgram(prg)
	end := time.Now()
	if !timer.Stop() {
		return end.Sub(<-fired), err
	}
	return 0, err // finished before the interrupt
}
