package main

import (
	"fmt"
	"slices"
	"strings"
)

// The noise between runs, and the comparison with a saved earlier run.

// writeNoise says how far apart the runs of one benchmark were: for each
// benchmark with two runs or more, (fastest - slowest) / fastest, and the
// median and 90th percentile of that over all benchmarks.
func writeNoise(w *strings.Builder, r *results) {
	v := r.mbps
	if r.useCPU {
		v = r.cpu
	}
	var spreads []float64
	for _, runs := range v {
		if len(runs) < 2 {
			continue
		}
		hi, lo := slices.Max(runs), slices.Min(runs)
		spreads = append(spreads, (hi-lo)/hi)
	}
	if len(spreads) == 0 {
		return
	}
	slices.Sort(spreads)
	fmt.Fprintf(w, "\nNoise between runs: the slowest of a benchmark's runs was %.0f%% below its fastest at the median over the %d benchmarks, "+
		"%.0f%% at the 90th percentile, %.0f%% at worst.\n",
		100*spreads[len(spreads)/2], len(spreads), 100*spreads[len(spreads)*9/10], 100*spreads[len(spreads)-1])
}

// writeBaseline writes textcodec's figures in the saved run before (made by
// -save) beside this run's, case by case.
func writeBaseline(w *strings.Builder, r, before *results, name string) {
	fmt.Fprintf(w, "\n## textcodec before and after\n\n"+
		"Before: the run saved in %s (same command and machine); after: this run. "+
		"Ratio is after / before; the noise line above says how far apart runs of the same code fall.\n\n", name)
	w.WriteString("| input | to UTF-8 before | after | ratio | to UTF-16 before | after | ratio | encode before | after | ratio | from UTF-16 before | after | ratio |\n")
	w.WriteString("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n")
	for _, c := range r.cases {
		row := "| " + c
		for _, op := range []string{"BenchmarkDecode/", "BenchmarkDecodeUTF16/", "BenchmarkEncode/", "BenchmarkEncodeUTF16/"} {
			n := op + c + "/textcodec"
			row += fmt.Sprintf(" | %s | %s | %s", before.cell(n), r.cell(n), ratio(r.speed(n), before.speed(n)))
		}
		w.WriteString(row + " |\n")
	}
}
