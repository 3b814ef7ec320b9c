package streams

// An Option configures Enable.
type Option func(*options)

// options is what the Options given to one Enable call set.
type options struct {
	// keepExisting leaves the global object's existing properties alone.
	keepExisting bool
	// maxQueued is MaxQueuedBytes's bound, when maxQueuedGiven.
	maxQueued      int64
	maxQueuedGiven bool
}

// MaxQueuedBytes bounds the bytes a runtime's scripts hold queued in all
// their streams together: the chunks waiting in every ReadableStream's
// queue (default and byte streams, TransformStreams' readable sides, tee's
// branches) and every WritableStream's. A chunk counts its bytes (an
// ArrayBuffer's or view's byte length, two bytes per UTF-16 code unit of a
// string, nothing for other values) and 32 bytes more for its queue entry.
// An enqueue that would go past the bound throws a RangeError naming the
// limit and errors the stream with it, as the standard's EnqueueValueWithSize
// does for a chunk whose size is not finite: controller.enqueue throws it,
// a TransformStream's enqueue errors both sides, a write rejects and
// errors the WritableStream, and a tee's branch errors while the other goes
// on. A chunk handed straight to a waiting read is not queued and counts
// nothing. Bytes leave the count when read, or when the stream errors or is
// cancelled; a queue the script drops without either keeps its count until
// the runtime ends (goja tells no one of garbage). n <= 0 means no bound, the
// default, as in browsers.
//
// A host that runs untrusted scripts uses it with
// encoding.MaxOutputBytes, which bounds one call: this bounds what a script
// keeps (a queue with highWaterMark Infinity grows without end otherwise).
func MaxQueuedBytes(n int64) Option {
	return func(o *options) { o.maxQueued, o.maxQueuedGiven = max(n, 0), true }
}

// KeepExistingGlobals makes Enable leave alone every name the global object
// already has as an own property, whatever its value or attributes (a
// host's own ReadableStream, a polyfill, a property a script made
// non-configurable), and install only the missing ones. The default is to
// install every interface object, replacing what was there.
func KeepExistingGlobals() Option {
	return func(o *options) { o.keepExisting = true }
}
