package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"

	"github.com/textcodec/textcodec"
	"github.com/textcodec/textcodec/htmlsniff"
)

const decodeSynopsis = `textcodec decode --encoding LABEL [--fatal] [--no-bom-sniff] [FILE]
       textcodec decode --sniff [--content-type V] [--encoding LABEL] [--no-detect] [--fatal] [FILE]

Decodes FILE (standard input when absent or "-") from the encoding LABEL
names and writes UTF-8 to standard output, as the Encoding Standard's
"decode" does: a UTF-8, UTF-16BE or UTF-16LE byte order mark overrides
LABEL and is dropped. Malformed input becomes U+FFFD unless --fatal is given;
then the text before the error is written and the exit status is 1.

With --sniff, the encoding is the one the HTML Standard's encoding sniffing
algorithm chooses (see "textcodec sniff"): a byte order mark, --content-type,
a <meta> or XML declaration in the first 1024 bytes, a detector (unless
--no-detect), and last LABEL (windows-1252 when none is given).`

// outBufSize is the size of the buffer in front of standard output.
const outBufSize = 64 << 10

// runDecode implements "textcodec decode".
func runDecode(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("decode", stderr)
	label := fs.String("encoding", "", "the input's encoding `label` (required), e.g. shift_jis")
	fatal := fs.Bool("fatal", false, "stop at malformed input with exit status 1 and its byte offset, instead of writing U+FFFD")
	noSniff := fs.Bool("no-bom-sniff", false, "decode with LABEL even after a byte order mark, and keep a leading U+FEFF")
	sniff := fs.Bool("sniff", false, "choose the encoding by the HTML Standard's encoding sniffing algorithm; LABEL is then its default")
	contentType := fs.String("content-type", "", "with --sniff: the transport layer's Content-Type `value`")
	noDetect := fs.Bool("no-detect", false, "with --sniff: skip the frequency-analysis step")
	if st := parseFlags(fs, decodeSynopsis, args, stdout, stderr); st >= 0 {
		return st
	}
	var enc *textcodec.Encoding
	var sniffOpts *htmlsniff.Options
	switch {
	case *sniff && *noSniff:
		fmt.Fprintln(stderr, "textcodec decode: --sniff and --no-bom-sniff cannot be used together (sniffing starts with the byte order mark)")
		return exitUsage
	case *sniff:
		var st int
		if sniffOpts, st = sniffOptions("decode", *label, *noDetect, stderr); st >= 0 {
			return st
		}
	case *contentType != "" || *noDetect:
		fmt.Fprintln(stderr, "textcodec decode: --content-type and --no-detect need --sniff")
		return exitUsage
	default:
		if enc = lookup("decode", *label, stderr); enc == nil {
			return exitUsage
		}
	}
	in, closeIn, st := openInput("decode", fs.Args(), stdin, stderr)
	if st >= 0 {
		return st
	}
	defer closeIn()
	if *sniff {
		res, br, err := sniffInput(in, *contentType, sniffOpts)
		if err != nil {
			fmt.Fprintf(stderr, "textcodec decode: %v\n", err)
			return exitFailure
		}
		in, enc = br, res.Encoding
	}

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
