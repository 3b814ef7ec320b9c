// Package fileapi is the W3C File API's Blob and File
// (https://w3c.github.io/FileAPI/) for the goja JavaScript runtime
// (github.com/dop251/goja). Enable installs them as globals of a runtime:
//
//	rt := goja.New()
//	fileapi.Enable(rt)
//	rt.RunString(`
//		const file = new File(["héllo\n", new Uint8Array([0x21])], "a.txt", { type: "text/plain" });
//		file.slice(1).text().then((s) => ...);
//	`)
//
//	Standard                                  Here
//	Blob(blobParts, options)                  strings UTF-8 encoded as USVStrings, buffer sources copied, Blobs shared
//	endings: "transparent" / "native"         "native" is Linux's "\n"
//	size, type                                as in the standard (type lowercased, "" unless ASCII printable)
//	slice(start, end, contentType)            [Clamp] conversions and clamping; no copy: slices share the bytes
//	text(), arrayBuffer(), bytes()            UTF-8 decode (BOM dropped), a new ArrayBuffer, a new Uint8Array
//	stream()                                  a readable byte stream of package streams, in 64 KiB chunks (BYOB too)
//	File(fileBits, fileName, options)         name (a USVString), lastModified (Clock, or the time now)
//	(Go)                                      ReadBlob, NewBlob (for structured serialization)
//
// The interfaces follow Web IDL: constructors are classes (a TypeError
// without new, subclassable; File inherits from Blob), attributes are
// enumerable accessors and operations enumerable methods with Web IDL's
// lengths, Symbol.toStringTag is set, arguments and dictionary members are
// converted in Web IDL's order (blobParts through its @@iterator, whatever
// it is), and a promise-returning method called on the wrong object returns
// a rejected promise. Each object's internal slots are held in a private
// field, which is also its brand: an object that merely inherits from
// Blob.prototype is not a Blob. The constructors read new.target's
// prototype before they convert their arguments (a JavaScript class does);
// only a Proxy as new.target can tell.
//
// text(), arrayBuffer() and bytes() settle their promises with the whole
// result at once: the standard reads the blob's stream to its end first,
// which takes more microtasks, so a script that counts microtasks can tell.
//
// # Implementation
//
// The conversions, brand checks and the shape of the interfaces are
// JavaScript (internal/webjs/fileapi, compiled once, run once per runtime
// when it first needs Blob: Enable, Interfaces or NewBlob), calling only
// the built-ins captured before scripts ran (package
// internal/host/intrinsics); the bytes are Go's. A blob's bytes are made
// once, by the constructor, and never change: slice() and a Blob made of
// one Blob share them, and text() of well-formed UTF-8 hands goja a Go
// string over them, so it copies nothing. Loops over a blob's bytes, a
// constructor's parts (however small and many), a type and a File name poll
// the host's goja.Runtime.Interrupt every host.PollStep bytes or code units,
// and MaxOutputBytes bounds what one call may allocate. A blob holds at
// most 4 GiB: a constructor that would make a larger one throws a
// RangeError, with or without MaxOutputBytes.
//
// It is one of the goja bindings of github.com/textcodec/textcodec (package
// encoding's documentation, "The packages", places each); Enable and
// Interfaces keep the contract every binding keeps, stated once in package
// encoding's documentation ("Enable"). Blob.stream() needs package streams'
// implementation, which it starts in the runtime on first use; a host whose
// scripts use ReadableStream itself calls streams.Enable too.
package fileapi
