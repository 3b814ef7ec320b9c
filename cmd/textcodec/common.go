package main

// Helpers the subcommands share: flag parsing and usage, "get an encoding"
// for --encoding, and opening the FILE argument.

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/textcodec/textcodec"
)

// newFlagSet returns a FlagSet for the command name. Parse errors go to
// stderr; parseFlags prints the usage.
func newFlagSet(name string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("textcodec "+name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {} // printed by parseFlags, to stdout for -h
	return fs
}

// parseFlags parses args with fs. It returns -1 to carry on, or the exit
// status: 0 after -h (usage on stdout), 2 after a bad flag (usage on
// stderr, after the flag package's message).
func parseFlags(fs *flag.FlagSet, synopsis string, args []string, stdout, stderr io.Writer) int {
	err := fs.Parse(args)
	if err == nil {
		return -1
	}
	w, status := stderr, exitUsage
	if errors.Is(err, flag.ErrHelp) {
		w, status = stdout, exitOK
	}
	printFlagUsage(fs, synopsis, w)
	return status
}

// printFlagUsage writes a command's synopsis and flags to w.
func printFlagUsage(fs *flag.FlagSet, synopsis string, w io.Writer) {
	fmt.Fprintf(w, "Usage: %s\n\nFlags:\n", synopsis)
	out := fs.Output()
	fs.SetOutput(w)
	fs.PrintDefaults()
	fs.SetOutput(out)
}

// lookup resolves an --encoding flag ("get an encoding"). On failure it
// reports to stderr and returns nil.
func lookup(cmd, label string, stderr io.Writer) *textcodec.Encoding {
	if label == "" {
		fmt.Fprintf(stderr, "textcodec %s: --encoding is required (see \"textcodec labels\")\n", cmd)
		return nil
	}
	enc := textcodec.Lookup(label)
	if enc == nil {
		fmt.Fprintf(stderr, "textcodec %s: unknown encoding label %q (see \"textcodec labels\")\n", cmd, label)
	}
	return enc
}

// openInput returns the reader for the FILE argument ("-" or none: stdin)
// and a function that closes it. More than one argument is a usage error,
// reported with status 2; a file that cannot be opened gives status 1.
func openInput(cmd string, args []string, stdin io.Reader, stderr io.Writer) (io.Reader, func(), int) {
	switch {
	case len(args) > 1:
		fmt.Fprintf(stderr, "textcodec %s: too many arguments (one FILE at most, after the flags)\n", cmd)
		return nil, nil, exitUsage
	case len(args) == 0 || args[0] == "-":
		return stdin, func() {}, -1
	}
	f, err := os.Open(args[0])
	if err != nil {
		fmt.Fprintf(stderr, "textcodec %s: %v\n", cmd, err)
		return nil, nil, exitFailure
	}
	return f, func() { f.Close() }, -1
}
