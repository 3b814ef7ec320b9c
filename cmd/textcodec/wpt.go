package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/textcodec/textcodec/internal/wpt"
)

const wptSynopsis = `textcodec wpt --root WPT_CHECKOUT [--expect FILE] [--json OUT] [-v] [PATH...]

Runs the web-platform-tests *.any.js files under each PATH (a folder or a
file, relative to the root; default "encoding") in goja with everything the
library provides (TextDecoder, TextEncoder, the encoding streams, the Streams
Standard's classes, AbortController, AbortSignal, events and DOMException,
URL and URLSearchParams, Blob and File, atob, btoa and structuredClone):
each file, and each of its "// META: variant=" values, in a fresh
runtime with a dedicated-worker-like global (a window-like one, without a
document, for "// META: global=window" files), the root's own
resources/testharness.js, and its "// META: script=" files. Tests may fetch()
the root's files (GET only, nothing outside the root). Files whose
"// META: global=" names no dedicated worker, window or jsshell global,
*.window.js, *.worker.js and *.html files are listed as skipped.

Prints one line per run (PASS or FAIL, subtests passed/total, and the
harness status when not OK), each subtest with -v, and last
"N passed, N failed[, N skipped]": passed and failed count subtests (a run
whose harness does not finish OK counts one more failure), skipped counts
files.

Exit status: without --expect, 0 when every subtest passed; with --expect,
0 when the failures are exactly those FILE lists (a JSON object: test file →
subtest → reason; the subtest "<harness>" stands for a harness status that
is not OK), else 1, listing each regression and unexpected pass. 2 for
usage errors.`

// runWPT implements "textcodec wpt".
func runWPT(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("wpt", stderr)
	root := fs.String("root", "", "the WPT checkout (holds resources/testharness.js)")
	expect := fs.String("expect", "", "a JSON file of known failures; exit 0 only when the results match it")
	jsonOut := fs.String("json", "", "write the results to `OUT` in wptreport JSON (as wpt.fyi reads)")
	verbose := fs.Bool("v", false, "print every subtest with its message, and what tests wrote to console")
	timeout := fs.Duration("timeout", 10*time.Second, "time limit per file (six times as long with META timeout=long)")
	jobs := fs.Int("jobs", 0, "files run at once (default: the number of CPUs)")
	if st := parseFlags(fs, wptSynopsis, args, stdout, stderr); st >= 0 {
		return st
	}
	if *root == "" {
		fmt.Fprintln(stderr, "textcodec wpt: --root is required (a WPT checkout, with resources/testharness.js)")
		return exitUsage
	}
	if *timeout <= 0 {
		fmt.Fprintln(stderr, "textcodec wpt: --timeout must be positive")
		return exitUsage
	}
	var exp wpt.Expectations
	if *expect != "" {
		var err error
		if exp, err = wpt.LoadExpectations(*expect); err != nil {
			fmt.Fprintf(stderr, "textcodec wpt: %v\n", err)
			return exitUsage
		}
	}

	out := bufio.NewWriter(stdout)
	defer out.Flush()
	progress := func(r wpt.Result) {
		line := wpt.Line(&r)
		if n := exp.Expected(&r); n > 0 {
			line += fmt.Sprintf(" [%d expected]", n)
		}
		fmt.Fprintln(out, line)
		if *verbose {
			for i := range r.Subtests {
				fmt.Fprintln(out, wpt.SubtestLine(&r.Subtests[i]))
			}
			for _, c := range r.Console {
				fmt.Fprintln(out, "  console "+c)
			}
		}
		out.Flush()
	}
	start := time.Now()
	results, err := wpt.Run(wpt.Options{
		Root:     *root,
		Paths:    fs.Args(),
		Timeout:  *timeout,
		Jobs:     *jobs,
		Progress: progress,
	})
	if err != nil {
		out.Flush()
		fmt.Fprintf(stderr, "textcodec wpt: %v\n", err)
		return exitUsage
	}
	end := time.Now()
	if *jsonOut != "" {
		if err := writeReport(*jsonOut, results, start, end); err != nil {
			out.Flush()
			fmt.Fprintf(stderr, "textcodec wpt: %v\n", err)
			return exitFailure
		}
	}

	counts := wpt.Count(results)
	status := exitOK
	if exp != nil {
		mismatches := exp.Compare(results)
		for _, m := range mismatches {
			fmt.Fprintln(out, m)
		}
		if len(mismatches) > 0 {
			fmt.Fprintf(out, "%d differences from %s\n", len(mismatches), *expect)
			status = exitFailure
		}
	} else if counts.Failed > 0 {
		status = exitFailure
	}
	fmt.Fprintln(out, counts)
	return status
}

// writeReport writes the wptreport JSON file.
func writeReport(name string, results []wpt.Result, start, end time.Time) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	if err := wpt.WriteReport(f, results, start, end, "goja+textcodec"); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
