//go:build ignore

// Command testreport reads `go test -json` on standard input and prints what
// `go test` prints without -json (a line per package, and the output of
// failed tests and of packages that did not build), then every skipped test,
// then a closing line "N passed, N failed, N skipped".
//
// It exits 1 when a test or a package failed, and also, with -strict, when a
// test skipped that the allow file does not list: in CI a skip is a failure
// unless it is expected (see .ci/allowed-skips for the list and why).
//
//	go test -json ./... | go run .ci/testreport.go -strict -allow .ci/allowed-skips
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"regexp"
	"sort"
	"strings"
)

// event is one line of test2json's output.
type event struct {
	Action     string
	Package    string
	ImportPath string // build events
	Test       string
	Output     string
}

func main() {
	allowFile := flag.String("allow", "", "file of allowed skips: lines `PACKAGE TEST-REGEXP`, # comments")
	strict := flag.Bool("strict", false, "fail when a test skips that the allow file does not list")
	flag.Parse()

	allowed, err := readAllowed(*allowFile)
	if err != nil {
		fmt.Fprintln(os.Stderr, "testreport:", err)
		os.Exit(2)
	}

	output := map[string][]string{} // package + "\x00" + test -> output lines
	var passed, failed int
	var skipped, failures []string
	bad := false
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		line := sc.Bytes()
		var e event
		if err := json.Unmarshal(line, &e); err != nil || e.Action == "" {
			fmt.Println(string(line)) // not JSON: go's own messages
			continue
		}
		pkg := e.Package
		if pkg == "" {
			pkg = e.ImportPath
		}
		key := pkg + "\x00" + e.Test
		switch e.Action {
		case "output", "build-output":
			output[key] = append(output[key], e.Output)
			if e.Test == "" && isSummary(e.Output) {
				fmt.Print(e.Output)
			}
		case "build-fail":
			bad = true
			fmt.Print(strings.Join(output[key], ""))
		case "pass":
			if e.Test != "" {
				passed++
			}
			delete(output, key)
		case "skip":
			if e.Test != "" {
				skipped = append(skipped, pkg+" "+e.Test)
			}
			delete(output, key)
		case "fail":
			bad = true
			if e.Test != "" {
				failed++
				failures = append(failures, pkg+" "+e.Test)
			} else {
				// The package failed outside any test (a panic in
				// TestMain, a timeout): its own output, but for the
				// lines printed already, after the output of its
				// tests that never finished (a panic ends them all).
				var open []string
				for k := range output {
					if strings.HasPrefix(k, pkg+"\x00") && k != key {
						open = append(open, k)
					}
				}
				sort.Strings(open)
				for _, k := range open {
					fmt.Print(strings.Join(output[k], ""))
					delete(output, k)
				}
				for _, l := range output[key] {
					if !isSummary(l) && l != "FAIL\n" && l != "PASS\n" {
						fmt.Print(l)
					}
				}
			}
			if e.Test != "" {
				fmt.Print(strings.Join(output[key], ""))
			}
			delete(output, key)
		}
	}
	if err := sc.Err(); err != nil {
		fmt.Fprintln(os.Stderr, "testreport: reading go test's output:", err)
		bad = true
	}

	var unexpected []string
	if len(skipped) > 0 {
		sort.Strings(skipped)
		fmt.Println("\nSkipped tests:")
		for _, s := range skipped {
			mark := ""
			if !isAllowed(allowed, s) {
				mark = "   <- not on the allowed list"
				unexpected = append(unexpected, s)
			}
			fmt.Println("  " + s + mark)
		}
	}
	if len(failures) > 0 {
		fmt.Println("\nFailed tests:")
		for _, f := range failures {
			fmt.Println("  " + f)
		}
	}
	if *strict && len(unexpected) > 0 {
		fmt.Printf("\n%d tests skipped that must run (fix them, or list them in %s with the reason)\n", len(unexpected), *allowFile)
		bad = true
	}
	fmt.Printf("\n%d passed, %d failed, %d skipped\n", passed, failed, len(skipped))
	if bad {
		os.Exit(1)
	}
}

// isSummary reports whether a package's output line is go test's closing
// line for it ("ok", "FAIL", "?" for no test files).
func isSummary(s string) bool {
	return strings.HasPrefix(s, "ok  ") || strings.HasPrefix(s, "FAIL\t") || strings.HasPrefix(s, "?   ")
}

// An allowance is one line of the allow file.
type allowance struct {
	pkg  string
	test *regexp.Regexp
}

func readAllowed(name string) ([]allowance, error) {
	if name == "" {
		return nil, nil
	}
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	var out []allowance
	for i, line := range strings.Split(string(data), "\n") {
		if j := strings.Index(line, "#"); j >= 0 {
			line = line[:j]
		}
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		if len(f) != 2 {
			return nil, fmt.Errorf("%s:%d: want `PACKAGE TEST-REGEXP`", name, i+1)
		}
		re, err := regexp.Compile("^(?:" + f[1] + ")$")
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", name, i+1, err)
		}
		out = append(out, allowance{f[0], re})
	}
	return out, nil
}

func isAllowed(allowed []allowance, skip string) bool {
	pkg, test, _ := strings.Cut(skip, " ")
	for _, a := range allowed {
		if a.pkg == pkg && a.test.MatchString(test) {
			return true
		}
	}
	return false
}
