package streams

import (
	"bytes"
	"errors"
	"testing"
	"time"

	"github.com/dop251/goja"
	"github.com/dop251/goja_nodejs/eventloop"

	"github.com/textcodec/textcodec/internal/host"
	"github.com/textcodec/textcodec/internal/host/intrinsics"
	"github.com/textcodec/textcodec/internal/host/nodeloop"
)

// runLoopLazy is runLoop for a host that called only encoding.Enable: the
// runtime has its built-ins captured, and the streams implementation runs
// first when fn asks for it, after fn's script.
func runLoopLazy(t *testing.T, fn func(rt *goja.Runtime, loop Loop)) {
	t.Helper()
	loop := eventloop.NewEventLoop()
	done := make(chan struct{})
	go func() {
		defer close(done)
		loop.Run(func(rt *goja.Runtime) {
			set, err := intrinsics.Capture(rt)
			if err != nil {
				t.Error(err)
				return
			}
			fn(rt, nodeloop.New(loop))
			_ = set.Record() // held, as package encoding's binding holds it
		})
	}()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("the event loop did not finish")
	}
}

// WriteToWriter takes a view's bytes from goja, not from the buffer,
// byteOffset and byteLength properties a script can redefine, and recognises
// views with the ArrayBuffer.isView captured before the script ran.
func TestWriteToWriterIgnoresScriptGetters(t *testing.T) {
	var out bytes.Buffer
	var gotErr error
	var written int64
	runLoopLazy(t, func(rt *goja.Runtime, loop Loop) {
		mustRun(t, rt, `
			const all = new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7]);
			const ab = all.buffer;
			const TypedArray = Object.getPrototypeOf(Uint8Array);
			for (const name of ["buffer", "byteOffset", "byteLength"]) {
				Object.defineProperty(TypedArray.prototype, name, { get() { return name === "buffer" ? ab : name === "byteOffset" ? 0 : 8; } });
				Object.defineProperty(DataView.prototype, name, { get() { return name === "buffer" ? ab : name === "byteOffset" ? 0 : 8; } });
			}
			const own = new Uint8Array(ab, 6, 2);
			Object.defineProperty(own, "byteOffset", { value: 0 });
			ArrayBuffer.isView = () => true;
		`)
		// The implementation's first run, after the script.
		if err := Enable(rt); err != nil {
			t.Fatal(err)
		}
		rs := mustRun(t, rt, `new ReadableStream({ start(c) {
			c.enqueue(new Uint8Array(ab, 2, 3));
			c.enqueue(new DataView(ab, 5, 1));
			c.enqueue(own);
			c.enqueue({ buffer: ab, byteOffset: 0, byteLength: 8 });
		} })`)
		if err := WriteToWriter(rt, loop, rs, &out, func(n int64, err error) { written, gotErr = n, err }); err != nil {
			t.Fatal(err)
		}
	})
	if got, want := out.Bytes(), []byte{2, 3, 4, 5, 6, 7}; !bytes.Equal(got, want) {
		t.Errorf("wrote %v, want %v", got, want)
	}
	if gotErr != ErrNotByteChunk || written != 6 {
		t.Errorf("got %d, %v; want 6 bytes, then ErrNotByteChunk for the object that is not a view", written, gotErr)
	}
}

// interruptingProbe replaces rt's streams Poller with one whose first poll
// interrupts the runtime, as a host's rt.Interrupt during a copy would.
func interruptingProbe(t *testing.T, rt *goja.Runtime, polls *int) {
	t.Helper()
	b, err := bindingFor(rt)
	if err != nil {
		t.Fatal(err)
	}
	rt.Set("interruptNow", func() { rt.Interrupt("stop") })
	v := mustRun(t, rt, `(function () { if (!globalThis.fired) { globalThis.fired = true; interruptNow(); } })`)
	probe, _ := goja.AssertFunction(v)
	b.poll = host.NewPoller(func(this goja.Value, args ...goja.Value) (goja.Value, error) {
		*polls++
		return probe(this, args...)
	})
}

// An interrupt during the copy of a big chunk stops the copy within a step:
// the script's Run call and WriteToWriter's done get the host's
// InterruptedError, and nothing is written.
func TestWriteToWriterInterruptedCopy(t *testing.T) {
	const size = 64 << 20
	for _, startedBy := range []string{"script", "WriteToWriter"} {
		t.Run(startedBy, func(t *testing.T) {
			var out countingWriter
			var doneErr, runErr error
			dones, polls := 0, 0
			runLoop(t, func(rt *goja.Runtime, loop Loop) {
				interruptingProbe(t, rt, &polls)
				rt.Set("size", size)
				rs := mustRun(t, rt, `let controller; new ReadableStream({ start(c) { controller = c; } })`)
				if startedBy == "WriteToWriter" {
					mustRun(t, rt, `controller.enqueue(new Uint8Array(size))`)
				}
				start := time.Now()
				err := WriteToWriter(rt, loop, rs, &out, func(n int64, err error) { dones++; doneErr = err })
				if err != nil {
					t.Fatal(err)
				}
				if startedBy == "script" {
					_, runErr = rt.RunString(`controller.enqueue(new Uint8Array(size))`)
				}
				t.Logf("the interrupted transfer took %v", time.Since(start))
				rt.ClearInterrupt()
			})
			var ie *goja.InterruptedError
			if !errors.As(doneErr, &ie) || ie.Value() != "stop" || dones != 1 {
				t.Errorf("done was called %d times, with %v; want once, with the interrupt", dones, doneErr)
			}
			if startedBy == "script" && (!errors.As(runErr, &ie) || ie.Value() != "stop") {
				t.Errorf("the script's run returned %v, want the interrupt", runErr)
			}
			if polls != 1 || out.n != 0 {
				t.Errorf("%d polls, %d bytes written; want the copy stopped at the first poll", polls, out.n)
			}
		})
	}
}

type countingWriter struct{ n int }

func (w *countingWriter) Write(p []byte) (int, error) {
	w.n += len(p)
	return len(p), nil
}
