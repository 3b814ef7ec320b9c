package fileapi

import (
	"math"
	"reflect"
	"strconv"
	"unsafe"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec"
	"github.com/textcodec/textcodec/goja/streams"
	"github.com/textcodec/textcodec/internal/host"
)

// A blobData is a blob's bytes: immutable once made, and shared by the
// slices of the blob and by strings text() makes. The program holds it as
// a Go value ("data" in the records of prelude.js), which scripts never
// see.
type blobData struct {
	p []byte
}

var blobDataType = reflect.TypeOf((*blobData)(nil))

// dataOf returns the blobData a data handle holds.
func (b *binding) dataOf(v goja.Value) *blobData {
	if o, ok := v.(*goja.Object); ok && o.ExportType() == blobDataType {
		if d, ok := o.Export().(*blobData); ok {
			return d
		}
	}
	b.errors.ThrowTypeError("fileapi: not a blob's data")
	return nil
}

func (b *binding) handle(p []byte) goja.Value {
	return b.rt.ToValue(&blobData{p: p})
}

// checkOutput throws MaxOutputBytes's RangeError when what would produce n
// bytes, more than the host's limit.
func (b *binding) checkOutput(what string, n int) {
	if lim := b.maxOutput; lim > 0 && n > lim {
		b.errors.ThrowRangeError(outputLimitMessage(what, lim))
	}
}

// maxBlobBytes is the most bytes a blob holds (4 GiB, or what an int
// holds): a larger size is a RangeError even without MaxOutputBytes, since
// Go cannot recover from failing to allocate it.
const maxBlobBytes = int(min(1<<32, math.MaxInt))

// addBlobSize returns total+n, the size so far of a blob being made,
// throwing the RangeError of MaxOutputBytes or maxBlobBytes when it is more
// than either allows (before the sum could overflow).
func (b *binding) addBlobSize(what string, total, n int) int {
	if n > maxBlobBytes-total {
		b.errors.ThrowRangeError(what + ": a blob holds at most " + strconv.Itoa(maxBlobBytes) + " bytes")
	}
	b.checkOutput(what, total+n)
	return total + n
}

// partCost is the work counted for each part of a blob, besides its bytes,
// between two polls for the host's interrupt.
const partCost = 64

// makeCall is "process blob parts" (make(parts, native) in prelude.js):
// 1. Let bytes be an empty sequence of bytes. 2. For each element in parts:
// a string is converted to a USVString, its line endings made native when
// native (Linux's, "\n"), and UTF-8 encoded; a buffer source gives a copy of
// its bytes now; a Blob its bytes. A single Blob part is shared, not copied.
// The size of the result (each string's UTF-8 length, before its line
// endings are made native, which only shortens it) is counted and checked
// against the limits before anything is allocated.
func (b *binding) makeCall(call goja.FunctionCall) goja.Value {
	parts, ok := call.Argument(0).(*goja.Object)
	if !ok {
		b.errors.ThrowTypeError("fileapi: no parts")
	}
	native := call.Argument(1).ToBoolean()
	n := int(parts.Get("length").ToInteger())
	values := make([]goja.Value, n)
	work := b.newWorkCounter()
	capacity := 0
	for i := range values {
		values[i] = parts.Get(strconv.Itoa(i))
		size := 0
		switch v := values[i].(type) {
		case goja.String:
			size = b.utf8Len(v, &work)
		case *goja.Object:
			if v.ExportType() == blobDataType {
				size = len(b.dataOf(v).p)
			} else {
				size = len(b.bufferBytes(v))
			}
		}
		capacity = b.addBlobSize("Blob", capacity, size)
		work.add(partCost)
	}
	if n == 1 {
		if o, ok := values[0].(*goja.Object); ok && o.ExportType() == blobDataType {
			return o
		}
	}
	out := make([]byte, 0, capacity)
	for _, v := range values {
		start := len(out)
		switch v := v.(type) {
		case goja.String:
			out = b.appendUTF8(out, v)
			if native {
				out = out[:start+len(toNativeLineEndings(out[start:]))]
			}
		case *goja.Object:
			var p []byte
			if v.ExportType() == blobDataType {
				p = b.dataOf(v).p
			} else {
				p = b.bufferBytes(v)
			}
			out = b.appendPolled(out, p)
		}
		work.add(len(out) - start + partCost)
	}
	return b.handle(out)
}

// A workCounter polls the host's interrupt once per host.PollStep units of
// work added to it, for loops whose steps are each small.
type workCounter struct {
	poll host.Poller
	work int
}

func (b *binding) newWorkCounter() workCounter {
	return workCounter{poll: b.poll}
}

// add counts n units of work, polling when a step's worth has been done.
func (w *workCounter) add(n int) {
	w.work += n
	if w.work >= host.PollStep {
		w.work = 0
		w.poll.Poll()
	}
}

// appendPolled appends p to out, polling for the host's interrupt every
// host.PollStep bytes.
func (b *binding) appendPolled(out, p []byte) []byte {
	for len(p) > host.PollStep {
		out = append(out, p[:host.PollStep]...)
		p = p[host.PollStep:]
		b.poll.Poll()
	}
	return append(out, p...)
}

// toNativeLineEndings is "convert line endings to native" on Linux, in
// place: each U+000D U+000A pair and each U+000D alone becomes U+000A. It
// returns the converted bytes, a prefix of p.
func toNativeLineEndings(p []byte) []byte {
	w := 0
	for r := 0; r < len(p); r++ {
		c := p[r]
		if c == '\r' {
			c = '\n'
			if r+1 < len(p) && p[r+1] == '\n' {
				r++
			}
		}
		p[w] = c
		w++
	}
	return p[:w]
}

func (b *binding) sizeCall(call goja.FunctionCall) goja.Value {
	return b.rt.ToValue(len(b.dataOf(call.Argument(0)).p))
}

// sliceCall is slice(data, start, end): the bytes from start to end, which
// the program computed within the blob, shared.
func (b *binding) sliceCall(call goja.FunctionCall) goja.Value {
	p := b.dataOf(call.Argument(0)).p
	start, end := call.Argument(1).ToInteger(), call.Argument(2).ToInteger()
	if start < 0 || end < start || end > int64(len(p)) {
		b.errors.ThrowRangeError("fileapi: slice out of range")
	}
	return b.handle(p[start:end:end])
}

// textCall is text()'s "UTF-8 decode" of the bytes (a leading BOM dropped,
// ill-formed sequences U+FFFD). Well-formed bytes become a string that
// shares them (goja reads a Go string's UTF-8 as its code units); others
// are decoded first.
func (b *binding) textCall(call goja.FunctionCall) goja.Value {
	p := b.dataOf(call.Argument(0)).p
	b.checkOutput("Blob.text", len(p))
	if len(p) >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF {
		p = p[3:]
	}
	if b.validUTF8(p) {
		return b.rt.ToValue(unsafe.String(unsafe.SliceData(p), len(p)))
	}
	d := textcodec.UTF8.NewDecoder()
	out := make([]byte, 0, len(p)+len(p)/2)
	for len(p) > host.PollStep {
		out, _ = d.AppendUTF8(out, p[:host.PollStep], false)
		p = p[host.PollStep:]
		b.poll.Poll()
	}
	out, _ = d.AppendUTF8(out, p, true)
	return b.rt.ToValue(string(out))
}

// validUTF8 reports whether p is well-formed UTF-8, checking it in pieces
// of host.PollStep bytes with a poll between them.
func (b *binding) validUTF8(p []byte) bool {
	for len(p) > host.PollStep {
		n := textcodec.UTF8ValidUpTo(p[:host.PollStep])
		// The piece may end inside a sequence: go on from its start.
		if host.PollStep-n > 3 {
			return false
		}
		p = p[n:]
		b.poll.Poll()
	}
	return textcodec.ValidUTF8(p)
}

// arrayBufferCall is arrayBuffer(): a new ArrayBuffer of a copy of the
// bytes.
func (b *binding) arrayBufferCall(call goja.FunctionCall) goja.Value {
	p := b.dataOf(call.Argument(0)).p
	b.checkOutput("Blob.arrayBuffer", len(p))
	out := b.appendPolled(make([]byte, 0, len(p)), p)
	return b.rt.ToValue(b.rt.NewArrayBuffer(out))
}

// streamCall is stream(): "get stream", a readable byte stream of the
// bytes, in chunks of 64 KiB (package streams).
func (b *binding) streamCall(call goja.FunctionCall) goja.Value {
	s, err := streams.NewReadableFromBytes(b.rt, b.dataOf(call.Argument(0)).p, 0)
	if err != nil {
		host.Throw(b.rt, err)
	}
	return s
}

func (b *binding) nowCall(goja.FunctionCall) goja.Value {
	return b.rt.ToValue(b.clock().UnixMilli())
}
