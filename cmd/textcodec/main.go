// Command textcodec converts text between UTF-8 and the encodings of the
// WHATWG Encoding Standard, using package textcodec; runs JavaScript in goja
// with the standard's API (package goja/encoding); and runs
// web-platform-tests files against it (package internal/wpt).
//
//	textcodec decode --encoding LABEL [--fatal] [--no-bom-sniff] [FILE]
//	textcodec decode --sniff [--content-type V] [--encoding LABEL] [--fatal] [FILE]
//	textcodec encode --encoding LABEL [--fatal] [FILE]
//	textcodec labels [--json]
//	textcodec sniff [--content-type V] [--default ENCODING] [--no-detect] FILE...
//	textcodec detect [--tld T] [--no-utf8] FILE...
//	textcodec run [--timeout DURATION] SCRIPT.js
//	textcodec wpt --root WPT_CHECKOUT [--expect FILE] [--json OUT] [-v] [PATH...]
//	textcodec help [COMMAND]
//
// sniff runs the HTML Standard's encoding sniffing algorithm (package
// htmlsniff) on files, and decode --sniff decodes with its answer.
//
// decode follows the standard's "decode" (a byte order mark overrides the
// label) and encode its "encode" (after "get an output encoding", with
// unencodable code points written as HTML numeric character references).
// Both stream with fixed buffers, so input of any size runs in flat memory.
//
// Exit status: 0 on success, 1 for malformed or unencodable input (with
// --fatal) and I/O errors, 2 for usage errors and unknown encoding labels.
package main

import (
	"fmt"
	"io"
	"os"
)

// Exit statuses.
const (
	exitOK      = 0
	exitFailure = 1 // malformed or unencodable input, I/O errors
	exitUsage   = 2 // bad command line, unknown encoding label
)

const usageText = `textcodec converts text between UTF-8 and the encodings of the WHATWG
Encoding Standard.

Usage:
	textcodec decode --encoding LABEL [--fatal] [--no-bom-sniff] [FILE]
	textcodec decode --sniff [--content-type V] [--encoding LABEL] [--fatal] [FILE]
	textcodec encode --encoding LABEL [--fatal] [FILE]
	textcodec labels [--json]
	textcodec sniff [--content-type V] [--default ENCODING] [--no-detect] FILE...
	textcodec detect [--tld T] [--no-utf8] FILE...
	textcodec run [--timeout DURATION] SCRIPT.js
	textcodec wpt --root WPT_CHECKOUT [--expect FILE] [--json OUT] [-v] [PATH...]
	textcodec help [COMMAND]

FILE is read from standard input when absent or "-". Run
"textcodec help COMMAND" for a command's flags.

Exit status: 0 on success, 1 for malformed or unencodable input (with
--fatal) and I/O errors, 2 for usage errors and unknown encoding labels.
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run runs the command line args (without the program name) and returns the
// exit status. Tests call it in-process.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usageText)
		return exitUsage
	}
	cmd, rest := args[0], args[1:]
	switch cmd {
	case "decode":
		return runDecode(rest, stdin, stdout, stderr)
	case "encode":
		return runEncode(rest, stdin, stdout, stderr)
	case "labels":
		return runLabels(rest, stdout, stderr)
	case "sniff":
		return runSniff(rest, stdin, stdout, stderr)
	case "detect":
		return runDetect(rest, stdin, stdout, stderr)
	case "help", "-h", "-help", "--help":
		return runHelp(rest, stdout, stderr)
	case "run":
		return runJS(rest, stdin, stdout, stderr)
	case "wpt":
		return runWPT(rest, stdin, stdout, stderr)
	}
	fmt.Fprintf(stderr, "textcodec: unknown command %q\n\n", cmd)
	fmt.Fprint(stderr, usageText)
	return exitUsage
}

// runHelp prints the general usage, or a command's when one is named.
func runHelp(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stdout, usageText)
		return exitOK
	}
	switch args[0] {
	case "decode", "encode", "labels", "sniff", "detect", "run", "wpt":
		return run([]string{args[0], "-h"}, nil, stdout, stderr)
	}
	fmt.Fprintf(stderr, "textcodec help: unknown command %q\n", args[0])
	return exitUsage
}
