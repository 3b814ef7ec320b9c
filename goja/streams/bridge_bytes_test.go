package streams

import (
	"sync"
	"testing"
	"unsafe"

	"github.com/dop251/goja"
)

// lastBufReader is a countingReader that remembers where its last read
// wrote.
type lastBufReader struct {
	countingReader
	lastMu sync.Mutex
	last   *byte
}

func (r *lastBufReader) Read(p []byte) (int, error) {
	if len(p) > 0 {
		r.lastMu.Lock()
		r.last = &p[0]
		r.lastMu.Unlock()
	}
	return r.countingReader.Read(p)
}

// A BYOB reader of a stream made by NewReadableFromReader reads straight
// into the script's buffer, min included; a default reader still works on
// the same stream.
func TestReaderBYOB(t *testing.T) { onEachLoop(t, testReaderBYOB) }

func testReaderBYOB(t *testing.T, runLoop loopRunner) {
	src := &lastBufReader{countingReader: countingReader{data: []byte("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJ"), max: 10}}
	var got []string
	var sameMemory []bool
	runLoop(t, func(rt *goja.Runtime, loop Loop) {
		rs, err := NewReadableFromReader(rt, loop, src, &ReaderOptions{ChunkSize: 4})
		if err != nil {
			t.Fatal(err)
		}
		rt.Set("input", rs)
		rt.Set("record", func(s string) { got = append(got, s) })
		// sameMemory tells whether the view's bytes start where the
		// io.Reader's last read wrote.
		rt.Set("sameMemory", func(v goja.Value) {
			b, _ := v.Export().([]byte)
			src.lastMu.Lock()
			last := src.last
			src.lastMu.Unlock()
			sameMemory = append(sameMemory, len(b) > 0 && last != nil &&
				uintptr(unsafe.Pointer(last)) >= uintptr(unsafe.Pointer(&b[0])) && uintptr(unsafe.Pointer(last)) < uintptr(unsafe.Pointer(&b[0]))+uintptr(len(b)))
		})
		mustRun(t, rt, `
			const text = (v) => String.fromCharCode.apply(null, new Uint8Array(v.buffer, v.byteOffset, v.byteLength));
			const byob = input.getReader({ mode: "byob" });
			byob.read(new Uint8Array(64)).then((r) => {
				record(text(r.value));
				sameMemory(r.value);
				return byob.read(new Uint8Array(64), { min: 25 });
			}).then((r) => {
				record(text(r.value));
				sameMemory(r.value);
				byob.releaseLock();
				const reader = input.getReader();
				return reader.read().then((r) => {
					record(text(r.value)); // a 4-byte chunk of its own
					reader.releaseLock();
					const rest = input.getReader({ mode: "byob" });
					const loop = (acc) => rest.read(new Uint8Array(8)).then((r) => r.done ? acc : loop(acc + text(r.value)));
					return loop("");
				});
			}).then((s) => record(s));
		`)
	})
	want := []string{"0123456789", "abcdefghijklmnopqrstuvwxyzABCD", "EFGH", "IJ"}
	if len(got) != len(want) {
		t.Fatalf("got %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("got %q, want %q", got, want)
		}
	}
	if len(sameMemory) != 2 || !sameMemory[0] || !sameMemory[1] {
		t.Errorf("the reads wrote into the script's buffers: %v, want [true true]", sameMemory)
	}
}
