// Package textcodec is the Encoding Standard's JavaScript API — TextDecoder
// and TextEncoder, the standard's "API" section — for the goja JavaScript
// runtime (github.com/dop251/goja). Enable installs both interfaces as
// globals of a runtime:
//
//	rt := goja.New()
//	textcodec.Enable(rt)
//	rt.RunString(`new TextDecoder("shift_jis").decode(new Uint8Array([0x82, 0xa0]))`) // "あ"
//
// The encodings themselves are package core's: this package converts
// arguments as Web IDL does, checks receivers, calls core, and turns errors
// into the exceptions the standard names. It has no encoding logic of its own
// beyond encodeInto's UTF-8 loop, whose "stop before what does not fit" rule
// is particular to that method.
//
// # From the standard to this package
//
//	Standard                                   Here
//	TextDecoder(label, options)                constructDecoder: core.Lookup, RangeError for failure or replacement
//	encoding, fatal, ignoreBOM getters         accessors on TextDecoder.prototype
//	decoder, error mode                        core.Decoder with core.Fatal() for {fatal: true}
//	I/O queue, do not flush                    decoderState: core.Decoder's own state, plus the
//	                                           bytes left after a fatal error in a streaming call
//	serialize I/O queue, BOM seen, ignore BOM  decode, after core decodes with core.BOMKeep
//	decode(input, options)                     decode: BufferSource conversion, {stream}, TypeError on error
//	TextEncoder(), encoding                    constructEncoder, getter returning "utf-8"
//	encode(input)                              encode: USVString, UTF-8, a new Uint8Array
//	encodeInto(source, destination)            encodeInto, utf8FromUTF16
//	Web IDL conversions, exceptions            webidl.go
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
// Known differences, all forced by goja: Function.prototype.toString shows
// the constructors' class source rather than "[native code]"; Uint8Array is
// told from Uint8ClampedArray by the built-in %TypedArray%.prototype
// [@@toStringTag] getter, which reads the typed array constructor's "name"
// property (a script that redefines Uint8ClampedArray.name can get one
// accepted by encodeInto); and telling a DataView from an ordinary object
// calls DataView.prototype's buffer getter, which for an object that is not
// a DataView reads its @@toStringTag to word its error.
//
// # Safety
//
// Scripts are untrusted. No argument — a throwing getter, a Proxy, a detached
// buffer, a huge string, a prototype swapped with Object.setPrototypeOf —
// makes the host see a Go panic: every failure is the JavaScript exception
// the standard names, or the one user code threw. Receivers are recognised
// by identity (a registry of the objects the constructors made, held with
// weak pointers), ArrayBuffers and typed arrays by what goja exports for
// them, never by prototypes or properties a script controls. A typed array's
// bytes are read only after its buffer is found attached.
//
// The few built-ins the binding calls (RangeError, Uint8Array, the getters
// above) are looked up on first use, because looking them up in Enable
// would make goja build them, which costs more than Enable itself. A script
// that replaces them before then changes what its own later calls see, never
// memory safety.
//
// # Performance
//
// bench/JS-RESULTS.md has the figures, side by side with Node.js's built-in
// TextDecoder and TextEncoder (bench/js measures them). decode reads the
// input in place and makes goja's own string forms from buffers it fills
// itself (strings.go): ASCII input is copied once into a byte string;
// anything else is decoded to UTF-16 in a buffer that becomes the string
// without a copy when little of it is unused (else one copy to the exact
// size). encode and encodeInto read a string's code units where goja keeps
// them; encode counts the UTF-8 length first (eight code units at a time) and
// converts into a buffer of exactly that size, and encodeInto writes straight
// into the destination's buffer, converting with no room checks while the
// room left suffices for any input (utf8Stretch). The conversion
// (utf16to8.go) takes eight ASCII code units at a time, and any other unit
// with one load from a table of the UTF-8 forms of all 65,536 code units
// and one store, with no branch on the unit's kind. The table takes 256 KiB,
// made once per process, in well under 0.1 ms, by the first encode or
// encodeInto of a string that is not all ASCII, with 16 code units or more
// and room for three bytes each.
//
// Enable costs about 22-30 µs and 22.9 KB (304 allocations), nearly all of it
// goja making objects: sixteen native functions at about 630 bytes each (the
// fifteen members of the four interfaces and the classes' callback), the
// four classes at about 1.4 KB each with their prototype objects, and the
// property slots of the members and of @@toStringTag (about 450 bytes per
// prototype). The names of the functions and the tags are JavaScript strings
// made once and shared by all runtimes. goja.New itself costs under 1 µs and
// 2 KB, as goja makes its built-ins on first use.
package textcodec
