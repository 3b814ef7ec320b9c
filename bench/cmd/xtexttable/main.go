// Command xtexttable runs the x/text adapter's benchmarks of the bench
// module (BenchmarkXTextDecode, BenchmarkXTextEncode; see xtext_test.go) and
// prints a Markdown table: for each input, the speed of textcodec's own Reader (textcodec.NewReader),
// of package xtext's decoder and encoder through x/text's transform.Reader,
// and of x/text's own encodings through the same API, with the ratios the
// project holds the adapter to (at least 85% of textcodec's Reader, at least
// twice x/text).
//
// Usage, from the bench folder:
//
//	go run ./cmd/xtexttable [-benchtime 200ms] [-count 3] [-o ../docs/speed-xtext.md]
//
// It prints the table and writes it, with the footer of a generated file
// (package internal/docfile), to -o: docs/speed-xtext.md by default.
//
// Each figure is the median of the -count runs, in cpu-MB/s (the bytes of
// the input in its encoding over the benchmark thread's CPU time) where the
// output has it, else MB/s.
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/textcodec/textcodec/bench"
	"github.com/textcodec/textcodec/internal/docfile"
)

func main() {
	benchtime := flag.String("benchtime", "200ms", "go test -benchtime")
	count := flag.Int("count", 3, "go test -count; figures are medians")
	dir := flag.String("dir", ".", "the bench folder")
	outFile := flag.String("o", "../docs/speed-xtext.md", "also write the table to this file, as a generated file (\"\": do not)")
	flag.Parse()

	args := []string{"test", "-run", "^$", "-bench", "^BenchmarkXText", "-benchtime", *benchtime, "-count", strconv.Itoa(*count)}
	cmd := exec.Command("go", args...)
	cmd.Dir = *dir
	cmd.Stderr = os.Stderr
	start := time.Now()
	out, err := cmd.Output()
	if err != nil {
		fmt.Fprintf(os.Stderr, "xtexttable: go test: %v\n%s", err, out)
		os.Exit(1)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Command: `go run ./cmd/xtexttable %s` in bench/ (runs `go %s`), %s, %s, %d CPUs, %s.\n\n",
		strings.Join(bench.RegenerateArgs(os.Args[1:]), " "), strings.Join(args, " "), start.UTC().Format("2006-01-02"),
		runtime.GOARCH, runtime.NumCPU(), time.Since(start).Round(time.Second))
	figures, names := parse(out)
	table(&b, figures, names)
	fmt.Print(b.String())
	if *outFile != "" {
		command := fmt.Sprintf("`go run ./cmd/xtexttable %s` in bench/", strings.Join(bench.RegenerateArgs(os.Args[1:]), " "))
		if err := docfile.Write(*outFile, []byte(b.String()), command); err != nil {
			fmt.Fprintln(os.Stderr, "xtexttable:", err)
			os.Exit(1)
		}
	}
}

// key is one benchmark: direction (Decode, Encode), case and implementation.
type key struct{ dir, name, impl string }

var line = regexp.MustCompile(`^BenchmarkXText(Decode|Encode)/(\S+)/(textcodec|adapter|xtext)(?:-\d+)?\s`)

// parse collects each benchmark's figures, cpu-MB/s when reported.
func parse(out []byte) (map[key][]float64, []string) {
	figures := map[key][]float64{}
	var names []string
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		m := line.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		fields := strings.Fields(sc.Text())
		v := 0.0
		for i := 1; i < len(fields); i++ {
			if fields[i] == "MB/s" && v == 0 || fields[i] == "cpu-MB/s" {
				v, _ = strconv.ParseFloat(fields[i-1], 64)
			}
		}
		k := key{m[1], m[2], m[3]}
		if !slices.Contains(names, k.name) {
			names = append(names, k.name)
		}
		figures[k] = append(figures[k], v)
	}
	return figures, names
}

func median(v []float64) float64 {
	if len(v) == 0 {
		return 0
	}
	s := slices.Clone(v)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func table(b *strings.Builder, figures map[key][]float64, names []string) {
	fmt.Fprintln(b, "| input | decode: textcodec.NewReader | xtext | x/text | xtext / textcodec | xtext / x/text | encode: xtext | x/text | xtext / x/text |")
	fmt.Fprintln(b, "|---|--:|--:|--:|--:|--:|--:|--:|--:|")
	failed := 0
	for _, n := range names {
		c, a, x := median(figures[key{"Decode", n, "textcodec"}]), median(figures[key{"Decode", n, "adapter"}]), median(figures[key{"Decode", n, "xtext"}])
		ea, ex := median(figures[key{"Encode", n, "adapter"}]), median(figures[key{"Encode", n, "xtext"}])
		row := []string{n, mbs(c), mbs(a), mbs(x), ratio(a, c, 0.85, "%.0f%%", 100, &failed), ratio(a, x, 2, "%.1fx", 1, &failed),
			mbs(ea), mbs(ex), ratio(ea, ex, 2, "%.1fx", 1, &failed)}
		fmt.Fprintf(b, "| %s |\n", strings.Join(row, " | "))
	}
	fmt.Fprintf(b, "\nMB/s of input in the case's encoding; **bold** marks a ratio below the bar (xtext at least 85%% of textcodec.NewReader, at least 2x x/text): %d.\n", failed)
}

func mbs(v float64) string {
	if v == 0 {
		return "-"
	}
	return strconv.FormatFloat(v, 'f', 0, 64)
}

// ratio formats a/b, in bold when it is under bar.
func ratio(a, b, bar float64, format string, scale float64, failed *int) string {
	if a == 0 || b == 0 {
		return "-"
	}
	s := fmt.Sprintf(format, a/b*scale)
	if a/b < bar {
		*failed++
		return "**" + s + "**"
	}
	return s
}
