package main

import (
	"strings"
	"testing"
)

// TestSobekColumns checks the sobek columns and summary on a small run's
// output: a row above the bar, one below it, the string forms and Enable.
func TestSobekColumns(t *testing.T) {
	out := `
BenchmarkJS/UTF-8-cjk/decode/textcodec-2         	     100	   1000 ns/op	1000.00 MB/s	2000 cpu-MB/s
BenchmarkJS/UTF-8-cjk/decode/sobek-2             	     100	   1000 ns/op	1000.00 MB/s	1900 cpu-MB/s
BenchmarkJS/UTF-8-cjk/encode/textcodec-2         	     100	   1000 ns/op	1000.00 MB/s	1000 cpu-MB/s
BenchmarkJS/UTF-8-cjk/encode/sobek-2             	     100	   1000 ns/op	1000.00 MB/s	800 cpu-MB/s
BenchmarkJSForms/french/encode/node-2            	     100	   1000 ns/op	1000.00 MB/s	500 cpu-MB/s
BenchmarkJSForms/french/encode/host/textcodec-2  	     100	   1000 ns/op	1000.00 MB/s	3000 cpu-MB/s
BenchmarkJSForms/french/encode/host/sobek-2      	     100	   1000 ns/op	1000.00 MB/s	3000 cpu-MB/s
BenchmarkJSForms/french/encodeInto/host/textcodec-2	     100	   1000 ns/op	1000.00 MB/s	4000 cpu-MB/s
BenchmarkJSForms/french/encodeInto/host/sobek-2  	     100	   1000 ns/op	1000.00 MB/s	4400 cpu-MB/s
BenchmarkEnable/goja.New-2                       	 1000000	    400 ns/op	    1712 B/op	       8 allocs/op
BenchmarkEnable/goja.Enable-2                    	   30000	  40000 ns/op	   70000 B/op	     900 allocs/op
BenchmarkEnable/sobek.New-2                      	 1000000	    500 ns/op	    1800 B/op	       9 allocs/op
BenchmarkEnable/sobek.Enable-2                   	   30000	  42000 ns/op	   71000 B/op	     910 allocs/op
`
	r := parse([]byte(out))
	r.unit = "cpu-MB/s"
	var w strings.Builder
	r.write(&w)
	got := w.String()
	for _, want := range []string{
		"| 1900 | 0.95 | yes |\n",
		"| 800 | 0.80 | **no** |\n",
		"| french | host | 3000 | 500 | 6.00 | 4000 | – | – | **no** | – | 3000 | 1.00 | 4400 | 1.10 | yes |\n",
		"| sobek.New | 0.5 | 1800 | 9 | – | 0.80 | – |\n",
		"| sobek.Enable | 42.0 | 71000 | 910 | **no** | 0.95 | yes |\n",
		"Rows compared: 5. At or above 0.9: 4. Lowest sobek/goja: 0.80 (encode UTF-8-cjk). Below the bar: encode UTF-8-cjk (0.80).",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the table lacks %q:\n%s", want, got)
		}
	}
}

// TestRenamed checks that a run saved before the sobek columns reads as the
// goja binding's.
func TestRenamed(t *testing.T) {
	for old, want := range map[string]string{
		"BenchmarkJSForms/latin/encode/utf16": "BenchmarkJSForms/latin/encode/utf16/textcodec",
		"BenchmarkJSForms/latin/encode/node":  "BenchmarkJSForms/latin/encode/node",
		"BenchmarkEnable/Enable":              "BenchmarkEnable/goja.Enable",
		"BenchmarkEnable/goja.New":            "BenchmarkEnable/goja.New",
		"BenchmarkJS/Big5/decode/textcodec":   "BenchmarkJS/Big5/decode/textcodec",
	} {
		if got := renamed(old); got != want {
			t.Errorf("renamed(%q) = %q, want %q", old, got, want)
		}
	}
}
