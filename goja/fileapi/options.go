package fileapi

import (
	"strconv"
	"time"
)

// An Option configures Enable.
type Option func(*options)

// options is what the Options given to one Enable call set.
type options struct {
	keepExisting bool
	// maxOutput is MaxOutputBytes's bound, when maxOutputGiven.
	maxOutput      int
	maxOutputGiven bool
	// clock is Clock's function; nil when not given.
	clock func() time.Time
}

// KeepExistingGlobals makes Enable leave alone every name the global object
// already has as an own property (a host's own Blob, a polyfill, a property
// a script made non-configurable), and install only the missing ones. The
// default is to install Blob and File, replacing what was there.
func KeepExistingGlobals() Option {
	return func(o *options) { o.keepExisting = true }
}

// MaxOutputBytes bounds what one call may produce: the bytes of a Blob or
// File a constructor makes (each string part counted at its UTF-8 length),
// the type string a constructor or slice() makes when the type given has
// upper-case letters (one byte a character), the name string File's
// constructor makes when the name has lone surrogates (two bytes a code
// unit), and what text(), arrayBuffer() and bytes() make of a blob
// (text()'s string counted at one byte per byte of the blob). A call that
// would produce more throws a RangeError naming the limit (text(),
// arrayBuffer() and bytes() reject with it); each is checked before
// anything is allocated for the output. A type or name used as given and
// slice()'s bytes are shared, not made, and stream() yields chunks of 64
// KiB, so none of these is bounded. n <= 0 means no bound, the default
// (a blob still holds at most 4 GiB). A limit given to a later Enable
// replaces the earlier one; an Enable without it leaves it.
func MaxOutputBytes(n int) Option {
	return func(o *options) { o.maxOutput, o.maxOutputGiven = max(n, 0), true }
}

// Clock gives File's constructor the current time, for a File made without
// lastModified (the default is time.Now): tests and replayable hosts fix
// it. A later Enable's replaces an earlier one's; an Enable without it
// leaves it.
func Clock(now func() time.Time) Option {
	return func(o *options) { o.clock = now }
}

// outputLimitMessage is the RangeError's message when what would produce
// more than limit bytes.
func outputLimitMessage(what string, limit int) string {
	return what + ": the output would exceed the host's limit of " + strconv.Itoa(limit) + " bytes (fileapi.MaxOutputBytes)"
}
