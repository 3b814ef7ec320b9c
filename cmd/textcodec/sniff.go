package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/textcodec/textcodec"
	"github.com/textcodec/textcodec/detect"
	"github.com/textcodec/textcodec/htmlsniff"
)

const sniffSynopsis = `textcodec sniff [--content-type V] [--default ENCODING] [--no-detect] FILE...

Runs the HTML Standard's encoding sniffing algorithm on each FILE (standard
input when none or "-") and prints one line for each: the encoding's name,
the confidence (certain or tentative), the step that decided and the file:

	windows-1251 tentative prescan-meta page.html

The steps: bom, transport (--content-type), prescan-utf16-xml,
prescan-meta and xml-declaration (the prescan of the first 1024 bytes),
frequency-analysis (a detector, when one is built in and --no-detect is
not given; it may answer UTF-8, as for a local file in a browser) and
default (--default, else windows-1252).`

// newDetector makes the detector of the frequency-analysis step (package
// detect's); nil would mean the command has none, and the default applies
// instead.
var newDetector = detect.ForSniffing

// runSniff implements "textcodec sniff".
func runSniff(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("sniff", stderr)
	contentType := fs.String("content-type", "", "the transport layer's Content-Type `value`, e.g. \"text/html; charset=koi8-r\"")
	def := fs.String("default", "", "the encoding `label` of the last step, instead of windows-1252")
	noDetect := fs.Bool("no-detect", false, "skip the frequency-analysis step, so that the default applies")
	if st := parseFlags(fs, sniffSynopsis, args, stdout, stderr); st >= 0 {
		return st
	}
	opts, st := sniffOptions("sniff", *def, *noDetect, stderr)
	if st >= 0 {
		return st
	}
	files := fs.Args()
	if len(files) == 0 {
		files = []string{"-"}
	}
	status := exitOK
	w := bufio.NewWriter(stdout)
	for _, name := range files {
		res, err := sniffFile(name, stdin, *contentType, opts)
		if err != nil {
			fmt.Fprintf(stderr, "textcodec sniff: %v\n", err)
			status = exitFailure
			continue
		}
		fmt.Fprintf(w, "%s %s %s %s\n", res.Encoding.Name(), res.Confidence, res.Step, name)
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintf(stderr, "textcodec sniff: %v\n", err)
		return exitFailure
	}
	return status
}

// sniffOptions builds the sniffing options of --default and --no-detect.
// It reports an unknown label to stderr and returns exitUsage, or -1.
func sniffOptions(cmd, def string, noDetect bool, stderr io.Writer) (*htmlsniff.Options, int) {
	opts := &htmlsniff.Options{}
	if def != "" {
		if opts.Default = textcodec.Lookup(def); opts.Default == nil {
			fmt.Fprintf(stderr, "textcodec %s: unknown encoding label %q (see \"textcodec labels\")\n", cmd, def)
			return nil, exitUsage
		}
	}
	if !noDetect {
		// Files are local, where browsers let detection answer UTF-8 (for
		// pages from the network they do not).
		opts.NewDetector, opts.AllowUTF8 = newDetector, true
	}
	return opts, -1
}

// sniffFile sniffs the file name ("-": stdin).
func sniffFile(name string, stdin io.Reader, contentType string, opts *htmlsniff.Options) (htmlsniff.Result, error) {
	var in io.Reader = stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return htmlsniff.Result{}, err
		}
		defer f.Close()
		in = f
	}
	res, _, err := sniffInput(in, contentType, opts)
	if err != nil {
		err = fmt.Errorf("%s: %w", name, err)
	}
	return res, err
}

// sniffInput reads the first bytes of in, as many as the sniffing steps
// read (1024, or 64 KiB for a detector), and sniffs them. The returned
// reader still holds every byte of in.
func sniffInput(in io.Reader, contentType string, opts *htmlsniff.Options) (htmlsniff.Result, *bufio.Reader, error) {
	n := htmlsniff.DefaultPrescanLimit
	if opts.NewDetector != nil {
		n = detectorInput
	}
	br := bufio.NewReaderSize(in, n)
	head, err := br.Peek(n)
	o := *opts
	switch {
	case err == nil:
		o.Partial = true
	case errors.Is(err, io.EOF):
	default:
		return htmlsniff.Result{}, nil, err
	}
	return htmlsniff.Sniff(head, contentType, &o), br, nil
}

// detectorInput is how many bytes a detector sees.
const detectorInput = 64 << 10
