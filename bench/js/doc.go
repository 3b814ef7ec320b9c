// Package jsbench measures package textcodec's TextDecoder and TextEncoder
// as a script in goja sees them, side by side with the same binding in
// grafana/sobek (the sobek module, ../../sobek), Node.js's built-in ones,
// the text-encoding npm polyfill (0.7.0) loaded into goja, and goja's own
// floor, on the inputs of package bench (about 1 MiB each).
//
// Everything is in the benchmarks (go test -bench . in this folder); the
// tables in docs/speed-js.md (at the repository's root) are made from them by
//
//	cd bench && go run ./js/cmd/jstable
//
// The benchmarks, for each case (an encoding, and for UTF-8 the kind of
// text):
//
//	BenchmarkJS/<case>/decode/{textcodec,sobek,node,polyfill,floor}
//	BenchmarkJS/<case>/encode/{textcodec,sobek,node,polyfill,floor}
//	BenchmarkJS/<case>/encodeInto/{textcodec,sobek,node}
//	BenchmarkJSForms/<text>/{encode,encodeInto}/node
//	BenchmarkJSForms/<text>/{encode,encodeInto}/{js,host,struct,map,utf16,substring,concat}/{textcodec,sobek}
//	BenchmarkJSStream/<input>/{64KiB,1KiB}/{textcodec,node}
//	BenchmarkEnable/{goja,sobek}.{New,Enable}
//	BenchmarkURL/{parse,searchParams}/{textcodec,whatwg-url,node}
//
// BenchmarkURL (url_test.go) measures package goja/url beside the npm
// whatwg-url bundled in goja and Node.js 20; js/cmd/urltable makes
// docs/url-speed.md from it.
//
// textcodec is the binding in goja, sobek the binding in sobek. The code
// that uses an engine's API is in one file, engine_goja_test.go, behind the
// engine interface (engine_test.go); internal/gensobek writes its sobek
// copy, engine_sobek_test.go, as it writes the sobek module, so both
// engines run the same cases, each right after the other. The polyfill, the
// floor and the streams rows run on goja only.
//
// BenchmarkJSForms encodes the same text in each form a string reaches
// encode in goja (made by a script, passed in by the host as a Go string,
// read from a Go struct or map, made by goja.StringFromUTF16, a substring,
// a concatenation; see forms_test.go), against Node.js on that text made in
// Node.js.
//
// BenchmarkJSStream pipes Shift_JIS and UTF-8 (every chunk edge inside a
// character) through a TextDecoderStream, and French and Japanese strings
// through a TextEncoderStream, in chunks of 64 KiB and 1 KiB, with the same
// script in goja and in Node.js (ops.js's decodeStream and encodeStream; see
// stream_test.go), and reports the time per chunk as well.
//
// Every engine runs the same loops (ops.js): decode the case's bytes, or
// encode its text (the decoded input) with encode or with encodeInto into a
// Uint8Array large enough for all of it, n times in a row, from JavaScript.
// MB/s counts input bytes for decode (bytes in the case's encoding) and
// output bytes for encode and encodeInto (UTF-8), the same numbers for every
// engine. cpu-MB/s divides by the CPU time of the whole process (user and
// system, every thread, so the garbage collector's work counts), which a
// busy machine disturbs less than the wall clock; Node.js's
// process.cpuUsage() counts the same way.
//
//   - node: node_bench.js, started once per run (Node.js on PATH), reads the
//     inputs from a temporary folder the benchmarks write, and runs the
//     loops when asked; its own timings are reported. Missing node: skipped.
//   - polyfill: text-encoding 0.7.0, installed by npm on first use into
//     node_modules here (git-ignored, never committed), loaded into a goja
//     runtime without textcodec. It has no encodeInto. Missing npm: skipped.
//   - floor: what the loop costs when the operation is replaced by a Go
//     function that only makes its result: for decode a JavaScript string
//     of the decoded text (goja.StringFromUTF16 of its UTF-16, or for ASCII
//     text Runtime.ToValue of a Go string, goja's cheapest public ways), for
//     encode a Uint8Array over a new ArrayBuffer of the output's size.
//
// Before anything is timed, each engine's output is checked (textcodec's
// decode against package textcodec, Node's against textcodec by SHA-256, encode's length);
// a difference is logged as a NOTE line, which the table lists.
package jsbench
