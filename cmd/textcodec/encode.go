package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"

	"github.com/textcodec/textcodec"
)

const encodeSynopsis = `textcodec encode --encoding LABEL [--fatal] [FILE]

Encodes the UTF-8 text in FILE (standard input when absent or "-") into the
encoding LABEL names and writes the bytes to standard output, as the Encoding
Standard's "encode" does. LABEL first goes through "get an output encoding":
replacement, UTF-16BE and UTF-16LE have no encoder, so the output is UTF-8
(a note on standard error says so). A code point the encoding lacks is
written as an HTML numeric character reference, "&#NNNN;", unless --fatal is
given; then the bytes before it are written and the exit status is 1.
Ill-formed UTF-8 in the input is read as U+FFFD.`

// runEncode implements "textcodec encode".
func runEncode(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("encode", stderr)
	label := fs.String("encoding", "", "the output's encoding `label` (required), e.g. windows-1252")
	fatal := fs.Bool("fatal", false, "stop at the first unencodable code point with exit status 1, instead of writing &#NNNN;")
	if st := parseFlags(fs, encodeSynopsis, args, stdout, stderr); st >= 0 {
		return st
	}
	enc := lookup("encode", *label, stderr)
	if enc == nil {
		return exitUsage
	}
	in, closeIn, st := openInput("encode", fs.Args(), stdin, stderr)
	if st >= 0 {
		return st
	}
	defer closeIn()

	// "get an output encoding"
	out := enc.OutputEncoding()
	if out != enc {
		fmt.Fprintf(stderr, "textcodec encode: %s has no encoder; writing %s instead\n", enc.Name(), out.Name())
	}
	mode := textcodec.Replace
	if *fatal {
		mode = textcodec.Fatal
	}
	bw := bufio.NewWriterSize(stdout, outBufSize)
	w, err := textcodec.NewWriter(bw, out, mode)
	if err != nil { // cannot happen after OutputEncoding
		fmt.Fprintf(stderr, "textcodec encode: %v\n", err)
		return exitFailure
	}
	_, err = io.Copy(w, in)
	if err == nil {
		err = w.Close()
	}
	if ferr := bw.Flush(); err == nil {
		err = ferr // the bytes before an unencodable code point are still written
	}
	if err != nil {
		var ee *textcodec.EncodeError
		if errors.As(err, &ee) {
			fmt.Fprintf(stderr, "textcodec encode: U+%04X cannot be encoded in %s (input byte offset %d)\n", ee.CodePoint, ee.Encoding, ee.Offset)
		} else {
			fmt.Fprintf(stderr, "textcodec encode: %v\n", err)
		}
		return exitFailure
	}
	return exitOK
}
