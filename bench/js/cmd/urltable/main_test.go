package main

import (
	"strings"
	"testing"
)

// table takes the median of each row's runs, leaves out runs of fewer
// than 5 ops, and fails when an engine has no run.
func TestTable(t *testing.T) {
	in := `goos: linux
BenchmarkURL/parse/textcodec-2   	    4902	    411869 ns/op	    200000 cpu-ns/op
BenchmarkURL/parse/textcodec-2   	    1959	    829064 ns/op	    100000 cpu-ns/op
BenchmarkURL/parse/textcodec-2   	    2114	    775634 ns/op	    300000 cpu-ns/op
BenchmarkURL/parse/whatwg-url-2  	      46	 147013334 ns/op	  40000000 cpu-ns/op
BenchmarkURL/parse/node-2        	    1926	    599687 ns/op	     20000 cpu-ns/op
BenchmarkURL/searchParams/textcodec-2	8588	742395 ns/op	     30000 cpu-ns/op
BenchmarkURL/searchParams/whatwg-url-2	214	6863193 ns/op	   1200000 cpu-ns/op
BenchmarkURL/searchParams/node-2 	   41925	     14031 ns/op	      5000 cpu-ns/op
BenchmarkURL/searchParams/node-2 	       2	    123354 ns/op	    149000 cpu-ns/op
`
	got, err := table(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"| parse the URL set | 200.0 | 40000 | 20.0 | 10.0 | 200 |",
		"| URLSearchParams round trip | 30.0 | 1200 | 5.0 | 6.0 | 40 |",
	} {
		if !strings.Contains(got, want+"\n") {
			t.Errorf("no line %q in\n%s", want, got)
		}
	}
	if _, err := table(strings.NewReader("BenchmarkURL/parse/textcodec-2 \t 10 \t 1 ns/op \t 1 cpu-ns/op\n")); err == nil {
		t.Error("no error without every engine")
	}
}
