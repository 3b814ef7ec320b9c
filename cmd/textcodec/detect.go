package main

import (
	"fmt"
	"io"
	"os"

	"github.com/textcodec/textcodec/detect"
)

const detectSynopsis = `textcodec detect [--tld T] [--no-utf8] FILE...

Guesses the encoding of each FILE (standard input when none or "-") with
package detect, and prints one line per file: the encoding's name, then
"reliable" or "unreliable", then the step that decided (bom, ascii,
iso-2022-jp, utf-8, elimination or score), then the file's name.`

// detectBufSize is the size of the chunks fed to the detector.
const detectBufSize = 32 << 10

// runDetect implements "textcodec detect".
func runDetect(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("detect", stderr)
	tld := fs.String("tld", "", "the top-level domain the files came from (e.g. ru, jp), as a hint")
	noUTF8 := fs.Bool("no-utf8", false, "never answer UTF-8 (score valid UTF-8 like any other candidate)")
	if st := parseFlags(fs, detectSynopsis, args, stdout, stderr); st >= 0 {
		return st
	}
	files := fs.Args()
	if len(files) == 0 {
		files = []string{"-"}
	}
	d := detect.New()
	buf := make([]byte, detectBufSize)
	status := exitOK
	for _, name := range files {
		d.Reset()
		if err := feedFile(d, name, stdin, buf); err != nil {
			fmt.Fprintf(stderr, "textcodec detect: %v\n", err)
			status = exitFailure
			continue
		}
		r := d.Guess(detect.Options{TLD: *tld, AllowUTF8: !*noUTF8})
		confidence := "unreliable"
		if r.Reliable {
			confidence = "reliable"
		}
		if _, err := fmt.Fprintf(stdout, "%s %s %s %s\n", r.Encoding.Name(), confidence, r.Step, name); err != nil {
			fmt.Fprintf(stderr, "textcodec detect: %v\n", err)
			return exitFailure
		}
	}
	return status
}

// feedFile feeds the file name ("-": stdin) to d, a buffer at a time.
func feedFile(d *detect.Detector, name string, stdin io.Reader, buf []byte) error {
	r := stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		defer f.Close()
		r = f
	}
	for {
		n, err := r.Read(buf)
		d.Feed(buf[:n], err == io.EOF)
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}
