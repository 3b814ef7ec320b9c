package encoding

import "strconv"

// An Option configures Enable.
type Option func(*options)

// options is what the Options given to one Enable call set.
type options struct {
	// keepExisting leaves the global object's existing properties alone.
	keepExisting bool
	// maxOutput is MaxOutputBytes's bound, when maxOutputGiven.
	maxOutput      int
	maxOutputGiven bool
}

// settings are a binding's own settings, which Options given to Enable
// change.
type settings struct {
	// maxOutput bounds the bytes one call may produce; 0 for no bound.
	maxOutput int
}

// MaxOutputBytes bounds what one call may produce: the bytes of one
// encode's Uint8Array or one encodeInto's writes, and the UTF-16 code units
// of one decode's string at two bytes each, and the same for each chunk a
// TextDecoderStream or TextEncoderStream enqueues. A call that would produce
// more throws a RangeError naming the limit instead of allocating it (it may
// have allocated up to the limit and one piece more before it finds out).
// n <= 0 means no bound, the default, as in browsers.
//
// A host that runs untrusted scripts uses it to bound what a single call can
// allocate; goja itself has no memory limit (see the package documentation,
// "Running untrusted scripts").
func MaxOutputBytes(n int) Option {
	return func(o *options) { o.maxOutput, o.maxOutputGiven = max(n, 0), true }
}

// KeepExistingGlobals makes Enable leave alone every name the global object
// already has as an own property, whatever its value or attributes (a
// host's own TextDecoder, a polyfill, a property a script made
// non-configurable), and install only the missing ones. The default is to
// install all four interface objects, replacing what was there.
func KeepExistingGlobals() Option {
	return func(o *options) { o.keepExisting = true }
}

// outputLimitMessage is the RangeError's message when what (an interface's
// member, or a stream) would produce more than limit bytes.
func outputLimitMessage(what string, limit int) string {
	return what + ": the output would exceed the host's limit of " + strconv.Itoa(limit) + " bytes (encoding.MaxOutputBytes)"
}

// checkOutput throws MaxOutputBytes's RangeError (the realm's) when what
// would produce n bytes, more than the host's limit.
func (b *binding) checkOutput(what string, n int) {
	if lim := b.opts.maxOutput; lim > 0 && n > lim {
		b.throwRangeError(outputLimitMessage(what, lim))
	}
}
