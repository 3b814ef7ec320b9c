package structuredclone

// An Option configures Enable.
type Option func(*options)

// options is what the Options given to one Enable call set.
type options struct {
	// keepExisting leaves the global object's existing properties alone.
	keepExisting bool
	// maxObjects is MaxObjects' limit; 0 when not given.
	maxObjects int
	// platform are the platform objects Serializable registered.
	platform []PlatformObject
}

// KeepExistingGlobals makes Enable leave structuredClone alone when the
// global object already has it as an own property (a host's own, a
// polyfill). The default is to install it, replacing what was there.
func KeepExistingGlobals() Option {
	return func(o *options) { o.keepExisting = true }
}

// MaxObjects limits each clone (structuredClone, Clone) to n objects:
// cloning a value that reaches more throws a RangeError naming the limit,
// before the clone is returned and before any ArrayBuffer is transferred.
// Every object counts once, however many times it is reached; primitives
// do not count. n <= 0 means no limit, the default. A limit given to a
// later Enable replaces the earlier one.
//
// The clone's walk is iterative, so that no nesting depth overflows Go's
// stack; the limit bounds the memory a hostile value makes the clone
// allocate (the value itself was made by the script, under the host's own
// bounds), and the host's interrupt stops a clone at any point.
func MaxObjects(n int) Option {
	return func(o *options) {
		if n <= 0 {
			n = -1
		}
		o.maxObjects = n
	}
}

// Serializable registers a kind of platform object that structuredClone
// clones in this runtime (see PlatformObject; Register registers one for
// every runtime). The registrations of every Enable on a runtime add up;
// one with an Interface registered before replaces it.
func Serializable(p PlatformObject) Option {
	return func(o *options) { o.platform = append(o.platform, p) }
}
