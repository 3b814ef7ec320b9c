package main

import (
	"bytes"
	"fmt"
	"io"
	"runtime"
	"strings"
	"testing"
)

// repeatReader yields pattern over and over, n bytes in all, without holding
// more than the pattern in memory.
type repeatReader struct {
	pattern []byte
	off     int   // position in pattern
	left    int64 // bytes still to yield
}

func (r *repeatReader) Read(p []byte) (int, error) {
	if r.left == 0 {
		return 0, io.EOF
	}
	if int64(len(p)) > r.left {
		p = p[:r.left]
	}
	n := 0
	for n < len(p) {
		c := copy(p[n:], r.pattern[r.off:])
		n += c
		r.off = (r.off + c) % len(r.pattern)
	}
	r.left -= int64(n)
	return n, nil
}

// repeatChecker is a writer that checks that what is written to it is
// expected repeated, without keeping it.
type repeatChecker struct {
	expected []byte
	off      int   // position in expected
	n        int64 // bytes written
	bad      int64 // offset of the first mismatch, or -1
}

func (w *repeatChecker) Write(p []byte) (int, error) {
	for k := 0; k < len(p); {
		c := min(len(p)-k, len(w.expected)-w.off)
		if w.bad < 0 && !bytes.Equal(p[k:k+c], w.expected[w.off:w.off+c]) {
			w.bad = w.n + int64(k)
		}
		k += c
		w.off = (w.off + c) % len(w.expected)
	}
	w.n += int64(len(p))
	return len(p), nil
}

// streamInFlatMemory runs args on size bytes (rounded down to whole
// repetitions of in) and checks that the output is out repeated and that the
// run allocated far less than its input.
func streamInFlatMemory(t *testing.T, in, out string, size int64, args ...string) {
	reps := size / int64(len(in))
	total := reps * int64(len(in))
	src := &repeatReader{pattern: []byte(in), left: total}
	dst := &repeatChecker{expected: []byte(out), bad: -1}
	var stderr strings.Builder

	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	st := run(args, src, dst, &stderr)
	runtime.ReadMemStats(&after)

	if st != exitOK {
		t.Fatalf("%q: status %d, stderr %q", args, st, stderr.String())
	}
	if want := reps * int64(len(out)); dst.n != want || dst.bad >= 0 {
		t.Errorf("%q: wrote %d bytes (want %d), first mismatch at %d", args, dst.n, want, dst.bad)
	}
	const limit = 8 << 20
	alloc := after.TotalAlloc - before.TotalAlloc
	inuse := int64(after.HeapInuse) - int64(before.HeapInuse)
	t.Logf("%q: %d MiB in, %d MiB out, %d KiB allocated, heap in use %+d KiB",
		args, total>>20, dst.n>>20, alloc>>10, inuse>>10)
	if alloc > limit {
		t.Errorf("%q: allocated %d bytes for %d bytes of input; want under %d", args, alloc, total, limit)
	}
	if inuse > limit {
		t.Errorf("%q: heap in use grew by %d bytes; want under %d", args, inuse, limit)
	}
}

// TestStreamFlatMemory decodes and encodes generated streams of hundreds of
// MiB and checks that memory does not grow with the input.
func TestStreamFlatMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("decodes 256 MiB")
	}
	for _, s := range samples {
		if s.label == "utf-16le" {
			continue // the BOM is only at the start
		}
		in := readSample(t, s.file)
		size := int64(256 << 20)
		if s.label != "shift_jis" {
			size = 64 << 20
		}
		t.Run(fmt.Sprint("decode ", s.label), func(t *testing.T) {
			streamInFlatMemory(t, in, s.text, size, "decode", "--fatal", "--encoding", s.label)
		})
		t.Run(fmt.Sprint("encode ", s.label), func(t *testing.T) {
			streamInFlatMemory(t, s.text, in, 64<<20, "encode", "--fatal", "--encoding", s.label)
		})
	}
}
