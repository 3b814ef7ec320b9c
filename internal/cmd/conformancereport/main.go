// Command conformancereport writes docs/conformance.md: the results of
// web-platform-tests runs, read from the wptreport JSON that
// `textcodec wpt --json` writes, file by file, and every known failure the
// expectations files (internal/wpt/expectations/*.json and
// internal/wpt/conformance/expectations.json) list, with its reason. README.md quotes its totals.
//
// Usage, from the repository's root, with ROOT a WPT checkout or a root laid
// out like one (.ci/run builds one for the project's own conformance tests,
// internal/wpt/conformance, from the npm package wpt-runner's harness files):
//
//	go run ./cmd/textcodec wpt --root ROOT --expect internal/wpt/conformance/expectations.json --json conformance.json encoding
//	go run ./internal/cmd/conformancereport [-o docs/conformance.md] [-expectations LIST] conformance.json [more.json ...]
//
// docs/conformance.md is the report of the run .ci/run makes (the
// project's own conformance tests), and .ci/run regenerates it and fails
// when it differs: the report holds no dates, durations or machine details,
// so the same run gives the same file. For the upstream suites, run
// `textcodec wpt --json` on a WPT checkout with the upstream expectations
// files and write their report to another file with -o; each run is headed
// by its JSON file's name without ".json".
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/textcodec/textcodec/internal/docfile"
)

// command is the footer's: what regenerates the file (see the package doc).
const command = "`go run ./internal/cmd/conformancereport RESULTS.json...` from `textcodec wpt --json RESULTS.json` runs (see its package doc)"

func main() {
	outFile := flag.String("o", "docs/conformance.md", "write the report to this file, as a generated file (\"\": standard output only)")
	expDir := flag.String("expectations", "internal/wpt/expectations,internal/wpt/conformance/expectations.json", "the expectations files, comma-separated: a folder stands for its *.json files")
	flag.Usage = func() {
		fmt.Fprintf(os.Stderr, "usage: conformancereport [-o FILE] [-expectations LIST] RESULTS.json...\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() == 0 {
		flag.Usage()
		os.Exit(2)
	}
	var runs []run
	for _, name := range flag.Args() {
		r, err := readRun(name)
		if err != nil {
			fmt.Fprintln(os.Stderr, "conformancereport:", err)
			os.Exit(1)
		}
		runs = append(runs, r)
	}
	exps, err := readExpectations(*expDir)
	if err != nil {
		fmt.Fprintln(os.Stderr, "conformancereport:", err)
		os.Exit(1)
	}
	var b strings.Builder
	write(&b, runs, exps)
	if *outFile == "" {
		io.WriteString(os.Stdout, b.String())
		return
	}
	if err := docfile.Write(*outFile, []byte(b.String()), command); err != nil {
		fmt.Fprintln(os.Stderr, "conformancereport:", err)
		os.Exit(1)
	}
}

// A run is one wptreport JSON document, as `textcodec wpt --json` writes it.
type run struct {
	name    string   // the JSON file's base name without .json: the run's heading
	Results []result `json:"results"`
}

// A result is one file's (or variant's) run.
type result struct {
	Test     string `json:"test"`
	Status   string `json:"status"`
	Subtests []struct {
		Name   string `json:"name"`
		Status string `json:"status"`
	} `json:"subtests"`
}

func readRun(name string) (run, error) {
	r := run{name: strings.TrimSuffix(filepath.Base(name), ".json")}
	data, err := os.ReadFile(name)
	if err != nil {
		return r, err
	}
	if err := json.Unmarshal(data, &r); err != nil {
		return r, fmt.Errorf("%s: %w", name, err)
	}
	if len(r.Results) == 0 {
		return r, fmt.Errorf("%s: no results", name)
	}
	slices.SortFunc(r.Results, func(a, b result) int { return strings.Compare(a.Test, b.Test) })
	return r, nil
}

// An expectations file: test → subtest → reason (internal/wpt's format).
type expectations struct {
	name  string // the file's base name
	tests map[string]map[string]string
}

// readExpectations reads the expectations files list names, comma-separated:
// files, and folders standing for their *.json files.
func readExpectations(list string) ([]expectations, error) {
	var names []string
	for _, entry := range strings.Split(list, ",") {
		if st, err := os.Stat(entry); err != nil {
			return nil, err
		} else if !st.IsDir() {
			names = append(names, entry)
			continue
		}
		found, err := filepath.Glob(filepath.Join(entry, "*.json"))
		if err != nil {
			return nil, err
		}
		if len(found) == 0 {
			return nil, fmt.Errorf("no expectations files in %s", entry)
		}
		names = append(names, found...)
	}
	var out []expectations
	for _, name := range names {
		data, err := os.ReadFile(name)
		if err != nil {
			return nil, err
		}
		e := expectations{name: filepath.ToSlash(name)}
		if err := json.Unmarshal(data, &e.tests); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		out = append(out, e)
	}
	return out, nil
}

// harnessKey is internal/wpt's subtest name for a harness status that is
// not OK.
const harnessKey = "<harness>"

// known returns the reason an expectations file gives for a failure.
func known(exps []expectations, test, subtest string) (string, bool) {
	file, _, _ := strings.Cut(test, "?")
	for _, e := range exps {
		for _, key := range []string{test, file} {
			if why, ok := e.tests[key][subtest]; ok {
				return why, true
			}
		}
	}
	return "", false
}

func write(w *strings.Builder, runs []run, exps []expectations) {
	w.WriteString("# Conformance\n\n")
	w.WriteString("Results of web-platform-tests runs through the project's runner (`textcodec wpt`, package internal/wpt): each file in a fresh goja runtime with the library's interfaces installed. Passed counts subtests; a file whose harness does not finish OK counts one more failure.\n\n")
	w.WriteString("docs/conformance.md reports the run CI makes: the project's own conformance tests (internal/wpt/conformance: encoding, then FileAPI and html/webappapis/atob as conformance-webapis) against the harness of the npm package wpt-runner, with internal/wpt/conformance/expectations.json. The upstream suites run from a WPT checkout, each with its expectations file, and are reported to a file of their own:\n\n")
	w.WriteString("    git clone --depth 1 https://github.com/web-platform-tests/wpt ~/wpt\n")
	w.WriteString("    go run ./cmd/textcodec wpt --root ~/wpt --expect internal/wpt/expectations/upstream-encoding.json --json upstream-encoding.json encoding\n")
	w.WriteString("    go run ./cmd/textcodec wpt --root ~/wpt --expect internal/wpt/expectations/upstream-streams.json --json upstream-streams.json streams encoding/streams\n")
	w.WriteString("    go run ./cmd/textcodec wpt --root ~/wpt --expect internal/wpt/expectations/upstream-fileapi.json --json upstream-fileapi.json FileAPI/blob FileAPI/file\n")
	w.WriteString("    go run ./cmd/textcodec wpt --root ~/wpt --expect internal/wpt/expectations/upstream-atob.json --json upstream-atob.json html/webappapis/atob\n")
	w.WriteString("    go run ./internal/cmd/conformancereport -o upstream.md upstream-encoding.json upstream-streams.json upstream-fileapi.json upstream-atob.json\n\n")
	w.WriteString("## Runs\n\n")
	for _, r := range runs {
		passed, total, unknown := 0, 0, 0
		fmt.Fprintf(w, "### %s\n\n", r.name)
		w.WriteString("| file | passed | harness | failures |\n|---|--:|---|---|\n")
		for _, res := range r.Results {
			p, n := 0, len(res.Subtests)
			var fails []string
			for _, s := range res.Subtests {
				if s.Status == "PASS" {
					p++
					continue
				}
				why, ok := known(exps, res.Test, s.Name)
				if !ok {
					unknown++
					why = "not in an expectations file"
				}
				fails = append(fails, fmt.Sprintf("%s: %s", s.Name, why))
			}
			if res.Status != "OK" {
				n++
				why, ok := known(exps, res.Test, harnessKey)
				if !ok {
					unknown++
					why = "not in an expectations file"
				}
				fails = append(fails, fmt.Sprintf("harness %s: %s", res.Status, why))
			}
			passed += p
			total += n
			fmt.Fprintf(w, "| %s | %d/%d | %s | %s |\n", res.Test, p, n, res.Status, cell(strings.Join(fails, "; ")))
		}
		fmt.Fprintf(w, "\nTotal: %d of %d subtests passed in %d files; failures not in an expectations file: %d.\n\n", passed, total, len(r.Results), unknown)
	}
	w.WriteString("## Known failures\n\n")
	w.WriteString("The expectations files list every failure a run may show, with its reason; `textcodec wpt --expect FILE` exits 1 when the results differ from the file in either direction.\n\n")
	w.WriteString("| expectations file | files | subtests |\n|---|--:|--:|\n")
	for _, e := range exps {
		fmt.Fprintf(w, "| %s | %d | %d |\n", e.name, len(e.tests), count(e.tests))
	}
	for _, e := range exps {
		if len(e.tests) == 0 {
			continue
		}
		fmt.Fprintf(w, "\n### %s\n\n| file | subtests | reason |\n|---|---|---|\n", e.name)
		for _, test := range sortedKeys(e.tests) {
			// Subtests that fail for one reason share a row.
			byReason := map[string][]string{}
			for _, sub := range sortedKeys(e.tests[test]) {
				why := e.tests[test][sub]
				byReason[why] = append(byReason[why], sub)
			}
			for _, why := range sortedKeys(byReason) {
				fmt.Fprintf(w, "| %s | %s | %s |\n", test, cell(subtests(byReason[why])), cell(why))
			}
		}
	}
}

// subtests names a row's subtests: all of them when few, else how many.
func subtests(names []string) string {
	if len(names) > 3 {
		return fmt.Sprintf("%d subtests", len(names))
	}
	return strings.Join(names, "; ")
}

func count(tests map[string]map[string]string) int {
	n := 0
	for _, subs := range tests {
		n += len(subs)
	}
	return n
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// cell makes text safe in a Markdown table cell.
func cell(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	return strings.ReplaceAll(s, "|", `\|`)
}
