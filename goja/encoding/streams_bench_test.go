package encoding_test

import (
	"runtime"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/encoding"
	"github.com/textcodec/textcodec/goja/streams"
)

// pipeScript pipes total bytes, in chunks made by the Go function
// nextChunk, through a TextDecoderStream into a WritableStream that counts
// the characters, calling sample every 16 chunks.
const pipeScript = `
var chars = 0, chunks = 0, finished = false, failure = null;
new ReadableStream({
	pull(c) {
		const chunk = nextChunk();
		if (chunk === null) c.close(); else c.enqueue(chunk);
	},
}, { highWaterMark: 1 })
	.pipeThrough(new TextDecoderStream())
	.pipeTo(new WritableStream({
		write(s) {
			chars += s.length;
			if (++chunks % 16 === 0) sample();
		},
	}))
	.then(() => { finished = true; }, e => { failure = String(e); });
`

var pipeProgram = goja.MustCompile("pipe.js", pipeScript, false)

// pipeResult is what one run of pipeScript measured.
type pipeResult struct {
	chars     int64
	peakHeap  uint64 // largest HeapAlloc seen while piping
	peakLive  uint64 // largest heap after a GC at the checkpoints
	checkGC   bool
	baseline  uint64
	finished  bool
	failure   string
	chunkSize int
}

// textChunk is 64 KiB of UTF-8: Japanese text with ASCII, cut at a character
// boundary and padded with ASCII.
func textChunk(size int) []byte {
	line := "吾輩は猫である。名前はまだ無い。 The cat, nameless, 2026.\n"
	s := strings.Repeat(line, size/len(line)+1)[:size]
	for len(s) > 0 && s[len(s)-1]&0xC0 == 0x80 {
		s = s[:len(s)-1]
	}
	b := []byte(s)
	for len(b) < size {
		b = append(b, ' ')
	}
	return b
}

// runPipe pipes total bytes of textChunk through pipeScript in a fresh
// runtime. With checkGC it collects garbage at a few points to measure the
// live heap.
func runPipe(tb testing.TB, total int, checkGC bool) pipeResult {
	const chunkSize = 64 << 10
	template := textChunk(chunkSize)
	rt := goja.New()
	encoding.Enable(rt)
	if err := streams.Enable(rt); err != nil {
		tb.Fatal(err)
	}
	res := pipeResult{checkGC: checkGC, chunkSize: chunkSize}
	var ms runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&ms)
	res.baseline = ms.HeapAlloc
	sent := 0
	rt.Set("nextChunk", func() goja.Value {
		if sent >= total {
			return goja.Null()
		}
		p := make([]byte, chunkSize)
		copy(p, template)
		sent += chunkSize
		u8, err := rt.New(rt.Get("Uint8Array"), rt.ToValue(rt.NewArrayBuffer(p)))
		if err != nil {
			panic(err)
		}
		return u8
	})
	samples := 0
	rt.Set("sample", func() {
		samples++
		if checkGC && samples%8 == 0 {
			runtime.GC()
			runtime.ReadMemStats(&ms)
			res.peakLive = max(res.peakLive, ms.HeapAlloc)
			return
		}
		runtime.ReadMemStats(&ms)
		res.peakHeap = max(res.peakHeap, ms.HeapAlloc)
	})
	if _, err := rt.RunProgram(pipeProgram); err != nil {
		tb.Fatal(err)
	}
	res.chars = rt.Get("chars").ToInteger()
	res.finished = rt.Get("finished").ToBoolean()
	if f := rt.Get("failure"); !goja.IsNull(f) {
		res.failure = f.String()
	}
	return res
}

// Piping 32 MiB through a TextDecoderStream keeps the heap flat: backpressure
// holds the source back, so the live heap at any point holds a few chunks,
// not the stream. (Without backpressure the source would be read whole
// first: over 32 MiB of chunks plus their strings.)
func TestTextDecoderStreamMemoryIsFlat(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	const total = 32 << 20
	res := runPipe(t, total, true)
	if !res.finished || res.failure != "" {
		t.Fatalf("the pipe did not finish: %q", res.failure)
	}
	want := int64(len([]rune(string(textChunk(res.chunkSize))))) // ASCII and BMP: one code unit each
	want *= total / int64(res.chunkSize)
	if res.chars != want {
		t.Fatalf("%d characters, want %d", res.chars, want)
	}
	if res.peakLive == 0 {
		t.Fatal("no checkpoint ran")
	}
	growth := int64(res.peakLive) - int64(res.baseline)
	t.Logf("live heap at checkpoints: at most %.1f MiB above the %.1f MiB baseline", float64(growth)/(1<<20), float64(res.baseline)/(1<<20))
	if growth > 12<<20 {
		t.Errorf("the live heap grew by %.1f MiB while piping 32 MiB", float64(growth)/(1<<20))
	}
}

// BenchmarkTextDecoderStreamPipe pipes 64 MiB of UTF-8 (Japanese and ASCII)
// in 64 KiB chunks through pipeThrough(new TextDecoderStream()) into a
// WritableStream, and reports the largest heap seen while piping.
func BenchmarkTextDecoderStreamPipe(b *testing.B) {
	const total = 64 << 20
	b.SetBytes(total)
	b.ReportAllocs()
	var peak uint64
	for i := 0; i < b.N; i++ {
		res := runPipe(b, total, false)
		if !res.finished {
			b.Fatalf("the pipe did not finish: %q", res.failure)
		}
		peak = max(peak, res.peakHeap)
	}
	b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MiB")
}
