package streams

import (
	"bytes"
	"errors"
	"io"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/dop251/goja"
	"github.com/dop251/goja_nodejs/eventloop"

	"github.com/textcodec/textcodec/internal/host/nodeloop"
)

// countingReader serves data in reads of at most max bytes and counts them.
type countingReader struct {
	mu    sync.Mutex
	data  []byte
	max   int
	reads int
	err   error // returned instead of io.EOF at the end, if set
}

func (r *countingReader) Read(p []byte) (int, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.reads++
	if len(r.data) == 0 {
		if r.err != nil {
			return 0, r.err
		}
		return 0, io.EOF
	}
	n := min(len(p), r.max, len(r.data))
	copy(p, r.data[:n])
	r.data = r.data[n:]
	return n, nil
}

func (r *countingReader) count() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.reads
}

// runLoop runs fn on a new goja_nodejs event loop with streams enabled and
// waits until the loop has no more work.
func runLoop(t *testing.T, fn func(rt *goja.Runtime, loop Loop)) {
	t.Helper()
	loop := eventloop.NewEventLoop()
	done := make(chan struct{})
	go func() {
		defer close(done)
		loop.Run(func(rt *goja.Runtime) {
			if err := Enable(rt); err != nil {
				t.Error(err)
				return
			}
			fn(rt, nodeloop.New(loop))
		})
	}()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("the event loop did not finish")
	}
}

func mustRun(t *testing.T, rt *goja.Runtime, src string) goja.Value {
	t.Helper()
	v, err := rt.RunString(src)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func TestReaderToWriterRoundTrip(t *testing.T) { onEachLoop(t, testReaderToWriterRoundTrip) }

func testReaderToWriterRoundTrip(t *testing.T, runLoop loopRunner) {
	data := bytes.Repeat([]byte("0123456789abcdef"), 20000) // 320000 bytes
	var out bytes.Buffer
	var gotErr error
	var written int64
	var doneErr = errors.New("not called")
	finished := false
	runLoop(t, func(rt *goja.Runtime, loop Loop) {
		src := &countingReader{data: data, max: 10000}
		rs, err := NewReadableFromReader(rt, loop, src, &ReaderOptions{ChunkSize: 4096, Done: func(err error) { doneErr = err }})
		if err != nil {
			t.Fatal(err)
		}
		rt.Set("input", rs)
		// Through an identity TransformStream, to Go.
		out2 := mustRun(t, rt, `input.pipeThrough(new TransformStream())`)
		if err := WriteToWriter(rt, loop, out2, &out, func(n int64, err error) {
			written, gotErr, finished = n, err, true
		}); err != nil {
			t.Fatal(err)
		}
	})
	if !finished {
		t.Fatal("done was not called")
	}
	if gotErr != nil || doneErr != nil {
		t.Fatalf("errors: %v, %v", gotErr, doneErr)
	}
	if written != int64(len(data)) || !bytes.Equal(out.Bytes(), data) {
		t.Fatalf("wrote %d bytes, want %d (equal: %v)", written, len(data), bytes.Equal(out.Bytes(), data))
	}
}

// The reader side reads only when the stream asks: with ReadAhead 0, nothing
// before a read, and one read per read() call.
func TestReaderIsPullBased(t *testing.T) { onEachLoop(t, testReaderIsPullBased) }

func testReaderIsPullBased(t *testing.T, runLoop loopRunner) {
	src := &countingReader{data: bytes.Repeat([]byte{'x'}, 100), max: 10}
	var counts []int
	runLoop(t, func(rt *goja.Runtime, loop Loop) {
		rs, err := NewReadableFromReader(rt, loop, src, nil)
		if err != nil {
			t.Fatal(err)
		}
		rt.Set("input", rs)
		rt.Set("count", func() int { return src.count() })
		rt.Set("record", func(n int) { counts = append(counts, n) })
		mustRun(t, rt, `
			const reader = input.getReader();
			record(count());
			reader.read().then(r => {
				record(r.value.length);
				record(count());
				return reader.read();
			}).then(r => {
				record(count());
				reader.releaseLock();
			});
		`)
	})
	want := []int{0, 10, 1, 2}
	if len(counts) != len(want) {
		t.Fatalf("got %v, want %v", counts, want)
	}
	for i := range want {
		if counts[i] != want[i] {
			t.Fatalf("got %v, want %v", counts, want)
		}
	}
	if n := src.count(); n != 2 {
		t.Fatalf("%d reads after the consumer stopped, want 2", n)
	}
}

// ReadAhead reads that many chunks' bytes before they are asked for, and no
// more.
func TestReaderReadAhead(t *testing.T) { onEachLoop(t, testReaderReadAhead) }

func testReaderReadAhead(t *testing.T, runLoop loopRunner) {
	src := &countingReader{data: bytes.Repeat([]byte{'x'}, 100), max: 10}
	runLoop(t, func(rt *goja.Runtime, loop Loop) {
		rs, err := NewReadableFromReader(rt, loop, src, &ReaderOptions{ReadAhead: 3, ChunkSize: 10})
		if err != nil {
			t.Fatal(err)
		}
		rt.Set("input", rs)
	})
	if n := src.count(); n != 3 {
		t.Fatalf("%d reads, want 3", n)
	}
}

func TestReaderErrorAndCancel(t *testing.T) { onEachLoop(t, testReaderErrorAndCancel) }

func testReaderErrorAndCancel(t *testing.T, runLoop loopRunner) {
	readErr := errors.New("disk on fire")
	var doneErr error
	var message string
	runLoop(t, func(rt *goja.Runtime, loop Loop) {
		src := &countingReader{data: []byte("abc"), max: 2, err: readErr}
		rs, err := NewReadableFromReader(rt, loop, src, &ReaderOptions{Done: func(err error) { doneErr = err }})
		if err != nil {
			t.Fatal(err)
		}
		rt.Set("input", rs)
		rt.Set("report", func(s string) { message = s })
		mustRun(t, rt, `
			const chunks = [];
			const reader = input.getReader();
			(function next() {
				reader.read().then(r => { chunks.push(r.value.length); next(); }, e => report(chunks.join(",") + " " + e.message));
			})();
		`)
	})
	if !errors.Is(doneErr, readErr) {
		t.Fatalf("Done got %v, want %v", doneErr, readErr)
	}
	if message != "2,1 disk on fire" {
		t.Fatalf("script saw %q", message)
	}

	src := &countingReader{data: bytes.Repeat([]byte{'y'}, 1000), max: 10}
	runLoop(t, func(rt *goja.Runtime, loop Loop) {
		rs, err := NewReadableFromReader(rt, loop, src, &ReaderOptions{Done: func(err error) { doneErr = err }})
		if err != nil {
			t.Fatal(err)
		}
		rt.Set("input", rs)
		mustRun(t, rt, `const r = input.getReader(); r.read().then(() => r.cancel("enough"));`)
	})
	if doneErr != ErrCanceled {
		t.Fatalf("Done got %v, want ErrCanceled", doneErr)
	}
	if n := src.count(); n != 1 {
		t.Fatalf("%d reads after cancel, want 1", n)
	}
}

// failingWriter fails its second write.
type failingWriter struct {
	writes int
	buf    bytes.Buffer
}

func (w *failingWriter) Write(p []byte) (int, error) {
	w.writes++
	if w.writes == 2 {
		return 0, errors.New("no space left")
	}
	return w.buf.Write(p)
}

func TestWriteToWriterErrors(t *testing.T) { onEachLoop(t, testWriteToWriterErrors) }

func testWriteToWriterErrors(t *testing.T, runLoop loopRunner) {
	var gotErr error
	var written int64
	var cancelReason string
	runLoop(t, func(rt *goja.Runtime, loop Loop) {
		rt.Set("report", func(s string) { cancelReason = s })
		rs := mustRun(t, rt, `new ReadableStream({
			pull(c) { c.enqueue(new Uint8Array([1, 2, 3])); },
			cancel(reason) { report(reason.message); },
		})`)
		if err := WriteToWriter(rt, loop, rs, &failingWriter{}, func(n int64, err error) { written, gotErr = n, err }); err != nil {
			t.Fatal(err)
		}
	})
	if gotErr == nil || !strings.Contains(gotErr.Error(), "no space left") || written != 3 {
		t.Fatalf("got %d, %v", written, gotErr)
	}
	if cancelReason != "no space left" {
		t.Fatalf("the stream was cancelled with %q", cancelReason)
	}

	runLoop(t, func(rt *goja.Runtime, loop Loop) {
		rs := mustRun(t, rt, `new ReadableStream({ start(c) { c.enqueue(new Uint16Array([0x4241])); c.enqueue(new DataView(new ArrayBuffer(2))); c.enqueue(new ArrayBuffer(1)); c.enqueue("text"); } })`)
		var out bytes.Buffer
		if err := WriteToWriter(rt, loop, rs, &out, func(n int64, err error) { written, gotErr = n, err }); err != nil {
			t.Fatal(err)
		}
	})
	if gotErr != ErrNotByteChunk || written != 5 {
		t.Fatalf("got %d, %v; want 5 bytes, then ErrNotByteChunk", written, gotErr)
	}

	runLoop(t, func(rt *goja.Runtime, loop Loop) {
		rs := mustRun(t, rt, `new ReadableStream({ start(c) { c.error(new TypeError("script failure")); } })`)
		if err := WriteToWriter(rt, loop, rs, io.Discard, func(n int64, err error) { gotErr = err }); err != nil {
			t.Fatal(err)
		}
		if err := WriteToWriter(rt, loop, rt.ToValue(1), io.Discard, nil); err == nil {
			t.Error("a number was accepted as a stream")
		}
		locked := mustRun(t, rt, `const l = new ReadableStream(); l.getReader(); l`)
		if err := WriteToWriter(rt, loop, locked, io.Discard, nil); err == nil {
			t.Error("a locked stream was accepted")
		}
	})
	var se *ScriptError
	if !errors.As(gotErr, &se) || se.Message != "TypeError: script failure" {
		t.Fatalf("got %v", gotErr)
	}
}

// slowWriter blocks each write until released, to observe backpressure.
type slowWriter struct {
	release chan struct{}
	n       int
}

func (w *slowWriter) Write(p []byte) (int, error) {
	<-w.release
	w.n += len(p)
	return len(p), nil
}

// WriteToWriter reads the next chunk only after the previous write returned.
func TestWriteToWriterBackpressure(t *testing.T) { onEachLoop(t, testWriteToWriterBackpressure) }

func testWriteToWriterBackpressure(t *testing.T, runLoop loopRunner) {
	w := &slowWriter{release: make(chan struct{})}
	pulls := make(chan int, 100)
	go func() {
		// Let three writes through, checking that the script has been
		// asked for no more than one chunk beyond each.
		for i := 1; i <= 3; i++ {
			time.Sleep(20 * time.Millisecond)
			if n := len(pulls); n > i+1 {
				t.Errorf("%d chunks pulled with %d writes done", n, i-1)
			}
			w.release <- struct{}{}
		}
	}()
	runLoop(t, func(rt *goja.Runtime, loop Loop) {
		count := 0
		rt.Set("pulled", func() { count++; pulls <- count })
		rs := mustRun(t, rt, `let i = 0; new ReadableStream({
			pull(c) { pulled(); if (++i > 3) c.close(); else c.enqueue(new Uint8Array(10)); },
		}, { highWaterMark: 0 })`)
		if err := WriteToWriter(rt, loop, rs, w, nil); err != nil {
			t.Fatal(err)
		}
	})
	if w.n != 30 {
		t.Fatalf("wrote %d bytes, want 30", w.n)
	}
}

func TestNewTransform(t *testing.T) {
	rt := goja.New()
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	var tr *Transform
	var flushed, canceled int
	tr, err := NewTransform(rt, Transformer{
		Transform: func(chunk goja.Value) goja.Value {
			return rt.ToValue(strings.ToUpper(chunk.String()))
		},
		Flush: func() goja.Value {
			flushed++
			if err := tr.Enqueue(rt.ToValue("!")); err != nil {
				panic(err)
			}
			return rt.ToValue("?") // enqueued after the chunk above
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	rt.Set("ts", tr.Object())
	rt.Set("readable", tr.Readable())
	rt.Set("writable", tr.Writable())
	mustRun(t, rt, `
		var result = "";
		if (ts.readable !== readable || ts.writable !== writable) throw new Error("sides differ");
		const w = writable.getWriter();
		w.write("a"); w.write("b"); w.close();
		const reader = readable.getReader();
		function step(r) { if (!r.done) { result += r.value; return reader.read().then(step); } }
		reader.read().then(step);
	`)
	if got := rt.Get("result").String(); got != "AB!?" || flushed != 1 {
		t.Errorf("got %q, flushed %d times", got, flushed)
	}

	// A failing transform errors the stream with the thrown value.
	tr2, err := NewTransform(rt, Transformer{Transform: func(chunk goja.Value) goja.Value { panic(rt.NewTypeError("bad chunk")) }})
	if err != nil {
		t.Fatal(err)
	}
	rt.Set("ts2", tr2.Object())
	mustRun(t, rt, `
		var msg = "pending";
		ts2.readable.getReader().read().catch(e => { msg = e.name + ": " + e.message; });
		ts2.writable.getWriter().write("x").catch(() => {});
	`)
	if msg := rt.Get("msg").String(); msg != "TypeError: bad chunk" {
		t.Errorf("got %q", msg)
	}

	// Cancel runs on readable.cancel, and Enqueue fails afterwards.
	var tr3 *Transform
	var enqueueErr error
	tr3, err = NewTransform(rt, Transformer{Cancel: func(goja.Value) {
		canceled++
		enqueueErr = tr3.Enqueue(rt.ToValue(1))
	}})
	if err != nil {
		t.Fatal(err)
	}
	rt.Set("ts3", tr3.Object())
	mustRun(t, rt, `ts3.readable.cancel("stop")`)
	if canceled != 1 {
		t.Errorf("cancel ran %d times", canceled)
	}
	var ex *goja.Exception
	if !errors.As(enqueueErr, &ex) {
		t.Errorf("Enqueue on a cancelled stream: %v", enqueueErr)
	}
}

func TestEnableTwiceAndWithoutGlobals(t *testing.T) {
	rt := goja.New()
	// A transform made before Enable shares its classes with Enable's.
	tr, err := NewTransform(rt, Transformer{})
	if err != nil {
		t.Fatal(err)
	}
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	first := rt.Get("ReadableStream")
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	if rt.Get("ReadableStream") != first {
		t.Error("Enable installed different interface objects the second time")
	}
	rt.Set("r", tr.Readable())
	if v := mustRun(t, rt, `r instanceof ReadableStream`); !v.ToBoolean() {
		t.Error("a transform's readable side is not an instance of the global ReadableStream")
	}
	// A script that made a global non-configurable gets an error, and the
	// other globals.
	rt2 := goja.New()
	mustRun(t, rt2, `Object.defineProperty(globalThis, "WritableStream", { value: 1, configurable: false })`)
	if err := Enable(rt2); err == nil {
		t.Error("no error for a non-configurable global")
	}
	if v := mustRun(t, rt2, `typeof ReadableStream`); v.String() != "function" {
		t.Error("the other globals were not installed")
	}
}

// Runtimes and their streams are collected: the registry does not keep them.
func TestRegistryDoesNotLeak(t *testing.T) {
	for i := 0; i < 20; i++ {
		rt := goja.New()
		if err := Enable(rt); err != nil {
			t.Fatal(err)
		}
		mustRun(t, rt, `new ReadableStream().getReader()`)
	}
	deadline := time.Now().Add(10 * time.Second)
	for registrySize() > 2 {
		if time.Now().After(deadline) {
			t.Fatalf("%d runtimes still registered", registrySize())
		}
		runtime.GC()
		time.Sleep(10 * time.Millisecond)
	}
}

// Runtimes on different goroutines share only the compiled program.
func TestConcurrentRuntimes(t *testing.T) {
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rt := goja.New()
			if err := Enable(rt); err != nil {
				t.Error(err)
				return
			}
			v, err := rt.RunString(`
				var n = 0;
				ReadableStream.from([1, 2, 3]).pipeThrough(new TransformStream()).pipeTo(new WritableStream({ write(c) { n += c; } }));
				n`)
			if err != nil {
				t.Error(err)
				return
			}
			_ = v
			if n := rt.Get("n").ToInteger(); n != 6 {
				t.Errorf("sum %d", n)
			}
		}()
	}
	wg.Wait()
}
