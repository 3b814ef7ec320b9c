package streams

// An Option configures Enable.
type Option func(*options)

// options is what the Options given to one Enable call set.
type options struct {
	// keepExisting leaves the global object's existing properties alone.
	keepExisting bool
}

// KeepExistingGlobals makes Enable leave alone every name the global object
// already has as an own property, whatever its value or attributes (a
// host's own ReadableStream, a polyfill, a property a script made
// non-configurable), and install only the missing ones. The default is to
// install every interface object, replacing what was there.
func KeepExistingGlobals() Option {
	return func(o *options) { o.keepExisting = true }
}
