package streams

import (
	"errors"
	"io"
	"reflect"
	"runtime"

	"github.com/dop251/goja"
)

// The bridge between Go's io.Reader and io.Writer and JavaScript streams.
//
// A goja runtime is single-threaded, so the bridge needs an event loop:
// reads from an io.Reader and writes to an io.Writer run on goroutines of
// their own, and their results come back to the runtime's goroutine through
// the host's Loop (loop.go; nodemodules.FromEventLoop for goja_nodejs's event loop). Its
// functions must be called on the loop's goroutine (inside a function the
// loop runs). Each read or write registers one callback with the loop, which
// keeps the loop from ending while the bridge waits for Go I/O; its result
// is delivered on the loop, after which the next operation (if the stream
// asks for one) registers its own.

// ReaderOptions configures NewReadableFromReader. The zero value is usable.
type ReaderOptions struct {
	// ChunkSize is the size of each read from the io.Reader, and so the
	// largest chunk the stream yields; 0 means 64 KiB.
	ChunkSize int
	// ReadAhead sets the stream's high water mark to ReadAhead×ChunkSize
	// bytes: it reads until that many bytes are queued before a consumer
	// asks for them (ReadAhead chunks, when each read fills its buffer).
	// With 0 it reads only while a consumer waits for data.
	ReadAhead int
	// Done, if not nil, is called once on the loop's goroutine when the
	// stream is finished: with nil at the end of the io.Reader's data,
	// with the read error that errored the stream, or with ErrCanceled
	// when the stream's consumer cancelled it. The io.Reader is no longer
	// used after Done is called (a read under way at cancellation still
	// completes, and its data is dropped).
	Done func(err error)
}

// ErrCanceled is what ReaderOptions.Done receives when the consumer of a
// stream made by NewReadableFromReader cancels it.
var ErrCanceled = errors.New("streams: the stream was cancelled by its consumer")

const defaultChunkSize = 64 << 10

// NewReadableFromReader returns a new readable byte stream of the bytes read
// from r. A BYOB reader's read(view) makes r read straight into the view's
// memory (no copy); a default reader gets Uint8Arrays, each in a new
// ArrayBuffer of the bytes one read gave. It reads from r on a goroutine, one
// read at a time, only when the stream asks for data (its pull algorithm):
// when a consumer waits for data, or when fewer than
// opts.ReadAhead×ChunkSize bytes are queued. A read error errors the stream
// with a JavaScript Error carrying the error's message; io.EOF closes it.
// Cancelling the stream stops further reads.
//
// Call it on loop's goroutine; rt is loop's runtime (for goja_nodejs's event
// loop, pass nodemodules.FromEventLoop(loop)). opts may be nil.
func NewReadableFromReader(rt *goja.Runtime, loop Loop, r io.Reader, opts *ReaderOptions) (*goja.Object, error) {
	b, err := bindingFor(rt)
	if err != nil {
		return nil, err
	}
	s := &readerSource{b: b, loop: loop, r: r, chunkSize: defaultChunkSize}
	readAhead := 0
	if opts != nil {
		if opts.ChunkSize > 0 {
			s.chunkSize = opts.ChunkSize
		}
		if opts.ReadAhead > 0 {
			readAhead = opts.ReadAhead
		}
		s.doneFn = opts.Done
	}
	pull := rt.ToValue(func(c goja.FunctionCall) goja.Value { return s.pull(c.Argument(0)) })
	cancel := rt.ToValue(func(goja.FunctionCall) goja.Value {
		s.finish(ErrCanceled)
		return goja.Undefined()
	})
	controller, stream, err := b.newByteSource(pull, cancel, float64(readAhead)*float64(s.chunkSize))
	s.controller = controller
	return stream, err
}

// newByteSource makes a readable byte stream whose pull and cancel
// algorithms are Go functions (gohooks.js's newReadable), with a high water
// mark of highWaterMark bytes, and returns its controller and the stream.
func (b *binding) newByteSource(pull, cancel goja.Value, highWaterMark float64) (controller goja.Value, stream *goja.Object, err error) {
	v, err := b.newReadable(nil, pull, cancel, b.rt.ToValue(highWaterMark))
	if err != nil {
		return nil, nil, err
	}
	parts, ok := v.(*goja.Object)
	if !ok {
		return nil, nil, errNotRun
	}
	stream, ok = parts.Get("1").(*goja.Object)
	if !ok {
		return nil, nil, errNotRun
	}
	return parts.Get("0"), stream, nil
}

// readerSource is the underlying source of a stream made by
// NewReadableFromReader. Its fields belong to the loop's goroutine, except r
// and the buffer of the read under way, which belong to the reading
// goroutine until its result is back on the loop.
type readerSource struct {
	b          *binding
	loop       Loop
	r          io.Reader
	chunkSize  int
	controller goja.Value
	doneFn     func(error)
	finished   bool
}

// pull is the stream's pull algorithm: it starts one read and returns a
// promise that settles when the read's result is in the stream, so that the
// stream does not pull again before then. view is the BYOB request's view
// (a Uint8Array over the pending read's buffer), or null: with a view, r
// reads into its memory, which nothing else uses until the read is
// delivered (the request is the stream's own, never a script's).
func (s *readerSource) pull(view goja.Value) goja.Value {
	if s.finished {
		return goja.Undefined()
	}
	rt := s.b.rt
	p, resolve, _ := rt.NewPromise()
	enqueue := s.loop.RegisterCallback()
	r, size := s.r, s.chunkSize
	var target []byte
	if o, ok := view.(*goja.Object); ok && o.ExportType() == bytesType {
		target, _ = o.Export().([]byte)
	}
	go func() {
		buf := target
		if buf == nil {
			// Allocated here, not on the loop: zeroing a large
			// buffer takes longer than a host's interrupt should
			// wait.
			buf = make([]byte, size)
		}
		n, err := readSome(r, buf)
		enqueue(func() {
			if target != nil {
				s.respond(view, n, err)
			} else {
				s.deliver(buf[:n], err)
			}
			resolve(nil)
		})
	}()
	return rt.ToValue(p)
}

var bytesType = reflect.TypeOf([]byte(nil))

// respond puts a read into a BYOB request's view into the stream, on the
// loop.
func (s *readerSource) respond(view goja.Value, n int, readErr error) {
	if s.finished {
		return
	}
	b := s.b
	if n > 0 {
		if _, err := b.controllerEnqueue(nil, s.controller, b.rt.ToValue(n), view); err != nil {
			s.finish(err)
			return
		}
	}
	s.end(readErr)
}

// readSome reads into buf until it gets data or an error, as a well-behaved
// io.Reader would in one call.
func readSome(r io.Reader, buf []byte) (int, error) {
	for i := 0; i < 100; i++ {
		n, err := r.Read(buf)
		if n > 0 || err != nil {
			if n > len(buf) || n < 0 {
				return 0, errors.New("streams: io.Reader returned an invalid count")
			}
			return n, err
		}
	}
	return 0, io.ErrNoProgress
}

// deliver puts a read's result into the stream, on the loop.
func (s *readerSource) deliver(p []byte, readErr error) {
	if s.finished {
		return
	}
	b := s.b
	if len(p) > 0 {
		u8, err := b.newUint8Array(nil, b.rt.ToValue(b.rt.NewArrayBuffer(p)))
		if err == nil {
			_, err = b.controllerEnqueue(nil, s.controller, u8)
		}
		if err != nil {
			s.finish(err)
			return
		}
	}
	s.end(readErr)
}

// end closes or errors the stream after a read that ended r.
func (s *readerSource) end(readErr error) {
	b := s.b
	switch {
	case readErr == nil:
	case errors.Is(readErr, io.EOF):
		b.controllerClose(nil, s.controller)
		s.finish(nil)
	default:
		b.controllerError(nil, s.controller, b.errors.Error(readErr.Error()))
		s.finish(readErr)
	}
}

func (s *readerSource) finish(err error) {
	if s.finished {
		return
	}
	s.finished = true
	if s.doneFn != nil {
		s.doneFn(err)
	}
}

// A ScriptError is the JavaScript value that errored a stream, as a Go
// error.
type ScriptError struct {
	// Value is the JavaScript value; use it only on the runtime's
	// goroutine.
	Value goja.Value
	// Message is the value's string form, taken when the error was seen.
	Message string
}

func (e *ScriptError) Error() string { return "streams: the stream errored: " + e.Message }

func (b *binding) scriptError(v goja.Value) *ScriptError {
	msg := "(a value without a string form)"
	b.rt.Try(func() { msg = v.String() })
	return &ScriptError{Value: v, Message: msg}
}

// ErrNotByteChunk is the error WriteToWriter reports for a chunk that is not
// an ArrayBuffer, a typed array or a DataView.
var ErrNotByteChunk = errors.New("streams: a chunk is not an ArrayBuffer or ArrayBufferView")

// WriteToWriter reads stream, a ReadableStream of byte chunks (Uint8Arrays,
// other typed arrays, DataViews or ArrayBuffers), to its end and writes each
// chunk's bytes to w. It reads the next chunk only after the previous write
// returned, so a slow writer holds the stream back (backpressure). Writes run
// on a goroutine, with a copy of the chunk's bytes.
//
// WriteToWriter locks the stream at once; it returns an error, and does
// nothing else, if stream is not a ReadableStream or is locked. Otherwise done
// is called once on the loop's goroutine, with the number of bytes written and
// nil after the stream closed, or the first error: the stream's own error (a
// *ScriptError), a write error (the stream is then cancelled with a
// JavaScript Error carrying its message), or ErrNotByteChunk (the stream is
// then cancelled with a TypeError). The stream is released at the end.
//
// Call it on loop's goroutine; rt is loop's runtime (for goja_nodejs's event
// loop, pass nodemodules.FromEventLoop(loop)).
func WriteToWriter(rt *goja.Runtime, loop Loop, stream goja.Value, w io.Writer, done func(written int64, err error)) error {
	b, err := bindingFor(rt)
	if err != nil {
		return err
	}
	reader, err := b.acquireReader(nil, stream)
	if err != nil {
		return err
	}
	k := &writerSink{b: b, loop: loop, w: w, reader: reader, doneFn: done}
	k.chunkSteps = rt.ToValue(func(call goja.FunctionCall) goja.Value {
		k.chunk(call.Argument(0))
		return goja.Undefined()
	})
	k.closeSteps = rt.ToValue(func(goja.FunctionCall) goja.Value {
		k.finish(nil, nil)
		return goja.Undefined()
	})
	k.errorSteps = rt.ToValue(func(call goja.FunctionCall) goja.Value {
		k.finish(b.scriptError(call.Argument(0)), nil)
		return goja.Undefined()
	})
	k.next()
	return nil
}

// writerSink reads a stream for WriteToWriter. Its fields belong to the loop's
// goroutine, except w, which belongs to the writing goroutine while a write
// is under way.
type writerSink struct {
	b                                  *binding
	loop                               Loop
	w                                  io.Writer
	reader                             goja.Value // the stream's reader record
	chunkSteps, closeSteps, errorSteps goja.Value
	written                            int64
	doneFn                             func(int64, error)
	finished                           bool
}

// next reads the next chunk.
func (k *writerSink) next() {
	if k.finished {
		return
	}
	if _, err := k.b.read(nil, k.reader, k.chunkSteps, k.closeSteps, k.errorSteps); err != nil {
		k.finish(err, nil)
	}
}

// chunk writes one chunk on a goroutine and reads the next when the write is
// done. Every chunk, even an empty one, goes through the loop, so that a
// stream of many queued empty chunks does not recurse.
//
// The chunk's bytes are copied first (JavaScript may change them while the
// write runs), in pieces with a poll for the host's interrupt between them.
// An interrupt ends the transfer: done gets the *goja.InterruptedError, and
// the interrupt goes on up to the host's Run call (the stream stays locked:
// no JavaScript runs while the interrupt is pending).
func (k *writerSink) chunk(v goja.Value) {
	if k.finished {
		return
	}
	p, ok := k.b.chunkData(v)
	if !ok {
		k.finish(ErrNotByteChunk, k.b.errors.TypeError(ErrNotByteChunk.Error()))
		return
	}
	buf := k.copyChunk(p)
	enqueue := k.loop.RegisterCallback()
	w := k.w
	go func() {
		var n int
		var err error
		if len(buf) > 0 {
			n, err = w.Write(buf)
			if err == nil && n < len(buf) {
				err = io.ErrShortWrite
			}
		}
		enqueue(func() {
			k.written += int64(n)
			if err != nil {
				k.finish(err, k.b.errors.Error(err.Error()))
			} else {
				k.next()
			}
		})
	}()
}

// copyChunk returns a copy of src, made and copied polling for the host's
// interrupt (host.Poller's MakeBytes and Copy). On an interrupt it finishes
// the transfer with the interrupt's error and panics with it again.
func (k *writerSink) copyChunk(src []byte) []byte {
	defer func() {
		if r := recover(); r != nil {
			if ie, isInterrupt := r.(*goja.InterruptedError); isInterrupt {
				k.finished = true
				if k.doneFn != nil {
					k.doneFn(k.written, ie)
				}
			}
			panic(r)
		}
	}()
	dst, ok := k.b.poll.MakeBytes(len(src))
	if !ok {
		panic(k.b.errors.RangeError("streams: the chunk is too large to copy"))
	}
	k.b.poll.Copy(dst, src)
	return dst
}

// finish ends the transfer: it cancels the stream with cancelReason if that
// is not nil, releases the reader and calls done.
func (k *writerSink) finish(err error, cancelReason goja.Value) {
	if k.finished {
		return
	}
	k.finished = true
	if cancelReason != nil {
		k.b.cancelReader(nil, k.reader, cancelReason)
	}
	k.b.releaseReader(nil, k.reader)
	if k.doneFn != nil {
		k.doneFn(k.written, err)
	}
}

var (
	typeBytes       = reflect.TypeOf([]byte(nil))
	typeArrayBuffer = reflect.TypeOf(goja.ArrayBuffer{})
)

// chunkData returns the bytes of a byte chunk, without copying: a
// Uint8Array's (or Uint8ClampedArray's) view, an ArrayBuffer's contents, or
// any other ArrayBufferView's bytes. ArrayBuffers are recognised by what goja
// exports for them, other views by the captured ArrayBuffer.isView, and a
// view's bytes are goja's own export of them: no property or getter a script
// controls is read. The caller copies the bytes before JavaScript runs again.
func (b *binding) chunkData(v goja.Value) (p []byte, ok bool) {
	o, isObj := v.(*goja.Object)
	if !isObj {
		return nil, false
	}
	defer func() {
		// A typed array or ArrayBuffer detached by the host: goja's
		// export fails its bounds check. Read it as no bytes.
		if r := recover(); r != nil {
			if _, isRuntimeErr := r.(runtime.Error); !isRuntimeErr {
				panic(r)
			}
			p, ok = nil, true
		}
	}()
	switch o.ExportType() {
	case typeBytes:
		p, ok = o.Export().([]byte)
		return p, ok
	case typeArrayBuffer:
		ab, isAB := o.Export().(goja.ArrayBuffer)
		if !isAB {
			return nil, false
		}
		if ab.Detached() {
			return nil, true
		}
		return ab.Bytes(), true
	}
	isView, err := b.isView(nil, o)
	if err != nil || !isView.ToBoolean() {
		return nil, false
	}
	// goja exports any typed array or DataView to []byte as a view of its
	// bytes. A detached view fails (or panics, recovered above): no bytes.
	if err := b.rt.ExportTo(o, &p); err != nil {
		return nil, true
	}
	return p, true
}
