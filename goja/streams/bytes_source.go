package streams

import (
	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/host"
)

// NewReadableFromBytes returns a new readable byte stream of the bytes of p,
// in chunks of at most chunkSize bytes (64 KiB when chunkSize <= 0), read
// from p when the stream pulls: no event loop is needed and nothing runs on
// another goroutine. A default reader gets each chunk as a Uint8Array over
// a new ArrayBuffer of its own (a copy); a BYOB reader's read(view) gets the
// bytes copied into view's memory. The stream closes after the last byte;
// cancelling it drops the rest. p must not change while the stream is
// readable (the File API's Blob.stream() passes a Blob's immutable bytes).
//
// Call it on the runtime's goroutine; it makes rt's streams implementation
// if it has none (without installing the globals; see Enable) and fails
// only as Enable does.
func NewReadableFromBytes(rt *goja.Runtime, p []byte, chunkSize int) (*goja.Object, error) {
	b, err := bindingFor(rt)
	if err != nil {
		return nil, err
	}
	if chunkSize <= 0 {
		chunkSize = defaultChunkSize
	}
	s := &bytesSource{b: b, rest: p, chunkSize: chunkSize}
	pull := rt.ToValue(func(c goja.FunctionCall) goja.Value {
		s.pull(c.Argument(0))
		return goja.Undefined()
	})
	cancel := rt.ToValue(func(goja.FunctionCall) goja.Value {
		s.rest = nil
		return goja.Undefined()
	})
	controller, stream, err := b.newByteSource(pull, cancel, 0)
	s.controller = controller
	return stream, err
}

// bytesSource is the underlying source of a stream NewReadableFromBytes
// made: rest is what is still to be read.
type bytesSource struct {
	b          *binding
	rest       []byte
	chunkSize  int
	controller goja.Value
}

// pull is the stream's pull algorithm: it enqueues the next chunk, or fills
// the BYOB request's view (a Uint8Array, which goja exports as its bytes),
// and closes the stream once nothing is left. An error of the stream's own
// operations (none is expected: the stream is readable while it pulls) is
// thrown, which errors the stream.
func (s *bytesSource) pull(view goja.Value) {
	b := s.b
	var err error
	if len(s.rest) == 0 {
		if _, err = b.controllerClose(nil, s.controller); err != nil {
			host.Throw(b.rt, err)
		}
		return
	}
	if o, ok := view.(*goja.Object); ok && o.ExportType() == bytesType {
		target, _ := o.Export().([]byte)
		n := copy(target, s.rest)
		s.rest = s.rest[n:]
		_, err = b.controllerEnqueue(nil, s.controller, b.rt.ToValue(n), view)
	} else {
		chunk := make([]byte, min(len(s.rest), s.chunkSize))
		copy(chunk, s.rest)
		s.rest = s.rest[len(chunk):]
		var u8 goja.Value
		if u8, err = b.newUint8Array(nil, b.rt.ToValue(b.rt.NewArrayBuffer(chunk))); err == nil {
			_, err = b.controllerEnqueue(nil, s.controller, u8)
		}
	}
	if err == nil && len(s.rest) == 0 {
		_, err = b.controllerClose(nil, s.controller)
	}
	if err != nil {
		host.Throw(b.rt, err)
	}
}
