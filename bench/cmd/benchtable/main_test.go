package main

import (
	"strings"
	"testing"
)

// Output of go test -bench -v: a message comes before its FAIL or SKIP.
const verboseOut = `goos: linux
goarch: amd64
cpu: AMD EPYC
BenchmarkDecode
BenchmarkDecode/ISO-8859-2
BenchmarkDecode/ISO-8859-2/textcodec
BenchmarkDecode/ISO-8859-2/textcodec-2   	     100	   1000000 ns/op	 900.00 MB/s
BenchmarkDecode/ISO-8859-2/textcodec-2   	     100	   1000000 ns/op	 300.00 MB/s
BenchmarkDecode/ISO-8859-2/textcodec-2   	     100	   1000000 ns/op	1000.00 MB/s
BenchmarkDecode/ISO-8859-2/xtext
BenchmarkDecode/ISO-8859-2/xtext-2       	     100	   1000000 ns/op	 400.00 MB/s
BenchmarkDecode/GBK
BenchmarkDecode/GBK/textcodec
    bench_test.go:40: textcodec's output is wrong: decoded 1048000 bytes to only 0
--- FAIL: BenchmarkDecode/GBK/textcodec
BenchmarkDecode/GBK/xtext
BenchmarkDecode/GBK/xtext-2              	     100	   1000000 ns/op	 300.00 MB/s
--- FAIL: BenchmarkDecode/GBK
BenchmarkDecodeUTF16/ISO-8859-2/textcodec-2	     100	   1000000 ns/op	 700.00 MB/s
BenchmarkEncode/ISO-8859-2/textcodec-2   	     100	   1000000 ns/op	 500.00 MB/s
BenchmarkEncode/ISO-8859-2/xtext
    bench_test.go:90: x/text has no implementation
--- SKIP: BenchmarkEncode/ISO-8859-2/xtext
BenchmarkDecodeString/ascii-2            	     100	   1000000 ns/op	5000.00 MB/s
BenchmarkCopy/ascii/copy-2               	     100	   1000000 ns/op	10000.00 MB/s
BenchmarkCopy/ascii/string-2             	     100	   1000000 ns/op	8000.00 MB/s
FAIL
`

// Output without -v, GOMAXPROCS=1 (no suffix): a FAIL's message follows it.
const plainOut = `--- FAIL: BenchmarkDecode/GBK/textcodec
    bench_test.go:40: textcodec's output is wrong
goos: linux
BenchmarkDecode/ISO-8859-2/textcodec   	     100	   1000000 ns/op	 900.00 MB/s
BenchmarkDecode/ISO-8859-2/xtext       	     100	   1000000 ns/op	 300.00 MB/s
BenchmarkDecode/GBK/xtext              	     100	   1000000 ns/op	 300.00 MB/s
--- FAIL: BenchmarkDecode/GBK
BenchmarkCopy/ascii/copy               	     100	   1000000 ns/op	10000.00 MB/s
`

func TestParseVerbose(t *testing.T) {
	r := parse([]byte(verboseOut))
	for name, want := range map[string]string{
		"BenchmarkDecode/ISO-8859-2/textcodec":      "900", // the median of three
		"BenchmarkDecode/ISO-8859-2/xtext":          "400",
		"BenchmarkDecodeUTF16/ISO-8859-2/textcodec": "700",
		"BenchmarkDecode/GBK/textcodec":             "FAIL",
		"BenchmarkDecode/GBK/xtext":                 "300",
		"BenchmarkEncode/ISO-8859-2/xtext":          "skip",
		"BenchmarkCopy/ascii/string":                "8000",
	} {
		if got := r.cell(name); got != want {
			t.Errorf("cell(%s) = %q, want %q", name, got, want)
		}
	}
	if got := strings.Join(r.cases, ","); got != "ISO-8859-2,GBK" {
		t.Errorf("cases = %s", got)
	}
	if got := r.skipped["BenchmarkEncode/ISO-8859-2/xtext"]; got != "x/text has no implementation" {
		t.Errorf("skip reason = %q", got)
	}
	var w strings.Builder
	writeReport(&w, r)
	report := w.String()
	for _, want := range []string{
		"| ISO-8859-2 | 900 | 400 | 2.25 | 700 | 500 | skip | – | yes |",
		"| GBK | FAIL | 300 | – | – | – | – | – | **no** |",
		"Below the 2x bar: GBK (decode fails).",
		"- Decode/GBK/textcodec: textcodec's output is wrong: decoded 1048000 bytes to only 0",
		"| UTF-8-ascii | 5000 | 10000 | 0.50 | 8000 | 0.62 | yes |",
	} {
		if !strings.Contains(report, want) {
			t.Errorf("report lacks %q:\n%s", want, report)
		}
	}
}

func TestParsePlain(t *testing.T) {
	r := parse([]byte(plainOut))
	if got := r.cell("BenchmarkDecode/ISO-8859-2/textcodec"); got != "900" {
		t.Errorf("ISO-8859-2 textcodec = %q, want 900 (the name must not lose its -2)", got)
	}
	if got := r.skipped["BenchmarkDecode/GBK/textcodec"]; got != "textcodec's output is wrong" {
		t.Errorf("FAIL reason = %q", got)
	}
	var w strings.Builder
	writeReport(&w, r)
	if !strings.Contains(w.String(), "Below the 2x bar: GBK (decode fails).") {
		t.Errorf("report:\n%s", w.String())
	}
	if strings.Contains(w.String(), "ISO-8859-2 (") {
		t.Errorf("ISO-8859-2 at 3x is listed below the bar:\n%s", w.String())
	}
}

func TestParseCPU(t *testing.T) {
	out := `BenchmarkDecode/KOI8-R/textcodec-2   	     100	  23260530 ns/op	  45.08 MB/s	       383.7 cpu-MB/s
BenchmarkDecode/KOI8-R/xtext-2       	     225	   1422037 ns/op	 737.35 MB/s	      1265 cpu-MB/s
BenchmarkDecodeString/ascii-2        	     590	    526456 ns/op	1991.75 MB/s	      6279 cpu-MB/s
BenchmarkCopy/ascii/copy-2           	    8325	    144727 ns/op	7245.15 MB/s	     43266 cpu-MB/s
`
	r := parse([]byte(out))
	if got := r.cell("BenchmarkDecode/KOI8-R/xtext"); got != "737" {
		t.Errorf("wall-clock cell = %q, want 737", got)
	}
	r.useCPU = true
	if got := r.cell("BenchmarkDecode/KOI8-R/xtext"); got != "1265" {
		t.Errorf("cpu cell = %q, want 1265", got)
	}
	var w strings.Builder
	writeReport(&w, r)
	for _, want := range []string{
		"| KOI8-R | 384 | 1265 | 0.30 |",
		"Below the 2x bar: KOI8-R (decode 0.30x).",
		"| UTF-8-ascii | 1992 | 7245 | 0.27 |", // wall-clock figures
	} {
		if !strings.Contains(w.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, w.String())
		}
	}
}

// TestStatBest: with -stat best a figure is the fastest of the runs.
func TestStatBest(t *testing.T) {
	r := parse([]byte(verboseOut))
	r.best = true
	if got := r.cell("BenchmarkDecode/ISO-8859-2/textcodec"); got != "1000" {
		t.Errorf("best of 900, 300, 1000 = %s, want 1000", got)
	}
	var w strings.Builder
	writeReport(&w, r)
	if !strings.Contains(w.String(), "| ISO-8859-2 | 1000 | 400 | 2.50 |") || !strings.Contains(w.String(), "the best of the runs") {
		t.Errorf("the report does not use the best figures:\n%s", w.String())
	}
}

// TestPeerTable: the encoding_rs table, its bars (1.0, 0.8 for the
// alternations), notes, the noise line and the baseline table.
func TestPeerTable(t *testing.T) {
	out := `BenchmarkDecode/windows-1252/textcodec-2       	100	1 ns/op	1 MB/s	 900 cpu-MB/s
BenchmarkDecode/windows-1252/textcodec-2       	100	1 ns/op	1 MB/s	 600 cpu-MB/s
BenchmarkDecode/windows-1252/encoding_rs-2     	100	1 ns/op	1 MB/s	1000 cpu-MB/s
    encodingrs_test.go:70: NOTE: decode8 windows-1252: encoding_rs's output differs from textcodec's (4 bytes vs 3)
BenchmarkDecode/windows-1252/encoding_rs-2     	100	1 ns/op	1 MB/s	1000 cpu-MB/s
    encodingrs_test.go:70: NOTE: decode8 windows-1252: encoding_rs's output differs from textcodec's (4 bytes vs 3)
BenchmarkDecodeUTF16/windows-1252/textcodec-2  	100	1 ns/op	1 MB/s	 900 cpu-MB/s
BenchmarkDecodeUTF16/windows-1252/encoding_rs-2	100	1 ns/op	1 MB/s	1000 cpu-MB/s
BenchmarkDecodeUTF16/UTF-8-alt/textcodec-2     	100	1 ns/op	1 MB/s	 900 cpu-MB/s
BenchmarkDecodeUTF16/UTF-8-alt/encoding_rs-2   	100	1 ns/op	1 MB/s	1000 cpu-MB/s
BenchmarkEncodeUTF16/UTF-8-alt/textcodec-2     	100	1 ns/op	1 MB/s	 700 cpu-MB/s
BenchmarkEncodeUTF16/UTF-8-alt/encoding_rs-2   	100	1 ns/op	1 MB/s	1000 cpu-MB/s
`
	r := parse([]byte(out))
	r.useCPU, r.best = true, true
	before := parse([]byte("BenchmarkDecode/windows-1252/textcodec-2 100 1 ns/op 1 MB/s 450 cpu-MB/s\n"))
	before.useCPU, before.best = true, true
	var w strings.Builder
	writeNoise(&w, r)
	writePeerTable(&w, r)
	writeBaseline(&w, r, before, "old.txt")
	for _, want := range []string{
		"| windows-1252 | 900 | 1000 | 0.90 | 900 | 1000 | 0.90 | – | – | – | – | – | – | **no** |",
		"| UTF-8-alt | 900 | 1000 | 0.90 | – | – | – | – | – | – | 700 | 1000 | 0.70 | **no** |",
		"Below the encoding_rs bar (3): windows-1252 to UTF-16 0.90x (bar 1.0); windows-1252 to UTF-8 0.90x (bar 1.0); UTF-8-alt encode from UTF-16 0.70x (bar 0.8).",
		"- decode8 windows-1252: encoding_rs's output differs from textcodec's (4 bytes vs 3)\n\n",
		"was 33% below its fastest at the median",
		"| windows-1252 | 450 | 900 | 2.00 | – | 900 | – | – | – | – | – | – | – |",
		"| UTF-8-alt | – | – | – | – | 900 | – | – | – | – | – | 700 | – |",
	} {
		if !strings.Contains(w.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, w.String())
		}
	}
}
