// Package encoding is the Encoding Standard's JavaScript API (TextDecoder,
// TextEncoder, TextDecoderStream and TextEncoderStream) for the goja
// JavaScript runtime (github.com/dop251/goja). Enable installs the four
// interfaces as globals of a runtime:
//
//	rt := goja.New()
//	encoding.Enable(rt)
//	rt.RunString(`new TextDecoder("shift_jis").decode(new Uint8Array([0x82, 0xa0]))`) // "あ"
//
// # The packages
//
// The module github.com/textcodec/textcodec is the Encoding Standard for Go
// at its root (package textcodec: textcodec.Lookup("shift_jis")), with no
// JavaScript in it. Its goja packages install web platform APIs in a goja
// runtime, each package named for what it installs:
//
//	goja/encoding     TextDecoder, TextEncoder, TextDecoderStream, TextEncoderStream (this package)
//	goja/streams      ReadableStream, WritableStream, TransformStream, their readers, writers, controllers
//	goja/dom          AbortController, AbortSignal, Event, CustomEvent, EventTarget, DOMException
//	goja/nodemodules  require("util") and require("stream/web") for Node-style scripts (goja_nodejs)
//
// The encodings themselves are the root package's: this package converts
// arguments as Web IDL does, checks receivers, calls the root package, and
// turns errors into the exceptions the standard names. TextDecoderStream and
// TextEncoderStream are built on package streams (a host whose scripts make
// streams of their own calls streams.Enable too). The module
// github.com/textcodec/textcodec/sobek holds the same bindings for
// grafana/sobek, k6's fork of goja, generated from these (sobek/encoding,
// sobek/streams, sobek/dom), and github.com/textcodec/textcodec/k6 is the k6
// extension k6/x/textcodec, built on them.
//
// # Enable
//
// Each binding (this package, streams and dom) has an Enable and an
// Interfaces, with one contract, stated here:
//
//   - Enable(rt, opts...) installs the binding's interface objects as
//     properties of rt's global object (writable, configurable, not
//     enumerable, as Web IDL defines interface objects), replacing what the
//     global object had under their names. With KeepExistingGlobals it
//     leaves alone every name the global object already has as an own
//     property (a host's own class, a polyfill, a property a script made
//     non-configurable) and installs only the missing ones.
//   - Enable is idempotent per runtime. The first Enable or Interfaces on a
//     runtime makes its binding: the interface objects, and the built-ins
//     captured for them (all bindings of a runtime share one capture, made
//     by the first). Every later call reuses that binding, so the objects
//     are the same: what a script made before a second Enable is an
//     instance of the globals after it. A later Enable installs the globals
//     again per its own options; an option that configures the binding
//     (MaxOutputBytes here, Timer and ReportException in package dom)
//     replaces the earlier setting when it is given, and leaves it when not.
//   - Interfaces(rt) returns the binding's interface objects by the names
//     Enable installs them under, in a new map, making the binding if the
//     runtime has none and installing nothing: for hosts that hand the
//     objects to scripts other than as globals (package nodemodules exports
//     them from require("util") and require("stream/web"), the k6 extension
//     as its module's exports).
//   - Call both from the runtime's goroutine, before scripts run: what the
//     binding captures (RangeError, Uint8Array, Promise.prototype.then, ...)
//     is what the globals hold at that moment, and nothing a script does
//     afterwards changes what the interfaces accept, throw or return. Any
//     number of runtimes may be enabled, from any goroutines (each runtime
//     from its own); runtimes share nothing but immutable data.
//   - Neither panics. Both fail only when goja does not run the binding's
//     setup (an interrupt pending on the runtime), and then install and keep
//     nothing. A global property that a script made non-configurable is
//     skipped by Enable and reported in its error (in the default mode); the
//     others are installed.
//
// # From the standard to this package
//
//	Standard                                   Here
//	TextDecoder(label, options)                constructDecoder: textcodec.Lookup, RangeError for failure or replacement
//	encoding, fatal, ignoreBOM getters         accessors on TextDecoder.prototype
//	decoder, error mode                        textcodec.Decoder with textcodec.Fatal for {fatal: true}
//	I/O queue, do not flush                    decoderState: the textcodec.Decoder's own state, plus the
//	                                           bytes left after a fatal error in a streaming call
//	serialize I/O queue, BOM seen, ignore BOM  serializeStart (Encoding.DecodedBOMLen), decodedString
//	                                           (the decoder runs with textcodec.BOMKeep)
//	decode(input, options)                     decode: BufferSource conversion, {stream}, TypeError on error
//	TextEncoder(), encoding                    constructEncoder, getter returning "utf-8"
//	encode(input)                              encode: USVString, UTF-8, a new Uint8Array
//	encodeInto(source, destination)            encodeInto; utf8Source.into by string form (strings.go)
//	Web IDL conversions, exceptions            webidl.go
//	internal slots ([[TypedArrayName]], ...)   slots.go: read from goja's own objects (internal/host/gojaobj)
//	the realm's intrinsics                     builtins.go: captured by Enable
//	process an item (decode's steps 4 and 5)   decodeInto (decoding.go), in pieces that poll (pieces.go)
//
// # Web IDL
//
// The interface objects follow Web IDL's ECMAScript binding. The constructors
// are small JavaScript classes calling into Go, which gives what a goja
// native constructor cannot: a TypeError without new, and new.target, read
// after the arguments are converted (class X extends TextDecoder works).
// Attributes are enumerable, configurable accessors and operations
// enumerable, writable, configurable methods on the prototypes, with Web
// IDL's names and lengths; Symbol.toStringTag is non-writable and
// configurable; a getter or method called on anything the constructor did not
// make throws a TypeError. Arguments are converted in Web IDL's order, each
// dictionary member read once, so getters on an options object run in the
// order a browser runs them.
//
// Known difference, forced by goja: Function.prototype.toString shows the
// constructors' class source rather than "[native code]".
//
// # Safety
//
// Scripts are untrusted. No argument — a throwing getter, a Proxy, a detached
// buffer, a huge string, a prototype swapped with Object.setPrototypeOf —
// makes the host see a Go panic: every failure is the JavaScript exception
// the standard names, or the one user code threw. As Web IDL requires, what
// an argument is comes from internal slots, never from prototypes or
// properties a script controls, and no script code runs to find out:
// receivers are recognised by identity (a registry of the objects the
// constructors made, held with weak pointers); ArrayBuffers, typed arrays and
// DataViews, and a Uint8Array from a Uint8ClampedArray, by goja's own
// implementation of the object (slots.go, through internal/host/gojaobj). A
// typed array's bytes are read only after its buffer is found attached. The
// RangeError the binding throws and the Uint8Arrays it returns are the
// realm's: Enable captures both constructors, so a script that replaces or
// deletes the globals, before or after the binding's first use, changes
// nothing.
//
// A host that runs untrusted scripts does four things, all before the first
// script runs:
//
//   - Call Enable (and streams.Enable) before running any script: what
//     Enable captures is what the globals hold at that moment.
//   - Give every run a deadline and stop it with rt.Interrupt, as goja hosts
//     do: stop := context.AfterFunc(ctx, func() { rt.Interrupt(ctx.Err()) }),
//     and rt.ClearInterrupt before reusing the runtime (or drop it). goja
//     checks the interrupt only between JavaScript instructions, so every
//     native call of this package whose work grows with its input (decode,
//     the label lookup, encode, encodeInto, each chunk of a
//     TextDecoderStream or TextEncoderStream) works in pieces of 256 KiB
//     and polls between them: it stops within a few milliseconds at any
//     input size, and the host's RunString returns goja's
//     *goja.InterruptedError carrying the host's value (a script's try/catch
//     does not see it). A decoder or stream whose call was interrupted
//     starts a new stream or is left mid-chunk; hosts usually drop the
//     runtime.
//   - Bound what one call can allocate with MaxOutputBytes: a call whose
//     output would pass the limit throws a RangeError after allocating at
//     most the limit and one piece.
//   - Bound recursion with rt.SetMaxCallStackSize: deeper calls stop the
//     run with goja's *goja.StackOverflowError instead of growing the
//     stack without limit.
//
// What goja cannot give: a bound on the heap. A script can still allocate
// without limit through goja's own built-ins (strings, arrays, typed arrays)
// in many calls that each stay under MaxOutputBytes; goja has no heap
// accounting, so a host that must bound memory runs scripts in a process of
// their own with an OS limit (cgroups, ulimit) or watches the Go heap
// (runtime/metrics) and interrupts. goja's own native built-ins
// (String.prototype.repeat, Array.prototype.join, JSON.stringify, ...) do
// not poll either: one call of theirs runs to its end after an interrupt.
//
// # Performance
//
// docs/speed-js.md has the figures, side by side with Node.js's built-in
// TextDecoder and TextEncoder (bench/js measures them). decode reads the
// input in place and makes goja's own string forms from buffers it fills
// itself (strings.go): ASCII input is copied once into a byte string;
// anything else is decoded to UTF-16 in a buffer that becomes the string
// without a copy when little of it is unused (else one copy to the exact
// size). encode and encodeInto read a string's code units where goja keeps
// them; encode counts the UTF-8 length first (eight code units at a time) and
// converts into a buffer of exactly that size, and encodeInto writes straight
// into the destination's buffer, converting with no room checks while the
// room left suffices for any input. The conversion (textcodec.UTF16ToUTF8,
// in the library) takes eight ASCII code units at a time, and any other unit
// with one load from a table of the UTF-8 forms of all 65,536 code units
// and one store, with no branch on the unit's kind. The table takes 256 KiB,
// made once per process, in well under 0.1 ms, by the first encode or
// encodeInto of a string that is not all ASCII, with 16 code units or more
// and room for three bytes each.
//
// Enable's cost (docs/speed-js.md, "Enable, per runtime", measured by
// BenchmarkEnable in bench/js) is nearly all goja making objects: the native
// functions of the interfaces' fifteen members and the classes' callback,
// the four classes with their prototype objects and property slots, and the
// built-ins Enable captures (%RangeError%, %Uint8Array%, and for package
// streams Promise, Reflect's functions and the error constructors), which
// goja builds on first use: capturing them at Enable moves that cost rather
// than adding it. The names of the functions and the tags are JavaScript
// strings made once and shared by all runtimes.
package encoding
