package globalscope

import (
	"strconv"

	"github.com/dop251/goja"
)

// An Option configures Enable.
type Option func(*options)

// options is what the Options given to one Enable call set.
type options struct {
	keepExisting bool
	// maxOutput is MaxOutputBytes's bound, when maxOutputGiven.
	maxOutput      int
	maxOutputGiven bool
	// report receives the exceptions microtasks throw (ReportException).
	report func(goja.Value)
}

// KeepExistingGlobals makes Enable leave alone every name the global object
// already has as an own property (a host's own atob, a polyfill, a property
// a script made non-configurable), and install only the missing ones. The
// default is to install all three, replacing what was there.
func KeepExistingGlobals() Option {
	return func(o *options) { o.keepExisting = true }
}

// MaxOutputBytes bounds what one call may produce: the code units of atob's
// result and of btoa's, one byte each. A call that would produce more throws
// a RangeError naming the limit instead of allocating it; atob judges by
// its input's length (3 bytes for 4 code units, whitespace included), so an
// input padded with whitespace can be refused below the limit. n <= 0 means
// no bound, the default. A limit given to a later Enable replaces the
// earlier one; an Enable without it leaves it.
func MaxOutputBytes(n int) Option {
	return func(o *options) { o.maxOutput, o.maxOutputGiven = max(n, 0), true }
}

// ReportException receives, on the runtime's goroutine, every exception a
// queueMicrotask callback throws: HTML has it "reported", which goja cannot
// do by itself. The default is to drop it. A later Enable's replaces an
// earlier one's; an Enable without it leaves it.
func ReportException(report func(exception goja.Value)) Option {
	return func(o *options) { o.report = report }
}

// outputLimitMessage is the RangeError's message when what would produce
// more than limit bytes.
func outputLimitMessage(what string, limit int) string {
	return what + ": the output would exceed the host's limit of " + strconv.Itoa(limit) + " bytes (globalscope.MaxOutputBytes)"
}
