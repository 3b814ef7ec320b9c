package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"

	"github.com/textcodec/textcodec"
)

const decodeSynopsis = `textcodec decode --encoding LABEL [--fatal] [--no-bom-sniff] [FILE]

Decodes FILE (standard input when absent or "-") from the encoding LABEL
names and writes UTF-8 to standard output, as the Encoding Standard's
"decode" does: a UTF-8, UTF-16BE or UTF-16LE byte order mark overrides
LABEL and is dropped. Malformed input becomes U+FFFD unless --fatal is given;
then the text before the error is written and the exit status is 1.`

// outBufSize is the size of the buffer in front of standard output.
const outBufSize = 64 << 10

// runDecode implements "textcodec decode".
func runDecode(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("decode", stderr)
	label := fs.String("encoding", "", "the input's encoding `label` (required), e.g. shift_jis")
	fatal := fs.Bool("fatal", false, "stop at malformed input with exit status 1 and its byte offset, instead of writing U+FFFD")
	noSniff := fs.Bool("no-bom-sniff", false, "decode with LABEL even after a byte order mark, and keep a leading U+FEFF")
	if st := parseFlags(fs, decodeSynopsis, args, stdout, stderr); st >= 0 {
		return st
	}
	enc := lookup("decode", *label, stderr)
	if enc == nil {
		return exitUsage
	}
	in, closeIn, st := openInput("decode", fs.Args(), stdin, stderr)
	if st >= 0 {
		return st
	}
	defer closeIn()

	// textcodec.NewReader sniffs the BOM by default (the standard's "decode").
	var opts []textcodec.DecoderOption
	if *noSniff {
		opts = append(opts, textcodec.BOMKeep)
	}
	if *fatal {
		opts = append(opts, textcodec.Fatal)
	}
	r := textcodec.NewReader(in, enc, opts...)
	w := bufio.NewWriterSize(stdout, outBufSize)
	_, err := io.Copy(w, r)
	if ferr := w.Flush(); err == nil {
		err = ferr // the text before a decode error is still written
	}
	if err != nil {
		var de *textcodec.DecodeError
		if errors.As(err, &de) {
			fmt.Fprintf(stderr, "textcodec decode: malformed %s input at byte offset %d\n", de.Encoding, de.Offset)
		} else {
			fmt.Fprintf(stderr, "textcodec decode: %v\n", err)
		}
		return exitFailure
	}
	return exitOK
}
