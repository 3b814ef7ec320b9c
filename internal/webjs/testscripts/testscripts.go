// Package testscripts holds the bindings' tests written in JavaScript, kept
// once for every engine: the goja packages' Go tests and their sobek copies
// run the same files. Only tests import it.
//
//	harness/   the harness the scripts run in: base.js (package jstest's,
//	           shared by streams and dom), and each package's own part
//	encoding/  goja/encoding's tests (encoding/limit: run with MaxOutputBytes)
//	streams/   goja/streams' tests of the standard's algorithms
//	dom/       goja/dom's tests of the interfaces
//	url/       goja/url's tests of the interfaces
//	structuredclone/  goja/structuredclone's tests (structuredclone/limit.js: run with
//	           MaxObjects(100)); structuredclone/bench: the value its
//	           BenchmarkClone clones, and the same clone in Node.js
package testscripts

import "embed"

// Files are the scripts, by the paths above.
//
//go:embed harness encoding streams dom url structuredclone
var Files embed.FS
