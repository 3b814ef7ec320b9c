// Command urltable writes docs/url-speed.md: the table of package
// goja/url's URL and URLSearchParams beside the npm whatwg-url bundled in
// goja and Node.js 20, from the output of bench/js's BenchmarkURL read on
// standard input (package jsbench's doc describes the rows):
//
//	cd bench && go test -run XXX -bench BenchmarkURL -benchtime 1s -count 3 ./js | go run ./js/cmd/urltable
//
// Each cell is the median cpu-ns/op of the runs, in µs; runs of fewer than
// 5 ops are left out (a node process asked for one or two ops measures
// its own start). The file is generated (package internal/docfile).
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/textcodec/textcodec/internal/docfile"
)

const command = "`go test -run XXX -bench BenchmarkURL -benchtime 1s -count 3 ./js | go run ./js/cmd/urltable` in bench/"

var line = regexp.MustCompile(`^BenchmarkURL/(\w+)/([\w-]+?)-\d+\s+(\d+)\s+.*?\s([\d.]+) cpu-ns/op`)

var (
	kinds   = []string{"parse", "searchParams"}
	engines = []string{"textcodec", "whatwg-url", "node"}
	labels  = map[string]string{"parse": "parse the URL set", "searchParams": "URLSearchParams round trip"}
)

func main() {
	outFile := flag.String("o", "../docs/url-speed.md", "the file to write (\"\": standard output)")
	flag.Parse()
	body, err := table(os.Stdin)
	if err != nil {
		fmt.Fprintln(os.Stderr, "urltable:", err)
		os.Exit(1)
	}
	if *outFile == "" {
		fmt.Print(body)
		return
	}
	if err := docfile.Write(*outFile, []byte(body), command); err != nil {
		fmt.Fprintln(os.Stderr, "urltable:", err)
		os.Exit(1)
	}
}

// table reads BenchmarkURL's output and returns the file's body.
func table(r io.Reader) (string, error) {
	runs := map[string][]float64{}
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		m := line.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		n, _ := strconv.Atoi(m[3])
		v, _ := strconv.ParseFloat(m[4], 64)
		if n < 5 {
			continue
		}
		runs[m[1]+"/"+m[2]] = append(runs[m[1]+"/"+m[2]], v)
	}
	if err := sc.Err(); err != nil {
		return "", err
	}
	median := func(key string) (float64, bool) {
		v := runs[key]
		if len(v) == 0 {
			return 0, false
		}
		slices.Sort(v)
		return v[len(v)/2], true
	}
	var b strings.Builder
	b.WriteString("# URL and URLSearchParams: speed\n\n")
	b.WriteString("CPU time per op (µs, the median of the runs) of bench/js's BenchmarkURL: package goja/url in goja, the npm\n")
	b.WriteString("whatwg-url 14.1.1 bundled by esbuild and loaded in goja, and Node.js 20's own URL, each running the same\n")
	b.WriteString("script in the same run; then goja/url's time as a multiple of Node.js's, and whatwg-url's as a multiple of\n")
	b.WriteString("goja/url's. docs/url.md describes the cases.\n\n")
	b.WriteString("| | goja/url | whatwg-url in goja | Node.js 20 | goja/url ÷ Node.js | whatwg-url ÷ goja/url |\n")
	b.WriteString("|---|---|---|---|---|---|\n")
	for _, k := range kinds {
		ours, ok1 := median(k + "/textcodec")
		them, ok2 := median(k + "/whatwg-url")
		node, ok3 := median(k + "/node")
		if !ok1 || !ok2 || !ok3 {
			return "", fmt.Errorf("no runs of %s for every engine", k)
		}
		fmt.Fprintf(&b, "| %s | %.1f | %.0f | %.1f | %.1f | %.0f |\n", labels[k], ours/1000, them/1000, node/1000, ours/node, them/ours)
	}
	return b.String(), nil
}
