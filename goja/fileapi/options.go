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
// File a constructor makes, and of what text(), arrayBuffer() and bytes()
// make of a blob (text()'s string counted at one byte per byte of the
// blob). A call that would produce more throws a RangeError naming the
// limit (text(), arrayBuffer() and bytes() reject with it) instead of
// allocating it; a constructor may have allocated up to the limit and one
// part more before it finds out. slice() allocates nothing and stream()
// yields chunks of 64 KiB, so neither is bounded. n <= 0 means no bound,
// the default. A limit given to a later Enable replaces the earlier one; an
// Enable without it leaves it.
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
