package url

import "strconv"

// An Option configures Enable.
type Option func(*options)

// options is what the Options given to one Enable call set.
type options struct {
	// keepExisting leaves the global object's existing properties alone.
	keepExisting bool
	// maxOutput is MaxOutputBytes' limit (0: none); maxOutputGiven tells
	// whether this call set it.
	maxOutput      int
	maxOutputGiven bool
}

// KeepExistingGlobals makes Enable leave alone every name the global object
// already has as an own property, whatever its value or attributes (a
// host's own URL, a polyfill, a property a script made non-configurable),
// and install only the missing ones. The default is to install both
// interface objects, replacing what was there.
func KeepExistingGlobals() Option {
	return func(o *options) { o.keepExisting = true }
}

// MaxOutputBytes limits the strings the interfaces make from a script's
// input: making a URL whose serialization (href) would be longer than n
// bytes, or serializing a URLSearchParams to more than n, throws a
// RangeError instead (a URL's setter leaves the URL as it was; a list
// operation's change stays in the list, and its URL keeps its query). 0,
// the default, is no limit.
// A URL's parts are at most 9 bytes per byte of input ("%XX" for each byte
// of a code point), so the limit bounds what a script can make the host
// hold.
func MaxOutputBytes(n int) Option {
	return func(o *options) { o.maxOutput, o.maxOutputGiven = max(n, 0), true }
}

// outputLimitMessage is the RangeError's message when what would be longer
// than limit bytes.
func outputLimitMessage(what string, limit int) string {
	return what + ": the result would exceed the host's limit of " + strconv.Itoa(limit) + " bytes (url.MaxOutputBytes)"
}
